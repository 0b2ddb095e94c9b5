/**
 * Keeps the lottery draw calendar scheduled ahead: tops it up once at start and then every hour, so a shop that
 * keeps running (or starts again after a break) always has upcoming draws on sale.
 */
import type { Clock } from '@lottoshop/core/clock';
import type { Db } from '@lottoshop/core/db';
import { scheduleUpcomingDraws } from '@lottoshop/core/draws';
import { systemActor, useCaseCtx } from '@lottoshop/core/use-case';
import type { FastifyBaseLogger } from 'fastify';
import { type PeriodicJob, startPeriodicJob } from './periodic-job.ts';

export const DRAW_CALENDAR_INTERVAL_MS = 60 * 60 * 1000;

export function startDrawCalendarJob(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): PeriodicJob<number> {
  return startPeriodicJob({
    name: 'draw calendar',
    intervalMs: deps.intervalMs ?? DRAW_CALENDAR_INTERVAL_MS,
    log: deps.log,
    db: deps.db,
    run: async () => {
      const ctx = useCaseCtx({ ...deps, actor: systemActor('draw-calendar') });
      const added = await scheduleUpcomingDraws(ctx);
      deps.log.info({ added: added.length }, `draw calendar: ${added.length} draw(s) added`);
      return added.length;
    },
  });
}
