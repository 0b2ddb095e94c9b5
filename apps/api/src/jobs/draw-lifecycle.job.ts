/**
 * Moves draws through their life cycle on the clock, every DRAW_LIFECYCLE_INTERVAL_SECONDS (default 15): one pass
 * of the settlement module's `runDrawLifecyclePass` (close at the sales stop, commit shop seeds, draw the shop's
 * own games, settle what is drawn). Passes never overlap within a process, and stop() waits for the one in
 * progress.
 */
import type { Clock } from '@lottoshop/core/clock';
import type { Db } from '@lottoshop/core/db';
import { type DrawLifecyclePass, runDrawLifecyclePass } from '@lottoshop/core/settlement';
import { systemActor, useCaseCtx } from '@lottoshop/core/use-case';
import type { FastifyBaseLogger } from 'fastify';
import { type PeriodicJob, startPeriodicJob } from './periodic-job.ts';

export const DEFAULT_DRAW_LIFECYCLE_INTERVAL_SECONDS = 15;

type Deps = { db: Db; clock: Clock; log: FastifyBaseLogger };

/** One pass of the life cycle, acting as the system job. Errors on a single draw are logged, not thrown. */
export function runDrawLifecycleJobPass({ db, clock, log }: Deps): Promise<DrawLifecyclePass> {
  return runDrawLifecyclePass(useCaseCtx({ db, clock, log, actor: systemActor('draw-lifecycle') }));
}

/** Starts the job: a first pass now, then one every `intervalSeconds` (0: timer off; runOnce still works). */
export function startDrawLifecycleJob(
  deps: Deps & { intervalSeconds?: number },
): PeriodicJob<DrawLifecyclePass> {
  const intervalSeconds = deps.intervalSeconds ?? DEFAULT_DRAW_LIFECYCLE_INTERVAL_SECONDS;
  return startPeriodicJob({
    name: 'draw life cycle',
    intervalMs: intervalSeconds * 1000,
    log: deps.log,
    db: deps.db,
    run: () => runDrawLifecycleJobPass(deps),
  });
}
