/**
 * E-mails last month's activity statement to every customer who asked for it: hourly, so the statements go out in
 * the first hour of a month; each is sent once per customer and month whatever the number of runs or processes
 * (the statements module records the delivery with the outbox row).
 */
import type { Clock } from '@lottoshop/core/clock';
import type { Db } from '@lottoshop/core/db';
import { emailDueStatements } from '@lottoshop/core/statements';
import { systemActor, useCaseCtx } from '@lottoshop/core/use-case';
import type { FastifyBaseLogger } from 'fastify';
import { type PeriodicJob, startPeriodicJob } from './periodic-job.ts';

export const MONTHLY_STATEMENTS_INTERVAL_MS = 60 * 60 * 1000;

export function startMonthlyStatementsJob(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): PeriodicJob<{ month: string; emailed: number }> {
  return startPeriodicJob({
    name: 'monthly statements',
    intervalMs: deps.intervalMs ?? MONTHLY_STATEMENTS_INTERVAL_MS,
    log: deps.log,
    db: deps.db,
    run: () => emailDueStatements(useCaseCtx({ ...deps, actor: systemActor('monthly-statements') })),
  });
}
