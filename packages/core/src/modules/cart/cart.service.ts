/**
 * The cart use-cases (spec 1 §3 Cart, §4 cart lifecycle, §7 cart calls; spec 2 §9 ticket rules): anonymous carts
 * reached by a secret token, one cart per signed-in customer, adding validated tickets, changing and removing
 * them, rebuilding, and converting an anonymous cart on sign-in. Every item query is scoped by the cart's id.
 */
import { randomBytes, randomInt } from 'node:crypto';
import {
  type AddCartItemBody,
  ANONYMOUS_CART_DAYS,
  type AnonCartDto,
  type CartDto,
  type CartItemDto,
} from '@lottoshop/contracts/cart';
import { DRAW_COUNT_OPTIONS, ticketPriceMinor } from '@lottoshop/contracts/game-rules';
import type { GameLineDto } from '@lottoshop/contracts/games';
import { BASE_CURRENCY, type Currency, money } from '@lottoshop/contracts/money';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';
import { getGameDefinition, getProductOfferByKey } from '../catalog/catalog.queries.ts';
import { offerGameTypes } from '../catalog/catalog.tables.ts';
import { purchaseStatusOf } from '../draws/draws.queries.ts';
import { type DrawRow, draws } from '../draws/draws.tables.ts';
import { currentUnitPriceMinor, drawsFrom, type ItemView, listItemViews } from './cart.queries.ts';
import { completeLine, describeItem, isEmptyLine, lotteryProductType } from './cart.rules.ts';
import { type CartRow, cartItems, carts } from './cart.tables.ts';

export type { CheckoutItem } from './cart.queries.ts';
export { clearCart, currentUnitPriceMinor, lockCustomerCart, repriceItems } from './cart.queries.ts';

/** Whose cart: an anonymous visitor's (by token) or a signed-in customer's. */
export type CartOwner = { kind: 'anonymous'; token: string } | { kind: 'customer'; customerId: string };
type CartFor<O extends CartOwner> = O extends { kind: 'anonymous' } ? AnonCartDto : CartDto;

/** A cart holds at most this many items (each up to 20 tickets). */
export const MAX_CART_ITEMS = 50;
/** Game types that can be bought so far. */
const SELLABLE_GAME_TYPES = new Set(['standard']);
const DAY_MS = 86_400_000;
const CLOSED_DRAW_REASON = 'The draw for this ticket has closed.';
const NO_LONGER_SOLD_REASON = 'This ticket is no longer on sale.';
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newAnonymousToken(): string {
  return randomBytes(32).toString('base64url');
}

function newReference(): string {
  let ref = '';
  for (let i = 0; i < 10; i++) ref += REFERENCE_ALPHABET[randomInt(0, REFERENCE_ALPHABET.length)];
  return ref;
}

const anonymousExpiry = (now: Date) => new Date(now.getTime() + ANONYMOUS_CART_DAYS * DAY_MS);

// ---------------------------------------------------------------------------------------------------------------
// Finding carts

async function findAnonymousCart(db: Db, token: string, now: Date): Promise<CartRow> {
  const [cart] = await db.select().from(carts).where(eq(carts.anonymousToken, token)).limit(1);
  if (!cart) throw new DomainError('cart_not_found');
  if (cart.expiresAt && cart.expiresAt.getTime() <= now.getTime()) {
    await db.delete(carts).where(eq(carts.id, cart.id));
    throw new DomainError('cart_not_found');
  }
  return cart;
}

async function findOrCreateCustomerCart(db: Db, customerId: string): Promise<CartRow> {
  const existing = await db.select().from(carts).where(eq(carts.customerId, customerId)).limit(1);
  if (existing[0]) return existing[0];
  await db
    .insert(carts)
    .values({ reference: newReference(), customerId })
    .onConflictDoNothing({ target: carts.customerId });
  const [cart] = await db.select().from(carts).where(eq(carts.customerId, customerId)).limit(1);
  if (!cart) throw new Error('customer cart could not be created');
  return cart;
}

async function resolveCart(db: Db, owner: CartOwner, now: Date): Promise<CartRow> {
  return owner.kind === 'anonymous'
    ? findAnonymousCart(db, owner.token, now)
    : findOrCreateCustomerCart(db, owner.customerId);
}

