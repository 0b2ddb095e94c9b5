/**
 * Buying tickets: one database transaction claims the checkout (by idempotency key), checks the draws, the lines
 * and the prices again, debits the wallet through the ledger and issues the tickets — or does nothing at all.
 * See docs/decisions/012-purchase-transaction.md.
 */
import type { MoneyDto } from '@lottoshop/contracts/money';
import type { PurchaseBody, ReceiptDto } from '@lottoshop/contracts/orders';
import { and, asc, eq, gte } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { DomainError, isDomainError } from '../../errors.ts';
import {
  type CheckoutItem,
  clearCart,
  currentUnitPriceMinor,
  lockCustomerCart,
  repriceItems,
} from '../cart/cart.service.ts';
import { getGameDefinition } from '../catalog/catalog.queries.ts';
import { type DrawRow, draws } from '../draws/draws.tables.ts';
import { getWalletBalanceMinor } from '../wallet/wallet.queries.ts';
import { postTransfer, systemAccountId, walletAccountId } from '../wallet/wallet.service.ts';
import { receiptOf } from './orders.queries.ts';
import {
  drawClosedMessage,
  insufficientFundsMessage,
  priceChangedMessage,
  ticketLinesProblem,
} from './orders.rules.ts';
import { type CheckoutRow, checkouts, ticketDraws, ticketLines, tickets } from './orders.tables.ts';

export type PurchaseCtx = { db: Db; clock: Clock };

/** A receipt, and whether this call made the purchase (false: an earlier call with the same key did). */
export type PurchaseResult = { receipt: ReceiptDto; created: boolean };

/** A cart item whose stored price is no longer the current one. */
export type PriceChange = { itemId: string; unitPriceMinor: bigint };

/**
 * price_changed, carrying the items to reprice. Thrown inside the purchase transaction (so it rolls back);
 * purchaseCart stores the new prices afterwards in a transaction of its own.
 */
export class PricesChangedError extends DomainError {
  constructor(
    readonly changes: PriceChange[],
    message: string,
  ) {
    super('price_changed', { message });
  }
}

type Claim = { checkout: CheckoutRow; created: boolean };

/**
 * Writes the checkout row for (customer, idempotency key) as the purchase's first statement. A concurrent purchase
 * with the same key blocks on the unique index until this transaction ends: after a commit it finds the row and
 * answers its receipt; after a rollback its own insert goes ahead.
 */
async function claimCheckout(tx: Db, customerId: string, idempotencyKey: string, now: Date): Promise<Claim> {
  const [inserted] = await tx
    .insert(checkouts)
    .values({ customerId, idempotencyKey, totalMinor: 0n, currency: 'AUD', createdAt: now })
    .onConflictDoNothing({ target: [checkouts.customerId, checkouts.idempotencyKey] })
    .returning();
  if (inserted) return { checkout: inserted, created: true };
  const [existing] = await tx
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.customerId, customerId), eq(checkouts.idempotencyKey, idempotencyKey)))
    .limit(1);
  if (!existing) throw new Error('a checkout claimed by another purchase could not be read');
  return { checkout: existing, created: false };
}

/**
 * The `numDraws` draws an item enters, from its first draw on in draw-number order, share-locked so that a draw
 * cannot close while the purchase commits. Every one must be open with its sales stop still ahead.
 */
async function drawsForItem(tx: Db, item: CheckoutItem, now: Date): Promise<DrawRow[]> {
  const rows = await tx
    .select()
    .from(draws)
    .where(and(eq(draws.offerId, item.offerId), gte(draws.drawNo, item.firstDrawNo)))
    .orderBy(asc(draws.drawNo))
    .limit(item.numDraws)
    .for('share');
  const first = rows[0];
  if (!first || first.id !== item.firstDrawId) {
    throw new DomainError('draw_closed', {
      message: `${item.offerName} draw ${item.firstDrawNo} is no longer available. Choose the next draw.`,
    });
  }
  for (const draw of rows) {
    if (draw.status !== 'DRAW_OPEN' || draw.salesCloseAt.getTime() <= now.getTime()) {
      throw new DomainError('draw_closed', { message: drawClosedMessage(item.offerName, draw, now) });
    }
  }
  if (rows.length < item.numDraws) {
    const last = rows[rows.length - 1] ?? first;
    throw new DomainError('draw_closed', {
      message: `Only ${rows.length} ${item.offerName} draws from draw ${item.firstDrawNo} are on sale (up to draw ${last.drawNo}). Choose fewer draws.`,
    });
  }
  return rows;
}

