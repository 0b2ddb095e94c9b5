/**
 * SSR: the shop's home page (GET /) served by the production web server (react-router-serve on the built app)
 * talking to the real API on an embedded PGlite database, beside a minimal React 19 page streamed by a bare
 * node:http server. Same client, same connections, same duration. The API and the web server run as
 * `npm start` runs them; the build is copied first so a rebuild elsewhere cannot change it mid-run.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { apiCalls, describeCalls, diffCalls } from '../lib/api-metrics.ts';
import { type LoadResult, load } from '../lib/load.ts';
import { freePort, onCleanup, ROOT, startChild, startTsChild, tempDir, waitForHttp } from '../lib/proc.ts';
import { describeLoad, httpRows, type Section } from '../lib/table.ts';

const CONNECTIONS = 8;

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

async function measure(url: string, seconds: number, warmSeconds: number): Promise<LoadResult> {
  if (warmSeconds > 0) await load({ url, connections: CONNECTIONS, durationSeconds: warmSeconds });
  const result = await load({ url, connections: CONNECTIONS, durationSeconds: seconds });
  if (result.failed > 0)
    throw new Error(`GET ${url}: ${describeLoad('responses', result)}; ${result.firstFailure}`);
  return result;
}

async function expectPage(url: string, marker: string): Promise<number> {
  const res = await fetch(url);
  const html = await res.text();
  if (res.status !== 200 || !html.includes(marker)) {
    throw new Error(`GET ${url} answered ${res.status} without "${marker}": ${html.slice(0, 300)}`);
  }
  return html.length;
}

export async function ssrSection(opts: { quick: boolean }): Promise<Section> {
  const seconds = opts.quick ? 3 : 10;
  const warm = opts.quick ? 1 : 3;
  const webDir = copyWebBuild();

  const baselinePort = await freePort();
  const baselineServer = startTsChild('react-ssr baseline', join(ROOT, 'bench/servers/react-ssr.ts'), {
    PORT: String(baselinePort),
    NODE_ENV: 'production',
  });
  const baselineUrl = `http://127.0.0.1:${baselinePort}/`;
  await waitForHttp(baselineUrl, baselineServer);

  const apiPort = await freePort();
  const api = startTsChild('api', join(ROOT, 'apps/api/src/main.ts'), {
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    DATABASE_URL: '',
    DATA_DIR: join(tempDir('ssr-db'), 'pglite'),
    LOG_LEVEL: 'warn',
  });
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  await waitForHttp(`${apiUrl}/health`, api, 180_000);

  const webPort = await freePort();
  const web = startChild(
    'web',
    process.execPath,
    [join(ROOT, 'node_modules/@react-router/serve/bin.js'), 'build/server/index.js'],
    {
      cwd: webDir,
      env: { PORT: String(webPort), HOST: '127.0.0.1', API_URL: apiUrl, NODE_ENV: 'production' },
    },
  );
  const webUrl = `http://127.0.0.1:${webPort}/`;
  await waitForHttp(webUrl, web, 60_000);

  const homeBytes = await expectPage(webUrl, 'Saturday Lotto');
  const baselineBytes = await expectPage(baselineUrl, 'Lotteries');

  const baseline = await measure(baselineUrl, seconds, warm);
  await baselineServer.stop();
  await load({ url: webUrl, connections: CONNECTIONS, durationSeconds: warm });
  const before = await apiCalls(apiUrl);
  const home = await measure(webUrl, seconds, 0);
  const calls = diffCalls(before, await apiCalls(apiUrl));

  return {
    title: 'SSR: the home page (GET /) beside a minimal React SSR page',
    notes: [
      `autocannon, ${CONNECTIONS} connections, ${seconds} s per server after a ${warm} s warm-up; no compression asked for.`,
      `Home page: react-router-serve (NODE_ENV=production) on the built app, its loaders calling the API ` +
        `(PGlite, log level warn) over HTTP; ${homeBytes.toLocaleString('en-AU')} bytes of HTML.`,
      `Baseline: a React 19 page streamed with renderToPipeableStream by node:http; ` +
        `${baselineBytes.toLocaleString('en-AU')} bytes.`,
      describeLoad('home page', home),
      describeCalls(calls, home.requests),
      describeLoad('baseline', baseline),
    ],
    rows: httpRows('GET /', 'minimal React SSR page', baseline, home),
  };
}
