/** Builds the real server (all plugins) around the plumbing test routes, with a fixed clock. */
import { fixedClock } from '@lottoshop/core/clock';
import type { Db } from '@lottoshop/core/db';
import { parseAppKeys } from '../../src/config.ts';
import { buildServer } from '../../src/http/server.ts';
import discoveryRoutes from '../../src/routes/discovery.routes.ts';
import healthRoutes from '../../src/routes/health.routes.ts';
import { signedHeaders, TEST_APP_KEYS } from '../signed-request.ts';
import { testApiConfig } from '../test-config.ts';
import { testRoutes } from './test-routes.ts';

export const START = '2026-03-01T09:00:00.000Z';

export async function buildTestApp(opts: { cacheMaxEntries?: number } = {}) {
  const clock = fixedClock(START);
  const app = await buildServer({
    // The plumbing routes never query the database.
    db: {} as Db,
    clock,
    config: testApiConfig({ appKeys: parseAppKeys(`${TEST_APP_KEYS},other-app:other-secret`) }),
    routes: [
      ...testRoutes,
      { family: 'root', plugin: discoveryRoutes },
      { family: 'root', plugin: healthRoutes },
    ],
    cacheMaxEntries: opts.cacheMaxEntries,
  });
  await app.ready();
  const headers = (o: Parameters<typeof signedHeaders>[0] = {}) => signedHeaders({ now: clock.now(), ...o });
  return { app, clock, headers };
}
