/**
 * The ledger module: double-entry accounts (customer wallets, which can never spend below zero, and the shop's
 * system accounts), the kinds of transfer, and immutable, idempotent transfers — posted at once, or held and later
 * posted or voided. Who pays in or out, and why, is the payments, orders and settlement modules' business.
 */

export { systemAccountId, walletAccountId, walletAndSystemAccountIds } from './ledger.accounts.ts';
export { checkLedger, type LedgerCheck } from './ledger.check.ts';
export { type WalletFlows, walletFlowsSince } from './ledger.flows.ts';
export { type WalletMovement, type WalletPeriod, walletMovementsBetween } from './ledger.period.ts';
export {
  getTransaction,
  getTransfer,
  getWalletBalance,
  type LedgerMismatch,
  type LedgerTotals,
  ledgerTotals,
  listTransactions,
  TRANSACTIONS_DEFAULT_LIMIT,
  TRANSACTIONS_MAX_LIMIT,
  type WalletBalance,
} from './ledger.queries.ts';
export {
  SYSTEM_ACCOUNT_SHARDS,
  type SystemAccountKey,
  systemAccountShard,
  transactionFromTransfer,
  walletAccountKey,
} from './ledger.rules.ts';
export type { LedgerTransferRow, TransferKind, TransferPhase } from './ledger.tables.ts';
export {
  holdAndPostTransfer,
  holdTransfer,
  postPendingTransfer,
  postTransfer,
  type TransferInput,
  type TransferOptions,
  type TransferResult,
  voidPendingTransfer,
} from './ledger.transfers.ts';