/** Records a change: an anonymous cart lives another 14 days from now. */
async function touchCart(db: Db, cart: CartRow, now: Date): Promise<CartRow> {
  const [row] = await db
    .update(carts)
    .set({ updatedAt: now, ...(cart.anonymousToken ? { expiresAt: anonymousExpiry(now) } : {}) })
    .where(eq(carts.id, cart.id))
    .returning();
  return row ?? cart;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading a cart as the wire shows it

function firstDrawOnSale(draw: DrawRow, now: Date): boolean {
  const status = purchaseStatusOf(draw, now);
  return status === 'open' || status === 'pre_order';
}

function toItemDto(view: ItemView): CartItemDto {
  const { item, offer, draw } = view;
  const currency = item.currency as Currency;
  return {
    id: item.id,
    description: describeItem(offer.name, item.numGames, item.numDraws),
    quantity: item.quantity,
    unitPrice: money(item.unitPriceMinor, currency),
    total: money(item.unitPriceMinor * BigInt(item.quantity), currency),
    productType: lotteryProductType(item.numDraws),
    lotteryKey: offer.key,
    productOfferName: offer.name,
    drawNo: draw.drawNo,
    drawDate: draw.drawAt.toISOString(),
    drawPrizePool: draw.jackpotMinor === null ? null : money(draw.jackpotMinor, draw.currency as Currency),
    gameType: item.gameType,
    gameOffer: view.gameOffer ?? item.gameType,
    numDraws: item.numDraws,
    numGames: item.numGames,
    games: item.lines,
    causeKey: null,
    purchaseStatus: 'standard',
    recurringPurchase: null,
  };
}

type Removed = CartDto['autoRemovedItems'];

/**
 * The cart as the customer sees it now. Items whose first draw has closed are taken out and reported; with
 * `reprice`, items are brought to today's price and items no longer sold are taken out too.
 */
async function cartView(
  db: Db,
  cart: CartRow,
  now: Date,
  opts: { reprice?: boolean; removed?: Removed } = {},
): Promise<CartDto | AnonCartDto> {
  const autoRemovedItems: Removed = [...(opts.removed ?? [])];
  const kept: ItemView[] = [];
  const drop: string[] = [];
  for (const view of await listItemViews(db, cart.id)) {
    const description = describeItem(view.offer.name, view.item.numGames, view.item.numDraws);
    if (!firstDrawOnSale(view.draw, now)) {
      drop.push(view.item.id);
      autoRemovedItems.push({ description, reason: CLOSED_DRAW_REASON });
      continue;
    }
    if (opts.reprice) {
      const price = await currentUnitPriceMinor(db, view.item);
      if (price === null) {
        drop.push(view.item.id);
        autoRemovedItems.push({ description, reason: NO_LONGER_SOLD_REASON });
        continue;
      }
      if (price !== view.item.unitPriceMinor) {
        await db
          .update(cartItems)
          .set({ unitPriceMinor: price })
          .where(and(eq(cartItems.id, view.item.id), eq(cartItems.cartId, cart.id)));
        view.item = { ...view.item, unitPriceMinor: price };
      }
    }
    kept.push(view);
  }
  if (drop.length > 0) {
    await db.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), inArray(cartItems.id, drop)));
  }

  const currency = (kept[0]?.item.currency ?? BASE_CURRENCY) as Currency;
  const totalMinor = kept.reduce((sum, v) => sum + v.item.unitPriceMinor * BigInt(v.item.quantity), 0n);
  const dto: CartDto = {
    cartReference: cart.reference,
    cartItems: kept.map(toItemDto),
    autoRemovedItems,
    cartTotal: money(totalMinor, currency),
    preOrderTotal: money(0, currency),
    requiresUnattendedPaymentMethod: false,
    blockedReasons: {},
    showRegulation: false,
  };
  return cart.anonymousToken ? { ...dto, anonymousCartToken: cart.anonymousToken } : dto;
}

// ---------------------------------------------------------------------------------------------------------------
// Use-cases

