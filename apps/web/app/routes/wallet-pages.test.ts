import { test3dsBrowserBody } from '@lottoshop/contracts/testing/three-ds-browser';
import { describe, expect, it } from 'vitest';
import { depositErrorResult, readDepositForm } from '../features/wallet/wallet.server.ts';
import { ApiError } from '../lib/api-errors.ts';
import { type FakeReply, type FakeRequest, startFakeApi } from '../test/fake-api.server.ts';
import { loader as summaryLoader } from './my-account.deposit.summary.$transactionId.tsx';
import { action, loader } from './my-account.deposit.tsx';
import { loader as transactionsLoader } from './my-account.transactions.tsx';

const api = startFakeApi();

const CUSTOMER = '01a20575-63b1-7da4-a55e-c5140322ac22';
const KEY = 'key_0123456789';
const aud = (amount: number) => ({ amount, currency: 'AUD' });

const TD_METHOD = {
  code: 'td',
  name: 'Test deposit',
  funds: { cart: true, withdraw: false, digital_wallets: false },
  available_gateways: ['test'],
  rules: { enabled: true, min_amount: aud(1000), max_amount: aud(500_000), gateway_rules: [] },
  attributes: {},
};

function transaction(over: Record<string, unknown> = {}) {
  return {
    id: 'tx_1',
    type: 'deposit',
    description: 'Deposit (Test deposit)',
    amount: aud(5000),
    balance_after: aud(5000),
    reference: 'dep_1',
    created_at: '2026-11-22T23:00:00.000Z',
    ...over,
  };
}

type Routes = Record<string, (req: FakeRequest) => FakeReply>;

/** A fake API answering the calls of the wallet pages; `routes` overrides or adds answers by 'METHOD /path'. */
function useApi(routes: Routes = {}, capabilities = ['wallet_deposit', 'viewing_orders', 'wallet_balance']) {
  const all: Routes = {
    'GET /v2/config': () => ({ status: 200, body: { result: { site_locale: 'en-AU' } } }),
    'GET /v2/capabilities': () => ({
      status: 200,
      body: {
        result: {
          current_segment: 'anonymous',
          segments: [
            { segment_name: 'anonymous', description: '', capabilities: [] },
            { segment_name: 'customer', description: '', capabilities },
          ],
        },
      },
    }),
    'GET /v2/customer': () => ({
      status: 200,
      body: {
        result: {
          customer_id: CUSTOMER,
          firstname: 'Ann',
          lastname: 'Lee',
          email: 'ann@example.com',
          available_funds: aud(1234),
        },
      },
    }),
    'GET /v2/payment_methods': () => ({ status: 200, body: { result: [TD_METHOD] } }),
    'GET /v2/funds/bank-deposit': () => ({
      status: 200,
      body: { result: { bpay: null, direct_deposit: null } },
    }),
    'GET /v2/withdrawals': () => ({ status: 200, body: { result: [] } }),
    ...routes,
  };
  api.handler = (req) => {
    const path = req.url.split('?')[0];
    const answer = all[`${req.method} ${path}`];
    return answer ? answer(req) : { status: 404, body: { error: 'Not found', code: 'not_found' } };
  };
}

function signedIn(path: string, init: RequestInit = {}): Request {
  return new Request(`http://shop.test${path}`, {
    ...init,
    headers: {
      Cookie: `customer_id=${CUSTOMER}; customer_token=ctok_1; web_access_token=a.b.c`,
      ...(init.body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    },
  });
}

function post(fields: Record<string, string>, path = '/my-account/deposit'): Request {
  return signedIn(path, { method: 'POST', body: new URLSearchParams(fields).toString() });
}

const args = (request: Request, params: Record<string, string> = {}) =>
  ({ request, params, context: {} }) as never;

async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error('expected the call to throw');
}

/** The body and status of a `data()` answer. */
function unwrap(value: unknown): { data: Record<string, unknown>; status: number } {
  const v = value as { data: Record<string, unknown>; init?: { status?: number } };
  return { data: v.data, status: v.init?.status ?? 200 };
}

