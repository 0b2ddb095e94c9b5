/**
 * The wallet's tables: a double-entry ledger (accounts and immutable transfers), the payment methods money can
 * come in by, and the deposits made with them. See docs/decisions/011-wallet-ledger.md.
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
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../db/columns.ts';
import { customers } from '../identity/identity.tables.ts';

export type LedgerAccountKind = 'customer_wallet' | 'system';
export type TransferKind = 'deposit' | 'purchase' | 'prize' | 'refund';

/** Name of the CHECK that keeps a customer's wallet from going below zero; postTransfer maps it to insufficient_funds. */
export const WALLET_NOT_NEGATIVE = 'ledger_accounts_wallet_not_negative';

/**
 * One account of the ledger. Every account's balance is credits minus debits, so a customer wallet (money the shop
 * owes the customer) grows with a credit, and a source of money such as `td_deposits` goes negative as money comes
 * in. The balances of all accounts of a currency always sum to zero.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: idColumn(),
    /** `wallet:<customerId>:<currency>` or `system:<name>:<currency>`. */
    key: text('key').notNull().unique(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    currency: text('currency').notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_accounts_kind', sql`${t.kind} in ('customer_wallet', 'system')`),
    check(
      'ledger_accounts_wallet_has_customer',
      sql`(${t.kind} = 'customer_wallet') = (${t.customerId} is not null)`,
    ),
    check(WALLET_NOT_NEGATIVE, sql`${t.kind} <> 'customer_wallet' or ${t.balanceMinor} >= 0`),
    index('ledger_accounts_customer_idx').on(t.customerId),
  ],
);
export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;

/**
 * One movement of money from a debit account to a credit account. Append-only: a database trigger refuses
 * UPDATE and DELETE (see the wallet_append_only migration). The balances after the transfer are recorded with it.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: idColumn(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    debitAccountId: uuid('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    creditAccountId: uuid('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    kind: text('kind').$type<TransferKind>().notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    /** The deposit id, checkout id or ticket id the transfer belongs to. */
    reference: text('reference'),
    /** What the customer reads in their transactions. */
    description: text('description').notNull(),
    debitBalanceAfterMinor: bigint('debit_balance_after_minor', { mode: 'bigint' }).notNull(),
    creditBalanceAfterMinor: bigint('credit_balance_after_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('ledger_transfers_amount_positive', sql`${t.amountMinor} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check('ledger_transfers_kind', sql`${t.kind} in ('deposit', 'purchase', 'prize', 'refund')`),
    index('ledger_transfers_debit_idx').on(t.debitAccountId, t.createdAt),
    index('ledger_transfers_credit_idx').on(t.creditAccountId, t.createdAt),
  ],
);
export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;

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

export type DepositStatus = 'approved' | 'declined';

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
    transferId: uuid('transfer_id').references(() => ledgerTransfers.id),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('deposits_customer_key').on(t.customerId, t.idempotencyKey),
    check('deposits_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);
export type DepositRow = typeof deposits.$inferSelect;
