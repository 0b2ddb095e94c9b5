import { describe, expect, it } from 'vitest';
import {
  calendarDaysBetween,
  capitalisedDrawDatePhrase,
  drawDatePhrase,
  formatDrawDateTime,
  formatDrawDay,
  formatDrawTime,
} from '../src/draw-dates.ts';

// Sydney is UTC+11 in summer (AEDT) and UTC+10 in winter (AEST).
// Summer 2026: Monday 23 November 2026, 09:00 in Sydney = 22 Nov 22:00 UTC.
const MON_9AM = new Date('2026-11-22T22:00:00Z');
const sydney = (iso: string, offset = '+11:00') => new Date(`${iso}${offset}`);

const phrase = (draw: Date, now = MON_9AM) => drawDatePhrase(draw, now).text;

describe('draw date phrases (spec 2 §9)', () => {
  it("says 'tonight' for a draw today from 18:00 and 'today' before it", () => {
    expect(phrase(sydney('2026-11-23T18:00:00'))).toBe('tonight');
    expect(phrase(sydney('2026-11-23T20:30:00'))).toBe('tonight');
    expect(phrase(sydney('2026-11-23T23:59:59'))).toBe('tonight');
    expect(phrase(sydney('2026-11-23T17:59:59'))).toBe('today');
    expect(drawDatePhrase(sydney('2026-11-23T12:00:00'), MON_9AM).kind).toBe('today');
  });

  it("says 'tomorrow' up to 48:00 (the whole next day)", () => {
    expect(phrase(sydney('2026-11-24T00:00:00'))).toBe('tomorrow');
    expect(phrase(sydney('2026-11-24T20:30:00'))).toBe('tomorrow');
    expect(phrase(sydney('2026-11-24T23:59:59'))).toBe('tomorrow');
    expect(phrase(sydney('2026-11-25T00:00:00'))).toBe('this Wednesday');
  });

  it("says 'this {weekday}' within 7 days and 'next {weekday}' within 14", () => {
    expect(phrase(sydney('2026-11-26T20:30:00'))).toBe('this Thursday');
    expect(phrase(sydney('2026-11-29T19:15:00'))).toBe('this Sunday'); // 6 days
    expect(phrase(sydney('2026-11-30T19:15:00'))).toBe('next Monday'); // 7 days
    expect(phrase(sydney('2026-12-05T19:30:00'))).toBe('next Saturday'); // 12 days
    expect(phrase(sydney('2026-12-06T19:15:00'))).toBe('next Sunday'); // 13 days
    expect(drawDatePhrase(sydney('2026-12-06T19:15:00'), MON_9AM).kind).toBe('next_weekday');
  });

  it('gives a date from 14 days on, and for a draw already past', () => {
    expect(phrase(sydney('2026-12-07T19:15:00'))).toBe('Mon, 7 Dec');
    expect(drawDatePhrase(sydney('2026-12-07T19:15:00'), MON_9AM).kind).toBe('date');
    expect(phrase(sydney('2026-11-22T19:30:00'))).toBe('Sun, 22 Nov');
  });

  it('counts days in Sydney, not UTC: late evening there is the next UTC day', () => {
    // 23:30 on Monday in Sydney is 12:30 UTC on Monday; 00:30 on Tuesday in Sydney is Monday 13:30 UTC.
    const now = sydney('2026-11-23T23:30:00');
    expect(phrase(sydney('2026-11-23T23:45:00'), now)).toBe('tonight');
    expect(phrase(sydney('2026-11-24T00:30:00'), now)).toBe('tomorrow');
    // Just after midnight in Sydney a draw the same evening is 'tonight' although UTC still says yesterday.
    const justAfterMidnight = sydney('2026-11-24T00:05:00');
    expect(justAfterMidnight.getUTCDate()).toBe(23);
    expect(phrase(sydney('2026-11-24T20:30:00'), justAfterMidnight)).toBe('tonight');
  });

  it('keeps whole days across the start of daylight saving (Sunday 4 October 2026, 23 hours long)', () => {
    const satNight = sydney('2026-10-03T21:00:00', '+10:00');
    expect(phrase(sydney('2026-10-04T19:15:00'), satNight)).toBe('tomorrow');
    expect(phrase(sydney('2026-10-05T00:30:00'), satNight)).toBe('this Monday');
    expect(phrase(sydney('2026-10-10T19:30:00'), satNight)).toBe('next Saturday');
    expect(calendarDaysBetween(satNight, sydney('2026-10-17T19:30:00'))).toBe(14);
    expect(phrase(sydney('2026-10-17T19:30:00'), satNight)).toBe('Sat, 17 Oct');
  });

  it('keeps whole days across the end of daylight saving (Sunday 5 April 2026, 25 hours long)', () => {
    const satNight = sydney('2026-04-04T23:30:00', '+11:00');
    expect(phrase(sydney('2026-04-05T23:30:00', '+10:00'), satNight)).toBe('tomorrow');
    expect(phrase(sydney('2026-04-06T00:00:00', '+10:00'), satNight)).toBe('this Monday');
    expect(calendarDaysBetween(satNight, sydney('2026-04-11T00:10:00', '+10:00'))).toBe(7);
    expect(phrase(sydney('2026-04-11T19:30:00', '+10:00'), satNight)).toBe('next Saturday');
    // 18:00 on the day daylight saving ends is still 'tonight'.
    const sunMorning = sydney('2026-04-05T08:00:00', '+10:00');
    expect(phrase(sydney('2026-04-05T18:00:00', '+10:00'), sunMorning)).toBe('tonight');
    expect(phrase(sydney('2026-04-05T17:59:00', '+10:00'), sunMorning)).toBe('today');
  });

  it('accepts ISO strings and capitalises for a label on its own', () => {
    expect(drawDatePhrase('2026-11-23T09:30:00.000Z', MON_9AM).text).toBe('tonight');
    expect(capitalisedDrawDatePhrase('2026-11-26T09:30:00.000Z', MON_9AM)).toBe('This Thursday');
    expect(capitalisedDrawDatePhrase('2026-12-07T08:15:00.000Z', MON_9AM)).toBe('Mon, 7 Dec');
  });
});

describe('draw date and time formatting', () => {
  it('formats in Sydney time with the en-AU locale', () => {
    const draw = sydney('2026-11-26T20:30:00');
    expect(formatDrawDay(draw)).toBe('Thu, 26 Nov');
    expect(formatDrawDay(draw, { now: sydney('2027-01-02T10:00:00') })).toBe('Thu, 26 Nov 2026');
    expect(formatDrawTime(draw)).toBe('8:30 pm');
    expect(formatDrawDateTime(draw)).toBe('Thu, 26 Nov 2026, 8:30 pm');
  });
});
