/**
 * Purchase on PostgreSQL: POST /v2/cart/purchase on the real API (apps/api/src/main.ts, as `npm start` runs
 * it) over a fresh, migrated and seeded PostgreSQL database, beside a bare Fastify route answering the same
 * request shape. Customers are made directly in the database (their sessions too: password hashing is not
 * what is measured), funded through the test deposit and given a one-ticket cart through the API; then every
 * customer's cart is bought once, concurrently, and only those purchase calls are timed.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { systemClock } from '@lottoshop/core/clock';
import { type DbHandle, isPostgresUrl, openDb, queryRows } from '@lottoshop/core/db';
import { accessTokenKeys, createSignedInCustomers } from '@lottoshop/core/identity';
import { getWalletBalance } from '@lottoshop/core/ledger';
import { purchaseCart } from '@lottoshop/core/orders';
import { customerActor, useCaseCtx } from '@lottoshop/core/use-case';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  BENCH_APP_KEY,
  BENCH_APP_SECRET,
  type Caller,
  call,
  eachLimited,
  signedHeaders,
} from '../lib/api-client.ts';
import { apiCalls, diffCalls } from '../lib/api-metrics.ts';
import { type LoadResult, load, loadCalls } from '../lib/load.ts';
import { freePort, onCleanup, ROOT, startTsChild, waitForHttp } from '../lib/proc.ts';
import { describeLoad, httpRows, int, type Section } from '../lib/table.ts';

const CONNECTIONS = 8;
const JWT_SECRET = 'bench-jwt-secret-0123456789abcdef-not-for-production';
/** Saturday Lotto, standard game: 4 games at $0.85 = $3.40, paid from a $10.00 test deposit. */
const LOTTERY = 'saturday_lotto';
const DEPOSIT_MINOR = 1000;
const TICKET_MINOR = 4 * 85;

