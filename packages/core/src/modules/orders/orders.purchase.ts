/**
 * Buying tickets, as steps (shared/steps.ts) in one database transaction:
 *   claim the checkout (by idempotency key) → take the cart → check draws, lines and prices → check the
 *   customer's spend limits and the verification threshold → issue the tickets → number the raffle tickets
 *   (reserving pre-orders and holding their prices) → empty the cart → pay (hold and post the money, mark the
 *   checkout paid).
 * A refusal at any step rolls everything back: no checkout, no tickets, no money moved, the cart as it was.
 * Paying from the wallet, the hold is a pending ledger transfer written with its post in one statement, near the
 * end, so the ledger's rows are the last locks taken (decision 064). Nothing is committed before the transaction,
 * so no step needs a compensation; a card payment, which will hold at its gateway first, will add a step of its
 * own before the checks whose compensation voids that hold.
 * See docs/decisions/012-purchase-transaction.md, 018-ledger-holds.md and 064.
 */
import { randomInt } from 'node:crypto';
import type { GameMatrixDto } from '@lottoshop/contracts/catalog';
import { BASE_CURRENCY, type MoneyDto } from '@lottoshop/contracts/money';
import type { PurchaseBody, ReceiptDto } from '@lottoshop/contracts/orders';
import { and, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { builtOnce } from '../../db/built-once.ts';
import { DomainError, isDomainError } from '../../errors.ts';
import { fromMoneyDto, minorUnits, moneyOf, multiply, sameMoney, sum } from '../../shared/money.ts';
import { isPgError } from '../../shared/pg-errors.ts';
import { runSteps, type Step } from '../../shared/steps.ts';
import { type Ctx, customerIdOf, inTransaction } from '../../use-case.ts';
import { type CheckoutItem, clearCart, lockCustomerCart, repriceItems } from '../cart/index.ts';
import {
  currentPriceFrom,
  getGameDefinition,
  getOffersWithGameTypes,
  type OfferWithGameTypes,
} from '../catalog/index.ts';
import { type DrawRow, lockDrawsOnSale, purchaseStatusOf } from '../draws/index.ts';
import {
  getWalletBalance,
  holdAndPostTransfer,
  type LedgerTransferRow,
  walletAndSystemAccountIds,
} from '../ledger/index.ts';
import { assertWithinSpendLimits } from '../limits/index.ts';
import { assertVerifiedToBuy, readVerifyToBuyCheck } from '../verification/index.ts';
import {
  buildTicketDtos,
  receiptFrom,
  receiptOf,
  type TicketEntry,
  type TicketLine,
} from './orders.queries.ts';
import { numberRaffleTickets } from './orders.raffle-numbers.ts';
import { queueReceiptEmail } from './orders.receipt-email.ts';
import {
  expandTicket,
  insufficientFundsMessage,
  priceChangedMessage,
  ticketEntriesProblem,
} from './orders.rules.ts';
import {
  type CheckoutRow,
  checkouts,
  type TicketRow,
  ticketDraws,
  ticketEntries,
  ticketLines,
  tickets,
} from './orders.tables.ts';
import { markCheckoutPaid } from './orders.transitions.ts';

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
  /** The items' offers with their game types as they stand (names and current prices). */
  offers?: Map<string, OfferWithGameTypes>;
  /**
   * Each item with its draws and rules; `preOrder` is decided once, here, for the total to pay now and for the
   * numbering step alike (a draw opening in between must not make a ticket neither paid now nor held).
   */
  planned?: {
    item: CheckoutItem;
    offerName: string;
    draws: DrawRow[];
    matrix: GameMatrixDto | null;
    preOrder: boolean;
  }[];
  totalMinor?: bigint;
  /** The part of the total that is pre-ordered raffle tickets: held until their draw opens, not posted now. */
  preOrderMinor?: bigint;
  currency?: string;
  /** The holds of pre-ordered raffle tickets (orders.raffle-numbers.ts), posted when their draw opens. */
  preOrderHolds?: LedgerTransferRow[];
  /** What was issued, for the receipt (built from it, not read back). */
  issued?: {
    rows: TicketRow[];
    lines: Map<string, TicketLine[]>;
    entries: Map<string, TicketEntry[]>;
  };
};

