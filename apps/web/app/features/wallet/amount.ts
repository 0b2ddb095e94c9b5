/**
 * Deposit and withdrawal amounts as a customer types them (dollars, e.g. "25" or "25.50"), read by contracts'
 * parseAmount, and their checks with the form messages of spec 2 §5. Browser-safe (no zod, no server imports).
 */
import { amountText, parseAmount } from '@lottoshop/contracts/amount-text';
import { FORM_MESSAGES, maxAmountMessage, minAmountMessage } from '@lottoshop/contracts/form-messages';
import { formatMoney } from '@lottoshop/contracts/formatting';
import { BASE_CURRENCY, type MoneyDto } from '@lottoshop/contracts/money';

/** Spec 2 §5: the minimum when the payment method names none is 0.01. */
export const DEFAULT_MIN_AMOUNT_MINOR = 1;

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
  if (text == null || text.trim() === '') return { ok: false, message: FORM_MESSAGES.required };
  const currency = limits.min?.currency ?? limits.max?.currency ?? BASE_CURRENCY;
  const parsed = parseAmount(text);
  // An amount too large for the wire is over any maximum: the method's, else the wire's own.
  if (!parsed.ok && parsed.refusal === 'too-large') {
    const max = limits.max ?? { amount: Number.MAX_SAFE_INTEGER, currency };
    return { ok: false, message: maxAmountMessage(formatMoney(max, locale)) };
  }
  if (!parsed.ok) return { ok: false, message: FORM_MESSAGES.amountFormat };
  const minor = parsed.minor;
  const min = limits.min ?? { amount: DEFAULT_MIN_AMOUNT_MINOR, currency };
  if (minor < BigInt(Math.max(min.amount, DEFAULT_MIN_AMOUNT_MINOR))) {
    return { ok: false, message: minAmountMessage(formatMoney(min, locale)) };
  }
  if (limits.max && minor > BigInt(limits.max.amount)) {
    return { ok: false, message: maxAmountMessage(formatMoney(limits.max, locale)) };
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

/** Cents as the amount field takes them: 1000 -> "10.00", 1234567 -> "12345.67" (never below zero). */
export function amountFieldValue(minor: number): string {
  return amountText(Math.max(0, Math.trunc(minor)));
}
