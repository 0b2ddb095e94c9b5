import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { open, signUp } from './support.ts';

/**
 * Every link the shell shows — header, navigation (the bar and the menu drawer), footer, sitewide banner — and
 * every link of the home page leads to a page that works, for an anonymous visitor and for a signed-in
 * customer. A page that does not exist yet is not linked: its link appears when its capability is switched on
 * or its offer is sold online.
 */

const NOT_FOUND_TEXT = "It's looking like you may have taken a wrong turn.";
const NOT_SOLD_TEXT = /not sold online yet/;

/** The href of every link in the header, the navigation, the footer, the banner and the page's main part. */
async function shellAndHomeLinks(page: Page): Promise<string[]> {
  await open(page, '/');
  const hrefs = await page
    .locator(
      [
        'header a[href]',
        'nav a[href]',
        'footer a[href]',
        'section[aria-label="Site announcement"] a[href]',
        'main a[href]',
      ].join(', '),
    )
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  // The menu drawer (small screens) lists the same items as the bar, plus Home.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  hrefs.push(
    ...(await drawer
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))),
  );
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 720 });
  return [...new Set(hrefs)].sort();
}

/** Requests every link (with the page's cookies) and expects a real page: 200, not the 404 or "not sold" page. */
async function expectEveryLinkWorks(page: Page, hrefs: string[]) {
  const internal = hrefs.filter((h) => h.startsWith('/') && !h.startsWith('//'));
  expect(internal.length).toBeGreaterThan(15);
  for (const href of hrefs.filter((h) => !internal.includes(h))) {
    // Anchors on the page, phone numbers and other sites are not pages of the shop.
    expect(href, href).toMatch(/^(#[\w-]+|tel:\+?[\d]+|mailto:\S+|https:\/\/\S+)$/);
  }
  const problems: string[] = [];
  for (const href of internal) {
    const res = await page.request.get(href);
    const html = await res.text();
    if (res.status() !== 200) problems.push(`${href}: ${res.status()}`);
    else if (html.includes(NOT_FOUND_TEXT) || NOT_SOLD_TEXT.test(html))
      problems.push(`${href}: no real page`);
  }
  expect(problems).toEqual([]);
}

/** Pages this shop does not have yet, and offers it lists but does not sell online, are linked nowhere. */
function expectNoLinksToMissingPages(hrefs: string[]) {
  for (const missing of ['/blog']) {
    expect(hrefs, missing).not.toContain(missing);
  }
}

async function expectNoPromisesOfMissingFeatures(page: Page) {
  await open(page, '/');
  // Withdrawals are sold now: the home page's promise of them shows, and its link answers a real page.
  await expect(page.locator('main')).toContainText('Withdraw to your bank');
  // The banner promotes a raffle, which is sold online: it shows.
  await expect(page.getByTestId('sitewide-banner')).toHaveCount(1);
}

test('an anonymous visitor: every link of the shell and the home page answers a real page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const hrefs = await shellAndHomeLinks(page);
  expect(hrefs).toContain('/login');
  expect(hrefs).toContain('/saturday_lotto');
  expectNoLinksToMissingPages(hrefs);
  await expectEveryLinkWorks(page, hrefs);
  await expectNoPromisesOfMissingFeatures(page);
});

test('a signed-in customer: every link of the shell and the home page answers a real page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page);
  const hrefs = await shellAndHomeLinks(page);
  expect(hrefs).toContain('/my-account');
  expect(hrefs).not.toContain('/login');
  expectNoLinksToMissingPages(hrefs);
  await expectEveryLinkWorks(page, hrefs);
  await expectNoPromisesOfMissingFeatures(page);
  // Still signed in after the walk: no link signed the customer out.
  await open(page, '/my-account');
  await expect(page).toHaveURL(/\/my-account$/);
});
