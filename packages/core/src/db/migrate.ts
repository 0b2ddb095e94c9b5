import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Db, Driver } from './client.ts';

/** The generated SQL migrations committed with the package (`npm run db:generate`). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Applies pending migrations; safe to run on every start (applied ones are recorded in drizzle.__drizzle_migrations). */
export async function migrateDb(db: Db, driver: Driver): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (driver === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase, config);
  } else {
    await migrateNodePg(db as unknown as NodePgDatabase, config);
  }
}