/** Checks the item's lines against the rules in force for each of its draws (never trusting the stored lines). */
async function checkLines(tx: Db, item: CheckoutItem, itemDraws: DrawRow[]): Promise<void> {
  const checked = new Set<number>();
  for (const draw of itemDraws) {
    const definition = await getGameDefinition(tx, item.offerId, draw.drawNo);
    if (!definition) {
      throw new DomainError('draw_closed', {
        message: `${item.offerName} draw ${draw.drawNo} is not on sale. Choose another draw.`,
      });
    }
    if (checked.has(definition.effectiveFromDrawNo)) continue;
    checked.add(definition.effectiveFromDrawNo);
    const problem = ticketLinesProblem(definition.matrix, item.lines, item.numGames);
    if (problem) {
      throw new DomainError('conflict', {
        status: 422,
        message: `Your ${item.offerName} ticket for draw ${draw.drawNo} cannot be bought. ${problem} Remove it from your cart and pick again.`,
      });
    }
  }
}

/** Refuses the purchase when a stored price is stale or the customer saw a different total. */
async function checkPrices(
  tx: Db,
  items: CheckoutItem[],
  totalMinor: bigint,
  currency: string,
  expectedTotal: MoneyDto | undefined,
): Promise<void> {
  const changes: PriceChange[] = [];
  const described: { offerName: string; fromMinor: bigint; toMinor: bigint; currency: string }[] = [];
  for (const item of items) {
    const current = await currentUnitPriceMinor(tx, item);
    if (current === null) {
      throw new DomainError('draw_closed', {
        message: `${item.offerName} is no longer on sale. Remove it from your cart and try again.`,
      });
    }
    if (current !== item.unitPriceMinor) {
      changes.push({ itemId: item.itemId, unitPriceMinor: current });
      described.push({
        offerName: item.offerName,
        fromMinor: item.unitPriceMinor,
        toMinor: current,
        currency: item.currency,
      });
    }
  }
  const totalChanged =
    expectedTotal !== undefined &&
    (BigInt(expectedTotal.amount) !== totalMinor || expectedTotal.currency !== currency);
  if (changes.length > 0 || totalChanged) {
    throw new PricesChangedError(changes, priceChangedMessage(described, totalChanged));
  }
}

/**
 * Everything after the claim: checks, the wallet debit, the tickets. Returns the completed checkout row.
 * The wallet transfer comes last, so the shop's sales account (locked by every purchase) is held only briefly.
 */
