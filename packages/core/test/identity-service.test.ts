import type { SignupBody } from '@lottoshop/contracts/identity';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FixedClock, fixedClock } from '../src/clock.ts';
import type { Db } from '../src/db/index.ts';
import { DomainError } from '../src/errors.ts';
import { getCustomerOverview, login, signup } from '../src/modules/account/index.ts';
import { createDemoCapabilities } from '../src/modules/capabilities/testing.ts';
import { linkTokenKeys } from '../src/modules/communication/index.ts';
import {
  authSessions,
  credentials,
  customers,
  refreshTokens,
} from '../src/modules/identity/identity.tables.ts';
import { hashToken } from '../src/modules/identity/identity.tokens.ts';
import {
  accessTokenKeys,
  authenticate,
  customerSegmentName,
  emailIsRegistered,
  endSession,
  REFRESH_REUSE_GRACE_SECONDS,
  refreshSession,
} from '../src/modules/identity/index.ts';
import { createCustomer, FACTORY_PASSWORD } from '../src/modules/identity/testing.ts';
import { listOutbox } from '../src/modules/mail/index.ts';
import { createSiteSettings } from '../src/modules/site/testing.ts';
import { customerCtx, getTestDb, resetTestDb, testCtx, testTwoFactorKey } from '../src/testing/index.ts';
import { type Ctx, customerActor, useCaseCtx } from '../src/use-case.ts';

/** Monday 2 March 2026, 12:00 in Sydney. */
const NOW = '2026-03-02T01:00:00.000Z';
const keys = accessTokenKeys('a-test-secret-that-is-long-enough-0123456789');
const linkKeys = linkTokenKeys('a-test-secret-that-is-long-enough-0123456789');
const twoFactorKey = testTwoFactorKey;

let db: Db;
let clock: FixedClock;
let ctx: Ctx;
beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  await createSiteSettings(db);
  await createDemoCapabilities(db);
  clock = fixedClock(NOW);
  ctx = testCtx(db, clock);
});

const form: SignupBody = {
  email: 'Alex.Citizen@Example.com',
  password: 'correct-horse-42',
  firstname: 'Alex',
  lastname: 'Citizen',
  dateOfBirth: '1990-05-17',
  phone: '0412 345 678',
  addressLine1: '1 George Street',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  country: 'AU',
  emailOptIn: false,
  acceptTerms: true,
  metadata: { platform: 'Web' },
  attribution: { source: 'newsletter' },
};

