/**
 * Scale-out: two API processes and two web processes on one PostgreSQL database, as stateless processes behind a
 * load balancer would run. The purchase benchmark is played against both APIs at once (half the customers each)
 * while both web servers serve the home page and both APIs run their periodic jobs every second. It reports
 * throughput beside one API process alone, and it refuses to report unless every purchase was answered 201, every
 * wallet is right, the ledger balances, and no job pass ran on both processes at once (each pass takes the job's
 * lease; the turns each process ran or skipped are read from its /metrics).
 */
import { join } from 'node:path';
import { fillCarts, validateTicket } from '@lottoshop/core/cart';
import { systemClock } from '@lottoshop/core/clock';
import { openDb } from '@lottoshop/core/db';
import { fundWallets } from '@lottoshop/core/payments';
import { useCaseCtx } from '@lottoshop/core/use-case';
import { BENCH_APP_KEY, BENCH_APP_SECRET, signedHeaders } from '../lib/api-client.ts';
import { jobRuns } from '../lib/api-metrics.ts';
import {
  type Customer,
  freshDatabase,
  JWT_SECRET,
  makeCustomers,
  postgresServer,
} from '../lib/bench-postgres.ts';
import { assertBooksSound } from '../lib/books.ts';
import { type LoadResult, load } from '../lib/load.ts';
import { type Child, freePort, onCleanup, ROOT, startChild, startTsChild, waitForHttp } from '../lib/proc.ts';
import { describeLoad, httpRows, int, type Section } from '../lib/table.ts';
import { copyWebBuild } from './ssr.ts';

const DEPOSIT_MINOR = 1000n;
const TICKET_MINOR = 340n;
const LIFECYCLE = 'draw life cycle';

