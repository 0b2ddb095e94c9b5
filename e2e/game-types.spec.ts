import { chooseDraw, chooseStartingDraw } from './draw-choice.ts';
import { expect, test } from './fixtures.ts';
import { hydrated, open, runOps, signUp } from './support.ts';

/**
 * Entry types in the browser: a Powerball System 8 and a PowerHit bought, the draw resulted with the operator's
 * command, every winning game and the paid total on the tickets; favourite numbers saved, replaced and applied.
 */

const OFFER = 'super_jackpot_lottery';

test('a System 8 and a PowerHit: bought, resulted, each winning game shown and paid', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, '/my-account/deposit', {
    firstName: 'Morgan',
    lastName: 'Reid',
    dateOfBirth: '1982-05-17',
  });
  await page.getByRole('textbox', { name: 'Deposit amount', exact: true }).fill('60');
  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByTestId('deposit-new-balance')).toHaveText('$60.00');

  // System 8: eight numbers and a Powerball, 8 games at $1.65.
  await open(page, `/${OFFER}/systems`);
  await expect(
    page.getByRole('navigation', { name: 'System size' }).getByRole('link', { name: 'System 8' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('price-note')).toContainText('System 8: each entry is 8 games at $1.65');
  const system = page.getByTestId('game-0');
  for (const n of [1, 2, 3, 4, 5, 6, 7, 8])
    await system.getByRole('checkbox', { name: String(n), exact: true }).check();
  await system.getByRole('checkbox', { name: 'Powerball 17', exact: true }).check();
  await expect(page.getByTestId('ticket-summary')).toHaveText('1 × System 8 (8 games) × 1 draw');
  await expect(page.getByTestId('ticket-price')).toHaveText('$13.20');
  // The third draw on sale, this test's own: it closes and results it (others buy the next, the draw-closes
  // test the second).
  const chosenDraw = await chooseStartingDraw(page, 2);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('pre-cart-drawer')).toBeVisible();

  // PowerHit: seven numbers and no Powerball (it plays all 20), 20 games.
  await open(page, `/${OFFER}/powerhit`);
  const hit = page.getByTestId('game-0');
  await expect(hit.getByRole('checkbox', { name: /^Powerball/ })).toHaveCount(0);
  for (const n of [1, 2, 3, 4, 10, 11, 12])
    await hit.getByRole('checkbox', { name: String(n), exact: true }).check();
  await expect(page.getByTestId('ticket-price')).toHaveText('$33.00');
  await chooseDraw(page, chosenDraw);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('pre-cart-drawer')).toBeVisible();

  await open(page, '/cart/buy');
  await page.getByRole('button', { name: 'Pay $46.20' }).click();
  await expect(page).toHaveURL(/\/receipt\/[A-Za-z0-9_-]+$/);
  await hydrated(page);
  await expect(page.getByTestId('receipt-ticket')).toHaveCount(2);
  const drawNo = await page.getByTestId('receipt-draw').first().getAttribute('data-draw-no');
  expect(drawNo).toBe(String(chosenDraw));
  await expect(page.getByTestId('receipt-draw').last()).toHaveAttribute('data-draw-no', String(chosenDraw));

  // The operator closes the draw and enters its result: 1-7 and Powerball 17.
  await runOps('close', OFFER, String(drawNo));
  await runOps(
    'result',
    OFFER,
    String(drawNo),
    '--main',
    '1,2,3,4,5,6,7',
    '--bonus',
    '17',
    '--dividends',
    '1=1000000,2=100000,3=5000,4=500,5=100,6=50,7=20,8=15,9=10',
  );

  await open(page, '/my-account/past-tickets/1');
  const tickets = page.getByTestId('ticket-summary');
  await expect(tickets).toHaveCount(2);
  // The System 8: the game without 8 wins division 1 (7 + Powerball), the seven others division 3 (6 + Powerball).
  await tickets.filter({ hasText: 'Systems' }).getByRole('link').first().click();
  await hydrated(page);
  await expect(page.getByTestId('ticket-entry')).toContainText('System 8 · 8 games');
  const wins = page.getByTestId('winning-line');
  await expect(wins).toHaveCount(8);
  await expect(wins.first().getByTestId('line-prize')).toHaveText('Division 1 · $1,000,000.00');
  await expect(wins.filter({ hasText: 'Division 3 · $5,000.00' })).toHaveCount(7);
  await expect(page.getByTestId('ticket-total-prize')).toHaveText('$1,035,000.00');

  // The PowerHit: four numbers win only with Powerball 17, division 6.
  await open(page, '/my-account/past-tickets/1');
  await page.getByTestId('ticket-summary').filter({ hasText: 'PowerHit' }).getByRole('link').first().click();
  await hydrated(page);
  await expect(page.getByTestId('ticket-entry')).toContainText('PowerHit · 20 games');
  await expect(page.getByTestId('winning-line')).toHaveCount(1);
  await expect(page.getByTestId('line-prize')).toHaveText('Division 6 · $50.00');
  await expect(page.getByTestId('ticket-total-prize')).toHaveText('$50.00');

  // Paid into the wallet: $60.00 - $46.20 + $1,035,050.00.
  await open(page, '/my-account');
  await expect(page.getByTestId('available-funds')).toHaveText('$1,035,063.80');
});

