/**
 * E-mails jackpot alerts (the marketing module, decision 048): every JACKPOT_ALERTS_INTERVAL_SECONDS (default 300),
 * each lottery's next draw on sale whose jackpot reaches JACKPOT_ALERT_THRESHOLD is e-mailed to every customer
 * the marketing gate allows, once per customer and draw however often the job runs, in however many processes, or
 * after it was killed half-way (the alert's record is written with the outbox row).
 */
import type { Clock } from '@lottoshop/core/clock';
import type { LinkTokenKeys } from '@lottoshop/core/communication';
import type { Db } from '@lottoshop/core/db';
import { sendJackpotAlerts } from '@lottoshop/core/marketing';
import { systemActor, useCaseCtx } from '@lottoshop/core/use-case';
import type { FastifyBaseLogger } from 'fastify';
import { type PeriodicJob, startPeriodicJob } from './periodic-job.ts';

export function startJackpotAlertsJob(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  linkKeys: LinkTokenKeys;
  intervalSeconds: number;
  thresholdMinor: bigint;
}): PeriodicJob<{ draws: number; emailed: number }> {
  const { db, clock, log, linkKeys, thresholdMinor } = deps;
  return startPeriodicJob({
    name: 'jackpot alerts',
    intervalMs: deps.intervalSeconds * 1000,
    log,
    db,
    run: () =>
      sendJackpotAlerts(useCaseCtx({ db, clock, log, actor: systemActor('jackpot-alerts') }), {
        linkKeys,
        thresholdMinor,
      }),
  });
}
