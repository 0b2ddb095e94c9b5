#!/usr/bin/env node
// The simulated card processor (decision 029): a small card gateway on 127.0.0.1 that `npm start` and the browser
// tests run beside the shop, on its own origin, behaving like a real one. It keeps cards in memory; the shop only
// ever sees its tokens. Env: CARD_PROCESSOR_PORT (4300), CARD_PROCESSOR_WEBHOOK_URL (where it posts its signed
// webhooks), CARD_PROCESSOR_SECRET_KEY, CARD_PROCESSOR_PUBLISHABLE_KEY, CARD_PROCESSOR_WEBHOOK_SECRET.
//   GET  /hosted/card-fields?key=&origin=   the hosted card field (framed by the shop; answers the frame by postMessage)
//   GET  /challenge/:payment                the 3-D Secure challenge page (complete or fail)
//   GET  /v1/payment_methods/:token         a card's brand, last four, expiry, verification   (secret key)
//   POST /v1/payments                       take a payment with a card token (Idempotency-Key)  (secret key)
//   GET  /v1/payments/:id                   a payment's state                                   (secret key)
//   POST /v1/payments/:id/refund            give a payment back                                 (secret key)
//   POST /v1/payments/:id/cancel            end a payment still waiting on its challenge        (secret key)
// It also plays PayPal (decision 044): an order the customer approves or cancels on its page, then back to the shop.
//   GET  /paypal/approve/:order             PayPal's approval page (pay or cancel)
//   POST /v1/paypal/orders                  create an order {amount, currency, reference, return_url} (secret key)
//   GET  /v1/paypal/orders/:id              an order's state: created, approved or cancelled    (secret key)
//   POST /v1/paypal/orders/:id/refund       give an approved order back                         (secret key)
// Apple Pay and Google Pay: POST /v1/payments takes a device wallet's `wallet_token` instead of a card token; the
// test tokens tok_applepay_approved and tok_googlepay_approved approve, tok_applepay_declined and
// tok_googlepay_declined decline ("Your wallet payment was declined.").
//   POST /v1/applepay/sessions              Apple Pay merchant validation {validation_url, domain_name, display_name}:
//                                           a merchant session, as Apple's startSession answers (secret key); the
//                                           validation URL must be on Apple's apple-pay-gateway hosts
// Test cards (any future expiry, any 3-digit CSC, 4 for American Express):
//   4242 4242 4242 4242  Visa, approved          5555 5555 5555 4444  MasterCard, approved
//   3782 822463 10005    AmericanExpress, approved
//   4000 0000 0000 0002  declined: "Your card was declined."
//   4000 0000 0000 9995  declined: "Your card has insufficient funds."
//   4000 0027 6000 3184  asks for a 3-D Secure challenge (its page completes or fails it)
// A deposit whose CSC is 000 is declined: "The card's security code is incorrect."
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { deliverSignedWebhook, readBody } from './gateway-fake-http.mjs';

export const TEST_CARDS = {
  approved: '4242424242424242',
  approvedMasterCard: '5555555555554444',
  approvedAmex: '378282246310005',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  challenge: '4000002760003184',
};

const DECLINES = {
  4000000000000002: 'Your card was declined.',
  4000000000009995: 'Your card has insufficient funds.',
};
const CHALLENGE = new Set(['4000002760003184']);
const WALLET_TOKEN = /^tok_(applepay|googlepay)_(approved|declined)$/;

/** The shop's return address with our reference added (the address may carry its own query). */
function returnAddress(base, reference) {
  if (!originOf(base)) return '/';
  const url = new URL(base);
  url.searchParams.set('reference', reference);
  return url.toString();
}

const id = (prefix) => `${prefix}_${randomBytes(12).toString('hex')}`;