test('favourite numbers: saved, replaced and applied to a new ticket', async ({ page }) => {
  await signUp(page, '/my-account/favourite-numbers', {
    firstName: 'Robin',
    lastName: 'Shaw',
    dateOfBirth: '1990-08-02',
  });
  const saturday = page.getByTestId('favourites-saturday_lotto');
  await expect(saturday).toContainText('No favourite numbers saved yet.');

  await saturday.getByRole('textbox').fill('1, 2, 3, 4, 5, 6');
  await saturday.getByRole('button', { name: 'Add to favourites for Saturday Lotto' }).click();
  await expect(page.getByTestId('favourites-notice')).toHaveText(
    'Your favourite numbers for Saturday Lotto were saved.',
  );
  await expect(saturday.getByTestId('favourite-game')).toHaveCount(1);

  await saturday.getByRole('textbox').fill('7 8 9 10 11 12');
  await saturday.getByRole('button', { name: 'Replace favourites for Saturday Lotto' }).click();
  await expect(page.getByTestId('favourites-notice')).toHaveText(
    'Your favourite numbers for Saturday Lotto were replaced.',
  );
  await expect(saturday.getByTestId('favourite-game')).toHaveCount(1);
  await expect(saturday.getByTestId('favourite-game')).toContainText('789101112');

  // A game that is not a complete game is refused with the game's own words.
  await saturday.getByRole('textbox').fill('1, 2, 3');
  await saturday.getByRole('button', { name: 'Add to favourites for Saturday Lotto' }).click();
  await expect(page.getByRole('alert')).toContainText('Pick exactly 6 numbers.');

  // Applied: the play screen opens with the favourites filled in.
  await saturday.getByRole('link', { name: 'Play my favourites in Saturday Lotto' }).click();
  await expect(page).toHaveURL(/\/saturday_lotto\?favourite_numbers=true$/);
  await hydrated(page);
  await expect(page.getByText('Your favourite numbers are filled in below.')).toBeVisible();
  const first = page.getByTestId('game-0');
  await expect(first).toHaveAttribute('data-complete', 'true');
  for (const n of [7, 8, 9, 10, 11, 12]) {
    await expect(first.getByRole('checkbox', { name: String(n), exact: true })).toBeChecked();
  }
});

test('quick pick: choose games and draws, the server picks every number', async ({ page }) => {
  await open(page, '/saturday_lotto/random');
  await expect(page.getByRole('heading', { level: 1, name: 'Saturday Lotto' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Number of games' }).selectOption('6');
  await page.getByRole('combobox', { name: 'Number of draws' }).selectOption('2');
  await expect(page.getByTestId('ticket-price')).toHaveText('$10.20');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByTestId('pre-cart-drawer').getByRole('link', { name: 'Go to cart' }).click();
  await hydrated(page);
  const item = page.getByTestId('cart-item');
  await expect(item).toContainText('Saturday Lotto — 6 games, 2 draws');
  await expect(page.getByTestId('cart-total')).toHaveText('$10.20');
});
