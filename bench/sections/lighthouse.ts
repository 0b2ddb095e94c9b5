/**
 * Lighthouse: the browser budgets of four pages (home, a play screen, results, and the cart of a signed-in
 * customer with a one-ticket cart), each audited by the `lighthouse` package (its default mobile preset:
 * a mid-range phone, simulated slow 4G) driving Debian's Chromium headless, against the shop as `npm start`
 * serves it. Printed: the four category scores, and the first-load JavaScript and CSS of each page (every
 * script and style sheet the page loaded, gzipped here at level 9 so the figure does not depend on the
 * server's compression), beside the goals. Chromium: CHROMIUM_PATH or /usr/bin/chromium.
 */
import { existsSync } from 'node:fs';
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

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

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
  for (const page of LIGHTHOUSE_PAGES) {
    const url = `${webUrl}${page.path}`;
    const cookie = page.signedIn ? session.cookie : undefined;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const label = `${page.name} (${page.path}${page.signedIn ? ', signed in' : ''})`;
    for (const category of CATEGORIES) {
      const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const met = score >= GOALS[category];
      rows.push({
        operation: `${label}: ${category}`,
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
      'The "baseline" column holds the goal; "ratio" says whether the figure meets it.',
      ...misses,
    ],
    rows,
  };
}
