import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../src/clock.ts';
import type { Db } from '../src/db/index.ts';
import type { IntervalDrawSchedule } from '../src/modules/catalog/index.ts';
import { createProductOffer } from '../src/modules/catalog/testing.ts';
import { draws } from '../src/modules/draws/draws.tables.ts';
import { getNextDraws, listProductOffers, scheduleUpcomingDraws } from '../src/modules/draws/index.ts';
import { assertIntervalMinutes, intervalDrawTimesBetween } from '../src/shared/calendar.ts';
import { getTestDb, resetTestDb, systemCtx, testCtx } from '../src/testing/index.ts';

const SYDNEY = 'Australia/Sydney';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const EXPRESS: IntervalDrawSchedule = {
  kind: 'interval',
  everyMinutes: 5,
  timezone: SYDNEY,
  salesCloseMinutesBefore: 1,
};

describe('interval draw times', () => {
  it('come round every five minutes on the clock, strictly after the moment asked about', () => {
    const after = new Date('2026-03-02T01:02:30.000Z'); // 12:02:30 AEDT
    const times = intervalDrawTimesBetween(EXPRESS, after, new Date(after.getTime() + 20 * MINUTE));
    expect(times.map((t) => t.toISOString())).toEqual([
      '2026-03-02T01:05:00.000Z',
      '2026-03-02T01:10:00.000Z',
      '2026-03-02T01:15:00.000Z',
      '2026-03-02T01:20:00.000Z',
    ]);
    // A moment on a draw time is not "after" it; the limit is inclusive.
    const onTheDot = new Date('2026-03-02T01:05:00.000Z');
    expect(
      intervalDrawTimesBetween(EXPRESS, onTheDot, new Date('2026-03-02T01:10:00.000Z')).map((t) =>
        t.toISOString(),
      ),
    ).toEqual(['2026-03-02T01:10:00.000Z']);
  });

  it('keeps to the wall clock over a daylight-saving change (a 25-hour day has 300 draws)', () => {
    // Sunday 5 April 2026: Sydney goes from AEDT (UTC+11) back to AEST (UTC+10) at 03:00.
    const midnightBefore = new Date('2026-04-04T13:00:00.000Z'); // 00:00 AEDT Sunday
    const midnightAfter = new Date('2026-04-05T14:00:00.000Z'); // 00:00 AEST Monday
    const day = intervalDrawTimesBetween(EXPRESS, new Date(midnightBefore.getTime() - 1), midnightAfter);
    expect(day[0]?.toISOString()).toBe(midnightBefore.toISOString());
    expect(day.at(-1)?.toISOString()).toBe(midnightAfter.toISOString());
    expect(day).toHaveLength(301); // 300 on Sunday plus Monday's midnight draw
    for (let i = 1; i < day.length; i++) expect(day[i]!.getTime() - day[i - 1]!.getTime()).toBe(5 * MINUTE);
  });

  it('accepts only intervals that divide a day into whole minutes', () => {
    for (const ok of [1, 5, 15, 60, 1440]) expect(() => assertIntervalMinutes(ok)).not.toThrow();
    for (const bad of [0, -5, 7, 2.5, Number.NaN, 2880]) {
      expect(() => assertIntervalMinutes(bad), String(bad)).toThrow(RangeError);
    }
    const bad = { ...EXPRESS, everyMinutes: 7 };
    expect(() => intervalDrawTimesBetween(bad, new Date(), new Date(Date.now() + HOUR))).toThrow(RangeError);
  });
});

