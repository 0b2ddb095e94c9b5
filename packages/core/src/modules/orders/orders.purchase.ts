/**
 * Buying tickets, as steps with their compensations (shared/steps.ts), in one database transaction:
 *   claim the checkout (by idempotency key) → take the cart → check draws, lines and prices → hold the money
 *   → issue the tickets → post the money (and clear the cart).
 * A refusal at any step rolls everything back: no checkout, no tickets, no money moved, the cart as it was.
 * Paying from the wallet, the hold is a pending ledger transfer made and posted in the same transaction; a card
 * payment will hold at its gateway first, and the hold's compensation (void) then releases it if a later step
 * fails. See docs/decisions/012-purchase-transaction.md and 018-ledger-holds.md.
 */
import type { MoneyDto } from '@lottoshop/contracts/money';
import type { PurchaseBody, ReceiptDto } from '@lottoshop/contracts/orders';
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { DomainError, isDomainError } from '../../errors.ts';
import { fromMoneyDto, minorUnits, moneyOf, multiply, sameMoney, sum } from '../../shared/money.ts';
import { runSteps, type Step } from '../../shared/steps.ts';
import { type Ctx, customerIdOf, inTransaction } from '../../use-case.ts';
import { type CheckoutItem, clearCart, lockCustomerCart, repriceItems } from '../cart/index.ts';
import { currentTicketPriceMinor, getGameDefinition } from '../catalog/index.ts';
import { type DrawRow, lockDrawsOnSale } from '../draws/index.ts';
import {
  holdTransfer,
  type LedgerTransferRow,
  postPendingTransfer,
  voidPendingTransfer,
  walletAndSystemAccountIds,
} from '../ledger/index.ts';
import { receiptOf } from './orders.queries.ts';
import { insufficientFundsMessage, priceChangedMessage, ticketLinesProblem } from './orders.rules.ts';
import { type CheckoutRow, checkouts, ticketDraws, ticketLines, tickets } from './orders.tables.ts';
import { CHECKOUT_MACHINE } from './orders.transitions.ts';

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

/** What the purchase steps share as they go. */
type Purchase = {
  customerId: string;
  idempotencyKey: string;
  expectedTotal: MoneyDto | undefined;
  /** Where the items come from: the customer's cart (locked and emptied), or items given by the caller. */
  source: { kind: 'cart' } | { kind: 'items'; items: CheckoutItem[] };
  checkout?: CheckoutRow;
  /** False when an earlier purchase with the same key made this checkout. */
  created?: boolean;
  cartId?: string;
  items?: CheckoutItem[];
  planned?: { item: CheckoutItem; draws: DrawRow[] }[];
  totalMinor?: bigint;
  currency?: string;
  hold?: LedgerTransferRow;
};

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`purchase step out of order: no ${what}`);
  return value;
};

/** The idempotency key of the hold (and, with :post or :void, of its resolution) of a checkout. */
const holdKey = (checkoutId: string) => `purchase:${checkoutId}`;

/**
 * Writes the checkout row for (customer, idempotency key) as the purchase's first statement. A concurrent purchase
 * with the same key blocks on the unique index until this transaction ends: after a commit it finds the row and
 * answers its receipt ('stop'); after a rollback its own insert goes ahead.
 */
const claimCheckout: Step<Purchase> = {
  name: 'claim checkout',
  async run(tx, p) {
    const [inserted] = await tx.db
      .insert(checkouts)
      .values({
        customerId: p.customerId,
        idempotencyKey: p.idempotencyKey,
        status: 'pending',
        totalMinor: 0n,
        currency: 'AUD',
        createdAt: tx.clock.now(),
      })
      .onConflictDoNothing({ target: [checkouts.customerId, checkouts.idempotencyKey] })
      .returning();
    if (inserted) {
      p.checkout = inserted;
      p.created = true;
      return;
    }
    const [existing] = await tx.db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.customerId, p.customerId), eq(checkouts.idempotencyKey, p.idempotencyKey)))
      .limit(1);
    if (!existing) throw new Error('a checkout claimed by another purchase could not be read');
    p.checkout = existing;
    p.created = false;
    return 'stop';
  },
};

