import { dateTimeFormat } from '@lottoshop/contracts/intl-formats';
/** Dates and times as the shop shows them: the en-AU locale (spec 2 §9) in Sydney time. Browser-safe. */
export const SHOP_TIME_ZONE = 'Australia/Sydney';

function format(iso: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale, { ...options, timeZone: SHOP_TIME_ZONE }).format(date);
}

/** e.g. "23 Nov 2026, 10:15 am" */
export function formatDateTime(iso: string, locale = 'en-AU'): string {
  return format(iso, locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** e.g. "Sat 28 Nov 2026" */
export function formatDrawDate(iso: string, locale = 'en-AU'): string {
  return format(iso, locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
}
