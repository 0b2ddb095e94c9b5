/**
 * The limits calls (spec 2 §7): setting, editing and removing spend limits, deposit limits and the precommitment
 * limit over HTTP, the cooling-off period as the answer shows it, and bad input — limits of 0, negative, 1e12,
 * periods that do not exist — answered with a clear message each and nothing stored.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildRouteApp, type CallOptions, NOW, signUpForm } from './route-app.ts';

let t: Awaited<ReturnType<typeof buildRouteApp>>;
let token: string;
beforeAll(async () => {
  t = await buildRouteApp({ version: '3.5' });
});
afterAll(() => t.app.close());
beforeEach(async () => {
  t.clock.set(NOW);
  const res = await t.send('POST', '/v2/signup', signUpForm());
  expect(res.statusCode, res.body).toBe(201);
  token = res.json().result.access_token;
});

const as = (): CallOptions => ({ bearer: token });
const send = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown) =>
  t.send(method, url, body, as());
const aud = (amount: number) => ({ amount, currency: 'AUD' });

describe('spend limits', () => {
  it('sets a weekly limit at once, keeps a raise pending with its date, and cancels it', async () => {
    const set = await send('PUT', '/v2/spend-limits/weekly', { limit: 5000 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().result).toMatchObject({ status: 'applied', limit: aud(5000) });

    const raise = await send('POST', '/v2/spend-limits/weekly', { limit: 8000 });
    expect(raise.json().result).toMatchObject({
      status: 'pending',
      limit: aud(8000),
      effective_at: '2026-03-09T01:00:00.000Z',
    });
    const limits = (await send('GET', '/v2/spend-limits')).json().result;
    expect(limits.available_periods.map((p: { period: string }) => p.period)).toEqual([
      'daily',
      'weekly',
      'fortnightly',
      'monthly',
    ]);
    expect(limits.cooling_off_days).toBe(7);
    expect(limits.system_limits.map((l: { scope: string }) => l.scope).sort()).toEqual(['global', 'system']);
    const [weekly] = limits.customer_limits;
    expect(weekly).toMatchObject({ period: 'weekly', limit: aud(5000), remaining: aud(5000) });
    expect(weekly.pending).toMatchObject({ limit: aud(8000), effective_at: '2026-03-09T01:00:00.000Z' });

    const cancel = await send('DELETE', `/v2/limit-changes/${weekly.pending.change_id}`);
    expect(cancel.json().result.status).toBe('cancelled');
    expect((await send('GET', '/v2/spend-limits')).json().result.customer_limits[0].pending).toBeNull();

    // The overview shows the limit in force.
    const overview = (await send('GET', '/v2/customer')).json().result;
    expect(overview.spend_limits).toEqual([{ period: 'weekly', limit: aud(5000), amount_spent: aud(0) }]);
  });

  it('refuses limits of 0, negative, 1e12, fractions and periods that do not exist, storing nothing', async () => {
    const bad: [string, unknown, string][] = [
      ['/v2/spend-limits/weekly', { limit: 0 }, 'Enter a limit greater than $0.00.'],
      ['/v2/spend-limits/weekly', { limit: -500 }, 'Enter a limit greater than $0.00.'],
      ['/v2/spend-limits/weekly', { limit: 1e12 }, 'That limit is too large.'],
      ['/v2/spend-limits/weekly', { limit: 10_000_000_000 }, 'Enter a limit of $1,000,000.00 or less.'],
      ['/v2/spend-limits/weekly', { limit: 12.5 }, 'Enter a limit in whole cents.'],
      ['/v2/spend-limits/weekly', { limit: '50' }, 'Enter a limit in dollars and cents.'],
      [
        '/v2/spend-limits/yearly',
        { limit: 5000 },
        'There is no yearly spend limit. Choose daily, weekly, fortnightly or monthly.',
      ],
      ['/v2/spend-limits/WEEKLY', { limit: 5000 }, 'Choose a period from the list.'],
      [
        '/v2/deposit-limits/fortnightly',
        { limit: 5000 },
        'There is no fortnightly deposit limit. Choose daily, weekly or monthly.',
      ],
    ];
    for (const [url, body, message] of bad) {
      const res = await send('PUT', url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(JSON.stringify(res.json().errors), url).toContain(message);
    }
    const precommitment = await send('POST', '/v2/precommitment', { limit: 0 });
    expect(precommitment.statusCode).toBe(400);
    for (const kind of ['spend', 'deposit']) {
      expect((await send('GET', `/v2/${kind}-limits`)).json().result.customer_limits).toEqual([]);
    }
    expect((await send('GET', '/v2/precommitment')).json().result.limit).toBeNull();
  });

  it('answers 404 for a limit that is not there, and 401 to a visitor', async () => {
    const missing = await send('DELETE', '/v2/spend-limits/019c0000-0000-7000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect((await send('POST', '/v2/spend-limits/weekly', { limit: 5000 })).statusCode).toBe(404);
    expect((await t.send('GET', '/v2/spend-limits', undefined, {})).statusCode).toBe(401);
  });
});

describe('deposit limits and precommitment', () => {
  it('refuses a deposit over the daily deposit limit with the reason (422)', async () => {
    await send('PUT', '/v2/deposit-limits/daily', { limit: 1500 });
    const deposit = (key: string) =>
      t.send(
        'POST',
        '/v2/funds/td/test/deposit',
        { amount: 1000, idempotency_key: key },
        { ...as(), version: '3.4' },
      );
    const first = await deposit('deposit-limit-first');
    expect(first.statusCode, first.body).toBe(201);
    const refused = await deposit('deposit-limit-second');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().messages[0]).toMatchObject({
      code: 'deposit_limit',
      message:
        'Depositing $10.00 would take you over your daily deposit limit of $15.00. You can deposit $5.00 more for now.',
    });
  });

  it('sets the precommitment limit and removes it after the cooling-off period', async () => {
    expect((await send('POST', '/v2/precommitment', { limit: 20000 })).json().result.status).toBe('applied');
    expect((await send('GET', '/v2/customer')).json().result.pre_commitment).toEqual({ limit: aud(20000) });
    const removal = (await send('DELETE', '/v2/precommitment')).json().result;
    expect(removal).toMatchObject({ status: 'pending', limit: null });
    expect((await send('GET', '/v2/precommitment')).json().result).toMatchObject({
      limit: aud(20000),
      period: 'monthly',
      pending: { limit: null },
    });
  });
});

describe('taking a break', () => {
  it('refuses durations that do not exist, then takes a break that stops deposits and cannot be lifted', async () => {
    for (const body of [
      { type: 'break', duration: '6m' },
      { type: 'self_exclusion', duration: '1w' },
      { type: 'holiday', duration: '1w' },
      { type: 'break' },
    ]) {
      const res = await send('POST', '/v2/exclusion', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await send('GET', '/v2/exclusion')).json().result.active).toBeNull();

    const taken = await send('POST', '/v2/exclusion', { type: 'break', duration: '48h' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().result.active).toMatchObject({ type: 'break', ends_at: '2026-03-04T01:00:00.000Z' });
    const deposit = await t.send(
      'POST',
      '/v2/funds/td/test/deposit',
      { amount: 1000, idempotency_key: 'exclusion-deposit-1' },
      { ...as(), version: '3.4' },
    );
    expect(deposit.statusCode).toBe(422);
    expect(deposit.json().messages[0].code).toBe('excluded');
    expect((await send('POST', '/v2/exclusion', { type: 'break', duration: '24h' })).statusCode).toBe(422);
    // Signing in and reading the account still work.
    expect((await send('GET', '/v2/customer')).statusCode).toBe(200);
  });
});
