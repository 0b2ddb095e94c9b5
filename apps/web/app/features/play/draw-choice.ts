/**
 * The play screen's choice of draws (decision 052): a number of draws or autoplay, a forward draw, and on an offer
 * with selectable days the day and the weeks. Read from the form on the server, priced in the browser, and turned
 * into the add-to-cart body's fields.
 */
import { AUTOPLAY, drawsEntered, EVERY_DAY, type NumDrawsChoice } from '@lottoshop/contracts/draw-choice';
import { DRAW_COUNT_OPTIONS } from '@lottoshop/contracts/game-rules';

export type DrawChoiceValue = {
  numDraws: NumDrawsChoice;
  /** 0 the next available draw, 1 the one after it, … */
  drawOffset: number;
  /** An offer with selectable days: the day chosen ('monday', … or 'all'); null until chosen. */
  day: string | null;
  numWeeks: number;
};

export const DEFAULT_DRAW_CHOICE: DrawChoiceValue = { numDraws: 1, drawOffset: 0, day: null, numWeeks: 1 };

/** Forward draws the play screen offers: the next available and the five after it. */
export const FORWARD_DRAW_CHOICES = 6;

export type UpcomingDraw = { drawNo: number; drawDate: string };

/**
 * The draws the forward draws name, in order: the draws on sale, on an offer with selectable days only those on
 * the chosen day (as the cart counts `drawOffset`, decision 052). Offset n is the (n+1)th of them.
 */
export function startingDraws(
  draws: readonly UpcomingDraw[],
  offerDays: readonly string[] | null,
  day: string | null,
  timeZone: string | null,
): UpcomingDraw[] {
  if (!offerDays || day === EVERY_DAY) return [...draws];
  // Until a day is chosen the forward draws cannot be counted.
  if (day === null || !timeZone) return [];
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone });
  return draws.filter((d) => weekday.format(new Date(d.drawDate)).toLowerCase() === day);
}

/** How many draws the ticket enters (what it is priced by): autoplay 1; on a days offer day(s) × weeks. */
export function drawCountOf(choice: DrawChoiceValue, offerDays: readonly string[] | null): number {
  if (choice.numDraws === AUTOPLAY) return 1;
  if (offerDays) {
    if (choice.day === null) return 1;
    const perWeek = choice.day === EVERY_DAY ? offerDays.length : 1;
    return drawsEntered({ drawsPerWeek: perWeek, numWeeks: choice.numWeeks });
  }
  return choice.numDraws;
}

/** The add-to-cart body's draw fields for a choice. */
export function drawChoiceBody(
  choice: DrawChoiceValue,
  offerDays: readonly string[] | null,
): { numDraws?: NumDrawsChoice; drawOffset?: number; day?: string; numWeeks?: number } {
  const offset = choice.drawOffset > 0 ? { drawOffset: choice.drawOffset } : {};
  if (offerDays) {
    return {
      ...(choice.numDraws === AUTOPLAY ? { numDraws: AUTOPLAY } : { numWeeks: choice.numWeeks }),
      ...(choice.day === null ? {} : { day: choice.day }),
      ...offset,
    };
  }
  return { numDraws: choice.numDraws, ...offset };
}

/** Why the choice cannot be added yet, by form field (spec 2 §9: a day is chosen if the offer has days). */
export function drawChoiceProblems(
  choice: DrawChoiceValue,
  offerDays: readonly string[] | null,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (offerDays) {
    if (choice.day === null || (choice.day !== EVERY_DAY && !offerDays.includes(choice.day))) {
      problems.day = 'Choose the day you want to play.';
    }
    if (!Number.isInteger(choice.numWeeks) || choice.numWeeks < 1)
      problems.numWeeks = 'Choose the number of weeks.';
  } else if (
    choice.numDraws !== AUTOPLAY &&
    !(DRAW_COUNT_OPTIONS as readonly number[]).includes(choice.numDraws)
  ) {
    problems.numDraws = 'Choose the number of draws.';
  }
  if (!Number.isInteger(choice.drawOffset) || choice.drawOffset < 0) problems.drawOffset = 'Choose a draw.';
  return problems;
}

/** Reads the choice a play form posted, keeping what was sent (NaN for an unreadable number) to show it again. */
export function readDrawChoice(form: FormData): DrawChoiceValue {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v : null;
  };
  const int = (v: string | null, fallback: number) =>
    v === null || v === '' ? fallback : /^\d{1,4}$/.test(v) ? Number(v) : Number.NaN;
  const draws = text('numDraws');
  const day = text('day');
  return {
    numDraws: draws === AUTOPLAY ? AUTOPLAY : int(draws, 1),
    drawOffset: int(text('drawOffset'), 0),
    day: day && /^[a-z]{1,20}$/.test(day) ? day : null,
    numWeeks: int(text('numWeeks'), 1),
  };
}
