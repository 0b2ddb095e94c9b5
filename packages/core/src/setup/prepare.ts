import { type Clock, systemClock } from '../clock.ts';
import { type DbHandle, openDb } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { setSiteBaseUrl, siteIsSetUp } from '../modules/site/index.ts';
import { seedDemoSite, seedShopSite } from './seed.ts';

/**
 * Opens the database, applies migrations and, when no site has been set up yet, seeds one: with `seed: 'if-empty'`
 * (the default) the demo site, with `'shop-if-empty'` a production shop's bare site (no demo data, no test
 * payment method; decision 067), with `'never'` nothing (`cardGateways`: the card method's gateways, in the order
 * offered, when not the demo's). Seeding runs in one transaction, so a crash leaves no half-seeded site.
 * `publicUrl` (the shop's public address, from configuration) is then the site's `base_url`, whatever was seeded.
 */
export async function prepareDatabase(
  opts: {
    databaseUrl?: string;
    dataDir?: string;
    seed?: 'if-empty' | 'shop-if-empty' | 'never';
    clock?: Clock;
    cardGateways?: string[];
    publicUrl?: string;
  } = {},
): Promise<DbHandle> {
  const handle = await openDb(opts);
  try {
    await migrateDb(handle.db, handle.driver);
    const seed = opts.seed ?? 'if-empty';
    if (seed !== 'never' && !(await siteIsSetUp(handle))) {
      const clock = opts.clock ?? systemClock;
      const siteOpts = opts.cardGateways ? { cardGateways: opts.cardGateways } : {};
      await handle.db.transaction((tx) =>
        seed === 'if-empty' ? seedDemoSite(tx, clock, siteOpts) : seedShopSite(tx, clock, siteOpts),
      );
    }
    if (opts.publicUrl) await setSiteBaseUrl(handle, opts.publicUrl);
    return handle;
  } catch (err) {
    await handle.close();
    throw err;
  }
}
