/** The ledger's pure rules: account keys, and how a transfer reads from the customer's side. */
import type { TransactionDto } from '@lottoshop/contracts/wallet';
import { moneyDto } from '../../shared/money.ts';
import type { LedgerTransferRow } from './ledger.tables.ts';

/** The shop's own accounts. */
export type SystemAccountKey =
  | 'td_deposits'
  | 'card_deposits'
  | 'paypal_deposits'
  | 'ticket_sales'
  | 'prize_fund'
  | 'legacy_balances'
  | 'bank_deposits'
  | 'withdrawals_payable';

export const walletAccountKey = (customerId: string, currency: string) => `wallet:${customerId}:${currency}`;
export const systemAccountKey = (key: SystemAccountKey, currency: string) => `system:${key}:${currency}`;

/**
 * A busy system account is split into this many sub-accounts. Every posting locks the rows of both its accounts
 * until its transaction commits, so with one `ticket_sales` row all purchases of all customers queued behind each
 * other (measured: 8 concurrent purchases ran no faster than one; see docs/benchmarks.md). Spread by customer,
 * different customers' purchases lock different rows. A system account's balance is the sum of its sub-accounts.
 */
export const SYSTEM_ACCOUNT_SHARDS = 16;

/** The sub-account (0 .. SYSTEM_ACCOUNT_SHARDS - 1) of a customer: fixed per customer, spread evenly by its id. */
export function systemAccountShard(customerId: string): number {
  let hash = 0;
  for (let i = 0; i < customerId.length; i++) hash = (hash * 31 + customerId.charCodeAt(i)) >>> 0;
  return hash % SYSTEM_ACCOUNT_SHARDS;
}

/** A transfer as a wallet transaction: money into the wallet is positive, money out negative. */
export function transactionFromTransfer(row: LedgerTransferRow, walletAccountId: string): TransactionDto {
  const incoming = row.creditAccountId === walletAccountId;
  if (!incoming && row.debitAccountId !== walletAccountId) {
    throw new Error('this transfer does not move money of that wallet');
  }
  return {
    id: row.id,
    type: row.kind,
    description: row.description,
    amount: moneyDto(incoming ? row.amountMinor : -row.amountMinor, row.currency),
    balanceAfter: moneyDto(incoming ? row.creditBalanceAfterMinor : row.debitBalanceAfterMinor, row.currency),
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
  };
}
