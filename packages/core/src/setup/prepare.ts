import { type Clock, systemClock } from '../clock.ts';
import { type DbHandle, openDb } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { siteIsSetUp } from '../modules/site/index.ts';
import { seedDemoSite } from './seed.ts';

/**
 * Opens the database, applies migrations and, when `seed` is 'if-empty' (the default) and no site has been
 * set up yet, seeds the demo site. Seeding runs in one transaction, so a crash leaves no half-seeded site.
 */
export async function prepareDatabase(
  opts: { databaseUrl?: string; dataDir?: string; seed?: 'if-empty' | 'never'; clock?: Clock } = {},
): Promise<DbHandle> {
  const handle = await openDb(opts);
  try {
    await migrateDb(handle.db, handle.driver);
    if ((opts.seed ?? 'if-empty') === 'if-empty') {
      if (!(await siteIsSetUp(handle))) {
        await handle.db.transaction((tx) => seedDemoSite(tx, opts.clock ?? systemClock));
      }
    }
    return handle;
  } catch (err) {
    await handle.close();
    throw err;
  }
}
