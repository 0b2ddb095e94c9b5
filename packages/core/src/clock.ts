/** The source of the current time. Inject it everywhere a rule depends on "now", so tests can fix it. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export type FixedClock = Clock & { set(d: Date | string): void; advance(ms: number): void };

/** A clock that stands still until it is set or advanced. */
export function fixedClock(d: Date | string): FixedClock {
  let current = toDate(d);
  return {
    now: () => new Date(current.getTime()),
    set(next) {
      current = toDate(next);
    },
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
  };
}

function toDate(d: Date | string): Date {
  const date = typeof d === 'string' ? new Date(d) : new Date(d.getTime());
  if (Number.isNaN(date.getTime())) throw new RangeError(`invalid date: ${String(d)}`);
  return date;
}
