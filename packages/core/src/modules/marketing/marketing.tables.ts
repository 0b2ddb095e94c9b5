import { pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
// Foreign keys only: nothing here reads the draws or customers tables.
import { draws } from '../draws/draws.tables.ts';
import { customers } from '../identity/identity.tables.ts';

/**
 * The jackpot alerts e-mailed: one row per draw and customer, written in the same transaction as the outbox row, so
 * a draw's alert reaches a customer at most once however often (or in however many processes) the job runs, and
 * a job killed half-way sends only the rest when it runs again (decision 048).
 */
export const jackpotAlerts = pgTable(
  'jackpot_alerts',
  {
    drawId: uuid('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.customerId] })],
);
export type JackpotAlertRow = typeof jackpotAlerts.$inferSelect;
