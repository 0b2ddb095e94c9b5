import type { DrawStatus, DrawType } from '@lottoshop/contracts/draws';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../db/columns.ts';
import { productOffers } from '../catalog/catalog.tables.ts';

/** One draw of a product offer. Status changes only along draws.transitions.ts. */
export const draws = pgTable(
  'draws',
  {
    id: idColumn(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => productOffers.id, { onDelete: 'cascade' }),
    drawNo: integer('draw_no').notNull(),
    drawType: text('draw_type').$type<DrawType>().notNull(),
    status: text('status').$type<DrawStatus>().notNull().default('DRAW_OPEN'),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    /** Sales stop ("draw stop"). */
    salesCloseAt: timestamp('sales_close_at', { withTimezone: true }).notNull(),
    /** Before this, the draw can be bought as a pre-order only; null means on sale now. */
    salesOpenAt: timestamp('sales_open_at', { withTimezone: true }),
    currency: text('currency').notNull(),
    jackpotMinor: bigint('jackpot_minor', { mode: 'bigint' }),
    prizePoolMinor: bigint('prize_pool_minor', { mode: 'bigint' }),
    /** Raffles: the draw's name, prize and its value, and a ticket cap. */
    name: text('name'),
    prizeDescription: text('prize_description'),
    prizeValueMinor: bigint('prize_value_minor', { mode: 'bigint' }),
    ticketCap: integer('ticket_cap'),
    featureImage: text('feature_image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('draws_offer_draw_no').on(t.offerId, t.drawNo),
    index('draws_offer_draw_at').on(t.offerId, t.drawAt),
    check(
      'draws_status',
      sql`${t.status} in ('DRAW_OPEN','DRAW_CLOSED','DRAW_DRAWN','DRAW_SCORED','DRAW_PAID','DRAW_EMAILED')`,
    ),
    check('draws_close_before_draw', sql`${t.salesCloseAt} <= ${t.drawAt}`),
    check(
      'draws_amounts_non_negative',
      sql`coalesce(${t.jackpotMinor}, 0) >= 0 and coalesce(${t.prizePoolMinor}, 0) >= 0`,
    ),
  ],
);
export type DrawRow = typeof draws.$inferSelect;
