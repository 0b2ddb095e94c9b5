import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { API_URL, open, signedHeaders } from './support.ts';

/**
 * The play screen for keyboard and screen-reader users, and its ways to play: every game type an offer sells is a
 * link from its play screen; the number grid is one Tab stop whose numbers the arrow keys move between, with a
 * skip link to Add to cart; a complete panel is named "Game 1, complete"; the drawer that opens on adding gives
 * focus back to Add to cart when Escape closes it.
 */

/** The Tab presses from the top of the page until `Add to cart` has focus (at most `limit`). */
async function tabStopsTo(page: Page, name: string, limit: number): Promise<number> {
  await page.locator('body').focus();
  for (let n = 1; n <= limit; n++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return n;
  }
  return Number.POSITIVE_INFINITY;
}

test('every game type of every lottery is linked from its play screen', async ({ page, request }) => {
  test.setTimeout(240_000);
  const res = await request.get(`${API_URL}/v2/product_offers`, {
    headers: await signedHeaders(null, '3.7'),
  });
  expect(res.ok()).toBe(true);
  const offers = (await res.json()).result as {
    key: string;
    kind: string;
    matrix: unknown;
    game_types: { game_type: string; name: string }[];
  }[];
  const lotteries = offers.filter((o) => o.kind === 'lottery' && o.matrix);
  expect(lotteries.length).toBeGreaterThan(3);
  const sellable = ['standard', 'reduced_system', 'powerhit', 'powerpik', 'random', 'strike_standard'];
  sellable.push('strike_boxed', 'sequential', 'mega_combo');
  for (const offer of lotteries) {
    const types = offer.game_types.filter((g) => sellable.includes(g.game_type));
    if (types.length < 2) continue;
    await page.goto(`/${offer.key}`);
    const ways = page.getByTestId('ways-to-play');
    for (const type of types) {
      // Each link leads to that way's play screen, marked as the current one there.
      const link = ways.getByRole('link', { name: type.name, exact: true });
      await link.click();
      await expect(
        page.getByTestId('ways-to-play').getByRole('link', { name: type.name, exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('h1')).toBeVisible();
    }
  }
});

test('the number grid is one Tab stop: arrows move, Space and Enter pick; a skip link reaches Add to cart', async ({
  page,
}) => {
  await open(page, '/saturday_lotto');
  // Add to cart is enabled once the games are picked.
  await page.getByRole('button', { name: 'Quick pick all' }).click();
  // Before: every number of every panel was a Tab stop (474 to reach Add to cart).
  expect(await tabStopsTo(page, 'Add to cart', 120)).toBeLessThan(60);

  const game = page.getByTestId('game-0');
  await page.getByRole('button', { name: 'Clear game 1' }).click();
  const one = game.getByRole('checkbox', { name: '1', exact: true });
  await one.focus();
  await page.keyboard.press('ArrowRight');
  await expect(game.getByRole('checkbox', { name: '2', exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(game.getByRole('checkbox', { name: '2', exact: true })).toBeChecked();
  await page.keyboard.press('ArrowDown');
  const below = game.locator('input:focus');
  const belowNo = Number(await below.getAttribute('value'));
  expect([9, 11]).toContain(belowNo); // 7 columns on a phone, 9 wider
  await page.keyboard.press('Enter');
  await expect(below).toBeChecked();
  await page.keyboard.press('End');
  await expect(game.getByRole('checkbox', { name: '45', exact: true })).toBeFocused();
  // Tab leaves the grid in one step: the next stop is outside the numbers.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).not.toBe('game0.main');

  // The skip link, the form's first stop, goes to Add to cart.
  await page.getByRole('link', { name: 'Skip to Add to cart' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Your ticket' })).toBeFocused();
});

test('a complete panel is "Game 1, complete"; Escape on the drawer gives focus back to Add to cart', async ({
  page,
}) => {
  await open(page, '/saturday_lotto');
  await page.getByRole('button', { name: 'Quick pick all' }).click();
  await expect(page.getByRole('region', { name: 'Game 1, complete' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Game 1Complete' })).toHaveCount(0);
  const add = page.getByRole('button', { name: 'Add to cart' });
  await add.click();
  await expect(page.getByTestId('pre-cart-drawer')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('pre-cart-drawer')).toBeHidden();
  // Back to the add button, or (while it waits, disabled, for new numbers) the ticket bar around it.
  await expect(page.getByRole('region', { name: 'Your ticket' })).toBeFocused();
  await page.getByRole('button', { name: 'Quick pick all' }).click();
  await add.click();
  await expect(page.getByTestId('pre-cart-drawer')).toBeVisible();
  await page.getByTestId('pre-cart-drawer').getByRole('button', { name: 'Close' }).press('Enter');
  await expect(page.getByTestId('pre-cart-drawer')).toBeHidden();
  await expect(page.locator('body')).not.toBeFocused();
});

test("the Super Combos grids are one Tab stop each, with the play grid's arrow keys; a taken number does nothing", async ({
  page,
}) => {
  await open(page, '/mega_jackpot_lottery/super-combos');
  const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('name'));
  const numbers = page.getByRole('group', { name: /Your numbers/ });
  const favourites = page.getByRole('group', { name: /Favourites, in every game/ });
  // Before: every number of both grids was its own Tab stop (47 each): now only one of each grid is.
  await expect(numbers.locator('input[tabindex="0"]')).toHaveCount(1);
  await expect(numbers.locator('input[tabindex="-1"]')).toHaveCount(46);
  await expect(favourites.locator('input[tabindex="0"]')).toHaveCount(1);

  await numbers.getByRole('checkbox', { name: '1', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  const two = numbers.getByRole('checkbox', { name: '2', exact: true });
  await expect(two).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(two).toBeChecked();
  await page.keyboard.press('ArrowDown');
  const below = Number(await numbers.locator('input:focus').getAttribute('value'));
  expect([9, 11]).toContain(below); // 7 columns on a phone, 9 wider
  await page.keyboard.press('Space');
  await expect(numbers.getByRole('checkbox', { name: String(below), exact: true })).toBeChecked();
  await page.keyboard.press('End');
  await expect(numbers.getByRole('checkbox', { name: '47', exact: true })).toBeFocused();
  // Tab leaves the numbers in one step, onto the favourites grid, and leaves that in one more.
  await page.keyboard.press('Tab');
  expect(await focusedName()).toBe('favourites');
  await page.keyboard.press('ArrowRight');
  const favouriteTwo = favourites.getByRole('checkbox', { name: 'Favourite 2', exact: true });
  await expect(favouriteTwo).toBeFocused();
  // 2 is already one of the numbers: reachable, marked unavailable, and picking it does nothing.
  await expect(favouriteTwo).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Space');
  await expect(favouriteTwo).not.toBeChecked();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(favourites.getByRole('checkbox', { name: 'Favourite 3', exact: true })).toBeChecked();
  await page.keyboard.press('Tab');
  expect(await focusedName()).toBe('numGames');
});
