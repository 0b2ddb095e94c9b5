/**
 * The payments module's tables: the ways money comes in (payment methods), the customer's saved funds (cards, as
 * the gateway's token only), the deposits made with them and the gateway notifications already applied.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../db/columns.ts';
// Foreign keys only: a deposit belongs to a customer and is paid into the ledger; nothing here reads those tables.
import { customers } from '../identity/identity.tables.ts';
import { ledgerTransfers } from '../ledger/ledger.tables.ts';

export type GatewayRule = { gateway: string; cscRequired: boolean };

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
    /** Per gateway: whether a deposit with a saved card must carry its card security code (spec 2 §5). */
    gatewayRules: jsonb('gateway_rules').$type<GatewayRule[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('payment_methods_limits', sql`${t.minMinor} > 0 and ${t.maxMinor} >= ${t.minMinor}`)],
);
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type NewPaymentMethod = typeof paymentMethods.$inferInsert;

export const CARD_BRANDS = ['AmericanExpress', 'MasterCard', 'Visa'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
export const FUND_VERIFICATIONS = [
  'Failed Verification',
  'Pending Verification',
  'Unverified',
  'Verified',
] as const;
export type FundVerification = (typeof FUND_VERIFICATIONS)[number];

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A customer's saved card (spec 2 §3 Fund). The card number never reaches the shop: the gateway keeps the card
 * and gives us a token; we keep only what a customer needs to recognise it. A removed card keeps its row (its
 * deposits name it) with `removed_at` set.
 */
export const customerFunds = pgTable(
  'customer_funds',
  {
    id: idColumn(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    methodCode: text('method_code')
      .notNull()
      .references(() => paymentMethods.code),
    gateway: text('gateway').notNull(),
    /** The gateway's reusable token for the card. */
    token: text('token').notNull(),
    brand: text('brand').$type<CardBrand>().notNull(),
    lastFour: text('last_four').notNull(),
    expiryMonth: smallint('expiry_month').notNull(),
    expiryYear: smallint('expiry_year').notNull(),
    verification: text('verification').$type<FundVerification>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    unique('customer_funds_gateway_token').on(t.gateway, t.token),
    check('customer_funds_last_four', sql`${t.lastFour} ~ '^[0-9]{4}$'`),
    check(
      'customer_funds_expiry',
      sql`${t.expiryMonth} between 1 and 12 and ${t.expiryYear} between 2000 and 2100`,
    ),
    check('customer_funds_brand', sql`${t.brand} in (${quoted(CARD_BRANDS)})`),
    check('customer_funds_verification', sql`${t.verification} in (${quoted(FUND_VERIFICATIONS)})`),
    check('customer_funds_removed_not_default', sql`not (${t.isDefault} and ${t.removedAt} is not null)`),
    // At most one default fund per customer.
    uniqueIndex('customer_funds_one_default').on(t.customerId).where(sql`${t.isDefault}`),
    index('customer_funds_customer_idx').on(t.customerId),
  ],
);
export type CustomerFundRow = typeof customerFunds.$inferSelect;
export type NewCustomerFund = typeof customerFunds.$inferInsert;

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
    /** The saved card paid with, for a card deposit. */
    fundId: uuid('fund_id').references(() => customerFunds.id),
    /** Where the customer completes a 3-D Secure challenge, while the gateway waits for one. */
    challengeUrl: text('challenge_url'),
    /** The gateway's reason, for a declined deposit. */
    declineReason: text('decline_reason'),
    createdAt: createdAt(),
    /** When the deposit left pending (approved or declined). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('deposits_customer_key').on(t.customerId, t.idempotencyKey),
    // A gateway's payment is one deposit: its notifications name it.
    unique('deposits_gateway_reference').on(t.gateway, t.gatewayReference),
    // The reconciliation job's pass: the deposits still waiting, oldest first.
    index('deposits_pending_created').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('deposits_declined_has_reason', sql`(${t.status} = 'declined') = (${t.declineReason} is not null)`),
    check('deposits_amount_positive', sql`${t.amountMinor} > 0`),
    check('deposits_status', sql`${t.status} in ('pending', 'approved', 'declined')`),
    check('deposits_approved_has_transfer', sql`(${t.status} = 'approved') = (${t.transferId} is not null)`),
  ],
);
export type DepositRow = typeof deposits.$inferSelect;

/**
 * A gateway notification (webhook) already applied, by the gateway's event id: a replay finds its row and changes
 * nothing. The deposit it settled is kept for the audit trail.
 */
export const paymentGatewayEvents = pgTable(
  'payment_gateway_events',
  {
    id: idColumn(),
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    depositId: uuid('deposit_id')
      .notNull()
      .references(() => deposits.id),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('payment_gateway_events_event').on(t.gateway, t.eventId)],
);
