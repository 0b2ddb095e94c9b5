/**
 * The one way the API runs work on a timer: a first run at start, then one every `intervalMs` (0 turns the
 * timer off; `runOnce` still works). Runs never overlap within a process — a caller during a run waits for it —
 * and `stop()` waits for the run in progress, so the database can be closed after it. A failed run is logged and
 * the next tick tries again. The work itself must be idempotent: several API processes may run it at once.
 */
import type { FastifyBaseLogger } from 'fastify';

export type PeriodicJob<T> = {
  /** The first run, started with the job (resolves when it has finished, successfully or not). */
  started: Promise<T | null>;
  /** Runs now (or waits for the run in progress) and tells what it did; null when it failed or is stopped. */
  runOnce(): Promise<T | null>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
};

export function startPeriodicJob<T>(opts: {
  /** For the log: "draw calendar", … */
  name: string;
  intervalMs: number;
  log: FastifyBaseLogger;
  run: () => Promise<T>;
}): PeriodicJob<T> {
  let running: Promise<T | null> | null = null;
  let stopped = false;

  const runOnce = (): Promise<T | null> => {
    if (running) return running;
    if (stopped) return Promise.resolve(null);
    running = opts
      .run()
      .catch((err: unknown) => {
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
