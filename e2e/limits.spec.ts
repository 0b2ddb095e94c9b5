import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { API_URL, open, signedHeaders, signUp } from './support.ts';

/**
 * Spend limits in the browser against the real API and database: a customer sets a weekly spend limit, buys up
 * to it, and the cart blocks the next ticket with the reason and no way to check out; raising the limit (from the
 * cart) leaves it pending with its date, which they cancel on the limits page. A limit of 0 is refused on the form.
 */

const TICKET = {
  lottery_key: 'saturday_lotto',
  game_type: 'standard',
  // Two draws on: the journey, which may run beside these tests, closes the next one and would take the ticket
  // out of the cart mid-test.
  draw_offset: 2,
  games: [
    { Numbers: [1, 2, 3, 4, 5, 6] },
    { Numbers: [7, 8, 9, 10, 11, 12] },
    { Numbers: [13, 14, 15, 16, 17, 18] },
    { Numbers: [19, 20, 21, 22, 23, 24] },
  ],
};

/** A signed API call as the page's customer; the envelope's result. */
async function call(page: Page, path: string, data: unknown, version: string) {
  const res = await page.request.post(`${API_URL}/v2${path}`, {
    headers: await signedHeaders(page, version),
    data,
  });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()).result;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

test('a weekly spend limit: buy up to it, the cart blocks the next ticket, a raise waits as pending', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  await call(page, '/funds/td/test/deposit', { amount: 5000, idempotency_key: randomUUID() }, '3.4');
  const price: number = (await call(page, '/cart/items', TICKET, '3.3')).cart_total.amount;

  // Bad input first: a limit of 0 is refused by the form, and nothing is set.
  await open(page, '/my-account/spend-limits');
  await expect(page.getByRole('heading', { level: 1, name: 'Spend limits' })).toBeVisible();
  const spend = page.getByRole('region', { name: 'Your spend limits' });
  await spend.getByLabel('Period').selectOption('weekly');
  await spend.getByLabel('Spend Limit Amount').fill('0');
  await spend.getByRole('button', { name: 'Save spend limit' }).click();
  await expect(spend.getByText('Enter a limit greater than $0.00.')).toBeVisible();
  await expect(spend.getByText('You have not set a spend limit.')).toBeVisible();

  // A weekly limit of exactly one ticket applies at once.
  await spend.getByLabel('Period').selectOption('weekly');
  await spend.getByLabel('Spend Limit Amount').fill(dollars(price));
  await spend.getByRole('button', { name: 'Save spend limit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Spend limit updated.' })).toBeVisible();
  const weekly = page.getByTestId('spend-limit-weekly');
  await expect(weekly).toContainText(`$${dollars(price)}`);

  // Buy up to it: the cart shows what is left, and the checkout pays.
  await open(page, '/cart');
  await expect(page.getByTestId('spend-remaining')).toContainText(
    `Left of your weekly spend limit of $${dollars(price)}`,
  );
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/buy$/);
  await expect(page.getByTestId('spend-remaining')).toContainText(`$${dollars(price)}`);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/receipt\//);

  // The next ticket would go over the limit: the cart says why and offers no checkout.
  await call(page, '/cart/items', TICKET, '3.3');
  await open(page, '/cart');
  await expect(page.getByTestId('blocked-reason')).toHaveText(
    `This purchase of $${dollars(price)} would take you over your weekly spend limit of $${dollars(price)}. You can spend $0.00 more for now.`,
  );
  await expect(page.getByTestId('checkout-blocked')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Checkout' })).toHaveCount(0);

  // Raising it from the cart: a higher limit waits out the cooling-off period, so the cart stays blocked.
  await page.getByLabel('Change your weekly spend limit ($)').fill(dollars(price * 3));
  await page.getByRole('button', { name: 'Update limit' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Spend limit updated from cart: the higher limit takes effect on' }),
  ).toBeVisible();
  await expect(page.getByTestId('checkout-blocked')).toBeVisible();

  // The limits page shows it pending with its date; cancelling it keeps the limit as it was.
  await open(page, '/my-account/spend-limits');
  await expect(weekly.getByTestId('pending-change')).toContainText(`Rises to $${dollars(price * 3)} on`);
  await weekly.getByRole('button', { name: 'Cancel weekly spend change' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'the pending change was cancelled' }),
  ).toBeVisible();
  await expect(weekly.getByTestId('pending-change')).toHaveCount(0);
  await expect(weekly).toContainText(`$${dollars(price)}`);

  // A deposit limit sits beside it, and the precommitment limit has its own page.
  const deposits = page.getByRole('region', { name: 'Deposit limits' });
  await deposits.getByLabel('Period').selectOption('daily');
  await deposits.getByLabel('Limit ($)').fill('100');
  await deposits.getByRole('button', { name: 'Save deposit limit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deposit limit updated.' })).toBeVisible();
  await expect(page.getByTestId('deposit-limit-daily')).toContainText('$100.00');

  await open(page, '/my-account/precommitment-limit');
  await page.getByLabel('Limit ($)').fill('250');
  await page.getByRole('button', { name: 'Save precommitment limit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Precommitment limit updated.' })).toBeVisible();
  await expect(page.getByTestId('precommitment')).toContainText('$250.00');
});

test('a break: deposit and checkout are refused with the reason, the tickets are still there', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  await call(page, '/funds/td/test/deposit', { amount: 2000, idempotency_key: randomUUID() }, '3.4');
  await call(page, '/cart/items', TICKET, '3.3');

  await open(page, '/my-account/login-and-security');
  await page.getByRole('link', { name: 'Take a break or exclude yourself' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Take a break' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Take a break' });
  await form.getByLabel('How long').selectOption('24h');
  // Without saying they understand it cannot be lifted early, nothing starts.
  await form.getByRole('button', { name: 'Take a break' }).click();
  await expect(
    form.getByText('Tick the box to confirm you understand it cannot be lifted early.'),
  ).toBeVisible();
  await form.getByLabel('How long').selectOption('24h');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Take a break' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your break has started.' })).toBeVisible();
  await expect(page.getByTestId('exclusion-active')).toContainText('You are taking a break from play until');

  // The cart cannot be bought, and says why.
  await open(page, '/cart');
  await expect(page.getByTestId('blocked-reason')).toContainText('You are taking a break from play until');
  await expect(page.getByTestId('checkout-blocked')).toBeVisible();

  // A deposit is refused with the same reason.
  await open(page, '/my-account/deposit');
  await page.getByRole('textbox', { name: 'Deposit amount', exact: true }).fill('20');
  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(
    page.getByText(/You are taking a break from play until .*, so you cannot deposit\./),
  ).toBeVisible();

  // Still signed in: the account and its tickets are there.
  await open(page, '/my-account/upcoming-tickets/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
