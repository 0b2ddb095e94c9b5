/**
 * Raffle ticket numbers under real concurrency (PostgreSQL only: PGlite has one connection, so nothing overlaps
 * there): 200 buyers, each in their own transaction on their own connection, race for the last 50 tickets.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { isDomainError } from '../src/errors.ts';
import { accessTokenKeys, createSignedInCustomers } from '../src/modules/identity/index.ts';
import { ledgerTotals } from '../src/modules/ledger/index.ts';
import { buyTickets } from '../src/modules/orders/index.ts';
import { fundWallets } from '../src/modules/payments/index.ts';
import { raffleDraws, raffleTickets } from '../src/modules/raffles/raffles.tables.ts';
import { getTestDb, resetTestDb, testDatabaseUrl, widePool } from '../src/testing/test-db.ts';
import { asCustomer, checkoutItem, NOW, newCustomer } from './orders-fixture.ts';
import { makeRaffleShop, type RaffleShop } from './raffles-fixture.ts';

describe.skipIf(!testDatabaseUrl())('raffle tickets under concurrency (PostgreSQL)', () => {
  let db: Db;
  let wide: ReturnType<typeof widePool>;
  let wideDb: Db;
  let shop: RaffleShop;

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
    shop = await makeRaffleShop(db, { cap: 100 });
  });

  const raffleItem = (numGames: number, quantity: number, unitPriceMinor: bigint) =>
    checkoutItem(shop, {
      offerId: shop.raffle.offer.id,
      firstDrawId: shop.raffle.draw.id,
      numGames,
      lines: [],
      quantity,
      unitPriceMinor,
      causeId: shop.raffle.causes.kids.id,
    });

  it('200 buyers at once against the last 50 tickets: exactly 50 sold, every number distinct, within the cap', async () => {
    // The first 50 tickets sold the ordinary way: ten bundles of three and twenty single tickets.
    const early = await newCustomer(db, 500_00n);
    await buyTickets(asCustomer(db, shop, early.id), {
      idempotencyKey: 'early',
      items: [raffleItem(3, 10, 25_00n), raffleItem(1, 20, 10_00n)],
    });

    const buyers = await createSignedInCustomers(db, {
      count: 200,
      keys: accessTokenKeys('raffle-concurrency-test-secret-0123456789'),
      now: new Date(NOW),
    });
    await fundWallets(
      db,
      buyers.map((b) => b.customerId),
      10_00n,
    );

    const outcomes = await Promise.allSettled(
      buyers.map((b, i) =>
        buyTickets(asCustomer(wideDb, shop, b.customerId), {
          idempotencyKey: `raffle-race-${i}`,
          items: [raffleItem(1, 1, 10_00n)],
        }),
      ),
    );
    const succeeded = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(succeeded).toHaveLength(50);
    expect(refused).toHaveLength(150);
    for (const r of refused) {
      expect(isDomainError(r.reason) ? r.reason.message : r.reason).toBe(
        'Home Raffle 7 is sold out. No more tickets can be bought.',
      );
    }

    const numbers = (
      await db
        .select({ n: raffleTickets.ticketNo })
        .from(raffleTickets)
        .where(eq(raffleTickets.drawId, shop.raffle.draw.id))
    ).map((r) => r.n);
    expect(numbers).toHaveLength(100);
    expect(new Set(numbers).size).toBe(100);
    expect(Math.min(...numbers)).toBe(1);
    expect(Math.max(...numbers)).toBe(100);
    const [counter] = await db.select().from(raffleDraws).where(eq(raffleDraws.drawId, shop.raffle.draw.id));
    expect(counter).toMatchObject({ sold: 100, ticketCap: 100 });
    // The refused buyers paid nothing: the ledger holds no stray hold and sums to zero.
    expect(await ledgerTotals({ db })).toMatchObject({ sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] });
  }, 120_000);
});
