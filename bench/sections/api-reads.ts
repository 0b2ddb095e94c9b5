/**
 * API reads: the cached public reads every page makes (GET /v2/product_offers, a page of past results) beside a bare
 * Fastify route serving the very same bytes, and login beside a raw argon2id verify with the same parameters
 * (@node-rs/argon2, as the identity module hashes). The API runs as `npm start` runs it, on PostgreSQL.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HEADER } from '@lottoshop/contracts/headers';
import { type DbHandle, openDb, queryRows } from '@lottoshop/core/db';
import { hashPassword, verifyPassword } from '@lottoshop/core/identity';
import { sql } from 'drizzle-orm';
import { signedHeaders } from '../lib/api-client.ts';
import { freshDatabase, makeCustomers, postgresServer, startBenchApi } from '../lib/bench-postgres.ts';
import { cpuMeter } from '../lib/cpu-budget.ts';
import { type LoadResult, load, loadCalls } from '../lib/load.ts';
import {
  childCpuSeconds,
  childMainThreadSeconds,
  freePort,
  onCleanup,
  ROOT,
  startTsChild,
  tempDir,
  waitForHttp,
} from '../lib/proc.ts';
import { describeLoad, httpRows, type Row, type Section } from '../lib/table.ts';

const CONNECTIONS = 8;

/** Statements the database has run since it was reset (pg_stat_statements), or undefined where it is not loaded. */
async function statementCount(handle: DbHandle): Promise<{ read: () => Promise<number> } | undefined> {
  try {
    await queryRows(handle.db, sql`create extension if not exists pg_stat_statements`);
    await queryRows(handle.db, sql`select pg_stat_statements_reset()`);
  } catch {
    return undefined;
  }
  return {
    read: async () => {
      const [row] = await queryRows<{ calls: string }>(
        handle.db,
        sql`select coalesce(sum(calls), 0)::text as calls from pg_stat_statements
            where dbid = (select oid from pg_database where datname = current_database())
              and query not like '%pg_stat%'`,
      );
      return Number(row?.calls ?? 0);
    },
  };
}
const PASSWORD = 'bench-password-42';

/** The answer of a GET, as bytes and content type; throws unless it is a 200 served from the cache. */
async function cachedAnswer(url: string, headers: Record<string, string>) {
  await fetch(url, { headers }); // fills the cache
  const res = await fetch(url, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200)
    throw new Error(`GET ${url} answered ${res.status}: ${body.toString().slice(0, 300)}`);
  const cache = res.headers.get(HEADER.cache);
  if (cache !== 'HIT')
    throw new Error(`GET ${url} was not answered from the API's cache (${HEADER.cache}: ${cache})`);
  return { body, contentType: res.headers.get('content-type') ?? 'application/json' };
}

