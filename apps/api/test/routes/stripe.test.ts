import { test3dsBrowserBody } from '@lottoshop/contracts/testing/three-ds-browser';
import { fixedClock } from '@lottoshop/core/clock';
import { queryRows } from '@lottoshop/core/db';
import { createCustomer, FACTORY_PASSWORD } from '@lottoshop/core/identity/testing';
import { ledgerTotals } from '@lottoshop/core/ledger';
import { stripeClient, stripeGateway } from '@lottoshop/core/payments';
import { seedDemoSite } from '@lottoshop/core/setup';
import { getTestDb, resetTestDb } from '@lottoshop/core/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeFake } from '../../../../scripts/stripe-fake.mjs';
import { buildServer } from '../../src/http/server.ts';
import { signedHeaders } from '../signed-request.ts';
import { testApiConfig } from '../test-config.ts';

/**
 * Stripe through the API and the official SDK, against the local stateful fake of Stripe's HTTP API (started
 * in-process on a free port; the SDK reaches it through its host, port and protocol options): a card saved with a
 * SetupIntent that Stripe.js would confirm, deposits approved, declined with Stripe's message, and held for a 3-D
 * Secure redirect until its outcome; webhooks verified with the SDK's signature check and applied once.
 */
const SHOP_ORIGIN = 'http://shop.example';
const KEYS = { secretKey: 'sk_test_shop', publishableKey: 'pk_test_shop', webhookSecret: 'whsec_shop' };
const clock = { now: () => new Date() };
let fake: ReturnType<typeof startStripeFake>;
let fakeUrl: string;
let app: Awaited<ReturnType<typeof buildServer>>;
let db: Awaited<ReturnType<typeof getTestDb>>;
let token: string;