async function rejection(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('signup', () => {
  it('e-mails a welcome with a signed unsubscribe link to a customer who asked for news, and only to them', async () => {
    const keen = await signup(ctx, {
      body: { ...form, email: 'keen@example.com', emailOptIn: true },
      keys,
      linkKeys,
    });
    await signup(ctx, { body: { ...form, email: 'quiet@example.com', emailOptIn: false }, keys, linkKeys });
    const welcomes = (await listOutbox(ctx)).filter((m) => m.kind === 'welcome');
    expect(welcomes.map((m) => m.toAddress)).toEqual(['keen@example.com']);
    const [welcome] = welcomes;
    expect(welcome?.unsubscribeUrl).toMatch(
      new RegExp(
        `/unsubscribe/${keen.customer.customerId}\\?token=[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$`,
      ),
    );
    expect(welcome?.textBody).toContain('Unsubscribe:');
  });

  it('creates the customer with a hashed password and signs them in', async () => {
    const result = await signup(ctx, { body: form, keys, linkKeys, deviceId: 'device-1' });
    expect(result.deviceUuid).toBe('device-1');
    expect(result.customerToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.customer).toMatchObject({
      email: 'alex.citizen@example.com',
      firstname: 'Alex',
      state: 'NSW',
      segmentName: 'customer',
      pricingId: 'standard',
      balance: { amount: 0, currency: 'AUD' },
      availableFunds: { amount: 0, currency: 'AUD' },
      isVerified: false,
      migrationStatus: 'ineligible',
      brandingRegion: 'NSW',
    });
    const [row] = await db.select().from(customers).where(eq(customers.id, result.customer.customerId));
    expect(row?.acceptedTermsAt.toISOString()).toBe(NOW);
    expect(row?.signupAttribution).toEqual({ source: 'newsletter' });
    const [credential] = await db.select().from(credentials).where(eq(credentials.customerId, row!.id));
    expect(credential?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(credential?.passwordHash).not.toContain(form.password);
    expect(await authenticate(ctx, { accessToken: result.accessToken, keys })).toEqual({
      customerId: row!.id,
      sessionId: expect.any(String),
    });
  });

  it('refuses someone one day short of the minimum age, and takes them on their birthday', async () => {
    const underage = await rejection(
      signup(ctx, { body: { ...form, dateOfBirth: '2008-03-03' }, keys, linkKeys }),
    );
    expect(underage.code).toBe('validation_failed');
    expect(underage.fields).toEqual({ dateOfBirth: ['You must be 18 or older to sign up.'] });
    expect(await emailIsRegistered(ctx, { email: form.email })).toBe(false);
    await expect(
      signup(ctx, { body: { ...form, dateOfBirth: '2008-03-02' }, keys, linkKeys }),
    ).resolves.toBeDefined();
  });

  it('follows the minimum age of the site settings', async () => {
    await resetTestDb(db);
    await createSiteSettings(db, { minimumAge: 21 });
    const error = await rejection(
      signup(ctx, { body: { ...form, dateOfBirth: '2006-01-01' }, keys, linkKeys }),
    );
    expect(error.fields).toEqual({ dateOfBirth: ['You must be 21 or older to sign up.'] });
  });

  it('refuses an e-mail address already registered, in any letter case', async () => {
    await createCustomer(db, { email: 'alex.citizen@example.com' });
    const error = await rejection(
      signup(ctx, { body: { ...form, email: 'ALEX.CITIZEN@example.COM' }, keys, linkKeys }),
    );
    expect(error.code).toBe('email_taken');
    expect(Object.keys(error.fields ?? {})).toEqual(['email']);
    expect(await db.select().from(customers)).toHaveLength(1);
  });
});

describe('login', () => {
  it('signs in with the right password, whatever the e-mail letter case', async () => {
    const customer = await createCustomer(db, { email: 'sam@example.com' });
    const result = await login(ctx, {
      body: { email: ' SAM@example.com', password: FACTORY_PASSWORD },
      keys,
      twoFactorKey,
    });
    expect(result.customer.customerId).toBe(customer.id);
    expect(result.customerToken).toBe(customer.customerToken);
  });

  it('gives one answer for a wrong password, an unknown address and a closed account', async () => {
    await createCustomer(db, { email: 'sam@example.com' });
    await createCustomer(db, { email: 'closed@example.com', status: 'closed' });
    const wrong = await rejection(
      login(ctx, { body: { email: 'sam@example.com', password: 'nope-nope-1' }, keys, twoFactorKey }),
    );
    const unknown = await rejection(
      login(ctx, { body: { email: 'nobody@example.com', password: 'nope-nope-1' }, keys, twoFactorKey }),
    );
    const closed = await rejection(
      login(ctx, { body: { email: 'closed@example.com', password: FACTORY_PASSWORD }, keys, twoFactorKey }),
    );
    for (const e of [wrong, unknown, closed]) {
      expect(e.code).toBe('invalid_credentials');
      expect(e.message).toBe(wrong.message);
    }
    expect(await db.select().from(authSessions)).toHaveLength(0);
  });
});

describe('refresh', () => {
  it('rotates: the new pair works, the access token names the customer', async () => {
    const customer = await createCustomer(db);
    const first = await login(ctx, {
      body: { email: customer.email, password: FACTORY_PASSWORD },
      keys,
      twoFactorKey,
    });
    clock.advance(60_000);
    const second = await refreshSession(ctx, { body: { refreshToken: first.refreshToken }, keys });
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.deviceUuid).toBe(first.deviceUuid);
    expect((await authenticate(ctx, { accessToken: second.accessToken, keys }))?.customerId).toBe(
      customer.id,
    );
    const third = await refreshSession(ctx, { body: { refreshToken: second.refreshToken }, keys });
    expect(third.refreshToken).not.toBe(second.refreshToken);
    const stored = await db.select().from(refreshTokens);
    expect(stored.map((t) => t.tokenHash)).toContain(hashToken(third.refreshToken));
    expect(stored.some((t) => t.tokenHash === third.refreshToken)).toBe(false);
  });

  it('revokes the whole family when a spent token comes back', async () => {
    const customer = await createCustomer(db);
    const first = await login(ctx, {
      body: { email: customer.email, password: FACTORY_PASSWORD },
      keys,
      twoFactorKey,
    });
    const second = await refreshSession(ctx, { body: { refreshToken: first.refreshToken }, keys });
    clock.advance((REFRESH_REUSE_GRACE_SECONDS + 1) * 1000);
    expect(
      (await rejection(refreshSession(ctx, { body: { refreshToken: first.refreshToken }, keys }))).code,
    ).toBe('AUTH_REFRESH_FAILED');
    // The thief's replay also ends the legitimate holder's session.
    expect(
      (await rejection(refreshSession(ctx, { body: { refreshToken: second.refreshToken }, keys }))).code,
    ).toBe('AUTH_REFRESH_FAILED');
    expect(await authenticate(ctx, { accessToken: second.accessToken, keys })).toBeNull();
    const [session] = await db.select().from(authSessions);
    expect(session?.revokedReason).toBe('refresh_token_reuse');
  });

  it('lets two refreshes racing with one token both succeed, and neither logs the customer out', async () => {
    const customer = await createCustomer(db);
    const first = await login(ctx, {
      body: { email: customer.email, password: FACTORY_PASSWORD },
      keys,
      twoFactorKey,
    });
    const [a, b] = await Promise.all([
      refreshSession(ctx, { body: { refreshToken: first.refreshToken }, keys }),
      refreshSession(ctx, { body: { refreshToken: first.refreshToken }, keys }),
    ]);
    expect(a.refreshToken).not.toBe(b.refreshToken);
    for (const pair of [a, b]) {
      expect((await authenticate(ctx, { accessToken: pair.accessToken, keys }))?.customerId).toBe(
        customer.id,
      );
    }
    await expect(
      refreshSession(ctx, { body: { refreshToken: a.refreshToken }, keys }),
    ).resolves.toBeDefined();
    await expect(
      refreshSession(ctx, { body: { refreshToken: b.refreshToken }, keys }),
    ).resolves.toBeDefined();
    const [session] = await db.select().from(authSessions);
    expect(session?.revokedAt).toBeNull();
  });

  it('answers the token just rotated with a valid pair within the grace, and revokes the family after it', async () => {
    const customer = await createCustomer(db);
    const first = await login(ctx, {
      body: { email: customer.email, password: FACTORY_PASSWORD },
      keys,
      twoFactorKey,
    });
    const winner = await refreshSession(ctx, { body: { refreshToken: first.refreshToken }, keys });
    clock.advance(REFRESH_REUSE_GRACE_SECONDS * 1000);
    const late = await refreshSession(ctx, { body: { refreshToken: first.refreshToken }, keys });
    expect((await authenticate(ctx, { accessToken: late.accessToken, keys }))?.customerId).toBe(customer.id);
    expect((await authenticate(ctx, { accessToken: winner.accessToken, keys }))?.customerId).toBe(
      customer.id,
    );
    // The grace runs from the token's first use, not from its last.
    clock.advance(1000);
    expect(
      (await rejection(refreshSession(ctx, { body: { refreshToken: first.refreshToken }, keys }))).code,
    ).toBe('AUTH_REFRESH_FAILED');
    expect(await authenticate(ctx, { accessToken: winner.accessToken, keys })).toBeNull();
    expect(await authenticate(ctx, { accessToken: late.accessToken, keys })).toBeNull();
  });

  it('refuses an unknown token and one idle longer than the session timeout', async () => {
    const customer = await createCustomer(db);
    const first = await login(ctx, {
      body: { email: customer.email, password: FACTORY_PASSWORD },
      keys,
      twoFactorKey,
    });
    expect((await rejection(refreshSession(ctx, { body: { refreshToken: 'made-up' }, keys }))).code).toBe(
      'AUTH_REFRESH_FAILED',
    );
    clock.advance(3600 * 1000 + 1000);
    expect(
      (await rejection(refreshSession(ctx, { body: { refreshToken: first.refreshToken }, keys }))).code,
    ).toBe('AUTH_REFRESH_FAILED');
  });

  it('keeps one session per sign-in; other devices are unaffected by a reuse', async () => {
    const customer = await createCustomer(db);
    const phone = await login(ctx, {
      body: { email: customer.email, password: FACTORY_PASSWORD },
      keys,
      twoFactorKey,
    });
    const laptop = await login(ctx, {
      body: { email: customer.email, password: FACTORY_PASSWORD },
      keys,
      twoFactorKey,
    });
    await refreshSession(ctx, { body: { refreshToken: phone.refreshToken }, keys });
    clock.advance((REFRESH_REUSE_GRACE_SECONDS + 1) * 1000);
    await rejection(refreshSession(ctx, { body: { refreshToken: phone.refreshToken }, keys }));
    await expect(
      refreshSession(ctx, { body: { refreshToken: laptop.refreshToken }, keys }),
    ).resolves.toBeDefined();
  });
});

describe('logout and authentication', () => {
  it('ends the session: refresh and access tokens stop working', async () => {
    const customer = await createCustomer(db);
    const result = await login(ctx, {
      body: { email: customer.email, password: FACTORY_PASSWORD },
      keys,
      twoFactorKey,
    });
    const claims = await authenticate(ctx, { accessToken: result.accessToken, keys });
    expect(claims).not.toBeNull();
    await endSession(useCaseCtx({ db, clock, actor: customerActor(claims!.customerId, claims!.sessionId) }));
    expect(await authenticate(ctx, { accessToken: result.accessToken, keys })).toBeNull();
    expect(
      (await rejection(refreshSession(ctx, { body: { refreshToken: result.refreshToken }, keys }))).code,
    ).toBe('AUTH_REFRESH_FAILED');
  });

  it('refuses access tokens once expired', async () => {
    const customer = await createCustomer(db);
    const result = await login(ctx, {
      body: { email: customer.email, password: FACTORY_PASSWORD },
      keys,
      twoFactorKey,
    });
    clock.advance(15 * 60_000 + 1000);
    expect(await authenticate(ctx, { accessToken: result.accessToken, keys })).toBeNull();
  });
});

describe('customer reads', () => {
  it('overview and segment fall back to the default customer segment', async () => {
    const customer = await createCustomer(db, { segmentName: null, state: 'VIC', email: 'v@example.com' });
    expect(await customerSegmentName(ctx, customer.id)).toBe('customer');
    const overview = await getCustomerOverview(customerCtx(db, clock, customer.id));
    expect(overview).toMatchObject({ segmentName: 'customer', brandingRegion: 'VIC', favouriteNumbers: {} });
    expect(await emailIsRegistered(ctx, { email: 'V@EXAMPLE.com' })).toBe(true);
    expect(await emailIsRegistered(ctx, { email: 'w@example.com' })).toBe(false);
  });
});
