/** Reads and small writes of cart items, and what the purchase takes from a cart. Every item query filters by cart id. */
import type { GameType } from '@lottoshop/contracts/catalog';
import type { GameLineDto } from '@lottoshop/contracts/games';
import { and, asc, eq, sql } from 'drizzle-orm';
import { builtOnce, builtOnceRows } from '../../db/built-once.ts';
import { type Money, minorUnits } from '../../shared/money.ts';
import type { Ctx } from '../../use-case.ts';
import {
  currentPriceFrom,
  getOffersWithGameTypes,
  listOfferCauses,
  type ProductOfferRow,
} from '../catalog/index.ts';
import { type DrawRow, getDrawsByIds } from '../draws/index.ts';
import { type CartItemRow, cartItems, carts } from './cart.tables.ts';

type Reader = Pick<Ctx, 'db'>;

/**
 * A cart item as the purchase takes it: what to issue and what it cost when it was added. The purchase reads the
 * offer and the draws itself (and checks both again).
 */
export type CheckoutItem = {
  itemId: string;
  offerId: string;
  gameType: GameType;
  firstDrawId: string;
  numDraws: number;
  /** An offer with selectable days: the ISO weekdays played (the draws entered are only those); null: every draw. */
  drawWeekdays?: number[] | null;
  /** Autoplay chosen: kept on the ticket (decision 052). */
  autoplay?: boolean;
  numGames: number;
  lines: GameLineDto[];
  quantity: number;
  unitPriceMinor: bigint;
  currency: string;
  /** Raffles: the cause chosen (none or null without one); `numGames` is the bundle's number of tickets. */
  causeId?: string | null;
};

/**
 * A cart item with its offer, first draw, game type name (null when the offer does not name the type) and what
 * the ticket costs now (null when it is no longer sold), all from one read of the offers.
 */
export type ItemView = {
  item: CartItemRow;
  offer: ProductOfferRow;
  draw: DrawRow;
  gameOffer: string | null;
  currentPriceMinor: bigint | null;
  /** Raffles: the key of the cause chosen. */
  causeKey: string | null;
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
  const offers = await getOffersWithGameTypes(
    ctx,
    items.map((i) => i.offerId),
  );
  const draws = await getDrawsByIds(
    ctx,
    items.map((i) => i.firstDrawId),
  );
  const raffleOfferIds = items.filter((i) => i.causeId !== null).map((i) => i.offerId);
  const causeKeys = new Map<string, string>();
  for (const list of (await listOfferCauses(ctx, raffleOfferIds)).values()) {
    for (const cause of list) causeKeys.set(cause.causeId, cause.key);
  }
  return items.map((item) => {
    const found = offers.get(item.offerId);
    const draw = draws.get(item.firstDrawId);
    // Foreign keys (with cascading deletes) keep both in place while the item exists.
    if (!found || !draw) throw new Error(`cart item ${item.id} names an offer or draw that does not exist`);
    return {
      item,
      offer: found.offer,
      draw,
      gameOffer: found.gameTypes.get(item.gameType)?.name ?? null,
      currentPriceMinor: minorOrNull(currentPriceFrom(found, item)),
      causeKey: item.causeId ? (causeKeys.get(item.causeId) ?? null) : null,
    };
  });
}

const minorOrNull = (m: Money | null) => (m === null ? null : minorUnits(m));

const toCheckoutItem = (item: CartItemRow): CheckoutItem => ({
  itemId: item.id,
  offerId: item.offerId,
  gameType: item.gameType,
  firstDrawId: item.firstDrawId,
  numDraws: item.numDraws,
  drawWeekdays: item.drawWeekdays,
  autoplay: item.autoplay,
  numGames: item.numGames,
  lines: item.lines,
  quantity: item.quantity,
  unitPriceMinor: item.unitPriceMinor,
  currency: item.currency,
  causeId: item.causeId,
});

/** The purchase's read of a cart, built once (db/built-once.ts). */
const lockCartRows = builtOnce((db) =>
  db
    .select({ cartId: carts.id, item: cartItems })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .where(eq(carts.customerId, sql.placeholder('customerId')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .for('update', { of: carts }),
);

/**
 * Locks the customer's cart row for the rest of the transaction and returns its items, oldest first, in one
 * statement; null when the customer has no cart. Two purchases of one cart therefore run one after the other.
 */
export async function lockCustomerCart(
  ctx: Reader,
  customerId: string,
): Promise<{ cartId: string; items: CheckoutItem[] } | null> {
  const rows = await lockCartRows(ctx.db, { customerId });
  const [first] = rows;
  if (!first) return null;
  return {
    cartId: first.cartId,
    items: rows.flatMap((r) => (r.item ? [toCheckoutItem(r.item)] : [])),
  };
}

const emptyCart = builtOnceRows<{ cartId: string }, Record<string, never>>(
  () =>
    sql`with emptied as (delete from ${cartItems} where ${cartItems.cartId} = ${sql.placeholder('cartId')})
        update ${carts} set updated_at = now() where ${carts.id} = ${sql.placeholder('cartId')}`,
);

/** Removes every item of a cart (after a purchase), in one statement; the cart itself stays. */
export async function clearCart(ctx: Reader, cartId: string): Promise<void> {
  await emptyCart(ctx.db, { cartId });
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
