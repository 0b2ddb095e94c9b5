/**
 * The one way the API runs work on a timer: a first run at start, then one every `intervalMs` (0 turns the
 * timer off; `runOnce` still works). Runs never overlap within a process — a caller during a run waits for it —
 * and `stop()` waits for the run in progress, so the database can be closed after it. A failed run is logged and
 * the next tick tries again. Across processes, a run first takes the job's lease in the database (the jobs module):
 * when another API process is running the same job, this one skips its turn. The work itself stays idempotent, so a
 * lease that lapsed under a slow run costs time, never a double effect.
 */
import type { Db } from '@lottoshop/core/db';
import { runExclusive } from '@lottoshop/core/jobs';
import type { FastifyBaseLogger } from 'fastify';
import { recordJobRun } from '../http/metrics.ts';

/** How long a job's lease holds when its holder dies mid-run: the longest another process waits to take over. */
export const JOB_LEASE_MS = 60_000;

export type PeriodicJob<T> = {
  /** The first run, started with the job (resolves when it has finished, successfully or not). */
  started: Promise<T | null>;
  /**
   * Runs now (or waits for the run in progress) and tells what it did; null when it failed, is stopped, or another
   * process holds the job's lease.
   */
  runOnce(): Promise<T | null>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
};

export function startPeriodicJob<T>(opts: {
  /** For the log: "draw calendar", … */
  name: string;
  intervalMs: number;
  log: FastifyBaseLogger;
  /** Where the job's lease is taken. */
  db: Db;
  run: () => Promise<T>;
}): PeriodicJob<T> {
  let running: Promise<T | null> | null = null;
  let stopped = false;

  const runOnce = (): Promise<T | null> => {
    if (running) return running;
    if (stopped) return Promise.resolve(null);
    running = runExclusive({ db: opts.db }, { job: opts.name, leaseMs: JOB_LEASE_MS }, opts.run)
      .then((outcome) => {
        recordJobRun(opts.name, outcome.ran ? 'ran' : 'skipped');
        if (outcome.ran) return outcome.value;
        opts.log.debug({ heldBy: outcome.heldBy }, `${opts.name}: another process is running it; skipped`);
        return null;
      })
      .catch((err: unknown) => {
        recordJobRun(opts.name, 'failed');
        opts.log.error({ err }, `${opts.name}: the run failed`);
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  let timer: NodeJS.Timeout | null = null;
  let started: Promise<T | null> = Promise.resolve(null);
  if (opts.intervalMs > 0) {
    started = runOnce();
    timer = setInterval(() => void runOnce(), opts.intervalMs);
    timer.unref();
  } else {
    opts.log.info(`${opts.name}: off (interval 0); it runs only when asked`);
  }

  return {
    started,
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      if (running) await running;
    },
  };
}
