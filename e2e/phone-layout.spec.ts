import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { API_URL, open, opsDrawCall, signedHeaders, signUp } from './support.ts';

/**
 * The shop on a 390 x 844 phone: nothing scrolls sideways, money columns stay on screen, the logos keep their
 * size and their wordmark, and a notice never covers the page's buttons.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

async function apiCall(request: APIRequestContext, page: Page | null, path: string, data?: unknown) {
  const headers = await signedHeaders(page, '3.3');
  const res = data
    ? await request.post(`${API_URL}/v2${path}`, { headers, data })
    : await request.get(`${API_URL}/v2${path}`, { headers });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()).result;
}

/** The document is no wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, page.url()).toBeLessThanOrEqual(clientWidth);
}

/** Every element of `cells` lies within the screen's width, and `scroller` (a table's box) does not scroll. */
async function expectOnScreen(cells: Locator, scroller: Locator) {
  const count = await cells.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const box = await cells.nth(i).boundingBox();
    expect(box, `cell ${i}`).not.toBeNull();
    expect(box?.x ?? -1, `cell ${i} left`).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0), `cell ${i} right`).toBeLessThanOrEqual(PHONE.width);
  }
  const overflow = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A logo image drawn at a width a person can read (not squeezed to its round mark). */
async function expectReadableLogo(logo: Locator) {
  await expect(logo).toBeVisible();
  const box = await logo.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(100);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('results: the prize per winner is on screen, with no sideways scroll', async ({ page, request }) => {
  // The draw after the next two of Set for Life, so other tests' draws stay on sale.
  const offers = (await apiCall(request, null, '/product_offers?clear_cache=1')) as {
    key: string;
    next_draw: { draw_no: number } | null;
  }[];
  const sfl = offers.find((o) => o.key === 'set_for_life2020');
  if (!sfl?.next_draw) throw new Error('Set for Life has no next draw');
  const drawNo = sfl.next_draw.draw_no + 2;
  await opsDrawCall(request, `set_for_life2020/${drawNo}/close`);
  await opsDrawCall(request, `set_for_life2020/${drawNo}/result`, {
    main: [4, 9, 16, 23, 30, 37, 42],
    supplementary: [6, 43],
    dividends: {
      1: 2_000_000_00,
      2: 50_000_00,
      3: 5_000_00,
      4: 400_00,
      5: 60_00,
      6: 40_00,
      7: 20_00,
      8: 10_00,
    },
  });

  await open(page, `/set_for_life2020/results/draw/${drawNo}`);
  const table = page.getByTestId('divisions');
  await expect(table.getByTestId('division-prize').first()).toHaveText('$2,000,000.00');
  await expectOnScreen(table.getByTestId('division-prize'), table.locator('..'));
  await expectOnScreen(table.getByRole('columnheader', { name: 'Prize per winner' }), table.locator('..'));
  // What each division needs is still said, under the division's name.
  await expect(table.locator('tbody tr').first()).toContainText('7 winning numbers');
  await expectNoSidewaysScroll(page);
  for (const path of ['/', '/lotto-results', '/lotto-tickets', '/saturday_lotto', '/about/faq']) {
    await open(page, path);
    await expectNoSidewaysScroll(page);
  }
});

test('signed in: the logos, the transactions, and a notice that leaves the receipt’s buttons free', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUp(page, '/my-account/deposit');
  await page.getByLabel('Deposit amount', { exact: true }).fill('20');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByTestId('deposit-new-balance')).toHaveText('$20.00');

  // The header's logo keeps its size beside the Account button with the balance.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /Account/ })).toContainText('$20.00');
  await expectReadableLogo(page.getByTestId('header-logo'));
  // The footer is dark: its logo is the light one, so the wordmark shows.
  const footerLogo = page.getByTestId('footer-logo');
  await expect(footerLogo).toHaveAttribute('src', /logo-white\.svg$/);
  await footerLogo.scrollIntoViewIfNeeded();
  await expectReadableLogo(footerLogo);
  await expectNoSidewaysScroll(page);

  // A ticket bought from the wallet (the play screen and checkout have their own tests).
  const offers = (await apiCall(request, null, '/product_offers?clear_cache=1')) as {
    key: string;
    next_draw: { draw_no: number };
  }[];
  const saturday = offers.find((o) => o.key === 'saturday_lotto');
  if (!saturday) throw new Error('saturday_lotto is not on sale');
  await apiCall(request, page, '/cart/items', {
    lottery_key: 'saturday_lotto',
    game_type: 'standard',
    draw_no: saturday.next_draw.draw_no,
    games: [1, 2, 3, 4].map((n) => ({ Numbers: [n, 10, 20, 30, 40, 45] })),
  });
  const receipt = await apiCall(request, page, '/cart/purchase', { idempotency_key: randomUUID() });

  // The transactions: the amount and the balance after each movement are on screen.
  await open(page, '/my-account/transactions/1');
  const table = page.getByTestId('transactions');
  await expect(table.getByTestId('transaction-row')).toHaveCount(2);
  await expectOnScreen(table.getByTestId('transaction-balance'), table.locator('..'));
  await expectOnScreen(table.getByRole('columnheader', { name: 'Balance' }), table.locator('..'));
  await expect(table.getByTestId('transaction-row').last()).toContainText('Deposit');
  await expectNoSidewaysScroll(page);

  // The receipt with the welcome notice a new customer brings from signing up (a flash notice).
  await context.addCookies([{ name: 'flash_notice', value: 'signed_up', url: baseURL ?? '' }]);
  await open(page, `/receipt/${receipt.checkout_id}`);
  const notice = page.getByRole('status').filter({ hasText: 'Welcome! Your account has been created' });
  await expect(notice).toBeVisible();
  for (const name of ['Play again', 'My tickets']) {
    const button = page.getByRole('link', { name, exact: true });
    // Scrolled so that the button sits at the bottom of the screen, where a stacked notice would be.
    await button.evaluate((el) => {
      const rect = el.getBoundingClientRect();
      window.scrollBy(0, rect.bottom - window.innerHeight + 4);
    });
    const box = await button.boundingBox();
    if (!box) throw new Error(`${name} is not shown`);
    expect(box.y + box.height, `${name} on screen`).toBeLessThanOrEqual(PHONE.height);
    const noticeBox = await notice.boundingBox();
    if (noticeBox) expect(overlaps(box, noticeBox), `${name} covered by the notice`).toBe(false);
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x as number, y as number)?.closest('a')?.textContent ?? null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop, `${name} is what a tap reaches`).toBe(name);
  }
  await expectNoSidewaysScroll(page);
});
