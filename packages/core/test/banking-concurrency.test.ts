// Races on a real PostgreSQL (npm run test:pg); PGlite has a single connection, so there is nothing to race.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { DomainError } from '../src/errors.ts';
import {
  customerReference,
  importStatement,
  payWithdrawal,
  rejectWithdrawal,
  withdraw,
} from '../src/modules/banking/index.ts';
import { createDemoWithdrawalMethods } from '../src/modules/banking/testing.ts';
import { createCustomer } from '../src/modules/identity/testing.ts';
import { getWalletBalance, ledgerTotals } from '../src/modules/ledger/index.ts';
import { ledgerTransfers } from '../src/modules/ledger/ledger.tables.ts';
import { deposits } from '../src/modules/payments/payments.tables.ts';
import { createDemoPaymentMethods, fundWallet } from '../src/modules/payments/testing.ts';
import { createVerifiedAttempt } from '../src/modules/verification/testing.ts';
import { moneyFromWire } from '../src/shared/money.ts';
import { customerCtx, systemCtx } from '../src/testing/index.ts';
import { getTestDb, resetTestDb, testDatabaseUrl, widePool } from '../src/testing/test-db.ts';

const NOW = new Date('2026-03-02T01:00:00.000Z');
const SOUND = { sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] };

describe.skipIf(!testDatabaseUrl())('withdrawals and statements under concurrency (PostgreSQL)', () => {
  let db: Db;
  let wide: ReturnType<typeof widePool>;
  let customerId: string;

  beforeAll(async () => {
    db = await getTestDb();
    wide = widePool(db, 25);
  });
  afterAll(() => wide?.end());
  beforeEach(async () => {
    await resetTestDb(db);
    await createDemoPaymentMethods(db);
    await createDemoWithdrawalMethods(db);
    customerId = (await createCustomer(db)).id;
    await createVerifiedAttempt(db, { customerId });
  });

  it('50 withdrawals racing against a wallet that covers 17 hold exactly 17, never below zero', async () => {
    await fundWallet(db, customerId, 17_000n, { now: NOW });
    const ctx = customerCtx(wide.db, NOW, customerId);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        withdraw(ctx, {
          method: 'tw',
          amount: moneyFromWire(1_000, 'AUD'),
          idempotencyKey: `race-${i}-withdrawal`,
        }),
      ),
    );
    const held = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(held).toHaveLength(17);
    for (const r of refused) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(DomainError);
      expect(((r as PromiseRejectedResult).reason as DomainError).code).toBe('insufficient_funds');
    }
    expect(await getWalletBalance({ db }, { customerId })).toEqual({
      balanceMinor: 17_000n,
      heldMinor: 17_000n,
      availableMinor: 0n,
    });
    // The operator pays and rejects them while paying and rejecting race each other: each resolved once.
    const ops = systemCtx(wide.db, NOW, 'ops');
    const ids = held.map((r) => (r as PromiseFulfilledResult<{ id: string }>).value.id);
    await Promise.allSettled(
      ids.flatMap((id, i) => [
        payWithdrawal(ops, { withdrawalId: id }),
        i % 2 === 0
          ? rejectWithdrawal(ops, { withdrawalId: id, reason: 'Racing the payment' })
          : Promise.resolve(),
      ]),
    );
    const wallet = await getWalletBalance({ db }, { customerId });
    expect(wallet.heldMinor).toBe(0n);
    expect(wallet.balanceMinor).toBeGreaterThanOrEqual(0n);
    const resolutions = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.kind, 'withdrawal'));
    expect(resolutions.filter((t) => t.phase === 'pending')).toHaveLength(17);
    expect(resolutions.filter((t) => t.phase === 'post_pending' || t.phase === 'void_pending')).toHaveLength(
      17,
    );
    expect(await ledgerTotals({ db })).toEqual(SOUND);
  });

  it('one statement imported twice at once, and again, credits each line once', async () => {
    const other = (await createCustomer(db)).id;
    const mine = await customerReference({ db, clock: { now: () => NOW } }, customerId);
    const theirs = await customerReference({ db, clock: { now: () => NOW } }, other);
    const csv = [
      'date,type,amount,reference,transaction_id',
      `2026-03-01,BPAY,25.00,${mine},BP-100`,
      `2026-03-01,BPAY,40.00,${theirs},BP-101`,
      `2026-03-01,DD,12.34,${mine},`,
      `2026-03-01,DD,12.34,${mine},`,
      '2026-03-01,BPAY,9.99,123,BP-102',
    ].join('\n');
    const ops = systemCtx(wide.db, NOW, 'ops');
    const imports = await Promise.all(
      Array.from({ length: 4 }, () => importStatement(ops, { csv, currency: 'AUD' })),
    );
    await importStatement(ops, { csv, currency: 'AUD' });
    const credited = imports.flatMap((i) => i.lines.filter((l) => l.status === 'credited'));
    expect(credited).toHaveLength(4);
    expect((await getWalletBalance({ db }, { customerId })).balanceMinor).toBe(4_968n);
    expect((await getWalletBalance({ db }, { customerId: other })).balanceMinor).toBe(4_000n);
    expect(await db.select().from(deposits)).toHaveLength(4);
    expect(await ledgerTotals({ db })).toEqual(SOUND);
  });
});
