import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildRouteApp, type CallOptions, NOW, signUpForm } from './route-app.ts';

let t: Awaited<ReturnType<typeof buildRouteApp>>;
beforeAll(async () => {
  t = await buildRouteApp({ version: '3.5' });
});
afterAll(() => t.app.close());
beforeEach(() => t.clock.set(NOW));

const post = (url: string, payload: unknown, opts: CallOptions = {}) => t.send('POST', url, payload, opts);
const get = (url: string, opts: CallOptions = {}) => t.send('GET', url, undefined, opts);

/** A new customer's access token (through the sign-up call). */
async function signUp(): Promise<string> {
  const res = await post('/v2/signup', signUpForm());
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result.access_token;
}

const DEPOSIT = '/v2/funds/td/test/deposit';
let keyNo = 0;
const deposit = (amount: unknown, extra: Record<string, unknown> = {}) => {
  keyNo += 1;
  return { amount, idempotency_key: `route-key-${keyNo}`, ...extra };
};

describe('GET /v2/payment_methods', () => {
  it('lists the test deposit in wire casing', async () => {
    const res = await get('/v2/payment_methods', { version: '3.1' });
    expect(res.statusCode, res.body).toBe(200);
    // The demo shop also takes PayPal and the device wallets, BPAY and direct deposit through the simulated processor.
    expect(res.json().result.map((m: { code: string }) => m.code)).toEqual([
      'td',
      'cc',
      'pl',
      'ap',
      'gp',
      'bp',
      'dd',
    ]);
    expect(res.json().result.slice(0, 2)).toEqual([
      {
        code: 'td',
        name: 'Test deposit',
        funds: { cart: true, withdraw: false, digital_wallets: false },
        available_gateways: ['test'],
        rules: {
          enabled: true,
          min_amount: { amount: 1000, currency: 'AUD' },
          max_amount: { amount: 500000, currency: 'AUD' },
          gateway_rules: [],
        },
        attributes: {},
      },
      {
        code: 'cc',
        name: 'Credit or debit card',
        funds: { cart: true, withdraw: false, digital_wallets: false },
        available_gateways: ['simulated'],
        rules: {
          enabled: true,
          min_amount: { amount: 1000, currency: 'AUD' },
          max_amount: { amount: 500000, currency: 'AUD' },
          gateway_rules: [{ gateway: 'simulated', csc_required: true }],
        },
        attributes: { brands: 'Visa,MasterCard,AmericanExpress' },
      },
    ]);
  });

  it('takes the bracket filters of the payment and withdrawal lists', async () => {
    const cart = await get('/v2/payment_methods?funds[cart]=true&funds[failed_verification]=true');
    expect(cart.json().result.map((m: { code: string }) => m.code)).toEqual(['td']);
    const withdraw = await get('/v2/payment_methods?funds%5Bwithdraw%5D=true');
    expect(withdraw.statusCode).toBe(200);
    expect(withdraw.json().result.map((m: { code: string }) => m.code)).toEqual(['pl']);
    const wallets = await get('/v2/payment_methods?funds[digital_wallets]=true');
    expect(wallets.json().result.map((m: { code: string }) => m.code)).toEqual(['ap', 'gp']);
  });

  it('refuses a filter value or filter it does not know, saying which', async () => {
    const bad = await get('/v2/payment_methods?funds[cart]=yes');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Must be true or false.');
    const unknown = await get('/v2/payment_methods?funds[colour]=true');
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('funds[digital_wallets]');
  });

  it('needs version 3.1 or later', async () => {
    expect((await get('/v2/payment_methods', { version: '3.0' })).statusCode).toBe(400);
  });
});

