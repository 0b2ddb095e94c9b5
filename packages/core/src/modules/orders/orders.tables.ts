import type { GameType } from '@lottoshop/contracts/catalog';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../db/columns.ts';
// Foreign keys only: tickets name offers and draws, checkouts their customer and the transfer that paid them;
// nothing here reads those tables.
import { productOffers } from '../catalog/catalog.tables.ts';
import { draws } from '../draws/draws.tables.ts';
import { customers } from '../identity/identity.tables.ts';
import { ledgerTransfers } from '../ledger/ledger.tables.ts';

/** A checkout's status; it moves only along CHECKOUT_MACHINE (orders.transitions.ts). */
export type CheckoutStatus = 'pending' | 'paid';

/**
 * One purchase of a customer's cart. The row is written first in the purchase transaction, keyed by the client's
 * idempotency key: a second purchase with the same key waits on the unique index and then answers the first one's
 * receipt. It is pending until paid; `transferId` is the ledger transfer that paid it.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: idColumn(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').$type<CheckoutStatus>().notNull().default('pending'),
    totalMinor: bigint('total_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    transferId: uuid('transfer_id').references(() => ledgerTransfers.id, { onDelete: 'restrict' }),
    /**
     * The customer's available funds (the balance less every hold, as the header shows them) right after paying,
     * as the receipt shows them. Checkouts before migration 0028 recorded the posted balance here.
     */
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }),
    /** The part of the total held for pre-ordered raffle tickets (taken when their draw opens), not paid now. */
    preOrderMinor: bigint('pre_order_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    unique('checkouts_customer_idempotency_key').on(t.customerId, t.idempotencyKey),
    index('checkouts_customer_created').on(t.customerId, t.createdAt),
    check('checkouts_total_non_negative', sql`${t.totalMinor} >= 0`),
    check('checkouts_status', sql`${t.status} in ('pending', 'paid')`),
    check('checkouts_paid_has_transfer', sql`${t.status} <> 'paid' or ${t.transferId} is not null`),
  ],
);
export type CheckoutRow = typeof checkouts.$inferSelect;

/** A ticket: one unit of a cart item (an item of quantity N becomes N tickets), for one or more draws. */
export const tickets = pgTable(
  'tickets',
  {
    id: idColumn(),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => productOffers.id),
    gameType: text('game_type').$type<GameType>().notNull(),
    numGames: integer('num_games').notNull(),
    numDraws: integer('num_draws').notNull(),
    /** Bought for chosen days of an offer with selectable days: the ISO weekdays played; null: every draw. */
    drawWeekdays: integer('draw_weekdays').array(),
    /** Bought with autoplay: 1 draw with recurring on (the recurring purchases come later; decision 052). */
    autoplay: boolean('autoplay').notNull().default(false),
    /** Price of this one ticket: price per game x games x draws. */
    priceMinor: bigint('price_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('tickets_checkout').on(t.checkoutId),
    index('tickets_customer_created').on(t.customerId, t.createdAt),
    check('tickets_counts_positive', sql`${t.numGames} > 0 and ${t.numDraws} > 0`),
    check('tickets_autoplay_one_draw', sql`not ${t.autoplay} or ${t.numDraws} = 1`),
    check('tickets_price_positive', sql`${t.priceMinor} > 0`),
  ],
);
export type TicketRow = typeof tickets.$inferSelect;

/** The games (lines) of a ticket: main numbers and, for games with a bonus barrel, the bonus numbers. */
export const ticketLines = pgTable(
  'ticket_lines',
  {
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    numbers: integer('numbers').array().notNull(),
    bonus: integer('bonus').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ticketId, t.lineNo] }),
    check('ticket_lines_line_no_positive', sql`${t.lineNo} > 0`),
  ],
);
export type TicketLineRow = typeof ticketLines.$inferSelect;

/** The draws a ticket is entered in. */
export const ticketDraws = pgTable(
  'ticket_draws',
  {
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    drawId: uuid('draw_id')
      .notNull()
      .references(() => draws.id),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.drawId] }), index('ticket_draws_draw').on(t.drawId)],
);
export type TicketDrawRow = typeof ticketDraws.$inferSelect;

/**
 * What the player picked on a ticket of an entry type that expands (a System N, a PowerHit, a boxed Strike): the
 * entry's numbers and the game lines it entered, `first_line_no` .. `first_line_no + line_count - 1` of
 * `ticket_lines`, in the order `expandEntry` (contracts/entry-types.ts) gives them, so re-expanding the entry names
 * the same lines. A Super Combos entry's lines were generated at purchase: they are what it entered (they cannot be
 * re-derived); its `favourites` are in every one of them. Tickets of one line per game (standard, random) have no
 * entries: each line is what was picked.
 */
export const ticketEntries = pgTable(
  'ticket_entries',
  {
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    entryNo: integer('entry_no').notNull(),
    numbers: integer('numbers').array().notNull(),
    bonus: integer('bonus').array().notNull(),
    /** Super Combos: the favourites in every generated game (empty otherwise). */
    favourites: integer('favourites').array().notNull().default(sql`'{}'::integer[]`),
    firstLineNo: integer('first_line_no').notNull(),
    lineCount: integer('line_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ticketId, t.entryNo] }),
    check('ticket_entries_positive', sql`${t.entryNo} > 0 and ${t.firstLineNo} > 0 and ${t.lineCount} > 0`),
  ],
);
export type TicketEntryRow = typeof ticketEntries.$inferSelect;
