/**
 * Moves the accounts whose customers accepted the migration (POST /migration/migrate): every 2 seconds, each
 * account in progress has its old balance posted into the wallet once and is marked migrated. The modal polls
 * every 3 seconds, so a move shows as done on its first or second poll.
 */
import type { Clock } from '@lottoshop/core/clock';
import type { Db } from '@lottoshop/core/db';
import { completeDueMigrations } from '@lottoshop/core/migration';
import { systemActor, useCaseCtx } from '@lottoshop/core/use-case';
import type { FastifyBaseLogger } from 'fastify';
import { type PeriodicJob, startPeriodicJob } from './periodic-job.ts';

export const ACCOUNT_MIGRATIONS_INTERVAL_MS = 2000;

export function startAccountMigrationsJob(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): PeriodicJob<number> {
  return startPeriodicJob({
    name: 'account migrations',
    intervalMs: deps.intervalMs ?? ACCOUNT_MIGRATIONS_INTERVAL_MS,
    log: deps.log,
    db: deps.db,
    run: async () => {
      const { migrated } = await completeDueMigrations(
        useCaseCtx({ ...deps, actor: systemActor('account-migrations') }),
      );
      if (migrated > 0) deps.log.info({ migrated }, `account migrations: ${migrated} account(s) moved`);
      return migrated;
    },
  });
}