describe('POST /v2/funds/{method}/{gateway}/deposit', () => {
  it('deposits, shows in the overview, and posts a retried key once', async () => {
    const bearer = await signUp();
    const body = deposit(2500);
    const res = await post(DEPOSIT, body, { bearer });
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json().result;
    expect(result).toMatchObject({
      status: 'approved',
      amount: { amount: 2500, currency: 'AUD' },
      balance: { amount: 2500, currency: 'AUD' },
      method_code: 'td',
    });
    const retry = await post(DEPOSIT, body, { bearer });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().result).toEqual(result);
    const overview = (await get('/v2/customer', { bearer })).json().result;
    expect(overview.balance).toEqual({ amount: 2500, currency: 'AUD' });
    expect(overview.available_funds).toEqual({ amount: 2500, currency: 'AUD' });
  });

  it('answers 401 to an anonymous caller', async () => {
    const res = await post(DEPOSIT, deposit(2500));
    expect(res.statusCode).toBe(401);
  });

  it('answers the limits as field errors', async () => {
    const bearer = await signUp();
    const low = await post(DEPOSIT, deposit(999), { bearer });
    expect(low.statusCode).toBe(400);
    expect(low.json().errors).toEqual({
      amount: ['Please enter an amount equal to or greater than $10.00.'],
    });
    const high = await post(DEPOSIT, deposit(500001), { bearer });
    expect(high.json().errors).toEqual({
      amount: ['Please enter an amount equal to or less than $5,000.00.'],
    });
  });

  it('refuses a non-integer amount and a missing or malformed idempotency key', async () => {
    const bearer = await signUp();
    const fraction = await post(DEPOSIT, deposit(12.5), { bearer });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().errors.amount).toEqual(['Amount must follow format e.g: 1.50']);
    expect((await post(DEPOSIT, deposit('1000'), { bearer })).statusCode).toBe(400);
    const missing = await post(DEPOSIT, { amount: 1500 }, { bearer });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['idempotency_key']);
    const malformed = await post(DEPOSIT, deposit(1500, { idempotency_key: 'short' }), { bearer });
    expect(malformed.json().errors.idempotency_key).toEqual(['That idempotency key is not valid.']);
  });

  it('answers payment_method_unavailable for a method or gateway it does not have', async () => {
    const bearer = await signUp();
    for (const url of ['/v2/funds/cc/test/deposit', '/v2/funds/td/stripe/deposit']) {
      const res = await post(url, deposit(1500), { bearer });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().messages[0].code).toBe('payment_method_unavailable');
    }
    expect((await post('/v2/funds/TD!/test/deposit', deposit(1500), { bearer })).statusCode).toBe(400);
  });

  it('needs version 3.4 or later', async () => {
    const bearer = await signUp();
    expect((await post(DEPOSIT, deposit(1500), { bearer, version: '3.3' })).statusCode).toBe(400);
  });
});

describe('GET /v2/transactions', () => {
  it('pages the customer transactions newest first', async () => {
    const bearer = await signUp();
    for (const amount of [1000, 2000, 3000]) {
      expect((await post(DEPOSIT, deposit(amount), { bearer })).statusCode).toBe(201);
      t.clock.advance(1000);
    }
    const res = await get('/v2/transactions?limit=2', { bearer });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.page_info).toEqual({ limit: 2, offset: 0, total: 3, has_more: true });
    expect(
      body.result.map((tx: { amount: { amount: number }; balance_after: { amount: number } }) => [
        tx.amount.amount,
        tx.balance_after.amount,
      ]),
    ).toEqual([
      [3000, 6000],
      [2000, 3000],
    ]);
    expect(body.result[0]).toMatchObject({ type: 'deposit', description: 'Deposit — Test deposit' });
    const rest = (await get('/v2/transactions?limit=2&offset=2', { bearer })).json();
    expect(rest.result).toHaveLength(1);
    expect(rest.page_info.has_more).toBe(false);
  });

  it('checks limit and offset, and needs a customer', async () => {
    const bearer = await signUp();
    expect((await get('/v2/transactions?limit=101', { bearer })).statusCode).toBe(400);
    expect((await get('/v2/transactions?offset=-1', { bearer })).statusCode).toBe(400);
    expect((await get('/v2/transactions?limit=abc', { bearer })).statusCode).toBe(400);
    expect((await get('/v2/transactions')).statusCode).toBe(401);
  });

  it("answers one of the customer's own transactions, and 404 for another's", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const made = (await post(DEPOSIT, deposit(1500), { bearer: alice })).json().result;
    const own = await get(`/v2/transactions/${made.transaction_id}`, { bearer: alice });
    expect(own.statusCode).toBe(200);
    expect(own.json().result).toMatchObject({
      id: made.transaction_id,
      amount: { amount: 1500, currency: 'AUD' },
      reference: made.deposit_id,
    });
    expect((await get(`/v2/transactions/${made.transaction_id}`, { bearer: bob })).statusCode).toBe(404);
    expect((await get('/v2/transactions/nonsense', { bearer: alice })).statusCode).toBe(404);
    expect((await get(`/v2/transactions/${made.transaction_id}`)).statusCode).toBe(401);
  });
});

describe('a production API on a database that has the test deposit (decision 067)', () => {
  it('refuses the test deposit: production offers no test gateway', async () => {
    const prod = await buildRouteApp({ version: '3.5', config: { production: true } });
    try {
      const token = (await prod.newCustomer()).token;
      const res = await prod.send('POST', DEPOSIT, deposit(500000), { bearer: token });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().messages[0].code).toBe('payment_method_unavailable');
    } finally {
      await prod.app.close();
    }
  });
});
