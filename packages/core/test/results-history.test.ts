import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../src/clock.ts';
import type { Db } from '../src/db/index.ts';
import { DomainError } from '../src/errors.ts';
import { productOffers } from '../src/modules/catalog/catalog.tables.ts';
import { getGameDefinition } from '../src/modules/catalog/index.ts';
import { draws } from '../src/modules/draws/draws.tables.ts';
import { listProductOffers } from '../src/modules/draws/index.ts';
import {
  getDrawPrizes,
  getDrawResult,
  getNumberStatistics,
  listArchivedResults,
  verifyDrawnNumbers,
} from '../src/modules/results/index.ts';
import { drawStream, sampleWithoutReplacement } from '../src/modules/results/results.rng.ts';
import { drawDividends, drawResults } from '../src/modules/results/results.tables.ts';
import { seedDemoSite } from '../src/setup/index.ts';
import { getTestDb, resetTestDb, testCtx } from '../src/testing/index.ts';

const NOW = '2026-03-02T01:00:00.000Z'; // Monday 12:00 in Sydney
let db: Db;
const reader = () => testCtx(db, new Date(NOW));

beforeAll(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  await db.transaction((tx) => seedDemoSite(tx, fixedClock(NOW)));
});

async function offerId(key: string): Promise<string> {
  const [row] = await db
    .select({ id: productOffers.id })
    .from(productOffers)
    .where(eq(productOffers.key, key));
  return row!.id;
}

describe('the demo results history', () => {
  it('gives every weekly lottery a year of finished draws, each with a demo result and dividends', async () => {
    for (const [key, perWeek] of [
      ['saturday_lotto', 1],
      ['set_for_life2020', 7],
      ['super_jackpot_lottery', 1],
    ] as const) {
      const id = await offerId(key);
      const past = await db
        .select({ n: count() })
        .from(drawResults)
        .where(and(eq(drawResults.offerId, id), eq(drawResults.demo, true)));
      expect(past[0]!.n).toBeGreaterThanOrEqual(52 * perWeek);
      expect(past[0]!.n).toBeLessThanOrEqual(54 * perWeek);
      const finished = await db
        .select({ n: count() })
        .from(draws)
        .where(and(eq(draws.offerId, id), eq(draws.status, 'DRAW_EMAILED')));
      expect(finished[0]!.n).toBe(past[0]!.n);
    }
    // The shop's five-minute game makes its own history.
    const express = await db
      .select({ n: count() })
      .from(drawResults)
      .where(eq(drawResults.offerId, await offerId('express_lotto')));
    expect(express[0]!.n).toBe(0);
  });

  it('numbers the history back from the calendar, each result valid for its game and verifiable from its seed', async () => {
    const id = await offerId('saturday_lotto');
    const rows = await db.select().from(draws).where(eq(draws.offerId, id));
    const upcoming = rows.filter((d) => d.status !== 'DRAW_EMAILED').map((d) => d.drawNo);
    const past = rows
      .filter((d) => d.status === 'DRAW_EMAILED')
      .map((d) => d.drawNo)
      .sort((a, b) => a - b);
    expect(past.at(-1)).toBe(Math.min(...upcoming) - 1);
    expect(new Set(past).size).toBe(past.length);
    expect(past.at(-1)! - past[0]! + 1).toBe(past.length);
    const latest = await getDrawResult(reader(), { offerKey: 'saturday_lotto', drawNo: past.at(-1)! });
    expect(latest).toMatchObject({ demo: true, source: 'shop_rng', status: 'DRAW_EMAILED' });
    expect(latest.numbers.main).toHaveLength(6);
    expect(latest.numbers.supplementary).toHaveLength(2);
    expect(new Set([...latest.numbers.main, ...latest.numbers.supplementary]).size).toBe(8);
    expect(latest.divisions.map((d) => d.division)).toEqual([1, 2, 3, 4, 5, 6]);
    const [result] = await db
      .select()
      .from(drawResults)
      .where(eq(drawResults.drawNo, past.at(-1)!));
    const definition = await getGameDefinition(reader(), { offerId: id, drawNo: past.at(-1)! });
    const check = verifyDrawnNumbers({
      matrix: definition!.matrix,
      seed: result!.seed!,
      seedHash: result!.seedHash!,
      entriesHash: result!.entriesHash!,
      recomputedEntriesHash: result!.entriesHash!,
      drawn: { main: result!.main, supplementary: result!.supplementary, bonus: result!.bonus },
    });
    expect(check.numbersMatch).toBe(true);
    // Powerball's history has its bonus ball.
    const pb = await db
      .select()
      .from(drawResults)
      .where(eq(drawResults.offerId, await offerId('super_jackpot_lottery')))
      .limit(1);
    expect(pb[0]!.bonus).toHaveLength(1);
    const dividends = await db.select().from(drawDividends).where(eq(drawDividends.drawId, pb[0]!.drawId));
    expect(dividends).toHaveLength(9);
    expect(dividends.every((d) => d.prizeMinor >= 0n)).toBe(true);
  });
});