/** POST /anon-cart: a new empty anonymous cart with its secret token. */
export async function createAnonymousCart(db: Db, now: Date): Promise<AnonCartDto> {
  const [cart] = await db
    .insert(carts)
    .values({
      reference: newReference(),
      anonymousToken: newAnonymousToken(),
      expiresAt: anonymousExpiry(now),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!cart) throw new Error('insert returned no row');
  return (await cartView(db, cart, now)) as AnonCartDto;
}

/** GET /anon-cart/:token; an unknown or expired token is cart_not_found (the web then makes a new cart). */
export async function getAnonymousCart(db: Db, token: string, now: Date): Promise<AnonCartDto> {
  return (await cartView(db, await findAnonymousCart(db, token, now), now)) as AnonCartDto;
}

/** GET /cart/items: the customer's cart, created empty the first time. */
export async function getCustomerCart(db: Db, customerId: string, now: Date): Promise<CartDto> {
  return cartView(db, await findOrCreateCustomerCart(db, customerId), now);
}

/** The cart of either kind of owner. */
export async function getCart<O extends CartOwner>(db: Db, owner: O, now: Date): Promise<CartFor<O>> {
  return (await cartView(db, await resolveCart(db, owner, now), now)) as CartFor<O>;
}

/** POST .../build: the cart recomputed: closed draws and tickets no longer sold removed, prices brought up to date. */
export async function buildCart<O extends CartOwner>(db: Db, owner: O, now: Date): Promise<CartFor<O>> {
  return db.transaction(async (tx) => {
    const cart = await resolveCart(tx, owner, now);
    return (await cartView(tx, cart, now, { reprice: true })) as CartFor<O>;
  });
}

function invalid(field: string, message: string): DomainError {
  return new DomainError('validation_failed', { fields: { [field]: [message] } });
}

/** A ticket checked against the game's rules, ready to store. */
export type ValidatedTicket = {
  offerId: string;
  gameType: AddCartItemBody['gameType'];
  firstDrawId: string;
  numDraws: number;
  numGames: number;
  lines: GameLineDto[];
  quantity: number;
  unitPriceMinor: bigint;
  currency: string;
};

/**
 * Checks a ticket by the rules of the lottery's game definition for its first draw (spec 2 §9) and prices it.
 * Quick-pick lines are completed here with node:crypto; empty lines are ignored.
 */
export async function validateTicket(db: Db, body: AddCartItemBody, now: Date): Promise<ValidatedTicket> {
  const offer = await getProductOfferByKey(db, body.lotteryKey);
  if (!offer?.available || offer.kind !== 'lottery') {
    throw invalid('lotteryKey', 'This lottery is not on sale.');
  }
  if (body.recurringPurchase?.enabled) {
    throw invalid('recurringPurchase', 'Recurring purchases are not available yet.');
  }
  const [gameType] = await db
    .select()
    .from(offerGameTypes)
    .where(
      and(
        eq(offerGameTypes.offerId, offer.id),
        eq(offerGameTypes.gameType, body.gameType),
        eq(offerGameTypes.enabled, true),
      ),
    )
    .limit(1);
  if (!gameType || !SELLABLE_GAME_TYPES.has(body.gameType)) {
    throw invalid('gameType', `This way of playing ${offer.name} is not available.`);
  }

  if (!(DRAW_COUNT_OPTIONS as readonly number[]).includes(body.numDraws)) {
    throw invalid('numDraws', `Choose ${DRAW_COUNT_OPTIONS.slice(0, -1).join(', ')} or 10 draws.`);
  }

  const firstDraw = await findFirstDraw(db, offer.id, offer.name, body.drawNo, now);
  const following = await drawsFrom(db, offer.id, firstDraw.drawNo, body.numDraws);
  const onSale = following.filter(
    (d) => d.status === 'DRAW_OPEN' && d.salesCloseAt.getTime() > now.getTime(),
  );
  if (onSale.length < body.numDraws) {
    throw invalid(
      'numDraws',
      `Only ${onSale.length === 1 ? '1 draw is' : `${onSale.length} draws are`} on sale from draw ${firstDraw.drawNo}. Choose fewer draws.`,
    );
  }

  const definition = await getGameDefinition(db, offer.id, firstDraw.drawNo);
  if (!definition) throw invalid('lotteryKey', 'This lottery is not on sale.');

  const fields: Record<string, string[]> = {};
  const lines: GameLineDto[] = [];
  body.games.forEach((input, i) => {
    if (isEmptyLine(input)) return;
    const result = completeLine(definition.matrix, input);
    if ('issue' in result) fields[`games.${i}.${result.issue.field}`] = [result.issue.message];
    else lines.push(result.line);
  });
  if (Object.keys(fields).length > 0) throw new DomainError('validation_failed', { fields });
  if (lines.length < gameType.minGames) {
    throw invalid(
      'games',
      gameType.minGames === 1
        ? 'Pick at least one complete game.'
        : `Pick at least ${gameType.minGames} complete games.`,
    );
  }
  if (lines.length > gameType.maxGames) {
    throw invalid('games', `A ticket can have at most ${gameType.maxGames} games.`);
  }

  const unitPriceMinor = BigInt(
    ticketPriceMinor(Number(gameType.pricePerGameMinor), lines.length, body.numDraws),
  );
  return {
    offerId: offer.id,
    gameType: body.gameType,
    firstDrawId: firstDraw.id,
    numDraws: body.numDraws,
    numGames: lines.length,
    lines,
    quantity: body.quantity,
    unitPriceMinor,
    currency: offer.currency,
  };
}

/** The draw a ticket starts with: the one asked for, or the next one on sale. */
async function findFirstDraw(
  db: Db,
  offerId: string,
  offerName: string,
  drawNo: number | undefined,
  now: Date,
): Promise<DrawRow> {
  if (drawNo === undefined) {
    const [next] = await db
      .select()
      .from(draws)
      .where(
        and(
          eq(draws.offerId, offerId),
          eq(draws.status, 'DRAW_OPEN'),
          gt(draws.salesCloseAt, now),
          or(isNull(draws.salesOpenAt), lte(draws.salesOpenAt, now)),
        ),
      )
      .orderBy(asc(draws.drawNo))
      .limit(1);
    if (!next) {
      throw new DomainError('draw_closed', { message: `No ${offerName} draw is on sale right now.` });
    }
    return next;
  }
  const [draw] = await db
    .select()
    .from(draws)
    .where(and(eq(draws.offerId, offerId), eq(draws.drawNo, drawNo)))
    .limit(1);
  if (!draw) throw invalid('drawNo', `There is no ${offerName} draw ${drawNo}.`);
  const status = purchaseStatusOf(draw, now);
  if (status === 'pre_order') throw invalid('drawNo', `Draw ${drawNo} is not on sale yet.`);
  if (status !== 'open') throw new DomainError('draw_closed');
  return draw;
}

/** POST .../items: adds a checked ticket; answers the whole cart. */
export async function addItem<O extends CartOwner>(
  db: Db,
  owner: O,
  body: AddCartItemBody,
  now: Date,
): Promise<CartFor<O>> {
  const cart = await resolveCart(db, owner, now);
  const ticket = await validateTicket(db, body, now);
  return db.transaction(async (tx) => {
    const locked = await lockCart(tx, cart.id);
    const existing = await tx
      .select({ id: cartItems.id, currency: cartItems.currency })
      .from(cartItems)
      .where(eq(cartItems.cartId, locked.id));
    if (existing.length >= MAX_CART_ITEMS) {
      throw new DomainError('conflict', {
        message: `Your cart can hold at most ${MAX_CART_ITEMS} tickets. Buy or remove some first.`,
      });
    }
    if (existing.some((e) => e.currency !== ticket.currency)) {
      throw new DomainError('conflict', { message: 'Tickets in another currency cannot share this cart.' });
    }
    await tx.insert(cartItems).values({ cartId: locked.id, ...ticket, createdAt: now });
    return (await cartView(tx, await touchCart(tx, locked, now), now)) as CartFor<O>;
  });
}

async function lockCart(tx: Db, cartId: string): Promise<CartRow> {
  const [row] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
  if (!row) throw new DomainError('cart_not_found');
  return row;
}

function itemNotFound(): DomainError {
  return new DomainError('not_found', { message: 'That ticket is not in your cart.' });
}

/** PUT .../items/:id: a new quantity (1..20) for an item of this cart only. */
export async function updateItemQuantity<O extends CartOwner>(
  db: Db,
  owner: O,
  itemId: string,
  quantity: number,
  now: Date,
): Promise<CartFor<O>> {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 20) {
    throw invalid('quantity', 'Choose a quantity from 1 to 20.');
  }
  const cart = await resolveCart(db, owner, now);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(cartItems)
      .set({ quantity })
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
      .returning({ id: cartItems.id });
    if (updated.length === 0) throw itemNotFound();
    return (await cartView(tx, await touchCart(tx, cart, now), now)) as CartFor<O>;
  });
}

