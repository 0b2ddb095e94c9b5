/**
 * Deletes anonymous carts that have passed their expiry (14 days after their last change, the life of the
 * anonymous_cart_token cookie), once at start and then every hour. An expired cart is already refused when its
 * token comes back; this only keeps the table from growing.
 */
import { deleteExpiredAnonymousCarts } from '@lottoshop/core/cart';
import type { Clock } from '@lottoshop/core/clock';
import type { Db } from '@lottoshop/core/db';
import { systemActor, useCaseCtx } from '@lottoshop/core/use-case';
import type { FastifyBaseLogger } from 'fastify';
import { type PeriodicJob, startPeriodicJob } from './periodic-job.ts';

export const ANONYMOUS_CARTS_INTERVAL_MS = 60 * 60 * 1000;

export function startAnonymousCartsJob(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): PeriodicJob<number> {
  return startPeriodicJob({
    name: 'anonymous carts',
    intervalMs: deps.intervalMs ?? ANONYMOUS_CARTS_INTERVAL_MS,
    log: deps.log,
    db: deps.db,
    run: async () => {
      const deleted = await deleteExpiredAnonymousCarts(
        useCaseCtx({ ...deps, actor: systemActor('anonymous-carts') }),
      );
      if (deleted > 0) deps.log.info({ deleted }, `anonymous carts: ${deleted} expired cart(s) deleted`);
      return deleted;
    },
  });
}
