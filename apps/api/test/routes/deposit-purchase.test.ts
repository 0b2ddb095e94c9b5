import { test3dsBrowserBody } from '@lottoshop/contracts/testing/three-ds-browser';
import { fixedClock } from '@lottoshop/core/clock';
import { createCustomer, FACTORY_PASSWORD } from '@lottoshop/core/identity/testing';
import { seedDemoSite } from '@lottoshop/core/setup';
import { getTestDb, resetTestDb } from '@lottoshop/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCardProcessor, TEST_CARDS } from '../../../../scripts/card-processor.mjs';
import { readCardProcessor } from '../../src/config.ts';
import { buildServer } from '../../src/http/server.ts';
import { signedHeaders } from '../signed-request.ts';
import { testApiConfig } from '../test-config.ts';
import { TICKET } from './route-access.ts';
import { NOW } from './route-app.ts';

/**
 * Deposit and buy in one step, and PayPal deposits, through the API against the real simulated processor (started
 * in-process on a free port): a cart bought with an empty wallet by a card that asks for 3-D Secure, a declined card
 * that buys nothing, PayPal approved and cancelled on its page, and the refusals that come before any money moves.
 */
const SHOP = 'http://shop.example';
const NOTIFY = `${SHOP}/3ds/notify?flow=checkout`;
let processor: ReturnType<typeof startCardProcessor>;
let processorUrl: string;
let app: Awaited<ReturnType<typeof buildServer>>;
let db: Awaited<ReturnType<typeof getTestDb>>;
const clock = fixedClock(NOW);
const BROWSER = test3dsBrowserBody({ notificationUrl: NOTIFY });

type Customer = { token: string };

function send(who: Customer, method: 'GET' | 'POST', url: string, payload?: unknown, version = '3.4') {
  return app.inject({
    method,
    url,
    headers: { ...signedHeaders({ now: clock.now(), version }), authorization: `Bearer ${who.token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function newCustomer(): Promise<Customer> {
  const person = await createCustomer(db);
  const login = await app.inject({
    method: 'POST',
    url: '/v2/login',
    headers: signedHeaders({ now: clock.now(), version: '3.0' }),
    payload: { email: person.email, password: FACTORY_PASSWORD },
  });
  return { token: login.json().result.access_token };
}

async function saveCard(who: Customer, number: string): Promise<string> {
  const field = await fetch(`${processorUrl}/hosted/card-fields`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      origin: SHOP,
      key: 'pk_test_dev_change_me',
      name: 'Alex Citizen',
      number,
      expiry: '12/34',
      csc: '735',
    }),
  });
  const token = /"token":"(pm_[0-9a-f]+)"/.exec(await field.text())?.[1];
  const res = await send(who, 'POST', '/v2/funds/cc/simulated', { token }, '3.0');
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result.id;
}

async function fillCart(who: Customer) {
  const res = await send(who, 'POST', '/v2/cart/items', TICKET, '3.3');
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/** Presses a button of the processor's page (the challenge or PayPal's), as the customer does. */
async function press(url: string, outcome: string): Promise<string> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return res.headers.get('location') ?? '';
}

const byCard = (fundId: string, key: string, amount = 1000) => ({
  kind: 'checkout',
  deposit: {
    amount,
    idempotency_key: key,
    customer_fund_id: fundId,
    csc: '735',
    strong_customer_authentication: BROWSER,
  },
  purchase: { channel_key: 'web' },
});

beforeAll(async () => {
  processor = startCardProcessor({ port: 0, log: () => {} });
  processorUrl = await processor.listening;
  db = await getTestDb();
  await resetTestDb(db);
  await db.transaction((tx) => seedDemoSite(tx, clock));
  app = await buildServer({
    db,
    clock,
    config: testApiConfig({ cardProcessor: readCardProcessor({ CARD_PROCESSOR_URL: processorUrl }) }),
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await processor?.close();
});

describe('POST /v2/deposit_purchase', () => {
  it('buys the cart with an empty wallet by a card through 3-D Secure, once', async () => {
    const me = await newCustomer();
    const fundId = await saveCard(me, TEST_CARDS.challenge);
    await fillCart(me);
    const res = await send(me, 'POST', '/v2/deposit_purchase', byCard(fundId, 'dp-api-1'), '3.3');
    expect(res.statusCode, res.body).toBe(201);
    const started = res.json().result;
    expect(started).toMatchObject({
      kind: 'checkout',
      channel_key: 'web',
      status: 'pending',
      checkout_id: null,
    });
    const back = await press(started.deposit.challenge_url, 'complete');
    expect(back).toBe(`${NOTIFY}&reference=${started.deposit.deposit_id}`);
    const followed = await send(
      me,
      'GET',
      `/v2/deposit_purchase/${started.deposit.deposit_id}`,
      undefined,
      '3.3',
    );
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json().result).toMatchObject({ status: 'purchased', message: null });
    const receipt = await send(me, 'GET', `/v2/checkout/${followed.json().result.checkout_id}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().result.balance).toEqual({ amount: 1000 - 340, currency: 'AUD' });
    // A stranger cannot follow it.
    const stranger = await newCustomer();
    const theirs = await send(
      stranger,
      'GET',
      `/v2/deposit_purchase/${started.deposit.deposit_id}`,
      undefined,
      '3.3',
    );
    expect(theirs.statusCode).toBe(404);
  });

  it('buys nothing when the card is declined, and says why', async () => {
    const me = await newCustomer();
    const fundId = await saveCard(me, TEST_CARDS.declined);
    await fillCart(me);
    const res = await send(me, 'POST', '/v2/deposit_purchase', byCard(fundId, 'dp-api-2'), '3.3');
    expect(res.json().result).toMatchObject({
      status: 'deposit_failed',
      message: 'Your card was declined. Nothing was bought and no money has been taken.',
    });
    const cart = await send(me, 'GET', '/v2/cart/items', undefined, '3.3');
    expect(cart.json().result.cart_items).toHaveLength(1);
  });

  it('refuses before any money moves, with a clear message', async () => {
    const me = await newCustomer();
    const fundId = await saveCard(me, TEST_CARDS.approved);
    const empty = await send(me, 'POST', '/v2/deposit_purchase', byCard(fundId, 'dp-api-3'), '3.3');
    expect(empty.statusCode).toBe(422);
    await fillCart(me);
    const short = await send(me, 'POST', '/v2/deposit_purchase', byCard(fundId, 'dp-api-4', 100), '3.3');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.amount).toEqual(['Please enter an amount equal to or greater than $3.40.']);
    const member = await send(
      me,
      'POST',
      '/v2/deposit_purchase',
      { ...byCard(fundId, 'dp-api-5'), kind: 'membership' },
      '3.3',
    );
    expect(member.statusCode).toBe(422);
    expect(member.json().error).toMatch(/^Memberships are not available yet/);
    const old = await send(me, 'POST', '/v2/deposit_purchase', byCard(fundId, 'dp-api-6'), '3.2');
    expect(old.statusCode).toBe(400);
  });
});

