/**
 * The verification module's rules on the embedded database: method statuses from the attempts, the pending rule of
 * spec 2 §4, the threshold counting what the customer has already spent, the withdrawal check, name matching and
 * the document cipher (a ciphertext moved to another row, or altered, does not open).
 */
import { isVerificationPending } from '@lottoshop/contracts/verification';
import { beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../src/clock.ts';
import type { Db } from '../src/db/client.ts';
import { isDomainError } from '../src/errors.ts';
import { createCustomer } from '../src/modules/identity/testing.ts';
import { spendFromWallet } from '../src/modules/ledger/testing.ts';
import { fundWallet } from '../src/modules/payments/testing.ts';
import {
  assertVerifiedForWithdrawal,
  documentKey,
  overviewVerification,
  verifyToBuyRefusal,
} from '../src/modules/verification/index.ts';
import { createVerificationSettings, createVerifiedAttempt } from '../src/modules/verification/testing.ts';
import { openDocument, sealDocument } from '../src/modules/verification/verification.cipher.ts';
import { normaliseName } from '../src/modules/verification/verification.rules.ts';
import {
  verificationAttempts,
  verificationSessions,
} from '../src/modules/verification/verification.tables.ts';
import { moneyOf } from '../src/shared/money.ts';
import { getTestDb, resetTestDb } from '../src/testing/index.ts';

const NOW = new Date('2026-03-02T01:00:00.000Z');
let db: Db;
beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  await createVerificationSettings(db, { settings: { purchaseThresholdMinor: 10_000n } });
});
const ctx = () => ({ db, clock: fixedClock(NOW.toISOString()) });

describe('method statuses and the rules', () => {
  it('reads each method from its latest attempt, and the pending rule ignores a photo waiting for review', async () => {
    const customer = await createCustomer(db);
    const add = (method: 'auto_verification' | 'photo_id_upload', outcome: 'failed' | 'review') =>
      db.insert(verificationAttempts).values({ customerId: customer.id, method, outcome });
    await add('photo_id_upload', 'review');
    let v = await overviewVerification(ctx(), customer.id);
    const status = (type: string) => v.verification.methods.find((m) => m.type === type)?.status;
    expect(status('photo_id_upload')).toBe('pending');
    expect(status('connect_id')).toBe('not_attempted');
    expect(isVerificationPending(v.verification.methods)).toBe(false);
    await add('auto_verification', 'failed');
    v = await overviewVerification(ctx(), customer.id);
    expect(status('auto_verification')).toBe('attempted');
    expect(v.isVerified).toBe(false);
    expect(v.verificationRules).toEqual(['verify_to_withdraw']);
  });

  it('shows ConnectID in progress while a start is open and unexpired, not after (spec 2 §3)', async () => {
    const customer = await createCustomer(db);
    const open = (expiresAt: Date) =>
      db.insert(verificationSessions).values({
        customerId: customer.id,
        method: 'connect_id',
        handle: `h-${expiresAt.getTime()}`,
        expiresAt,
      });
    const status = async () =>
      (await overviewVerification(ctx(), customer.id)).verification.methods.find(
        (m) => m.type === 'connect_id',
      )?.status;
    await open(new Date(NOW.getTime() - 1000));
    expect(await status()).toBe('not_attempted');
    await open(new Date(NOW.getTime() + 600_000));
    expect(await status()).toBe('in_progress');
  });

  it('counts what was spent before: past the threshold buying and withdrawing need a verified identity', async () => {
    const customer = await createCustomer(db);
    await fundWallet(db, customer.id, 20_000n, { now: NOW });
    expect(
      await verifyToBuyRefusal(ctx(), { customerId: customer.id, amount: moneyOf(10_000n, 'AUD') }),
    ).toBe(null);
    await spendFromWallet(db, customer.id, 9_000n, { idempotencyKey: 'spent-1', reference: 'r1', now: NOW });
    expect(
      await verifyToBuyRefusal(ctx(), { customerId: customer.id, amount: moneyOf(1_001n, 'AUD') }),
    ).toMatch(/once you have spent \$100\.00/);
    await spendFromWallet(db, customer.id, 1_000n, { idempotencyKey: 'spent-2', reference: 'r2', now: NOW });
    expect((await overviewVerification(ctx(), customer.id)).verificationRules).toEqual([
      'verify_to_withdraw',
      'verify_to_purchase',
    ]);
    const refused = await assertVerifiedForWithdrawal(ctx(), { customerId: customer.id }).catch((e) => e);
    expect(isDomainError(refused) && refused.code).toBe('REQUIRED');

    await createVerifiedAttempt(db, { customerId: customer.id });
    expect(await verifyToBuyRefusal(ctx(), { customerId: customer.id, amount: moneyOf(5_000n, 'AUD') })).toBe(
      null,
    );
    await expect(assertVerifiedForWithdrawal(ctx(), { customerId: customer.id })).resolves.toBeUndefined();
  });
});

describe('names and the document cipher', () => {
  it('matches names whatever their case, accents and punctuation', () => {
    expect(normaliseName("O'Néill-Smith ")).toBe(normaliseName('oneill smith'));
    expect(normaliseName('Jo')).not.toBe(normaliseName('Joe'));
  });

  it('opens a sealed document only for its own row and key', () => {
    const key = documentKey('a-document-key-of-at-least-32-characters');
    const bytes = Buffer.from('a photo of a passport');
    const sealed = sealDocument(key, 'doc-1', bytes);
    expect(sealed.ciphertext.includes(bytes)).toBe(false);
    expect(openDocument(key, 'doc-1', sealed).equals(bytes)).toBe(true);
    expect(() => openDocument(key, 'doc-2', sealed)).toThrow();
    const flipped = Buffer.from(sealed.ciphertext);
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    const altered = { ...sealed, ciphertext: flipped };
    expect(() => openDocument(key, 'doc-1', altered)).toThrow();
    const other = documentKey('another-document-key-of-32-characters!');
    expect(() => openDocument(other, 'doc-1', sealed)).toThrow(/another document key/);
  });
});
