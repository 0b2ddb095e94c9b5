/**
 * Completes the deposit purchases a crash left behind: every 5 seconds, each one whose deposit the gateway has
 * settled but whose purchase was never made is completed once (the tickets bought, or the money left in the wallet
 * with the reason). The browser's return and the webhook normally get there first.
 */
import type { Clock } from '@lottoshop/core/clock';
import type { Db } from '@lottoshop/core/db';
import { completeSettledDepositPurchases } from '@lottoshop/core/deposit-purchases';
import { systemActor, useCaseCtx } from '@lottoshop/core/use-case';
import type { FastifyBaseLogger } from 'fastify';
import { type PeriodicJob, startPeriodicJob } from './periodic-job.ts';

export const DEPOSIT_PURCHASES_INTERVAL_MS = 5000;

export function startDepositPurchasesJob(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): PeriodicJob<number> {
  return startPeriodicJob({
    name: 'deposit purchases',
    intervalMs: deps.intervalMs ?? DEPOSIT_PURCHASES_INTERVAL_MS,
    log: deps.log,
    db: deps.db,
    run: async () => {
      const completed = await completeSettledDepositPurchases(
        useCaseCtx({ ...deps, actor: systemActor('deposit-purchases') }),
      );
      if (completed > 0) deps.log.info({ completed }, `deposit purchases: ${completed} completed`);
      return completed;
    },
  });
}
