/**
 * What the purchase benchmarks run on: a throwaway PostgreSQL cluster (or DATABASE_URL's server), a fresh database on
 * it, customers made in bulk by the identity module's factory, the API started on it, and a closed loop buying each
 * customer's cart once. Everything is removed at cleanup.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { type DbHandle, isPostgresUrl } from '@lottoshop/core/db';
import { accessTokenKeys } from '@lottoshop/core/identity';
import { createSignedInCustomers } from '@lottoshop/core/identity/testing';
import pg from 'pg';
// The web server's development app key and secret, which the API accepts by default.
import { DEV_APP_KEYS } from '../../apps/api/src/config.ts';
import { BENCH_APP_KEY, BENCH_APP_SECRET, type Caller, signedHeaders } from './api-client.ts';
import { type LoadResult, load } from './load.ts';
import { type Child, freePort, onCleanup, ROOT, startTsChild, waitForHttp } from './proc.ts';
import { describeLoad } from './table.ts';

/** The JWT secret the benchmark's API processes sign access tokens with. */
export const JWT_SECRET = 'bench-jwt-secret-0123456789abcdef-not-for-production';

/**
 * A PostgreSQL server to make the benchmark database on: DATABASE_URL when given, else a throwaway cluster on this
 * machine, reached over its Unix socket as a shop on one machine would be (BENCH_PG_TCP=1: over TCP on 127.0.0.1).
 */
export async function postgresServer(): Promise<{ url: string; transport: string }> {
  const given = process.env.DATABASE_URL;
  if (isPostgresUrl(given)) return { url: given, transport: 'DATABASE_URL as given' };
  const dir = join(ROOT, '.tmp', `bench-pg-${process.pid}`);
  const port = await freePort();
  const env = { ...process.env, PG_CLUSTER_DIR: dir, PG_CLUSTER_PORT: String(port) };
  const script = join(ROOT, 'scripts/pg-cluster.mjs');
  onCleanup('throwaway PostgreSQL', () => {
    try {
      execFileSync(process.execPath, [script, 'stop'], { env, stdio: 'ignore' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  const tcp = execFileSync(process.execPath, [script, 'start'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    .toString()
    .trim();
  if (process.env.BENCH_PG_TCP === '1') return { url: tcp, transport: 'TCP on 127.0.0.1' };
  // node-postgres and libpq (pgbench) both read a socket directory from `host`.
  return {
    url: `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`,
    transport: 'its Unix socket',
  };
}

/** A fresh database on that server, dropped at cleanup. */
export async function freshDatabase(serverUrl: string): Promise<string> {
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

export type Customer = Caller & { customerId: string };

/** Customers with an open session and a signed access token each (the identity module's bulk factory). */
export async function makeCustomers(
  handle: DbHandle,
  count: number,
  opts: { emailPrefix?: string } = {},
): Promise<Customer[]> {
  return createSignedInCustomers(handle.db, {
    count,
    keys: accessTokenKeys(JWT_SECRET),
    password: 'bench-password-42',
    emailPrefix: opts.emailPrefix ?? `bench-${randomUUID().slice(0, 8)}`,
  });
}

/** Starts the API as `npm start` runs it on `databaseUrl` (log level warn); the first one migrates and seeds. */
export async function startBenchApi(
  name: string,
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ url: string; child: Child }> {
  const port = await freePort();
  const child = startTsChild(name, join(ROOT, 'apps/api/src/main.ts'), {
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    APP_KEYS: `${BENCH_APP_KEY}:${BENCH_APP_SECRET},${DEV_APP_KEYS}`,
    JWT_SECRET,
    LOG_LEVEL: 'warn',
    // The benchmarks sign in thousands of customers from one address: the limits would answer 429.
    RATE_LIMIT_FACTOR: '1000',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/health`, child, 180_000);
  return { url, child };
}

/** A customer's signed purchase request, paid from the wallet, with its own idempotency key. */
export function purchaseRequest(caller: Customer): {
  method: string;
  headers: Record<string, string>;
  body: string;
} {
  return {
    method: 'POST',
    headers: { ...signedHeaders({ version: '3.3', caller }), 'content-type': 'application/json' },
    body: JSON.stringify({ idempotency_key: `bench-${randomUUID()}`, payment_method: 'wallet' }),
  };
}

/** Closed loop: each request buys the next caller's cart, once each; throws unless every answer is a 201. */
export async function buyEachCart(
  apiUrl: string,
  callers: Customer[],
  connections: number,
): Promise<LoadResult> {
  let next = 0;
  const result = await load({
    url: `${apiUrl}/v2/cart/purchase`,
    method: 'POST',
    connections,
    amount: callers.length,
    expectStatus: 201,
    setupRequest: (request) => {
      const p = purchaseRequest(callers[next++]!);
      return { ...request, headers: p.headers, body: p.body };
    },
  });
  if (result.failed > 0 || result.ok !== callers.length) {
    throw new Error(
      `purchases on ${apiUrl}: ${describeLoad('purchase', result)}; ${result.firstFailure ?? ''}`,
    );
  }
  return result;
}
