import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { saveFavouriteNumbers } from '../src/modules/account/index.ts';
import type { ProductOfferRow } from '../src/modules/catalog/index.ts';
import { createProductOffer } from '../src/modules/catalog/testing.ts';
import type { DrawRow } from '../src/modules/draws/index.ts';
import { createDraw } from '../src/modules/draws/testing.ts';
import { buyTickets, listRecommendedPlays } from '../src/modules/orders/index.ts';
import { testCtx } from '../src/testing/index.ts';
import { asCustomer, checkoutItem, freshShop, LINES, newCustomer, type Shop } from './orders-fixture.ts';

let db: Db;
let shop: Shop;
/** Two more lotteries after the shop's Saturday Lotto in display order, each with one open draw. */
let oz: { offer: ProductOfferRow; draw: DrawRow };
let monday: { offer: ProductOfferRow; draw: DrawRow };

/** A lottery with two open draws, three and ten days away. */
async function lottery(key: string, name: string, drawNo: number) {
  const offer = await createProductOffer(db, { key, name });
  const now = shop.clock.now();
  const day = 86_400_000;
  const draw = await createDraw(
    db,
    { offerId: offer.id, drawNo, drawAt: new Date(now.getTime() + 3 * day) },
    now,
  );
  await createDraw(
    db,
    { offerId: offer.id, drawNo: drawNo + 1, drawAt: new Date(now.getTime() + 10 * day) },
    now,
  );
  return { offer, draw };
}

beforeEach(async () => {
  ({ db, shop } = await freshShop());
  oz = await lottery('oz_lotto', 'Oz Lotto', 1600);
  monday = await lottery('monday_lotto', 'Monday Lotto', 4300);
});

const SIX_LINES = [...LINES, { Numbers: [25, 26, 27, 28, 29, 30] }, { Numbers: [31, 32, 33, 34, 35, 36] }];
let keyNo = 0;

/** One paid purchase of a standard ticket of `games` lines for `numDraws` draws of the offer's draw. */
async function buy(
  customerId: string,
  target: { offer: ProductOfferRow; draw: DrawRow },
  games = 4,
  numDraws = 1,
) {
  const lines = SIX_LINES.slice(0, games);
  await buyTickets(asCustomer(db, shop, customerId), {
    idempotencyKey: `recommended-${++keyNo}`,
    items: [
      checkoutItem(shop, {
        offerId: target.offer.id,
        firstDrawId: target.draw.id,
        numGames: games,
        numDraws,
        lines,
        unitPriceMinor: 85n * BigInt(games * numDraws),
      }),
    ],
  });
  // Each purchase a minute after the last, so "most recent" is well defined.
  shop.clock.advance(60_000);
}

const saturday = () => ({ offer: shop.offer, draw: shop.draws[0]! });
const summary = (plays: Awaited<ReturnType<typeof listRecommendedPlays>>) =>
  plays.map((p) => [p.productOfferKey, p.reason, p.timesBought]);

