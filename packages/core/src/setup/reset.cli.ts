// `npm run db:reset`: drops every table of the database named by DATABASE_URL (or the PGlite data dir
// DATA_DIR, default ./data/pglite), re-applies the migrations and seeds the demo site afresh (with
// NODE_ENV=production, the shop's bare site instead: a production shop never gets the demo's data, decision 067).
// Stop the API first: an embedded PGlite database can only be opened by one process (the reset refuses otherwise).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { systemClock } from '../clock.ts';
import { DEFAULT_DATA_DIR, isPostgresUrl, openDb } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { migrateDb } from '../db/migrate.ts';
import { seedDemoSite, seedShopSite } from './seed.ts';

const databaseUrl = process.env.DATABASE_URL || undefined;
// npm runs workspace scripts inside the workspace; a relative DATA_DIR means relative to where npm was run.
const baseDir = process.env.INIT_CWD || process.cwd();
const rawDataDir = process.env.DATA_DIR || DEFAULT_DATA_DIR;
const dataDir =
  rawDataDir.startsWith('memory://') || isAbsolute(rawDataDir) ? rawDataDir : resolve(baseDir, rawDataDir);

const embedded = !isPostgresUrl(databaseUrl) && !dataDir.startsWith('memory://');

/** Only a directory PGlite made (or an empty one) is deleted: a mistyped DATA_DIR must never wipe anything else. */
function assertDatabaseDir(dir: string): void {
  if (!existsSync(dir)) return;
  if (existsSync(join(dir, 'PG_VERSION')) || readdirSync(dir).length === 0) return;
  throw new Error(
    `${dir} does not look like an embedded database directory (no PG_VERSION); not resetting it.`,
  );
}

async function reset(): Promise<void> {
  // An embedded database is rebuilt from an empty directory, so a damaged one can be reset too. The lock is
  // held throughout, so the reset stops with a clear message while the API has the directory open.
  const releaseLock = embedded ? lockDataDir(dataDir) : () => {};
  try {
    if (embedded) {
      assertDatabaseDir(dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    }
    const handle = await openDb({ databaseUrl, dataDir });
    try {
      if (!embedded) {
        await handle.db.execute(sql`drop schema if exists drizzle cascade`);
        await handle.db.execute(sql`drop schema if exists public cascade`);
        await handle.db.execute(sql`create schema public`);
      }
      await migrateDb(handle.db, handle.driver);
      const seed = process.env.NODE_ENV === 'production' ? seedShopSite : seedDemoSite;
      await handle.db.transaction((tx) => seed(tx, systemClock));
    } finally {
      await handle.close();
    }
  } finally {
    releaseLock();
  }
  console.log(`Database reset and seeded (${embedded ? `PGlite at ${dataDir}` : 'PostgreSQL'}).`);
}

try {
  await reset();
} catch (err) {
  console.error(`db:reset failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