describe('device wallets', () => {
  it("deposits with a wallet's token the processor verifies (kind ad_hoc: nothing to buy)", async () => {
    const me = await newCustomer();
    const wallet = (code: 'ap' | 'gp', token: string, key: string) =>
      send(
        me,
        'POST',
        '/v2/deposit_purchase',
        {
          kind: 'ad_hoc',
          deposit: { amount: 1500, idempotency_key: key, deposit_method_code: code, wallet_token: token },
          purchase: { channel_key: 'APP' },
        },
        '3.3',
      );
    const approved = await wallet('gp', 'tok_googlepay_approved', 'wallet-api-1');
    expect(approved.statusCode, approved.body).toBe(201);
    expect(approved.json().result).toMatchObject({ status: 'deposited', channel_key: 'APP' });
    const declined = await wallet('ap', 'tok_applepay_declined', 'wallet-api-2');
    expect(declined.json().result).toMatchObject({
      status: 'deposit_failed',
      message: 'Your wallet payment was declined. Nothing was bought and no money has been taken.',
    });
    const forged = await wallet('ap', 'tok_applepay_forged00', 'wallet-api-3');
    expect(forged.json().result.status).toBe('deposit_failed');
    const customer = await send(me, 'GET', '/v2/customer', undefined, '3.0');
    expect(customer.json().result.balance.amount).toBe(1500);
  });
});

describe('POST /v2/funds/pl/braintree', () => {
  const paypal = (key: string) => ({
    amount: 2500,
    idempotency_key: key,
    return_url: `${SHOP}/3ds/notify`,
  });

  it('deposits once PayPal approves on its page', async () => {
    const me = await newCustomer();
    const res = await send(me, 'POST', '/v2/funds/pl/braintree', paypal('pp-api-1'));
    expect(res.statusCode, res.body).toBe(201);
    const deposit = res.json().result;
    expect(deposit).toMatchObject({ status: 'pending', method_code: 'pl' });
    const page = await fetch(deposit.challenge_url);
    expect(await page.text()).toContain('Pay with PayPal');
    expect(await press(deposit.challenge_url, 'approve')).toBe(
      `${SHOP}/3ds/notify?reference=${deposit.deposit_id}`,
    );
    const after = await send(me, 'GET', `/v2/funds/${deposit.deposit_id}/deposit`);
    expect(after.json().result).toMatchObject({ status: 'approved' });
    const customer = await send(me, 'GET', '/v2/customer', undefined, '3.0');
    expect(customer.json().result.balance.amount).toBe(2500);
  });

  it('moves nothing when the customer cancels at PayPal', async () => {
    const me = await newCustomer();
    const deposit = (await send(me, 'POST', '/v2/funds/pl/braintree', paypal('pp-api-2'))).json().result;
    await press(deposit.challenge_url, 'cancel');
    const after = await send(me, 'GET', `/v2/funds/${deposit.deposit_id}/deposit`);
    expect(after.json().result).toMatchObject({
      status: 'declined',
      decline_reason: 'You cancelled the payment with PayPal.',
    });
    const customer = await send(me, 'GET', '/v2/customer', undefined, '3.0');
    expect(customer.json().result.balance.amount).toBe(0);
  });
});
