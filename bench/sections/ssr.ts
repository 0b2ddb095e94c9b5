/**
 * SSR: six pages of the shop served by the production web server (apps/web/server/main.mjs on the built app) talking
 * to the real API on an embedded PGlite database, each beside a minimal React 19 page streamed by a bare
 * node:http server. Same client, same connections, same duration. Anonymous: home, /lotto-tickets, a play
 * screen and /lotto-results; signed in (a customer signed up through the web form in setup, with a one-ticket
 * cart): /my-account and /cart. `BENCH_PROFILE_DIR=<dir>` makes the web server write a CPU profile of the
 * run to `<dir>/web` (node --cpu-prof; read it with `node --import tsx bench/profile-summary.ts <dir>/web`).
 */
import { join } from 'node:path';
import { apiCalls, describeCalls, diffCalls } from '../lib/api-metrics.ts';
import { type LoadResult, load } from '../lib/load.ts';
import { childCpuSeconds, freePort, ROOT, startTsChild, waitForHttp } from '../lib/proc.ts';
import { signUpThroughWeb } from '../lib/shop-session.ts';
import { describeLoad, num, type Row, ratio, type Section } from '../lib/table.ts';
import { startWebStack } from '../lib/web-stack.ts';

const CONNECTIONS = 8;

/** The pages measured, and the goals of the performance issue (ratio to the baseline's requests/s, p99). */
export const SSR_PAGES = [
  { name: 'home', path: '/', marker: 'Saturday Lotto', signedIn: false },
  { name: 'lotto tickets', path: '/lotto-tickets', marker: 'Saturday Lotto', signedIn: false },
  { name: 'play', path: '/saturday_lotto', marker: 'Saturday Lotto', signedIn: false },
  { name: 'results', path: '/lotto-results', marker: 'Results', signedIn: false },
  { name: 'my account', path: '/my-account', marker: 'Hello', signedIn: true },
  { name: 'cart', path: '/cart', marker: 'Saturday Lotto', signedIn: true },
] as const;
const GOAL_RATIO = { anonymous: 0.1, signedIn: 0.03 };
const GOAL_P99_MS = 50;

async function measure(
  url: string,
  seconds: number,
  warmSeconds: number,
  headers?: Record<string, string>,
): Promise<LoadResult> {
  const base = { url, connections: CONNECTIONS, ...(headers ? { headers } : {}) };
  if (warmSeconds > 0) await load({ ...base, durationSeconds: warmSeconds });
  const result = await load({ ...base, durationSeconds: seconds });
  if (result.failed > 0)
    throw new Error(`GET ${url}: ${describeLoad('responses', result)}; ${result.firstFailure}`);
  return result;
}

async function expectPage(url: string, marker: string, headers?: Record<string, string>): Promise<number> {
  const res = await fetch(url, { ...(headers ? { headers } : {}), redirect: 'manual' });
  const html = await res.text();
  if (res.status !== 200 || !html.includes(marker)) {
    throw new Error(`GET ${url} answered ${res.status} without "${marker}": ${html.slice(0, 300)}`);
  }
  return html.length;
}

export async function ssrSection(opts: { quick: boolean }): Promise<Section> {
  const seconds = opts.quick ? 3 : 10;
  const warm = opts.quick ? 1 : 3;

  const baselinePort = await freePort();
  const baselineServer = startTsChild('react-ssr baseline', join(ROOT, 'bench/servers/react-ssr.ts'), {
    PORT: String(baselinePort),
    NODE_ENV: 'production',
  });
  const baselineUrl = `http://127.0.0.1:${baselinePort}/`;
  await waitForHttp(baselineUrl, baselineServer);
  const baselineBytes = await expectPage(baselineUrl, 'Lotteries');
  const baseline = await measure(baselineUrl, seconds, warm);
  await baselineServer.stop();

  const { apiUrl, webUrl, web } = await startWebStack();
  const session = await signUpThroughWeb(webUrl, apiUrl);
  const signedInHeaders = { cookie: session.cookie };

  const rows: Row[] = [];
  const notes: string[] = [];
  const verdicts: string[] = [];
  for (const page of SSR_PAGES) {
    const url = `${webUrl}${page.path}`;
    const headers = page.signedIn ? signedInHeaders : undefined;
    const bytes = await expectPage(url, page.marker, headers);
    await load({ url, connections: CONNECTIONS, durationSeconds: warm, ...(headers ? { headers } : {}) });
    const before = await apiCalls(apiUrl);
    const cpuBefore = childCpuSeconds(web);
    const result = await measure(url, seconds, 0, headers);
    const cpuAfter = childCpuSeconds(web);
    const calls = diffCalls(before, await apiCalls(apiUrl));
    const cpuPerView =
      cpuBefore === undefined || cpuAfter === undefined || result.ok === 0
        ? 'not read'
        : `${num(((cpuAfter - cpuBefore) * 1000) / result.ok)} ms`;
    const label = `GET ${page.path}${page.signedIn ? ' (signed in)' : ''}`;
    const pageRatio = result.rps / baseline.rps;
    rows.push(
      {
        operation: `${label}: requests/s`,
        baseline: num(baseline.rps),
        figure: num(result.rps),
        ratio: ratio(result.rps, baseline.rps),
      },
      {
        operation: `${label}: latency p99 (ms)`,
        baseline: num(baseline.p99),
        figure: num(result.p99),
        ratio: ratio(result.p99, baseline.p99),
      },
    );
    notes.push(
      `${label}: ${bytes.toLocaleString('en-AU')} bytes; ${describeLoad('responses', result)}; ` +
        `p50 ${num(result.p50)} ms; the web server's CPU per page ${cpuPerView}; ${describeCalls(calls, result.requests)}`,
    );
    const goal = page.signedIn ? GOAL_RATIO.signedIn : GOAL_RATIO.anonymous;
    const met = pageRatio >= goal && result.p99 <= GOAL_P99_MS;
    verdicts.push(
      `${page.name} ${met ? 'met' : 'NOT met'} (${num(pageRatio)}× ≥ ${goal}×, p99 ${num(result.p99)} ms)`,
    );
  }
  // Stopping the web server writes its CPU profile when one was asked for.
  await web.stop();

  return {
    title: 'SSR: six pages of the shop beside a minimal React SSR page',
    notes: [
      `autocannon, ${CONNECTIONS} connections, ${seconds} s per page after a ${warm} s warm-up; no compression asked for.`,
      `Pages: the web server (apps/web/server/main.mjs, NODE_ENV=production) on the built app, its loaders calling the API ` +
        `(PGlite, log level warn) over HTTP. Signed-in pages carry the cookies of a customer signed up ` +
        `through the web form, with a one-ticket cart.`,
      `Baseline: a React 19 page streamed with renderToPipeableStream by node:http; ` +
        `${baselineBytes.toLocaleString('en-AU')} bytes; ${describeLoad('baseline', baseline)}, ` +
        `p50 ${num(baseline.p50)} ms.`,
      ...notes,
      `Goals (anonymous ≥ ${GOAL_RATIO.anonymous}×, signed in ≥ ${GOAL_RATIO.signedIn}×, p99 ≤ ${GOAL_P99_MS} ms): ` +
        `${verdicts.join('; ')}.`,
    ],
    rows,
  };
}
