import type { Page } from '@playwright/test';
import { chooseStartingDraw } from './draw-choice.ts';
import { expect, test } from './fixtures.ts';
import { hydrated, open, runOps, signUp } from './support.ts';

/**
 * The web shop against the real API: browse the offers, pick numbers (by hand and quick pick), add the
 * ticket to an anonymous cart, then change its quantity and remove it. Also the play routes' 404s and the
 * play form without JavaScript.
 */

const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, \d+ items?$/ });

test('a visitor browses, picks numbers, adds a ticket and changes the cart', async ({ page, context }) => {
  // Browse: the home page and /lotto-tickets list the lotteries with their jackpot and next draw. Oz Lotto's next draw
  // is never closed by another browser test (a closed draw's successor has no jackpot until it is announced).
  await open(page, '/');
  const homeCard = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: 'Oz Lotto', exact: true }) });
  await expect(homeCard.getByText('Next draw')).toBeVisible();
  await expect(
    homeCard.getByText(/^(Tonight|Today|Tomorrow|This \w+day|Next \w+day|\w{3}, \d+ \w{3}), \d/),
  ).toBeVisible();
  await expect(homeCard.getByText(/^\$[\d.]+ Million$|^\$[\d,]+$/)).toBeVisible();

  await open(page, '/lotto-tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Lotto tickets' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Oz Lotto', exact: true })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Powerball', exact: true }).click();

  // Pick: Powerball, 7 numbers from 1-35 and a Powerball from 1-20.
  await expect(page).toHaveURL(/\/super_jackpot_lottery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Powerball' })).toBeVisible();
  await expect(page.getByTestId('next-draw')).toContainText(/Draw \d+: /);
  const add = page.getByRole('button', { name: 'Add to cart' });
  await expect(add).toBeDisabled();
  await expect(page.getByTestId('ticket-price')).toHaveText('$0.00');

  const game1 = page.getByTestId('game-0');
  for (const n of [3, 9, 14, 21, 27, 30, 35])
    await game1.getByRole('checkbox', { name: String(n), exact: true }).check();
  // The set is full: the other numbers are disabled until one is unpicked.
  await expect(game1.getByRole('checkbox', { name: '1', exact: true })).toBeDisabled();
  await expect(add).toBeDisabled();
  await game1.getByRole('checkbox', { name: 'Powerball 20' }).check();
  await expect(game1).toHaveAttribute('data-complete', 'true');
  await expect(add).toBeEnabled();
  await expect(page.getByTestId('ticket-price')).toHaveText('$1.65');

  // A half-filled game blocks the ticket; quick pick completes it.
  const game2 = page.getByTestId('game-1');
  await game2.getByRole('checkbox', { name: '5', exact: true }).check();
  await expect(add).toBeDisabled();
  await expect(game2.getByText('Pick 6 more numbers and your Powerball.')).toBeVisible();
  await game2.getByRole('button', { name: 'Quick pick game 2' }).click();
  await expect(game2).toHaveAttribute('data-complete', 'true');
  await expect(game2.getByRole('checkbox', { checked: true })).toHaveCount(8);
  await expect(page.getByTestId('ticket-price')).toHaveText('$3.30');

  await page.getByLabel('Number of draws').selectOption('2');
  await expect(page.getByTestId('ticket-summary')).toHaveText('2 games × 2 draws');
  await expect(page.getByTestId('ticket-price')).toHaveText('$6.60');

  // Cart: the first add creates the anonymous cart; the pre-cart drawer opens.
  await add.click();
  const drawer = page.getByTestId('pre-cart-drawer');
  await expect(drawer.getByRole('heading', { name: 'Added to your cart' })).toBeVisible();
  await expect(drawer).toContainText('$6.60');
  await expect(drawer).toContainText('1 item in your cart');
  await expect(drawer.getByRole('heading', { name: 'Recommended draws' })).toBeVisible();
  // The page behind the drawer is hidden from assistive technology while it is open: read the badge itself.
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const token = (await context.cookies()).find((c) => c.name === 'anonymous_cart_token');
  expect(token?.httpOnly).toBe(true);
  expect(token?.sameSite).toBe('Lax');
  expect(token?.path).toBe('/');
  const days = ((token?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(13.9);
  expect(days).toBeLessThanOrEqual(14);
  // The panels start empty again for the next ticket.
  await expect(page.getByTestId('ticket-price')).toHaveText('$0.00');

  await drawer.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await hydrated(page);
  const item = page.getByTestId('cart-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Powerball');
  await expect(item).toContainText('2 games × 2 draws');
  await expect(item.getByTestId('line')).toHaveCount(2);
  await expect(item.getByTestId('line').first()).toContainText('3914212730');
  await expect(page.getByTestId('cart-total')).toHaveText('$6.60');
  await expect(page.getByTestId('cart-pay-now')).toHaveText('$6.60');

  // Change the quantity: the total follows.
  await item.getByLabel('Quantity').selectOption('3');
  await expect(page.getByTestId('cart-total')).toHaveText('$19.80');
  await expect(item.getByTestId('cart-item-total')).toHaveText('$19.80');
  await page.reload();
  await expect(page.getByTestId('cart-total')).toHaveText('$19.80');

  // Remove: the cart is empty and the badge says so.
  await page.getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
});

test('play routes: the standard suffix, unknown offers and game types, offers not sold online', async ({
  page,
}) => {
  await open(page, '/mega_jackpot_lottery/standard');
  await expect(page.getByRole('heading', { level: 1, name: 'Oz Lotto' })).toBeVisible();
  await expect(page).toHaveTitle('Play Oz Lotto | Lottoshop');
  // Oz Lotto has no Powerball grid.
  await expect(page.getByTestId('game-0').getByRole('checkbox')).toHaveCount(47);

  for (const path of [
    '/no_such_lottery',
    '/super_jackpot_lottery/no-such-type',
    '/super_jackpot_lottery/boxed',
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
  const raffle = await page.goto('/dream_home_raffle');
  expect(raffle?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Dream Home Raffle 312' })).toBeVisible();
  // Lotto Strike picks its numbers by position (strike-combos.spec.ts plays it).
  const strike = await page.goto('/lotto_strike');
  expect(strike?.status()).toBe(200);
  await expect(page.getByRole('combobox', { name: '1st number' }).first()).toBeVisible();
});

test('the server checks what the form posts, whatever the browser sends', async ({ page }) => {
  await open(page, '/super_jackpot_lottery');
  await page.getByRole('button', { name: 'Quick pick all' }).click();
  // A number of draws not on offer, added to the select by hand.
  await page.getByLabel('Number of draws').evaluate((select: HTMLSelectElement) => {
    const option = document.createElement('option');
    option.value = '9';
    option.textContent = '9 draws';
    select.append(option);
  });
  await page.getByLabel('Number of draws').selectOption('9');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Choose the number of draws.')).toBeVisible();
  await expect(page.getByTestId('pre-cart-drawer')).toHaveCount(0);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
});

test('a draw that closes before payment: the customer is told, and nothing is charged', async ({ page }) => {
  // Sign up straight into the deposit page, and fund the wallet.
  await signUp(page, '/my-account/deposit', {
    firstName: 'Casey',
    lastName: 'Tran',
    dateOfBirth: '1979-11-30',
    addressLine1: '5 Queen Street',
    suburb: 'Brisbane',
    state: 'QLD',
    postcode: '4000',
  });
  await page.getByRole('textbox', { name: 'Deposit amount', exact: true }).fill('10');
  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByTestId('deposit-new-balance')).toHaveText('$10.00');

  // A signed-in customer's ticket goes to the customer cart, for the second draw on sale: the one this test
  // closes, which no other test buys (the System and PowerHit test closes the third).
  await open(page, '/super_jackpot_lottery');
  const chosenDraw = await chooseStartingDraw(page, 1);
  await page.getByRole('button', { name: 'Quick pick game 1' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByTestId('pre-cart-drawer').getByRole('link', { name: 'Go to cart' }).click();
  await hydrated(page);
  await expect(page.getByTestId('cart-balance')).toHaveText('$10.00');
  await expect(page.getByTestId('cart-pay-now')).toHaveText('$1.65');
  await expect(page.getByTestId('cart-balance-after')).toHaveText('$8.35');
  const drawNo = await page.getByTestId('cart-item').getAttribute('data-draw-no');
  expect(drawNo).toBe(String(chosenDraw));
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/buy$/);
  await hydrated(page);
  await expect(page.getByTestId('checkout-total')).toHaveText('$1.65');

  // The draw closes while the payment page is open.
  await runOps('close', 'super_jackpot_lottery', String(drawNo));
  await page.getByRole('button', { name: 'Pay $1.65' }).click();
  await expect(page.getByTestId('purchase-error')).toContainText(/clos/i);
  await expect(page).toHaveURL(/\/cart\/buy$/);
  // The cart says what happened to the ticket of the closed draw.
  await open(page, '/cart');
  await expect(page.getByTestId('auto-removed')).toContainText('Powerball');
  // The notice can be dismissed.
  await hydrated(page);
  await page.getByRole('link', { name: /^Dismiss: .*Powerball/ }).click();
  await expect(page.getByTestId('auto-removed')).toHaveCount(0);
  await open(page, '/my-account');
  await expect(page.getByTestId('available-funds')).toHaveText('$10.00');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the play form posts: server checks, quick pick on the server, then the cart with campaign parameters', async ({
    page,
  }) => {
    await page.goto('/mega_jackpot_lottery?utm_source=newsletter&utm_campaign=spring&other=1');
    const game1 = page.getByTestId('game-0');
    for (const n of [1, 2, 3]) await game1.getByRole('checkbox', { name: String(n), exact: true }).check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByTestId('game-0').getByText('Pick exactly 7 numbers.')).toBeVisible();
    await expect(page.getByTestId('game-0').getByRole('checkbox', { checked: true })).toHaveCount(3);

    await page.getByRole('button', { name: 'Clear game 1' }).click();
    await expect(page.getByTestId('game-0').getByRole('checkbox', { checked: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Quick pick game 1' }).click();
    await expect(page.getByTestId('game-0').getByRole('checkbox', { checked: true })).toHaveCount(7);
    await expect(page.getByTestId('game-1').getByRole('checkbox', { checked: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/cart\?utm_source=newsletter&utm_campaign=spring$/);
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await expect(page.getByTestId('cart-total')).toHaveText('$1.55');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

    await page.getByLabel('Quantity').selectOption('2');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByTestId('cart-total')).toHaveText('$3.10');
  });
});
