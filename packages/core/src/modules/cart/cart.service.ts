/**
 * The cart use-cases (spec 1 §3 Cart, §4 cart lifecycle, §7 cart calls; spec 2 §9 ticket rules): anonymous carts
 * reached by a secret token, one cart per signed-in customer, adding validated tickets, changing and removing
 * them, rebuilding, and converting an anonymous cart on sign-in. Every item query is scoped by the cart's id.
 *
 * Whose cart: a call that names an anonymous cart's `token` works on that cart (whoever holds the token); a call
 * without one works on the acting customer's cart.
 */
import { randomBytes } from 'node:crypto';
import {
  type AddCartItemBody,
  ANONYMOUS_CART_DAYS,
  type AnonCartDto,
  type CartDto,
  type CartItemDto,
} from '@lottoshop/contracts/cart';
import type { GameMatrixDto } from '@lottoshop/contracts/catalog';
import { dayChoiceOf } from '@lottoshop/contracts/draw-choice';
import { entryProblem, expands, generatesGames, linesPerEntry } from '@lottoshop/contracts/entry-types';
import { favouriteToLine } from '@lottoshop/contracts/favourites';
import type { GameLineDto } from '@lottoshop/contracts/games';
import type { FavouriteNumbers } from '@lottoshop/contracts/identity';
import { BASE_CURRENCY } from '@lottoshop/contracts/money';
import type { AddRaffleItemBody } from '@lottoshop/contracts/raffles';
import { comboProblem } from '@lottoshop/contracts/super-combos';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { minorUnits, moneyDto, moneyOf, multiply, sum, toMoneyDto } from '../../shared/money.ts';
import { type Ctx, customerIdOf, inTransaction } from '../../use-case.ts';
import {
  findEnabledGameType,
  getGameDefinition,
  getProductOfferByKey,
  type OfferGameTypeRow,
  priceOf,
  SELLABLE_GAME_TYPES,
  selectableDaysOf,
} from '../catalog/index.ts';
import { type DrawRow, listTicketDraws, purchaseStatusOf } from '../draws/index.ts';
import { readFavouriteNumbers } from '../identity/index.ts';
import { cartLimits } from '../limits/index.ts';
import { verifyToBuyRefusal } from '../verification/index.ts';
import { chooseDraws, drawDaysOf } from './cart.draw-choice.ts';
import { type ItemView, listItemViews } from './cart.queries.ts';
import { validateRaffleItem } from './cart.raffle-items.ts';
import {
  completeLine,
  describeItem,
  describeRaffleItem,
  isEmptyLine,
  lotteryProductType,
  newReference,
} from './cart.rules.ts';
import { type CartRow, cartItems, carts } from './cart.tables.ts';

/** Which cart a call works on: an anonymous cart's token, or (without one) the acting customer's cart. */
export type CartRef = { token?: string };
/** An anonymous cart answers with its token (AnonCartDto); a customer's cart without (CartDto). */
export type CartFor<R extends CartRef> = R extends { token: string } ? AnonCartDto : CartDto;

/** A cart holds at most this many items (each up to 20 tickets). */
export const MAX_CART_ITEMS = 50;
const DAY_MS = 86_400_000;
const CLOSED_DRAW_REASON = 'The draw for this ticket has closed.';
const NO_LONGER_SOLD_REASON = 'This ticket is no longer on sale.';

function newAnonymousToken(): string {
  return randomBytes(32).toString('base64url');
}

const anonymousExpiry = (now: Date) => new Date(now.getTime() + ANONYMOUS_CART_DAYS * DAY_MS);

// ---------------------------------------------------------------------------------------------------------------
// Finding carts

async function findAnonymousCart(ctx: Ctx, token: string): Promise<CartRow> {
  const { db } = ctx;
  const [cart] = await db.select().from(carts).where(eq(carts.anonymousToken, token)).limit(1);
  if (!cart) throw new DomainError('cart_not_found');
  if (cart.expiresAt && cart.expiresAt.getTime() <= ctx.clock.now().getTime()) {
    await db.delete(carts).where(eq(carts.id, cart.id));
    throw new DomainError('cart_not_found');
  }
  return cart;
}