/** A PostgreSQL server to make the benchmark database on: DATABASE_URL when given, else a throwaway cluster. */
async function postgresServer(): Promise<string> {
  const given = process.env.DATABASE_URL;
  if (isPostgresUrl(given)) return given;
  const dir = join(ROOT, '.tmp', `bench-pg-${process.pid}`);
  const env = { ...process.env, PG_CLUSTER_DIR: dir, PG_CLUSTER_PORT: String(await freePort()) };
  const script = join(ROOT, 'scripts/pg-cluster.mjs');
  onCleanup('throwaway PostgreSQL', () => {
    try {
      execFileSync(process.execPath, [script, 'stop'], { env, stdio: 'ignore' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  return execFileSync(process.execPath, [script, 'start'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    .toString()
    .trim();
}

/** A fresh database on that server, dropped at cleanup. */
async function freshDatabase(serverUrl: string): Promise<string> {
  const name = `lottoshop_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  onCleanup(`database ${name}`, async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

type Customer = Caller & { customerId: string };

/** Customers with an open session and a signed access token each (the identity module's bulk factory). */
async function makeCustomers(handle: DbHandle, count: number): Promise<Customer[]> {
  return createSignedInCustomers(handle.db, {
    count,
    keys: accessTokenKeys(JWT_SECRET),
    password: 'bench-password-42',
    emailPrefix: `bench-${randomUUID().slice(0, 8)}`,
  });
}

type LockWaits = { active: number; waiting: number; idleInTransaction: number; topWait: string | undefined };

/**
 * Samples pg_stat_activity while a run goes on: how many of the database's backends run a query, how many of
 * those wait for a lock another transaction holds (and on which statement, most often), and how many sit in
 * a transaction waiting for the API's next statement; averaged over the samples.
 */
function sampleLockWaits(handle: DbHandle): { stop: () => Promise<LockWaits> } {
  let samples = 0;
  let active = 0;
  let waiting = 0;
  let idleInTransaction = 0;
  const statements = new Map<string, number>();
  let running = true;
  const loop = (async () => {
    while (running) {
      const rows = await queryRows<{ state: string | null; lock: boolean; query: string }>(
        handle.db,
        sql`select state, wait_event_type = 'Lock' as lock, left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 90) as query
            from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
      );
      samples += 1;
      for (const row of rows) {
        if (row.state === 'active') active += 1;
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
      };
    },
  };
}

/** Four distinct lines of 6 from 1-45, different for each customer. */
function games(seed: number): Array<{ Numbers: number[] }> {
  return Array.from({ length: 4 }, (_, g) => {
    const numbers = new Set<number>();
    for (let k = 0; numbers.size < 6; k++) numbers.add(((seed * 7 + g * 13 + k * 11) % 45) + 1);
    return { Numbers: [...numbers].sort((a, b) => a - b) };
  });
}

export async function purchaseSection(opts: { quick: boolean }): Promise<Section> {
  const purchases = opts.quick ? 200 : 1000;
  const serialPurchases = opts.quick ? 40 : 200;
  const directPurchases = opts.quick ? 100 : 500;
  const baselineSeconds = opts.quick ? 3 : 10;

  const serverUrl = await postgresServer();
  const databaseUrl = await freshDatabase(serverUrl);

  const apiPort = await freePort();
  const api = startTsChild('api', join(ROOT, 'apps/api/src/main.ts'), {
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    APP_KEYS: `${BENCH_APP_KEY}:${BENCH_APP_SECRET}`,
    JWT_SECRET,
    LOG_LEVEL: 'warn',
  });
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  // Migrations and the demo seed run on first start.
  await waitForHttp(`${apiUrl}/health`, api, 180_000);

  const handle = await openDb({ databaseUrl });
  onCleanup('benchmark database connection', () => handle.close());
  const everyone = await makeCustomers(handle, purchases + serialPurchases + directPurchases);
  const callers = everyone.slice(0, purchases + serialPurchases);
  const direct = everyone.slice(purchases + serialPurchases);

  // Setup through the API, untimed: a test deposit and a one-ticket cart for every customer.
  await eachLimited(everyone, CONNECTIONS, async (caller, i) => {
    await call(apiUrl, 'POST', '/v2/funds/td/test/deposit', {
      version: '3.4',
      caller,
      body: { amount: DEPOSIT_MINOR, currency: 'AUD', idempotency_key: `bench-deposit-${i}-${randomUUID()}` },
      expect: 201,
    });
    await call(apiUrl, 'POST', '/v2/cart/items', {
      version: '3.3',
      caller,
      body: { lottery_key: LOTTERY, game_type: 'standard', num_draws: 1, quantity: 1, games: games(i) },
      expect: 200,
    });
  });

  // Headers are signed just before the run (the signature is valid for 5 minutes).
  const prepared = callers.map((caller, i) => ({
    headers: {
      ...signedHeaders({ version: '3.3', caller }),
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      idempotency_key: `bench-purchase-${i}-${randomUUID()}`,
      payment_method: 'wallet',
    }),
  }));

  const baselinePort = await freePort();
  const bare = startTsChild('bare fastify', join(ROOT, 'bench/servers/bare-fastify.ts'), {
    PORT: String(baselinePort),
  });
  const bareUrl = `http://127.0.0.1:${baselinePort}/v2/cart/purchase`;
  await waitForHttp(`http://127.0.0.1:${baselinePort}/health`, bare);
  const sample = prepared[0]!;
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

  // Each request buys the next customer's cart: exactly one purchase per prepared customer.
  let next = 0;
  const purchaseRun = async (amount: number, connections: number): Promise<LoadResult> => {
    const result = await load({
      url: `${apiUrl}/v2/cart/purchase`,
      method: 'POST',
      connections,
      amount,
      expectStatus: 201,
      setupRequest: (request) => {
        const p = prepared[next++]!;
        return { ...request, headers: p.headers, body: p.body };
      },
    });
    if (result.failed > 0 || result.ok !== amount) {
      throw new Error(
        `purchases: ${describeLoad('purchase', result)}; first failure: ${result.firstFailure ?? 'none'}`,
      );
    }
    return result;
  };
  const before = await apiCalls(apiUrl);
  const waits = sampleLockWaits(handle);
  const figure = await purchaseRun(purchases, CONNECTIONS);
  const lockWaits = await waits.stop();
  const serverSide = diffCalls(before, await apiCalls(apiUrl)).get('POST /v2/cart/purchase 201');
  // One at a time: when this is as fast as the concurrent run, purchases are waiting on each other.
  const serial = await purchaseRun(serialPurchases, 1);

  // The same use-case called directly, 8 at a time, on the bench's own connection pool: what HTTP adds.
  const run = randomUUID();
  const core = await loadCalls(direct.length, CONNECTIONS, async (i) => {
    const buyer = useCaseCtx({
      db: handle.db,
      clock: systemClock,
      actor: customerActor(direct[i]!.customerId),
    });
    const result = await purchaseCart(buyer, {
      idempotencyKey: `bench-core-${i}-${run}`,
      paymentMethod: 'wallet',
    });
    if (!result.created) throw new Error('purchaseCart answered an earlier receipt');
  });
  if (core.failed > 0) throw new Error(`purchaseCart: ${describeLoad('calls', core)}; ${core.firstFailure}`);

  // Every cart was bought once: each wallet holds the deposit less one ticket.
  const expected = BigInt(DEPOSIT_MINOR - TICKET_MINOR);
  for (const caller of everyone) {
    const { balanceMinor: balance } = await getWalletBalance(handle, { customerId: caller.customerId });
    if (balance !== expected) {
      throw new Error(
        `customer ${caller.customerId} has ${balance} in the wallet after the purchase, not ${expected}`,
      );
    }
  }

  return {
    title: 'Purchase on PostgreSQL: POST /v2/cart/purchase beside a bare Fastify route',
    notes: [
      `autocannon, ${CONNECTIONS} connections; ${int(purchases)} purchases (one per customer, each cart one ` +
        `Saturday Lotto ticket of 4 games, paid from the wallet); every answer a 201 receipt.`,
      `API as \`npm start\` runs it (log level warn), PostgreSQL on the same machine ` +
        `(fresh database, migrated and seeded).`,
      `Baseline: a bare Fastify ${baselineSeconds} s run of the same POST (same headers and body) answered with ` +
        'a small JSON, no hooks, no database.',
      describeLoad('purchase', figure),
      serverSide
        ? `Inside the API (its /metrics): ${((serverSide.seconds / serverSide.count) * 1000).toFixed(1)} ms mean ` +
          `per purchase over ${int(serverSide.count)} purchases.`
        : 'The API reported no purchase timings.',
      `PostgreSQL during that run (sampled every 50 ms), on average: ${lockWaits.active.toFixed(1)} statements ` +
        `running, ${lockWaits.waiting.toFixed(1)} of them waiting for a lock another purchase holds, and ` +
        `${lockWaits.idleInTransaction.toFixed(1)} transactions open between statements` +
        (lockWaits.topWait ? `; the statement most often waiting: \`${lockWaits.topWait}…\`.` : '.'),
      describeLoad('baseline', baseline),
      `Then ${int(serialPurchases)} more purchases on 1 connection, beside the ${CONNECTIONS}-connection figure ` +
        `(${describeLoad('1 connection', serial)}).`,
      `Extra rows: the core use-case \`purchaseCart\` called directly (no HTTP) for ${int(directPurchases)} more ` +
        `customers, ${CONNECTIONS} at a time, beside the HTTP figure above (${describeLoad('calls', core)}).`,
      'Afterwards every wallet is checked to hold the deposit less exactly one ticket.',
    ],
    rows: [
      ...httpRows('POST /v2/cart/purchase', 'bare Fastify route', baseline, figure),
      ...httpRows('POST /v2/cart/purchase, 1 connection', `${CONNECTIONS} connections`, figure, serial),
      ...httpRows('core purchaseCart, no HTTP', 'HTTP purchase', figure, core, 'calls/s'),
    ],
  };
}
