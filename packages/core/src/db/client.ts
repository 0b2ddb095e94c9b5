import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { NamingClient } from './named-statements.ts';
/**
 * The database, whichever driver is underneath. Queries take it (or a transaction) first. It is not typed by the
 * schema (Drizzle's relational queries are not used), so the database client knows no module's tables.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Driver = 'pglite' | 'postgres';
export type DbHandle = { db: Db; driver: Driver; close(): Promise<void> };

export const DEFAULT_DATA_DIR = './data/pglite';

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

/**
 * Opens the database: a PostgreSQL pool for a postgres:// URL, otherwise the embedded PGlite at `dataDir`
 * (`memory://` for a throwaway one). PGlite allows a single connection, so only one process may open a data dir:
 * a second one is refused with DataDirInUseError (see data-dir-lock.ts).
 */
export async function openDb(opts: { databaseUrl?: string; dataDir?: string } = {}): Promise<DbHandle> {
  if (isPostgresUrl(opts.databaseUrl)) {
    // Statements sent again and again are named, so each connection parses them once (decision 056).
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, Client: NamingClient });
    // Fail fast with a readable error instead of on the first query.
    const conn = await pool.connect();
    conn.release();
    const db: Db = drizzleNodePg({ client: pool });
    return { db, driver: 'postgres', close: () => pool.end() };
  }
  if (opts.databaseUrl) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const dataDir = opts.dataDir ?? DEFAULT_DATA_DIR;
  if (dataDir.startsWith('memory://')) {
    const client = await PGlite.create(dataDir);
    return { db: drizzlePglite({ client }), driver: 'pglite', close: () => client.close() };
  }
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(dataDir);
    const db: Db = drizzlePglite({ client });
    const close = async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    };
    return { db, driver: 'pglite', close };
  } catch (err) {
    release();
    throw err;
  }
}

/** Runs raw SQL and returns its rows; both drivers answer with a result object holding `rows`. */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
