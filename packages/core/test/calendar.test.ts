import { describe, expect, it } from 'vitest';
import {
  isoWeekday,
  localDateOf,
  scheduledDaysBetween,
  upcomingDrawTimes,
  zonedTime,
} from '../src/shared/calendar.ts';

const SYDNEY = 'Australia/Sydney';

describe('draw calendar', () => {
  it('converts Sydney wall-clock times in and out of daylight saving', () => {
    // AEDT (UTC+11) in January, AEST (UTC+10) in July.
    expect(zonedTime({ year: 2026, month: 1, day: 8 }, '20:30', SYDNEY).toISOString()).toBe(
      '2026-01-08T09:30:00.000Z',
    );
    expect(zonedTime({ year: 2026, month: 7, day: 9 }, '20:30', SYDNEY).toISOString()).toBe(
      '2026-07-09T10:30:00.000Z',
    );
  });

  it('finds the next Thursday 20:30 draws after a moment', () => {
    const after = new Date('2026-03-05T09:29:00.000Z'); // Thursday 20:29 AEDT
    const times = upcomingDrawTimes({ weekdays: [4], time: '20:30', timezone: SYDNEY }, after, 3);
    expect(times.map((t) => t.toISOString())).toEqual([
      '2026-03-05T09:30:00.000Z',
      '2026-03-12T09:30:00.000Z',
      '2026-03-19T09:30:00.000Z',
    ]);
    for (const t of times) expect(isoWeekday(localDateOf(t, SYDNEY))).toBe(4);
  });

  it('skips a draw whose time has passed today', () => {
    const after = new Date('2026-03-05T09:30:00.000Z');
    const [first] = upcomingDrawTimes({ weekdays: [4], time: '20:30', timezone: SYDNEY }, after, 1);
    expect(first?.toISOString()).toBe('2026-03-12T09:30:00.000Z');
  });

  it('counts scheduled days for draw numbering', () => {
    const epoch = { year: 2024, month: 1, day: 6 }; // a Saturday
    expect(scheduledDaysBetween([6], epoch, epoch)).toBe(0);
    expect(scheduledDaysBetween([6], epoch, { year: 2024, month: 1, day: 13 })).toBe(1);
    expect(scheduledDaysBetween([1, 3, 6], epoch, { year: 2024, month: 1, day: 13 })).toBe(3);
    expect(scheduledDaysBetween([1, 2, 3, 4, 5, 6, 7], epoch, { year: 2025, month: 1, day: 6 })).toBe(366);
  });
});
