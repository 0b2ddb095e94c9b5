/** The payments module's pure rules: a payment method's deposit limits and what a customer reads for a deposit. */
import { formatMoney } from '@lottoshop/contracts/formatting';
import { moneyDto } from '../../shared/money.ts';

/**
 * The spec 2 §5 message for an amount outside a payment method's limits, or null when it is within them.
 * Limits are inclusive.
 */
export function depositAmountProblem(
  amountMinor: bigint,
  limits: { minMinor: bigint; maxMinor: bigint; currency: string },
): string | null {
  if (amountMinor < limits.minMinor)
    return `Please enter an amount equal to or greater than ${formatMoney(moneyDto(limits.minMinor, limits.currency))}.`;
  if (amountMinor > limits.maxMinor)
    return `Please enter an amount equal to or less than ${formatMoney(moneyDto(limits.maxMinor, limits.currency))}.`;
  return null;
}

/** What a customer reads for a deposit made with a payment method. */
export const depositDescription = (methodName: string) => `Deposit — ${methodName}`;
