/**
 * Lighthouse: the browser budgets of four pages (home, a play screen, results, and the cart of a signed-in
 * customer with a one-ticket cart), each audited by the `lighthouse` package (its default mobile preset:
 * a mid-range phone, simulated slow 4G) driving Debian's Chromium headless, against the shop as `npm start`
 * serves it. Printed: the four category scores, and the first-load JavaScript and CSS of each page (every
 * script and style sheet the page loaded, gzipped here at level 9 so the figure does not depend on the
 * server's compression), beside the goals. Chromium: CHROMIUM_PATH or /usr/bin/chromium.
 * `BENCH_LIGHTHOUSE_REPORTS=<dir>` also writes each page's full Lighthouse report (JSON) there.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { onCleanup, tempDir } from '../lib/proc.ts';
import { signUpThroughWeb } from '../lib/shop-session.ts';
import type { Row, Section } from '../lib/table.ts';
import { startWebStack } from '../lib/web-stack.ts';

export const LIGHTHOUSE_PAGES = [
  { name: 'home', path: '/', signedIn: false },
  { name: 'play', path: '/saturday_lotto', signedIn: false },
  { name: 'results', path: '/lotto-results', signedIn: false },
  { name: 'cart', path: '/cart', signedIn: true },
] as const;

/** The goals: minimum category scores (0–100), and budgets in KB (1,024 bytes) gzipped. */
export const GOALS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
  jsKb: 150,
  cssKb: 35,
} as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type NetworkItem = { url: string; resourceType?: string; mimeType?: string };

/** Gzipped size of every script and style sheet the page loaded (same origin), fetched again here. */
async function firstLoadBytes(items: NetworkItem[], origin: string, cookie: string | undefined) {
  const sizes = { js: 0, css: 0, jsRaw: 0, cssRaw: 0 };
  const seen = new Set<string>();
  for (const item of items) {
    const kind =
      item.resourceType === 'Script' ? 'js' : item.resourceType === 'Stylesheet' ? 'css' : undefined;
    if (!kind || !item.url.startsWith(origin) || seen.has(item.url)) continue;
    seen.add(item.url);
    const res = await fetch(item.url, cookie ? { headers: { cookie } } : {});
    const body = Buffer.from(await res.arrayBuffer());
    sizes[kind] += gzipSync(body, { level: 9 }).length;
    sizes[kind === 'js' ? 'jsRaw' : 'cssRaw'] += body.length;
  }
  return sizes;
}

/** Requests a page before it is audited, as a shop's pages are while it serves traffic (code compiled, caches filled). */
const WARM_UP_REQUESTS = 20;
async function warmUp(url: string, cookie: string | undefined): Promise<void> {
  for (let i = 0; i < WARM_UP_REQUESTS; i++) {
    const res = await fetch(url, cookie ? { headers: { cookie } } : {});
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`warming up ${url}: ${res.status}`);
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

type Lhr = {
  categories: Record<
    string,
    { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined
  >;
  audits: Record<string, { score: number | null; scoreDisplayMode?: string } | undefined>;
};

/** A category's score (0–100) as Lighthouse computes it (weighted mean of scored audits), one audit left out. */
export function scoreWithout(lhr: Lhr, category: string, left: string): number {
  let sum = 0;
  let weights = 0;
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.id === left || ref.weight <= 0 || !audit || audit.score === null) continue;
    if (audit.scoreDisplayMode !== 'binary' && audit.scoreDisplayMode !== 'numeric') continue;
    sum += ref.weight * audit.score;
    weights += ref.weight;
  }
  return weights > 0 ? Math.round((sum / weights) * 100) : 0;
}

/**
 * Lighthouse's runtime errors for a trace Chromium recorded badly ("Something went wrong with recording the trace
 * over your page load. Please run Lighthouse again.", `badTraceRecording` in its lh-error.js). A page that never
 * paints (NO_FCP) is not among them.
 */
const RUN_AGAIN_ERRORS = new Set(['NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST', 'NO_NAVSTART', 'NO_DCL']);

