/**
 * Calendar arithmetic for draw schedules kept in local time (e.g. Australia/Sydney, which observes daylight
 * saving), using only Intl so it runs anywhere Node runs.
 */

export type LocalDate = { year: number; month: number; day: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Milliseconds the zone is ahead of UTC at `instant`. */
function offsetMs(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant at which the wall clock in `timeZone` shows the given local date and time. */
export function zonedTime(date: LocalDate, time: string, timeZone: string): Date {
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(date.year, date.month - 1, date.day, hh, mm);
  let instant = guess - offsetMs(new Date(guess), timeZone);
  // A second pass settles instants near a daylight-saving change.
  instant = guess - offsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const w = wallClock(instant, timeZone);
  return { year: w.year, month: w.month, day: w.day };
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** ISO weekday: 1 = Monday .. 7 = Sunday. */
export function isoWeekday(date: LocalDate): number {
  const dow = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return dow === 0 ? 7 : dow;
}

export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000,
  );
}

export type WeeklySchedule = { weekdays: number[]; time: string; timezone: string };

/** The draw instants of a weekly schedule strictly after `after`, soonest first, without end. */
export function* drawTimesAfter(schedule: WeeklySchedule, after: Date): Generator<Date> {
  let date = localDateOf(after, schedule.timezone);
  // A schedule without weekdays has no draws; stop rather than loop for ever.
  if (!schedule.weekdays.some((d) => d >= 1 && d <= 7)) return;
  for (;;) {
    if (schedule.weekdays.includes(isoWeekday(date))) {
      const at = zonedTime(date, schedule.time, schedule.timezone);
      if (at.getTime() > after.getTime()) yield at;
    }
    date = addDays(date, 1);
  }
}

/** The next `count` draw instants of a weekly schedule strictly after `after`. */
export function upcomingDrawTimes(schedule: WeeklySchedule, after: Date, count: number): Date[] {
  const result: Date[] = [];
  if (count <= 0) return result;
  for (const at of drawTimesAfter(schedule, after)) {
    result.push(at);
    if (result.length >= count) break;
  }
  return result;
}

/** The draw instants of a weekly schedule in (after, until], soonest first. */
export function drawTimesBetween(schedule: WeeklySchedule, after: Date, until: Date): Date[] {
  const result: Date[] = [];
  for (const at of drawTimesAfter(schedule, after)) {
    if (at.getTime() > until.getTime()) break;
    result.push(at);
  }
  return result;
}

/**
 * How many scheduled draw days fall in [from, to) — used to number draws consistently from a known
 * (epoch date, draw number) pair.
 */
export function scheduledDaysBetween(weekdays: number[], from: LocalDate, to: LocalDate): number {
  const span = daysBetween(from, to);
  if (span <= 0) return 0;
  const fullWeeks = Math.floor(span / 7);
  let count = fullWeeks * weekdays.length;
  let date = addDays(from, fullWeeks * 7);
  for (let i = fullWeeks * 7; i < span; i++) {
    if (weekdays.includes(isoWeekday(date))) count++;
    date = addDays(date, 1);
  }
  return count;
}

export type IntervalSchedule = { everyMinutes: number; timezone: string };

const MINUTES_PER_DAY = 1440;

/** Throws unless `everyMinutes` is a whole number of minutes that divides a day evenly (1, 5, 15, 60, ...). */
export function assertIntervalMinutes(everyMinutes: number): void {
  if (!Number.isInteger(everyMinutes) || everyMinutes <= 0 || MINUTES_PER_DAY % everyMinutes !== 0) {
    throw new RangeError(`everyMinutes must divide a day into whole minutes, not ${everyMinutes}`);
  }
}

/**
 * The draw instants of an interval schedule strictly after `after`, soonest first, without end: every
 * `everyMinutes` from each local midnight in the schedule's zone (so the grid stays on the wall clock across a
 * daylight-saving change; that day simply has an hour's draws more or fewer).
 */
export function* intervalDrawTimesAfter(schedule: IntervalSchedule, after: Date): Generator<Date> {
  assertIntervalMinutes(schedule.everyMinutes);
  const stepMs = schedule.everyMinutes * 60_000;
  let date = localDateOf(after, schedule.timezone);
  let dayStart = zonedTime(date, '00:00', schedule.timezone).getTime();
  for (;;) {
    const nextDate = addDays(date, 1);
    const nextDayStart = zonedTime(nextDate, '00:00', schedule.timezone).getTime();
    // Jump straight to the first slot after `after` rather than walking the day from midnight.
    const skip = Math.max(0, Math.floor((after.getTime() - dayStart) / stepMs));
    for (let at = dayStart + skip * stepMs; at < nextDayStart; at += stepMs) {
      if (at > after.getTime()) yield new Date(at);
    }
    date = nextDate;
    dayStart = nextDayStart;
  }
}

/** The draw instants of an interval schedule in (after, until], soonest first. */
export function intervalDrawTimesBetween(schedule: IntervalSchedule, after: Date, until: Date): Date[] {
  const result: Date[] = [];
  for (const at of intervalDrawTimesAfter(schedule, after)) {
    if (at.getTime() > until.getTime()) break;
    result.push(at);
  }
  return result;
}
