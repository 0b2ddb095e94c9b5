import { test3dsBrowserBody } from '@lottoshop/contracts/testing/three-ds-browser';
import { fixedClock } from '@lottoshop/core/clock';
import { createCustomer, FACTORY_PASSWORD } from '@lottoshop/core/identity/testing';
import { signCardProcessorWebhook } from '@lottoshop/core/payments/testing';
import { seedDemoSite } from '@lottoshop/core/setup';
import { dumpAllTables, getTestDb, resetTestDb } from '@lottoshop/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCardProcessor, TEST_CARDS } from '../../../../scripts/card-processor.mjs';
import { readCardProcessor } from '../../src/config.ts';
import { buildServer } from '../../src/http/server.ts';
import { signedHeaders } from '../signed-request.ts';
import { testApiConfig } from '../test-config.ts';
import { NOW } from './route-app.ts';

/**
 * Cards through the API against the real simulated card processor (started in-process on a free port): a card
 * tokenised in the processor's hosted field is saved by its token, deposits with it are approved, declined or
 * challenged by the processor, a challenge's outcome is read back on the browser's return, the processor's signed
 * webhook is verified on its raw body and applied once. Every log line and every table is then searched for the
 * card numbers and the security code: none is there.
 */
const CSC = '735';
const SHOP_ORIGIN = 'http://shop.example';
const logLines: string[] = [];
let processor: ReturnType<typeof startCardProcessor>;
let processorUrl: string;
let app: Awaited<ReturnType<typeof buildServer>>;
let db: Awaited<ReturnType<typeof getTestDb>>;
let token: string;
const clock = fixedClock(NOW);

function send(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, version = '3.4') {
  return app.inject({
    method,
    url,
    headers: { ...signedHeaders({ now: clock.now(), version }), authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Types a card into the processor's hosted field (as the browser does) and returns the token it answers. */
async function tokenise(number: string): Promise<string> {
  const res = await fetch(`${processorUrl}/hosted/card-fields`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      origin: SHOP_ORIGIN,
      key: 'pk_test_dev_change_me',
      name: 'Alex Citizen',
      number,
      expiry: '12/34',
      csc: number.startsWith('3') ? '7350' : CSC,
    }),
  });
  const html = await res.text();
  expect(res.status, html).toBe(200);
  const found = /"token":"(pm_[0-9a-f]+)"/.exec(html);
  if (!found?.[1]) throw new Error('no token in the hosted field answer');
  return found[1];
}

async function saveCard(number: string): Promise<string> {
  const res = await send('POST', '/v2/funds/cc/simulated', { token: await tokenise(number) }, '3.0');
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result.id;
}

let depositNo = 0;
function deposit(fundId: string, amount: number) {
  depositNo += 1;
  return send('POST', `/v2/funds/${fundId}/deposit`, {
    amount,
    idempotency_key: `cards-test-${depositNo}`,
    csc: CSC,
    strong_customer_authentication: test3dsBrowserBody({ notificationUrl: `${SHOP_ORIGIN}/3ds/notify` }),
  });
}

async function balance(): Promise<number> {
  const res = await send('GET', '/v2/customer', undefined, '3.0');
  return res.json().result.balance.amount;
}

/** Completes or fails the processor's 3-D Secure challenge, as the customer does on its page. */
async function challenge(url: string, outcome: 'complete' | 'fail'): Promise<string> {
  const page = await fetch(url);
  expect(await page.text()).toContain('Confirm your payment');
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return res.headers.get('location') ?? '';
}

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
    logger: { level: 'debug', stream: { write: (line: string) => logLines.push(line) } },
  });
  await app.ready();
  const person = await createCustomer(db);
  const login = await app.inject({
    method: 'POST',
    url: '/v2/login',
    headers: signedHeaders({ now: clock.now(), version: '3.0' }),
    payload: { email: person.email, password: FACTORY_PASSWORD },
  });
  token = login.json().result.access_token;
});
afterAll(async () => {
  await app?.close();
  await processor?.close();
});

