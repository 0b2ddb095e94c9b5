// What the simulated gateways (card-processor.mjs, stripe-fake.mjs) share: reading a request body within a limit,
// and delivering a webhook signed `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, retried the way a real
// gateway retries (at once, then after 1, 3 and 10 s) until the shop answers 2xx or a 4xx other than 409.
import { createHmac } from 'node:crypto';

/** The request's body as text; rejects a body over `limit` bytes. */
export async function readBody(req, limit = 64 * 1024) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * POSTs `body` (JSON text) to `url`, signed with `secret` in the header `signatureHeader`. `label` names it in the
 * log lines written through `log`.
 */
export async function deliverSignedWebhook({ url, body, secret, signatureHeader, label, log }) {
  for (const delay of [0, 1000, 3000, 10000]) {
    if (delay) await new Promise((r) => setTimeout(r, delay));
    const t = Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [signatureHeader]: `t=${t},v1=${v1}` },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (res.ok) return;
      log(`webhook ${label} answered ${res.status}`);
      if (res.status < 500 && res.status !== 409) return;
    } catch (err) {
      log(`webhook ${label} failed: ${err.message}`);
    }
  }
}
