import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../db/columns.ts';
// Foreign keys only: these rows belong to draws, offers and customers; nothing here reads those tables.
import { productOffers } from '../catalog/catalog.tables.ts';
import { draws } from '../draws/draws.tables.ts';
import { customers } from '../identity/identity.tables.ts';

export type DrawResultSource = 'official' | 'shop_rng';

/**
 * A draw's numbers, written once when the draw becomes DRAW_DRAWN. For a draw the shop ran itself, the seed
 * (revealed), its hash (published before sales closed), the hash of the entries and the code that drew it, so
 * anyone can recompute the numbers. The draw's offer, number and time are copied here (they never change once
 * drawn), so the results pages list results without reading the draws module's table.
 */
export const drawResults = pgTable(
  'draw_results',
  {
    drawId: uuid('draw_id')
      .primaryKey()
      .references(() => draws.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => productOffers.id, { onDelete: 'cascade' }),
    drawNo: integer('draw_no').notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    main: integer('main').array().notNull(),
    supplementary: integer('supplementary').array().notNull(),
    bonus: integer('bonus').array().notNull(),
    /**
     * The main numbers in the order they were drawn (`main` lists them ascending unless the game is ordered): what
     * a game played on this draw takes its balls from (decision 051). Null on results stored before it was kept.
     */
    mainInDrawOrder: integer('main_in_draw_order').array(),
    source: text('source').$type<DrawResultSource>().notNull(),
    seedHash: text('seed_hash'),
    seed: text('seed'),
    entriesHash: text('entries_hash'),
    codeVersion: text('code_version'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull(),
    /** Demo history made by the seed with the shop's RNG (decision 034): shown as "demo results", never real. */
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [
    index('draw_results_offer_draw_at').on(t.offerId, t.drawAt),
    index('draw_results_draw_at').on(t.drawAt, t.drawNo),
    check('draw_results_source', sql`${t.source} in ('official', 'shop_rng')`),
    check(
      'draw_results_rng_audit',
      sql`${t.source} = 'official' or (${t.seed} is not null and ${t.seedHash} is not null and ${t.entriesHash} is not null)`,
    ),
  ],
);
export type DrawResultRow = typeof drawResults.$inferSelect;

/**
 * The shop's commitment for a draw it runs itself: a secret seed whose hash is published before sales close,
 * and the hash of the entries frozen at close. The seed stays here, unpublished, until the draw is made.
 */
export const drawCommitments = pgTable('draw_commitments', {
  drawId: uuid('draw_id')
    .primaryKey()
    .references(() => draws.id, { onDelete: 'cascade' }),
  seed: text('seed').notNull(),
  seedHash: text('seed_hash').notNull(),
  committedAt: timestamp('committed_at', { withTimezone: true }).notNull(),
  entriesHash: text('entries_hash'),
  entriesCount: integer('entries_count'),
  entriesFrozenAt: timestamp('entries_frozen_at', { withTimezone: true }),
});
export type DrawCommitmentRow = typeof drawCommitments.$inferSelect;

/** The dividend paid to each winning line of a division, and how many of the shop's lines won it. */
export const drawDividends = pgTable(
  'draw_dividends',
  {
    drawId: uuid('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    division: integer('division').notNull(),
    prizeMinor: bigint('prize_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    winners: integer('winners').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.drawId, t.division] }),
    check('draw_dividends_amounts', sql`${t.prizeMinor} >= 0 and ${t.winners} >= 0 and ${t.division} > 0`),
  ],
);
export type DrawDividendRow = typeof drawDividends.$inferSelect;

/**
 * A winning line of a draw and its prize. Written once by scoring (a re-run inserts nothing new);
 * `transferId` is set in the same transaction as the ledger transfer that pays it, so a line is paid once.
 */
export const linePrizes = pgTable(
  'line_prizes',
  {
    drawId: uuid('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    /** The ticket (orders module); no foreign key: the orders module sits above this one. */
    ticketId: uuid('ticket_id').notNull(),
    lineNo: integer('line_no').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    division: integer('division').notNull(),
    prizeMinor: bigint('prize_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** The ledger transfer that paid the prize (ledger module); null until paid. */
    transferId: uuid('transfer_id'),
    scoredAt: timestamp('scored_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.drawId, t.ticketId, t.lineNo] }),
    index('line_prizes_ticket').on(t.ticketId),
    index('line_prizes_unpaid').on(t.drawId, t.ticketId, t.lineNo).where(sql`${t.transferId} is null`),
    check('line_prizes_amounts', sql`${t.prizeMinor} >= 0 and ${t.division} > 0`),
  ],
);
export type LinePrizeRow = typeof linePrizes.$inferSelect;

export type DrawAuditEvent =
  | 'seed_committed'
  | 'closed'
  | 'entries_frozen'
  | 'result_entered'
  | 'numbers_drawn'
  | 'scored'
  | 'paid';

/** Append-only record of what happened to a draw and when (a database trigger refuses updates and deletes). */
export const drawAudit = pgTable(
  'draw_audit',
  {
    id: idColumn(),
    drawId: uuid('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    event: text('event').$type<DrawAuditEvent>().notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('draw_audit_draw').on(t.drawId, t.at)],
);
export type DrawAuditRow = typeof drawAudit.$inferSelect;

/**
 * The win e-mail of a customer for a draw (decision 037): one row per winner and draw, inserted in the same
 * transaction as the outbox row, so however often (or concurrently) the e-mail step runs, a winner is told once.
 */
export const winNotices = pgTable(
  'win_notices',
  {
    drawId: uuid('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The outbox row (mail module) that carries the e-mail; set in the same transaction, just after the claim. */
    mailId: uuid('mail_id'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.customerId] })],
);