describe("Lotto Strike's demo history", () => {
  it('is the first four balls of the Saturday Lotto draw it is played on, in the order they were drawn', async () => {
    const strike = await db
      .select()
      .from(drawResults)
      .where(eq(drawResults.offerId, await offerId('lotto_strike')));
    const saturday = new Map(
      (
        await db
          .select()
          .from(drawResults)
          .where(eq(drawResults.offerId, await offerId('saturday_lotto')))
      ).map((r) => [r.drawNo, r]),
    );
    expect(strike.length).toBeGreaterThanOrEqual(52);
    for (const result of strike) {
      const lotto = saturday.get(result.drawNo);
      expect(lotto, `Saturday Lotto draw ${result.drawNo}`).toBeDefined();
      // The same draw: the same seed and entries, so the same balls in the same order.
      expect(result.seed).toBe(lotto!.seed);
      const balls = sampleWithoutReplacement(drawStream(lotto!.seed!, lotto!.entriesHash!, 'main'), 1, 45, 8);
      expect(result.main).toEqual(balls.slice(0, 4));
      expect(result.main.every((n) => lotto!.main.includes(n))).toBe(true);
    }
  });
});

describe("Set for Life's demo prizes", () => {
  it('pay division 1 a fixed $20,000 a month and division 2 less, every draw, and every division less than the one above', async () => {
    const rows = await db
      .select({
        drawId: drawDividends.drawId,
        division: drawDividends.division,
        prize: drawDividends.prizeMinor,
      })
      .from(drawDividends)
      .innerJoin(drawResults, eq(drawResults.drawId, drawDividends.drawId))
      .where(eq(drawResults.offerId, await offerId('set_for_life2020')));
    const byDraw = new Map<string, bigint[]>();
    for (const r of rows) {
      const list = byDraw.get(r.drawId) ?? [];
      list[r.division - 1] = r.prize;
      byDraw.set(r.drawId, list);
    }
    expect(byDraw.size).toBeGreaterThan(300);
    for (const prizes of byDraw.values()) {
      expect(prizes).toHaveLength(8);
      expect(prizes[0]).toBe(20_000_00n);
      expect(prizes[1]).toBe(5_000_00n);
      for (let d = 1; d < prizes.length; d++) expect(prizes[d]!).toBeLessThan(prizes[d - 1]!);
    }
  });

  it('offers say the jackpot is paid monthly for Set for Life only', async () => {
    const offers = await listProductOffers(reader());
    const monthly = offers.filter((o) => o.jackpotMonthly).map((o) => o.key);
    expect(monthly).toEqual(['set_for_life2020']);
    expect(offers.find((o) => o.key === 'set_for_life2020')?.nextDraw?.jackpot?.amount).toBe(20_000_00);
  });
});

