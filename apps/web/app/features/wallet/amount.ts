/**
 * Deposit amounts as a customer types them (dollars, e.g. "25" or "25.50") and their checks with the form
 * messages of spec 2 §5. The text is converted to cents digit by digit, never through a float.
 * Browser-safe (no zod, no server imports).
 */
import { formatMoney } from '@lottoshop/contracts/formatting';
import type { MoneyDto } from '@lottoshop/contracts/money';

export const AMOUNT_MESSAGES = {
  required: 'This field is required',
  format: 'Amount must follow format e.g: 1.50',
  min: (amount: string) => `Please enter an amount equal to or greater than ${amount}.`,
  max: (amount: string) => `Please enter an amount equal to or less than ${amount}.`,
} as const;

/** Spec 2 §5: the minimum when the payment method names none is 0.01. */
export const DEFAULT_MIN_AMOUNT_MINOR = 1;

/**
 * Whole dollars (optionally with thousands separators and a leading $), then at most two decimals.
 * "25", "25.5", "25.50", "$1,000.00", "0.99" and ".5" pass; "1.505", "1e3", "-5", "25." do not.
 */
const AMOUNT_PATTERN = /^\$?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{1,2}))?$/;

/** Parses a dollar amount into cents (a bigint, so any length of digits stays exact); null when malformed. */
export function parseAmountMinor(text: string): bigint | null {
  const value = text.trim();
  const match = AMOUNT_PATTERN.exec(value);
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/,/g, '');
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  return BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0'));
}

export type AmountLimits = { min: MoneyDto | null; max: MoneyDto | null };

export type AmountCheck = { ok: true; amountMinor: number } | { ok: false; message: string };

/**
 * Checks a typed amount against the payment method's limits: required, the format, then the minimum
 * (0.01 when none is given) and the maximum. Limits are shown with formatMoney ("$10.00").
 */
export function checkDepositAmount(
  text: string | null | undefined,
  limits: AmountLimits,
  locale?: string,
): AmountCheck {
  if (text == null || text.trim() === '') return { ok: false, message: AMOUNT_MESSAGES.required };
  const minor = parseAmountMinor(text);
  if (minor === null) return { ok: false, message: AMOUNT_MESSAGES.format };
  const currency = limits.min?.currency ?? limits.max?.currency ?? 'AUD';
  const min = limits.min ?? { amount: DEFAULT_MIN_AMOUNT_MINOR, currency };
  if (minor < BigInt(Math.max(min.amount, DEFAULT_MIN_AMOUNT_MINOR))) {
    return { ok: false, message: AMOUNT_MESSAGES.min(formatMoney(min, locale)) };
  }
  if (limits.max && minor > BigInt(limits.max.amount)) {
    return { ok: false, message: AMOUNT_MESSAGES.max(formatMoney(limits.max, locale)) };
  }
  // Without a maximum an amount still has to fit the wire's integer cents.
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) {
    return {
      ok: false,
      message: AMOUNT_MESSAGES.max(formatMoney({ amount: Number.MAX_SAFE_INTEGER, currency }, locale)),
    };
  }
  return { ok: true, amountMinor: Number(minor) };
}

/** A deposit that lets a short balance pay, and what decided its amount. */
export type DepositToCover = { amount: MoneyDto; decidedBy: 'shortfall' | 'minimum' | 'maximum' };

/**
 * The deposit to suggest for a shortfall: the shortfall itself, raised to the payment method's minimum (a
 * smaller deposit would be refused) and never above its maximum (the most one deposit can be, which then covers
 * only part of the shortfall).
 */
export function depositToCover(shortfall: MoneyDto, limits: AmountLimits): DepositToCover {
  const min = Math.max(limits.min?.amount ?? DEFAULT_MIN_AMOUNT_MINOR, DEFAULT_MIN_AMOUNT_MINOR);
  const max = limits.max?.amount ?? Number.POSITIVE_INFINITY;
  const currency = shortfall.currency;
  if (shortfall.amount > max) return { amount: { amount: max, currency }, decidedBy: 'maximum' };
  if (shortfall.amount < min)
    return { amount: { amount: Math.min(min, max), currency }, decidedBy: 'minimum' };
  return { amount: shortfall, decidedBy: 'shortfall' };
}

/** Cents as the amount field takes them: 1000 -> "10.00", 1234567 -> "12345.67". */
export function amountFieldValue(minor: number): string {
  const cents = Math.max(0, Math.trunc(minor));
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