async function issueTickets(
  tx: Db,
  checkout: CheckoutRow,
  items: CheckoutItem[],
  now: Date,
  expectedTotal: MoneyDto | undefined,
): Promise<CheckoutRow> {
  const first = items[0];
  if (!first) throw new DomainError('cart_empty');
  const currency = first.currency;
  if (items.some((i) => i.currency !== currency)) {
    throw new DomainError('conflict', {
      status: 422,
      message: 'Items priced in different currencies cannot be bought together. Remove some and try again.',
    });
  }

  const planned: { item: CheckoutItem; draws: DrawRow[] }[] = [];
  for (const item of items) {
    const itemDraws = await drawsForItem(tx, item, now);
    await checkLines(tx, item, itemDraws);
    planned.push({ item, draws: itemDraws });
  }
  const totalMinor = items.reduce((sum, i) => sum + i.unitPriceMinor * BigInt(i.quantity), 0n);
  await checkPrices(tx, items, totalMinor, currency, expectedTotal);

  const ticketRows: (typeof tickets.$inferInsert)[] = [];
  const lineRows: (typeof ticketLines.$inferInsert)[] = [];
  const drawRows: (typeof ticketDraws.$inferInsert)[] = [];
  for (const { item, draws: itemDraws } of planned) {
    for (let n = 0; n < item.quantity; n++) {
      const ticketId = uuidv7();
      ticketRows.push({
        id: ticketId,
        checkoutId: checkout.id,
        customerId: checkout.customerId,
        offerId: item.offerId,
        gameType: item.gameType,
        numGames: item.numGames,
        numDraws: item.numDraws,
        priceMinor: item.unitPriceMinor,
        currency,
        createdAt: now,
      });
      item.lines.forEach((line, i) => {
        lineRows.push({ ticketId, lineNo: i + 1, numbers: line.Numbers, bonus: line.Powerball ?? [] });
      });
      for (const draw of itemDraws) drawRows.push({ ticketId, drawId: draw.id });
    }
  }
  await tx.insert(tickets).values(ticketRows);
  await tx.insert(ticketLines).values(lineRows);
  await tx.insert(ticketDraws).values(drawRows);

  // insufficient_funds from here rolls the whole purchase back: no checkout, no tickets, the cart as it was.
  const { transferId } = await postTransfer(
    tx,
    {
      idempotencyKey: `purchase:${checkout.id}`,
      debitAccountId: await walletAccountId(tx, checkout.customerId, currency),
      creditAccountId: await systemAccountId(tx, 'ticket_sales', currency, checkout.customerId),
      amountMinor: totalMinor,
      kind: 'purchase',
      customerId: checkout.customerId,
      reference: checkout.id,
      description: 'Ticket purchase',
    },
    now,
  ).catch((error: unknown) => {
    if (isDomainError(error) && error.code === 'insufficient_funds') {
      throw new DomainError('insufficient_funds', {
        message: insufficientFundsMessage(totalMinor, currency),
      });
    }
    throw error;
  });
  const balanceAfterMinor = await getWalletBalanceMinor(tx, checkout.customerId, currency);
  const [completed] = await tx
    .update(checkouts)
    .set({ totalMinor, currency, transferId, balanceAfterMinor })
    .where(eq(checkouts.id, checkout.id))
    .returning();
  if (!completed) throw new Error('the checkout row vanished during the purchase');
  return completed;
}

/**
 * Buys the given items in the caller's transaction, once per (customer, idempotency key): a repeat answers the
 * first purchase's receipt with `created: false`. Throws DomainError (cart_empty, draw_closed, price_changed,
 * insufficient_funds, …); the caller's transaction must then roll back.
 */
export async function buyTickets(
  tx: Db,
  input: {
    customerId: string;
    idempotencyKey: string;
    items: CheckoutItem[];
    now: Date;
    expectedTotal?: MoneyDto;
  },
): Promise<PurchaseResult> {
  const claim = await claimCheckout(tx, input.customerId, input.idempotencyKey, input.now);
  if (!claim.created) return { receipt: await receiptOf(tx, claim.checkout), created: false };
  const completed = await issueTickets(tx, claim.checkout, input.items, input.now, input.expectedTotal);
  return { receipt: await receiptOf(tx, completed), created: true };
}

/**
 * POST /cart/purchase: pays for the customer's whole cart from the wallet in one transaction (lock order: the
 * checkout key, the cart row, the draws, then the ledger accounts by id). A retry with the same key answers the
 * same receipt. When a price changed, nothing is charged: the cart is repriced in a transaction of its own and
 * price_changed is thrown, so the customer sees the new total and can buy again.
 */
export async function purchaseCart(
  ctx: PurchaseCtx,
  customerId: string,
  body: PurchaseBody,
): Promise<PurchaseResult> {
  const now = ctx.clock.now();
  let outcome: Claim;
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const claim = await claimCheckout(tx, customerId, body.idempotencyKey, now);
      if (!claim.created) return claim;
      const cart = await lockCustomerCart(tx, customerId);
      if (!cart || cart.items.length === 0) throw new DomainError('cart_empty');
      const completed = await issueTickets(tx, claim.checkout, cart.items, now, body.expectedTotal);
      await clearCart(tx, cart.cartId);
      return { checkout: completed, created: true };
    });
  } catch (error) {
    if (error instanceof PricesChangedError && error.changes.length > 0) {
      const changes = error.changes;
      await ctx.db.transaction((tx) => repriceItems(tx, changes));
    }
    throw error;
  }
  // Built after the commit, so the purchase holds its locks no longer than it must.
  return { receipt: await receiptOf(ctx.db, outcome.checkout), created: outcome.created };
}
