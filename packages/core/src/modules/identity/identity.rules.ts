/** Pure identity rules: e-mail normalisation, age on the site's calendar, branding region. */
import { camelToSnake } from '@lottoshop/contracts/casing';
import { AU_STATES, type BRANDING_REGIONS, type FavouriteNumbers } from '@lottoshop/contracts/identity';

/** The form an e-mail address is stored and compared in: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The calendar date (YYYY-MM-DD) an instant falls on in a time zone. */
export function localDateIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function splitDate(isoDate: string): [number, number, number] {
  const [y, m, d] = isoDate.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined || [y, m, d].some(Number.isNaN)) {
    throw new RangeError(`not a YYYY-MM-DD date: ${isoDate}`);
  }
  return [y, m, d];
}

/**
 * Whole years between a date of birth and a day (both YYYY-MM-DD). A birthday on 29 February is reached
 * on 1 March in common years.
 */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = splitDate(dateOfBirth);
  const [ty, tm, td] = splitDate(today);
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** Whether someone born on `dateOfBirth` is at least `minimumAge` today in the site's time zone. */
export function isOldEnough(
  dateOfBirth: string,
  opts: { now: Date; timeZone: string; minimumAge: number },
): boolean {
  return ageOn(dateOfBirth, localDateIn(opts.now, opts.timeZone)) >= opts.minimumAge;
}

/** The customer's branding region: their AU state, otherwise OTHER. */
export function brandingRegionOf(country: string, state: string): (typeof BRANDING_REGIONS)[number] {
  return country === 'AU' && (AU_STATES as readonly string[]).includes(state)
    ? (state as (typeof AU_STATES)[number])
    : 'OTHER';
}

/** Favourite numbers with snake_case lottery keys and ball groups, the form they are stored in. */
export function normaliseFavouriteNumbers(favourites: FavouriteNumbers): FavouriteNumbers {
  const out: FavouriteNumbers = {};
  for (const [lotteryKey, sets] of Object.entries(favourites)) {
    out[camelToSnake(lotteryKey)] = sets.map((set) =>
      Object.fromEntries(Object.entries(set).map(([group, numbers]) => [camelToSnake(group), numbers])),
    );
  }
  return out;
}
