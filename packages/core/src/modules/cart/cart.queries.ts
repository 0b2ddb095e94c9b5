/** Reads and small writes of cart items, and what the purchase takes from a cart. Every item query filters by cart id. */
import type { GameType } from '@lottoshop/contracts/catalog';
import type { GameLineDto } from '@lottoshop/contracts/games';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../../use-case.ts';
import { getOffersWithGameTypeNames, type ProductOfferRow } from '../catalog/index.ts';
import { type DrawRow, getDrawsByIds } from '../draws/index.ts';
import { type CartItemRow, cartItems, carts } from './cart.tables.ts';

type Reader = Pick<Ctx, 'db'>;

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
export async function listItemViews(ctx: Reader, cartId: string): Promise<ItemView[]> {
  const items = await ctx.db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  if (items.length === 0) return [];
  // One after another: inside a transaction every query shares one connection.
  const offers = await getOffersWithGameTypeNames(
    ctx,
    items.map((i) => i.offerId),
  );
  const draws = await getDrawsByIds(
    ctx,
    items.map((i) => i.firstDrawId),
  );
  return items.map((item) => {
    const found = offers.get(item.offerId);
    const draw = draws.get(item.firstDrawId);
    // Foreign keys (with cascading deletes) keep both in place while the item exists.
    if (!found || !draw) throw new Error(`cart item ${item.id} names an offer or draw that does not exist`);
    return { item, offer: found.offer, draw, gameOffer: found.gameTypeNames.get(item.gameType) ?? null };
  });
}

function toCheckoutItem({ item, offer, draw, gameOffer }: ItemView): CheckoutItem {
  return {
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
  };
}

/**
 * Locks the customer's cart row (SELECT ... FOR UPDATE) for the rest of the transaction and returns its items;
 * null when the customer has no cart. Two purchases of one cart therefore run one after the other.
 */
export async function lockCustomerCart(
  ctx: Reader,
  customerId: string,
): Promise<{ cartId: string; items: CheckoutItem[] } | null> {
  const [cart] = await ctx.db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.customerId, customerId))
    .for('update');
  if (!cart) return null;
  return { cartId: cart.id, items: (await listItemViews(ctx, cart.id)).map(toCheckoutItem) };
}

/** Removes every item of a cart (after a purchase); the cart itself stays. */
export async function clearCart(ctx: Reader, cartId: string): Promise<void> {
  await ctx.db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await ctx.db.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}

/** Stores new unit prices (after the customer was told the price changed). */
export async function repriceItems(
  ctx: Reader,
  changes: readonly { itemId: string; unitPriceMinor: bigint }[],
): Promise<void> {
  for (const change of changes) {
    if (change.unitPriceMinor <= 0n) throw new RangeError('unit price must be positive');
    await ctx.db
      .update(cartItems)
      .set({ unitPriceMinor: change.unitPriceMinor })
      .where(and(eq(cartItems.id, change.itemId)));
  }
}