describe('cards through the card processor', () => {
  it('offers the hosted field and saves a card by its token', async () => {
    const gateways = await send('GET', '/v2/funds/card_gateways', undefined, '3.0');
    expect(gateways.json().result).toEqual([
      {
        gateway: 'simulated',
        method_code: 'cc',
        entry: 'hosted_field',
        hosted_fields_url: `${processorUrl}/hosted/card-fields`,
        publishable_key: 'pk_test_dev_change_me',
        csc_required: true,
      },
    ]);
    const fundId = await saveCard(TEST_CARDS.approved);
    const funds = await send('GET', '/v2/funds/cc', undefined, '3.0');
    expect(funds.json().result).toEqual([
      expect.objectContaining({
        id: fundId,
        default: true,
        brand: 'Visa',
        last_four: '4242',
        verification: 'Verified',
      }),
    ]);
    // A token the processor never issued is refused on its field.
    const bad = await send('POST', '/v2/funds/cc/simulated', { token: 'pm_000000000000000000000000' }, '3.0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.token).toEqual(['That card could not be found. Please enter it again.']);
  });

  it('approves, declines with the reason, and keeps a challenged deposit pending until its outcome', async () => {
    const approvedCard = await saveCard(TEST_CARDS.approvedMasterCard);
    const approved = await deposit(approvedCard, 2500);
    expect(approved.statusCode, approved.body).toBe(201);
    expect(approved.json().result).toMatchObject({ status: 'approved', amount: { amount: 2500 } });
    expect(await balance()).toBe(2500);

    const declinedCard = await saveCard(TEST_CARDS.insufficientFunds);
    const declined = await deposit(declinedCard, 3000);
    expect(declined.json().result).toMatchObject({
      status: 'declined',
      decline_reason: 'Your card has insufficient funds.',
    });
    expect(await balance()).toBe(2500);

    const challengeCard = await saveCard(TEST_CARDS.challenge);
    const pending = (await deposit(challengeCard, 4000)).json().result;
    expect(pending).toMatchObject({
      status: 'pending',
      challenge_url: expect.stringContaining(processorUrl),
    });
    const back = await challenge(pending.challenge_url, 'complete');
    expect(back).toBe(`${SHOP_ORIGIN}/3ds/notify?reference=${pending.deposit_id}`);
    const settled = await send('GET', `/v2/funds/${pending.deposit_id}/deposit`, undefined, '3.0');
    expect(settled.json().result).toMatchObject({ status: 'approved', challenge_url: null });
    expect(await balance()).toBe(6500);

    const failing = (await deposit(challengeCard, 1500)).json().result;
    await challenge(failing.challenge_url, 'fail');
    const failed = await send('GET', `/v2/funds/${failing.deposit_id}/deposit`, undefined, '3.0');
    expect(failed.json().result).toMatchObject({
      status: 'declined',
      decline_reason: 'The 3-D Secure authentication failed.',
    });
    expect(await balance()).toBe(6500);
  });

  it("applies the processor's signed webhook once, verified on its raw body", async () => {
    const card = await saveCard(TEST_CARDS.challenge);
    const pending = (await deposit(card, 1200)).json().result;
    const paymentId = pending.challenge_url.split('/').pop();
    await challenge(pending.challenge_url, 'complete');
    const body = JSON.stringify({
      id: 'evt_cards_test',
      type: 'payment.succeeded',
      data: { payment: paymentId, reference: pending.deposit_id, amount: 1200, currency: 'AUD' },
    });
    const post = (signature: string) =>
      app.inject({
        method: 'POST',
        url: '/webhooks/simulated',
        headers: { 'content-type': 'application/json', 'processor-signature': signature },
        payload: body,
      });
    const forged = await post(signCardProcessorWebhook(body, 'whsec_forged', clock.now()));
    expect(forged.statusCode).toBe(400);
    const first = await post(signCardProcessorWebhook(body, 'whsec_dev_change_me', clock.now()));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toMatchObject({ applied: true, status: 'approved' });
    const replay = await post(signCardProcessorWebhook(body, 'whsec_dev_change_me', clock.now()));
    expect(replay.json().result).toMatchObject({ applied: false, status: 'approved' });
    expect(await balance()).toBe(6500 + 1200);
  });

  it('cancels a deposit waiting on its challenge, which can then not be completed; refuses any other', async () => {
    const challengeCard = await saveCard(TEST_CARDS.challenge);
    const before = await balance();
    const pending = (await deposit(challengeCard, 2200)).json().result;
    expect(pending).toMatchObject({ status: 'pending' });

    const cancelled = await send('POST', `/v2/funds/${pending.deposit_id}/deposit/cancel`, undefined, '3.0');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().result).toMatchObject({
      status: 'declined',
      decline_reason: 'You cancelled this deposit, so nothing was taken.',
      challenge_url: null,
    });
    // The processor cancelled the payment: completing the challenge afterwards takes nothing.
    await challenge(pending.challenge_url, 'complete').catch(() => '');
    const after = await send('GET', `/v2/funds/${pending.deposit_id}/deposit`, undefined, '3.0');
    expect(after.json().result).toMatchObject({ status: 'declined' });
    expect(await balance()).toBe(before);

    const again = await send('POST', `/v2/funds/${pending.deposit_id}/deposit/cancel`, undefined, '3.0');
    expect(again.statusCode).toBe(409);
    const approved = (await deposit(await saveCard(TEST_CARDS.approved), 1000)).json().result;
    const refused = await send('POST', `/v2/funds/${approved.deposit_id}/deposit/cancel`, undefined, '3.0');
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('cannot be cancelled');
    expect(await balance()).toBe(before + 1000);
    const malformed = await send('POST', '/v2/funds/not-an-id/deposit/cancel', undefined, '3.0');
    expect(malformed.statusCode).toBe(400);
    const unknown = await send('POST', `/v2/funds/${crypto.randomUUID()}/deposit/cancel`, undefined, '3.0');
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps no card number and no security code in any log line or table', async () => {
    const numbers = Object.values(TEST_CARDS);
    const logs = logLines.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    const tables = await dumpAllTables(db);
    expect(tables).toContain('4242');
    for (const text of [logs, tables]) {
      for (const number of numbers) expect(text).not.toContain(number);
      // No security code under any name (the rule `cscRequired` is only the method's setting).
      expect(text).not.toMatch(/"csc"\s*:|csc=|"card_security_code"|"cvv"/i);
      expect(text).not.toContain(`"${CSC}"`);
    }
  });
});
