/**
 * The verification module's tables: the site's verification policy and which methods are on (site data), every
 * attempt a customer makes and how it ended, the documents uploaded for a person to review (stored encrypted), and
 * the operator's register of excluded identities.
 */
import type { AttemptOutcome, VerificationMethodType } from '@lottoshop/contracts/verification';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../db/columns.ts';
// Foreign key only: an attempt belongs to a customer; nothing here reads identity's table.
import { customers } from '../identity/identity.tables.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const METHOD_TYPES_SQL = sql.raw(
  "('auto_verification', 'connect_id', 'drivers_licence', 'greenid_ui', 'pdf_form', 'photo_id_upload')",
);

/** The site's verification policy: one row (key 'site'). */
export const verificationSettings = pgTable(
  'verification_settings',
  {
    key: text('key').primaryKey(),
    /**
     * Once a customer's purchases (less refunds) would pass this amount, buying needs a verified identity; null:
     * buying never does. Withdrawing always does.
     */
    purchaseThresholdMinor: bigint('purchase_threshold_minor', { mode: 'bigint' }),
    currency: text('currency').notNull(),
  },
  (t) => [
    check('verification_settings_one_row', sql`${t.key} = 'site'`),
    check(
      'verification_settings_threshold',
      sql`${t.purchaseThresholdMinor} is null or ${t.purchaseThresholdMinor} >= 0`,
    ),
  ],
);
export type VerificationSettingsRow = typeof verificationSettings.$inferSelect;
export type NewVerificationSettings = typeof verificationSettings.$inferInsert;

/** Which verification methods the site offers, and in what order. Site data. */
export const verificationMethods = pgTable(
  'verification_methods',
  {
    type: text('type').$type<VerificationMethodType>().primaryKey(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('verification_methods_type', sql`${t.type} in ${METHOD_TYPES_SQL}`)],
);
export type NewVerificationMethod = typeof verificationMethods.$inferInsert;

/**
 * One attempt to verify: verified or failed at once by the provider, or 'review' (an upload, or a check the
 * provider referred) until an operator approves it ('verified') or rejects it ('rejected', with the reason the
 * customer reads).
 */
export const verificationAttempts = pgTable(
  'verification_attempts',
  {
    id: idColumn(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    method: text('method').$type<VerificationMethodType>().notNull(),
    outcome: text('outcome').$type<AttemptOutcome>().notNull(),
    /** Why it failed or was rejected, for the customer. */
    reason: text('reason'),
    /** The provider's reference of the check, when a provider made one. */
    providerReference: text('provider_reference'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by'),
    createdAt: createdAt(),
  },
  (t) => [
    check('verification_attempts_method', sql`${t.method} in ${METHOD_TYPES_SQL}`),
    check('verification_attempts_outcome', sql`${t.outcome} in ('verified', 'failed', 'review', 'rejected')`),
    check('verification_attempts_reviewed', sql`(${t.reviewedAt} is null) = (${t.reviewedBy} is null)`),
    index('verification_attempts_customer_idx').on(t.customerId, t.createdAt),
    index('verification_attempts_review_idx').on(t.createdAt).where(sql`${t.outcome} = 'review'`),
  ],
);
export type VerificationAttemptRow = typeof verificationAttempts.$inferSelect;

/**
 * A document uploaded with an attempt, encrypted at rest (AES-256-GCM under a key of its own, which is itself
 * encrypted under the site's document key `key_id`); never served publicly.
 */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: idColumn(),
    attemptId: uuid('attempt_id')
      .notNull()
      .unique()
      .references(() => verificationAttempts.id, { onDelete: 'restrict' }),
    document: text('document').notNull(),
    /** The type sniffed from the bytes. */
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    keyId: text('key_id').notNull(),
    wrappedKey: bytea('wrapped_key').notNull(),
    iv: bytea('iv').notNull(),
    tag: bytea('tag').notNull(),
    ciphertext: bytea('ciphertext').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('verification_documents_size', sql`${t.sizeBytes} > 0`)],
);
export type VerificationDocumentRow = typeof verificationDocuments.$inferSelect;

/**
 * The operator's register of excluded identities (standing in for the national self-exclusion register): matched at
 * sign-up and login by normalised name and date of birth, or by e-mail address.
 */
export const excludedIdentities = pgTable(
  'excluded_identities',
  {
    id: idColumn(),
    firstname: text('firstname'),
    lastname: text('lastname'),
    /** Lower-case letters of first and last name, for matching. */
    nameKey: text('name_key'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    email: text('email'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'excluded_identities_match',
      sql`(${t.nameKey} is not null and ${t.dateOfBirth} is not null) or ${t.email} is not null`,
    ),
    index('excluded_identities_name_idx').on(t.nameKey, t.dateOfBirth),
    index('excluded_identities_email_idx').on(t.email),
  ],
);
export type ExcludedIdentityRow = typeof excludedIdentities.$inferSelect;

/**
 * A verification started with a provider that answers later (decision 050): ConnectID's sign-in at the customer's
 * bank (handle: the SHA-256 of the OpenID Connect state; the nonce and PKCE verifier kept for the callback) or
 * the provider's hosted page (handle: the provider's session id). Used once: `completed_at` is set by the one
 * callback that claims it; past `expires_at` it can no longer be completed.
 */
export const verificationSessions = pgTable(
  'verification_sessions',
  {
    id: idColumn(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    method: text('method').$type<'connect_id' | 'greenid_ui'>().notNull(),
    handle: text('handle').notNull(),
    nonce: text('nonce'),
    codeVerifier: text('code_verifier'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('verification_sessions_method', sql`${t.method} in ('connect_id', 'greenid_ui')`),
    uniqueIndex('verification_sessions_handle_idx').on(t.method, t.handle),
    index('verification_sessions_customer_idx').on(t.customerId, t.createdAt),
  ],
);
export type VerificationSessionRow = typeof verificationSessions.$inferSelect;
