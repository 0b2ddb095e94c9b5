import { expect, test } from './fixtures.ts';
import { hydrated, open, signUp } from './support.ts';

/**
 * Several draws and days (decision 052): an Oz Lotto quick pick for 3 draws from the 2nd forward draw, and a
 * Monday & Wednesday Lotto ticket bought from the page of a later draw (/{offer}/draw/{drawNo}/buy) for both days
 * of one week. Both are paid; the receipt and the ticket page name every draw and how many are left. Only draws
 * well after the next ones are used (other tests close and result the next draws of other lotteries).
 */

async function nextDrawNo(page: import('@playwright/test').Page): Promise<number> {
  const text = (await page.getByTestId('next-draw').textContent()) ?? '';
  const m = /Draw (\d+)/.exec(text);
  expect(m, text).not.toBeNull();
  return Number(m?.[1]);
}

test('a 3-draw ticket and a ticket for a chosen later draw, bought and shown draw by draw', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, '/my-account/deposit');
  await page.getByLabel('Deposit amount', { exact: true }).fill('40');
  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByTestId('deposit-new-balance')).toHaveText('$40.00');

  // Oz Lotto quick pick: 1 game, 3 draws, starting with the draw after the next available one: no other test buys
  // these (the Super Combo test closes the next draw, the account test the last on sale).
  await open(page, '/mega_jackpot_lottery/random');
  const ozNext = await nextDrawNo(page);
  await page.getByRole('combobox', { name: 'Number of games' }).selectOption('1');
  await page.getByRole('combobox', { name: 'Number of draws' }).selectOption('3');
  const starting = page.getByRole('combobox', { name: 'Starting draw' });
  // Each starting draw names the draw it buys: the next available, then each draw after it.
  const labels = await starting.getByRole('option').allTextContents();
  expect(labels[0]).toMatch(new RegExp(`^Next available: draw ${ozNext}, `));
  expect(labels[1]).toMatch(/^Draw \d+, /);
  const chosenNo = Number(/^Draw (\d+)/.exec(labels[1] ?? '')?.[1]);
  await starting.selectOption({ index: 1 });
  await expect(page.getByTestId('ticket-price')).toHaveText('$4.65');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('pre-cart-drawer')).toBeVisible();

  await open(page, '/cart');
  const oz = page.getByTestId('cart-item').filter({ hasText: 'Oz Lotto' });
  // The second draw on sale, the one its option named (the draw after ozNext, or one more when the Super Combo
  // test closed ozNext meanwhile); the cart names it with its date.
  const ozFirst = Number(await oz.getAttribute('data-draw-no'));
  expect(ozFirst).toBe(chosenNo);
  await expect(oz).toContainText(`Draw ${chosenNo}, ${(labels[1] ?? '').replace(/^Draw \d+, /, '')}`);
  await expect(oz.getByTestId('cart-item-draws')).toContainText(
    `Draws ${ozFirst}, ${ozFirst + 1} and ${ozFirst + 2}`,
  );

  // A draw not on sale says so on its page; a draw that does not exist is the 404 page.
  expect((await page.goto('/weekday_lotto/draw/999999999'))?.status()).toBe(404);

  // Monday & Wednesday Lotto: the page of the draw five after the next, both days for 1 week, bought at once.
  await open(page, '/weekday_lotto');
  const target = (await nextDrawNo(page)) + 5;
  await open(page, `/weekday_lotto/draw/${target}/buy`);
  await expect(page.getByTestId('next-draw')).toContainText(`Draw ${target}:`);
  await expect(page.getByRole('combobox', { name: 'Starting draw' })).toHaveCount(0);
  // Adding needs a day first (spec 2 §9).
  await page.getByRole('button', { name: 'Quick pick all' }).click();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Day' }).selectOption({ label: 'Monday and Wednesday' });
  await page.getByRole('combobox', { name: 'Number of weeks' }).selectOption('1');
  await expect(page.getByTestId('ticket-summary')).toHaveText('6 games × 1 week (2 draws)');
  // 6 games × 2 draws × 75c.
  await expect(page.getByTestId('ticket-price')).toHaveText('$9.00');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart\/buy$/);
  await hydrated(page);
  await page.getByRole('button', { name: 'Pay $13.65' }).click();
  await expect(page).toHaveURL(/\/receipt\/[A-Za-z0-9_-]+$/);
  await hydrated(page);

  const drawNos = await page
    .getByTestId('receipt-draw')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-draw-no'))));
  expect(drawNos.sort((a, b) => a - b)).toEqual(
    [ozFirst, ozFirst + 1, ozFirst + 2, target, target + 1].sort((a, b) => a - b),
  );
  await expect(page.getByText('Every draw day for 1 week')).toBeVisible();

  // The ticket page: which draws, and how many are still to come.
  await page
    .getByTestId('receipt-ticket')
    .filter({ hasText: 'Oz Lotto' })
    .getByRole('link', { name: 'View ticket' })
    .click();
  await hydrated(page);
  await expect(page.getByTestId('ticket-draws-left')).toHaveText('3 of 3');
  await expect(page.getByRole('heading', { name: 'Draws' })).toBeVisible();
});
