import type { ClosureReason } from '@lottoshop/contracts/account-closing';
import type { CustomerStatus, FavouriteNumbers, SignupAttribution } from '@lottoshop/contracts/identity';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../db/columns.ts';

/** A registered customer. `email` is stored lower-cased and trimmed, so the unique constraint is case-insensitive. */
export const customers = pgTable(
  'customers',
  {
    id: idColumn(),
    email: text('email').notNull().unique(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    phone: text('phone').notNull(),
    addressLine1: text('address_line_1').notNull(),
    addressLine2: text('address_line_2'),
    suburb: text('suburb').notNull(),
    /** Address state (an AU state for AU addresses). */
    state: text('state').notNull(),
    postcode: text('postcode').notNull(),
    country: text('country').notNull(),
    emailOptIn: boolean('email_opt_in').notNull().default(false),
    acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }).notNull(),
    status: text('status').$type<CustomerStatus>().notNull().default('active'),
    pricingId: text('pricing_id').notNull(),
    /** The capability segment; null means the site's default customer segment. */
    segmentName: text('segment_name'),
    /** Opaque, cookie-safe identifier the web keeps in the customer_token cookie; not a credential. */
    customerToken: text('customer_token').notNull().unique(),
    forcePasswordChange: boolean('force_password_change').notNull().default(false),
    /**
     * The account must be upgraded before it is used (spec 1 §6): its details are incomplete or out of date (an
     * account an operator flagged, e.g. one made by a partner channel with a name and address only).
     */
    accountUpgradeRequired: boolean('account_upgrade_required').notNull().default(false),
    addressConfirmationRequired: boolean('address_confirmation_required').notNull().default(false),
    emailAddressConfirmationRequired: boolean('email_address_confirmation_required').notNull().default(false),
    favouriteNumbers: jsonb('favourite_numbers').$type<FavouriteNumbers>().notNull().default({}),
    signupPlatform: text('signup_platform'),
    signupAttribution: jsonb('signup_attribution').$type<SignupAttribution>(),
    /** When the customer closed the account (status 'closed'), why, and in their words. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closureReason: text('closure_reason').$type<ClosureReason>(),
    closureComment: text('closure_comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('customers_status', sql`${t.status} in ('active', 'closed')`)],
);
export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;

/** A customer's password, as an argon2id PHC string (parameters travel inside it). */
export const credentials = pgTable('credentials', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Why a session ended early: signed out (here or everywhere), a spent refresh token presented again, the
 * password changed, the account closed.
 */
export type SessionEndReason =
  | 'logout'
  | 'logout_everywhere'
  | 'refresh_token_reuse'
  | 'password_change'
  | 'account_closed';

/**
 * A signed-in session on one device: one refresh-token family. Revoking it (logout, reuse of a spent refresh
 * token) ends every token of the family, and access tokens naming it stop being accepted.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: idColumn(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    deviceUuid: text('device_uuid').notNull(),
    /** The browser the session was opened in, as the web forwarded it (shown in the list of sessions). */
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    /** When its tokens were last refreshed (the customer was last active, within the access token's 15 minutes). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** The family can never be refreshed past this moment, however active the customer is. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason').$type<SessionEndReason>(),
  },
  (t) => [index('auth_sessions_customer_idx').on(t.customerId)],
);
export type AuthSessionRow = typeof authSessions.$inferSelect;

/** Refresh tokens, rotated on every use. Only the SHA-256 of a token is stored, never the token. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    deviceUuid: text('device_uuid').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_customer_idx').on(t.customerId),
  ],
);
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** What a one-time token is for: a password reset, an e-mail confirmation, an automatic login, a session handover. */
export type CustomerTokenPurpose = 'password_reset' | 'email_confirmation' | 'autologin' | 'session_transfer';

/**
 * One-time links e-mailed to a customer (a password reset, confirming an e-mail address). Only the SHA-256 of the
 * token is stored; a token works once (`used_at`) and until `expires_at`. An e-mail confirmation names the address
 * it confirms, so a change of address applies only to the address the link was sent to.
 */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: idColumn(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CustomerTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address an e-mail confirmation confirms (the new one, for a change of address). */
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('customer_tokens_customer_idx').on(t.customerId, t.purpose)],
);
export type CustomerTokenRow = typeof customerTokens.$inferSelect;
