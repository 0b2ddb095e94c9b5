import type { TwoFactorMethod } from '@lottoshop/contracts/two-factor';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../db/columns.ts';
import { authSessions, customers } from '../identity/identity.tables.ts';

/**
 * A customer's second factor: one row while it is being set up (`enabled_at` null) or on. The authenticator's
 * secret is stored only encrypted (AES-256-GCM, `twofactor.cipher.ts`). The last time step a code was accepted
 * for is kept, so a code is never accepted twice; wrong codes in a row lock the factor for a while.
 */
export const twoFactorSettings = pgTable('two_factor_settings', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  method: text('method').$type<TwoFactorMethod>().notNull(),
  /** The authenticator's Base32 secret, encrypted; null for a method that needs none. */
  secretCiphertext: text('secret_ciphertext'),
  /** When the method was confirmed with a first code; null while it is being set up. */
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The TOTP time step (Unix seconds / 30) of the last accepted code; a code of this step or before is refused. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type TwoFactorSettingsRow = typeof twoFactorSettings.$inferSelect;

/**
 * A device whose customer logged in with a code and asked to be remembered: the web keeps the token in an
 * httpOnly cookie and sends it with the next login. Only the token's SHA-256 is stored; turning two-factor off
 * forgets every device.
 */
export const twoFactorRememberedDevices = pgTable(
  'two_factor_remembered_devices',
  {
    id: idColumn(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_remembered_devices_customer_idx').on(t.customerId)],
);

/** When a session last proved its second factor (a login with a code, or a refresh with one). */
export const twoFactorElevations = pgTable('two_factor_elevations', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => authSessions.id, { onDelete: 'cascade' }),
  elevatedAt: timestamp('elevated_at', { withTimezone: true }).notNull(),
});

/**
 * The e-mailed code waiting to be entered (method `email`): one per customer, stored only as an HMAC of the code
 * (keyed with the two-factor key), gone once used. `sent_at` holds back another sending for 60 seconds.
 */
export const twoFactorEmailCodes = pgTable('two_factor_email_codes', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});