/** DELETE .../items/:id: removes an item of this cart only. */
export async function removeItem<O extends CartOwner>(
  db: Db,
  owner: O,
  itemId: string,
  now: Date,
): Promise<CartFor<O>> {
  const cart = await resolveCart(db, owner, now);
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
      .returning({ id: cartItems.id });
    if (deleted.length === 0) throw itemNotFound();
    return (await cartView(tx, await touchCart(tx, cart, now), now)) as CartFor<O>;
  });
}

/**
 * POST /anon-cart/:token/convert (on sign-in): moves the anonymous cart's items into the customer's cart
 * (created if missing), deletes the anonymous cart and answers the customer's cart.
 */
export async function convertAnonymousCart(
  db: Db,
  token: string,
  customerId: string,
  now: Date,
): Promise<CartDto> {
  return db.transaction(async (tx) => {
    const anon = await findAnonymousCart(tx, token, now);
    await lockCart(tx, anon.id);
    const target = await lockCart(tx, (await findOrCreateCustomerCart(tx, customerId)).id);
    await tx.update(cartItems).set({ cartId: target.id }).where(eq(cartItems.cartId, anon.id));
    await tx.delete(carts).where(eq(carts.id, anon.id));
    return cartView(tx, await touchCart(tx, target, now), now);
  });
}

/** Deletes anonymous carts past their expiry (with their items); answers how many. */
export async function deleteExpiredAnonymousCarts(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(carts)
    .where(and(lte(carts.expiresAt, now), isNull(carts.customerId)))
    .returning({ id: carts.id });
  return deleted.length;
}
