import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * The browser tests' `test`: Playwright's, with every page a test visits checked by axe (WCAG 2.2 A and AA
 * and axe's best practices). The page a test ends on is checked as it stands (a form with its errors, an
 * open drawer); every other page its tab was on is opened again in the same browser context (same cookies)
 * and checked once it has loaded. Each address is checked once per worker and sign-in state. Any violation
 * fails the test that visited the page, listing the rule, the elements and what to fix. So does a hydration
 * error on any page its tab showed (React's report that the server's HTML was not what the browser rendered),
 * and anything its Content-Security-Policy refused there (a script, a style, a frame: decision 023).
 */
export { expect };

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type Violation = { url: string; rule: string; impact: string; help: string; targets: string[] };

async function axeViolations(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => ({
    url: page.url(),
    rule: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
  }));
}

function listViolations(violations: Violation[]): string {
  return violations
    .map((v) => `${v.url}: ${v.rule} (${v.impact}) ${v.help}\n    ${v.targets.join('\n    ')}`)
    .join('\n');
}

async function signedIn(page: Page): Promise<boolean> {
  const cookies = await page.context().cookies();
  return cookies.some((c) => c.name === 'customer_token');
}

export const test = base.extend<Record<never, never>, { axeSeen: Set<string> }>({
  // Addresses already checked by this worker (with the sign-in state they were checked in).
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  axeSeen: [async ({}, use) => use(new Set<string>()), { scope: 'worker' }],
  page: async ({ page, axeSeen, browser, javaScriptEnabled }, use, testInfo) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && /^https?:/.test(frame.url())) visited.push(frame.url());
    });
    const hydrationErrors: string[] = [];
    const policyViolations: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (isHydrationError(message.text())) hydrationErrors.push(`${page.url()}: ${message.text()}`);
      if (isPolicyViolation(message.text()))
        policyViolations.push(`${page.url()} (${message.location().url}): ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (isHydrationError(error.message)) hydrationErrors.push(`${page.url()}: ${error.message}`);
    });
    await use(page);
    // A test that already failed is not checked further (its page may be in any state).
    if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
    expect(hydrationErrors, 'the server HTML and the browser render differ (hydration)').toEqual([]);
    expect(policyViolations, 'the Content-Security-Policy refused part of the page').toEqual([]);
    const violations: Violation[] = [];
    const state = (await signedIn(page)) ? 'signed-in' : 'anonymous';
    const key = (url: string) => `${state} ${url.replace(/#.*$/, '')}`;
    const last = page.url();
    // axe runs as a script in the page: with script turned off, every page is checked again with it on.
    if (javaScriptEnabled && /^https?:/.test(last) && (await isHtml(page))) {
      violations.push(...(await axeViolations(page)));
      axeSeen.add(key(last));
    }
    const others = [...new Set(visited)].filter((url) => !axeSeen.has(key(url)));
    if (others.length > 0) {
      const context = javaScriptEnabled
        ? page.context()
        : // Playwright gives a new context the test's options (script off) unless told otherwise.
          await browser.newContext({
            storageState: await page.context().storageState(),
            javaScriptEnabled: true,
          });
      const probe = await context.newPage();
      for (const url of others) {
        axeSeen.add(key(url));
        const res = await probe.goto(url).catch(() => null);
        if (!res || !(res.headers()['content-type'] ?? '').startsWith('text/html')) continue;
        await probe.waitForLoadState('load');
        violations.push(...(await axeViolations(probe)));
      }
      await probe.close();
      if (context !== page.context()) await context.close();
    }
    expect(violations, `accessibility violations (axe):\n${listViolations(violations)}`).toEqual([]);
  },
});

/**
 * React's report of a page whose server HTML its first render in the browser does not match (production builds
 * give the error's number: 418 text or element, 423 and 425 the same on a boundary); it then renders the page again.
 */
function isHydrationError(text: string): boolean {
  return /hydrat|Minified React error #(418|423|425)/i.test(text);
}

/** Chromium's console report of something the page's Content-Security-Policy refused. */
function isPolicyViolation(text: string): boolean {
  return /violates the following Content Security Policy directive/i.test(text);
}

async function isHtml(page: Page): Promise<boolean> {
  return page.evaluate(() => document.contentType === 'text/html').catch(() => false);
}
