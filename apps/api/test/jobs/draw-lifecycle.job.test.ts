import { createProductOffer } from '@lottoshop/core/catalog/testing';
import { type FixedClock, fixedClock } from '@lottoshop/core/clock';
import type { Db } from '@lottoshop/core/db';
import { changeDrawStatus, getDrawsByIds } from '@lottoshop/core/draws';
import { createDraw } from '@lottoshop/core/draws/testing';
import { enterOfficialResult, getCommitment, getResultRow } from '@lottoshop/core/results';
import { verifyDraw } from '@lottoshop/core/settlement';
import { getTestDb, resetTestDb, systemCtx, testCtx } from '@lottoshop/core/testing';
import type { FastifyBaseLogger } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../src/config.ts';
import { startDrawLifecycleJob } from '../../src/jobs/draw-lifecycle.job.ts';

/** Monday 2 March 2026, 12:00 in Sydney. */
const T = new Date('2026-03-02T01:00:00.000Z');
const MINUTE = 60_000;

function recordingLog() {
  const info = vi.fn();
  const error = vi.fn();
  return { log: { info, error } as unknown as FastifyBaseLogger, info, error };
}

let db: Db;
let clock: FixedClock;
beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  clock = fixedClock(T);
});

/** A quick game the shop draws itself (Saturday Lotto's matrix), or, with rules null, one it cannot draw. */
function shopOffer(key: string, rules?: null) {
  return createProductOffer(db, {
    key,
    drawnBy: 'shop',
    drawSchedule: {
      kind: 'interval',
      everyMinutes: 5,
      timezone: 'Australia/Sydney',
      salesCloseMinutesBefore: 1,
    },
    nextJackpotMinor: 100_000_00n,
    standingJackpotMinor: 100_000_00n,
    ...(rules === null ? { rules: null } : {}),
  });
}

/** A draw at T + `minutes` (5 by default) whose sales stop a minute before. */
function drawAtFive(offerId: string, drawNo = 1, minutes = 5) {
  return createDraw(
    db,
    {
      offerId,
      drawNo,
      drawAt: new Date(T.getTime() + minutes * MINUTE),
      salesCloseAt: new Date(T.getTime() + (minutes - 1) * MINUTE),
    },
    T,
  );
}

const statusOf = async (drawId: string) => (await getDrawsByIds({ db }, [drawId])).get(drawId)?.status;

