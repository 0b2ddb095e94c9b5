/**
 * Limits under real concurrency (PostgreSQL only: PGlite has a single connection, so nothing overlaps there).
 * Every purchase and deposit runs in its own transaction on its own connection, all started at once; the limits
 * lock makes each see the ones committed before it, so no limit is beaten by quick clicks.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { isDomainError } from '../src/errors.ts';
import { ledgerTotals } from '../src/modules/ledger/index.ts';
import { ledgerTransfers } from '../src/modules/ledger/ledger.tables.ts';
import { setLimit } from '../src/modules/limits/index.ts';
import { createLimitSettings } from '../src/modules/limits/testing.ts';
import { buyTickets } from '../src/modules/orders/index.ts';
import { depositFunds } from '../src/modules/payments/index.ts';
import { deposits } from '../src/modules/payments/payments.tables.ts';
import { createDemoPaymentMethods } from '../src/modules/payments/testing.ts';
import { moneyFromWire } from '../src/shared/money.ts';
import { getTestDb, resetTestDb, testDatabaseUrl, widePool } from '../src/testing/test-db.ts';
import {
  asCustomer,
  checkoutItem,
  makeShop,
  newCustomer,
  purchaseCounts,
  type Shop,
  TICKET_MINOR,
} from './orders-fixture.ts';

describe.skipIf(!testDatabaseUrl())('limits under concurrency (PostgreSQL)', () => {
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
    await createLimitSettings(db);
  });

  /** Runs `attempts` purchases of one ticket at once; answers how many went through and the refusals' codes. */
  async function race(customerId: string, attempts: number) {
    const buyer = asCustomer(wideDb, shop, customerId);
    const outcomes = await Promise.allSettled(
      Array.from({ length: attempts }, (_, i) =>
        buyTickets(buyer, { idempotencyKey: `race-${i}`, items: [checkoutItem(shop)] }),
      ),
    );
    const codes = new Set(
      outcomes
        .filter((o): o is PromiseRejectedResult => o.status === 'rejected')
        .map((o) => (isDomainError(o.reason) ? o.reason.code : String(o.reason))),
    );
    return { sold: outcomes.filter((o) => o.status === 'fulfilled').length, codes };
  }

  /** What the customer's purchases took from their wallet. */
  async function spentBy(customerId: string): Promise<bigint> {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${ledgerTransfers.amountMinor}), 0)::text` })
      .from(ledgerTransfers)
      .where(
        and(
          eq(ledgerTransfers.customerId, customerId),
          eq(ledgerTransfers.kind, 'purchase'),
          eq(ledgerTransfers.phase, 'post_pending'),
        ),
      );
    return BigInt(row?.total ?? '-1');
  }

  it('200 purchases at once with $50 left under a weekly limit sell $50 worth at most: 14 tickets of $3.40', async () => {
    const customer = await newCustomer(db, 100_000n);
    const me = asCustomer(db, shop, customer.id);
    // $53.40 a week, of which one ticket is already bought: $50.00 left.
    await setLimit(me, { kind: 'spend', period: 'weekly', amountMinor: 5340n, mode: 'set' });
    await buyTickets(me, { idempotencyKey: 'before', items: [checkoutItem(shop)] });

    const { sold, codes } = await race(customer.id, 200);

    expect(sold).toBe(14);
    expect([...codes]).toEqual(['spend_limit']);
    expect(await spentBy(customer.id)).toBe(15n * TICKET_MINOR);
    expect(await purchaseCounts(db, customer.id)).toMatchObject({
      checkouts: 15,
      tickets: 15,
      purchaseHolds: 15,
    });
    expect(await ledgerTotals({ db })).toEqual({ sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] });
  });

  it('200 purchases at once with exactly 20 tickets left under the limit sell exactly 20', async () => {
    const customer = await newCustomer(db, 100_000n);
    await setLimit(asCustomer(db, shop, customer.id), {
      kind: 'spend',
      period: 'daily',
      amountMinor: 20n * TICKET_MINOR,
      mode: 'set',
    });

    const { sold, codes } = await race(customer.id, 200);

    expect(sold).toBe(20);
    expect([...codes]).toEqual(['spend_limit']);
    expect(await spentBy(customer.id)).toBe(20n * TICKET_MINOR);
    expect(await ledgerTotals({ db })).toEqual({ sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] });
  });

  it('100 deposits of $10 at once under a $50 daily deposit limit: exactly 5 are taken', async () => {
    await createDemoPaymentMethods(db);
    const customer = await newCustomer(db);
    await setLimit(asCustomer(db, shop, customer.id), {
      kind: 'deposit',
      period: 'daily',
      amountMinor: 5000n,
      mode: 'set',
    });
    const payer = asCustomer(wideDb, shop, customer.id);

    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        depositFunds(payer, {
          method: 'td',
          gateway: 'test',
          amount: moneyFromWire(1000, 'AUD'),
          idempotencyKey: `d-${i}`,
        }),
      ),
    );

    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    for (const o of outcomes) {
      if (o.status === 'rejected')
        expect(isDomainError(o.reason) ? o.reason.code : o.reason).toBe('deposit_limit');
    }
    const [stored] = await db
      .select({ n: count() })
      .from(deposits)
      .where(eq(deposits.customerId, customer.id));
    expect(stored?.n).toBe(5);
    expect(await ledgerTotals({ db })).toEqual({ sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] });
  });
});
