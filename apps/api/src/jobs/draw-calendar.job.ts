/**
 * Keeps the lottery draw calendar scheduled ahead: tops it up once at start and then every hour, so a shop that
 * keeps running (or starts again after a break) always has upcoming draws on sale.
 */
import type { Clock } from '@lottoshop/core/clock';
import type { Db } from '@lottoshop/core/db/client';
import { scheduleUpcomingDraws } from '@lottoshop/core/modules/draws/draws.service';
import type { FastifyBaseLogger } from 'fastify';

export const DRAW_CALENDAR_INTERVAL_MS = 60 * 60 * 1000;

export type DrawCalendarJob = {
  /** Resolves when the first top-up has finished (successfully or not; a failure is logged). */
  started: Promise<void>;
  /** Stops the timer and waits for a top-up in progress, so the database can be closed after it. */
  stop(): Promise<void>;
};

export function startDrawCalendarJob(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): DrawCalendarJob {
  let running: Promise<void> | null = null;
  let stopped = false;

  const run = (): Promise<void> => {
    // A run still in progress is not doubled up; the next tick tries again.
    if (running || stopped) return running ?? Promise.resolve();
    running = scheduleUpcomingDraws(deps.db, deps.clock)
      .then((added) => {
        deps.log.info({ added: added.length }, `draw calendar: ${added.length} draw(s) added`);
      })
      .catch((err: unknown) => {
        deps.log.error({ err }, 'draw calendar: could not schedule upcoming draws');
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const started = run();
  const timer = setInterval(() => void run(), deps.intervalMs ?? DRAW_CALENDAR_INTERVAL_MS);
  timer.unref();

  return {
    started,
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
    },
  };
}
