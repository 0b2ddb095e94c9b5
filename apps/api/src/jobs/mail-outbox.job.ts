/**
 * Sends the e-mails of the outbox (the mail module) over SMTP, every MAIL_OUTBOX_INTERVAL_SECONDS (default 5): one
 * pass claims the due e-mails and sends them, retrying a failed one later with a growing pause and giving up
 * (said in the log) after the last attempt. Rows are claimed with FOR UPDATE SKIP LOCKED and the pass holds the
 * job's lease, so several API processes never send one e-mail at the same time; a row left claimed by a killed
 * process is sent again once its claim lapses.
 */
import type { Clock } from '@lottoshop/core/clock';
import type { Db } from '@lottoshop/core/db';
import { type DeliveryPass, deliverDueEmails, type MailTransport } from '@lottoshop/core/mail';
import { systemActor, useCaseCtx } from '@lottoshop/core/use-case';
import type { FastifyBaseLogger } from 'fastify';
import { type PeriodicJob, startPeriodicJob } from './periodic-job.ts';

export const DEFAULT_MAIL_OUTBOX_INTERVAL_SECONDS = 5;

export function startMailOutboxJob(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  transport: MailTransport;
  intervalSeconds?: number;
}): PeriodicJob<DeliveryPass> {
  const { db, clock, log, transport } = deps;
  return startPeriodicJob({
    name: 'mail outbox',
    intervalMs: (deps.intervalSeconds ?? DEFAULT_MAIL_OUTBOX_INTERVAL_SECONDS) * 1000,
    log,
    db,
    run: () =>
      deliverDueEmails(useCaseCtx({ db, clock, log, actor: systemActor('mail-outbox') }), { transport }),
  });
}
