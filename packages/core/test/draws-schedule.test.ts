import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../src/clock.ts';
import type { Db } from '../src/db/index.ts';
import type { DrawSchedule } from '../src/modules/catalog/index.ts';
import { createProductOffer } from '../src/modules/catalog/testing.ts';
import { draws } from '../src/modules/draws/draws.tables.ts';
import { getNextDraws, scheduleUpcomingDraws } from '../src/modules/draws/index.ts';
import { createDraw } from '../src/modules/draws/testing.ts';
import { getTestDb, resetTestDb, systemCtx, testCtx } from '../src/testing/index.ts';

let db: Db;
beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
});

const WEEK_MS = 7 * 86_400_000;
/** Thursdays 20:30 in Sydney, numbered like the operator's: draw 1441 was on Thursday 4 January 2024. */
const THURSDAY: DrawSchedule = {
  weekdays: [4],
  time: '20:30',
  timezone: 'Australia/Sydney',
  salesCloseMinutesBefore: 30,
  numbering: { epoch: { year: 2024, month: 1, day: 4 }, firstDrawNo: 1441 },
};

async function drawsOf(offerId: string) {
  return db.select().from(draws).where(eq(draws.offerId, offerId)).orderBy(asc(draws.drawNo));
}

/** The offer's next draw on sale at `now` (undefined when there is none). */
async function nextDrawOf(offerId: string, now: Date) {
  return (await getNextDraws(testCtx(db, now), { offerIds: [offerId], now })).get(offerId);
}

function expectConsecutive(rows: { drawNo: number; drawAt: Date }[]) {
  for (let i = 1; i < rows.length; i++) {
    expect(rows[i]!.drawNo).toBe(rows[i - 1]!.drawNo + 1);
    expect(rows[i]!.drawAt.getTime()).toBeGreaterThan(rows[i - 1]!.drawAt.getTime());
  }
}

