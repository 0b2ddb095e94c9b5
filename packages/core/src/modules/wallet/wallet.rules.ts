/** The wallet's pure rules: account keys, deposit limits and how a transfer reads from the customer's side. */
import { formatMoney } from '@lottoshop/contracts/formatting';
import { BASE_CURRENCY, type Currency, CurrencySchema, money } from '@lottoshop/contracts/money';
import type { TransactionDto } from '@lottoshop/contracts/wallet';
import type { LedgerTransferRow } from './wallet.tables.ts';

export type SystemAccountKey = 'td_deposits' | 'ticket_sales' | 'prize_fund';

export const walletAccountKey = (customerId: string, currency: string) => `wallet:${customerId}:${currency}`;
export const systemAccountKey = (key: SystemAccountKey, currency: string) => `system:${key}:${currency}`;

export function currencyOf(code: string): Currency {
  const parsed = CurrencySchema.safeParse(code);
  return parsed.success ? parsed.data : BASE_CURRENCY;
}

/**
 * The spec 2 §5 message for an amount outside a payment method's limits, or null when it is within them.
 * Limits are inclusive.
 */
export function depositAmountProblem(
  amountMinor: bigint,
  limits: { minMinor: bigint; maxMinor: bigint; currency: string },
): string | null {
  const currency = currencyOf(limits.currency);
  if (amountMinor < limits.minMinor)
    return `Please enter an amount equal to or greater than ${formatMoney(money(limits.minMinor, currency))}.`;
  if (amountMinor > limits.maxMinor)
    return `Please enter an amount equal to or less than ${formatMoney(money(limits.maxMinor, currency))}.`;
  return null;
}

/** A transfer as a wallet transaction: money into the wallet is positive, money out negative. */
export function transactionFromTransfer(row: LedgerTransferRow, walletAccountId: string): TransactionDto {
  const currency = currencyOf(row.currency);
  const incoming = row.creditAccountId === walletAccountId;
  if (!incoming && row.debitAccountId !== walletAccountId) {
    throw new Error('this transfer does not move money of that wallet');
  }
  return {
    id: row.id,
    type: row.kind,
    description: row.description,
    amount: money(incoming ? row.amountMinor : -row.amountMinor, currency),
    balanceAfter: money(incoming ? row.creditBalanceAfterMinor : row.debitBalanceAfterMinor, currency),
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a customer reads for a deposit made with a payment method. */
export const depositDescription = (methodName: string) => `Deposit — ${methodName}`;