describe('draw life-cycle job', () => {
  it("draws and pays the shop's draw once its time has passed; an operator's draw is only closed", async () => {
    const express = await shopOffer('express_lotto');
    const saturday = await createProductOffer(db, { key: 'saturday_lotto' });
    const quick = await drawAtFive(express.id);
    const weekly = await drawAtFive(saturday.id, 4520);
    const { log, info, error } = recordingLog();
    const job = startDrawLifecycleJob({ db, clock, log, intervalSeconds: 0 });

    // On sale: nothing to close or draw, but the shop commits to its seed before sales close.
    const first = await job.runOnce();
    expect(first).toMatchObject({ closed: [], seedsCommitted: 1, drawn: [], settled: [], failed: [] });
    const commitment = await getCommitment({ db }, quick.id);
    expect(commitment?.seedHash).toMatch(/^[0-9a-f]{64}$/);

    // Sales have stopped but the draw time has not come: both are closed, neither drawn.
    clock.set(new Date(T.getTime() + 4.5 * MINUTE));
    const second = await job.runOnce();
    expect(second?.closed.map((d) => [d.offerKey, d.drawNo])).toEqual([
      ['express_lotto', 1],
      ['saturday_lotto', 4520],
    ]);
    expect(second?.drawn).toEqual([]);
    expect(await statusOf(quick.id)).toBe('DRAW_CLOSED');

    // The draw time has come: the shop's draw is drawn, scored and paid; the operator's waits for its result.
    clock.set(new Date(T.getTime() + 5 * MINUTE));
    const third = await job.runOnce();
    expect(third?.drawn).toEqual([{ drawId: quick.id, offerKey: 'express_lotto', drawNo: 1 }]);
    expect(third?.settled.map((d) => d.drawId)).toEqual([quick.id]);
    expect(await statusOf(quick.id)).toBe('DRAW_EMAILED');
    expect(await statusOf(weekly.id)).toBe('DRAW_CLOSED');
    const result = await getResultRow({ db }, quick.id);
    expect(result).toMatchObject({
      source: 'shop_rng',
      seedHash: commitment?.seedHash,
      seed: commitment?.seed,
    });
    expect(result?.main).toHaveLength(6);
    expect(result?.supplementary).toHaveLength(2);
    expect(await getResultRow({ db }, weekly.id)).toBeNull();
    // Anyone given the revealed seed and the entries gets the same numbers.
    expect((await verifyDraw(testCtx(db, clock), { offerKey: 'express_lotto', drawNo: 1 })).ok).toBe(true);

    const messages = info.mock.calls.map((c) => String(c.at(-1)));
    expect(messages).toContain('draw life cycle: saturday_lotto draw 4520 closed (sales stopped)');
    expect(
      messages.some((m) => m.startsWith('draw life cycle: express_lotto draw 1 drawn by the shop (')),
    ).toBe(true);
    expect(messages.at(-1)).toMatch(/settled: DRAW_EMAILED, 0 winning line\(s\), \$0\.00 paid$/);
    expect(error).not.toHaveBeenCalled();

    // Nothing is left to do: a further pass acts on nothing and logs nothing.
    const calls = info.mock.calls.length;
    expect(await job.runOnce()).toMatchObject({
      closed: [],
      seedsCommitted: 0,
      drawn: [],
      settled: [],
      failed: [],
    });
    expect(info.mock.calls.length).toBe(calls);
    await job.stop();
  });

  it("settles a draw whose operator's result is in, or whose settlement was interrupted", async () => {
    const saturday = await createProductOffer(db, { key: 'saturday_lotto' });
    const drawn = await createDraw(db, { offerId: saturday.id, drawNo: 4520, status: 'DRAW_CLOSED' }, T);
    const scored = await createDraw(db, { offerId: saturday.id, drawNo: 4521, status: 'DRAW_CLOSED' }, T);
    const dividends = { 1: 1_000_000_00n, 2: 7_500_00n, 3: 1_500_00n, 4: 40_00n, 5: 20_00n, 6: 12_00n };
    for (const drawNo of [4520, 4521]) {
      await enterOfficialResult(systemCtx(db, T), {
        offerKey: 'saturday_lotto',
        drawNo,
        main: [1, 2, 3, 4, 5, 6],
        supplementary: [7, 8],
        bonus: [],
        dividends,
      });
    }
    // A settlement stopped after scoring.
    await changeDrawStatus(systemCtx(db, T), { drawId: scored.id, to: 'DRAW_SCORED' });
    const { log } = recordingLog();
    const job = startDrawLifecycleJob({ db, clock, log, intervalSeconds: 0 });
    const pass = await job.runOnce();
    expect(pass?.drawn).toEqual([]);
    expect(pass?.settled.map((d) => d.drawNo)).toEqual([4520, 4521]);
    expect(await statusOf(drawn.id)).toBe('DRAW_EMAILED');
    expect(await statusOf(scored.id)).toBe('DRAW_EMAILED');
    await job.stop();
  });

  it('logs a draw that fails and goes on with the others', async () => {
    // Created first, so it is tried first: it has no game rules, so it cannot be drawn.
    const broken = await shopOffer('broken_lotto', null);
    const express = await shopOffer('express_lotto');
    const bad = await drawAtFive(broken.id);
    const good = await drawAtFive(express.id);
    clock.set(new Date(T.getTime() + 6 * MINUTE));
    const { log, error } = recordingLog();
    const job = startDrawLifecycleJob({ db, clock, log, intervalSeconds: 0 });

    const pass = await job.runOnce();
    expect(pass?.failed).toEqual([{ drawId: bad.id, offerKey: 'broken_lotto', drawNo: 1, step: 'draw' }]);
    expect(pass?.drawn.map((d) => d.drawId)).toEqual([good.id]);
    expect(await statusOf(good.id)).toBe('DRAW_EMAILED');
    expect(await statusOf(bad.id)).toBe('DRAW_CLOSED');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[1]).toBe(
      'draw life cycle: broken_lotto draw 1 could not be drawn and settled',
    );
    const logged = error.mock.calls[0]?.[0] as { err: Error } | undefined;
    expect(logged?.err.message).toMatch(/no game rules/);

    // It is tried again on the next pass (and fails again, alone).
    const again = await job.runOnce();
    expect(again?.failed.map((d) => d.drawId)).toEqual([bad.id]);
    expect(again?.drawn).toEqual([]);
    await job.stop();
  });

  it('never runs two passes at once, stops after the pass in progress, and runs on its timer', async () => {
    const express = await shopOffer('express_lotto');
    const quick = await drawAtFive(express.id);
    clock.set(new Date(T.getTime() + 5 * MINUTE));
    const { log } = recordingLog();
    const job = startDrawLifecycleJob({ db, clock, log, intervalSeconds: 0 });

    const a = job.runOnce();
    const b = job.runOnce();
    expect(b).toBe(a);
    let finished = false;
    void a.then(() => {
      finished = true;
    });
    await job.stop();
    expect(finished).toBe(true);
    expect((await a)?.drawn.map((d) => d.drawId)).toEqual([quick.id]);
    expect(await job.runOnce()).toBeNull();

    // On a timer (here 20 ms), with no one calling runOnce.
    const next = await drawAtFive(express.id, 2, 10);
    clock.set(new Date(T.getTime() + 10 * MINUTE));
    const timed = startDrawLifecycleJob({ db, clock, log, intervalSeconds: 0.02 });
    await vi.waitFor(async () => expect(await statusOf(next.id)).toBe('DRAW_EMAILED'), { timeout: 5000 });
    await timed.stop();
  });
});

describe('DRAW_LIFECYCLE_INTERVAL_SECONDS', () => {
  it('defaults to 15 seconds, 0 turns the job off, anything else but whole seconds is refused', () => {
    expect(readConfig({}).drawLifecycleIntervalSeconds).toBe(15);
    expect(readConfig({ DRAW_LIFECYCLE_INTERVAL_SECONDS: '0' }).drawLifecycleIntervalSeconds).toBe(0);
    expect(readConfig({ DRAW_LIFECYCLE_INTERVAL_SECONDS: ' 30 ' }).drawLifecycleIntervalSeconds).toBe(30);
    for (const bad of ['-1', '1.5', '1e3', 'often', '86401']) {
      expect(() => readConfig({ DRAW_LIFECYCLE_INTERVAL_SECONDS: bad }), bad).toThrow(
        /DRAW_LIFECYCLE_INTERVAL_SECONDS must be a whole number of seconds/,
      );
    }
  });

  it('with 0, the job does not run by itself', async () => {
    const express = await shopOffer('express_lotto');
    const quick = await drawAtFive(express.id);
    clock.set(new Date(T.getTime() + 5 * MINUTE));
    const { log, info } = recordingLog();
    const job = startDrawLifecycleJob({ db, clock, log, intervalSeconds: 0 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await statusOf(quick.id)).toBe('DRAW_OPEN');
    expect(info).toHaveBeenCalledWith(expect.stringContaining('draw life cycle: off'));
    await job.stop();
  });
});