describe('listRecommendedPlays', () => {
  it('ranks the offers a customer bought most first, then the most recent, then featured offers', async () => {
    const customer = await newCustomer(db, 100_000n);
    await buy(customer.id, oz, 6);
    await buy(customer.id, saturday());
    await buy(customer.id, oz, 6);
    await buy(customer.id, oz, 5, 2);
    const plays = await listRecommendedPlays(asCustomer(db, shop, customer.id), { limit: 3 });
    expect(summary(plays)).toEqual([
      ['oz_lotto', 'history', 3],
      ['saturday_lotto', 'history', 1],
      ['monday_lotto', 'featured', 0],
    ]);
    // The usual ticket of Oz Lotto: six games for one draw (bought twice), not the latest (five games, two draws).
    expect(plays[0]).toMatchObject({
      gameType: 'standard',
      gameOffer: 'Standard',
      numGames: 6,
      numDraws: 1,
      nextDraw: { productOfferKey: 'oz_lotto', drawNo: 1600, purchaseStatus: 'open' },
    });
    expect(plays[2]).toMatchObject({ numGames: 18, numDraws: 1, lastBoughtAt: null });
  });

  it('takes the latest of two usual tickets bought equally often', async () => {
    const customer = await newCustomer(db, 100_000n);
    await buy(customer.id, oz, 6);
    await buy(customer.id, oz, 5, 2);
    const [play] = await listRecommendedPlays(asCustomer(db, shop, customer.id), { limit: 1 });
    expect(play).toMatchObject({ productOfferKey: 'oz_lotto', timesBought: 2, numGames: 5, numDraws: 2 });
  });

  it('puts the more recently bought of two offers bought equally often first, and honours the limit', async () => {
    const customer = await newCustomer(db, 100_000n);
    await buy(customer.id, saturday());
    await buy(customer.id, monday);
    const plays = await listRecommendedPlays(asCustomer(db, shop, customer.id), { limit: 2 });
    expect(summary(plays)).toEqual([
      ['monday_lotto', 'history', 1],
      ['saturday_lotto', 'history', 1],
    ]);
    expect(plays[0]!.lastBoughtAt).toBe(new Date(shop.clock.now().getTime() - 60_000).toISOString());
  });

  it("never counts another customer's purchases", async () => {
    const other = await newCustomer(db, 100_000n);
    await buy(other.id, monday);
    await buy(other.id, monday);
    const customer = await newCustomer(db, 100_000n);
    await buy(customer.id, oz);
    const plays = await listRecommendedPlays(asCustomer(db, shop, customer.id), { limit: 3 });
    expect(summary(plays)).toEqual([
      ['oz_lotto', 'history', 1],
      ['saturday_lotto', 'featured', 0],
      ['monday_lotto', 'featured', 0],
    ]);
  });

  it('answers the featured offers in display order for a customer with no history', async () => {
    const customer = await newCustomer(db);
    const plays = await listRecommendedPlays(asCustomer(db, shop, customer.id), { limit: 10 });
    expect(summary(plays)).toEqual([
      ['saturday_lotto', 'featured', 0],
      ['oz_lotto', 'featured', 0],
      ['monday_lotto', 'featured', 0],
    ]);
  });

  it('leaves out an offer the shop no longer sells, even when bought before', async () => {
    const customer = await newCustomer(db, 100_000n);
    await buy(customer.id, oz);
    // Oz Lotto is taken off sale.
    await db.execute(sql`update product_offers set available = false where key = 'oz_lotto'`);
    const plays = await listRecommendedPlays(asCustomer(db, shop, customer.id), { limit: 10 });
    expect(plays.map((p) => p.productOfferKey)).not.toContain('oz_lotto');
    expect(plays.map((p) => p.productOfferKey)).toContain('saturday_lotto');
  });

  it("falls back to the offer's first entry type sold online when the usual one is no longer sold", async () => {
    const customer = await newCustomer(db, 100_000n);
    await buy(customer.id, oz, 6);
    await db.execute(sql`
      insert into offer_game_types (offer_id, game_type, name, price_per_game_minor, min_games, max_games, default_games, display_order)
      values (${oz.offer.id}, 'random', 'Quick Pick', 85, 1, 20, 5, 2)`);
    await db.execute(
      sql`update offer_game_types set enabled = false where offer_id = ${oz.offer.id} and game_type = 'standard'`,
    );
    const [play] = await listRecommendedPlays(asCustomer(db, shop, customer.id), { limit: 1 });
    expect(play).toMatchObject({
      productOfferKey: 'oz_lotto',
      reason: 'history',
      gameType: 'random',
      gameOffer: 'Quick Pick',
      routeSuffix: '/random',
      numGames: 5,
    });
  });

  it('leaves out a lottery sold only in ways the shop does not sell online', async () => {
    await db.execute(
      sql`update offer_game_types set game_type = 'syndicate' where offer_id = ${monday.offer.id}`,
    );
    const customer = await newCustomer(db);
    const plays = await listRecommendedPlays(asCustomer(db, shop, customer.id), { limit: 10 });
    expect(plays.map((p) => p.productOfferKey)).toEqual(['saturday_lotto', 'oz_lotto']);
  });

  it('says which offers the customer has favourite numbers for', async () => {
    const customer = await newCustomer(db);
    const ctx = asCustomer(db, shop, customer.id);
    await saveFavouriteNumbers(ctx, { favouriteNumbers: { oz_lotto: [{ main: [1, 2, 3, 4, 5, 6] }] } });
    const plays = await listRecommendedPlays(ctx, { limit: 3 });
    expect(plays.map((p) => [p.productOfferKey, p.hasFavouriteNumbers])).toEqual([
      ['saturday_lotto', false],
      ['oz_lotto', true],
      ['monday_lotto', false],
    ]);
  });

  it('refuses an anonymous visitor', async () => {
    await expect(listRecommendedPlays(testCtx(db, shop.clock), { limit: 3 })).rejects.toMatchObject({
      code: 'unauthorized',
    });
  });
});
