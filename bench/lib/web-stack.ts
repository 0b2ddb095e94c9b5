/**
 * The shop as `npm start` serves it, for the sections that load its pages: the web app built (when its sources
 * changed) and copied, the API on a temp PGlite database (migrated and seeded on start), and the production web
 * server (apps/web/server/main.mjs) on the copy. Everything listens on 127.0.0.1 and is stopped at cleanup.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
// The web server's development app key and secret, which the API accepts by default.
import { DEV_APP_KEYS } from '../../apps/api/src/config.ts';
import { WEB_SERVER_NODE_ARGS } from '../../apps/web/server/node-args.mjs';
import { BENCH_APP_KEY, BENCH_APP_SECRET } from './api-client.ts';
import {
  type Child,
  freePort,
  onCleanup,
  profileArgs,
  ROOT,
  startChild,
  startTsChild,
  tempDir,
  waitForHttp,
} from './proc.ts';

export type WebServer = { url: string; web: Child };
export type WebStack = { apiUrl: string; webUrl: string; web: Child };

/** Builds the web app if stale and copies the build under apps/web (so its packages resolve). */
export function copyWebBuild(): string {
  const dir = join(ROOT, 'apps/web/.tmp', `bench-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  onCleanup(`web build copy ${dir}`, () => {
    rmSync(dir, { recursive: true, force: true });
    // The parent too, when no other run is using it.
    if (readdirSync(dirname(dir)).length === 0) rmdirSync(dirname(dir));
  });
  const script = join(ROOT, 'bench/build-web.mjs');
  // BENCH_BUILD_LOCK: a lock file shared with other builds of the web app on this machine (flock(1)).
  const lock = process.env.BENCH_BUILD_LOCK;
  const [command, args] = lock
    ? ['flock', [lock, process.execPath, script, dir]]
    : [process.execPath, [script, dir]];
  const result = spawnSync(command, args, { cwd: ROOT, stdio: ['ignore', 2, 2] });
  if (result.status !== 0)
    throw new Error(`building the web app failed (exit ${result.status ?? result.error})`);
  return dir;
}

/**
 * The production web server (apps/web/server/main.mjs, as `npm start` runs it) on a copy of the build, talking to
 * `apiUrl`. With BENCH_PROFILE_DIR set it writes a V8 CPU profile there when it stops (see `profileArgs`).
 */
export async function startWebServer(name: string, webDir: string, apiUrl: string): Promise<WebServer> {
  const port = await freePort();
  const web = startChild(
    name,
    process.execPath,
    [
      ...profileArgs(name),
      ...WEB_SERVER_NODE_ARGS,
      join(ROOT, 'apps/web/server/main.mjs'),
      'build/server/index.js',
    ],
    { cwd: webDir, env: { PORT: String(port), HOST: '127.0.0.1', API_URL: apiUrl, NODE_ENV: 'production' } },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/robots.txt`, web, 60_000);
  return { url, web };
}

/** Starts the API (on a temp PGlite database, migrated and seeded on start) and the production web server. */
export async function startWebStack(): Promise<WebStack> {
  const webDir = copyWebBuild();
  const apiPort = await freePort();
  const api = startTsChild('api', join(ROOT, 'apps/api/src/main.ts'), {
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    DATABASE_URL: '',
    DATA_DIR: join(tempDir('web-db'), 'pglite'),
    // The web server's key, and the benchmark's for its own setup calls.
    APP_KEYS: `${DEV_APP_KEYS},${BENCH_APP_KEY}:${BENCH_APP_SECRET}`,
    LOG_LEVEL: 'warn',
    // The benchmarks sign in thousands of customers from one address: the limits would answer 429.
    RATE_LIMIT_FACTOR: '1000',
  });
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  await waitForHttp(`${apiUrl}/health`, api, 180_000);
  const { url: webUrl, web } = await startWebServer('web', webDir, apiUrl);
  return { apiUrl, webUrl, web };
}
