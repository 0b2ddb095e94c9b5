/** Starts the API: prepares the database (migrate, seed on first run), serves, and shuts down cleanly. */
import { systemClock } from '@lottoshop/core/clock';
import { smtpTransport } from '@lottoshop/core/mail';
import { prepareDatabase } from '@lottoshop/core/setup';
import { readConfig } from './config.ts';
import { buildServer } from './http/server.ts';
import { startAccountMigrationsJob } from './jobs/account-migrations.job.ts';
import { startAnonymousCartsJob } from './jobs/anonymous-carts.job.ts';
import { startDepositPurchasesJob } from './jobs/deposit-purchases.job.ts';
import { startDepositReconciliationJob } from './jobs/deposit-reconciliation.job.ts';
import { startDrawCalendarJob } from './jobs/draw-calendar.job.ts';
import { startDrawLifecycleJob } from './jobs/draw-lifecycle.job.ts';
import { startJackpotAlertsJob } from './jobs/jackpot-alerts.job.ts';
import { startMailOutboxJob } from './jobs/mail-outbox.job.ts';
import { startMonthlyStatementsJob } from './jobs/monthly-statements.job.ts';

const config = readConfig();
const clock = systemClock;
const handle = await prepareDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  // A production shop never gets the demo's data (decision 067): an empty database gets the shop's bare site.
  seed: config.production ? 'shop-if-empty' : 'if-empty',
  publicUrl: config.publicUrl,
  clock,
  // A fresh shop started with Stripe's keys offers cards through Stripe first (site data an operator can change).
  ...(config.stripe ? { cardGateways: ['stripe', 'simulated'] } : {}),
}).catch((err: unknown) => {
  // A readable line for the person starting the shop (database in use, unreachable, ...), not a stack dump.
  console.error(`The API could not open its database: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
const app = await buildServer({
  db: handle.db,
  clock,
  config,
  logger: { level: process.env.LOG_LEVEL || 'info' },
});
// Upcoming draws are scheduled before the first request is served, then topped up every hour.
const drawCalendar = startDrawCalendarJob({ db: handle.db, clock, log: app.log });
await drawCalendar.started;
// Draws are then closed at their sales stop, the shop's own games drawn, and drawn draws settled, on a short timer.
const drawLifecycle = startDrawLifecycleJob({
  db: handle.db,
  clock,
  log: app.log,
  intervalSeconds: config.drawLifecycleIntervalSeconds,
});
// Expired anonymous carts are deleted hourly.
const anonymousCarts = startAnonymousCartsJob({ db: handle.db, clock, log: app.log });
// Accounts whose customers accepted the migration are moved every 2 seconds.
const accountMigrations = startAccountMigrationsJob({ db: handle.db, clock, log: app.log });
// Deposits whose answers were lost (a crash, a gateway's webhooks given up) are asked about and settled.
const depositReconciliation = startDepositReconciliationJob({
  db: handle.db,
  clock,
  log: app.log,
  gateways: app.paymentGateways,
  ...config.depositReconciliation,
});
// Deposit purchases a crash left between the deposit and the purchase are completed every 5 seconds.
const depositPurchases = startDepositPurchasesJob({ db: handle.db, clock, log: app.log });
// Last month's activity statements are e-mailed (to customers who asked) in the first hour of a month.
const monthlyStatements = startMonthlyStatementsJob({ db: handle.db, clock, log: app.log });
// Lotteries whose next draw has a big jackpot are e-mailed to customers who allow it, once per draw (decision 048).
const jackpotAlerts = startJackpotAlertsJob({
  db: handle.db,
  clock,
  log: app.log,
  linkKeys: app.linkTokenKeys,
  ...config.jackpotAlerts,
});
const jobs: { stop(): Promise<void> }[] = [
  drawLifecycle,
  drawCalendar,
  anonymousCarts,
  accountMigrations,
  depositReconciliation,
  depositPurchases,
  monthlyStatements,
  jackpotAlerts,
];
// E-mails of the outbox go out over SMTP; without SMTP_URL they wait in the outbox until one is set.
const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
if (transport) {
  jobs.push(
    startMailOutboxJob({
      db: handle.db,
      clock,
      log: app.log,
      transport,
      intervalSeconds: config.mailOutboxIntervalSeconds,
    }),
  );
} else {
  app.log.warn('mail: SMTP_URL is not set; e-mails wait in the outbox and are not sent');
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await Promise.all(jobs.map((job) => job.stop()));
    transport?.close();
    await app.close();
  } finally {
    await handle.close();
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  app.log.error({ err }, 'could not start the API');
  await Promise.all(jobs.map((job) => job.stop()));
  await handle.close();
  process.exit(1);
}
