import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { DomainError } from '../src/errors.ts';
import { createCustomer } from '../src/modules/identity/testing.ts';
import {
  checkLedger,
  holdTransfer,
  systemAccountId,
  walletAccountId,
  walletAccountKey,
} from '../src/modules/ledger/index.ts';
import { ledgerAccounts } from '../src/modules/ledger/ledger.tables.ts';
import { spendFromWallet } from '../src/modules/ledger/testing.ts';
import { fundWallet } from '../src/modules/payments/testing.ts';
import { customerCtx, systemCtx, testCtx } from '../src/testing/index.ts';
import { getTestDb, resetTestDb } from '../src/testing/test-db.ts';
import { type Ctx, inTransaction, operatorActor, useCaseCtx } from '../src/use-case.ts';

const NOW = new Date('2026-03-02T01:00:00.000Z');

let db: Db;
let ops: Ctx;
let customerId: string;
beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  ops = useCaseCtx({ db, clock: { now: () => NOW }, actor: operatorActor('test') });
  customerId = (await createCustomer(db)).id;
  // Books with every kind of movement: a deposit, a purchase, and a hold still open.
  await fundWallet(db, customerId, 10_000n, { now: NOW });
  await spendFromWallet(db, customerId, 2_500n, { idempotencyKey: 'purchase:1', reference: 'c1', now: NOW });
  await inTransaction(testCtx(db, NOW), async (tx) =>
    holdTransfer(tx, {
      idempotencyKey: 'purchase:2',
      debitAccountId: await walletAccountId(tx, customerId),
      creditAccountId: await systemAccountId(tx, 'ticket_sales'),
      amountMinor: 1_000n,
      kind: 'purchase',
      customerId,
      reference: 'c2',
      description: 'A hold',
    }),
  );
});

const walletKey = () => walletAccountKey(customerId, 'AUD');

describe('checkLedger', () => {
  it('finds good books sound', async () => {
    const check = await checkLedger(ops);
    expect(check).toMatchObject({ sound: true, sumOfBalancesMinor: 0n, sumOfHoldsMinor: 0n, mismatches: [] });
    expect(check.accounts).toBeGreaterThanOrEqual(3);
    expect(check.transfers).toBe(3);
  });

  it('finds a wallet balance changed behind the ledger’s back', async () => {
    await db
      .update(ledgerAccounts)
      .set({ balanceMinor: sql`${ledgerAccounts.balanceMinor} + 100` })
      .where(eq(ledgerAccounts.key, walletKey()));
    const check = await checkLedger(ops);
    expect(check.sound).toBe(false);
    expect(check.sumOfBalancesMinor).toBe(100n);
    expect(check.mismatches).toEqual([
      expect.objectContaining({ key: walletKey(), balanceMinor: 7_600n, postedMinor: 7_500n }),
    ]);
  });

  it('finds pending amounts that are not the open holds', async () => {
    await db
      .update(ledgerAccounts)
      .set({ pendingDebitsMinor: 0n })
      .where(eq(ledgerAccounts.key, walletKey()));
    const check = await checkLedger(ops);
    expect(check.sound).toBe(false);
    expect(check.mismatches).toEqual([
      expect.objectContaining({ key: walletKey(), pendingDebitsMinor: 0n, heldDebitsMinor: 1_000n }),
    ]);
  });

  it('is for the operator (and system jobs) only', async () => {
    await expect(checkLedger(customerCtx(db, NOW, customerId))).rejects.toBeInstanceOf(DomainError);
    await expect(checkLedger(testCtx(db, NOW))).rejects.toBeInstanceOf(DomainError);
    expect((await checkLedger(systemCtx(db, NOW))).sound).toBe(true);
  });
});
