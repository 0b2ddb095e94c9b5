import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
// Foreign key only: nothing here reads the customers table.
import { customers } from '../identity/identity.tables.ts';

/**
 * Whether a customer wants their monthly activity statement e-mailed. A service message, not marketing, so it is
 * kept here rather than with the marketing channels (decision 043). No row: not e-mailed.
 */
export const statementSettings = pgTable('statement_settings', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  emailMonthly: boolean('email_monthly').notNull(),
  updatedAt: updatedAt(),
});
export type StatementSettingsRow = typeof statementSettings.$inferSelect;

/**
 * The monthly statements e-mailed: one row per customer and month (`YYYY-MM`, in the shop's time zone), written in
 * the same transaction as the outbox row, so the monthly job sends each at most once however often it runs.
 */
export const statementDeliveries = pgTable(
  'statement_deliveries',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.month] }),
    check('statement_deliveries_month', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);