function luhnValid(number) {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(number) {
  if (/^4\d{15}$/.test(number)) return 'Visa';
  if (/^(5[1-5]\d{14}|2[2-7]\d{14})$/.test(number)) return 'MasterCard';
  if (/^3[47]\d{13}$/.test(number)) return 'AmericanExpress';
  return null;
}

const escapeHtml = (s) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** An http(s) origin (scheme, host, port) or null. */
function originOf(value) {
  try {
    const url = new URL(String(value ?? ''));
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

function page(title, body, { nonce, frameAncestors = "'none'" } = {}) {
  const script = nonce ? ` 'nonce-${nonce}'` : '';
  return {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; script-src${script || " 'none'"}; form-action 'self' http: https:; frame-ancestors ${frameAncestors}; base-uri 'none'`,
      'x-content-type-options': 'nosniff',
    },
    html:
      `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<title>${escapeHtml(title)}</title><style>body{font:16px system-ui,sans-serif;margin:0;padding:12px;color:#1a1a1a}` +
      `label{display:block;font-weight:600;margin-top:10px}input{font:inherit;padding:8px;border:1px solid #555;border-radius:6px;width:100%;box-sizing:border-box}` +
      `.row{display:flex;gap:12px}.row>div{flex:1}.err{color:#a00000;font-size:14px;margin:4px 0 0}` +
      `button{font:inherit;font-weight:600;margin-top:14px;padding:10px 16px;border:0;border-radius:6px;background:#1d3f8f;color:#fff;cursor:pointer}` +
      `button.fail{background:#8a1c1c}</style></head><body>${body}</body></html>`,
  };
}

export function startCardProcessor(options = {}) {
  const host = '127.0.0.1';
  const port = Number(options.port ?? process.env.CARD_PROCESSOR_PORT ?? 4300);
  const secretKey = options.secretKey ?? process.env.CARD_PROCESSOR_SECRET_KEY ?? 'sk_test_dev_change_me';
  const publishableKey =
    options.publishableKey ?? process.env.CARD_PROCESSOR_PUBLISHABLE_KEY ?? 'pk_test_dev_change_me';
  const webhookSecret =
    options.webhookSecret ?? process.env.CARD_PROCESSOR_WEBHOOK_SECRET ?? 'whsec_dev_change_me';
  const webhookUrl = options.webhookUrl ?? process.env.CARD_PROCESSOR_WEBHOOK_URL ?? '';
  const log = options.log ?? ((line) => console.log(`[card processor] ${line}`));
  const publicUrl = () => `http://${host}:${server.address().port}`;

  /** token -> card; the number stays here, in the processor. */
  const cards = new Map();
  /** payment id -> payment */
  const payments = new Map();
  /** idempotency key -> payment id */
  const idempotent = new Map();
  /** PayPal order id -> order */
  const orders = new Map();

  function orderView(o) {
    return {
      id: o.id,
      status: o.status,
      amount: o.amount,
      currency: o.currency,
      reference: o.reference,
      approval_url: o.status === 'created' ? `${publicUrl()}/paypal/approve/${o.id}` : null,
    };
  }

  function paymentView(p) {
    return {
      id: p.id,
      status: p.status,
      amount: p.amount,
      currency: p.currency,
      reference: p.reference,
      challenge_url: p.status === 'requires_action' ? `${publicUrl()}/challenge/${p.id}` : null,
      decline_reason: p.declineReason ?? null,
    };
  }

  async function sendWebhook(p) {
    if (!webhookUrl) return;
    // PayPal's notifications go to the shop's PayPal gateway (…/webhooks/braintree), the cards' to its own.
    const target = p.gateway === 'braintree' ? new URL('braintree', webhookUrl).toString() : webhookUrl;
    const body = JSON.stringify({
      id: id('evt'),
      type: p.status === 'succeeded' || p.status === 'approved' ? 'payment.succeeded' : 'payment.failed',
      data: {
        payment: p.id,
        reference: p.reference,
        amount: p.amount,
        currency: p.currency,
        decline_reason: p.declineReason ?? null,
      },
    });
    await deliverSignedWebhook({
      url: target,
      body,
      secret: webhookSecret,
      signatureHeader: 'processor-signature',
      label: `for ${p.id}`,
      log,
    });
  }

  function settle(p, status, declineReason) {
    p.status = status;
    if (declineReason) p.declineReason = declineReason;
    void sendWebhook(p);
  }

  function authorised(req) {
    const given = Buffer.from(String(req.headers.authorization ?? ''));
    const expected = Buffer.from(`Bearer ${secretKey}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  function cardForm({ origin, key, errors = {}, values = {} }) {
    const err = (name) =>
      errors[name] ? `<p class="err" id="${name}-error">${escapeHtml(errors[name])}</p>` : '';
    const described = (name) => (errors[name] ? ` aria-describedby="${name}-error" aria-invalid="true"` : '');
    return page(
      'Card details',
      `<form method="post" action="/hosted/card-fields" novalidate aria-label="Card details">` +
        `<input type="hidden" name="origin" value="${escapeHtml(origin)}"><input type="hidden" name="key" value="${escapeHtml(key)}">` +
        `<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" value="${escapeHtml(values.name ?? '')}"${described('name')}>${err('name')}` +
        `<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number"${described('number')}>${err('number')}` +
        `<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" value="${escapeHtml(values.expiry ?? '')}"${described('expiry')}>${err('expiry')}</div>` +
        `<div><label for="csc">Security code</label><input id="csc" name="csc" inputmode="numeric" autocomplete="cc-csc"${described('csc')}>${err('csc')}</div></div>` +
        `<button type="submit">Save card</button></form>`,
      { frameAncestors: origin },
    );
  }

  function checkCard(form) {
    const errors = {};
    const name = String(form.get('name') ?? '').trim();
    const number = String(form.get('number') ?? '').replace(/[\s-]/g, '');
    const expiry = String(form.get('expiry') ?? '').trim();
    const csc = String(form.get('csc') ?? '').trim();
    if (!name) errors.name = "Please enter the card holder's name.";
    else if ((name.match(/\d/g) ?? []).length >= 13 || name.length > 100)
      errors.name = "Please enter the card holder's name.";
    const brand = brandOf(number);
    if (!/^\d{13,19}$/.test(number) || !luhnValid(number) || !brand)
      errors.number = 'Please enter a valid card number.';
    const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry);
    const month = m ? Number(m[1]) : 0;
    const year = m ? 2000 + Number(m[2]) : 0;
    const now = new Date();
    if (!m || month < 1 || month > 12) errors.expiry = 'Please enter the expiry as MM/YY.';
    else if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
      errors.expiry = 'This card has expired.';
    if (!(brand === 'AmericanExpress' ? /^\d{4}$/ : /^\d{3}$/).test(csc))
      errors.csc =
        brand === 'AmericanExpress' ? 'Please enter the 4 digit code.' : 'Please enter the 3 digit code.';
    return { errors, card: { name, number, brand, month, year } };
  }

  async function route(req, res) {
    const url = new URL(req.url ?? '/', publicUrl());
    const send = (status, body, headers = {}) => {
      res.writeHead(status, headers);
      res.end(body);
    };
    const json = (status, value) =>
      send(status, JSON.stringify(value), { 'content-type': 'application/json' });
    const html = (status, { headers, html: body }) => send(status, body, headers);

    if (req.method === 'GET' && url.pathname === '/health') return json(200, { ok: true });

    if (url.pathname === '/hosted/card-fields') {
      const form = req.method === 'POST' ? new URLSearchParams(await readBody(req)) : url.searchParams;
      const origin = originOf(form.get('origin'));
      const key = String(form.get('key') ?? '');
      if (!origin || key !== publishableKey) {
        return html(400, page('Card details', '<p>This card field was opened incorrectly.</p>'));
      }
      if (req.method === 'GET') return html(200, cardForm({ origin, key }));
      if (req.method !== 'POST') return json(405, { error: 'method not allowed' });
      const { errors, card } = checkCard(form);
      if (Object.keys(errors).length > 0) {
        return html(
          422,
          cardForm({ origin, key, errors, values: { name: card.name, expiry: form.get('expiry') } }),
        );
      }
      const token = id('pm');
      cards.set(token, {
        id: token,
        number: card.number,
        brand: card.brand,
        last4: card.number.slice(-4),
        exp_month: card.month,
        exp_year: card.year,
        verification: CHALLENGE.has(card.number) ? 'Pending Verification' : 'Verified',
      });
      const nonce = randomBytes(12).toString('base64');
      const message = JSON.stringify({
        type: 'card-processor:card',
        token,
        brand: card.brand,
        last4: card.number.slice(-4),
      });
      return html(
        200,
        page(
          'Card details',
          `<p role="status">Card ending ${escapeHtml(card.number.slice(-4))} accepted.</p>` +
            `<script nonce="${nonce}">parent.postMessage(${message.replace(/</g, '\\u003c')}, ${JSON.stringify(origin)});</script>`,
          { nonce, frameAncestors: origin },
        ),
      );
    }

    const challenge = /^\/challenge\/(pay_[0-9a-f]{24})$/.exec(url.pathname);
    if (challenge) {
      const p = payments.get(challenge[1]);
      if (!p) return html(404, page('Authentication', '<p>This authentication has expired.</p>'));
      if (req.method === 'GET') {
        if (p.status !== 'requires_action') return send(303, '', { location: p.returnTo });
        const amount = new Intl.NumberFormat('en-AU', { style: 'currency', currency: p.currency }).format(
          p.amount / 100,
        );
        return html(
          200,
          page(
            '3-D Secure authentication',
            `<main><h1>Confirm your payment</h1><p>Your bank asks you to confirm a payment of <strong>${escapeHtml(amount)}</strong> with the card ending ${escapeHtml(p.last4)}.</p>` +
              `<form method="post"><button type="submit" name="outcome" value="complete">Complete authentication</button> ` +
              `<button class="fail" type="submit" name="outcome" value="fail">Fail authentication</button></form></main>`,
          ),
        );
      }
      if (req.method === 'POST') {
        const form = new URLSearchParams(await readBody(req));
        if (p.status === 'requires_action') {
          if (form.get('outcome') === 'complete') settle(p, 'succeeded');
          else settle(p, 'declined', 'The 3-D Secure authentication failed.');
          const card = cards.get(p.token);
          if (card && p.status === 'succeeded') card.verification = 'Verified';
          log(`challenge for ${p.id}: ${p.status}`);
        }
        return send(303, '', { location: p.returnTo });
      }
      return json(405, { error: 'method not allowed' });
    }

    const approve = /^\/paypal\/approve\/(ppo_[0-9a-f]{24})$/.exec(url.pathname);
    if (approve) {
      const o = orders.get(approve[1]);
      if (!o) return html(404, page('PayPal', '<p>This PayPal payment has expired.</p>'));
      if (req.method === 'GET') {
        if (o.status !== 'created') return send(303, '', { location: o.returnTo });
        const amount = new Intl.NumberFormat('en-AU', { style: 'currency', currency: o.currency }).format(
          o.amount / 100,
        );
        return html(
          200,
          page(
            'PayPal',
            `<main><h1>Pay with PayPal</h1><p>You are paying <strong>${escapeHtml(amount)}</strong> to the shop with your PayPal account (simulated).</p>` +
              `<form method="post"><button type="submit" name="outcome" value="approve">Pay now</button> ` +
              `<button class="fail" type="submit" name="outcome" value="cancel">Cancel and return to the shop</button></form></main>`,
          ),
        );
      }
      if (req.method === 'POST') {
        const form = new URLSearchParams(await readBody(req));
        if (o.status === 'created') {
          o.status = form.get('outcome') === 'approve' ? 'approved' : 'cancelled';
          if (o.status === 'cancelled') o.declineReason = 'You cancelled the payment with PayPal.';
          void sendWebhook(o);
          log(`PayPal order ${o.id}: ${o.status}`);
        }
        return send(303, '', { location: o.returnTo });
      }
      return json(405, { error: 'method not allowed' });
    }

    if (url.pathname.startsWith('/v1/')) {
      if (!authorised(req)) return json(401, { error: 'invalid secret key' });
      if (url.pathname === '/v1/applepay/sessions' && req.method === 'POST') {
        let body;
        try {
          body = JSON.parse(await readBody(req));
        } catch {
          return json(400, { error: 'invalid JSON' });
        }
        let validation;
        try {
          validation = new URL(String(body.validation_url));
        } catch {
          validation = null;
        }
        const domain = String(body.domain_name ?? '');
        if (
          validation?.protocol !== 'https:' ||
          !/^(cn-)?apple-pay-gateway(-[a-z0-9-]+)?\.apple\.com$/.test(validation.hostname) ||
          !/^[a-z0-9.-]{1,253}$/.test(domain)
        )
          return json(400, { error: 'invalid validation_url or domain_name' });
        const now = Date.now();
        log(`Apple Pay merchant session for ${domain}`);
        // The shape of Apple's merchant session; the browser passes it to completeMerchantValidation untouched.
        return json(200, {
          epochTimestamp: now,
          expiresAt: now + 60 * 60 * 1000,
          merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
          nonce: randomBytes(4).toString('hex'),
          merchantIdentifier: randomBytes(32).toString('hex').toUpperCase(),
          domainName: domain,
          displayName: String(body.display_name ?? '').slice(0, 64),
          signature: randomBytes(64).toString('base64'),
          operationalAnalyticsIdentifier: `Simulated:${randomBytes(8).toString('hex').toUpperCase()}`,
          retries: 0,
          pspId: 'simulated',
        });
      }
      if (url.pathname === '/v1/paypal/orders' && req.method === 'POST') {
        let body;
        try {
          body = JSON.parse(await readBody(req));
        } catch {
          return json(400, { error: 'invalid JSON' });
        }
        const key = String(req.headers['idempotency-key'] ?? '');
        if (key && idempotent.has(`paypal:${key}`))
          return json(200, orderView(orders.get(idempotent.get(`paypal:${key}`))));
        if (
          !Number.isSafeInteger(body.amount) ||
          body.amount <= 0 ||
          !/^[A-Z]{3}$/.test(String(body.currency)) ||
          !originOf(body.return_url)
        )
          return json(400, { error: 'invalid amount, currency or return_url' });
        const o = {
          id: `ppo_${randomBytes(12).toString('hex')}`,
          gateway: 'braintree',
          amount: body.amount,
          currency: body.currency,
          reference: String(body.reference ?? ''),
          status: 'created',
          returnTo: returnAddress(String(body.return_url), String(body.reference ?? '')),
        };
        orders.set(o.id, o);
        if (key) idempotent.set(`paypal:${key}`, o.id);
        log(`PayPal order ${o.id} of ${o.amount} ${o.currency} created`);
        return json(200, orderView(o));
      }
      const order = /^\/v1\/paypal\/orders\/(ppo_[0-9a-f]{24})(\/refund)?$/.exec(url.pathname);
      if (order) {
        const o = orders.get(order[1]);
        if (!o) return json(404, { error: 'no such order' });
        if (!order[2] && req.method === 'GET') return json(200, orderView(o));
        if (order[2] && req.method === 'POST') {
          if (o.status === 'approved') o.status = 'refunded';
          return json(200, orderView(o));
        }
      }
      const method = /^\/v1\/payment_methods\/([A-Za-z0-9_]+)$/.exec(url.pathname);
      if (method && req.method === 'GET') {
        const card = cards.get(method[1]);
        if (!card) return json(404, { error: 'no such payment method' });
        const { number: _number, ...view } = card;
        return json(200, view);
      }
      if (url.pathname === '/v1/payments' && req.method === 'POST') {
        let body;
        try {
          body = JSON.parse(await readBody(req));
        } catch {
          return json(400, { error: 'invalid JSON' });
        }
        const key = String(req.headers['idempotency-key'] ?? '');
        if (key && idempotent.has(key)) return json(200, paymentView(payments.get(idempotent.get(key))));
        const wallet = WALLET_TOKEN.exec(String(body.wallet_token ?? ''));
        const card = wallet
          ? { id: body.wallet_token, number: '', last4: '0000', wallet: wallet[1], outcome: wallet[2] }
          : cards.get(String(body.payment_method ?? ''));
        if (!card) return json(404, { error: 'no such payment method' });
        if (
          !Number.isSafeInteger(body.amount) ||
          body.amount <= 0 ||
          !/^[A-Z]{3}$/.test(String(body.currency))
        )
          return json(400, { error: 'invalid amount or currency' });
        const notify = originOf(body.browser?.notificationUrl) ? String(body.browser.notificationUrl) : null;
        const p = {
          id: `pay_${randomBytes(12).toString('hex')}`,
          token: card.id,
          last4: card.last4,
          amount: body.amount,
          currency: body.currency,
          reference: String(body.reference ?? ''),
          status: 'processing',
          returnTo: notify ? returnAddress(notify, String(body.reference ?? '')) : '/',
        };
        payments.set(p.id, p);
        if (key) idempotent.set(key, p.id);
        if (card.wallet) {
          if (card.outcome === 'approved') settle(p, 'succeeded');
          else settle(p, 'declined', 'Your wallet payment was declined.');
        } else if (DECLINES[card.number]) settle(p, 'declined', DECLINES[card.number]);
        else if (body.csc === '000') settle(p, 'declined', "The card's security code is incorrect.");
        else if (CHALLENGE.has(card.number)) p.status = 'requires_action';
        else settle(p, 'succeeded');
        log(`payment ${p.id} of ${p.amount} ${p.currency}: ${p.status}`);
        return json(200, paymentView(p));
      }
      if (url.pathname === '/v1/payments' && req.method === 'GET') {
        // The payments made for one of the shop's references (its deposit id), when the shop lost the answer.
        const reference = url.searchParams.get('reference') ?? '';
        const found = [...payments.values()].filter((p) => reference && p.reference === reference);
        return json(200, { data: found.map(paymentView) });
      }
      const pay = /^\/v1\/payments\/(pay_[0-9a-f]{24})(\/refund|\/cancel)?$/.exec(url.pathname);
      if (pay) {
        const p = payments.get(pay[1]);
        if (!p) return json(404, { error: 'no such payment' });
        if (!pay[2] && req.method === 'GET') return json(200, paymentView(p));
        if (pay[2] === '/refund' && req.method === 'POST') {
          if (p.status === 'succeeded') p.status = 'refunded';
          else if (p.status === 'requires_action') p.status = 'canceled';
          return json(200, { ...paymentView(p), status: p.status });
        }
        // A cancel ends only a payment still waiting on its challenge; a completed one is left as it is.
        if (pay[2] === '/cancel' && req.method === 'POST') {
          if (p.status === 'requires_action') p.status = 'canceled';
          return json(200, { ...paymentView(p), status: p.status });
        }
      }
      return json(404, { error: 'no such endpoint' });
    }
    return json(404, { error: 'not found' });
  }

  const server = createServer((req, res) => {
    route(req, res).catch((err) => {
      log(`error: ${err.message}`);
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'bad request' }));
    });
  });
  const listening = new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(publicUrl()));
  });
  return { server, listening, close: () => new Promise((r) => server.close(() => r())) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const processor = startCardProcessor();
  processor.listening.then(
    (url) => console.log(`[card processor] listening on ${url}`),
    (err) => {
      console.error(`[card processor] ${err.message}`);
      process.exit(1);
    },
  );
  const stop = () => {
    processor.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
