/**
 * Settles the deposits nobody finished (decision 046): every `intervalSeconds`, each deposit still pending after
 * `afterSeconds` is looked up at its gateway and settled once; one the gateway never saw, or whose 3-D Secure
 * challenge waited past `expireAfterSeconds`, is declined.
 */
import type { Clock } from '@lottoshop/core/clock';
import type { Db } from '@lottoshop/core/db';
import {
  type PaymentGateways,
  type ReconcileResult,
  reconcilePendingDeposits,
} from '@lottoshop/core/payments';
import { systemActor, useCaseCtx } from '@lottoshop/core/use-case';
import type { FastifyBaseLogger } from 'fastify';
import { type PeriodicJob, startPeriodicJob } from './periodic-job.ts';

export function startDepositReconciliationJob(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  gateways: PaymentGateways;
  intervalSeconds: number;
  afterSeconds: number;
  expireAfterSeconds: number;
}): PeriodicJob<ReconcileResult> {
  return startPeriodicJob({
    name: 'deposit reconciliation',
    intervalMs: deps.intervalSeconds * 1000,
    log: deps.log,
    db: deps.db,
    run: async () => {
      const result = await reconcilePendingDeposits(
        useCaseCtx({ ...deps, actor: systemActor('deposit-reconciliation') }),
        {
          gateways: deps.gateways,
          settleAfterSeconds: deps.afterSeconds,
          expireAfterSeconds: deps.expireAfterSeconds,
        },
      );
      if (result.approved + result.declined > 0) {
        deps.log.info(result, 'deposit reconciliation: unfinished deposits settled');
      }
      return result;
    },
  });
}