export async function lighthouseSection(_opts: { quick: boolean }): Promise<Section> {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (set CHROMIUM_PATH)`);
  const { apiUrl, webUrl } = await startWebStack();
  const session = await signUpThroughWeb(webUrl, apiUrl);

  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    userDataDir: tempDir('chromium'),
    logLevel: 'silent',
  });
  onCleanup('chromium', () => chrome.kill());

  const rows: Row[] = [];
  const misses: string[] = [];
  const retried: string[] = [];
  for (const page of LIGHTHOUSE_PAGES) {
    const url = `${webUrl}${page.path}`;
    const cookie = page.signedIn ? session.cookie : undefined;
    await warmUp(url, cookie);
    const audit = async () => {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      return result.lhr;
    };
    let lhr = await audit();
    // A badly recorded trace is Lighthouse's own failure, which it says to meet by running again: the page is
    // audited once more, and the notes say so.
    if (lhr.runtimeError && RUN_AGAIN_ERRORS.has(lhr.runtimeError.code)) {
      retried.push(`${page.path} (${lhr.runtimeError.code})`);
      lhr = await audit();
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const label = `${page.name} (${page.path}${page.signedIn ? ', signed in' : ''})`;
    const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      writeFileSync(join(reports, `${page.name}.json`), JSON.stringify(lhr, null, 1));
    }
    for (const category of CATEGORIES) {
      // SEO is judged without is-crawlable, which follows the site's indexing setting (the demo site turns
      // indexing off: robots.txt disallows everything) and the cart's deliberate noindex; it has its own row.
      const score =
        category === 'seo'
          ? scoreWithout(lhr, 'seo', 'is-crawlable')
          : Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const met = score >= GOALS[category];
      rows.push({
        operation: `${label}: ${category}${category === 'seo' ? ' (without is-crawlable)' : ''}`,
        baseline: `≥ ${GOALS[category]}`,
        figure: String(score),
        ratio: met ? 'met' : 'NOT met',
      });
      if (!met) {
        const failing = (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`);
        misses.push(`${label} ${category} ${score}: ${failing.join(', ') || 'no failing audit listed'}`);
      }
    }
    const crawlable = lhr.audits['is-crawlable'];
    rows.push({
      operation: `${label}: indexable by crawlers (is-crawlable)`,
      baseline: 'site setting',
      figure: crawlable?.score === 1 ? 'yes' : 'no',
      ratio: crawlable?.score === 1 ? 'met' : 'not indexable',
    });
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
      ?.items ?? []) as NetworkItem[];
    const bytes = await firstLoadBytes(items, webUrl, cookie);
    rows.push(
      {
        operation: `${label}: first-load JS, KB gzipped (raw)`,
        baseline: `≤ ${GOALS.jsKb}`,
        figure: `${kb(bytes.js)} (${kb(bytes.jsRaw)})`,
        ratio: bytes.js <= GOALS.jsKb * 1024 ? 'met' : 'NOT met',
      },
      {
        operation: `${label}: CSS, KB gzipped (raw)`,
        baseline: `≤ ${GOALS.cssKb}`,
        figure: `${kb(bytes.css)} (${kb(bytes.cssRaw)})`,
        ratio: bytes.css <= GOALS.cssKb * 1024 ? 'met' : 'NOT met',
      },
    );
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]
      .map((id) => `${id} ${lhr.audits[id]?.displayValue ?? 'n/a'}`)
      .join(', ');
    misses.push(`${label}: ${metrics}`);
  }

  return {
    title: 'Lighthouse: browser budgets of four pages (mobile preset)',
    notes: [
      `lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} ` +
        `(default config: mobile, simulated throttling) on ${chromePath} ${CHROME_FLAGS.join(' ')}.`,
      'The shop as `npm start` serves it (the built web app and its web server, the API on a fresh PGlite ' +
        'database); the cart is that of a customer signed up through the web form, with one ticket in it.',
      `Each page is requested ${WARM_UP_REQUESTS} times before it is audited, as a page of a shop serving ` +
        'traffic would be (its code compiled, the API and page caches filled).',
      'The "baseline" column holds the goal; "ratio" says whether the figure meets it.',
      ...(retried.length > 0
        ? [`Audited twice, Lighthouse's trace of the first load having failed: ${retried.join(', ')}.`]
        : []),
      ...misses,
    ],
    rows,
  };
}
