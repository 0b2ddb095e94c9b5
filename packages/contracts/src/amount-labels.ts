/**
 * Spec 1 §2: the en-GB locale's pound-sign wording. The labels "Deposit amount", "Withdrawal amount" and "Spend
 * Limit Amount" take a pound sign there; elsewhere they stand as they are. Spec 2 §9: the weekly deposit limit
 * option is worded in pounds there too.
 */
export const AMOUNT_LABELS = ['Deposit amount', 'Withdrawal amount', 'Spend Limit Amount'] as const;
export type AmountLabel = (typeof AMOUNT_LABELS)[number];

const EN_GB = 'en-GB';

export function amountLabel(label: AmountLabel, locale: string): string {
  return locale === EN_GB ? `${label} (£)` : label;
}

/**
 * The amount field's label of a limit form: the spend limit's is spec 1's "Spend Limit Amount" in every locale
 * (with the pound sign in en-GB); the others read "Limit" in dollars, or in pounds in en-GB.
 */
export function limitAmountLabel(kind: 'spend' | 'deposit' | 'precommitment', locale: string): string {
  if (kind === 'spend') return amountLabel('Spend Limit Amount', locale);
  return locale === EN_GB ? 'Limit (£)' : 'Limit ($)';
}

/** A limit period's name in the period choice: the weekly deposit limit is worded in pounds in the en-GB locale. */
export function limitPeriodLabel(
  period: { period: string; name: string },
  kind: 'spend' | 'deposit' | 'precommitment',
  locale: string,
): string {
  return locale === EN_GB && kind === 'deposit' && period.period === 'weekly'
    ? `${period.name} (in pounds, GBP)`
    : period.name;
}
