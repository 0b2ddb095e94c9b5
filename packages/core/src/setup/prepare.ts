import { type Clock, systemClock } from '../clock.ts';
import { type DbHandle, openDb } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { siteIsSetUp } from '../modules/site/index.ts';
import { seedDemoSite } from './seed.ts';

/**
 * Opens the database, applies migrations and, when `seed` is 'if-empty' (the default) and no site has been
 * set up yet, seeds the demo site (`cardGateways`: the card method's gateways, in the order offered, when not the
 * demo's). Seeding runs in one transaction, so a crash leaves no half-seeded site.
 */
export async function prepareDatabase(
  opts: {
    databaseUrl?: string;
    dataDir?: string;
    seed?: 'if-empty' | 'never';
    clock?: Clock;
    cardGateways?: string[];
  } = {},
): Promise<DbHandle> {
  const handle = await openDb(opts);
  try {
    await migrateDb(handle.db, handle.driver);
    if ((opts.seed ?? 'if-empty') === 'if-empty') {
      if (!(await siteIsSetUp(handle))) {
        await handle.db.transaction((tx) =>
          seedDemoSite(
            tx,
            opts.clock ?? systemClock,
            opts.cardGateways ? { cardGateways: opts.cardGateways } : {},
          ),
        );
      }
    }
    return handle;
  } catch (err) {
    await handle.close();
    throw err;
  }
}
