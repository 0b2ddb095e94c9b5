import type { MigrationStatus } from '@lottoshop/contracts/identity';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../identity/identity.tables.ts';

/**
 * A customer's account on the operator's previous platform, to be moved here (spec 2 §3 migration status): an
 * operator marks it eligible (soft: the customer may put it off; hard: they must), the customer accepts, and the
 * migration job moves its balance into the wallet through the ledger, once. No row: `ineligible`.
 */
export const accountMigrations = pgTable(
  'account_migrations',
  {
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'restrict' }),
    status: text('status').$type<Exclude<MigrationStatus, 'ineligible'>>().notNull(),
    /** The account's number on the previous platform. */
    legacyReference: text('legacy_reference').notNull(),
    /** The balance held on the previous platform, moved into the wallet. */
    legacyBalanceMinor: bigint('legacy_balance_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    eligibleAt: timestamp('eligible_at', { withTimezone: true }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The ledger transfer that moved the balance (none for an empty balance). */
    transferId: uuid('transfer_id'),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    check(
      'account_migrations_status',
      sql`${t.status} in ('eligible_soft', 'eligible_hard', 'in_progress', 'migrated')`,
    ),
    check('account_migrations_balance', sql`${t.legacyBalanceMinor} >= 0`),
    check(
      'account_migrations_requested',
      sql`(${t.status} in ('in_progress', 'migrated')) = (${t.requestedAt} is not null)`,
    ),
    check('account_migrations_completed', sql`(${t.status} = 'migrated') = (${t.completedAt} is not null)`),
    index('account_migrations_in_progress_idx').on(t.status, t.requestedAt),
  ],
);
export type AccountMigrationRow = typeof accountMigrations.$inferSelect;
