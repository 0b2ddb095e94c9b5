/**
 * Raffle ticket numbers under real concurrency (PostgreSQL only: PGlite has one connection, so nothing overlaps
 * there): 200 buyers, each in their own transaction on their own connection, race for the last 50 tickets; and
 * carts mixing a pre-ordered raffle with one on sale, in either order, race without a deadlock (the purchase takes
 * the draws' counter rows in the order of their ids, whatever the cart's order: decision 064's amendment).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { isDomainError } from '../src/errors.ts';
import { accessTokenKeys } from '../src/modules/identity/index.ts';
import { createSignedInCustomers } from '../src/modules/identity/testing.ts';
import { getWalletBalance, ledgerTotals } from '../src/modules/ledger/index.ts';
import { buyTickets } from '../src/modules/orders/index.ts';
import { fundWallets } from '../src/modules/payments/testing.ts';
import { raffleDraws, rafflePreOrders, raffleTickets } from '../src/modules/raffles/raffles.tables.ts';
import { customerCtx } from '../src/testing/index.ts';
import { getTestDb, resetTestDb, testDatabaseUrl, widePool } from '../src/testing/test-db.ts';
import { silentLog } from '../src/use-case.ts';
import { asCustomer, checkoutItem, NOW, newCustomer } from './orders-fixture.ts';
import { addCarRaffle, makeRaffleShop, type RaffleShop } from './raffles-fixture.ts';

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
    // The refused buyers paid nothing: the ledger sums to zero and every account agrees with its transfers.
    expect(await ledgerTotals({ db })).toMatchObject({ sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] });
  }, 120_000);

  it('carts mixing a pre-ordered raffle and one on sale, in either order, race without a deadlock', async () => {
    // A second raffle whose sales open in two days: its tickets are pre-ordered (held, numbered when it opens).
    const { offer: car, draw: carDraw } = await addCarRaffle(db, shop, { salesOpenInDays: 2 });
    const preOrder = () =>
      checkoutItem(shop, {
        offerId: car.id,
        firstDrawId: carDraw.id,
        numGames: 1,
        lines: [],
        quantity: 1,
        unitPriceMinor: 10_00n,
        causeId: shop.raffle.causes.surf.id,
      });

    const buyers = await createSignedInCustomers(db, {
      count: 80,
      keys: accessTokenKeys('raffle-concurrency-test-secret-0123456789'),
      now: new Date(NOW),
    });
    // Exactly enough for both tickets.
    await fundWallets(
      db,
      buyers.map((b) => b.customerId),
      20_00n,
    );
    // A purchase the database aborts (a deadlock, a serialization failure) is run again, with a warning: the race
    // must need none, and none may be refused.
    const retries: unknown[] = [];
    const log = { ...silentLog, warn: (...args: unknown[]) => void retries.push(args) };
    const race = widePool(db, 40);
    try {
      const outcomes = await Promise.allSettled(
        buyers.map((b, i) =>
          buyTickets(
            { ...asCustomer(race.db, shop, b.customerId), log },
            {
              idempotencyKey: `mixed-race-${i}`,
              items:
                i % 2 === 0 ? [preOrder(), raffleItem(1, 1, 10_00n)] : [raffleItem(1, 1, 10_00n), preOrder()],
            },
          ),
        ),
      );
      const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      expect(refused.map((r) => String(r.reason))).toEqual([]);
      expect(retries).toEqual([]);
    } finally {
      await race.end();
    }

    const [home] = await db.select().from(raffleDraws).where(eq(raffleDraws.drawId, shop.raffle.draw.id));
    const [carCounter] = await db.select().from(raffleDraws).where(eq(raffleDraws.drawId, carDraw.id));
    expect(home).toMatchObject({ sold: 80, preOrdered: 0 });
    expect(carCounter).toMatchObject({ sold: 0, preOrdered: 80 });
    const preOrders = await db.select().from(rafflePreOrders).where(eq(rafflePreOrders.drawId, carDraw.id));
    expect(preOrders).toHaveLength(80);
    // Every wallet paid its ticket on sale ($10 of $20 posted) and holds its pre-order's price ($10).
    for (const b of buyers) {
      const wallet = await getWalletBalance(customerCtx(db, shop.clock, b.customerId), {
        customerId: b.customerId,
        currency: 'AUD',
      });
      expect(wallet).toEqual({ balanceMinor: 10_00n, heldMinor: 10_00n, availableMinor: 0n });
    }
    expect(await ledgerTotals({ db })).toMatchObject({ sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] });
  }, 120_000);
});
