// Races on a real PostgreSQL (npm run test:pg); PGlite has a single connection, so there is nothing to race.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../src/clock.ts';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { createCustomer } from '../src/modules/identity/identity.factory.ts';
import { createDemoPaymentMethods, fundWallet } from '../src/modules/wallet/wallet.factory.ts';
import { getWalletBalanceMinor, ledgerTotals } from '../src/modules/wallet/wallet.queries.ts';
import {
  depositFunds,
  postTransfer,
  systemAccountId,
  walletAccountId,
} from '../src/modules/wallet/wallet.service.ts';
import { deposits, ledgerTransfers } from '../src/modules/wallet/wallet.tables.ts';
import { getTestDb, resetTestDb, testDatabaseUrl } from '../src/testing/test-db.ts';

const NOW = new Date('2026-03-02T01:00:00.000Z');

describe.skipIf(!testDatabaseUrl())('wallet under concurrent requests (PostgreSQL)', () => {
  let db: Db;
  /** A wider pool on the worker's database, so that many transactions really run at once. */
  let pool: pg.Pool;
  let wide: Db;
  let customerId: string;

  beforeAll(async () => {
    db = await getTestDb();
    const shared = (db as unknown as { $client: pg.Pool }).$client;
    pool = new pg.Pool({ connectionString: shared.options.connectionString, max: 25 });
    wide = drizzle({ client: pool, schema });
  });
  afterAll(() => pool?.end());
  beforeEach(async () => {
    await resetTestDb(db);
    customerId = (await createCustomer(db)).id;
  });

  it('lets exactly as many purchases through as the wallet can pay for', async () => {
    await fundWallet(db, customerId, 20_000n, { now: NOW });
    const attempts = Array.from({ length: 50 }, (_, i) =>
      wide.transaction(async (tx) =>
        postTransfer(
          tx,
          {
            idempotencyKey: `race-${i}`,
            debitAccountId: await walletAccountId(tx, customerId),
            creditAccountId: await systemAccountId(tx, 'ticket_sales'),
            amountMinor: 1000n,
            kind: 'purchase',
            customerId,
            reference: `checkout-${i}`,
            description: 'Ticket purchase',
          },
          NOW,
        ),
      ),
    );
    const outcomes = await Promise.allSettled(attempts);
    const succeeded = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(succeeded).toHaveLength(20);
    expect(refused).toHaveLength(30);
    for (const reason of refused) expect(reason).toMatchObject({ code: 'insufficient_funds' });
    expect(await getWalletBalanceMinor(db, customerId)).toBe(0n);
    expect(await db.select().from(ledgerTransfers)).toHaveLength(21);
    expect(await ledgerTotals(db)).toEqual({ sumOfBalances: 0n, mismatches: [] });
  });

  it('posts a deposit retried many times at once exactly once', async () => {
    await createDemoPaymentMethods(db);
    const ctx = { db: wide, clock: fixedClock(NOW) };
    const input = {
      method: 'td',
      gateway: 'test',
      amount: 2500,
      currency: 'AUD' as const,
      idempotencyKey: 'same-key-1',
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => depositFunds(ctx, customerId, input)));
    expect(new Set(results.map((r) => r.depositId)).size).toBe(1);
    expect(await getWalletBalanceMinor(db, customerId)).toBe(2500n);
    expect(await db.select().from(deposits)).toHaveLength(1);
    expect(await ledgerTotals(db)).toEqual({ sumOfBalances: 0n, mismatches: [] });
  });

  it('does not deadlock when transfers run both ways between two wallets', async () => {
    const other = (await createCustomer(db)).id;
    await fundWallet(db, customerId, 10_000n, { now: NOW });
    await fundWallet(db, other, 10_000n, { now: NOW });
    const attempts = Array.from({ length: 40 }, (_, i) => {
      const [from, to] = i % 2 === 0 ? [customerId, other] : [other, customerId];
      return wide.transaction(async (tx) =>
        postTransfer(
          tx,
          {
            idempotencyKey: `swap-${i}`,
            debitAccountId: await walletAccountId(tx, from),
            creditAccountId: await walletAccountId(tx, to),
            amountMinor: 100n,
            kind: 'refund',
            customerId: from,
            reference: null,
            description: 'Refund',
          },
          NOW,
        ),
      );
    });
    const outcomes = await Promise.allSettled(attempts);
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    expect(await getWalletBalanceMinor(db, customerId)).toBe(10_000n);
    expect(await getWalletBalanceMinor(db, other)).toBe(10_000n);
    expect(await ledgerTotals(db)).toEqual({ sumOfBalances: 0n, mismatches: [] });
  });
});
