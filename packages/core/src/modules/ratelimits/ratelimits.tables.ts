import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters shared by every API process (decision 024): one row per key (a limit's name and what it
 * counts by: an address, an e-mail address), counting hits in a fixed window that ends at `window_ends_at`; a
 * counter of failures may also hold the key back until `blocked_until`. Rows whose window and block are over
 * are deleted from time to time.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});
