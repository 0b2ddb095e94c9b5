import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../identity/identity.tables.ts';

/**
 * The shop's terms and conditions, one row per version an operator published (`npm run ops -- publish-terms`):
 * the newest is in force, and a customer who has not accepted it is asked to before going on.
 */
export const termsVersions = pgTable(
  'terms_versions',
  {
    version: integer('version').primaryKey(),
    /** What changed, in a sentence or two, shown to the customer asked to accept. */
    summary: text('summary').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('terms_versions_version_positive', sql`${t.version} > 0`)],
);

/** Each version of the terms a customer accepted, and when (kept for the record). */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    version: integer('version')
      .notNull()
      .references(() => termsVersions.version),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.version] })],
);

/**
 * Countries the operator's licence does not cover (site data): a customer whose request comes from one is
 * `countryBanned` and must confirm where they live before going on.
 */
export const restrictedCountries = pgTable(
  'restricted_countries',
  {
    countryCode: text('country_code').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('restricted_countries_code', sql`${t.countryCode} ~ '^[A-Z]{2}$'`)],
);

/** A customer's confirmation, made while in a restricted country, that they may play from there (30 days). */
export const locationConfirmations = pgTable(
  'location_confirmations',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.countryCode] })],
);

/**
 * Whether a customer lets the shop name them as a winner (first name and state only) on the winners pages
 * (decision 037). No row means no: a win is published anonymously until the customer says yes.
 */
export const winnerPublicityConsents = pgTable('winner_publicity_consents', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  consented: boolean('consented').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});
