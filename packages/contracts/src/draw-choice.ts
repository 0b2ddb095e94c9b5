/**
 * Which draws a ticket enters (spec 1 §3 ticket in progress; spec 2 §9): a number of draws or 'autoplay', a
 * forward draw (`drawOffset`), and for an offer with selectable days the day(s) and a number of weeks. Pure rules
 * shared by the play screen and the server; no zod here (decision 052).
 */

/** Spec 2 §9: the number of draws is 'autoplay' or a number. Autoplay is sent as 1 draw with recurring on. */
export type NumDrawsChoice = number | 'autoplay';
export const AUTOPLAY = 'autoplay';

/** The most draws one ticket enters by a number of draws (the play screen offers 1-6, 8 and 10). */
export const DRAW_COUNT_OPTIONS_MAX = 10;

/** Numbers of weeks a customer can choose on an offer with selectable days. */
export const WEEK_COUNT_OPTIONS = [1, 2, 3, 4, 5, 6, 8, 10] as const;
export const WEEK_COUNT_MAX = 10;

/** How far ahead a forward draw can be chosen: the next available draw and the 10 after it. */
export const MAX_DRAW_OFFSET = 10;

/** The `day` that plays every draw day of an offer with selectable days. */
export const EVERY_DAY = 'all';

export const WEEKDAY_NAMES = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** Spec 2 §9 forward draw labels: 0 next available, 1 1st, 2 2nd, 3 3rd, otherwise Nth. */
export function forwardDrawLabel(offset: number): string {
  if (offset === 0) return 'next available';
  const tens = offset % 100;
  if (tens >= 11 && tens <= 13) return `${offset}th`;
  switch (offset % 10) {
    case 1:
      return `${offset}st`;
    case 2:
      return `${offset}nd`;
    case 3:
      return `${offset}rd`;
    default:
      return `${offset}th`;
  }
}

/** 'monday' → 'Monday'; 'all' → 'Every draw day'. */
export function dayLabel(day: string): string {
  if (day === EVERY_DAY) return 'Every draw day';
  return day.charAt(0).toUpperCase() + day.slice(1);
}

/** ISO weekday (1 Monday .. 7 Sunday) of a weekday name, or null. */
export function isoWeekdayOf(day: string): number | null {
  const i = (WEEKDAY_NAMES as readonly string[]).indexOf(day);
  return i < 0 ? null : i + 1;
}

/**
 * The ISO weekdays a chosen `day` plays among an offer's draw `days` (weekday names): one day, or every one of
 * them for 'all'; null when the day is not one of the offer's.
 */
export function weekdaysOfDay(day: string, offerDays: readonly string[]): number[] | null {
  const days = day === EVERY_DAY ? [...offerDays] : offerDays.includes(day) ? [day] : [];
  const weekdays = days.map(isoWeekdayOf).filter((d): d is number => d !== null);
  return weekdays.length === 0 ? null : weekdays.sort((a, b) => a - b);
}

/**
 * Spec 2 §9: total price = base price × draws × weeks. On an offer with selectable days the draws are those of
 * the chosen day(s) in a week (1, or every draw day) and the ticket enters draws × weeks draws in all.
 */
export function drawsEntered(choice: { drawsPerWeek: number; numWeeks: number }): number {
  return choice.drawsPerWeek * choice.numWeeks;
}

export function totalPriceMinor(basePriceMinor: number, draws: number, weeks = 1): number {
  return basePriceMinor * draws * weeks;
}

/**
 * How a ticket of an offer with selectable days was chosen, for showing it: the day ('monday', … or 'all') and
 * the weeks, from the weekdays it plays; null without days chosen.
 */
export function dayChoiceOf(
  offerDays: readonly string[] | null,
  ticket: { drawWeekdays: readonly number[] | null | undefined; numDraws: number },
): { day: string; numWeeks: number } | null {
  const weekdays = ticket.drawWeekdays;
  if (!offerDays || !weekdays || weekdays.length === 0) return null;
  const day =
    weekdays.length > 1 && weekdays.length === offerDays.length
      ? EVERY_DAY
      : (WEEKDAY_NAMES[(weekdays[0] ?? 1) - 1] ?? EVERY_DAY);
  return { day, numWeeks: Math.max(1, Math.round(ticket.numDraws / weekdays.length)) };
}
