/**
 * The one money type of core: an amount in minor units (cents) of a currency, as a dinero.js object with a bigint
 * calculator, so sums and products never lose a cent and never overflow. Rows store bigint `*_minor` columns; the
 * wire carries MoneyDto (`{ amount, currency }`, integer minor units). Convert only here: `moneyOf` from a row,
 * `fromMoneyDto` from the wire, `toMoneyDto` to the wire, `minorUnits` to a row. See docs/decisions/017-money.md.
 */
import { maxAmountMessage, minAmountMessage } from '@lottoshop/contracts/form-messages';
import { formatMoney } from '@lottoshop/contracts/formatting';
import { type Currency, CurrencySchema, type MoneyDto } from '@lottoshop/contracts/money';
import {
  type Dinero,
  dinero,
  add as dineroAdd,
  multiply as dineroMultiply,
  subtract as dineroSubtract,
  equal,
  greaterThan,
  isNegative,
  isZero,
  lessThan,
  toSnapshot,
} from 'dinero.js/bigint';
import { AUD, GBP } from 'dinero.js/bigint/currencies';

export type Money = Dinero<bigint>;

const CURRENCY_OF = { AUD, GBP } as const;

/** A currency code the shop handles; anything else is a programming error, not a customer's. */
export function currencyCode(code: string): Currency {
  const parsed = CurrencySchema.safeParse(code);
  if (!parsed.success) throw new RangeError(`the shop does not handle the currency ${code}`);
  return parsed.data;
}

/** An amount of `minor` units (cents) of `currency`. */
export function moneyOf(minor: bigint, currency: string): Money {
  return dinero({ amount: minor, currency: CURRENCY_OF[currencyCode(currency)] });
}

export const zeroOf = (currency: string): Money => moneyOf(0n, currency);

/** The amount in minor units, e.g. for a `*_minor` column. */
export const minorUnits = (m: Money): bigint => toSnapshot(m).amount;
export const currencyOf = (m: Money): Currency => currencyCode(toSnapshot(m).currency.code);

export const add = (a: Money, b: Money): Money => dineroAdd(a, b);
export const subtract = (a: Money, b: Money): Money => dineroSubtract(a, b);
/** `m` times a whole number (a quantity, a count of draws). */
export const multiply = (m: Money, times: bigint | number): Money => dineroMultiply(m, BigInt(times));

/** The sum of amounts of one currency; zero of `currency` for none. */
export function sum(amounts: readonly Money[], currency: string): Money {
  return amounts.reduce(add, zeroOf(currency));
}

/**
 * Splits `m` by whole-number ratios without losing or making a cent. The rule (the one raffle cause shares,
 * syndicate shares and prize splits use; decision 017):
 * 1. each part is first its exact share `m × ratio / Σ ratios` rounded toward zero (down, for an amount that is
 *    not negative);
 * 2. the cents left over (fewer than the number of non-zero ratios) go one each to the parts with the largest
 *    ratios, and among equal ratios to the earlier part first;
 * so the parts always sum to `m`, none is negative when `m` is not, each is within one cent of its exact share,
 * and a zero ratio gets nothing. A negative amount splits as the mirror of the positive one. $10.00 by [1, 1, 1]
 * is $3.34, $3.33, $3.33; $1.00 by [1, 2] is $0.33, $0.67; 3 cents by [1, 1, 2, 2] is 0, 0, 2, 1 cents.
 * No ratios, a negative ratio or only zero ratios throw a RangeError.
 */
export function allocate(m: Money, ratios: readonly (bigint | number)[]): Money[] {
  if (ratios.length === 0) throw new RangeError('allocate needs at least one ratio');
  const whole = ratios.map((r) => BigInt(r));
  if (whole.some((r) => r < 0n)) throw new RangeError('allocation ratios cannot be negative');
  const weight = whole.reduce((a, b) => a + b, 0n);
  if (weight === 0n) throw new RangeError('allocation ratios must not all be zero');
  const total = minorUnits(m);
  const shares = whole.map((r) => (total * r) / weight); // bigint division rounds toward zero
  let left = total - shares.reduce((a, b) => a + b, 0n);
  const cent = left < 0n ? -1n : 1n;
  // Written here rather than taken from dinero.js, whose order among equal ratios rests on a sort comparator
  // that never answers "equal", which JavaScript leaves to the engine.
  const largestFirst = whole
    .map((ratio, index) => ({ ratio, index }))
    .filter((r) => r.ratio > 0n)
    .sort((a, b) => (a.ratio === b.ratio ? a.index - b.index : a.ratio > b.ratio ? -1 : 1));
  for (const { index } of largestFirst) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + cent;
    left -= cent;
  }
  const currency = currencyOf(m);
  return shares.map((share) => moneyOf(share, currency));
}

export const isNegativeMoney = (m: Money): boolean => isNegative(m);
export const isZeroMoney = (m: Money): boolean => isZero(m);
/** More than zero. */
export const isPositiveMoney = (m: Money): boolean => !isNegative(m) && !isZero(m);
export const sameMoney = (a: Money, b: Money): boolean => currencyOf(a) === currencyOf(b) && equal(a, b);
export const moreThan = (a: Money, b: Money): boolean => greaterThan(a, b);
export const lessThanMoney = (a: Money, b: Money): boolean => lessThan(a, b);

/** The wire form: an integer of minor units (which must be a safe integer) and the currency code. */
export function toMoneyDto(m: Money): MoneyDto {
  return { amount: minorToWire(minorUnits(m)), currency: currencyOf(m) };
}

/** Minor units as a JSON integer, for the wire or a gateway's API; refuses what JSON cannot carry exactly. */
export function minorToWire(minor: bigint): number {
  const amount = Number(minor);
  if (!Number.isSafeInteger(amount)) throw new RangeError('an amount of money is too large for the wire');
  return amount;
}

/** Whole minor units from the wire (a JSON number a zod schema has checked is an integer) as a bigint. */
export function minorFromWire(amount: number): bigint {
  if (!Number.isSafeInteger(amount)) throw new RangeError('an amount of money must be whole minor units');
  return BigInt(amount);
}

/** `amount` whole minor units from the wire (a JSON integer a zod schema has checked) of `currency`. */
export const moneyFromWire = (amount: number, currency: string): Money =>
  moneyOf(minorFromWire(amount), currency);

/** An amount from the wire (already validated by its zod schema as an integer and a known currency). */
export function fromMoneyDto(dto: MoneyDto): Money {
  return moneyOf(minorFromWire(dto.amount), dto.currency);
}

/** The wire form of a row's amount: `minor` units of `currency`. */
export const moneyDto = (minor: bigint, currency: string): MoneyDto => toMoneyDto(moneyOf(minor, currency));

/**
 * The spec 2 §5 message for an amount outside a payment or withdrawal method's limits, or null when it is within
 * them. Limits are inclusive; an amount in another currency than the method's throws.
 */
export function amountLimitsProblem(
  amount: Money,
  limits: { minMinor: bigint; maxMinor: bigint; currency: string },
): string | null {
  const min = moneyOf(limits.minMinor, limits.currency);
  const max = moneyOf(limits.maxMinor, limits.currency);
  // A currency mix-up throws here (dinero compares only amounts of one currency).
  if (lessThanMoney(amount, min)) return minAmountMessage(formatMoney(toMoneyDto(min)));
  if (moreThan(amount, max)) return maxAmountMessage(formatMoney(toMoneyDto(max)));
  return null;
}
