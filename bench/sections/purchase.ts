/**
 * Purchase on PostgreSQL: POST /v2/cart/purchase on the real API (apps/api/src/main.ts, as `npm start` runs it) over
 * a fresh, migrated and seeded PostgreSQL database, measured four ways:
 *   1. closed loop, 8 connections (then 1): every request buys the next customer's cart;
 *   2. beside a pgbench replay of the same purchase's SQL (captured from the driver) at 8 clients on the same
 *      cluster: what the database can do with exactly this SQL;
 *   3. a draw-close spike: an open-model arrival rate (400 purchases/s for 60 s by default), then 5 s steps to the
 *      highest rate answered with p99 <= 250 ms and no failure (up from 400 when it held, down when it did not);
 *   4. the core use-case called directly (no HTTP), and a bare Fastify route answering the same request.
 * Customers, sessions, deposits and carts are made in bulk by the modules' factories (hashing, HTTP setup calls and
 * cart validation are not what is measured). Afterwards every wallet, the ledger and the checkouts are checked; a
 * failed check fails the section.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { validateTicket } from '@lottoshop/core/cart';
import { fillCarts } from '@lottoshop/core/cart/testing';
import { systemClock } from '@lottoshop/core/clock';
import { type DbHandle, openDb, queryRows } from '@lottoshop/core/db';
import { accessTokenKeys, authenticate } from '@lottoshop/core/identity';
import { walletAndSystemAccountIds } from '@lottoshop/core/ledger';
import { purchaseCart } from '@lottoshop/core/orders';
import { fundWallets } from '@lottoshop/core/payments/testing';
import { customerActor, useCaseCtx } from '@lottoshop/core/use-case';
import { sql } from 'drizzle-orm';
import { analyzeAsAutovacuumWould } from '../lib/analyze-as-autovacuum.ts';
import { apiCalls, diffCalls } from '../lib/api-metrics.ts';
import {
  buyEachCart,
  type Customer,
  freshDatabase,
  JWT_SECRET,
  makeCustomers,
  postgresServer,
  purchaseRequest,
  startBenchApi,
} from '../lib/bench-postgres.ts';
import { assertBooksSound } from '../lib/books.ts';
import { CORES, type CpuSpent, cpuMeter } from '../lib/cpu-budget.ts';
import { type LoadResult, load, loadCalls } from '../lib/load.ts';
import { type OpenLoadResult, openLoad } from '../lib/open-load.ts';
import { perfRecord } from '../lib/perf-record.ts';
import { captureStatements, type PgbenchResult, replayScript, runPgbench } from '../lib/pgbench-replay.ts';
import {
  childCpuSeconds,
  childMainThreadSeconds,
  freePort,
  onCleanup,
  ROOT,
  startTsChild,
  waitForHttp,
} from '../lib/proc.ts';
import { describeLoad, httpRows, int, num, type Row, ratio, type Section } from '../lib/table.ts';

const CONNECTIONS = 8;
/** Saturday Lotto, standard game: 4 games at $0.85 = $3.40, paid from a $10.00 test deposit. */
const LOTTERY = 'saturday_lotto';
const DEPOSIT_MINOR = 1000;
const TICKET_MINOR = 4 * 85;

type LockWaits = {
  active: number;
  waiting: number;
  idleInTransaction: number;
  topWait: string | undefined;
  /** What the running statements waited on (wait_event_type:wait_event, or "CPU" when none), per sample. */
  waitEvents: [string, number][];
};

/**
 * Samples pg_stat_activity while a run goes on: how many of the database's backends run a query, how many of
 * those wait for a lock another transaction holds (and on which statement, most often), and how many sit in
 * a transaction waiting for the API's next statement, and what the running ones wait on; averaged over the samples.
 */
