/** A lottery with open draws, a funded customer and a cart to buy: the setting of the purchase tests. */
import type { AddCartItemBody } from '@lottoshop/contracts/cart';
import { count, eq, sql } from 'drizzle-orm';
import { type FixedClock, fixedClock } from '../src/clock.ts';
import type { Db } from '../src/db/client.ts';
import { cartItems, carts } from '../src/modules/cart/cart.tables.ts';
import { addItem, type CheckoutItem } from '../src/modules/cart/index.ts';
import { createProductOffer } from '../src/modules/catalog/testing.ts';
import { createDraw } from '../src/modules/draws/testing.ts';
import { createCustomer } from '../src/modules/identity/testing.ts';
import { ledgerTransfers } from '../src/modules/ledger/ledger.tables.ts';
import { checkouts, ticketDraws, ticketLines, tickets } from '../src/modules/orders/orders.tables.ts';
import { fundWallet } from '../src/modules/payments/testing.ts';
import { createSiteSettings } from '../src/modules/site/testing.ts';
import { customerCtx } from '../src/testing/index.ts';
import { getTestDb, resetTestDb } from '../src/testing/test-db.ts';

/** Monday 2 March 2026, 12:00 in Sydney. */
export const NOW = '2026-03-02T01:00:00.000Z';
/** Four games at 85c for one draw. */
export const TICKET_MINOR = 340n;

export const LINES = [
  { Numbers: [1, 2, 3, 4, 5, 6] },
  { Numbers: [7, 8, 9, 10, 11, 12] },
  { Numbers: [13, 14, 15, 16, 17, 18] },
  { Numbers: [19, 20, 21, 22, 23, 24] },
];

export type Shop = Awaited<ReturnType<typeof makeShop>>;

/** A Saturday-Lotto-like offer (6 of 45, 85c a game, at least 4 games) with three weekly open draws. */
export async function makeShop(db: Db) {
  const clock: FixedClock = fixedClock(NOW);
  const now = clock.now();
  // The site's name and address: settling a draw e-mails its winners.
  await createSiteSettings(db);
  const offer = await createProductOffer(db, { key: 'saturday_lotto', name: 'Saturday Lotto' });
  const week = 7 * 86_400_000;
  const draws = [];
  for (let i = 0; i < 3; i++) {
    draws.push(
      await createDraw(
        db,
        { offerId: offer.id, drawNo: 4520 + i, drawAt: new Date(now.getTime() + (i + 1) * week) },
        now,
      ),
    );
  }
  return { clock, offer, draws };
}

/** The worker's test database, emptied, with the shop in it (for a beforeEach). */
export async function freshShop(): Promise<{ db: Db; shop: Shop }> {
  const db = await getTestDb();
  await resetTestDb(db);
  return { db, shop: await makeShop(db) };
}

export async function newCustomer(db: Db, fundsMinor = 0n) {
  const customer = await createCustomer(db);
  if (fundsMinor > 0n) await fundWallet(db, customer.id, fundsMinor, { now: new Date(NOW) });
  return customer;
}

export function ticketBody(shop: Shop, overrides: Partial<AddCartItemBody> = {}): AddCartItemBody {
  return {
    lotteryKey: shop.offer.key,
    gameType: 'standard',
    drawNo: shop.draws[0]!.drawNo,
    numDraws: 1,
    games: LINES,
    quantity: 1,
    ...overrides,
  };
}

export async function addToCart(
  db: Db,
  shop: Shop,
  customerId: string,
  overrides: Partial<AddCartItemBody> = {},
) {
  return addItem(customerCtx(db, shop.clock, customerId), { body: ticketBody(shop, overrides) });
}

/** The context of a customer of the shop, on the shop's clock. */
export const asCustomer = (db: Db, shop: Shop, customerId: string) => customerCtx(db, shop.clock, customerId);

/** A checkout item of one ticket for the first draw, as buyTickets takes it (not from a cart). */
export function checkoutItem(shop: Shop, overrides: Partial<CheckoutItem> = {}): CheckoutItem {
  const draw = shop.draws[0]!;
  return {
    itemId: crypto.randomUUID(),
    offerId: shop.offer.id,
    gameType: 'standard',
    firstDrawId: draw.id,
    numDraws: 1,
    drawWeekdays: null,
    autoplay: false,
    numGames: 4,
    lines: LINES,
    quantity: 1,
    unitPriceMinor: TICKET_MINOR,
    currency: 'AUD',
    ...overrides,
  };
}

/** Row counts of what a purchase writes, for one customer. */
export async function purchaseCounts(db: Db, customerId: string) {
  const one = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  return {
    checkouts: await one(
      db.select({ n: count() }).from(checkouts).where(eq(checkouts.customerId, customerId)),
    ),
    tickets: await one(db.select({ n: count() }).from(tickets).where(eq(tickets.customerId, customerId))),
    ticketLines: await one(
      db
        .select({ n: count() })
        .from(ticketLines)
        .innerJoin(tickets, eq(tickets.id, ticketLines.ticketId))
        .where(eq(tickets.customerId, customerId)),
    ),
    ticketDraws: await one(
      db
        .select({ n: count() })
        .from(ticketDraws)
        .innerJoin(tickets, eq(tickets.id, ticketDraws.ticketId))
        .where(eq(tickets.customerId, customerId)),
    ),
    // A purchase holds its money and posts the hold: one posted movement per purchase.
    purchaseTransfers: await one(
      db
        .select({ n: count() })
        .from(ledgerTransfers)
        .where(
          sql`${ledgerTransfers.customerId} = ${customerId} and ${ledgerTransfers.kind} = 'purchase' and ${ledgerTransfers.phase} = 'post_pending'`,
        ),
    ),
    purchaseHolds: await one(
      db
        .select({ n: count() })
        .from(ledgerTransfers)
        .where(
          sql`${ledgerTransfers.customerId} = ${customerId} and ${ledgerTransfers.kind} = 'purchase' and ${ledgerTransfers.phase} = 'pending'`,
        ),
    ),
    cartItems: await one(
      db
        .select({ n: count() })
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .where(eq(carts.customerId, customerId)),
    ),
  };
}
