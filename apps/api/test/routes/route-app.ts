/** The real server on the worker's test database, seeded with the demo site at a fixed time. */
import { fixedClock } from '@lottoshop/core/clock';
import { seedDemoSite } from '@lottoshop/core/db/seed';
import { getTestDb, resetTestDb } from '@lottoshop/core/testing/test-db';
import { buildServer } from '../../src/http/server.ts';
import { signedHeaders } from '../signed-request.ts';
import { testApiConfig } from '../test-config.ts';

/** Monday 2 March 2026, 12:00 in Sydney. */
export const NOW = '2026-03-02T01:00:00.000Z';

export async function buildRouteApp(opts: { maintenanceMode?: boolean; seed?: boolean } = {}) {
  const db = await getTestDb();
  await resetTestDb(db);
  const clock = fixedClock(NOW);
  if (opts.seed !== false) await db.transaction((tx) => seedDemoSite(tx, clock));
  const app = await buildServer({
    db,
    clock,
    config: testApiConfig({ maintenanceMode: opts.maintenanceMode ?? false }),
  });
  await app.ready();
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...signedHeaders({ now: clock.now() }), ...headers } });
  const headers = (o: Parameters<typeof signedHeaders>[0] = {}) => signedHeaders({ now: clock.now(), ...o });
  return { app, db, clock, get, headers };
}
