/**
 * An open-model load: requests sent at a fixed arrival rate whatever the server does (new requests do not wait
 * for answers, as customers at a draw's close do not), each timed from the moment it was due to be sent, so a
 * server that falls behind shows its queue in the latencies instead of slowing the sender (no coordinated
 * omission). Bounded by a total count and a cap on requests in flight.
 */
import http from 'node:http';
import { percentile } from './load.ts';

export type OpenLoadResult = {
  sent: number;
  ok: number;
  failed: number;
  /** Requests not sent because the in-flight cap was reached (counted as failures of the run). */
  dropped: number;
  firstFailure: string | undefined;
  /** Seconds from the first send to the last answer. */
  seconds: number;
  offeredRate: number;
  p50: number;
  p99: number;
  max: number;
};

export async function openLoad(opts: {
  url: string;
  /** Requests per second. */
  rate: number;
  count: number;
  /** The i-th request's method, headers and body. */
  request: (i: number) => { method: string; headers: Record<string, string>; body?: string };
  expectStatus: number;
  maxInFlight?: number;
  timeoutMs?: number;
}): Promise<OpenLoadResult> {
  const target = new URL(opts.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.maxInFlight ?? 512 });
  // NaN until answered: requests dropped at the in-flight cap have no latency and are left out of the percentiles.
  const latencies = new Float64Array(opts.count).fill(Number.NaN);
  let done = 0;
  let ok = 0;
  let failed = 0;
  let dropped = 0;
  let inFlight = 0;
  let firstFailure: string | undefined;
  const cap = opts.maxInFlight ?? 512;
  const interval = 1000 / opts.rate;
  const start = performance.now();
  let lastAnswer = start;

  await new Promise<void>((resolve) => {
    const finish = () => {
      if (done === opts.count) resolve();
    };
    const fail = (why: string) => {
      failed += 1;
      firstFailure ??= why;
    };
    const send = (i: number) => {
      const due = start + i * interval;
      if (inFlight >= cap) {
        dropped += 1;
        done += 1;
        fail(`dropped: ${cap} requests already in flight`);
        finish();
        return;
      }
      inFlight += 1;
      const { method, headers, body } = opts.request(i);
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method,
          headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
          agent,
          timeout: opts.timeoutMs ?? 30_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const now = performance.now();
            lastAnswer = now;
            latencies[i] = now - due;
            inFlight -= 1;
            done += 1;
            if (res.statusCode === opts.expectStatus) ok += 1;
            else fail(`${res.statusCode} ${Buffer.concat(chunks).toString().slice(0, 300)}`);
            finish();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', (err) => {
        inFlight -= 1;
        done += 1;
        latencies[i] = performance.now() - due;
        fail(err.message);
        finish();
      });
      req.end(body);
    };
    // A timer tick sends every request whose time has come (timers are not precise to the millisecond).
    let next = 0;
    const tick = () => {
      const now = performance.now();
      while (next < opts.count && start + next * interval <= now) send(next++);
      if (next < opts.count) setTimeout(tick, Math.max(0, Math.min(interval, start + next * interval - now)));
    };
    tick();
  });
  agent.destroy();
  const sorted = latencies.filter((ms) => !Number.isNaN(ms)).sort();
  return {
    sent: opts.count - dropped,
    ok,
    failed,
    dropped,
    firstFailure,
    seconds: (lastAnswer - start) / 1000,
    offeredRate: opts.rate,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}
