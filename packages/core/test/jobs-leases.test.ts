import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index.ts';
import { releaseLease, runExclusive, takeLease } from '../src/modules/jobs/index.ts';
import { jobLeases } from '../src/modules/jobs/jobs.tables.ts';
import { getTestDb, resetTestDb } from '../src/testing/index.ts';

let db: Db;
beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
});

const JOB = 'draw life cycle';

describe('job leases', () => {
  it('lets one holder at a time run a job, and the job again once the lease is given back', async () => {
    expect(await takeLease({ db }, { job: JOB, leaseMs: 60_000, holder: 'api-1' })).toEqual({ taken: true });
    expect(await takeLease({ db }, { job: JOB, leaseMs: 60_000, holder: 'api-2' })).toEqual({
      taken: false,
      heldBy: 'api-1',
    });
    // The holder itself may take it again (a pass that follows its own).
    expect(await takeLease({ db }, { job: JOB, leaseMs: 60_000, holder: 'api-1' })).toEqual({ taken: true });
    // Another holder cannot give it back for the holder.
    await releaseLease({ db }, { job: JOB, holder: 'api-2' });
    expect((await takeLease({ db }, { job: JOB, leaseMs: 60_000, holder: 'api-2' })).taken).toBe(false);
    await releaseLease({ db }, { job: JOB, holder: 'api-1' });
    expect(await takeLease({ db }, { job: JOB, leaseMs: 60_000, holder: 'api-2' })).toEqual({ taken: true });
  });

  it('keeps jobs apart: a lease on one job does not hold another', async () => {
    await takeLease({ db }, { job: JOB, leaseMs: 60_000, holder: 'api-1' });
    expect(await takeLease({ db }, { job: 'draw calendar', leaseMs: 60_000, holder: 'api-2' })).toEqual({
      taken: true,
    });
  });

  it('takes over a lease its holder left to lapse (a process killed mid-pass)', async () => {
    await takeLease({ db }, { job: JOB, leaseMs: 60_000, holder: 'killed' });
    await db
      .update(jobLeases)
      .set({ expiresAt: sql`clock_timestamp() - interval '1 second'` })
      .where(eq(jobLeases.job, JOB));
    expect(await takeLease({ db }, { job: JOB, leaseMs: 60_000, holder: 'api-2' })).toEqual({ taken: true });
    const [row] = await db.select().from(jobLeases).where(eq(jobLeases.job, JOB));
    expect(row?.holder).toBe('api-2');
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('runs the work of only one of two processes that start the same pass together', async () => {
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = runExclusive({ db }, { job: JOB, leaseMs: 60_000, holder: 'api-1' }, async () => {
      runs += 1;
      await gate;
      return 'first';
    });
    // Let the first take the lease before the second asks.
    await new Promise((r) => setTimeout(r, 50));
    const second = await runExclusive({ db }, { job: JOB, leaseMs: 60_000, holder: 'api-2' }, async () => {
      runs += 1;
      return 'second';
    });
    release();
    expect(second).toEqual({ ran: false, heldBy: 'api-1' });
    expect(await first).toEqual({ ran: true, value: 'first' });
    expect(runs).toBe(1);
    expect(await db.select().from(jobLeases)).toEqual([]);
  });

  it('gives the lease back when the work fails', async () => {
    await expect(
      runExclusive({ db }, { job: JOB, leaseMs: 60_000, holder: 'api-1' }, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.select().from(jobLeases)).toEqual([]);
  });
});