describe('scheduleUpcomingDraws', () => {
  it("schedules an offer's draws up to the horizon at Sydney time, across a daylight-saving change", async () => {
    const offer = await createProductOffer(db, {
      drawSchedule: THURSDAY,
      nextJackpotMinor: 30_000_000_00n,
      standingJackpotMinor: null,
    });
    // Monday 23 March 2026, 12:00 AEDT; daylight saving ends on Sunday 5 April.
    const clock = fixedClock('2026-03-23T01:00:00.000Z');
    const added = await scheduleUpcomingDraws(systemCtx(db, clock), { horizonDays: 28 });

    const rows = await drawsOf(offer.id);
    expect(added).toHaveLength(4);
    expect(rows.map((r) => r.drawAt.toISOString())).toEqual([
      '2026-03-26T09:30:00.000Z', // 20:30 AEDT (UTC+11)
      '2026-04-02T09:30:00.000Z',
      '2026-04-09T10:30:00.000Z', // 20:30 AEST (UTC+10)
      '2026-04-16T10:30:00.000Z',
    ]);
    // 116 Thursdays after 4 January 2024.
    expect(rows.map((r) => r.drawNo)).toEqual([1557, 1558, 1559, 1560]);
    for (const r of rows) {
      expect(r.status).toBe('DRAW_OPEN');
      expect(r.salesCloseAt.getTime()).toBe(r.drawAt.getTime() - 30 * 60_000);
      expect(r.currency).toBe('AUD');
    }
    // The draw on sale carries the announced jackpot; later ones are announced after the previous draw.
    expect(rows.map((r) => r.jackpotMinor)).toEqual([30_000_000_00n, null, null, null]);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const offer = await createProductOffer(db, { drawSchedule: THURSDAY });
    const clock = fixedClock('2026-03-23T01:00:00.000Z');
    expect(await scheduleUpcomingDraws(systemCtx(db, clock), { horizonDays: 42 })).toHaveLength(6);
    expect(await scheduleUpcomingDraws(systemCtx(db, clock), { horizonDays: 42 })).toHaveLength(0);
    expect(await drawsOf(offer.id)).toHaveLength(6);
  });

  it('keeps one of each draw when two runs race', async () => {
    const offer = await createProductOffer(db, { drawSchedule: THURSDAY });
    const clock = fixedClock('2026-03-23T01:00:00.000Z');
    const [a, b] = await Promise.all([
      scheduleUpcomingDraws(systemCtx(db, clock), { horizonDays: 42 }),
      scheduleUpcomingDraws(systemCtx(db, clock), { horizonDays: 42 }),
    ]);
    expect(a.length + b.length).toBe(6);
    const rows = await drawsOf(offer.id);
    expect(rows).toHaveLength(6);
    expectConsecutive(rows);
  });

  it('tops the calendar up after the shop has been off for ten weeks', async () => {
    const offer = await createProductOffer(db, {
      drawSchedule: THURSDAY,
      nextJackpotMinor: 3_000_000_00n,
      standingJackpotMinor: null,
    });
    // Monday 7 September 2026; daylight saving starts on Sunday 4 October.
    const clock = fixedClock('2026-09-07T02:00:00.000Z');
    await scheduleUpcomingDraws(systemCtx(db, clock), { horizonDays: 42 });
    const before = await drawsOf(offer.id);
    expect(before).toHaveLength(6);

    clock.advance(10 * WEEK_MS); // Monday 16 November 2026
    expect(await nextDrawOf(offer.id, clock.now())).toBeUndefined();

    const added = await scheduleUpcomingDraws(systemCtx(db, clock), { horizonDays: 42 });
    const rows = await drawsOf(offer.id);
    // The four missed Thursdays are filled in (sales long closed), then six weeks ahead from now.
    expect(added).toHaveLength(10);
    expect(rows).toHaveLength(16);
    expectConsecutive(rows);
    expect(rows[0]!.drawAt.toISOString()).toBe('2026-09-10T10:30:00.000Z'); // AEST
    expect(rows.at(-1)!.drawAt.toISOString()).toBe('2026-12-24T09:30:00.000Z'); // AEDT
    for (const r of rows) expect(new Date(r.drawAt.getTime() + 11 * 3_600_000).getUTCDay()).toBe(4);

    const missed = added.filter((r) => r.salesCloseAt <= clock.now());
    expect(missed).toHaveLength(4);
    for (const r of missed) expect(r.status).toBe('DRAW_CLOSED');
    // The six draws seeded earlier are left as they were: closing past draws is not this use-case's job.
    for (const r of before) expect(rows.find((x) => x.id === r.id)?.status).toBe('DRAW_OPEN');

    const next = await nextDrawOf(offer.id, clock.now());
    expect(next?.drawAt.toISOString()).toBe('2026-11-19T09:30:00.000Z');
    expect(next?.drawNo).toBe(before.at(-1)!.drawNo + 5);
    expect(next?.jackpotMinor).toBe(3_000_000_00n);
    expect(await scheduleUpcomingDraws(systemCtx(db, clock), { horizonDays: 42 })).toHaveLength(0);
  });

  it('numbers on from the last existing draw and gives later draws the standing jackpot', async () => {
    const offer = await createProductOffer(db, {
      drawSchedule: { ...THURSDAY, numbering: undefined },
      nextJackpotMinor: 5_000_000_00n,
      standingJackpotMinor: 5_000_000_00n,
    });
    const now = new Date('2026-03-23T01:00:00.000Z');
    await createDraw(
      db,
      { offerId: offer.id, drawNo: 900, drawAt: new Date('2026-03-26T09:30:00.000Z'), jackpotMinor: 7n },
      now,
    );
    const added = await scheduleUpcomingDraws(systemCtx(db, fixedClock(now)), { horizonDays: 14 });
    expect(added.map((r) => [r.drawNo, r.drawAt.toISOString(), r.jackpotMinor])).toEqual([
      [901, '2026-04-02T09:30:00.000Z', 5_000_000_00n],
    ]);
  });

  it('numbers a first draw 1 without a numbering, and schedules every weekday of the schedule', async () => {
    const offer = await createProductOffer(db, {
      drawSchedule: {
        weekdays: [2, 6],
        time: '19:30',
        timezone: 'Australia/Sydney',
        salesCloseMinutesBefore: 15,
      },
    });
    await scheduleUpcomingDraws(systemCtx(db, fixedClock('2026-03-23T01:00:00.000Z')), { horizonDays: 14 });
    const rows = await drawsOf(offer.id);
    expect(rows.map((r) => [r.drawNo, r.drawAt.toISOString()])).toEqual([
      [1, '2026-03-24T08:30:00.000Z'],
      [2, '2026-03-28T08:30:00.000Z'],
      [3, '2026-03-31T08:30:00.000Z'],
      [4, '2026-04-04T08:30:00.000Z'],
    ]);
  });

  it('leaves raffles and offers not on sale alone', async () => {
    const raffle = await createProductOffer(db, { kind: 'raffle' });
    const off = await createProductOffer(db, { drawSchedule: THURSDAY, available: false });
    const added = await scheduleUpcomingDraws(systemCtx(db, fixedClock('2026-03-23T01:00:00.000Z')), {
      horizonDays: 42,
    });
    expect(added).toHaveLength(0);
    expect(await drawsOf(raffle.id)).toHaveLength(0);
    expect(await drawsOf(off.id)).toHaveLength(0);
  });

  it('refuses a horizon that is not a whole number of days', async () => {
    const clock = fixedClock('2026-03-23T01:00:00.000Z');
    await expect(scheduleUpcomingDraws(systemCtx(db, clock), { horizonDays: -1 })).rejects.toThrow(
      RangeError,
    );
    await expect(scheduleUpcomingDraws(systemCtx(db, clock), { horizonDays: 1.5 })).rejects.toThrow(
      RangeError,
    );
  });
});