async function findOrCreateCustomerCart(ctx: Ctx, customerId: string): Promise<CartRow> {
  const { db } = ctx;
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

async function resolveCart(ctx: Ctx, ref: CartRef): Promise<CartRow> {
  return ref.token !== undefined
    ? findAnonymousCart(ctx, ref.token)
    : findOrCreateCustomerCart(ctx, customerIdOf(ctx));
}

/** Records a change: an anonymous cart lives another 14 days from now. */
async function touchCart(ctx: Ctx, cart: CartRow): Promise<CartRow> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(carts)
    .set({ updatedAt: now, ...(cart.anonymousToken ? { expiresAt: anonymousExpiry(now) } : {}) })
    .where(eq(carts.id, cart.id))
    .returning();
  return row ?? cart;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading a cart as the wire shows it

/** An item stays in the cart while its first draw can still be bought (or pre-ordered). */
function stillOnSale(view: ItemView, now: Date): boolean {
  const status = purchaseStatusOf(view.draw, now);
  return status === 'open' || status === 'pre_order';
}

const isRaffle = (view: ItemView) => view.offer.kind === 'raffle';

function describeView(view: ItemView): string {
  const { item, offer, draw } = view;
  return isRaffle(view)
    ? describeRaffleItem(draw.name ?? offer.name, item.numGames)
    : describeItem(offer.name, item.numGames, item.numDraws);
}

/** Whether an item's games include one of the customer's favourite games of its lottery. */
function hasFavourite(view: ItemView, favourites: FavouriteNumbers): boolean {
  const sets = favourites[view.offer.key] ?? [];
  if (sets.length === 0) return false;
  const same = (a: readonly number[], b: readonly number[]) =>
    a.length === b.length &&
    [...a].sort((x, y) => x - y).every((n, i) => n === [...b].sort((x, y) => x - y)[i]);
  return view.item.lines.some((line) =>
    sets.some((set) => {
      const fav = favouriteToLine(set);
      return same(fav.Numbers, line.Numbers) && same(fav.Powerball ?? [], line.Powerball ?? []);
    }),
  );
}

/** A raffle item whose draw has not opened yet is a pre-order (spec 1 §4): paid when its tickets are issued. */
const isPreOrderItem = (view: ItemView, now: Date): boolean =>
  isRaffle(view) && purchaseStatusOf(view.draw, now) === 'pre_order';

function toItemDto(view: ItemView, favourites: FavouriteNumbers, now: Date, entered: DrawRow[]): CartItemDto {
  const { item, offer, draw } = view;
  const choice = dayChoiceOf(selectableDaysOf(offer), item);
  const unitPrice = moneyOf(item.unitPriceMinor, item.currency);
  const raffle = isRaffle(view);
  return {
    id: item.id,
    description: describeView(view),
    quantity: item.quantity,
    unitPrice: toMoneyDto(unitPrice),
    total: toMoneyDto(multiply(unitPrice, item.quantity)),
    productType: raffle ? 'raffle_ticket' : lotteryProductType(item.numDraws),
    lotteryKey: offer.key,
    productOfferName: offer.name,
    drawNo: draw.drawNo,
    drawDate: draw.drawAt.toISOString(),
    drawPrizePool: draw.jackpotMinor === null ? null : moneyDto(draw.jackpotMinor, draw.currency),
    gameType: item.gameType,
    gameOffer: view.gameOffer ?? item.gameType,
    numDraws: item.numDraws,
    draws: (entered.length > 0 ? entered : [draw]).map((d) => ({
      drawNo: d.drawNo,
      drawDate: d.drawAt.toISOString(),
    })),
    day: choice?.day ?? null,
    numWeeks: choice?.numWeeks ?? null,
    numGames: item.numGames,
    games: item.lines,
    hasFavouriteNumbers: hasFavourite(view, favourites),
    causeKey: view.causeKey,
    numRaffleTickets: raffle ? item.numGames * item.quantity : null,
    purchaseStatus: isPreOrderItem(view, now) ? 'pre_order' : 'standard',
    recurringPurchase: item.autoplay ? { type: 'autoplay', enabled: true, availability: 'optional' } : null,
  };
}

/** The draws a multi-draw item enters (one read each; a single-draw item enters its first draw only). */
async function enteredDraws(ctx: Ctx, view: ItemView): Promise<DrawRow[]> {
  if (view.item.numDraws <= 1) return [view.draw];
  return listTicketDraws(ctx, {
    offerId: view.offer.id,
    fromDrawNo: view.draw.drawNo,
    count: view.item.numDraws,
    days: drawDaysOf(view.offer, view.item.drawWeekdays),
  });
}

type Removed = CartDto['autoRemovedItems'];

/** One after another: inside a transaction every query shares one connection. */
async function mapInOrder<T, U>(list: T[], fn: (t: T) => Promise<U>): Promise<U[]> {
  const out: U[] = [];
  for (const t of list) out.push(await fn(t));
  return out;
}

/**
 * The cart as the customer sees it now. Items whose first draw has closed are taken out and reported; with
 * `reprice`, items are brought to today's price and items no longer sold are taken out too.
 */
async function cartView(
  ctx: Ctx,
  cart: CartRow,
  opts: { reprice?: boolean; removed?: Removed } = {},
): Promise<CartDto | AnonCartDto> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const autoRemovedItems: Removed = [...(opts.removed ?? [])];
  const kept: ItemView[] = [];
  const drop: string[] = [];
  for (const view of await listItemViews(ctx, cart.id)) {
    const description = describeView(view);
    if (!stillOnSale(view, now)) {
      drop.push(view.item.id);
      autoRemovedItems.push({ description, reason: CLOSED_DRAW_REASON });
      continue;
    }
    if (opts.reprice) {
      const price = view.currentPriceMinor;
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

  const currency = kept[0]?.item.currency ?? BASE_CURRENCY;
  const total = sum(
    kept.map((v) => multiply(moneyOf(v.item.unitPriceMinor, v.item.currency), v.item.quantity)),
    currency,
  );
  const preOrderTotal = sum(
    kept
      .filter((v) => isPreOrderItem(v, now))
      .map((v) => multiply(moneyOf(v.item.unitPriceMinor, v.item.currency), v.item.quantity)),
    currency,
  );
  // A customer's cart shows what is left of their spend limit and why it cannot be bought (the limits module).
  const limits = cart.customerId
    ? await cartLimits(ctx, { customerId: cart.customerId, amount: total })
    : null;
  // Past the site's threshold an unverified customer must verify first (the verification module).
  const verifyFirst =
    cart.customerId && kept.length > 0
      ? await verifyToBuyRefusal(ctx, { customerId: cart.customerId, amount: total })
      : null;
  const favourites =
    cart.customerId && kept.length > 0 ? await readFavouriteNumbers(ctx, cart.customerId) : {};
  const dto: CartDto = {
    cartReference: cart.reference,
    cartItems: await mapInOrder(kept, async (view) =>
      toItemDto(view, favourites, now, await enteredDraws(ctx, view)),
    ),
    autoRemovedItems,
    cartTotal: toMoneyDto(total),
    preOrderTotal: toMoneyDto(preOrderTotal),
    requiresUnattendedPaymentMethod: false,
    blockedReasons: {
      ...limits?.blockedReasons,
      ...(verifyFirst ? { verify_account_required: verifyFirst } : {}),
    },
    spendLimitRemaining: limits?.spendRemaining ?? null,
    showRegulation: false,
  };
  return cart.anonymousToken ? { ...dto, anonymousCartToken: cart.anonymousToken } : dto;
}

// ---------------------------------------------------------------------------------------------------------------
// Use-cases

/** POST /anon-cart: a new empty anonymous cart with its secret token. */
export async function createAnonymousCart(ctx: Ctx): Promise<AnonCartDto> {
  const now = ctx.clock.now();
  const [cart] = await ctx.db
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
  return (await cartView(ctx, cart)) as AnonCartDto;
}

/** GET /anon-cart/:token; an unknown or expired token is cart_not_found (the web then makes a new cart). */
export async function getAnonymousCart(ctx: Ctx, input: { token: string }): Promise<AnonCartDto> {
  return (await cartView(ctx, await findAnonymousCart(ctx, input.token))) as AnonCartDto;
}

/** GET /cart/items: the acting customer's cart, created empty the first time. */
export async function getCustomerCart(ctx: Ctx): Promise<CartDto> {
  return cartView(ctx, await findOrCreateCustomerCart(ctx, customerIdOf(ctx)));
}

/** POST .../build: the cart recomputed: closed draws and tickets no longer sold removed, prices brought up to date. */
export async function buildCart<R extends CartRef>(ctx: Ctx, ref: R = {} as R): Promise<CartFor<R>> {
  return inTransaction(
    ctx,
    async (tx) => (await cartView(tx, await resolveCart(tx, ref), { reprice: true })) as CartFor<R>,
  );
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
  /** An offer with selectable days: the ISO weekdays played; null or absent: every draw. */
  drawWeekdays?: number[] | null;
  /** Autoplay: 1 draw with recurring on (decision 052). */
  autoplay?: boolean;
  numGames: number;
  lines: GameLineDto[];
  quantity: number;
  unitPriceMinor: bigint;
  currency: string;
  /** Raffles: the cause chosen. */
  causeId?: string | null;
};

/**
 * Checks a ticket by the rules of the lottery's game definition for its first draw (spec 2 §9) and prices it.
 * Quick-pick lines are completed here with node:crypto; empty lines are ignored.
 */
export async function validateTicket(ctx: Ctx, body: AddCartItemBody): Promise<ValidatedTicket> {
  const offer = await getProductOfferByKey(ctx, body.lotteryKey);
  if (!offer?.available || offer.kind !== 'lottery') {
    throw invalid('lotteryKey', 'This lottery is not on sale.');
  }
  const gameType = await findEnabledGameType(ctx, { offerId: offer.id, gameType: body.gameType });
  if (!gameType || !SELLABLE_GAME_TYPES.has(body.gameType)) {
    throw invalid('gameType', `This way of playing ${offer.name} is not available.`);
  }

  // How many draws, which first, which days, autoplay (cart.draw-choice.ts).
  const { firstDraw, numDraws, drawWeekdays, autoplay } = await chooseDraws(ctx, offer, body);

  const definition = await getGameDefinition(ctx, { offerId: offer.id, drawNo: firstDraw.drawNo });
  if (!definition) throw invalid('lotteryKey', 'This lottery is not on sale.');

  const { lines, numGames } = checkEntries(definition.matrix, body, gameType);
  return {
    offerId: offer.id,
    gameType: body.gameType,
    firstDrawId: firstDraw.id,
    numDraws,
    drawWeekdays,
    autoplay,
    numGames,
    lines,
    quantity: body.quantity,
    unitPriceMinor: minorUnits(
      priceOf(moneyOf(gameType.pricePerGameMinor, offer.currency), { numGames, numDraws }),
    ),
    currency: offer.currency,
  };
}

/**
 * Spec 2 §9 add rule, by entry type: standard lines complete (quick-pick ones filled here with node:crypto; empty
 * ones ignored); every `random` game chosen by the server; a system or PowerHit entry of an allowed size. The
 * ticket keeps its entries; `numGames` counts the game lines they enter (what it is priced by).
 */
function checkEntries(
  matrix: GameMatrixDto,
  body: AddCartItemBody,
  gameType: OfferGameTypeRow,
): { lines: GameLineDto[]; numGames: number } {
  if (generatesGames(body.gameType)) return checkCombo(matrix, body, gameType);
  const fields: Record<string, string[]> = {};
  const lines: GameLineDto[] = [];
  let numGames = 0;
  body.games.forEach((submitted, i) => {
    // A random game is the server's pick from scratch, whatever was sent.
    const input = body.gameType === 'random' ? { Numbers: [], quickPick: true } : submitted;
    if (isEmptyLine(input)) return;
    if (expands(body.gameType)) {
      const entry = { Numbers: [...input.Numbers].sort((a, b) => a - b), Powerball: input.Powerball ?? [] };
      const problem = entryProblem(matrix, body.gameType, entry, gameType.systemSizes);
      const field = problem?.includes('Powerball') ? 'Powerball' : 'Numbers';
      if (problem) fields[`games.${i}.${field}`] = [problem];
      else {
        lines.push(matrix.bonus && entry.Powerball.length > 0 ? entry : { Numbers: entry.Numbers });
        numGames += linesPerEntry(matrix, body.gameType, entry.Numbers.length);
      }
      return;
    }
    const result = completeLine(matrix, input);
    if ('issue' in result) fields[`games.${i}.${result.issue.field}`] = [result.issue.message];
    else {
      lines.push(result.line);
      numGames += 1;
    }
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
  return { lines, numGames };
}

/**
 * Spec 2 §9 add rule for Super Combos: one entry of the player's numbers and up to 2 favourites, and the number
 * of games to generate (`comboGames`, within the offer's range and no more than the numbers make). The ticket keeps
 * the entry; its games are generated at purchase. It is priced as the games it will enter.
 */
function checkCombo(
  matrix: GameMatrixDto,
  body: AddCartItemBody,
  gameType: OfferGameTypeRow,
): { lines: GameLineDto[]; numGames: number } {
  const started = body.games.filter((g) => !isEmptyLine(g) || (g.Favourites ?? []).length > 0);
  if (started.length !== 1) throw invalid('games', 'A Super Combos ticket has one set of numbers.');
  const input = started[0] as AddCartItemBody['games'][number];
  const index = body.games.indexOf(input);
  const sort = (ns: readonly number[]) => [...ns].sort((a, b) => a - b);
  const entry = {
    Numbers: sort(input.Numbers),
    Favourites: sort(input.Favourites ?? []),
    // A Powerball sent to a game without one is kept for the rules to refuse.
    ...(matrix.bonus || input.Powerball?.length ? { Powerball: sort(input.Powerball ?? []) } : {}),
  };
  const numGames = body.comboGames ?? 0;
  const problem = comboProblem(matrix, entry, numGames, gameType);
  if (problem) {
    throw invalid(
      problem.field === 'numGames' ? 'comboGames' : `games.${index}.${problem.field}`,
      problem.message,
    );
  }
  return { lines: [entry], numGames };
}

/** POST .../items: adds a checked ticket; answers the whole cart. */
export async function addItem<R extends CartRef>(
  ctx: Ctx,
  input: R & { body: AddCartItemBody },
): Promise<CartFor<R>> {
  const cart = await resolveCart(ctx, input);
  const ticket = await validateTicket(ctx, input.body);
  return storeItem(ctx, cart, ticket);
}

/** POST .../raffle-items: adds a bundle of raffle tickets (with its cause) checked by the add rule; answers the cart. */
export async function addRaffleItem<R extends CartRef>(
  ctx: Ctx,
  input: R & { body: AddRaffleItemBody },
): Promise<CartFor<R>> {
  const cart = await resolveCart(ctx, input);
  const ticket = await validateRaffleItem(ctx, input.body);
  return storeItem(ctx, cart, ticket);
}

/** Stores a checked item in the cart (locked), within the cart's limits; answers the whole cart. */
async function storeItem<R extends CartRef>(
  ctx: Ctx,
  cart: CartRow,
  ticket: ValidatedTicket,
): Promise<CartFor<R>> {
  return inTransaction(ctx, async (tx) => {
    const locked = await lockCart(tx, cart.id);
    const existing = await tx.db
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
    await tx.db.insert(cartItems).values({ cartId: locked.id, ...ticket, createdAt: tx.clock.now() });
    return (await cartView(tx, await touchCart(tx, locked))) as CartFor<R>;
  });
}

async function lockCart(ctx: Ctx, cartId: string): Promise<CartRow> {
  const [row] = await ctx.db.select().from(carts).where(eq(carts.id, cartId)).for('update');
  if (!row) throw new DomainError('cart_not_found');
  return row;
}

function itemNotFound(): DomainError {
  return new DomainError('not_found', { message: 'That ticket is not in your cart.' });
}

/** PUT .../items/:id: a new quantity (1..20) for an item of this cart only. */
export async function updateItemQuantity<R extends CartRef>(
  ctx: Ctx,
  input: R & { itemId: string; quantity: number },
): Promise<CartFor<R>> {
  const { itemId, quantity } = input;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 20) {
    throw invalid('quantity', 'Choose a quantity from 1 to 20.');
  }
  const cart = await resolveCart(ctx, input);
  return inTransaction(ctx, async (tx) => {
    const updated = await tx.db
      .update(cartItems)
      .set({ quantity })
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
      .returning({ id: cartItems.id });
    if (updated.length === 0) throw itemNotFound();
    return (await cartView(tx, await touchCart(tx, cart))) as CartFor<R>;
  });
}

/** DELETE .../items/:id: removes an item of this cart only. */
export async function removeItem<R extends CartRef>(
  ctx: Ctx,
  input: R & { itemId: string },
): Promise<CartFor<R>> {
  const cart = await resolveCart(ctx, input);
  return inTransaction(ctx, async (tx) => {
    const deleted = await tx.db
      .delete(cartItems)
      .where(and(eq(cartItems.id, input.itemId), eq(cartItems.cartId, cart.id)))
      .returning({ id: cartItems.id });
    if (deleted.length === 0) throw itemNotFound();
    return (await cartView(tx, await touchCart(tx, cart))) as CartFor<R>;
  });
}

/**
 * POST /anon-cart/:token/convert (on sign-in): moves the anonymous cart's items into the acting customer's cart
 * (created if missing), deletes the anonymous cart and answers the customer's cart.
 */
export async function convertAnonymousCart(ctx: Ctx, input: { token: string }): Promise<CartDto> {
  const customerId = customerIdOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const anon = await findAnonymousCart(tx, input.token);
    await lockCart(tx, anon.id);
    const target = await lockCart(tx, (await findOrCreateCustomerCart(tx, customerId)).id);
    await tx.db.update(cartItems).set({ cartId: target.id }).where(eq(cartItems.cartId, anon.id));
    await tx.db.delete(carts).where(eq(carts.id, anon.id));
    return cartView(tx, await touchCart(tx, target));
  });
}

/** Deletes anonymous carts past their expiry (with their items); answers how many. */
export async function deleteExpiredAnonymousCarts(ctx: Ctx): Promise<number> {
  const deleted = await ctx.db
    .delete(carts)
    .where(and(lte(carts.expiresAt, ctx.clock.now()), isNull(carts.customerId)))
    .returning({ id: carts.id });
  return deleted.length;
}