/** Locks the customer's cart (two purchases of one cart run one after the other) and takes its items. */
const takeItems: Step<Purchase> = {
  name: 'take items',
  async run(tx, p) {
    if (p.source.kind === 'items') {
      p.items = p.source.items;
    } else {
      const cart = await lockCustomerCart(tx, p.customerId);
      p.cartId = cart?.cartId;
      p.items = cart?.items ?? [];
    }
    if (p.items.length === 0) throw new DomainError('cart_empty');
  },
};

/** Checks the item's lines against the rules in force for each of its draws (never trusting the stored lines). */
async function checkLines(tx: Ctx, item: CheckoutItem, itemDraws: DrawRow[]): Promise<void> {
  const checked = new Set<number>();
  for (const draw of itemDraws) {
    const definition = await getGameDefinition(tx, { offerId: item.offerId, drawNo: draw.drawNo });
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
async function checkPrices(tx: Ctx, p: Purchase, items: CheckoutItem[]): Promise<void> {
  const changes: PriceChange[] = [];
  const described: { offerName: string; fromMinor: bigint; toMinor: bigint; currency: string }[] = [];
  for (const item of items) {
    const current = await currentTicketPriceMinor(tx, item);
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
  const currency = need(p.currency, 'currency');
  const total = moneyOf(need(p.totalMinor, 'total'), currency);
  const totalChanged =
    p.expectedTotal !== undefined &&
    (p.expectedTotal.currency !== currency || !sameMoney(fromMoneyDto(p.expectedTotal), total));
  if (changes.length > 0 || totalChanged) {
    throw new PricesChangedError(changes, priceChangedMessage(described, totalChanged));
  }
}

/** Share-locks every draw the items enter (none can close while the purchase commits) and checks lines and prices. */
const checkItems: Step<Purchase> = {
  name: 'check draws, lines and prices',
  async run(tx, p) {
    const items = need(p.items, 'items');
    const currency = need(items[0], 'first item').currency;
    if (items.some((i) => i.currency !== currency)) {
      throw new DomainError('conflict', {
        status: 422,
        message: 'Items priced in different currencies cannot be bought together. Remove some and try again.',
      });
    }
    p.currency = currency;
    p.planned = [];
    for (const item of items) {
      const itemDraws = await lockDrawsOnSale(tx, item);
      await checkLines(tx, item, itemDraws);
      p.planned.push({ item, draws: itemDraws });
    }
    p.totalMinor = minorUnits(
      sum(
        items.map((i) => multiply(moneyOf(i.unitPriceMinor, i.currency), i.quantity)),
        currency,
      ),
    );
    await checkPrices(tx, p, items);
  },
};

/**
 * Holds the total in the customer's wallet (a pending transfer to the shop's sales account): from here the money
 * cannot be spent twice. A wallet that cannot cover it is refused with the total in the message.
 */
const holdFunds: Step<Purchase> = {
  name: 'hold funds',
  async run(tx, p) {
    const checkout = need(p.checkout, 'checkout');
    const totalMinor = need(p.totalMinor, 'total');
    const currency = need(p.currency, 'currency');
    try {
      const { walletId, systemId } = await walletAndSystemAccountIds(tx, {
        customerId: p.customerId,
        system: 'ticket_sales',
        currency,
      });
      const { transfer } = await holdTransfer(tx, {
        idempotencyKey: holdKey(checkout.id),
        debitAccountId: walletId,
        creditAccountId: systemId,
        amountMinor: totalMinor,
        kind: 'purchase',
        customerId: p.customerId,
        reference: checkout.id,
        description: 'Ticket purchase',
      });
      p.hold = transfer;
    } catch (error) {
      if (isDomainError(error) && error.code === 'insufficient_funds') {
        throw new DomainError('insufficient_funds', {
          message: insufficientFundsMessage(totalMinor, currency),
        });
      }
      throw error;
    }
  },
  // A hold made in this transaction rolls back with it (voiding then finds nothing); a hold that was committed
  // earlier (a card payment held at its gateway) is released.
  async compensate(ctx, p) {
    if (!p.checkout) return;
    await inTransaction(ctx, (tx) =>
      voidPendingTransfer(tx, { hold: holdKey(need(p.checkout, 'checkout').id) }),
    );
  },
};

/** Writes the tickets: an item of quantity N is N tickets, each with its lines and the draws it enters. */
const issueTickets: Step<Purchase> = {
  name: 'issue tickets',
  async run(tx, p) {
    const checkout = need(p.checkout, 'checkout');
    const currency = need(p.currency, 'currency');
    const now = tx.clock.now();
    const ticketRows: (typeof tickets.$inferInsert)[] = [];
    const lineRows: (typeof ticketLines.$inferInsert)[] = [];
    const drawRows: (typeof ticketDraws.$inferInsert)[] = [];
    for (const { item, draws: itemDraws } of need(p.planned, 'plan')) {
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
    await tx.db.insert(tickets).values(ticketRows);
    await tx.db.insert(ticketLines).values(lineRows);
    await tx.db.insert(ticketDraws).values(drawRows);
  },
};

/** Posts the hold (the money moves to the shop), marks the checkout paid and empties the cart. */
const postFunds: Step<Purchase> = {
  name: 'post funds',
  async run(tx, p) {
    const checkout = need(p.checkout, 'checkout');
    const { transfer } = await postPendingTransfer(tx, { hold: need(p.hold, 'hold') });
    CHECKOUT_MACHINE.assert(checkout.status, 'paid');
    const [paid] = await tx.db
      .update(checkouts)
      .set({
        status: 'paid',
        totalMinor: need(p.totalMinor, 'total'),
        currency: need(p.currency, 'currency'),
        transferId: transfer.id,
        balanceAfterMinor: transfer.debitBalanceAfterMinor,
      })
      .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, checkout.status)))
      .returning();
    if (!paid) throw new Error('the checkout row changed during the purchase');
    p.checkout = paid;
    if (p.cartId) await clearCart(tx, p.cartId);
  },
};

const PURCHASE_STEPS: readonly Step<Purchase>[] = [
  claimCheckout,
  takeItems,
  checkItems,
  holdFunds,
  issueTickets,
  postFunds,
];

/**
 * POST /cart/purchase: pays for the acting customer's whole cart from the wallet (lock order: the checkout key,
 * the cart row, the draws, then the ledger accounts by id). A retry with the same key answers the same receipt.
 * When a price changed, nothing is charged: the cart is repriced in a transaction of its own and price_changed is
 * thrown, so the customer sees the new total and can buy again.
 */
export async function purchaseCart(ctx: Ctx, body: PurchaseBody): Promise<PurchaseResult> {
  const purchase: Purchase = {
    customerId: customerIdOf(ctx),
    idempotencyKey: body.idempotencyKey,
    expectedTotal: body.expectedTotal,
    source: { kind: 'cart' },
  };
  try {
    await runSteps(ctx, PURCHASE_STEPS, purchase);
  } catch (error) {
    if (error instanceof PricesChangedError && error.changes.length > 0) {
      const changes = error.changes;
      await inTransaction(ctx, (tx) => repriceItems(tx, changes));
    }
    throw error;
  }
  // Built after the commit, so the purchase holds its locks no longer than it must.
  const checkout = need(purchase.checkout, 'checkout');
  return { receipt: await receiptOf(ctx, checkout), created: purchase.created === true };
}

/**
 * Buys the given items (not a cart) for the acting customer, once per idempotency key: a repeat answers the first
 * purchase's receipt with `created: false`. Throws DomainError (cart_empty, draw_closed, price_changed,
 * insufficient_funds, …) and then changes nothing. Inside a caller's transaction its steps run in a savepoint.
 */
export async function buyTickets(
  ctx: Ctx,
  input: { idempotencyKey: string; items: CheckoutItem[]; expectedTotal?: MoneyDto },
): Promise<PurchaseResult> {
  const purchase: Purchase = {
    customerId: customerIdOf(ctx),
    idempotencyKey: input.idempotencyKey,
    expectedTotal: input.expectedTotal,
    source: { kind: 'items', items: input.items },
  };
  await runSteps(ctx, PURCHASE_STEPS, purchase);
  return {
    receipt: await receiptOf(ctx, need(purchase.checkout, 'checkout')),
    created: purchase.created === true,
  };
}