function send(method: 'GET' | 'POST', url: string, payload?: unknown, version = '3.4') {
  return app.inject({
    method,
    url,
    headers: { ...signedHeaders({ version }), authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** What Stripe.js does in the browser: confirms the SetupIntent with the card, by its client secret. */
async function confirmSetup(clientSecret: string, testMethod: string): Promise<string> {
  const setupId = clientSecret.split('_secret_')[0];
  const res = await fetch(`${fakeUrl}/v1/setup_intents/${setupId}/confirm`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${KEYS.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ client_secret: clientSecret, payment_method: testMethod }),
  });
  const intent = (await res.json()) as { status: string; payment_method: string };
  expect(intent.status).toBe('succeeded');
  return intent.payment_method;
}

async function saveCard(testMethod: string): Promise<string> {
  const setup = await send('POST', '/v2/funds/stripe/setup', undefined, '3.0');
  expect(setup.statusCode, setup.body).toBe(201);
  expect(setup.json().result.publishable_key).toBe(KEYS.publishableKey);
  const paymentMethod = await confirmSetup(setup.json().result.client_secret, testMethod);
  const saved = await send('POST', '/v2/funds/cc/stripe', { token: paymentMethod }, '3.0');
  expect(saved.statusCode, saved.body).toBe(201);
  return saved.json().result.id;
}

let depositNo = 0;
function deposit(fundId: string, amount: number) {
  depositNo += 1;
  return send('POST', `/v2/funds/${fundId}/deposit`, {
    amount,
    idempotency_key: `stripe-test-${depositNo}`,
    strong_customer_authentication: test3dsBrowserBody({ notificationUrl: `${SHOP_ORIGIN}/3ds/notify` }),
  });
}

const balance = async () =>
  (await send('GET', '/v2/customer', undefined, '3.0')).json().result.balance.amount;

/** A Stripe event about a PaymentIntent as the fake holds it, signed as Stripe signs its webhooks. */
function webhook(type: string, object: unknown, secret = KEYS.webhookSecret) {
  const payload = JSON.stringify({ id: `evt_${depositNo}_${type}`, object: 'event', type, data: { object } });
  const signature = stripeClient({ ...KEYS, apiUrl: fakeUrl }).webhooks.generateTestHeaderString({
    payload,
    secret,
  });
  return app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

beforeAll(async () => {
  fake = startStripeFake({ port: 0, ...KEYS, log: () => {} });
  fakeUrl = await fake.listening;
  db = await getTestDb();
  await resetTestDb(db);
  await db.transaction((tx) => seedDemoSite(tx, fixedClock(new Date())));
  // The operator turns Stripe on for cards (site data).
  await db.execute(
    sql`update payment_methods set gateways = gateways || '["stripe"]'::jsonb where code = 'cc'`,
  );
  app = await buildServer({
    db,
    clock,
    config: testApiConfig({ stripe: { ...KEYS, apiUrl: fakeUrl } }),
    logger: false,
  });
  await app.ready();
  const person = await createCustomer(db);
  const login = await app.inject({
    method: 'POST',
    url: '/v2/login',
    headers: signedHeaders({ version: '3.0' }),
    payload: { email: person.email, password: FACTORY_PASSWORD },
  });
  token = login.json().result.access_token;
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

describe('Stripe through the official SDK and the local fake of its API', () => {
  it('lists Stripe among the card gateways, taken in Stripe.js (no hosted field)', async () => {
    const gateways = (await send('GET', '/v2/funds/card_gateways', undefined, '3.0')).json().result;
    expect(gateways).toContainEqual({
      gateway: 'stripe',
      method_code: 'cc',
      entry: 'stripe_elements',
      hosted_fields_url: null,
      publishable_key: KEYS.publishableKey,
      csc_required: false,
    });
  });

  it('serves a Stripe.js-compatible script and its card frame on its own origin, for the browser tests', async () => {
    const script = await fetch(`${fakeUrl}/v3`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    const source = await script.text();
    expect(source).toContain('window.Stripe = Stripe');
    expect(source).toContain(`var ORIGIN = "${fakeUrl}"`);
    expect(source).toContain('/elements/card');
    const frame = await (
      await fetch(`${fakeUrl}/elements/card?key=pk_test_shop&origin=${SHOP_ORIGIN}`)
    ).text();
    expect(frame).toContain('<label for="number">Card number</label>');
  });

  it('saves a card from a confirmed SetupIntent and refuses a payment method Stripe does not know', async () => {
    const fundId = await saveCard('pm_card_visa');
    const funds = await send('GET', '/v2/funds/cc', undefined, '3.0');
    expect(funds.json().result).toEqual([
      expect.objectContaining({ id: fundId, gateway: 'stripe', brand: 'Visa', last_four: '4242' }),
    ]);
    const bad = await send('POST', '/v2/funds/cc/stripe', { token: 'pm_000000000000000000000000' }, '3.0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.token).toEqual(['That card could not be found. Please enter it again.']);
  });

  it('approves, declines with Stripe’s message, and holds a 3-D Secure payment until its outcome', async () => {
    const before = await balance();
    const approved = await deposit(await saveCard('pm_card_mastercard'), 2500);
    expect(approved.statusCode, approved.body).toBe(201);
    expect(approved.json().result).toMatchObject({ status: 'approved' });
    expect(await balance()).toBe(before + 2500);

    const declined = await deposit(await saveCard('pm_card_chargeDeclinedInsufficientFunds'), 3000);
    expect(declined.json().result).toMatchObject({
      status: 'declined',
      decline_reason: 'Your card has insufficient funds.',
    });

    const challenged = await saveCard('pm_card_authenticationRequired');
    const pending = (await deposit(challenged, 4000)).json().result;
    expect(pending).toMatchObject({ status: 'pending', challenge_url: expect.stringContaining(fakeUrl) });
    const page = await fetch(pending.challenge_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'complete' }),
      redirect: 'manual',
    });
    expect(page.headers.get('location')).toMatch(
      new RegExp(`^${SHOP_ORIGIN}/3ds/notify\\?reference=${pending.deposit_id}&payment_intent=pi_`),
    );
    // The webhook arrives first; the browser's return then finds it settled.
    const [row] = await queryRows<{ ref: string }>(
      db,
      sql`select gateway_reference as ref from deposits where id = ${pending.deposit_id}`,
    );
    const paid = await webhook('payment_intent.succeeded', fake.intent(row!.ref));
    expect(paid.json().result).toEqual({ applied: true, deposit_id: pending.deposit_id, status: 'approved' });
    const replay = await webhook('payment_intent.succeeded', fake.intent(row!.ref));
    expect(replay.json().result).toMatchObject({ applied: false, status: 'approved' });
    const back = await send('GET', `/v2/funds/${pending.deposit_id}/deposit`, undefined, '3.0');
    expect(back.json().result).toMatchObject({ status: 'approved', challenge_url: null });
    expect(await balance()).toBe(before + 6500);
    expect(await ledgerTotals({ db })).toEqual({ sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] });
  });

  it('keeps and credits once a challenge completed just before the customer cancels, and never refunds it', async () => {
    const pending = (await deposit(await saveCard('pm_card_authenticationRequired'), 1500)).json().result;
    const before = await balance();
    const [row] = await queryRows<{ ref: string }>(
      db,
      sql`select gateway_reference as ref from deposits where id = ${pending.deposit_id}`,
    );
    // The customer completes the challenge, and Stripe's webhook is applied, just after the cancel read the
    // payment as still waiting.
    const stripe = app.paymentGateways.get('stripe');
    const read = stripe?.paymentResult;
    if (!stripe || !read) throw new Error('the Stripe gateway reads no payment results');
    let raced = false;
    stripe.paymentResult = async (reference) => {
      const seen = await read(reference);
      if (!raced) {
        raced = true;
        await fetch(pending.challenge_url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ outcome: 'complete' }),
          redirect: 'manual',
        });
        await webhook('payment_intent.succeeded', fake.intent(row!.ref));
      }
      return seen;
    };
    try {
      const cancelled = await send(
        'POST',
        `/v2/funds/${pending.deposit_id}/deposit/cancel`,
        undefined,
        '3.0',
      );
      expect(cancelled.statusCode, cancelled.body).toBe(409);
    } finally {
      stripe.paymentResult = read;
    }
    // Paid and credited, once; the card is not refunded behind the credit.
    expect(fake.intent(row!.ref)).toMatchObject({ status: 'succeeded' });
    expect(fake.intent(row!.ref)?.amount_refunded ?? 0).toBe(0);
    expect(await balance()).toBe(before + 1500);
    const back = await send('GET', `/v2/funds/${pending.deposit_id}/deposit`, undefined, '3.0');
    expect(back.json().result).toMatchObject({ status: 'approved' });
    expect(await ledgerTotals({ db })).toEqual({ sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] });
  });

  it('refuses a webhook not signed with the secret, and acknowledges one not about a payment', async () => {
    const forged = await webhook('payment_intent.succeeded', { id: 'pi_x', metadata: {} }, 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    const other = await webhook('setup_intent.succeeded', { id: 'seti_x', object: 'setup_intent' });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().result).toEqual({ applied: false, deposit_id: null, status: 'ignored' });
  });

  it('finds the payment of a deposit whose answer was lost, by its metadata', async () => {
    const gateway = stripeGateway({ ...KEYS, apiUrl: fakeUrl });
    const done = (await deposit(await saveCard('pm_card_amex'), 1000)).json().result;
    expect(await gateway.findDeposit?.(done.deposit_id)).toMatchObject({ status: 'succeeded' });
    expect(await gateway.findDeposit?.('019c0000-0000-7000-8000-000000000000')).toBeNull();
  });
});
