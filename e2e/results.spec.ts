import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { API_URL, open, opsDrawCall, signedHeaders } from './support.ts';

/**
 * The results pages in the browser, against the real API. The draws are made here through the operator's
 * calls (as `npm run ops` makes them): an official result entered for Set for Life, and an Express Lotto draw
 * made with the shop's RNG. They use draws after the next one, so the next draw stays on sale for the
 * other browser tests running alongside.
 */

type Offer = { key: string; name: string; next_draw: { draw_no: number } | null };

async function offer(request: APIRequestContext, key: string): Promise<Offer> {
  const res = await request.get(`${API_URL}/v2/product_offers?clear_cache=1`, {
    headers: await signedHeaders(null, '3.7'),
  });
  expect(res.ok()).toBe(true);
  const found = ((await res.json()).result as Offer[]).find((o) => o.key === key);
  if (!found?.next_draw) throw new Error(`${key} has no next draw`);
  return found;
}

const SET_FOR_LIFE = {
  main: [3, 8, 15, 22, 29, 36, 41],
  supplementary: [5, 44],
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
};

test('draw results show on the results pages, per offer and per draw', async ({ page, request }) => {
  test.setTimeout(90_000);
  const sfl = await offer(request, 'set_for_life2020');
  const express = await offer(request, 'express_lotto');
  // Later than the draws other browser tests result (Set for Life: phone-layout +2, results-area +3; Express Lotto:
  // the lottery verifier +2), so each is its lottery's latest whatever the order. Set for Life draws weekly, so its
  // draw four weeks ahead is also the newest of all on /lotto-results; Express Lotto draws every five minutes, so other
  // tests' weekly draws may come before its own on that page, and it is looked for on its own results page.
  const sflDraw = (sfl.next_draw?.draw_no ?? 0) + 4;
  const expressDraw = (express.next_draw?.draw_no ?? 0) + 3;

  // The operator closes the draws and enters or makes their results (each call also settles the draw).
  await opsDrawCall(request, `set_for_life2020/${sflDraw}/close`);
  await opsDrawCall(request, `set_for_life2020/${sflDraw}/result`, SET_FOR_LIFE);
  await opsDrawCall(request, `express_lotto/${expressDraw}/close`);
  const made = await opsDrawCall(request, `express_lotto/${expressDraw}/draw`);
  const expressNumbers: number[] = made.draw.numbers.main;
  expect(expressNumbers).toHaveLength(6);
  // Results are cached for a short while by the API: start from fresh answers.
  await request.get(`${API_URL}/v2/config?clear_cache=1`, { headers: await signedHeaders(null, '3.7') });

  // /lotto-results lists the newest lottery draws, the new Set for Life result first.
  await open(page, '/lotto-results');
  await expect(page).toHaveTitle('Lotto results | Lottoshop');
  const sflCard = page.getByRole('article', { name: `${sfl.name} draw ${sflDraw}` });
  await expect(sflCard).toBeVisible();
  await expect(sflCard.getByRole('list', { name: 'Winning numbers' }).getByRole('listitem')).toHaveText(
    SET_FOR_LIFE.main.map(String),
  );
  await expect(sflCard.getByRole('list', { name: 'Supplementary numbers' }).getByRole('listitem')).toHaveText(
    SET_FOR_LIFE.supplementary.map(String),
  );
  // The card's division 1 figure is the declared dividend, the same figure as the draw's own page (below).
  await expect(sflCard.getByTestId('division-one')).toHaveText('$2,000,000.00');
  await open(page, '/express_lotto/results');
  await expect(page.getByRole('article', { name: `Draw ${expressDraw}`, exact: true })).toBeVisible();
  await open(page, '/lotto-results/lotteries/1');
  await expect(page.getByRole('article', { name: `${sfl.name} draw ${sflDraw}` })).toBeVisible();

  // The footer's '{name} Results' link opens the offer's results, and its draw's full result.
  await open(page, '/');
  await page
    .getByTestId('site-footer')
    .getByRole('link', { name: `${sfl.name} Results` })
    .click();
  await expect(page).toHaveURL(/\/set_for_life2020\/results$/);
  await expect(page.getByRole('heading', { level: 1, name: `${sfl.name} results` })).toBeVisible();
  await page.getByRole('link', { name: `Full results for draw ${sflDraw}` }).click();
  await expect(page).toHaveURL(new RegExp(`/set_for_life2020/results/draw/${sflDraw}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${sfl.name} draw ${sflDraw}` })).toBeVisible();
  await expect(page.getByTestId('drawn-numbers').getByRole('listitem')).toHaveText(
    [...SET_FOR_LIFE.main, ...SET_FOR_LIFE.supplementary].map(String),
  );
  const rows = page.getByTestId('divisions').locator('tbody tr');
  await expect(rows).toHaveCount(8);
  await expect(rows.first()).toContainText('Division 1');
  await expect(rows.first().getByRole('cell').last()).toHaveText('$2,000,000.00');
  await expect(rows.nth(7).getByRole('cell').last()).toHaveText('$10.00');
  await expect(page.getByText('Official result.')).toBeVisible();

  // A draw the shop made itself shows its seed commitment and the revealed seed.
  await open(page, `/express_lotto/results/draw/${expressDraw}`);
  await expect(
    page.getByTestId('drawn-numbers').getByRole('list', { name: 'Winning numbers' }).getByRole('listitem'),
  ).toHaveText(expressNumbers.map(String));
  await expect(page.getByTestId('audit-seed-hash')).toHaveText(made.draw.audit.seed_hash);
  await expect(page.getByTestId('audit-seed')).toHaveText(made.draw.audit.seed ?? 'Not revealed yet');
});

test('unknown offers, draws without results and pages past the end are the 404 page', async ({ page }) => {
  for (const path of [
    '/no_such_offer/results',
    '/set_for_life2020/results/draw/999999',
    '/set_for_life2020/results/draw/abc',
    '/lotto-results/999',
    '/lotto-results/0',
  ]) {
    const res = await open(page, path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Something went wrong.' })).toBeVisible();
  }
});