describe('scheduleUpcomingDraws with an interval schedule', () => {
  let db: Db;
  beforeEach(async () => {
    db = await getTestDb();
    await resetTestDb(db);
  });

  async function drawsOf(offerId: string) {
    return db.select().from(draws).where(eq(draws.offerId, offerId)).orderBy(asc(draws.drawNo));
  }

  it('keeps a day of five-minute draws ahead, not six weeks, numbered from 1', async () => {
    const offer = await createProductOffer(db, {
      drawSchedule: EXPRESS,
      drawnBy: 'shop',
      nextJackpotMinor: 100_000_00n,
      standingJackpotMinor: 100_000_00n,
    });
    const clock = fixedClock('2026-03-02T01:02:30.000Z');
    const added = await scheduleUpcomingDraws(systemCtx(db, clock), { horizonDays: 42 });
    expect(added).toHaveLength(288);
    const rows = await drawsOf(offer.id);
    expect(rows.map((r) => r.drawNo)).toEqual(Array.from({ length: 288 }, (_, i) => i + 1));
    expect(rows[0]?.drawAt.toISOString()).toBe('2026-03-02T01:05:00.000Z');
    expect(rows.at(-1)?.drawAt.toISOString()).toBe('2026-03-03T01:00:00.000Z');
    for (const r of rows) {
      expect(r.status).toBe('DRAW_OPEN');
      expect(r.salesCloseAt.getTime()).toBe(r.drawAt.getTime() - MINUTE);
      expect(r.jackpotMinor).toBe(100_000_00n);
    }
    // Idempotent; an hour later twelve more draws are added at the end.
    expect(await scheduleUpcomingDraws(systemCtx(db, clock), { horizonDays: 42 })).toHaveLength(0);
    clock.advance(HOUR);
    const more = await scheduleUpcomingDraws(systemCtx(db, clock), { horizonDays: 42 });
    expect(more.map((r) => r.drawNo)).toEqual(Array.from({ length: 12 }, (_, i) => 289 + i));
  });

  it('has the next draw on sale until a minute before it, then the one after', async () => {
    const offer = await createProductOffer(db, { drawSchedule: EXPRESS, drawnBy: 'shop' });
    const clock = fixedClock('2026-03-02T01:02:30.000Z');
    await scheduleUpcomingDraws(systemCtx(db, clock));
    const at = async (iso: string) =>
      (await getNextDraws(testCtx(db, new Date(iso)), { offerIds: [offer.id], now: new Date(iso) })).get(
        offer.id,
      )?.drawNo;
    expect(await at('2026-03-02T01:03:59.999Z')).toBe(1);
    expect(await at('2026-03-02T01:04:00.000Z')).toBe(2);
  });

  it('skips the periods that passed while the shop was not running', async () => {
    const offer = await createProductOffer(db, { drawSchedule: EXPRESS, drawnBy: 'shop' });
    const clock = fixedClock('2026-03-02T01:02:30.000Z');
    await scheduleUpcomingDraws(systemCtx(db, clock));
    clock.advance(3 * DAY);
    const added = await scheduleUpcomingDraws(systemCtx(db, clock));
    expect(added).toHaveLength(288);
    expect(added[0]).toMatchObject({ drawNo: 289, status: 'DRAW_OPEN' });
    expect(added[0]?.drawAt.toISOString()).toBe('2026-03-05T01:05:00.000Z');
    expect(await drawsOf(offer.id)).toHaveLength(576);
  });

  it('creates nothing with a zero horizon, and a weekly offer beside it keeps its six weeks', async () => {
    const express = await createProductOffer(db, { drawSchedule: EXPRESS, drawnBy: 'shop' });
    const weekly = await createProductOffer(db);
    const clock = fixedClock('2026-03-02T01:02:30.000Z');
    expect(await scheduleUpcomingDraws(systemCtx(db, clock), { horizonDays: 0 })).toHaveLength(0);
    await scheduleUpcomingDraws(systemCtx(db, clock));
    expect(await drawsOf(express.id)).toHaveLength(288);
    expect(await drawsOf(weekly.id)).toHaveLength(6);
  });

  it('describes the schedule in the product offers as every day from midnight, every five minutes', async () => {
    await createProductOffer(db, { key: 'quick', drawSchedule: EXPRESS, drawnBy: 'shop' });
    const [offer] = await listProductOffers(testCtx(db, new Date('2026-03-02T01:02:30.000Z')));
    expect(offer?.drawSchedule).toEqual({
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      time: '00:00',
      timezone: SYDNEY,
      everyMinutes: 5,
      selectableDays: false,
    });
  });
});
