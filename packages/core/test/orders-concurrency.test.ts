/**
 * The purchase under real concurrency (PostgreSQL only: PGlite has a single connection, so nothing overlaps there).
 * Every purchase runs in its own transaction on its own connection, all started at once.
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { isDomainError } from '../src/errors.ts';
import { getWalletBalance, ledgerTotals, walletAccountId } from '../src/modules/ledger/index.ts';
import { ledgerTransfers } from '../src/modules/ledger/ledger.tables.ts';
import { buyTickets, purchaseCart } from '../src/modules/orders/index.ts';
import { checkouts, tickets } from '../src/modules/orders/orders.tables.ts';
import { getTestDb, resetTestDb, testDatabaseUrl, widePool } from '../src/testing/test-db.ts';
import {
  addToCart,
  asCustomer,
  checkoutItem,
  makeShop,
  newCustomer,
  purchaseCounts,
  type Shop,
  TICKET_MINOR,
} from './orders-fixture.ts';

describe.skipIf(!testDatabaseUrl())('purchases under concurrency (PostgreSQL)', () => {
  let db: Db;
  let wide: ReturnType<typeof widePool>;
  let wideDb: Db;
  let shop: Shop;

  beforeAll(async () => {
    db = await getTestDb();
    wide = widePool(db, 50);
    wideDb = wide.db;
  });
  afterAll(async () => {
    await wide?.end();
  });
  beforeEach(async () => {
    await resetTestDb(db);
    shop = await makeShop(db);
  });

  it('200 purchases at once against a wallet funded for exactly K tickets: K succeed, the rest are refused', async () => {
    const K = 37;
    const ATTEMPTS = 200;
    const customer = await newCustomer(db, BigInt(K) * TICKET_MINOR);
    const buyer = asCustomer(wideDb, shop, customer.id);

    const outcomes = await Promise.allSettled(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        buyTickets(buyer, {
          idempotencyKey: `race-${String(i).padStart(3, '0')}`,
          items: [checkoutItem(shop)],
        }),
      ),
    );

    const succeeded = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(succeeded).toHaveLength(K);
    expect(refused).toHaveLength(ATTEMPTS - K);
    for (const r of refused) {
      expect(isDomainError(r.reason) ? r.reason.code : r.reason).toBe('insufficient_funds');
    }
    const receipts = succeeded.map(
      (o) => (o as PromiseFulfilledResult<Awaited<ReturnType<typeof buyTickets>>>).value,
    );
    expect(receipts.every((r) => r.created)).toBe(true);
    expect(new Set(receipts.map((r) => r.receipt.checkoutId)).size).toBe(K);

    expect(await getWalletBalance({ db }, { customerId: customer.id })).toEqual({
      balanceMinor: 0n,
      heldMinor: 0n,
      availableMinor: 0n,
    });
    // Never below zero: the balance after every debit of the wallet, in the order they were posted.
    const wallet = await walletAccountId({ db }, customer.id);
    const [lowest] = await db
      .select({ min: sql<string>`min(${ledgerTransfers.debitBalanceAfterMinor})::text` })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.debitAccountId, wallet));
    expect(BigInt(lowest?.min ?? '-1')).toBe(0n);
    expect(await ledgerTotals({ db })).toEqual({ sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] });
    expect(await purchaseCounts(db, customer.id)).toMatchObject({
      checkouts: K,
      tickets: K,
      ticketLines: 4 * K,
      ticketDraws: K,
      purchaseTransfers: K,
      purchaseHolds: K,
    });
    // Every checkout is paid by its own transfer of one ticket's price.
    const [unpaid] = await db
      .select({ n: count() })
      .from(checkouts)
      .where(
        sql`${checkouts.transferId} is null or ${checkouts.totalMinor} <> ${TICKET_MINOR} or ${checkouts.status} <> 'paid'`,
      );
    expect(unpaid?.n).toBe(0);
  });

  it('ten purchases at once with one idempotency key: one checkout, one transfer, the same receipt for all', async () => {
    const customer = await newCustomer(db, 10_000n);
    await addToCart(db, shop, customer.id, { quantity: 3 });
    const ctx = asCustomer(wideDb, shop, customer.id);

    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        purchaseCart(ctx, { idempotencyKey: 'one-key-for-ten', paymentMethod: 'wallet' }),
      ),
    );

    expect(results.filter((r) => r.created)).toHaveLength(1);
    const first = results[0]!.receipt;
    for (const r of results) expect(r.receipt).toEqual(first);
    expect(first.orders).toHaveLength(3);
    expect(first.total).toEqual({ amount: Number(3n * TICKET_MINOR), currency: 'AUD' });
    expect((await getWalletBalance({ db }, { customerId: customer.id })).balanceMinor).toBe(
      10_000n - 3n * TICKET_MINOR,
    );
    expect(await purchaseCounts(db, customer.id)).toEqual({
      checkouts: 1,
      tickets: 3,
      ticketLines: 12,
      ticketDraws: 3,
      purchaseTransfers: 1,
      purchaseHolds: 1,
      cartItems: 0,
    });
    const [issued] = await db
      .select({ n: count() })
      .from(tickets)
      .where(eq(tickets.checkoutId, first.checkoutId));
    expect(issued?.n).toBe(3);
    expect(await ledgerTotals({ db })).toEqual({ sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] });
  });
});
