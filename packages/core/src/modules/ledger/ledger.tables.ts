/**
 * The ledger's tables: accounts, the kinds of transfer (data, not a CHECK list), and immutable transfers — single
 * phase (posted at once) or two-phase (a pending hold that a later transfer posts or voids), as TigerBeetle does
 * it. See docs/decisions/011-wallet-ledger.md and 018-ledger-holds.md.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../db/columns.ts';
// Foreign keys only: accounts and transfers may belong to a customer; nothing here reads that table.
import { customers } from '../identity/identity.tables.ts';

export type LedgerAccountKind = 'customer_wallet' | 'system';

/**
 * Name of the CHECK that keeps what a customer can spend (posted balance less pending debits) at zero or above;
 * the ledger answers a refusal by it as insufficient_funds.
 */
export const WALLET_NOT_NEGATIVE = 'ledger_accounts_wallet_not_negative';

/** No account holds a negative pending amount: releasing a hold twice is refused by it. */
export const PENDING_NOT_NEGATIVE = 'ledger_accounts_pending_not_negative';

/**
 * One account of the ledger. `balanceMinor` is posted credits minus posted debits, so a customer's wallet (money
 * the shop owes the customer) grows with a credit, and a source of money such as `td_deposits` goes negative as
 * money comes in; the balances of all accounts of a currency always sum to zero. Holds not yet posted or voided
 * are kept apart as pending debits and credits: a wallet can spend its balance less its pending debits.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: idColumn(),
    /** `wallet:<customerId>:<currency>` or `system:<name>:<currency>[:<shard>]`. */
    key: text('key').notNull().unique(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    currency: text('currency').notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    pendingDebitsMinor: bigint('pending_debits_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    pendingCreditsMinor: bigint('pending_credits_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_accounts_kind', sql`${t.kind} in ('customer_wallet', 'system')`),
    check(
      'ledger_accounts_wallet_has_customer',
      sql`(${t.kind} = 'customer_wallet') = (${t.customerId} is not null)`,
    ),
    check(
      WALLET_NOT_NEGATIVE,
      sql`${t.kind} <> 'customer_wallet' or ${t.balanceMinor} - ${t.pendingDebitsMinor} >= 0`,
    ),
    check(PENDING_NOT_NEGATIVE, sql`${t.pendingDebitsMinor} >= 0 and ${t.pendingCreditsMinor} >= 0`),
    index('ledger_accounts_customer_idx').on(t.customerId),
  ],
);
export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;

/**
 * What a transfer is for: a row per kind, so a new kind of money movement (withdrawal, syndicate share, …) is a
 * row added by its migration, not a change to a CHECK. `description` is for the operator.
 */
export const ledgerTransferKinds = pgTable('ledger_transfer_kinds', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
});

/** The kinds the application posts today (each is a row of ledger_transfer_kinds, added by a migration). */
export type TransferKind = 'deposit' | 'purchase' | 'prize' | 'refund' | 'migration' | 'withdrawal';

/**
 * How a transfer moves money: `posted` at once (single phase); `pending`, a hold that moves nothing yet but counts
 * against what the debit account can spend; `post_pending` and `void_pending`, which resolve one pending transfer
 * (named by `pendingId`, at most once) by moving its money or releasing it.
 */
export type TransferPhase = 'posted' | 'pending' | 'post_pending' | 'void_pending';

/**
 * One movement of money from a debit account to a credit account. Append-only: a database trigger refuses UPDATE
 * and DELETE, so a hold is resolved by a second transfer, never by changing the first. The posted balances of
 * both accounts after the transfer are recorded with it.
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
    kind: text('kind')
      .$type<TransferKind>()
      .notNull()
      .references(() => ledgerTransferKinds.code),
    phase: text('phase').$type<TransferPhase>().notNull().default('posted'),
    /** The pending transfer a post_pending or void_pending resolves. */
    pendingId: uuid('pending_id').references((): AnyPgColumn => ledgerTransfers.id, { onDelete: 'restrict' }),
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
    check('ledger_transfers_phase', sql`${t.phase} in ('posted', 'pending', 'post_pending', 'void_pending')`),
    check(
      'ledger_transfers_resolves_a_pending',
      sql`(${t.phase} in ('post_pending', 'void_pending')) = (${t.pendingId} is not null)`,
    ),
    unique('ledger_transfers_pending_resolved_once').on(t.pendingId),
    index('ledger_transfers_debit_idx').on(t.debitAccountId, t.createdAt),
    index('ledger_transfers_credit_idx').on(t.creditAccountId, t.createdAt),
  ],
);
export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;
