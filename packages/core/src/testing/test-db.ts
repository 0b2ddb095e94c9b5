/**
 * One migrated database per Vitest worker, shared by the worker's tests and emptied between them with
 * resetTestDb. PGlite in memory by default; with TEST_DATABASE_URL=postgres://.../name each worker gets its
 * own database `name_w<VITEST_POOL_ID>` on that server, dropped and recreated when the worker starts.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type Db, type DbHandle, isPostgresUrl, openDb, queryRows } from '../db/client.ts';
import { MIGRATIONS_FOLDER, migrateDb } from '../db/migrate.ts';
import { clearProcessCaches } from '../shared/process-cache.ts';

const KEY = Symbol.for('lottoshop.test-db');
type Holder = { [KEY]?: Promise<DbHandle> };

export function testDatabaseUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  return isPostgresUrl(url) ? url : undefined;
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function openPostgresWorkerDb(url: string): Promise<DbHandle> {
  const base = new URL(url);
  const baseName = decodeURIComponent(base.pathname.replace(/^\//, '')) || 'lottoshop_test';
  const workerName = `${baseName}_w${process.env.VITEST_POOL_ID ?? '1'}`;
  // Create the worker's database from a connection to the maintenance database of the same server.
  const admin = new pg.Client({ connectionString: url.replace(base.pathname, '/postgres') });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${quoteIdent(workerName)} with (force)`);
    await admin.query(`create database ${quoteIdent(workerName)}`);
  } finally {
    await admin.end();
  }
  const workerUrl = new URL(url);
  workerUrl.pathname = `/${encodeURIComponent(workerName)}`;
  const pool = new pg.Pool({ connectionString: workerUrl.toString(), max: 4, allowExitOnIdle: true });
  const db: Db = drizzleNodePg({ client: pool });
  await migrateDb(db, 'postgres');
  return { db, driver: 'postgres', close: () => pool.end() };
}

/**
 * A fresh PGlite takes seconds to initialise; loading a dump of an already-migrated one takes about one. The
 * dump is kept in the temp directory under a name derived from the migrations, so a schema change makes a new one.
 */
function migratedDumpPath(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  return join(tmpdir(), `lottoshop-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function openPgliteTestDb(): Promise<DbHandle> {
  const dumpPath = migratedDumpPath();
  if (existsSync(dumpPath)) {
    try {
      const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(dumpPath)]) });
      const db: Db = drizzlePglite({ client });
      await migrateDb(db, 'pglite');
      return { db, driver: 'pglite', close: () => client.close() };
    } catch {
      // An unreadable dump (e.g. from another PGlite version) is rebuilt below.
    }
  }
  const handle = await openDb({ dataDir: 'memory://' });
  await migrateDb(handle.db, handle.driver);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const partial = `${dumpPath}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, dumpPath);
  return handle;
}

async function openTestDb(): Promise<DbHandle> {
  const url = testDatabaseUrl();
  return url ? openPostgresWorkerDb(url) : openPgliteTestDb();
}

/** The worker's database handle (opened and migrated on first use). */
export function getTestDbHandle(): Promise<DbHandle> {
  const holder = globalThis as Holder;
  holder[KEY] ??= openTestDb();
  return holder[KEY];
}

export async function getTestDb(): Promise<Db> {
  return (await getTestDbHandle()).db;
}

let truncateStatement: string | undefined;

/** Tables whose rows the migrations write (reference data such as the kinds of ledger transfer): never emptied. */
const MIGRATION_DATA_TABLES = new Set(['ledger_transfer_kinds']);

/** Empties every table of the application schema but the migrations' reference data, in one statement. */
export async function resetTestDb(db: Db): Promise<void> {
  if (!truncateStatement) {
    const rows = await queryRows<{ tablename: string }>(
      db,
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    const tables = rows
      .filter((r) => !MIGRATION_DATA_TABLES.has(r.tablename))
      .map((r) => `public.${quoteIdent(r.tablename)}`);
    if (tables.length === 0) return;
    truncateStatement = `truncate table ${tables.join(', ')} restart identity cascade`;
  }
  await db.execute(sql.raw(truncateStatement));
  // The rows the caches remember are gone.
  clearProcessCaches();
}

/**
 * PostgreSQL only: a second pool on the worker's test database with room for `max` connections, so a test can
 * race that many transactions (the worker's own pool is small). `end` closes it.
 */
export function widePool(db: Db, max: number): { db: Db; end: () => Promise<void> } {
  const workerPool = (db as unknown as { $client: pg.Pool }).$client;
  const pool = new pg.Pool({ connectionString: workerPool.options.connectionString, max });
  return { db: drizzleNodePg({ client: pool }) as unknown as Db, end: () => pool.end() };
}
