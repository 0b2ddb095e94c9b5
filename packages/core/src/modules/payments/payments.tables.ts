/** The payments module's tables: the ways money comes in (payment methods) and the deposits made with them. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../db/columns.ts';
// Foreign keys only: a deposit belongs to a customer and is paid into the ledger; nothing here reads those tables.
import { customers } from '../identity/identity.tables.ts';
import { ledgerTransfers } from '../ledger/ledger.tables.ts';

/** A way to pay money in (spec 2 §3). Amounts in minor units of `currency`. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    minMinor: bigint('min_minor', { mode: 'bigint' }).notNull(),
    maxMinor: bigint('max_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    gateways: jsonb('gateways').$type<string[]>().notNull().default([]),
    fundsCart: boolean('funds_cart').notNull().default(false),
    fundsWithdraw: boolean('funds_withdraw').notNull().default(false),
    fundsDigitalWallets: boolean('funds_digital_wallets').notNull().default(false),
    /** Offered to a customer whose identity verification failed. */
    fundsFailedVerification: boolean('funds_failed_verification').notNull().default(false),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('payment_methods_limits', sql`${t.minMinor} > 0 and ${t.maxMinor} >= ${t.minMinor}`)],
);
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type NewPaymentMethod = typeof paymentMethods.$inferInsert;

/** A deposit's status; it moves only along DEPOSIT_MACHINE (payments.transitions.ts). */
export type DepositStatus = 'pending' | 'approved' | 'declined';

/** Money a customer paid in. A client retry with the same idempotency key is the same deposit. */
export const deposits = pgTable(
  'deposits',
  {
    id: idColumn(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    methodCode: text('method_code')
      .notNull()
      .references(() => paymentMethods.code),
    gateway: text('gateway').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<DepositStatus>().notNull(),
    /** The gateway's own reference for the payment, once it has one. */
    gatewayReference: text('gateway_reference'),
    transferId: uuid('transfer_id').references(() => ledgerTransfers.id),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('deposits_customer_key').on(t.customerId, t.idempotencyKey),
    check('deposits_amount_positive', sql`${t.amountMinor} > 0`),
    check('deposits_status', sql`${t.status} in ('pending', 'approved', 'declined')`),
    check('deposits_approved_has_transfer', sql`(${t.status} = 'approved') = (${t.transferId} is not null)`),
  ],
);
export type DepositRow = typeof deposits.$inferSelect;