export async function apiReadsSection(opts: { quick: boolean }): Promise<Section> {
  const seconds = opts.quick ? 3 : 10;
  const warm = opts.quick ? 1 : 2;
  const logins = opts.quick ? 40 : 300;
  const server = await postgresServer();
  const databaseUrl = await freshDatabase(server.url);
  const { url: apiUrl, child: apiChild } = await startBenchApi('api', databaseUrl);

  // A signature is good for 5 minutes: one set of headers serves a whole run.
  const reads = [
    { name: 'GET /v2/product_offers', path: '/v2/product_offers', version: '3.3' },
    {
      name: 'GET /v2/draws/pricing/…/past',
      path: '/v2/draws/pricing/lottoshop/past?limit=10&offset=0&category=lotteries',
      version: '3.7',
    },
  ];
  const rows: Row[] = [];
  const notes: string[] = [];
  for (const read of reads) {
    const headers = signedHeaders({ version: read.version });
    const url = `${apiUrl}${read.path}`;
    const answer = await cachedAnswer(url, headers);
    const file = join(tempDir('api-reads'), 'body');
    writeFileSync(file, answer.body);
    const port = await freePort();
    const bare = startTsChild('static bytes', join(ROOT, 'bench/servers/static-bytes.ts'), {
      PORT: String(port),
      BODY_FILE: file,
      CONTENT_TYPE: answer.contentType,
    });
    await waitForHttp(`http://127.0.0.1:${port}/health`, bare);
    const run = (target: string, s: number): Promise<LoadResult> =>
      load({ url: target, connections: CONNECTIONS, durationSeconds: s, headers });
    await run(`http://127.0.0.1:${port}${read.path}`, warm);
    const baseline = await run(`http://127.0.0.1:${port}${read.path}`, seconds);
    await bare.stop();
    await run(url, warm);
    const figure = await run(url, seconds);
    for (const r of [baseline, figure]) {
      if (r.failed > 0) throw new Error(`${read.name}: ${describeLoad('reads', r)}; ${r.firstFailure}`);
    }
    notes.push(
      `${read.name}: ${answer.body.length.toLocaleString('en-AU')} bytes from the API's response cache ` +
        `(${describeLoad('API', figure)}); the bare route served the same bytes (${describeLoad('bare', baseline)}).`,
    );
    rows.push(...httpRows(read.name, 'bare Fastify, same bytes', baseline, figure));
  }

  // Login: customers made in bulk with the shop's password hashing; each login a different customer.
  const handle = await openDb({ databaseUrl });
  onCleanup('api-reads database connection', () => handle.close());
  const emailPrefix = `reads-${Date.now()}`;
  // A first few customers sign in before the measured run, as the reads above have their warm-up.
  const warmLogins = opts.quick ? 8 : 40;
  await makeCustomers(handle, warmLogins + logins, { emailPrefix });
  const hash = await hashPassword(PASSWORD);
  const verifyCpu = await cpuMeter(handle, () => 0);
  const verify = await loadCalls(logins, CONNECTIONS, async () => {
    if (!(await verifyPassword(hash, PASSWORD))) throw new Error('argon2id verify said no');
  });
  const verifyMs = (verifyCpu.read().bench * 1000) / logins;
  let next = 0;
  const signIn = (amount: number) =>
    load({
      url: `${apiUrl}/v2/login`,
      method: 'POST',
      connections: CONNECTIONS,
      amount,
      expectStatus: 200,
      setupRequest: (request) => ({
        ...request,
        headers: { ...signedHeaders({ version: '3.3' }), 'content-type': 'application/json' },
        body: JSON.stringify({ email: `${emailPrefix}-${next++}@example.com`, password: PASSWORD }),
      }),
    });
  const warmUp = await signIn(warmLogins);
  // Where a login's CPU goes: the API's main thread (its JavaScript), its other threads (argon2id on libuv's pool,
  // V8's helpers), PostgreSQL; beside a verify alone, the part of it no login can do without.
  const statements = await statementCount(handle);
  const loginCpu = await cpuMeter(handle, () => childCpuSeconds(apiChild));
  const mainBefore = childMainThreadSeconds(apiChild) ?? 0;
  const login = await signIn(logins);
  const spent = loginCpu.read();
  const perLogin = (seconds: number) => (seconds * 1000) / logins;
  const mainMs = perLogin((childMainThreadSeconds(apiChild) ?? 0) - mainBefore);
  const statementsPerLogin = statements ? (await statements.read()) / logins : undefined;
  if (login.failed > 0 || warmUp.failed > 0 || verify.failed > 0) {
    throw new Error(
      `login: ${describeLoad('logins', login)}; ${login.firstFailure ?? warmUp.firstFailure ?? verify.firstFailure}`,
    );
  }
  notes.push(
    `POST /v2/login: ${logins} customers each signing in once, ${CONNECTIONS} at a time, after ${warmLogins} others ` +
      `signed in to warm up (${describeLoad('logins', login)}); ` +
      `baseline: the same number of argon2id verifies (m=19456, t=2, p=1) in one Node process, ${CONNECTIONS} at a ` +
      `time (${describeLoad('verifies', verify)}).`,
    `CPU per login (from /proc): the API's main thread ${mainMs.toFixed(2)} ms, its other threads ` +
      `${(perLogin(spent.api) - mainMs).toFixed(2)} ms (argon2id on libuv's pool, V8's helpers), PostgreSQL ` +
      `${perLogin(spent.postgres).toFixed(2)} ms, autocannon ${perLogin(spent.bench).toFixed(2)} ms; a verify alone ` +
      `${verifyMs.toFixed(2)} ms.` +
      (statementsPerLogin === undefined
        ? ''
        : ` About ${statementsPerLogin.toFixed(1)} statements a login (pg_stat_statements, the API's jobs included).`),
  );
  rows.push(...httpRows('POST /v2/login', 'raw argon2id verify', verify, login, 'logins/s'));
  return {
    title: 'API reads: cached GETs beside a bare route with the same bytes, login beside argon2id',
    notes: [
      `autocannon, ${CONNECTIONS} connections, ${seconds} s per run after ${warm} s of warm-up; PostgreSQL on ` +
        `this machine over ${server.transport}; every answer checked for its status.`,
      ...notes,
    ],
    rows,
  };
}
