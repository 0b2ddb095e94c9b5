import { validateTicket } from '@lottoshop/core/cart';
import { fillCarts } from '@lottoshop/core/cart/testing';
import { systemClock } from '@lottoshop/core/clock';
import { openDb } from '@lottoshop/core/db';
import { fundWallets } from '@lottoshop/core/payments/testing';
import { useCaseCtx } from '@lottoshop/core/use-case';
import { jobRuns } from '../lib/api-metrics.ts';
import {
  buyEachCart,
  freshDatabase,
  makeCustomers,
  postgresServer,
  startBenchApi,
} from '../lib/bench-postgres.ts';
import { assertBooksSound } from '../lib/books.ts';
import { type LoadResult, load } from '../lib/load.ts';
import { onCleanup } from '../lib/proc.ts';
import { describeLoad, httpRows, int, type Section } from '../lib/table.ts';
import { FOUR_GAMES } from '../lib/tickets.ts';
import { copyWebBuild, startWebServer } from '../lib/web-stack.ts';

const DEPOSIT_MINOR = 1000n;
const TICKET_MINOR = 340n;
const LIFECYCLE = 'draw life cycle';
/** Both processes try the draw life cycle every second, so their turns meet. */
const LIFECYCLE_EVERY_SECOND = { DRAW_LIFECYCLE_INTERVAL_SECONDS: '1' };

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
  const api1 = await startBenchApi('api-1', databaseUrl, LIFECYCLE_EVERY_SECOND);
  const api2 = await startBenchApi('api-2', databaseUrl, LIFECYCLE_EVERY_SECOND);
  const webDir = copyWebBuild();
  const webs = [
    `${(await startWebServer('web-1', webDir, api1.url)).url}/`,
    `${(await startWebServer('web-2', webDir, api2.url)).url}/`,
  ];

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
    games: FOUR_GAMES,
  });
  await fillCarts(handle.db, ids, ticket);
  const alone = everyone.slice(0, perApi);
  const first = everyone.slice(perApi, perApi * 2);
  const second = everyone.slice(perApi * 2);

  // One API process, 8 connections: the reference.
  const single = await buyEachCart(api1.url, alone, 8);

  // Both APIs at once, 4 connections each, while both web servers serve the home page and the jobs run.
  const jobsBefore = await Promise.all([jobRuns(api1.url), jobRuns(api2.url)]);
  const [a, b, pagesA, pagesB] = await Promise.all([
    buyEachCart(api1.url, first, 4),
    buyEachCart(api2.url, second, 4),
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
        'runs it, with its draw life cycle every second; each web process (apps/web/server/main.mjs) on its own API.',
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
