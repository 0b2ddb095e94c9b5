import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../db/columns.ts';
// Foreign keys only: nothing here reads these tables.
import { causes } from '../catalog/catalog.tables.ts';
import { draws } from '../draws/draws.tables.ts';
import { customers } from '../identity/identity.tables.ts';
import { ledgerTransfers } from '../ledger/ledger.tables.ts';

/** How a raffle prize reaches its winner: money into the wallet, or something the operator delivers. */
export type RafflePrizePayout = 'wallet' | 'fulfilment';

/**
 * A raffle draw's sales and its draw: the ticket cap (copied from the draw when sales start; it never changes),
 * how many tickets are sold, and once sales close the hash of the frozen entries. `sold` is the counter ticket
 * numbers are allocated from: a purchase adds its tickets with one conditional UPDATE, which locks the row, so
 * two purchases never get the same numbers and the CHECK keeps the cap.
 */
export const raffleDraws = pgTable(
  'raffle_draws',
  {
    drawId: uuid('draw_id')
      .primaryKey()
      .references(() => draws.id, { onDelete: 'cascade' }),
    ticketCap: integer('ticket_cap').notNull(),
    sold: integer('sold').notNull().default(0),
    /** Tickets pre-ordered before sales open: they keep their place under the cap and are numbered at opening. */
    preOrdered: integer('pre_ordered').notNull().default(0),
    /** SHA-256 of the frozen entry list (docs/raffle-draw-verification.md), set once sales close. */
    entriesHash: text('entries_hash'),
    entriesCount: integer('entries_count'),
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (t) => [
    check('raffle_draws_cap_positive', sql`${t.ticketCap} > 0`),
    check('raffle_draws_sold_within_cap', sql`${t.sold} >= 0 and ${t.sold} <= ${t.ticketCap}`),
    check(
      'raffle_draws_pre_orders_within_cap',
      sql`${t.preOrdered} >= 0 and ${t.sold} + ${t.preOrdered} <= ${t.ticketCap}`,
    ),
    check('raffle_draws_frozen_complete', sql`(${t.entriesHash} is null) = (${t.frozenAt} is null)`),
  ],
);
export type RaffleDrawRow = typeof raffleDraws.$inferSelect;

/**
 * The prizes of a raffle draw. They are listed (and drawn) main prize first, then by `awardAt`, then by id
 * (spec 2 §3). A prize paid to the wallet carries its amount in `valueMinor`.
 */
export const rafflePrizes = pgTable(
  'raffle_prizes',
  {
    id: idColumn(),
    drawId: uuid('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'main' | 'secondary'>().notNull(),
    /** The prize's timestamp of spec 2 §3: the order prizes of the same kind are listed and drawn in. */
    awardAt: timestamp('award_at', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    valueMinor: bigint('value_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    payout: text('payout').$type<RafflePrizePayout>().notNull(),
  },
  (t) => [
    index('raffle_prizes_draw').on(t.drawId),
    check('raffle_prizes_kind', sql`${t.kind} in ('main', 'secondary')`),
    check('raffle_prizes_payout', sql`${t.payout} in ('wallet', 'fulfilment')`),
    check('raffle_prizes_value_positive', sql`${t.valueMinor} > 0`),
  ],
);
export type RafflePrizeRow = typeof rafflePrizes.$inferSelect;

/**
 * A free postal entry (the no-purchase route an Australian trade promotion must offer): who wrote in, from where,
 * recorded by an operator. It joins the draw as one ticket number (`raffle_tickets.postal_entry_id`); its name and
 * address are never published, only the first name and suburb/state a winner is announced with.
 */
export const rafflePostalEntries = pgTable(
  'raffle_postal_entries',
  {
    id: idColumn(),
    drawId: uuid('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'restrict' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    suburb: text('suburb').notNull(),
    state: text('state').notNull(),
    postcode: text('postcode').notNull(),
    /** Who recorded it (the operator's name) and when the letter arrived. */
    recordedBy: text('recorded_by').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('raffle_postal_entries_draw').on(t.drawId)],
);
export type RafflePostalEntryRow = typeof rafflePostalEntries.$inferSelect;

/**
 * Raffle tickets bought before the draw opens (`purchaseStatus` pre_order). Their places under the cap are taken at
 * purchase (`raffle_draws.pre_ordered`) and their price is held in the wallet (`holdKey`, a pending transfer); when
 * the draw opens the life-cycle job numbers them and posts the hold, once (`issuedAt`).
 */
export const rafflePreOrders = pgTable(
  'raffle_pre_orders',
  {
    id: idColumn(),
    drawId: uuid('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    causeId: uuid('cause_id').references(() => causes.id, { onDelete: 'restrict' }),
    orderTicketId: uuid('order_ticket_id').notNull(),
    checkoutId: uuid('checkout_id').notNull(),
    numTickets: integer('num_tickets').notNull(),
    /** What each ticket gives its cause, in order (one per ticket). */
    causeAmountsMinor: bigint('cause_amounts_minor', { mode: 'bigint' }).array().notNull(),
    currency: text('currency').notNull(),
    /** The idempotency key of the wallet hold of its price, posted when the tickets are issued. */
    holdKey: text('hold_key').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('raffle_pre_orders_order_ticket').on(t.orderTicketId),
    index('raffle_pre_orders_draw_waiting').on(t.drawId, t.issuedAt),
    check('raffle_pre_orders_tickets_positive', sql`${t.numTickets} > 0`),
  ],
);
export type RafflePreOrderRow = typeof rafflePreOrders.$inferSelect;

/**
 * One raffle ticket: its number within its draw (1..cap, unique in the draw), who holds it, the cause it
 * supports, and the purchase it came from (the orders ticket and checkout; orders calls this module, so those
 * ids are kept as plain values) — or, for a free postal entry, the entry it was recorded from (no customer).
 */
export const raffleTickets = pgTable(
  'raffle_tickets',
  {
    drawId: uuid('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'restrict' }),
    ticketNo: integer('ticket_no').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    causeId: uuid('cause_id').references(() => causes.id, { onDelete: 'restrict' }),
    /** The share of this ticket's price that goes to its cause (0 without one). */
    causeAmountMinor: bigint('cause_amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    orderTicketId: uuid('order_ticket_id'),
    checkoutId: uuid('checkout_id'),
    postalEntryId: uuid('postal_entry_id').references(() => rafflePostalEntries.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.drawId, t.ticketNo] }),
    unique('raffle_tickets_one_per_postal_entry').on(t.postalEntryId),
    check(
      'raffle_tickets_bought_or_posted',
      sql`(${t.postalEntryId} is null and ${t.customerId} is not null and ${t.orderTicketId} is not null and ${t.checkoutId} is not null)
        or (${t.postalEntryId} is not null and ${t.customerId} is null and ${t.orderTicketId} is null and ${t.checkoutId} is null)`,
    ),
    index('raffle_tickets_customer').on(t.customerId, t.drawId),
    index('raffle_tickets_checkout').on(t.checkoutId),
    index('raffle_tickets_cause').on(t.causeId),
    check('raffle_tickets_number_positive', sql`${t.ticketNo} > 0`),
    check('raffle_tickets_cause_amount', sql`${t.causeAmountMinor} >= 0`),
  ],
);
export type RaffleTicketRow = typeof raffleTickets.$inferSelect;

/**
 * The winning ticket of each prize of a drawn raffle: one per prize, and a ticket wins at most one prize. A money
 * prize's `transferId` is the ledger transfer that paid it (set in the same transaction as the transfer).
 */
export const raffleWinners = pgTable(
  'raffle_winners',
  {
    prizeId: uuid('prize_id')
      .primaryKey()
      .references(() => rafflePrizes.id, { onDelete: 'restrict' }),
    drawId: uuid('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'restrict' }),
    ticketNo: integer('ticket_no').notNull(),
    /** Null when the winning ticket is a free postal entry: its prize is delivered by the operator. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    transferId: uuid('transfer_id').references(() => ledgerTransfers.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [unique('raffle_winners_one_prize_per_ticket').on(t.drawId, t.ticketNo)],
);
export type RaffleWinnerRow = typeof raffleWinners.$inferSelect;
