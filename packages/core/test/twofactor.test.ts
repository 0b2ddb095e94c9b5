import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import type { DomainError } from '../src/errors.ts';
import { createCustomer } from '../src/modules/identity/testing.ts';
import {
  confirmTwoFactorSetup,
  decryptSecret,
  encryptSecret,
  startAuthenticatorSetup,
  twoFactorKey,
  verifyTwoFactorCode,
} from '../src/modules/twofactor/index.ts';
import { totpCode } from '../src/modules/twofactor/testing.ts';
import { customerCtx, testTwoFactorKey } from '../src/testing/index.ts';
import { getTestDb, resetTestDb, testDatabaseUrl } from '../src/testing/test-db.ts';

const NOW = new Date('2026-03-02T01:00:00.000Z');
const key = testTwoFactorKey;

describe('secrets at rest (AES-256-GCM)', () => {
  const customerId = '0195f0a0-0000-7000-8000-000000000001';

  it('round-trips, with a fresh IV each time', () => {
    const a = encryptSecret(key, 'JBSWY3DPEHPK3PXP', customerId);
    const b = encryptSecret(key, 'JBSWY3DPEHPK3PXP', customerId);
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(decryptSecret(key, a, customerId)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key, another customer, and an altered ciphertext', () => {
    const stored = encryptSecret(key, 'JBSWY3DPEHPK3PXP', customerId);
    expect(() =>
      decryptSecret(twoFactorKey('another-key-that-is-long-enough-0123456789'), stored, customerId),
    ).toThrow();
    expect(() => decryptSecret(key, stored, '0195f0a0-0000-7000-8000-000000000002')).toThrow();
    const parts = stored.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => decryptSecret(key, parts.join('.'), customerId)).toThrow();
    expect(() => decryptSecret(key, 'plain-text', customerId)).toThrow();
  });

  it('needs a configured key of at least 32 characters', () => {
    expect(() => twoFactorKey('short')).toThrow(/at least 32/);
  });
});

describe.skipIf(!testDatabaseUrl())('one code, many requests at once (PostgreSQL)', () => {
  let db: Db;
  let pool: pg.Pool;
  let wide: Db;

  beforeAll(async () => {
    db = await getTestDb();
    const shared = (db as unknown as { $client: pg.Pool }).$client;
    pool = new pg.Pool({ connectionString: shared.options.connectionString, max: 12 });
    wide = drizzle({ client: pool });
  });
  afterAll(() => pool?.end());
  beforeEach(() => resetTestDb(db));

  it('accepts a code exactly once when ten requests send it together', async () => {
    const customer = await createCustomer(db);
    const ctx = customerCtx(db, NOW, customer.id);
    const { secret } = await startAuthenticatorSetup(ctx, { key });
    await confirmTwoFactorSetup(ctx, { key, otp: await totpCode(secret, NOW), method: 'authenticator' });

    const later = new Date(NOW.getTime() + 30_000);
    const otp = await totpCode(secret, later);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        verifyTwoFactorCode(customerCtx(wide, later, customer.id), { customerId: customer.id, otp, key }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) {
      if (o.status === 'rejected') expect((o.reason as DomainError).code).toBe('2fa_incorrect');
    }
  });
});
