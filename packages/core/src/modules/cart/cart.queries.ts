/** Reads and small writes of carts that other modules (checkout) call. Every item query filters by cart id. */
import type { GameType } from '@lottoshop/contracts/catalog';
import { ticketPriceMinor } from '@lottoshop/contracts/game-rules';
import type { GameLineDto } from '@lottoshop/contracts/games';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offerGameTypes, type ProductOfferRow, productOffers } from '../catalog/catalog.tables.ts';
import { type DrawRow, draws } from '../draws/draws.tables.ts';
import { type CartItemRow, cartItems, carts } from './cart.tables.ts';

/** A cart item as checkout needs it: what to issue and what it cost when it was added. */
export type CheckoutItem = {
  itemId: string;
  offerId: string;
  offerKey: string;
  offerName: string;
  gameType: GameType;
  /** The game type's display name, e.g. "Standard". */
  gameOffer: string;
  firstDrawId: string;
  firstDrawNo: number;
  numDraws: number;
  numGames: number;
  lines: GameLineDto[];
  quantity: number;
  unitPriceMinor: bigint;
  currency: string;
};

/** A cart item with its offer, first draw and game type name (null when the offer does not name the type). */
export type ItemView = {
  item: CartItemRow;
  offer: ProductOfferRow;
  draw: DrawRow;
  gameOffer: string | null;
};

/** The items of one cart with their offer, first draw and game type name, oldest first. */
export async function listItemViews(db: Db, cartId: string): Promise<ItemView[]> {
  return db
    .select({ item: cartItems, offer: productOffers, draw: draws, gameOffer: offerGameTypes.name })
    .from(cartItems)
    .innerJoin(productOffers, eq(productOffers.id, cartItems.offerId))
    .innerJoin(draws, eq(draws.id, cartItems.firstDrawId))
    .leftJoin(
      offerGameTypes,
      and(eq(offerGameTypes.offerId, cartItems.offerId), eq(offerGameTypes.gameType, cartItems.gameType)),
    )
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/** The items of one cart as checkout issues them, oldest first. */
export async function listCheckoutItems(db: Db, cartId: string): Promise<CheckoutItem[]> {
  return (await listItemViews(db, cartId)).map(({ item, offer, draw, gameOffer }) => ({
    itemId: item.id,
    offerId: item.offerId,
    offerKey: offer.key,
    offerName: offer.name,
    gameType: item.gameType,
    gameOffer: gameOffer ?? item.gameType,
    firstDrawId: item.firstDrawId,
    firstDrawNo: draw.drawNo,
    numDraws: item.numDraws,
    numGames: item.numGames,
    lines: item.lines,
    quantity: item.quantity,
    unitPriceMinor: item.unitPriceMinor,
    currency: item.currency,
  }));
}

/**
 * Locks the customer's cart row (SELECT ... FOR UPDATE) for the rest of the transaction and returns its items;
 * null when the customer has no cart. Two purchases of one cart therefore run one after the other.
 */
export async function lockCustomerCart(
  tx: Db,
  customerId: string,
): Promise<{ cartId: string; items: CheckoutItem[] } | null> {
  const [cart] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.customerId, customerId))
    .for('update');
  if (!cart) return null;
  return { cartId: cart.id, items: await listCheckoutItems(tx, cart.id) };
}

/** Removes every item of a cart (after a purchase); the cart itself stays. */
export async function clearCart(tx: Db, cartId: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}

/** Stores new unit prices (after the customer was told the price changed). */
export async function repriceItems(
  db: Db,
  changes: { itemId: string; unitPriceMinor: bigint }[],
): Promise<void> {
  for (const change of changes) {
    if (change.unitPriceMinor <= 0n) throw new RangeError('unit price must be positive');
    await db
      .update(cartItems)
      .set({ unitPriceMinor: change.unitPriceMinor })
      .where(eq(cartItems.id, change.itemId));
  }
}

/**
 * What one of this item costs now: the game type's current price per game x games x draws; null when the
 * offer is no longer on sale or the game type is no longer sold.
 */
export async function currentUnitPriceMinor(
  db: Db,
  item: Pick<CheckoutItem, 'offerId' | 'gameType' | 'numGames' | 'numDraws'>,
): Promise<bigint | null> {
  const [row] = await db
    .select({ pricePerGameMinor: offerGameTypes.pricePerGameMinor })
    .from(offerGameTypes)
    .innerJoin(productOffers, eq(productOffers.id, offerGameTypes.offerId))
    .where(
      and(
        eq(offerGameTypes.offerId, item.offerId),
        eq(offerGameTypes.gameType, item.gameType),
        eq(offerGameTypes.enabled, true),
        eq(productOffers.available, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  return BigInt(ticketPriceMinor(Number(row.pricePerGameMinor), item.numGames, item.numDraws));
}

/** The draws of an offer numbered `fromDrawNo` .. `fromDrawNo + count - 1`, by number. */
export async function drawsFrom(db: Db, offerId: string, fromDrawNo: number, count: number) {
  const numbers = Array.from({ length: count }, (_, i) => fromDrawNo + i);
  return db
    .select()
    .from(draws)
    .where(and(eq(draws.offerId, offerId), inArray(draws.drawNo, numbers)))
    .orderBy(asc(draws.drawNo));
}
