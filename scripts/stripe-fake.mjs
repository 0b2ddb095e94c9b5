#!/usr/bin/env node
// A local, stateful fake of the part of Stripe's HTTP API the shop's Stripe adapter uses (decision 047), reached by
// the official `stripe` SDK through its host/port/protocol options, on 127.0.0.1 only. It keeps its objects in memory
// and behaves as Stripe does for them: customers (and their search), SetupIntents confirmed with a test payment
// method, PaymentMethods attached to customers, PaymentIntents confirmed at once (succeeded, declined with a card
// error, or waiting for a 3-D Secure redirect it serves itself), their search by metadata, cancels, refunds,
// idempotency keys, and webhooks signed as Stripe signs them (`Stripe-Signature: t=…,v1=…`). The test payment
// methods are Stripe's own: pm_card_visa, pm_card_mastercard, pm_card_amex, pm_card_chargeDeclined,
// pm_card_chargeDeclinedInsufficientFunds, pm_card_authenticationRequired. It also serves a Stripe.js-compatible
// script at /v3 whose card Element is a frame on this origin (stripe-fake-browser.mjs), for the browser tests.
// Usage: node scripts/stripe-fake.mjs (STRIPE_FAKE_PORT, default 4310; STRIPE_WEBHOOK_URL; STRIPE_WEBHOOK_SECRET).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { deliverSignedWebhook, readBody } from './gateway-fake-http.mjs';
import { cardFrameHtml, stripeJsSource } from './stripe-fake-browser.mjs';

/** Stripe's test payment methods and what they do. */
export const STRIPE_TEST_METHODS = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_amex: { brand: 'amex', last4: '8431' },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    decline: ['generic_decline', 'Your card was declined.'],
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    decline: ['insufficient_funds', 'Your card has insufficient funds.'],
  },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', authenticate: true },
};

const id = (prefix) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`metadata[depositId]=…`, `expand[0]=…`) read back into an object. */
function parseForm(body) {
  const out = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  return out;
}

