/**
 * Pure statement rules: a month's instants in the shop's time zone, the months a customer can ask for, and the
 * month's figures from its wallet movements.
 */
import { SHOP_TIME_ZONE } from '@lottoshop/contracts/draw-dates';
import { STATEMENT_MONTH } from '@lottoshop/contracts/statements';
import { localDateOf, zonedTime } from '../../shared/calendar.ts';

export type Month = { year: number; month: number };

export const monthKey = (m: Month): string => `${m.year}-${String(m.month).padStart(2, '0')}`;

export function parseMonth(value: string): Month | null {
  if (!STATEMENT_MONTH.test(value)) return null;
  const [year, month] = value.split('-').map(Number);
  return year && month ? { year, month } : null;
}

export const nextMonth = (m: Month): Month =>
  m.month === 12 ? { year: m.year + 1, month: 1 } : { year: m.year, month: m.month + 1 };
export const previousMonth = (m: Month): Month =>
  m.month === 1 ? { year: m.year - 1, month: 12 } : { year: m.year, month: m.month - 1 };
const order = (m: Month) => m.year * 12 + m.month;
export const compareMonths = (a: Month, b: Month): number => order(a) - order(b);

/** The month an instant falls in, in the shop's time zone. */
export function monthOf(at: Date, timeZone: string = SHOP_TIME_ZONE): Month {
  const { year, month } = localDateOf(at, timeZone);
  return { year, month };
}

/** The instant the month starts (midnight on the 1st in the shop's time zone). */
export function monthStart(m: Month, timeZone: string = SHOP_TIME_ZONE): Date {
  return zonedTime({ year: m.year, month: m.month, day: 1 }, '00:00', timeZone);
}

/** Every month from `first` to `last`, newest first. */
export function monthsBetween(first: Month, last: Month): string[] {
  const months: string[] = [];
  for (let m = last; compareMonths(m, first) >= 0; m = previousMonth(m)) months.push(monthKey(m));
  return months;
}

export function monthName(m: Month, locale = 'en-AU'): string {
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(Date.UTC(m.year, m.month - 1, 1)),
  );
}

export type StatementFigures = {
  depositsMinor: bigint;
  spendMinor: bigint;
  winsMinor: bigint;
  withdrawalsMinor: bigint;
  netMinor: bigint;
};

/** A month's figures from its movements (amounts signed as the wallet sees them). */
export function statementFigures(
  movements: readonly { kind: string; amountMinor: bigint }[],
): StatementFigures {
  let depositsMinor = 0n;
  let spendMinor = 0n;
  let winsMinor = 0n;
  let withdrawalsMinor = 0n;
  for (const { kind, amountMinor } of movements) {
    if (kind === 'deposit') depositsMinor += amountMinor;
    else if (kind === 'purchase' || kind === 'refund') spendMinor -= amountMinor;
    else if (kind === 'prize') winsMinor += amountMinor;
    else if (kind === 'withdrawal') withdrawalsMinor -= amountMinor;
  }
  return { depositsMinor, spendMinor, winsMinor, withdrawalsMinor, netMinor: winsMinor - spendMinor };
}