function sampleLockWaits(handle: DbHandle): { stop: () => Promise<LockWaits> } {
  let samples = 0;
  let active = 0;
  let waiting = 0;
  let idleInTransaction = 0;
  const statements = new Map<string, number>();
  const events = new Map<string, number>();
  let running = true;
  const loop = (async () => {
    while (running) {
      const rows = await queryRows<{ state: string | null; lock: boolean; event: string; query: string }>(
        handle.db,
        sql`select state, wait_event_type = 'Lock' as lock,
                   coalesce(wait_event_type || ':' || wait_event, 'CPU') as event,
                   left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 90) as query
            from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
      );
      samples += 1;
      for (const row of rows) {
        if (row.state === 'active') {
          active += 1;
          events.set(row.event, (events.get(row.event) ?? 0) + 1);
        }
        if (row.state === 'idle in transaction') idleInTransaction += 1;
        if (row.state === 'active' && row.lock) {
          waiting += 1;
          statements.set(row.query, (statements.get(row.query) ?? 0) + 1);
        }
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      const n = Math.max(1, samples);
      const top = [...statements].sort((x, y) => y[1] - x[1])[0]?.[0];
      return {
        active: active / n,
        waiting: waiting / n,
        idleInTransaction: idleInTransaction / n,
        topWait: top,
        waitEvents: [...events]
          .sort((x, y) => y[1] - x[1])
          .slice(0, 4)
          .map(([event, count]): [string, number] => [event, count / n]),
      };
    },
  };
}

/** The pgbench binary beside the PostgreSQL server binaries, if installed. */
function pgbenchBinary(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  for (const v of execFileSync('ls', [base]).toString().split('\n').filter(Boolean).sort().reverse()) {
    const bin = join(base, v, 'bin/pgbench');
    if (existsSync(bin)) return bin;
  }
  return undefined;
}

/** Statements the database has run since `reset` (pg_stat_statements), or undefined when it is not loaded. */
async function statementCounter(
  handle: DbHandle,
): Promise<
  { reset(): Promise<void>; read(): Promise<number>; top(n: number): Promise<string[]> } | undefined
> {
  try {
    await queryRows(handle.db, sql`create extension if not exists pg_stat_statements`);
    await queryRows(handle.db, sql`select pg_stat_statements_reset()`);
  } catch {
    return undefined;
  }
  return {
    reset: async () => {
      await queryRows(handle.db, sql`select pg_stat_statements_reset()`);
    },
    read: async () => {
      const [row] = await queryRows<{ calls: string }>(
        handle.db,
        sql`select coalesce(sum(calls), 0)::text as calls from pg_stat_statements
            where dbid = (select oid from pg_database where datname = current_database())
              and query not like '%pg_stat%'`,
      );
      return Number(row?.calls ?? 0);
    },
    top: async (n: number) => {
      const rows = await queryRows<{ calls: string; mean: string; total: string; query: string }>(
        handle.db,
        sql`select calls::text, round(mean_exec_time::numeric, 3)::text as mean,
              round(total_exec_time::numeric, 1)::text as total, query from pg_stat_statements
            where dbid = (select oid from pg_database where datname = current_database())
              and query not like '%pg_stat%'
            order by total_exec_time desc limit ${n}`,
      );
      return rows.map(
        (r) =>
          `${r.total} ms in ${r.calls} calls (${r.mean} ms each): ${r.query.replace(/\s+/g, ' ').slice(0, 160)}`,
      );
    },
  };
}

const openRows = (name: string, r: OpenLoadResult, budgetMs: number): Row[] => [
  {
    operation: `${name}: answered (of sent)`,
    baseline: `${int(r.sent)} sent at ${int(r.offeredRate)}/s`,
    figure: int(r.ok),
    ratio: ratio(r.ok, Math.max(1, r.sent)),
  },
  {
    operation: `${name}: latency p50 (ms)`,
    baseline: `${budgetMs} (budget for p99)`,
    figure: num(r.p50),
    ratio: ratio(r.p50, budgetMs),
  },
  {
    operation: `${name}: latency p99 (ms)`,
    baseline: `${budgetMs} (budget)`,
    figure: num(r.p99),
    ratio: ratio(r.p99, budgetMs),
  },
];

const describeOpen = (label: string, r: OpenLoadResult) =>
  `${label}: ${int(r.sent)} sent at ${int(r.offeredRate)}/s, ${int(r.ok)} answered 201, ${int(r.failed)} failed` +
  `${r.dropped > 0 ? ` (${int(r.dropped)} not sent: too many in flight)` : ''}, in ${r.seconds.toFixed(1)} s; ` +
  `p50 ${num(r.p50)} ms, p99 ${num(r.p99)} ms, max ${num(r.max)} ms` +
  (r.firstFailure ? `; first failure: ${r.firstFailure.slice(0, 200)}` : '');

/** Four distinct lines of 6 from 1-45, different for each customer. */
function games(seed: number): Array<{ Numbers: number[] }> {
  return Array.from({ length: 4 }, (_, g) => {
    const numbers = new Set<number>();
    for (let k = 0; numbers.size < 6; k++) numbers.add(((seed * 7 + g * 13 + k * 11) % 45) + 1);
    return { Numbers: [...numbers].sort((a, b) => a - b) };
  });
}

export async function purchaseSection(opts: { quick: boolean }): Promise<Section> {
  const purchases = opts.quick ? 300 : 3000;
  const serialPurchases = opts.quick ? 50 : 300;
  const directPurchases = opts.quick ? 100 : 500;
  const baselineSeconds = opts.quick ? 3 : 10;
  const replaySeconds = opts.quick ? 3 : 10;
  const spikeRate = 400;
  // BENCH_SPIKE_SECONDS and BENCH_NO_STEPS shorten a run compared A/B on the closed loop and the replay only.
  const spikeSeconds = Number(process.env.BENCH_SPIKE_SECONDS ?? (opts.quick ? 3 : 60));
  const stepSeconds = opts.quick ? 2 : 5;
  // Above the spike's rate when it held; below it, down to the first rate that holds, when it did not.
  const noSteps = Boolean(process.env.BENCH_NO_STEPS);
  const stepRatesUp = noSteps ? [] : opts.quick ? [500] : [500, 600, 800, 1000, 1200];
  const stepRatesDown = noSteps ? [] : opts.quick ? [200, 100] : [300, 250, 200, 150, 100];
  const P99_BUDGET_MS = 250;

  const server = await postgresServer();
  const databaseUrl = await freshDatabase(server.url);

  // Migrations and the demo seed run on first start.
  const { url: apiUrl, child: apiChild } = await startBenchApi('api', databaseUrl);

  const handle = await openDb({ databaseUrl });
  onCleanup('benchmark database connection', () => handle.close());
  const ctx = useCaseCtx({ db: handle.db, clock: systemClock });

  // Setup, untimed, in bulk: customers with sessions, a $10.00 deposit each and a cart of one checked ticket.
  const spikeCount = spikeRate * spikeSeconds;
  const stepCount = Math.max(
    ...[stepRatesUp, stepRatesDown].map((rates) => rates.reduce((sum, r) => sum + r * stepSeconds, 0)),
  );
  const total = purchases + serialPurchases + directPurchases + spikeCount + stepCount + 1;
  const everyone = await makeCustomers(handle, total);
  await fundWallets(
    handle.db,
    everyone.map((c) => c.customerId),
    BigInt(DEPOSIT_MINOR),
  );
  const ticket = await validateTicket(ctx, {
    lotteryKey: LOTTERY,
    gameType: 'standard',
    numDraws: 1,
    quantity: 1,
    games: games(1),
  });
  await fillCarts(
    handle.db,
    everyone.map((c) => c.customerId),
    ticket,
  );
  // A shop's tables are analysed by autovacuum as they grow; these tens of thousands of customers, deposits and
  // carts were made in bulk seconds ago, so their statistics are brought up to date as autovacuum would: those
  // tables only, not the ones nothing was written to yet (bench/lib/analyze-as-autovacuum.ts says why).
  const analysed = await analyzeAsAutovacuumWould(handle);
  if (process.env.BENCH_TOP_STATEMENTS)
    console.log(`[bench] analysed before the runs: ${analysed.join(', ')}`);
  let taken = 0;
  const take = (n: number) => {
    const slice = everyone.slice(taken, taken + n);
    taken += n;
    return slice;
  };
  const closedCallers = take(purchases);
  const serialCallers = take(serialPurchases);
  const direct = take(directPurchases);
  const spikeCallers = take(spikeCount);
  const stepCallers = take(stepCount);
  const captured = take(1)[0]!;
  const bought = new Set<string>();

  const baselinePort = await freePort();
  const bare = startTsChild('bare fastify', join(ROOT, 'bench/servers/bare-fastify.ts'), {
    PORT: String(baselinePort),
  });
  const bareUrl = `http://127.0.0.1:${baselinePort}/v2/cart/purchase`;
  await waitForHttp(`http://127.0.0.1:${baselinePort}/health`, bare);
  const sample = purchaseRequest(closedCallers[0]!);
  const bareRun = (seconds: number) =>
    load({
      url: bareUrl,
      method: 'POST',
      connections: CONNECTIONS,
      durationSeconds: seconds,
      headers: sample.headers,
      body: sample.body,
      expectStatus: 201,
    });
  await bareRun(2);
  const baseline = await bareRun(baselineSeconds);
  await bare.stop();
  if (baseline.failed > 0) throw new Error(`bare Fastify: ${baseline.firstFailure}`);

  // Closed loop: each request buys the next customer's cart, exactly one purchase per customer.
  const purchaseRun = async (callers: Customer[], connections: number): Promise<LoadResult> => {
    const result = await buyEachCart(apiUrl, callers, connections);
    for (const c of callers) bought.add(c.customerId);
    return result;
  };
  const counter = await statementCounter(handle);
  const before = await apiCalls(apiUrl);
  await counter?.reset();
  if (process.env.BENCH_TOP_STATEMENTS) await queryRows(handle.db, sql`select pg_stat_reset()`);
  const waits = sampleLockWaits(handle);
  const meter = await cpuMeter(handle, () => childCpuSeconds(apiChild));
  const mainThreadBefore = childMainThreadSeconds(apiChild);
  // BENCH_PERF_DATA=<file> records the whole machine (PostgreSQL's backends too) during this run.
  const perf = process.env.BENCH_PERF_DATA ? await perfRecord(process.env.BENCH_PERF_DATA) : undefined;
  const figure = await purchaseRun(closedCallers, CONNECTIONS);
  await perf?.stop();
  const spent = perOperation(meter.read(), purchases);
  const mainThreadAfter = childMainThreadSeconds(apiChild);
  const apiMainThreadMs =
    mainThreadBefore === undefined || mainThreadAfter === undefined
      ? undefined
      : ((mainThreadAfter - mainThreadBefore) * 1000) / purchases;
  const lockWaits = await waits.stop();
  const statementsRun = await counter?.read();
  // BENCH_TOP_STATEMENTS=1 lists where PostgreSQL spent its time during that run.
  if (process.env.BENCH_TOP_STATEMENTS && counter) {
    for (const line of await counter.top(8)) console.log(`[bench] ${line}`);
    // And the tables read by sequential scans (a foreign-key check planned as one reads the whole table).
    const scans = await queryRows<{
      relname: string;
      seqScans: string;
      rowsRead: string;
      indexScans: string;
    }>(
      handle.db,
      sql`select relname, seq_scan::text as "seqScans", seq_tup_read::text as "rowsRead",
            coalesce(idx_scan, 0)::text as "indexScans"
          from pg_stat_user_tables where seq_scan > 0 order by seq_tup_read desc limit 6`,
    );
    for (const t of scans) {
      console.log(
        `[bench] ${t.relname}: ${t.seqScans} sequential scans read ${t.rowsRead} rows (and ${t.indexScans} index scans)`,
      );
    }
  }
  const serverSide = diffCalls(before, await apiCalls(apiUrl)).get('POST /v2/cart/purchase 201');
  // One at a time: when this is as fast as the concurrent run, purchases are waiting on each other.
  const serial = await purchaseRun(serialCallers, 1);

  // The same use-case called directly, 8 at a time, on the bench's own connection pool: what HTTP adds.
  const coreCpuBefore = process.cpuUsage();
  const core = await loadCalls(direct.length, CONNECTIONS, async (i) => {
    const buyer = useCaseCtx({
      db: handle.db,
      clock: systemClock,
      actor: customerActor(direct[i]!.customerId),
    });
    const result = await purchaseCart(buyer, {
      idempotencyKey: `bench-core-${randomUUID()}`,
      paymentMethod: 'wallet',
    });
    if (!result.created) throw new Error('purchaseCart answered an earlier receipt');
  });
  const coreCpu = process.cpuUsage(coreCpuBefore);
  if (core.failed > 0) throw new Error(`purchaseCart: ${describeLoad('calls', core)}; ${core.firstFailure}`);
  for (const c of direct) bought.add(c.customerId);

  // The statements one purchase sends, as the API sends them: the session check, then the purchase.
  const keys = accessTokenKeys(JWT_SECRET);
  const captureKey = `bench-capture-${randomUUID()}`;
  const { statements } = await captureStatements(async () => {
    const claims = await authenticate(ctx, { accessToken: captured.accessToken, keys });
    if (!claims) throw new Error('the captured customer could not be authenticated');
    const buyer = useCaseCtx({
      db: handle.db,
      clock: systemClock,
      actor: customerActor(captured.customerId, claims.sessionId),
    });
    return purchaseCart(buyer, { idempotencyKey: captureKey, paymentMethod: 'wallet' });
  });
  bought.add(captured.customerId);
  // BENCH_PRINT_STATEMENTS=1 lists them, to see where a purchase's round trips go.
  if (process.env.BENCH_PRINT_STATEMENTS) {
    for (const [i, s] of statements.entries())
      console.log(`[bench] statement ${i + 1}: ${s.text.replace(/\s+/g, ' ').slice(0, 220)}`);
  }
  const replay = await pgbenchReplay({
    handle,
    databaseUrl,
    statements,
    captured,
    captureKey,
    ticket,
    seconds: replaySeconds,
  });

  // The draw-close spike: a fixed arrival rate, whatever the answers; then higher rates until p99 passes 250 ms.
  const openRun = async (callers: Customer[], rate: number): Promise<OpenLoadResult> => {
    const result = await openLoad({
      url: `${apiUrl}/v2/cart/purchase`,
      rate,
      count: callers.length,
      request: (i) => purchaseRequest(callers[i]!),
      expectStatus: 201,
    });
    // Every customer whose purchase was answered 201 bought once; the others must not have.
    if (result.ok === callers.length) for (const c of callers) bought.add(c.customerId);
    return result;
  };
  const spike = await openRun(spikeCallers, spikeRate);
  const holds = (r: OpenLoadResult) => r.failed === 0 && r.p99 <= P99_BUDGET_MS;
  const steppingUp = holds(spike);
  const steps: OpenLoadResult[] = [];
  let stepStart = 0;
  for (const rate of steppingUp ? stepRatesUp : stepRatesDown) {
    const callers = stepCallers.slice(stepStart, stepStart + rate * stepSeconds);
    stepStart += rate * stepSeconds;
    const step = await openRun(callers, rate);
    steps.push(step);
    // Up: stop at the first rate that fails. Down: stop at the first that holds.
    if (holds(step) !== steppingUp) break;
  }
  const highest = [spike, ...steps]
    .filter(holds)
    .reduce<OpenLoadResult | undefined>(
      (best, r) => (!best || r.offeredRate > best.offeredRate ? r : best),
      undefined,
    );

  // Checks: every purchase answered paid exactly one ticket; no wallet below zero; the books balance.
  const expected = BigInt(DEPOSIT_MINOR - TICKET_MINOR);
  await assertBooksSound(handle, bought, expected);

  const perPurchase = statementsRun === undefined ? undefined : statementsRun / purchases;
  const appStatements = statements.length;
  return {
    title:
      'Purchase on PostgreSQL: POST /v2/cart/purchase beside a pgbench replay of its SQL and a bare Fastify route',
    notes: [
      `Closed loop: autocannon, ${CONNECTIONS} connections; ${int(purchases)} purchases (one per customer, each cart ` +
        'one Saturday Lotto ticket of 4 games, paid from the wallet); every answer a 201 receipt.',
      'API as `npm start` runs it (log level warn), PostgreSQL on the same machine (fresh database, migrated and ' +
        `seeded; the throwaway cluster runs with fsync off, for the API and pgbench alike), reached over ${server.transport}.`,
      describeLoad('purchase', figure),
      `Statements a purchase sends (captured from the driver): ${appStatements} — the session check, BEGIN, ` +
        `${appStatements - 3} in the purchase, COMMIT; the receipt is built from what was written, not read back.` +
        (perPurchase !== undefined
          ? ` PostgreSQL counted ${perPurchase.toFixed(1)} statements per purchase over the ${CONNECTIONS}-connection run (pg_stat_statements).`
          : ' (pg_stat_statements is not loaded on this server: no server-side count.)'),
      serverSide
        ? `Inside the API (its /metrics): ${((serverSide.seconds / serverSide.count) * 1000).toFixed(1)} ms mean ` +
          `per purchase over ${int(serverSide.count)} purchases.`
        : 'The API reported no purchase timings.',
      `CPU per purchase over that run (from /proc): the API process ${spent.api.toFixed(2)} ms` +
        (apiMainThreadMs === undefined
          ? ''
          : ` (${apiMainThreadMs.toFixed(2)} ms of it on its main thread, where its JavaScript runs)`) +
        `, the PostgreSQL ` +
        `server (every backend) ${spent.postgres.toFixed(2)} ms, the bench's own process (autocannon) ` +
        `${spent.bench.toFixed(2)} ms; ${cpuTotal(spent).toFixed(2)} ms in all, so this machine's ${CORES} cores ` +
        `carry at most about ${int((CORES * 1000) / cpuTotal(spent))} purchases/s at this cost, and the API's one ` +
        `thread at most about ${int(1000 / (apiMainThreadMs ?? spent.api))}/s.` +
        (replay
          ? ` The pgbench replay cost PostgreSQL ${replay.cpu.postgres.toFixed(2)} ms and pgbench ` +
            `${replay.cpu.bench.toFixed(2)} ms per transaction (${cpuTotal(replay.cpu).toFixed(2)} ms in all).`
          : ''),
      `PostgreSQL during that run (sampled every 50 ms), on average: ${lockWaits.active.toFixed(1)} statements ` +
        `running, ${lockWaits.waiting.toFixed(1)} of them waiting for a lock another purchase holds, and ` +
        `${lockWaits.idleInTransaction.toFixed(1)} transactions open between statements` +
        (lockWaits.topWait ? `; the statement most often waiting: \`${lockWaits.topWait}…\`` : '') +
        `; the running statements on average: ${lockWaits.waitEvents.map(([e, c]) => `${c.toFixed(1)} ${e}`).join(', ')}.`,
      replay
        ? `pgbench replay: the captured statements as a pgbench script (each statement prepared once per connection, as the API's driver does; ${CONNECTIONS} clients, ` +
          `${replaySeconds} s), each transaction buying as its client's own customer with fresh ids; it reads its ` +
          `customer and draws its new ids, then computes the values that carry them (keys, JSON, timestamps), in two ` +
          `statements first (2 more than the API sends). ` +
          `${int(replay.transactions)} transactions, ${replay.failed} failed.`
        : 'pgbench replay: skipped (no pgbench beside the PostgreSQL server binaries).',
      `Then ${int(serialPurchases)} more purchases on 1 connection (${describeLoad('1 connection', serial)}).`,
      `The core use-case \`purchaseCart\` called directly (no HTTP) for ${int(directPurchases)} more customers, ` +
        `${CONNECTIONS} at a time (${describeLoad('calls', core)}); the bench process's CPU, a call: ` +
        `${((coreCpu.user + coreCpu.system) / 1000 / directPurchases).toFixed(2)} ms ` +
        `(user ${(coreCpu.user / 1000 / directPurchases).toFixed(2)} ms).`,
      `Bare Fastify baseline: ${baselineSeconds} s of the same POST answered with a small JSON, no hooks, no database (${describeLoad('baseline', baseline)}).`,
      describeOpen(`Draw-close spike (open model, ${spikeSeconds} s)`, spike),
      ...steps.map((s) => describeOpen(`Step (open model, ${stepSeconds} s)`, s)),
      highest
        ? `Highest arrival rate answered with p99 <= ${P99_BUDGET_MS} ms and no failure: ${int(highest.offeredRate)} purchases/s.`
        : `No rate tried was answered with p99 <= ${P99_BUDGET_MS} ms and no failure.`,
      'Afterwards: every wallet that bought holds its deposit less exactly one ticket and nothing held, no wallet is ' +
        'overdrawn, and the ledger balances (sums, holds, every account against its transfers).',
    ],
    rows: [
      ...(replay ? replayRows(replay, figure) : []),
      ...httpRows('POST /v2/cart/purchase', 'bare Fastify route', baseline, figure),
      ...httpRows('POST /v2/cart/purchase, 1 connection', `${CONNECTIONS} connections`, figure, serial),
      ...httpRows('core purchaseCart, no HTTP', 'HTTP purchase', figure, core, 'calls/s'),
      ...openRows(`spike ${int(spikeRate)}/s for ${spikeSeconds} s`, spike, P99_BUDGET_MS),
      {
        operation: `highest rate with p99 <= ${P99_BUDGET_MS} ms: purchases/s`,
        baseline: `${int(spikeRate)} (the spike)`,
        figure: highest ? int(highest.offeredRate) : 'none',
        ratio: highest ? ratio(highest.offeredRate, spikeRate) : '-',
      },
      {
        operation: 'API CPU per purchase (ms)',
        baseline: '-',
        figure: num(spent.api),
        ratio: '-',
      },
      ...(apiMainThreadMs === undefined
        ? []
        : [
            {
              operation: 'of which its main thread (ms)',
              baseline: '-',
              figure: num(apiMainThreadMs),
              ratio: '-',
            },
          ]),
      {
        operation: 'PostgreSQL CPU per purchase (ms)',
        baseline: replay ? `${num(replay.cpu.postgres)} (pgbench replay)` : '-',
        figure: num(spent.postgres),
        ratio: replay ? ratio(spent.postgres, replay.cpu.postgres) : '-',
      },
      {
        operation: 'CPU per purchase, all processes (ms)',
        baseline: replay ? `${num(cpuTotal(replay.cpu))} (pgbench replay)` : '-',
        figure: num(cpuTotal(spent)),
        ratio: replay ? ratio(cpuTotal(spent), cpuTotal(replay.cpu)) : '-',
      },
      {
        operation: 'statements per purchase (driver)',
        baseline: '-',
        figure: int(appStatements),
        ratio: '-',
      },
    ],
  };
}

function replayRows(replay: PgbenchResult, figure: LoadResult): Row[] {
  return [
    {
      operation: `POST /v2/cart/purchase, ${CONNECTIONS} connections: purchases/s`,
      baseline: `${num(replay.tps)} (pgbench replay)`,
      figure: num(figure.rps),
      ratio: ratio(figure.rps, replay.tps),
    },
    {
      operation: 'POST /v2/cart/purchase: latency p50 (ms)',
      baseline: num(replay.p50),
      figure: num(figure.p50),
      ratio: ratio(figure.p50, replay.p50),
    },
    {
      operation: 'POST /v2/cart/purchase: latency p99 (ms)',
      baseline: num(replay.p99),
      figure: num(figure.p99),
      ratio: ratio(figure.p99, replay.p99),
    },
  ];
}

/**
 * Replays the captured purchase with pgbench: one customer per client (funded for every purchase it replays, its
 * cart holding the ticket), the captured customer's ids swapped for the client's, new ids and keys drawn fresh.
 */
async function pgbenchReplay(opts: {
  handle: DbHandle;
  databaseUrl: string;
  statements: Awaited<ReturnType<typeof captureStatements>>['statements'];
  captured: Customer;
  captureKey: string;
  ticket: Awaited<ReturnType<typeof validateTicket>>;
  seconds: number;
}): Promise<(PgbenchResult & { cpu: CpuSpent }) | undefined> {
  const pgbench = pgbenchBinary();
  if (!pgbench) return undefined;
  const { handle } = opts;
  const ctx = useCaseCtx({ db: handle.db, clock: systemClock });
  const idsOf = async (customerId: string) => {
    const [cart] = await queryRows<{ id: string }>(
      handle.db,
      sql`select id from carts where customer_id = ${customerId}`,
    );
    const [session] = await queryRows<{ id: string }>(
      handle.db,
      sql`select id from auth_sessions where customer_id = ${customerId} order by created_at desc limit 1`,
    );
    const accounts = await walletAndSystemAccountIds(ctx, { customerId, system: 'ticket_sales' });
    return {
      customer_id: customerId,
      cart_id: cart?.id ?? '',
      wallet_id: accounts.walletId,
      shard_id: accounts.systemId,
      session_id: session?.id ?? '',
    };
  };
  const capturedIds = await idsOf(opts.captured.customerId);
  const clients = await makeCustomers(handle, CONNECTIONS);
  await fundWallets(
    handle.db,
    clients.map((c) => c.customerId),
    100_000_000n,
  );
  await fillCarts(
    handle.db,
    clients.map((c) => c.customerId),
    opts.ticket,
  );
  await queryRows(
    handle.db,
    sql`create table bench_replay (client int primary key, customer_id uuid, cart_id uuid, wallet_id uuid,
        shard_id uuid, session_id uuid)`,
  );
  for (const [i, c] of clients.entries()) {
    const ids = await idsOf(c.customerId);
    await queryRows(
      handle.db,
      sql`insert into bench_replay values (${i}, ${ids.customer_id}, ${ids.cart_id}, ${ids.wallet_id},
          ${ids.shard_id}, ${ids.session_id})`,
    );
  }
  const shared = new Set([opts.ticket.offerId, opts.ticket.firstDrawId].map((v) => v.toLowerCase()));
  const { script } = replayScript(opts.statements, {
    perClient: capturedIds,
    shared,
    fresh: new Set([opts.captureKey]),
  });
  const meter = await cpuMeter(handle, () => 0);
  const result = await runPgbench({
    pgbench,
    databaseUrl: opts.databaseUrl,
    script,
    clients: CONNECTIONS,
    seconds: opts.seconds,
  });
  if (result.failed > 0 || result.transactions === 0)
    throw new Error(`pgbench replay failed: ${JSON.stringify(result)}`);
  return { ...result, cpu: perOperation(meter.read(), result.transactions) };
}

/** CPU milliseconds per operation, by part. */
function perOperation(spent: CpuSpent, operations: number): CpuSpent {
  const ms = (seconds: number) => (seconds * 1000) / operations;
  return { api: ms(spent.api), postgres: ms(spent.postgres), bench: ms(spent.bench) };
}

const cpuTotal = (c: CpuSpent) => c.api + c.postgres + c.bench;
