/**
 * Job leases: "one pass at a time across every process". A pass takes the job's lease (a row of job_leases, with
 * an expiry on the database's clock) before it starts and gives it back when it ends; a process that finds the lease
 * held by another, unexpired, skips its pass. A holder killed mid-pass leaves a lease that lapses after `leaseMs`,
 * and the next pass anywhere takes it over. Passes are idempotent anyway (each draw step is a guarded state
 * transition); the lease is what keeps two processes from doing the same work twice at the same moment.
 */
import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Ctx } from '../../use-case.ts';
import { jobLeases } from './jobs.tables.ts';

/** This process, as a lease holder: host, pid and a random part (a pid can be reused after a restart). */
export const THIS_PROCESS = `${hostname()}:${process.pid}:${uuidv7().slice(-12)}`;

export type LeaseOptions = {
  job: string;
  /** How long the lease holds if it is not given back (a killed holder's passes resume elsewhere after this). */
  leaseMs: number;
  holder?: string;
};

export type ExclusiveRun<T> = { ran: true; value: T } | { ran: false; heldBy: string };

/** Takes the job's lease if it is free, lapsed, or already this holder's; tells who holds it otherwise. */
export async function takeLease(
  ctx: Pick<Ctx, 'db'>,
  opts: LeaseOptions,
): Promise<{ taken: true } | { taken: false; heldBy: string }> {
  const holder = opts.holder ?? THIS_PROCESS;
  const expires = sql`clock_timestamp() + ${`${Math.max(1, Math.round(opts.leaseMs))} milliseconds`}::interval`;
  const [row] = await ctx.db
    .insert(jobLeases)
    .values({ job: opts.job, holder, acquiredAt: sql`clock_timestamp()`, expiresAt: expires })
    .onConflictDoUpdate({
      target: jobLeases.job,
      set: { holder, acquiredAt: sql`clock_timestamp()`, expiresAt: expires },
      setWhere: sql`${jobLeases.expiresAt} <= clock_timestamp() or ${jobLeases.holder} = ${holder}`,
    })
    .returning({ job: jobLeases.job });
  if (row) return { taken: true };
  const [current] = await ctx.db
    .select({ holder: jobLeases.holder })
    .from(jobLeases)
    .where(eq(jobLeases.job, opts.job));
  return { taken: false, heldBy: current?.holder ?? 'unknown' };
}

/** Gives the lease back (only this holder's). */
export async function releaseLease(ctx: Pick<Ctx, 'db'>, opts: Pick<LeaseOptions, 'job' | 'holder'>) {
  await ctx.db
    .delete(jobLeases)
    .where(and(eq(jobLeases.job, opts.job), eq(jobLeases.holder, opts.holder ?? THIS_PROCESS)));
}

/** Runs `fn` holding the job's lease; skips it (ran: false) when another process holds the lease. */
export async function runExclusive<T>(
  ctx: Pick<Ctx, 'db'>,
  opts: LeaseOptions,
  fn: () => Promise<T>,
): Promise<ExclusiveRun<T>> {
  const lease = await takeLease(ctx, opts);
  if (!lease.taken) return { ran: false, heldBy: lease.heldBy };
  try {
    return { ran: true, value: await fn() };
  } finally {
    await releaseLease(ctx, opts);
  }
}
