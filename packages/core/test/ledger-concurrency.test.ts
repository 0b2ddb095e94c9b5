// Races on a real PostgreSQL (npm run test:pg); PGlite has a single connection, so there is nothing to race.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { createCustomer } from '../src/modules/identity/testing.ts';
import {
  getWalletBalance,
  holdTransfer,
  ledgerTotals,
  postPendingTransfer,
  postTransfer,
  systemAccountId,
  voidPendingTransfer,
  walletAccountId,
} from '../src/modules/ledger/index.ts';
import { ledgerTransfers } from '../src/modules/ledger/ledger.tables.ts';
import { depositFunds } from '../src/modules/payments/index.ts';
import { deposits } from '../src/modules/payments/payments.tables.ts';
import { createDemoPaymentMethods, fundWallet } from '../src/modules/payments/testing.ts';
import { moneyFromWire } from '../src/shared/money.ts';
import { customerCtx, testCtx } from '../src/testing/index.ts';
import { getTestDb, resetTestDb, testDatabaseUrl } from '../src/testing/test-db.ts';
import { inTransaction } from '../src/use-case.ts';

const NOW = new Date('2026-03-02T01:00:00.000Z');

const SOUND = { sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] };

describe.skipIf(!testDatabaseUrl())('the ledger under concurrent requests (PostgreSQL)', () => {
  let db: Db;
  /** A wider pool on the worker's database, so that many transactions really run at once. */
  let pool: pg.Pool;
  let wide: Db;
  let customerId: string;
  const balanceOf = async (id: string) => (await getWalletBalance({ db }, { customerId: id })).balanceMinor;

  beforeAll(async () => {
    db = await getTestDb();
    const shared = (db as unknown as { $client: pg.Pool }).$client;
    pool = new pg.Pool({ connectionString: shared.options.connectionString, max: 25 });
    wide = drizzle({ client: pool });
  });
  afterAll(() => pool?.end());
  beforeEach(async () => {
    await resetTestDb(db);
    customerId = (await createCustomer(db)).id;
  });

  it('lets exactly as many purchases through as the wallet can pay for', async () => {
    await fundWallet(db, customerId, 20_000n, { now: NOW });
    const attempts = Array.from({ length: 50 }, (_, i) =>
      inTransaction(testCtx(wide, NOW), async (tx) =>
        postTransfer(tx, {
          idempotencyKey: `race-${i}`,
          debitAccountId: await walletAccountId(tx, customerId),
          creditAccountId: await systemAccountId(tx, 'ticket_sales'),
          amountMinor: 1000n,
          kind: 'purchase',
          customerId,
          reference: `checkout-${i}`,
          description: 'Ticket purchase',
        }),
      ),
    );
    const outcomes = await Promise.allSettled(attempts);
    const succeeded = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(succeeded).toHaveLength(20);
    expect(refused).toHaveLength(30);
    for (const reason of refused) expect(reason).toMatchObject({ code: 'insufficient_funds' });
    expect(await balanceOf(customerId)).toBe(0n);
    expect(await db.select().from(ledgerTransfers)).toHaveLength(21);
    expect(await ledgerTotals({ db })).toEqual(SOUND);
  });

  it('posts a deposit retried many times at once exactly once', async () => {
    await createDemoPaymentMethods(db);
    const ctx = customerCtx(wide, NOW, customerId);
    const input = {
      method: 'td',
      gateway: 'test',
      amount: moneyFromWire(2500, 'AUD'),
      idempotencyKey: 'same-key-1',
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => depositFunds(ctx, input)));
    expect(new Set(results.map((r) => r.depositId)).size).toBe(1);
    expect(await balanceOf(customerId)).toBe(2500n);
    expect(await db.select().from(deposits)).toHaveLength(1);
    expect(await ledgerTotals({ db })).toEqual(SOUND);
  });

  it('does not deadlock when transfers run both ways between two wallets', async () => {
    const other = (await createCustomer(db)).id;
    await fundWallet(db, customerId, 10_000n, { now: NOW });
    await fundWallet(db, other, 10_000n, { now: NOW });
    const attempts = Array.from({ length: 40 }, (_, i) => {
      const [from, to] = i % 2 === 0 ? [customerId, other] : [other, customerId];
      return inTransaction(testCtx(wide, NOW), async (tx) =>
        postTransfer(tx, {
          idempotencyKey: `swap-${i}`,
          debitAccountId: await walletAccountId(tx, from),
          creditAccountId: await walletAccountId(tx, to),
          amountMinor: 100n,
          kind: 'refund',
          customerId: from,
          reference: null,
          description: 'Refund',
        }),
      );
    });
    const outcomes = await Promise.allSettled(attempts);
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    expect(await balanceOf(customerId)).toBe(10_000n);
    expect(await balanceOf(other)).toBe(10_000n);
    expect(await ledgerTotals({ db })).toEqual(SOUND);
  });

  it('lets exactly as many holds through as the wallet can cover, then each is posted or voided once', async () => {
    await fundWallet(db, customerId, 20_000n, { now: NOW });
    const holdOnce = (i: number) =>
      inTransaction(testCtx(wide, NOW), async (tx) =>
        holdTransfer(tx, {
          idempotencyKey: `hold-race-${i}`,
          debitAccountId: await walletAccountId(tx, customerId),
          creditAccountId: await systemAccountId(tx, 'ticket_sales', 'AUD', customerId),
          amountMinor: 1000n,
          kind: 'purchase',
          customerId,
          reference: `checkout-${i}`,
          description: 'Ticket purchase',
        }),
      );
    const held = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => holdOnce(i)));
    const holds = held.flatMap((o) => (o.status === 'fulfilled' ? [o.value.transfer] : []));
    expect(holds).toHaveLength(20);
    for (const o of held)
      if (o.status === 'rejected') expect(o.reason).toMatchObject({ code: 'insufficient_funds' });
    expect(await getWalletBalance({ db }, { customerId })).toEqual({
      balanceMinor: 20_000n,
      heldMinor: 20_000n,
      availableMinor: 0n,
    });

    // Every hold is posted and voided at the same moment, twice over: each is resolved exactly once.
    const resolutions = holds.flatMap((hold, i) => {
      const post = () =>
        inTransaction(testCtx(wide, NOW), (tx) => postPendingTransfer(tx, { hold: hold.idempotencyKey }));
      const release = () =>
        inTransaction(testCtx(wide, NOW), (tx) => voidPendingTransfer(tx, { hold: hold.idempotencyKey }));
      return i % 2 === 0 ? [post(), release(), post()] : [release(), post(), release()];
    });
    const settled = await Promise.allSettled(resolutions);
    // The losers are told the hold was resolved meanwhile; nothing else fails (no deadlock, no raw error).
    for (const o of settled)
      if (o.status === 'rejected') expect(o.reason).toMatchObject({ code: 'conflict' });
    const rows = await db.select().from(ledgerTransfers);
    const resolved = rows.filter((r) => r.phase === 'post_pending' || r.phase === 'void_pending');
    expect(resolved).toHaveLength(20);
    expect(new Set(resolved.map((r) => r.pendingId)).size).toBe(20);
    const postedMinor = resolved.filter((r) => r.phase === 'post_pending').length * 1000;
    expect(await getWalletBalance({ db }, { customerId })).toEqual({
      balanceMinor: BigInt(20_000 - postedMinor),
      heldMinor: 0n,
      availableMinor: BigInt(20_000 - postedMinor),
    });
    expect(await ledgerTotals({ db })).toEqual(SOUND);
  });
});