async function startApi(name: string, databaseUrl: string): Promise<{ url: string; child: Child }> {
  const port = await freePort();
  const child = startTsChild(name, join(ROOT, 'apps/api/src/main.ts'), {
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    // The bench's own key, and the web server's development key (the web processes call these APIs too).
    APP_KEYS: `${BENCH_APP_KEY}:${BENCH_APP_SECRET},lottoshop-web:dev-secret-change-me`,
    JWT_SECRET,
    LOG_LEVEL: 'warn',
    // Both processes try the draw life cycle every second, so their turns meet.
    DRAW_LIFECYCLE_INTERVAL_SECONDS: '1',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/health`, child, 180_000);
  return { url, child };
}

async function startWeb(name: string, webDir: string, apiUrl: string): Promise<string> {
  const port = await freePort();
  const child = startChild(
    name,
    process.execPath,
    [join(ROOT, 'node_modules/@react-router/serve/bin.js'), 'build/server/index.js'],
    { cwd: webDir, env: { PORT: String(port), HOST: '127.0.0.1', API_URL: apiUrl, NODE_ENV: 'production' } },
  );
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(url, child, 60_000);
  return url;
}

/** Buys each caller's cart once on `apiUrl`; throws unless every answer is a 201. */
async function buyAll(apiUrl: string, callers: Customer[], connections: number): Promise<LoadResult> {
  let next = 0;
  const result = await load({
    url: `${apiUrl}/v2/cart/purchase`,
    method: 'POST',
    connections,
    amount: callers.length,
    expectStatus: 201,
    setupRequest: (request) => {
      const caller = callers[next++]!;
      return {
        ...request,
        headers: { ...signedHeaders({ version: '3.3', caller }), 'content-type': 'application/json' },
        body: JSON.stringify({ idempotency_key: `scale-${caller.customerId}`, payment_method: 'wallet' }),
      };
    },
  });
  if (result.failed > 0 || result.ok !== callers.length) {
    throw new Error(`purchases on ${apiUrl}: ${describeLoad('purchase', result)}; ${result.firstFailure}`);
  }
  return result;
}

/** Two closed-loop runs at once, as one: purchases over both wall-clock seconds, latencies of the slower. */
function combined(a: LoadResult, b: LoadResult): LoadResult {
  const seconds = Math.max(a.seconds, b.seconds);
  return {
    ...a,
    ok: a.ok + b.ok,
    failed: a.failed + b.failed,
    requests: a.requests + b.requests,
    seconds,
    rps: (a.ok + b.ok) / seconds,
    p50: Math.max(a.p50, b.p50),
    p99: Math.max(a.p99, b.p99),
  };
}

export async function scaleOutSection(opts: { quick: boolean }): Promise<Section> {
  const perApi = opts.quick ? 200 : 1500;
  const pageSeconds = opts.quick ? 3 : 10;
  const server = await postgresServer();
  const databaseUrl = await freshDatabase(server.url);
  // The first process migrates and seeds; the second opens the database as it is.
  const api1 = await startApi('api-1', databaseUrl);
  const api2 = await startApi('api-2', databaseUrl);
  const webDir = copyWebBuild();
  const webs = [await startWeb('web-1', webDir, api1.url), await startWeb('web-2', webDir, api2.url)];

  const handle = await openDb({ databaseUrl });
  onCleanup('scale-out database connection', () => handle.close());
  const ctx = useCaseCtx({ db: handle.db, clock: systemClock });
  const everyone = await makeCustomers(handle, perApi * 3);
  const ids = everyone.map((c) => c.customerId);
  await fundWallets(handle.db, ids, DEPOSIT_MINOR);
  const ticket = await validateTicket(ctx, {
    lotteryKey: 'saturday_lotto',
    gameType: 'standard',
    numDraws: 1,
    quantity: 1,
    games: [
      { Numbers: [1, 2, 3, 4, 5, 6] },
      { Numbers: [7, 8, 9, 10, 11, 12] },
      { Numbers: [13, 14, 15, 16, 17, 18] },
      { Numbers: [19, 20, 21, 22, 23, 24] },
    ],
  });
  await fillCarts(handle.db, ids, ticket);
  const alone = everyone.slice(0, perApi);
  const first = everyone.slice(perApi, perApi * 2);
  const second = everyone.slice(perApi * 2);

  // One API process, 8 connections: the reference.
  const single = await buyAll(api1.url, alone, 8);

  // Both APIs at once, 4 connections each, while both web servers serve the home page and the jobs run.
  const jobsBefore = await Promise.all([jobRuns(api1.url), jobRuns(api2.url)]);
  const [a, b, pagesA, pagesB] = await Promise.all([
    buyAll(api1.url, first, 4),
    buyAll(api2.url, second, 4),
    load({ url: webs[0]!, connections: 2, durationSeconds: pageSeconds }),
    load({ url: webs[1]!, connections: 2, durationSeconds: pageSeconds }),
  ]);
  const jobsAfter = await Promise.all([jobRuns(api1.url), jobRuns(api2.url)]);
  for (const pages of [pagesA, pagesB]) {
    if (pages.failed > 0)
      throw new Error(`home page: ${describeLoad('pages', pages)}; ${pages.firstFailure}`);
  }
  const both = combined(a, b);
  await assertBooksSound(handle, ids, DEPOSIT_MINOR - TICKET_MINOR);

  const turns = jobsAfter.map((after, i) => {
    const delta = (outcome: string) =>
      (after.get(`${LIFECYCLE} ${outcome}`) ?? 0) - (jobsBefore[i]!.get(`${LIFECYCLE} ${outcome}`) ?? 0);
    return { ran: delta('ran'), skipped: delta('skipped'), failed: delta('failed') };
  });
  if (turns.some((t) => t.failed > 0))
    throw new Error(`a draw life-cycle pass failed: ${JSON.stringify(turns)}`);
  if (turns.every((t) => t.ran === 0)) throw new Error('no draw life-cycle pass ran during the run');

  return {
    title: 'Scale-out: two API and two web processes on one PostgreSQL',
    notes: [
      `PostgreSQL on this machine (fsync off), reached over ${server.transport}; each API process as \`npm start\` ` +
        'runs it, with its draw life cycle every second; each web process (react-router-serve) on its own API.',
      `One API process alone first: ${int(perApi)} purchases at 8 connections (${describeLoad('purchase', single)}).`,
      `Then both at once, 4 connections each, ${int(perApi)} purchases each (${describeLoad('api-1', a)}; ` +
        `${describeLoad('api-2', b)}), while each web server answered the home page at 2 connections ` +
        `(${describeLoad('web-1', pagesA)}; ${describeLoad('web-2', pagesB)}).`,
      `Draw life-cycle turns meanwhile: api-1 ran ${turns[0]!.ran} and skipped ${turns[0]!.skipped}, api-2 ran ` +
        `${turns[1]!.ran} and skipped ${turns[1]!.skipped} (skipped: the other process held the job's lease).`,
      'Afterwards: every one of the customers bought exactly once (each holds its deposit less one ticket, nothing ' +
        'held), no wallet is overdrawn and the ledger balances.',
      'On this 2-core machine the two API processes share the cores with PostgreSQL and the web servers, so the ' +
        'figure shows the shape works, not a speed-up; more cores or machines are where the second process pays.',
    ],
    rows: [
      ...httpRows('POST /v2/cart/purchase, 2 API processes', '1 API process', single, both),
      {
        operation: 'GET /, 2 web processes: pages/s',
        baseline: '-',
        figure: int(pagesA.rps + pagesB.rps),
        ratio: '-',
      },
    ],
  };
}
