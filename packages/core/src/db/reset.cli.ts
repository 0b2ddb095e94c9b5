// `npm run db:reset`: drops every table of the database named by DATABASE_URL (or the PGlite data dir
// DATA_DIR, default ./data/pglite), re-applies the migrations and seeds the demo site afresh.
// Stop the API first: an embedded PGlite database can only be opened by one process.
import { isAbsolute, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { systemClock } from '../clock.ts';
import { DEFAULT_DATA_DIR, openDb } from './client.ts';
import { migrateDb } from './migrate.ts';
import { seedDemoSite } from './seed.ts';

const databaseUrl = process.env.DATABASE_URL || undefined;
// npm runs workspace scripts inside the workspace; a relative DATA_DIR means relative to where npm was run.
const baseDir = process.env.INIT_CWD || process.cwd();
const rawDataDir = process.env.DATA_DIR || DEFAULT_DATA_DIR;
const dataDir =
  rawDataDir.startsWith('memory://') || isAbsolute(rawDataDir) ? rawDataDir : resolve(baseDir, rawDataDir);

const handle = await openDb({ databaseUrl, dataDir });
try {
  await handle.db.execute(sql`drop schema if exists drizzle cascade`);
  await handle.db.execute(sql`drop schema if exists public cascade`);
  await handle.db.execute(sql`create schema public`);
  await migrateDb(handle.db, handle.driver);
  await handle.db.transaction((tx) => seedDemoSite(tx, systemClock));
  console.log(
    `Database reset and seeded (${handle.driver === 'postgres' ? 'PostgreSQL' : `PGlite at ${dataDir}`}).`,
  );
} finally {
  await handle.close();
}