/** `metadata['depositId']:'…'` and `metadata["shopCustomerId"]:"…"`, the only search queries the shop sends. */
function metadataQuery(query) {
  const m = /^metadata\[['"](\w+)['"]\]:['"]([^'"]*)['"]$/.exec(query.trim());
  return m ? { key: m[1], value: m[2] } : null;
}

export function startStripeFake(options = {}) {
  const host = '127.0.0.1';
  const port = Number(options.port ?? process.env.STRIPE_FAKE_PORT ?? 4310);
  const secretKey = options.secretKey ?? process.env.STRIPE_SECRET_KEY ?? 'sk_test_fake';
  const publishableKey = options.publishableKey ?? process.env.STRIPE_PUBLISHABLE_KEY ?? 'pk_test_fake';
  const webhookSecret = options.webhookSecret ?? process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_fake';
  const webhookUrl = options.webhookUrl ?? process.env.STRIPE_WEBHOOK_URL ?? '';
  const log = options.log ?? ((line) => console.log(`[stripe fake] ${line}`));
  const baseUrl = () => `http://${host}:${server.address().port}`;
  const now = () => Math.floor(Date.now() / 1000);

  const customers = new Map();
  const methods = new Map();
  const setupIntents = new Map();
  const intents = new Map();
  /** idempotency key -> [status, body] of the first answer */
  const replays = new Map();

  function paymentMethodFrom(testId, customer = null) {
    const test = STRIPE_TEST_METHODS[testId];
    if (!test) return null;
    const pm = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      customer,
      created: now(),
      card: {
        brand: test.brand,
        last4: test.last4,
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
      },
      test: testId,
    };
    methods.set(pm.id, pm);
    return pm;
  }
  const publicMethod = ({ test: _test, ...pm }) => pm;

  function intentView(pi) {
    const { redirectReturn: _r, ...view } = pi;
    return view;
  }

  async function sendWebhook(type, object) {
    if (!webhookUrl) return;
    const payload = JSON.stringify({
      id: id('evt'),
      object: 'event',
      type,
      created: now(),
      data: { object },
    });
    await deliverSignedWebhook({
      url: webhookUrl,
      body: payload,
      secret: webhookSecret,
      signatureHeader: 'stripe-signature',
      label: type,
      log,
    });
  }

  function settle(pi, status, error) {
    pi.status = status;
    pi.next_action = null;
    if (error) pi.last_payment_error = error;
    if (status === 'succeeded') pi.amount_received = pi.amount;
    void sendWebhook(
      status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
      intentView(pi),
    );
  }

  /** Confirms a PaymentIntent with its payment method, as Stripe does on `confirm=true`. */
  function confirm(pi) {
    const pm = methods.get(pi.payment_method) ?? null;
    const test = pm ? STRIPE_TEST_METHODS[pm.test] : null;
    if (!test)
      return {
        status: 400,
        body: stripeError('invalid_request_error', 'No such PaymentMethod.', 'resource_missing'),
      };
    if (test.decline) {
      const [declineCode, message] = test.decline;
      const error = { type: 'card_error', code: 'card_declined', decline_code: declineCode, message };
      pi.status = 'requires_payment_method';
      pi.last_payment_error = error;
      void sendWebhook('payment_intent.payment_failed', intentView(pi));
      return { status: 402, body: { error: { ...error, payment_intent: intentView(pi) } } };
    }
    if (test.authenticate) {
      pi.status = 'requires_action';
      pi.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: `${baseUrl()}/3ds/${pi.id}`, return_url: pi.return_url ?? null },
      };
      return { status: 200, body: intentView(pi) };
    }
    settle(pi, 'succeeded');
    return { status: 200, body: intentView(pi) };
  }

  function stripeError(type, message, code) {
    return { error: { type, message, ...(code ? { code } : {}) } };
  }

  async function route(req, res) {
    const url = new URL(req.url ?? '/', baseUrl());
    const send = (status, body, headers = { 'content-type': 'application/json' }) => {
      res.writeHead(status, headers);
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (url.pathname === '/health') return send(200, { ok: true });
    // Stripe.js and its card Element's frame, as js.stripe.com serves them.
    if (req.method === 'GET' && (url.pathname === '/v3' || /^\/[a-z]+\/stripe\.js$/.test(url.pathname))) {
      return send(200, stripeJsSource(baseUrl()), {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      });
    }
    if (req.method === 'GET' && url.pathname === '/elements/card') {
      return send(200, cardFrameHtml(), {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
    }

    // The 3-D Secure page Stripe would show: complete or fail, then back to the return URL.
    const challenge = /^\/3ds\/(pi_[0-9a-f]{24})$/.exec(url.pathname);
    if (challenge) {
      const pi = intents.get(challenge[1]);
      if (!pi) return send(404, '<p>This authentication has expired.</p>', { 'content-type': 'text/html' });
      if (req.method === 'POST' && pi.status === 'requires_action') {
        const outcome = new URLSearchParams(await readBody(req, 100_000)).get('outcome');
        if (outcome === 'complete') settle(pi, 'succeeded');
        else {
          pi.status = 'requires_payment_method';
          pi.next_action = null;
          pi.last_payment_error = {
            type: 'card_error',
            code: 'payment_intent_authentication_failure',
            message: 'We are unable to authenticate your payment method.',
          };
          void sendWebhook('payment_intent.payment_failed', intentView(pi));
        }
      }
      if (pi.status !== 'requires_action') {
        const back = pi.return_url
          ? `${pi.return_url}${pi.return_url.includes('?') ? '&' : '?'}payment_intent=${pi.id}`
          : '/';
        return send(303, '', { location: back });
      }
      return send(
        200,
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Authenticate payment</title></head><body><main><h1>Authenticate payment</h1>` +
          `<form method="post"><button name="outcome" value="complete">Complete</button> <button name="outcome" value="fail">Fail</button></form></main></body></html>`,
        { 'content-type': 'text/html; charset=utf-8' },
      );
    }

    if (!url.pathname.startsWith('/v1/'))
      return send(404, stripeError('invalid_request_error', 'Unrecognized request URL.'));
    const auth = String(req.headers.authorization ?? '');
    const key = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    const publishable = key === publishableKey;
    if (key !== secretKey && !publishable)
      return send(401, stripeError('invalid_request_error', 'Invalid API Key provided.'));
    const body = req.method === 'POST' ? parseForm(await readBody(req, 100_000)) : {};
    const idem = req.method === 'POST' ? String(req.headers['idempotency-key'] ?? '') : '';
    if (idem && replays.has(idem)) {
      const [status, replay] = replays.get(idem);
      res.setHeader('idempotent-replayed', 'true');
      return send(status, replay);
    }
    const answer = (status, payload) => {
      if (idem) replays.set(idem, [status, payload]);
      return send(status, payload);
    };
    const path = url.pathname.slice(3);

    // Stripe.js, with the publishable key, only confirms a SetupIntent by its client secret.
    const setupConfirm = /^\/setup_intents\/(seti_[0-9a-f]{24})\/confirm$/.exec(path);
    if (setupConfirm && req.method === 'POST') {
      const si = setupIntents.get(setupConfirm[1]);
      if (!si || (publishable && body.client_secret !== si.client_secret)) {
        return answer(404, stripeError('invalid_request_error', 'No such setupintent.', 'resource_missing'));
      }
      const pm = paymentMethodFrom(String(body.payment_method ?? ''), si.customer);
      if (!pm)
        return answer(
          400,
          stripeError('invalid_request_error', 'No such PaymentMethod.', 'resource_missing'),
        );
      si.payment_method = pm.id;
      si.status = 'succeeded';
      void sendWebhook('setup_intent.succeeded', si);
      return answer(200, si);
    }
    if (publishable) return send(401, stripeError('invalid_request_error', 'This call needs a secret key.'));

    if (path === '/customers' && req.method === 'POST') {
      const customer = {
        id: id('cus'),
        object: 'customer',
        email: body.email ?? null,
        metadata: body.metadata ?? {},
        created: now(),
      };
      customers.set(customer.id, customer);
      return answer(200, customer);
    }
    if (path === '/customers/search' && req.method === 'GET') {
      const q = metadataQuery(url.searchParams.get('query') ?? '');
      const data = q ? [...customers.values()].filter((c) => c.metadata[q.key] === q.value) : [];
      return send(200, { object: 'search_result', data, has_more: false });
    }
    if (path === '/setup_intents' && req.method === 'POST') {
      const si = {
        id: id('seti'),
        object: 'setup_intent',
        customer: body.customer ?? null,
        usage: body.usage ?? 'off_session',
        status: 'requires_payment_method',
        payment_method: null,
        metadata: body.metadata ?? {},
      };
      si.client_secret = `${si.id}_secret_${randomBytes(12).toString('hex')}`;
      setupIntents.set(si.id, si);
      return answer(200, si);
    }
    const methodPath = /^\/payment_methods\/(pm_\w+)$/.exec(path);
    if (methodPath && req.method === 'GET') {
      const pm = methods.get(methodPath[1]);
      return pm
        ? send(200, publicMethod(pm))
        : send(404, stripeError('invalid_request_error', 'No such PaymentMethod.', 'resource_missing'));
    }
    if (path === '/payment_intents' && req.method === 'POST') {
      const amount = Number(body.amount);
      if (!Number.isSafeInteger(amount) || amount < 50 || !/^[a-z]{3}$/.test(String(body.currency ?? ''))) {
        return answer(
          400,
          stripeError('invalid_request_error', 'Invalid amount or currency.', 'parameter_invalid_integer'),
        );
      }
      const pi = {
        id: id('pi'),
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: body.currency,
        customer: body.customer ?? null,
        payment_method: body.payment_method ?? null,
        metadata: body.metadata ?? {},
        return_url: body.return_url ?? null,
        status: 'requires_confirmation',
        next_action: null,
        last_payment_error: null,
        created: now(),
      };
      pi.client_secret = `${pi.id}_secret_${randomBytes(12).toString('hex')}`;
      intents.set(pi.id, pi);
      if (body.confirm === 'true') {
        const done = confirm(pi);
        return answer(done.status, done.body);
      }
      return answer(200, intentView(pi));
    }
    if (path === '/payment_intents/search' && req.method === 'GET') {
      const q = metadataQuery(url.searchParams.get('query') ?? '');
      const data = q
        ? [...intents.values()].filter((pi) => pi.metadata[q.key] === q.value).map(intentView)
        : [];
      return send(200, { object: 'search_result', data, has_more: false });
    }
    const intentPath = /^\/payment_intents\/(pi_[0-9a-f]{24})$/.exec(path);
    if (intentPath && req.method === 'GET') {
      const pi = intents.get(intentPath[1]);
      return pi
        ? send(200, intentView(pi))
        : send(404, stripeError('invalid_request_error', 'No such payment_intent.', 'resource_missing'));
    }
    const cancelPath = /^\/payment_intents\/(pi_[0-9a-f]{24})\/cancel$/.exec(path);
    if (cancelPath && req.method === 'POST') {
      const pi = intents.get(cancelPath[1]);
      if (!pi)
        return answer(
          404,
          stripeError('invalid_request_error', 'No such payment_intent.', 'resource_missing'),
        );
      if (pi.status === 'succeeded' || pi.status === 'canceled') {
        return answer(
          400,
          stripeError(
            'invalid_request_error',
            `You cannot cancel this PaymentIntent because it has a status of ${pi.status}.`,
            'payment_intent_unexpected_state',
          ),
        );
      }
      pi.status = 'canceled';
      pi.next_action = null;
      pi.cancellation_reason = body.cancellation_reason ?? 'requested_by_customer';
      return answer(200, intentView(pi));
    }
    if (path === '/refunds' && req.method === 'POST') {
      const pi = intents.get(String(body.payment_intent ?? ''));
      if (pi?.status !== 'succeeded') {
        return answer(
          400,
          stripeError(
            'invalid_request_error',
            'This PaymentIntent has no successful charge to refund.',
            'charge_not_refundable',
          ),
        );
      }
      const amount = body.amount === undefined ? pi.amount : Number(body.amount);
      pi.amount_refunded = (pi.amount_refunded ?? 0) + amount;
      return answer(200, {
        id: id('re'),
        object: 'refund',
        amount,
        payment_intent: pi.id,
        status: 'succeeded',
      });
    }
    return send(
      404,
      stripeError('invalid_request_error', `Unrecognized request URL (${req.method}: ${url.pathname}).`),
    );
  }

  const server = createServer((req, res) => {
    route(req, res).catch((err) => {
      log(`error: ${err.message}`);
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify(stripeError('invalid_request_error', 'Bad request.')));
    });
  });
  const listening = new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(baseUrl()));
  });
  return {
    server,
    listening,
    /** The fake's own view of a PaymentIntent (what a dashboard would show), for tests. */
    intent: (piId) => intents.get(piId) ?? null,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fake = startStripeFake();
  fake.listening.then(
    (url) => console.log(`[stripe fake] listening on ${url}`),
    (err) => {
      console.error(`[stripe fake] ${err.message}`);
      process.exit(1);
    },
  );
  const stop = () => {
    fake.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
