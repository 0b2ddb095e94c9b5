import { createProductOffer } from '@lottoshop/core/catalog/testing';
import { fixedClock } from '@lottoshop/core/clock';
import { queryRows } from '@lottoshop/core/db';
import { getTestDb, resetTestDb } from '@lottoshop/core/testing';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { startDrawCalendarJob } from '../../src/jobs/draw-calendar.job.ts';

function recordingLog() {
  const info = vi.fn();
  const error = vi.fn();
  return { log: { info, error } as unknown as FastifyBaseLogger, info, error };
}

describe('draw calendar job', () => {
  it('tops the calendar up at start, again on its interval, and stops', async () => {
    const db = await getTestDb();
    await resetTestDb(db);
    await createProductOffer(db);
    const clock = fixedClock('2026-03-23T01:00:00.000Z');
    const { log, info } = recordingLog();

    const job = startDrawCalendarJob({ db, clock, log, intervalMs: 20 });
    await job.started;
    expect(info).toHaveBeenCalledWith({ added: 6 }, 'draw calendar: 6 draw(s) added');

    clock.advance(7 * 86_400_000);
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith({ added: 1 }, 'draw calendar: 1 draw(s) added'));
    await job.stop();
    const calls = info.mock.calls.length;
    clock.advance(7 * 86_400_000);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(info.mock.calls.length).toBe(calls);
    expect(await queryRows(db, sql`select id from draws`)).toHaveLength(7);
  });

  it('logs a failure instead of stopping the API', async () => {
    const db = await getTestDb();
    await resetTestDb(db);
    await createProductOffer(db);
    const { log, error } = recordingLog();
    const broken = { now: () => new Date(Number.NaN) };
    const job = startDrawCalendarJob({ db, clock: broken, log });
    await job.started;
    expect(error).toHaveBeenCalledTimes(1);
    await job.stop();
  });
});
