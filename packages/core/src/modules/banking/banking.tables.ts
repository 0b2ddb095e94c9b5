/**
 * The banking module's tables: the customer's bank accounts and PayIDs (the number encrypted, only its last digits
 * in clear), the ways to withdraw (site data), withdrawals (each a hold on the wallet, then paid or rejected), each
 * customer's stable reference for BPAY and direct deposits, and every bank statement line imported (once).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../db/columns.ts';
// Foreign keys only: nothing here reads these tables.
import { causes } from '../catalog/catalog.tables.ts';
import { customers } from '../identity/identity.tables.ts';
import { ledgerTransfers } from '../ledger/ledger.tables.ts';
import { deposits } from '../payments/payments.tables.ts';

export type BankAccountType = 'national' | 'international' | 'payid_email' | 'payid_phone';

/**
 * A customer's bank account or PayID for withdrawals (spec 2 §3 bank account fields). The account number, IBAN or
 * PayID is kept only encrypted (AES-256-GCM, the customer's id bound in); `last_digits` and `label` are what the
 * customer and the pages see. A removed account keeps its row (its withdrawals name it).
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: idColumn(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    type: text('type').$type<BankAccountType>().notNull(),
    accountName: text('account_name').notNull(),
    /** A national account's BSB (6 digits) or an international one's SWIFT/BIC; null for a PayID. */
    bankCode: text('bank_code'),
    numberCiphertext: text('number_ciphertext').notNull(),
    /** What the customer recognises the account by, e.g. "BSB 062-000 ·· 6789" or "PayID a···@example.com". */
    label: text('label').notNull(),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'bank_accounts_type',
      sql`${t.type} in ('national', 'international', 'payid_email', 'payid_phone')`,
    ),
    check(
      'bank_accounts_bank_code',
      sql`(${t.type} in ('national', 'international')) = (${t.bankCode} is not null)`,
    ),
    index('bank_accounts_customer_idx').on(t.customerId),
  ],
);
export type BankAccountRow = typeof bankAccounts.$inferSelect;

/** A way to withdraw (spec 2 §3 withdrawal methods), with its limits: site data an operator can change. */
export const withdrawalMethods = pgTable(
  'withdrawal_methods',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    minMinor: bigint('min_minor', { mode: 'bigint' }).notNull(),
    maxMinor: bigint('max_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('withdrawal_methods_limits', sql`${t.minMinor} > 0 and ${t.maxMinor} >= ${t.minMinor}`)],
);
export type WithdrawalMethodRow = typeof withdrawalMethods.$inferSelect;
export type NewWithdrawalMethod = typeof withdrawalMethods.$inferInsert;

export type WithdrawalStatus = 'pending' | 'paid' | 'rejected';

/**
 * Money a customer asked to take out. Requesting it holds the amount on the wallet (a pending ledger transfer);
 * the operator then pays it (the hold is posted) or rejects it (the hold is voided, the money is free again).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: idColumn(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    methodCode: text('method_code')
      .notNull()
      .references(() => withdrawalMethods.code),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull(),
    /** tt: the bank account or PayID paid. */
    bankAccountId: uuid('bank_account_id').references(() => bankAccounts.id),
    /** pl: the PayPal account's e-mail address (lower-cased). */
    paypalEmail: text('paypal_email'),
    /** do: the cause the money is given to. */
    causeKey: text('cause_key').references(() => causes.key),
    /** What the customer reads for where the money goes. */
    destination: text('destination').notNull(),
    holdTransferId: uuid('hold_transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    /** The post (paid) or void (rejected) of the hold. */
    resolutionTransferId: uuid('resolution_transfer_id').references(() => ledgerTransfers.id),
    idempotencyKey: text('idempotency_key').notNull(),
    rejectReason: text('reject_reason'),
    decidedBy: text('decided_by'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    unique('withdrawals_customer_key').on(t.customerId, t.idempotencyKey),
    check('withdrawals_amount_positive', sql`${t.amountMinor} > 0`),
    check('withdrawals_status', sql`${t.status} in ('pending', 'paid', 'rejected')`),
    check(
      'withdrawals_decided',
      sql`(${t.status} = 'pending') = (${t.resolutionTransferId} is null and ${t.decidedAt} is null)`,
    ),
    check(
      'withdrawals_rejected_has_reason',
      sql`(${t.status} = 'rejected') = (${t.rejectReason} is not null)`,
    ),
    check(
      'withdrawals_destination',
      sql`(${t.methodCode} <> 'tt' or ${t.bankAccountId} is not null)
        and (${t.methodCode} <> 'pl' or ${t.paypalEmail} is not null)
        and (${t.methodCode} <> 'do' or ${t.causeKey} is not null)`,
    ),
    index('withdrawals_customer_idx').on(t.customerId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
  ],
);
export type WithdrawalRow = typeof withdrawals.$inferSelect;

/**
 * Each customer's stable reference for money paid in by BPAY (the customer reference number, CRN) and direct
 * deposit: a running number plus its check digit, made the first time it is asked for.
 */
export const depositReferences = pgTable('deposit_references', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'restrict' }),
  /** The CRN is this number (offset to 9 digits) and its check digit (MOD10V01, i.e. Luhn): banking.rules.ts. */
  number: bigserial('number', { mode: 'bigint' }).notNull().unique(),
  createdAt: createdAt(),
});

export type StatementLineStatus = 'credited' | 'unmatched';

/**
 * A bank statement line already imported, by its unique key (the bank's transaction id, or a digest of the line
 * and its occurrence in the file): importing it again finds its row and credits nothing.
 */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: idColumn(),
    lineKey: text('line_key').notNull(),
    methodCode: text('method_code').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    reference: text('reference').notNull(),
    bookedOn: text('booked_on').notNull(),
    status: text('status').$type<StatementLineStatus>().notNull(),
    /** Why an unmatched line was not credited. */
    problem: text('problem'),
    customerId: uuid('customer_id').references(() => customers.id),
    depositId: uuid('deposit_id').references(() => deposits.id),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('statement_lines_line_key').on(t.lineKey),
    check('statement_lines_status', sql`${t.status} in ('credited', 'unmatched')`),
    check('statement_lines_credited', sql`(${t.status} = 'credited') = (${t.depositId} is not null)`),
  ],
);