const METHOD = {
  code: 'td',
  name: 'Test deposit',
  gateway: 'test',
  limits: { min: aud(1000), max: aud(500_000) },
} as const;

describe('readDepositForm', () => {
  it('sends the amount in cents with the form key', () => {
    const form = new FormData();
    form.set('amount', '25.5');
    form.set('idempotencyKey', KEY);
    expect(readDepositForm(form, METHOD as never)).toEqual({
      ok: true,
      body: { amount: 2550, currency: 'AUD', idempotencyKey: KEY },
    });
  });

  it('answers a bad amount on its field and keeps the key', () => {
    const form = new FormData();
    form.set('amount', '1.505');
    form.set('idempotencyKey', KEY);
    expect(readDepositForm(form, METHOD as never)).toEqual({
      ok: false,
      result: {
        values: { amount: '1.505' },
        fieldErrors: { amount: 'Amount must follow format e.g: 1.50' },
        idempotencyKey: KEY,
      },
    });
  });

  it('refuses a form without a proper key and hands out a new one', () => {
    const form = new FormData();
    form.set('amount', '25');
    form.set('idempotencyKey', 'bad key!');
    const read = readDepositForm(form, METHOD as never);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.result.formError).toBe(
      "We're experiencing technical difficulties. Please reload the page to try again.",
    );
    expect(read.result.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it("deposits in the payment method's own currency, and sends nothing in one the deposits do not take", () => {
    const form = new FormData();
    form.set('amount', '25');
    form.set('idempotencyKey', KEY);
    const gbp = (amount: number) => ({ amount, currency: 'GBP' });
    const read = readDepositForm(form, { ...METHOD, limits: { min: gbp(1000), max: gbp(500_000) } } as never);
    expect(read).toEqual({
      ok: false,
      result: {
        values: { amount: '25' },
        fieldErrors: {},
        formError: "We're experiencing technical difficulties. Please reload the page to try again.",
        idempotencyKey: KEY,
      },
    });
  });
});

describe('depositErrorResult', () => {
  const values = { amount: '25' };

  it('maps field errors onto the amount field', () => {
    const err = new ApiError(400, '/funds', {
      message: 'Too much',
      fields: { amount: ['Please enter an amount equal to or less than $5,000.00.'] },
      messages: [],
    });
    expect(depositErrorResult(err, values, KEY)).toEqual({
      values,
      fieldErrors: { amount: 'Please enter an amount equal to or less than $5,000.00.' },
      idempotencyKey: KEY,
    });
  });

  it('shows the first server message, or the spec fallback when there is none', () => {
    const withMessage = new ApiError(422, '/funds', {
      message: 'That payment method is not available.',
      code: 'payment_method_unavailable',
      fields: {},
      messages: [{ code: 'payment_method_unavailable', message: 'That payment method is not available.' }],
    });
    expect(depositErrorResult(withMessage, values, KEY).formError).toBe(
      'That payment method is not available.',
    );
    const bare = new ApiError(422, '/funds', { message: 'Something went wrong', fields: {}, messages: [] });
    expect(depositErrorResult(bare, values, KEY).formError).toBe(
      "We're experiencing technical difficulties. Please reload the page to try again.",
    );
    // An API outage keeps the key, so a retry cannot deposit twice.
    const outage = depositErrorResult(new Error('502'), values, KEY);
    expect(outage.idempotencyKey).toBe(KEY);
    expect(outage.formError).toMatch(/technical difficulties/);
  });

  it('replaces a key the server already used for another deposit', () => {
    const conflict = new ApiError(409, '/funds', {
      message: 'That key was used for another request.',
      fields: {},
      messages: [],
    });
    const result = depositErrorResult(conflict, values, KEY);
    expect(result.formError).toBe('That key was used for another request.');
    expect(result.idempotencyKey).not.toBe(KEY);
  });
});

describe('/my-account/deposit', () => {
  it('shows the test deposit method with its limits and a fresh key', async () => {
    useApi();
    const res = unwrap(
      await loader(args(signedIn('/my-account/deposit?redirectTo=%2Fcart%2Fbuy&amount=50'))),
    );
    expect(res.data).toMatchObject({
      method: { name: 'Test deposit' },
      limits: { min: aud(1000), max: aud(500_000) },
      cards: null,
      cardField: null,
      balance: aud(1234),
      redirectTo: '/cart/buy',
      amount: '50',
    });
    expect(res.data.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    const methods = api.seen.find((s) => s.url.startsWith('/v2/payment_methods'));
    expect(methods?.headers['x-api-version']).toBe('3.1');
  });

  it('fills in an amount from the query only when it is one', async () => {
    useApi();
    const amountOf = async (q: string) =>
      unwrap(await loader(args(signedIn(`/my-account/deposit?amount=${q}`)))).data.amount;
    expect(await amountOf('12.5')).toBe('12.5');
    expect(await amountOf('%3Cscript%3E')).toBe('');
    expect(await amountOf('1.505')).toBe('');
  });

  it('drops a redirectTo that leaves the site', async () => {
    useApi();
    for (const bad of ['https://evil.test/x', '//evil.test', '/\\evil.test', 'javascript:alert(1)']) {
      const url = `/my-account/deposit?redirectTo=${encodeURIComponent(bad)}`;
      expect(unwrap(await loader(args(signedIn(url)))).data.redirectTo, bad).toBeNull();
    }
  });

  it('is a 404 without the wallet_deposit capability', async () => {
    useApi({}, ['viewing_orders']);
    const err = unwrap(await thrown(() => loader(args(signedIn('/my-account/deposit')))));
    expect(err.status).toBe(404);
  });

  it('sends an anonymous visitor to login and back', async () => {
    useApi();
    const res = (await thrown(() =>
      loader(args(new Request('http://shop.test/my-account/deposit'))),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/login?redirectTo=%2Fmy-account%2Fdeposit');
  });

  it('deposits with a saved card: the security code and the snapped 3-D Secure data, then the challenge', async () => {
    const FUND = '019c0000-0000-7000-8000-00000000f00d';
    const CARD_METHOD = {
      ...TD_METHOD,
      code: 'cc',
      name: 'Credit or debit card',
      available_gateways: ['simulated'],
      rules: { ...TD_METHOD.rules, gateway_rules: [{ gateway: 'simulated', csc_required: true }] },
    };
    let sent: Record<string, unknown> | undefined;
    const deposit = (status: string, extra: Record<string, unknown> = {}) => ({
      deposit_id: '019c0000-0000-7000-8000-00000000d0d0',
      status,
      amount: aud(4000),
      method_code: 'cc',
      challenge_url: null,
      decline_reason: null,
      transaction_id: null,
      created_at: '2026-11-22T23:00:00.000Z',
      ...extra,
    });
    let answer = deposit('pending', { challenge_url: 'http://127.0.0.1:4300/challenge/pay_1' });
    useApi({
      'GET /v2/payment_methods': () => ({ status: 200, body: { result: [TD_METHOD, CARD_METHOD] } }),
      [`POST /v2/funds/${FUND}/deposit`]: (req) => {
        sent = JSON.parse(req.body);
        return { status: 201, body: { result: answer } };
      },
    });
    const fields = {
      method: `card:${FUND}`,
      amount: '40',
      idempotencyKey: KEY,
      browserJavascriptEnabled: 'true',
      browserLanguage: 'en-AU',
      browserColorDepth: '30',
      browserScreenHeight: '900',
      browserScreenWidth: '1440',
      browserTz: '-600',
      challengeWindowSize: 'Large',
    };
    // Without the security code nothing is sent.
    const missing = unwrap(await action(args(post(fields))));
    expect(missing.status).toBe(400);
    expect((missing.data.fieldErrors as { csc?: string }).csc).toBe(
      "Please enter your card's 3 or 4 digit security code.",
    );
    expect(sent).toBeUndefined();

    const res = (await action(args(post({ ...fields, csc: '123' })))) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('http://127.0.0.1:4300/challenge/pay_1');
    expect(sent).toEqual({
      amount: 4000,
      currency: 'AUD',
      idempotency_key: KEY,
      csc: '123',
      strong_customer_authentication: test3dsBrowserBody({
        notificationUrl: 'http://shop.test/3ds/notify',
        challengeWindowSize: 'Large',
      }),
    });

    // A decline is shown on the form with the processor's reason.
    answer = deposit('declined', { decline_reason: 'Your card was declined.' });
    const declined = unwrap(await action(args(post({ ...fields, csc: '123' }))));
    expect(declined.data.formError).toBe('Your card was declined. No money has been taken.');
  });

  it('deposits the amount in cents and goes to the summary, carrying a safe redirectTo', async () => {
    let sent: unknown;
    useApi({
      'POST /v2/funds/td/test/deposit': (req) => {
        sent = { body: JSON.parse(req.body), version: req.headers['x-api-version'] };
        return {
          status: 201,
          body: {
            result: {
              deposit_id: 'dep_1',
              transaction_id: 'tx_1',
              status: 'approved',
              amount: aud(2550),
              balance: aud(3784),
              method_code: 'td',
              created_at: '2026-11-22T23:00:00.000Z',
            },
          },
        };
      },
    });
    const res = (await action(
      args(post({ amount: '25.5', idempotencyKey: KEY, redirectTo: '/cart/buy' })),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/my-account/deposit/summary/tx_1?redirectTo=%2Fcart%2Fbuy');
    expect(sent).toEqual({
      body: { amount: 2550, currency: 'AUD', idempotency_key: KEY },
      version: '3.4',
    });

    const unsafe = (await action(
      args(post({ amount: '25.5', idempotencyKey: KEY, redirectTo: '//evil.test/steal' })),
    )) as Response;
    expect(unsafe.headers.get('Location')).toBe('/my-account/deposit/summary/tx_1');
  });

  it('answers bad amounts on the form without calling the deposit', async () => {
    useApi();
    for (const [amount, message] of [
      ['', 'This field is required'],
      ['1.505', 'Amount must follow format e.g: 1.50'],
      ['0', 'Please enter an amount equal to or greater than $10.00.'],
      ['5000.01', 'Please enter an amount equal to or less than $5,000.00.'],
    ] as const) {
      const res = unwrap(await action(args(post({ amount, idempotencyKey: KEY }))));
      expect(res.status).toBe(400);
      expect(res.data).toEqual({ values: { amount }, fieldErrors: { amount: message }, idempotencyKey: KEY });
    }
    expect(api.seen.some((s) => s.url.startsWith('/v2/funds'))).toBe(false);
  });

  it('shows the server message of a refused deposit', async () => {
    useApi({
      'POST /v2/funds/td/test/deposit': () => ({
        status: 422,
        body: { messages: [{ code: 'payment_method_unavailable', message: 'Deposits are paused.' }] },
      }),
    });
    const res = unwrap(await action(args(post({ amount: '50', idempotencyKey: KEY }))));
    expect(res.status).toBe(422);
    expect(res.data).toEqual({
      values: { amount: '50' },
      fieldErrors: {},
      formError: 'Deposits are paused.',
      idempotencyKey: KEY,
    });
  });

  it('shows the technical-difficulties message when the API fails, keeping the key', async () => {
    useApi({ 'POST /v2/funds/td/test/deposit': () => ({ status: 500, body: { error: 'boom' } }) });
    const res = unwrap(await action(args(post({ amount: '50', idempotencyKey: KEY }))));
    expect(res.status).toBe(502);
    expect(res.data).toMatchObject({
      formError: "We're experiencing technical difficulties. Please reload the page to try again.",
      idempotencyKey: KEY,
    });
  });

  it('refuses a GET post and non-form bodies before anything happens', async () => {
    useApi();
    const err = unwrap(await thrown(() => action(args(signedIn('/my-account/deposit')))));
    expect(err.status).toBe(405);
    expect(api.seen).toHaveLength(0);
  });
});

describe('/my-account/deposit/summary/:id', () => {
  it('shows the deposit with the new balance and a same-site continue link', async () => {
    useApi({ 'GET /v2/transactions/tx_1': () => ({ status: 200, body: { result: transaction() } }) });
    const res = unwrap(
      await summaryLoader(
        args(signedIn('/my-account/deposit/summary/tx_1?redirectTo=%2Fcart%2Fbuy'), {
          transactionId: 'tx_1',
        }),
      ),
    );
    expect(res.data).toMatchObject({
      transaction: { amount: aud(5000), balanceAfter: aud(5000) },
      continueTo: '/cart/buy',
    });
    const evil = unwrap(
      await summaryLoader(
        args(signedIn('/my-account/deposit/summary/tx_1?redirectTo=https%3A%2F%2Fevil.test'), {
          transactionId: 'tx_1',
        }),
      ),
    );
    expect(evil.data.continueTo).toBeNull();
  });

  it('is a 404 for an unknown transaction or one that is not a deposit', async () => {
    useApi({
      'GET /v2/transactions/tx_2': () => ({
        status: 200,
        body: { result: transaction({ type: 'purchase' }) },
      }),
    });
    for (const id of ['tx_9', 'tx_2']) {
      const err = unwrap(
        await thrown(() =>
          summaryLoader(args(signedIn(`/my-account/deposit/summary/${id}`), { transactionId: id })),
        ),
      );
      expect(err.status).toBe(404);
    }
  });
  it('is a 404, without asking the API, for an id no transaction can have (101 characters, NUL)', async () => {
    useApi({ 'GET /v2/transactions/tx_1': () => ({ status: 200, body: { result: transaction() } }) });
    for (const id of ['a'.repeat(101), 'tx\u00001', 'tx 1', '']) {
      const err = unwrap(
        await thrown(() =>
          summaryLoader(args(signedIn('/my-account/deposit/summary/x'), { transactionId: id })),
        ),
      );
      expect(err.status, JSON.stringify(id)).toBe(404);
    }
    expect(api.seen.filter((r) => r.url.startsWith('/v2/transactions'))).toEqual([]);
  });

  it('is a 404 when the API refuses the id as malformed (400)', async () => {
    useApi({
      'GET /v2/transactions/tx_1': () => ({
        status: 400,
        body: { errors: { id: ['Must be at most 100 characters.'] }, code: 'validation_failed' },
      }),
    });
    const err = unwrap(
      await thrown(() =>
        summaryLoader(args(signedIn('/my-account/deposit/summary/tx_1'), { transactionId: 'tx_1' })),
      ),
    );
    expect(err.status).toBe(404);
  });
});

describe('/my-account/transactions/:page', () => {
  it('asks for 10 rows at the page offset and counts the pages', async () => {
    useApi({
      'GET /v2/transactions': () => ({
        status: 200,
        body: { result: [transaction()], page_info: { limit: 10, offset: 10, total: 21, has_more: true } },
      }),
    });
    const res = unwrap(await transactionsLoader(args(signedIn('/my-account/transactions/2'), { page: '2' })));
    expect(res.data).toMatchObject({ page: 2, pageCount: 3, total: 21 });
    const call = api.seen.find((s) => s.url.startsWith('/v2/transactions'));
    expect(call?.url).toBe('/v2/transactions?limit=10&offset=10');
  });

  it('is a 404 for a page that is not a page number or is past the end', async () => {
    useApi({
      'GET /v2/transactions': () => ({
        status: 200,
        body: { result: [], page_info: { limit: 10, offset: 40, total: 3 } },
      }),
    });
    for (const page of ['0', '-1', 'abc', '1.5', '01', '5']) {
      const err = unwrap(
        await thrown(() => transactionsLoader(args(signedIn(`/my-account/transactions/${page}`), { page }))),
      );
      expect(err.status, page).toBe(404);
    }
  });

  it('sends the visitor to login when the API ends the session', async () => {
    useApi({ 'GET /v2/transactions': () => ({ status: 401, body: { error: 'Unauthorised' } }) });
    const res = (await thrown(() =>
      transactionsLoader(args(signedIn('/my-account/transactions/1'), { page: '1' })),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/login?redirectTo=%2Fmy-account%2Ftransactions%2F1');
  });
});
