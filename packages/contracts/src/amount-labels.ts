/**
 * Spec 1 §2: the en-GB locale's pound-sign wording. The labels "Deposit amount", "Withdrawal amount" and "Spend
 * Limit Amount" take a pound sign there; elsewhere they stand as they are.
 */
export const AMOUNT_LABELS = ['Deposit amount', 'Withdrawal amount', 'Spend Limit Amount'] as const;
export type AmountLabel = (typeof AMOUNT_LABELS)[number];

export function amountLabel(label: AmountLabel, locale: string): string {
  return locale === 'en-GB' ? `${label} (£)` : label;
}
