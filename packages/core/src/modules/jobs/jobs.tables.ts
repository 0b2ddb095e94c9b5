import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who runs a periodic job now: one row per job while a process holds its lease. Several API processes run the
 * same timers; the lease lets one of them do a pass at a time. A holder that dies stops renewing, and its lease
 * lapses at `expires_at` (the database's clock).
 */
export const jobLeases = pgTable('job_leases', {
  job: text('job').primaryKey(),
  holder: text('holder').notNull(),
  acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
