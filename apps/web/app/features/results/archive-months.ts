/** The results archive's months: `YYYY-MM` in the URL, this month as the shop's time zone has it. */
import { SHOP_TIME_ZONE } from '../../lib/date-format.ts';

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export type ArchiveMonth = { year: number; month: number };
export const archiveSlug = ({ year, month }: ArchiveMonth) => `${year}-${String(month).padStart(2, '0')}`;
export const shiftMonth = ({ year, month }: ArchiveMonth, by: number): ArchiveMonth => {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/** This month in Sydney (the en-CA format writes it as YYYY-MM). */
export function currentMonth(now = new Date()): ArchiveMonth {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  return { year: year ?? 1970, month: month ?? 1 };
}