describe('the results archive', () => {
  it("lists an offer's draws of one Sydney calendar month, newest first", async () => {
    const page = await listArchivedResults(reader(), {
      key: 'saturday_lotto',
      year: 2025,
      month: 6,
      limit: 31,
      offset: 0,
    });
    // Saturdays of June 2025: the 7th, 14th, 21st and 28th.
    expect(page.total).toBe(4);
    expect(page.items.map((r) => r.drawDate.slice(0, 10))).toEqual([
      '2025-06-28',
      '2025-06-21',
      '2025-06-14',
      '2025-06-07',
    ]);
    expect(page.items.every((r) => r.demo)).toBe(true);
    const daily = await listArchivedResults(reader(), {
      key: 'set_for_life2020',
      year: 2025,
      month: 6,
      limit: 5,
      offset: 5,
    });
    expect(daily.total).toBe(30);
    expect(daily.items).toHaveLength(5);
    const empty = await listArchivedResults(reader(), {
      key: 'saturday_lotto',
      year: 2020,
      month: 1,
      limit: 5,
      offset: 0,
    });
    expect(empty).toMatchObject({ items: [], total: 0 });
    await expect(
      listArchivedResults(reader(), { key: 'no_such_offer', year: 2025, month: 6, limit: 5, offset: 0 }),
    ).rejects.toBeInstanceOf(DomainError);
  });
});

describe('number statistics', () => {
  it('counts each number over the latest draws in SQL, with draws since last seen and the division 1 average', async () => {
    const window = 20;
    const stats = await getNumberStatistics(reader(), { key: 'saturday_lotto', window });
    expect(stats).toMatchObject({ window, drawsCounted: window, demo: true });
    expect(stats.main.map((s) => s.number)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
    expect(stats.bonus).toEqual([]);
    // Computed again by hand from the same draws.
    const id = await offerId('saturday_lotto');
    const rows = (await db.select().from(drawResults).where(eq(drawResults.offerId, id)))
      .sort((a, b) => b.drawAt.getTime() - a.drawAt.getTime())
      .slice(0, window);
    expect(stats.lastDrawNo).toBe(rows[0]!.drawNo);
    expect(stats.firstDrawNo).toBe(rows.at(-1)!.drawNo);
    for (const n of [1, 7, 23, 45]) {
      const seenIn = rows.map((r, ago) => ({ r, ago })).filter(({ r }) => r.main.includes(n));
      const stat = stats.main.find((s) => s.number === n)!;
      expect(stat.drawn).toBe(seenIn.length);
      expect(stat.drawsSinceSeen).toBe(seenIn[0]?.ago ?? null);
    }
    expect(stats.main.reduce((sum, s) => sum + s.drawn, 0)).toBe(window * 6);
    // Powerball counts its bonus ball apart.
    const pb = await getNumberStatistics(reader(), { key: 'super_jackpot_lottery', window: 10 });
    expect(pb.bonus).toHaveLength(20);
    expect(pb.bonus.reduce((sum, s) => sum + s.drawn, 0)).toBe(10);
    expect(pb.main.find((s) => s.drawn > 0)?.averageDivisionOne?.currency).toBe('AUD');
  });

  it('counts what there is when the window is longer than the history, and refuses raffles', async () => {
    const stats = await getNumberStatistics(reader(), { key: 'saturday_lotto', window: 500 });
    expect(stats.drawsCounted).toBeLessThan(500);
    expect(stats.drawsCounted).toBeGreaterThan(50);
    await expect(
      getNumberStatistics(reader(), { key: 'dream_home_raffle', window: 10 }),
    ).rejects.toBeInstanceOf(DomainError);
  });
});

describe('a draw prize table', () => {
  it('lists every division, with its dividend once declared', async () => {
    const id = await offerId('saturday_lotto');
    const [open] = await db
      .select()
      .from(draws)
      .where(and(eq(draws.offerId, id), eq(draws.status, 'DRAW_OPEN')))
      .limit(1);
    const before = await getDrawPrizes(reader(), { offerKey: 'saturday_lotto', drawNo: open!.drawNo });
    expect(before.divisions).toHaveLength(6);
    expect(before.divisions.every((d) => d.prize === null)).toBe(true);
    expect(before.divisions[0]).toMatchObject({ division: 1, prizeKind: 'pool' });
    const past = await getDrawPrizes(reader(), { offerKey: 'saturday_lotto', drawNo: open!.drawNo - 1 });
    expect(past.demo).toBe(true);
    expect(past.divisions.every((d) => d.prize !== null)).toBe(true);
  });
});