/** A raffle item's draw still in its pre-order window: its tickets are numbered when it opens. */
const isPreOrder = (itemDraws: readonly DrawRow[], now: Date): boolean =>
  itemDraws[0] !== undefined && purchaseStatusOf(itemDraws[0], now) === 'pre_order';

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`purchase step out of order: no ${what}`);
  return value;
};

/** The idempotency key of the hold (and, with :post or :void, of its resolution) of a checkout. */
const holdKey = (checkoutId: string) => `purchase:${checkoutId}`;

/** The checkout's first write, built once (db/built-once.ts), being one of the busiest statements (its last is in orders.transitions.ts). */
const insertCheckout = builtOnce((db) =>
  db
    .insert(checkouts)
    .values({
      id: sql.placeholder('id'),
      customerId: sql.placeholder('customerId'),
      idempotencyKey: sql.placeholder('idempotencyKey'),
      status: 'pending',
      totalMinor: 0n,
      currency: BASE_CURRENCY,
      createdAt: sql.placeholder('createdAt'),
    })
    .onConflictDoNothing({ target: [checkouts.customerId, checkouts.idempotencyKey] })
    .returning(),
);
/**
 * Whether a purchase repeating a key asks for what the checkout made with it: a total named (the only part of
 * the body that can differ, the payment method being the wallet) must be the total paid. A retry that names no
 * total is the same purchase; the cart itself cannot be compared, the first purchase having emptied it.
 */
function sameRequest(existing: CheckoutRow, p: Purchase): boolean {
  if (p.expectedTotal === undefined) return true;
  return sameMoney(fromMoneyDto(p.expectedTotal), moneyOf(existing.totalMinor, existing.currency));
}

/**
 * Writes the checkout row for (customer, idempotency key) as the purchase's first statement. A concurrent purchase
 * with the same key blocks on the unique index until this transaction ends: after a commit it finds the row and
 * answers its receipt ('stop'), or idempotency_conflict when it asks for another total (as a deposit or a
 * withdrawal with a reused key and other details is answered); after a rollback its own insert goes ahead.
 */
