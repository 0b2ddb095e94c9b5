import { ERROR_MESSAGES } from '@lottoshop/contracts/error-codes';
import { createCustomer, FACTORY_PASSWORD } from '@lottoshop/core/identity/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildRouteApp, NOW, signUpForm } from './route-app.ts';

/**
 * The rate limits as production has them (RATE_LIMIT_FACTOR 1), reproducing the probes of the hardening issue.
 * Every call comes from the web server (loopback, trusted), which names the visitor in X-Forwarded-For.
 */
let t: Awaited<ReturnType<typeof buildRouteApp>>;
let visitor = 0;
/** A fresh visitor address for each test, so tests do not share counters. */
let ip = '';
beforeAll(async () => {
  t = await buildRouteApp({ version: '3.5', rateLimitFactor: 1 });
});
afterAll(() => t.app.close());
beforeEach(() => {
  t.clock.set(NOW);
  visitor += 1;
  ip = `203.0.113.${visitor}`;
});

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
const login = (email: string, password: string, address = ip) =>
  t.send('POST', '/v2/login', { email, password }, from(address));

async function customers(): Promise<number> {
  const rows = await t.db.execute(sql`select count(*)::int as n from customers`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { n: number }[];
  return list[0]?.n ?? 0;
}

function expectLimited(res: Awaited<ReturnType<typeof login>>) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toMatchObject({ error: ERROR_MESSAGES.rate_limited });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('the probes', () => {
  it('30 wrong passwords in under a second from one address: 429s, and the account is not guessed', async () => {
    const person = await createCustomer(t.db);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(person.email, `wrong-password-${i}`)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
    expect(statuses.every((s) => s === 429 || s === 401 || s === 400)).toBe(true);
    expectLimited(answers.find((r) => r.statusCode === 429) ?? answers[0]!);
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('60 sign-ups in 3 seconds from one address: 429s after the first 10, which create nothing', async () => {
    const before = await customers();
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push(await t.send('POST', '/v2/signup', signUpForm(), from(ip)));
    const created = answers.filter((r) => r.statusCode === 201).length;
    expect(created).toBe(10);
    expect(answers.slice(10).every((r) => r.statusCode === 429)).toBe(true);
    expectLimited(answers[59]!);
    expect(await customers()).toBe(before + 10);
  });

  it('GET /v2/check-email is throttled per address (no address enumeration)', async () => {
    const answers = [];
    for (let i = 0; i < 25; i++) {
      answers.push(await t.send('GET', `/v2/check-email?email=probe${i}%40example.com`, undefined, from(ip)));
    }
    expect(answers.slice(0, 20).every((r) => r.statusCode === 200)).toBe(true);
    for (const r of answers.slice(20)) expectLimited(r);
  });

  it('sign-up’s email_taken is behind the same limit', async () => {
    const taken = signUpForm();
    expect((await t.send('POST', '/v2/signup', taken, from(ip))).statusCode).toBe(201);
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await t.send('POST', '/v2/signup', taken, from(ip)));
    expect(answers.slice(0, 9).every((r) => r.statusCode === 409 || r.statusCode === 400)).toBe(true);
    for (const r of answers.slice(9)) expectLimited(r);
  });
});

describe('counting', () => {
  it('counts each visitor apart, and forgets a window once it is over', async () => {
    for (let i = 0; i < 20; i++)
      await t.send('GET', '/v2/check-email?email=a%40example.com', undefined, from(ip));
    expectLimited(await t.send('GET', '/v2/check-email?email=a%40example.com', undefined, from(ip)));
    const other = await t.send('GET', '/v2/check-email?email=a%40example.com', undefined, from(`${ip}0`));
    expect(other.statusCode).toBe(200);
    t.clock.set(new Date(new Date(NOW).getTime() + 61_000));
    expect(
      (await t.send('GET', '/v2/check-email?email=a%40example.com', undefined, from(ip))).statusCode,
    ).toBe(200);
  });

  it('limits guesses on one account from many addresses', async () => {
    const person = await createCustomer(t.db);
    const answers = [];
    for (let i = 0; i < 31; i++)
      answers.push(await login(person.email, 'wrong-password', `198.51.100.${i + 1}`));
    expect(answers.slice(0, 30).every((r) => r.statusCode === 401)).toBe(true);
    expectLimited(answers[30]!);
  });

  it('leaves routes without a limit alone (no counter is written)', async () => {
    await t.db.execute(sql`delete from rate_limits`);
    for (let i = 0; i < 30; i++)
      expect((await t.send('GET', '/v2/config', undefined, from(ip))).statusCode).toBe(200);
    const rows = await t.db.execute(sql`select count(*)::int as n from rate_limits`);
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { n: number }[];
    expect(list[0]?.n).toBe(0);
  });
});

describe('wrong passwords slow the account down for that address', () => {
  it('holds the address back after 5 failures, with a growing delay, cleared by a success', async () => {
    const person = await createCustomer(t.db);
    for (let i = 0; i < 5; i++) expect((await login(person.email, 'wrong-password')).statusCode).toBe(401);
    // The 6th failure holds the pair back 1 s; during it even the right password is refused, untried.
    expect((await login(person.email, 'wrong-password')).statusCode).toBe(401);
    const held = await login(person.email, FACTORY_PASSWORD);
    expectLimited(held);
    expect(held.headers['retry-after']).toBe('1');
    // The owner, from another address, is not held back.
    expect((await login(person.email, FACTORY_PASSWORD, `${ip}9`)).statusCode).toBe(200);
    // The delay doubles with each further failure.
    t.clock.set(new Date(new Date(NOW).getTime() + 2_000));
    expect((await login(person.email, 'wrong-password')).statusCode).toBe(401);
    expect((await login(person.email, FACTORY_PASSWORD)).headers['retry-after']).toBe('2');
    // Once the delay is over (and past the address's per-minute window), the right password works and
    // forgets the failures.
    t.clock.set(new Date(new Date(NOW).getTime() + 61_000));
    expect((await login(person.email, FACTORY_PASSWORD)).statusCode).toBe(200);
    expect((await login(person.email, 'wrong-password')).statusCode).toBe(401);
    expect((await login(person.email, FACTORY_PASSWORD)).statusCode).toBe(200);
  });
});

describe('an untrusted sender', () => {
  it('cannot pick its own address with X-Forwarded-For', async () => {
    const app = await buildRouteApp({ version: '3.5', rateLimitFactor: 1 });
    try {
      const answers = [];
      for (let i = 0; i < 21; i++) {
        answers.push(
          await app.app.inject({
            method: 'GET',
            url: '/v2/check-email?email=a%40example.com',
            remoteAddress: '192.0.2.50',
            headers: { ...app.headers({ version: '3.5' }), 'x-forwarded-for': `10.9.8.${i}` },
          }),
        );
      }
      expect(answers[20]?.statusCode).toBe(429);
    } finally {
      await app.app.close();
    }
  });
});
