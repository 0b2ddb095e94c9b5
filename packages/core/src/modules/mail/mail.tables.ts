import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../db/columns.ts';

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/**
 * The e-mail outbox: one row per e-mail, written in the same transaction as the change that causes it and
 * rendered then (subject, plain text, HTML), so a rolled-back change sends nothing and a committed one is sent
 * even if the process dies right after. The sender claims due rows (`claimed_until`, taken with FOR UPDATE SKIP
 * LOCKED), sends them, and marks each sent, or schedules a retry with backoff, or gives up after the last attempt.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    /** What kind of e-mail it is (password_reset, email_confirmation, …), for the log and the tests. */
    kind: text('kind').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** The List-Unsubscribe link of a marketing e-mail; null for a transactional one. */
    unsubscribeUrl: text('unsubscribe_url'),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** A sender holds the row until then; a sender that died lets it go when it passes. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    check('mail_outbox_status', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
export type OutboxRow = typeof mailOutbox.$inferSelect;
