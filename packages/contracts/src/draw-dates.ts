/**
 * Draw date wording (spec 2 §9): 'tonight' is today from 18:00; 'tomorrow' runs up to 48:00 (the whole next
 * calendar day); 'this {weekday}' within 7 days and 'next {weekday}' within 14; anything else is a date.
 * Days are calendar days in the shop's time zone (Sydney), so a daylight-saving change never shifts a draw
 * into the wrong day. Pure: the caller passes `now`.
 */
import { DEFAULT_LOCALE } from './formatting.ts';
import { dateTimeFormat } from './intl-formats.ts';

export const SHOP_TIME_ZONE = 'Australia/Sydney';
/** 'tonight' starts at this local hour. */
export const TONIGHT_FROM_HOUR = 18;

export type DrawDatePhraseKind = 'tonight' | 'today' | 'tomorrow' | 'this_weekday' | 'next_weekday' | 'date';
export type DrawDatePhrase = { kind: DrawDatePhraseKind; text: string };

export type DrawDateOptions = { locale?: string; timeZone?: string };

type LocalParts = { year: number; month: number; day: number; hour: number };

function localParts(date: Date, timeZone: string): LocalParts {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') };
}

/** Whole calendar days from `now`'s local date to `date`'s local date (negative when in the past). */
export function calendarDaysBetween(now: Date, date: Date, timeZone: string = SHOP_TIME_ZONE): number {
  const a = localParts(now, timeZone);
  const b = localParts(date, timeZone);
  const dayMs = 86_400_000;
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / dayMs);
}

function toDate(value: Date | string): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/** The wording of a draw's date relative to now, lower case ('tonight', 'this Saturday', 'Sat 5 Dec'). */
export function drawDatePhrase(
  drawDate: Date | string,
  now: Date,
  opts: DrawDateOptions = {},
): DrawDatePhrase {
  const timeZone = opts.timeZone ?? SHOP_TIME_ZONE;
  const locale = opts.locale ?? DEFAULT_LOCALE;
  const date = toDate(drawDate);
  const days = calendarDaysBetween(now, date, timeZone);
  const weekday = dateTimeFormat(locale, { weekday: 'long', timeZone }).format(date);
  if (days === 0) {
    return localParts(date, timeZone).hour >= TONIGHT_FROM_HOUR
      ? { kind: 'tonight', text: 'tonight' }
      : { kind: 'today', text: 'today' };
  }
  if (days === 1) return { kind: 'tomorrow', text: 'tomorrow' };
  if (days > 1 && days < 7) return { kind: 'this_weekday', text: `this ${weekday}` };
  if (days >= 7 && days < 14) return { kind: 'next_weekday', text: `next ${weekday}` };
  return { kind: 'date', text: formatDrawDay(date, { locale, timeZone }) };
}

/** The phrase with a capital first letter, for a label on its own ('Tonight', 'This Saturday'). */
export function capitalisedDrawDatePhrase(
  drawDate: Date | string,
  now: Date,
  opts: DrawDateOptions = {},
): string {
  const { text } = drawDatePhrase(drawDate, now, opts);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A draw's day as a date: 'Sat, 5 Dec' (with the year when it is not the current one, given `now`). */
export function formatDrawDay(date: Date | string, opts: DrawDateOptions & { now?: Date } = {}): string {
  const timeZone = opts.timeZone ?? SHOP_TIME_ZONE;
  const d = toDate(date);
  const withYear = opts.now ? localParts(opts.now, timeZone).year !== localParts(d, timeZone).year : false;
  return dateTimeFormat(opts.locale ?? DEFAULT_LOCALE, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone,
  }).format(d);
}

/** A draw's local time: '8:30 pm'. */
export function formatDrawTime(date: Date | string, opts: DrawDateOptions = {}): string {
  return dateTimeFormat(opts.locale ?? DEFAULT_LOCALE, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: opts.timeZone ?? SHOP_TIME_ZONE,
  }).format(toDate(date));
}

/** Date and time of a draw in full: 'Thu, 26 Nov 2026, 8:30 pm'. */
export function formatDrawDateTime(date: Date | string, opts: DrawDateOptions = {}): string {
  const timeZone = opts.timeZone ?? SHOP_TIME_ZONE;
  const locale = opts.locale ?? DEFAULT_LOCALE;
  const d = toDate(date);
  const day = dateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(d);
  return `${day}, ${formatDrawTime(d, { locale, timeZone })}`;
}
