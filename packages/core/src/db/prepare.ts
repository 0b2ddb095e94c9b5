import { type Clock, systemClock } from '../clock.ts';
import { siteSettings } from '../modules/site/site.tables.ts';
import { type DbHandle, openDb } from './client.ts';
import { migrateDb } from './migrate.ts';
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
      const existing = await handle.db.select({ id: siteSettings.id }).from(siteSettings).limit(1);
      if (existing.length === 0) {
        await handle.db.transaction((tx) => seedDemoSite(tx, opts.clock ?? systemClock));
      }
    }
    return handle;
  } catch (err) {
    await handle.close();
    throw err;
  }
}