const claimCheckout: Step<Purchase> = {
  name: 'claim checkout',
  async run(tx, p) {
    const [inserted] = await insertCheckout(tx.db, {
      id: uuidv7(),
      customerId: p.customerId,
      idempotencyKey: p.idempotencyKey,
      createdAt: tx.clock.now(),
    });
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
    if (!sameRequest(existing, p)) throw new DomainError('idempotency_conflict');
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
async function checkLines(
  tx: Ctx,
  item: CheckoutItem,
  offer: OfferWithGameTypes | undefined,
  offerName: string,
  itemDraws: DrawRow[],
): Promise<GameMatrixDto | null> {
  const checked = new Set<number>();
  let firstMatrix: GameMatrixDto | null = null;
  const systemSizes = offer?.gameTypes.get(item.gameType)?.systemSizes ?? null;
  for (const draw of itemDraws) {
    const definition = await getGameDefinition(tx, { offerId: item.offerId, drawNo: draw.drawNo });
    if (!definition) {
      throw new DomainError('draw_closed', {
        message: `${offerName} draw ${draw.drawNo} is not on sale. Choose another draw.`,
      });
    }
    firstMatrix ??= definition.matrix;
    if (checked.has(definition.effectiveFromDrawNo)) continue;
    checked.add(definition.effectiveFromDrawNo);
    const gameType = offer?.gameTypes.get(item.gameType);
    const problem = ticketEntriesProblem(definition.matrix, {
      gameType: item.gameType,
      systemSizes,
      entries: item.lines,
      numGames: item.numGames,
      ...(gameType ? { range: { minGames: gameType.minGames, maxGames: gameType.maxGames } } : {}),
    });
    if (problem) {
      throw new DomainError('conflict', {
        status: 422,
        message: `Your ${offerName} ticket for draw ${draw.drawNo} cannot be bought. ${problem} Remove it from your cart and pick again.`,
      });
    }
  }
  return firstMatrix;
}

/** Refuses the purchase when a stored price is stale or the customer saw a different total. */
function checkPrices(p: Purchase, items: CheckoutItem[], offers: Map<string, OfferWithGameTypes>): void {
  const changes: PriceChange[] = [];
  const described: { offerName: string; fromMinor: bigint; toMinor: bigint; currency: string }[] = [];
  for (const item of items) {
    const found = offers.get(item.offerId);
    const offerName = found?.offer.name ?? 'This ticket';
    const current = currentPriceFrom(found, item);
    if (current === null) {
      throw new DomainError('draw_closed', {
        message: `${offerName} is no longer on sale. Remove it from your cart and try again.`,
      });
    }
    if (!sameMoney(current, moneyOf(item.unitPriceMinor, item.currency))) {
      changes.push({ itemId: item.itemId, unitPriceMinor: minorUnits(current) });
      described.push({
        offerName,
        fromMinor: item.unitPriceMinor,
        toMinor: minorUnits(current),
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
    const offers = await getOffersWithGameTypes(
      tx,
      items.map((i) => i.offerId),
    );
    p.offers = offers;
    p.planned = [];
    p.preOrderMinor = 0n;
    for (const item of items) {
      const offerName = offers.get(item.offerId)?.offer.name ?? 'This lottery';
      const raffle = offers.get(item.offerId)?.offer.kind === 'raffle';
      const schedule = offers.get(item.offerId)?.offer.drawSchedule;
      const days =
        item.drawWeekdays && item.drawWeekdays.length > 0 && schedule
          ? { weekdays: item.drawWeekdays, timezone: schedule.timezone }
          : null;
      const itemDraws = await lockDrawsOnSale(tx, { ...item, offerName, preOrder: raffle, days });
      const preOrder = raffle && isPreOrder(itemDraws, tx.clock.now());
      if (preOrder) p.preOrderMinor += item.unitPriceMinor * BigInt(item.quantity);
      // A raffle ticket has no lines: its numbers are allocated once it is issued (numberRaffles).
      const found = offers.get(item.offerId);
      const matrix =
        found?.offer.kind === 'raffle' ? null : await checkLines(tx, item, found, offerName, itemDraws);
      p.planned.push({ item, offerName, draws: itemDraws, matrix, preOrder });
    }
    p.totalMinor = minorUnits(
      sum(
        items.map((i) => multiply(moneyOf(i.unitPriceMinor, i.currency), i.quantity)),
        currency,
      ),
    );
    checkPrices(p, items, offers);
  },
};

/**
 * Refuses a total over a spend limit in force (the limits module's check, under its lock), then one that takes an
 * unverified customer past the site's verification threshold (403 REQUIRED), in this transaction.
 */
const checkLimits: Step<Purchase> = {
  name: 'check limits',
  async run(tx, p) {
    const spend = {
      customerId: p.customerId,
      amount: moneyOf(need(p.totalMinor, 'total'), need(p.currency, 'currency')),
    };
    // The verification check's standing is read first, so the limits check's one read of the ledger (under its
    // lock) also gives the window the threshold counts: the purchase reads the ledger's flows once.
    const verification = await readVerifyToBuyCheck(tx, spend);
    const flows = await assertWithinSpendLimits(tx, {
      ...spend,
      alsoSince: verification ? [verification.since] : [],
    });
    assertVerifiedToBuy(verification, spend, flows);
  },
};

/**
 * Writes the tickets, in one statement: an item of quantity N is N tickets, each with its lines and the draws it
 * enters (the rows go as JSON and are unpacked by jsonb_to_recordset, so any number of them is one round trip).
 */
const issueTickets: Step<Purchase> = {
  name: 'issue tickets',
  async run(tx, p) {
    const checkout = need(p.checkout, 'checkout');
    const currency = need(p.currency, 'currency');
    const now = tx.clock.now();
    const rows: TicketRow[] = [];
    const lines = new Map<string, TicketLine[]>();
    const ticketEntryMap = new Map<string, TicketEntry[]>();
    const entries: { ticket_id: string; draw_id: string }[] = [];
    const picked: Record<string, unknown>[] = [];
    for (const { item, draws: itemDraws, matrix } of need(p.planned, 'plan')) {
      // Expanded once per item: every ticket of the item enters the same lines.
      // A Super Combos entry's games are generated here, with node:crypto, and fixed by being stored.
      const expanded = expandTicket(matrix, item.gameType, item.lines, {
        numGames: item.numGames,
        randomInt: (min, max) => randomInt(min, max),
      });
      for (let n = 0; n < item.quantity; n++) {
        const ticketId = uuidv7();
        rows.push({
          id: ticketId,
          checkoutId: checkout.id,
          customerId: checkout.customerId,
          offerId: item.offerId,
          gameType: item.gameType,
          numGames: item.numGames,
          numDraws: item.numDraws,
          drawWeekdays: item.drawWeekdays ?? null,
          autoplay: item.autoplay ?? false,
          priceMinor: item.unitPriceMinor,
          currency,
          createdAt: now,
        });
        lines.set(ticketId, expanded.lines);
        if (expanded.entries.length > 0) ticketEntryMap.set(ticketId, expanded.entries);
        for (const e of expanded.entries) {
          picked.push({
            ticket_id: ticketId,
            entry_no: e.entryNo,
            numbers: e.numbers,
            bonus: e.bonus,
            favourites: e.favourites,
            first_line_no: e.firstLineNo,
            line_count: e.lineCount,
          });
        }
        for (const draw of itemDraws) entries.push({ ticket_id: ticketId, draw_id: draw.id });
      }
    }
    const ticketJson = rows.map((r) => ({
      id: r.id,
      checkout_id: r.checkoutId,
      customer_id: r.customerId,
      offer_id: r.offerId,
      game_type: r.gameType,
      num_games: r.numGames,
      num_draws: r.numDraws,
      draw_weekdays: r.drawWeekdays,
      autoplay: r.autoplay,
      price_minor: String(r.priceMinor),
      currency: r.currency,
      created_at: now.toISOString(),
    }));
    const lineJson = [...lines].flatMap(([ticketId, ls]) =>
      ls.map((l) => ({ ticket_id: ticketId, line_no: l.lineNo, numbers: l.numbers, bonus: l.bonus })),
    );
    await tx.db.execute(sql`
      with issued as (
        insert into ${tickets} (id, checkout_id, customer_id, offer_id, game_type, num_games, num_draws,
                                draw_weekdays, autoplay, price_minor, currency, created_at)
        select * from jsonb_to_recordset(${JSON.stringify(ticketJson)}::jsonb) as t(id uuid, checkout_id uuid,
          customer_id uuid, offer_id uuid, game_type text, num_games int, num_draws int, draw_weekdays int[],
          autoplay boolean, price_minor bigint, currency text, created_at timestamptz)
        returning 1),
      numbered as (
        insert into ${ticketLines} (ticket_id, line_no, numbers, bonus)
        select * from jsonb_to_recordset(${JSON.stringify(lineJson)}::jsonb)
          as l(ticket_id uuid, line_no int, numbers int[], bonus int[])
        returning 1),
      picked as (
        insert into ${ticketEntries} (ticket_id, entry_no, numbers, bonus, favourites, first_line_no, line_count)
        select * from jsonb_to_recordset(${JSON.stringify(picked)}::jsonb)
          as e(ticket_id uuid, entry_no int, numbers int[], bonus int[], favourites int[], first_line_no int,
            line_count int)
        returning 1)
      insert into ${ticketDraws} (ticket_id, draw_id)
      select * from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) as d(ticket_id uuid, draw_id uuid)`);
    p.issued = { rows, lines, entries: ticketEntryMap };
  },
};

/**
 * A wallet short of what a hold asks (the payment's, or a pre-ordered raffle ticket's) is refused with the whole
 * purchase's total in the message, whichever hold met it first; any other error is answered as it is.
 */
function withTotalIfShort(error: unknown, p: Purchase): unknown {
  if (!isDomainError(error) || error.code !== 'insufficient_funds') return error;
  return new DomainError('insufficient_funds', {
    message: insufficientFundsMessage(need(p.totalMinor, 'total'), need(p.currency, 'currency')),
  });
}

/** Gives every raffle ticket issued its numbers in its draw (orders.raffle-numbers.ts); sold out refuses. */
const numberRaffles: Step<Purchase> = {
  name: 'number raffle tickets',
  async run(tx, p) {
    const checkout = need(p.checkout, 'checkout');
    try {
      p.preOrderHolds = await numberRaffleTickets(tx, {
        checkoutId: checkout.id,
        customerId: checkout.customerId,
        planned: need(p.planned, 'plan'),
        offers: need(p.offers, 'offers'),
        ticketIds: need(p.issued, 'issued tickets').rows.map((r) => r.id),
      });
    } catch (error) {
      throw withTotalIfShort(error, p);
    }
  },
};

/** Empties the cart the items came from (before paying, so the ledger's rows are held for the shortest time). */
const emptyCart: Step<Purchase> = {
  name: 'empty cart',
  async run(tx, p) {
    if (p.cartId) await clearCart(tx, p.cartId);
  },
};

/**
 * Pays from the wallet, last: the total is held and the hold posted in one statement (a pending transfer to the
 * shop's sales account and its post, as the books keep every purchase), then the checkout is marked paid. A wallet
 * that cannot cover it is refused with the total in the message, and the whole purchase rolls back.
 */
const payFromWallet: Step<Purchase> = {
  name: 'pay',
  async run(tx, p) {
    const checkout = need(p.checkout, 'checkout');
    const totalMinor = need(p.totalMinor, 'total');
    const currency = need(p.currency, 'currency');
    // Pre-ordered raffle tickets are held apart, one hold each, when they are issued (numberRaffles); a purchase of
    // pre-orders only has nothing to pay now: its first pre-order hold stands for the payment until they are issued.
    const nowMinor = totalMinor - (p.preOrderMinor ?? 0n);
    let transfer: LedgerTransferRow;
    if (nowMinor <= 0n) {
      transfer = need(p.preOrderHolds?.[0], 'hold');
    } else {
      try {
        const { walletId, systemId } = await walletAndSystemAccountIds(tx, {
          customerId: p.customerId,
          system: 'ticket_sales',
          currency,
        });
        // The key is the checkout's, which this purchase has just created: no transfer can have it yet.
        transfer = (
          await holdAndPostTransfer(tx, {
            idempotencyKey: holdKey(checkout.id),
            debitAccountId: walletId,
            creditAccountId: systemId,
            amountMinor: nowMinor,
            kind: 'purchase',
            customerId: p.customerId,
            reference: checkout.id,
            description: 'Ticket purchase',
          })
        ).transfer;
      } catch (error) {
        throw withTotalIfShort(error, p);
      }
    }
    // The receipt shows the available funds after paying (the balance less every hold, pre-orders included), the
    // figure the header shows — not the posted balance, which still counts the money held for pre-orders.
    const { availableMinor } = await getWalletBalance(tx, { customerId: p.customerId, currency });
    const [paid] = await markCheckoutPaid(tx, {
      id: checkout.id,
      from: checkout.status,
      totalMinor,
      currency,
      transferId: transfer.id,
      balanceAfterMinor: availableMinor,
      preOrderMinor: p.preOrderMinor ?? 0n,
    });
    if (!paid) throw new Error('the checkout row changed during the purchase');
    p.checkout = paid;
  },
};

/** Queues the receipt e-mail in the purchase's transaction (a replay stopped at the claim, so it is sent once). */
const emailReceipt: Step<Purchase> = {
  name: 'e-mail receipt',
  async run(tx, p) {
    await queueReceiptEmail(tx, {
      customerId: p.customerId,
      checkoutId: need(p.checkout, 'checkout').id,
      planned: need(p.planned, 'plan'),
      totalMinor: need(p.totalMinor, 'total'),
      preOrderMinor: p.preOrderMinor ?? 0n,
      currency: need(p.currency, 'currency'),
    });
  },
};

const PURCHASE_STEPS: readonly Step<Purchase>[] = [
  claimCheckout,
  takeItems,
  checkItems,
  checkLimits,
  issueTickets,
  numberRaffles,
  emptyCart,
  payFromWallet,
  emailReceipt,
];

/**
 * Runs the purchase's steps; PostgreSQL may abort a transaction it cannot order (a deadlock, a serialization
 * failure) — nothing of it is kept, so it is run again, a few times at most.
 */
async function runPurchase(ctx: Ctx, purchase: Purchase): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await runSteps(ctx, PURCHASE_STEPS, purchase);
      return;
    } catch (error) {
      const retriable = isPgError(error, '40P01') || isPgError(error, '40001');
      if (!retriable || attempt >= 3) throw error;
      ctx.log.warn({ err: error, attempt }, 'purchase: the database aborted the transaction; trying again');
    }
  }
}

/** The receipt: built from what this call wrote, or (a replay) read from the first purchase's rows. */
async function receiptOfPurchase(ctx: Ctx, p: Purchase): Promise<ReceiptDto> {
  const checkout = need(p.checkout, 'checkout');
  if (!p.created || !p.issued || !p.offers || !p.planned) return receiptOf(ctx, checkout);
  const drawsOf = new Map<string, DrawRow[]>();
  let n = 0;
  for (const { item, draws } of p.planned) {
    for (let q = 0; q < item.quantity; q++) drawsOf.set(need(p.issued.rows[n++], 'ticket').id, draws);
  }
  const orders = await buildTicketDtos({
    rows: p.issued.rows,
    offers: p.offers,
    linesOf: p.issued.lines,
    entriesOf: p.issued.entries,
    drawsOf,
    drawn: new Map(),
    prizesOf: new Map(),
    definitionFor: (offerId, drawNo) => getGameDefinition(ctx, { offerId, drawNo }),
  });
  return receiptFrom(checkout, orders, p.offers);
}

/**
 * POST /cart/purchase: pays for the acting customer's whole cart from the wallet (lock order: the checkout key,
 * the cart row, the draws, the limits lock, the raffle draws' counters, then the ledger accounts by id; decision
 * 064). A retry with the same key answers the same receipt.
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
    await runPurchase(ctx, purchase);
  } catch (error) {
    if (error instanceof PricesChangedError && error.changes.length > 0) {
      const changes = error.changes;
      await inTransaction(ctx, (tx) => repriceItems(tx, changes));
    }
    throw error;
  }
  // Built after the commit, so the purchase holds its locks no longer than it must.
  return { receipt: await receiptOfPurchase(ctx, purchase), created: purchase.created === true };
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
  await runPurchase(ctx, purchase);
  return { receipt: await receiptOfPurchase(ctx, purchase), created: purchase.created === true };
}
