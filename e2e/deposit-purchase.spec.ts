import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { API_URL, signedHeaders, signUp } from './support.ts';

/**
 * Deposit and buy in one step (decision 045), in the browser against the real API and the simulated processor:
 * a customer with an empty wallet buys the cart by a new card through its 3-D Secure challenge, or by PayPal
 * (approved, or cancelled on PayPal's page); a declined card at checkout buys nothing.
 */

const CARDS = { challenge: '4000 0027 6000 3184', declined: '4000 0000 0000 0002' };

/** Puts one Saturday Lotto ticket ($3.40) in the signed-in customer's cart, as their browser session. */
async function fillCart(page: Page) {
  const res = await page.request.post(`${API_URL}/v2/cart/items`, {
    headers: await signedHeaders(page, '3.3'),
    data: {
      lottery_key: 'saturday_lotto',
      game_type: 'standard',
      games: [
        { Numbers: [1, 2, 3, 4, 5, 6] },
        { Numbers: [7, 8, 9, 10, 11, 12] },
        { Numbers: [13, 14, 15, 16, 17, 18] },
        { Numbers: [19, 20, 21, 22, 23, 24] },
      ],
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  // The web keeps a customer's cart for a few seconds; this page view empties that cache.
  await page.goto('/cart?clear_cache');
}

/** From the payment step to the deposit step, where the shortfall is shown. */
async function openDeposit(page: Page) {
  await page.goto('/cart/buy');
  await page.getByRole('link', { name: 'Deposit and buy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit and buy' })).toBeVisible();
  await expect(page.getByTestId('deposit-shortfall')).toHaveText('$3.40');
}

/** Types a card into the processor's hosted field on the deposit step; the page comes back with it chosen. */
async function addCard(page: Page, number: string) {
  const field = page.frameLocator('[data-testid="hosted-card-field"]');
  await field.getByLabel('Name on card').fill('Alex Citizen');
  await field.getByLabel('Card number').fill(number);
  await field.getByLabel('Expiry (MM/YY)').fill('12/34');
  await field.getByLabel('Security code').fill('123');
  await field.getByRole('button', { name: 'Save card' }).click();
  const last4 = number.replace(/\s/g, '').slice(-4);
  await expect(page).toHaveURL(/\/deposit$/);
  await expect(page.getByRole('radio', { name: new RegExp(`ending ${last4}`) })).toBeChecked();
}

const balance = (page: Page) => page.getByRole('banner').getByRole('link', { name: /Account/ });

test('an empty wallet buys the cart by a new card through 3-D Secure, in one step', async ({ page }) => {
  await signUp(page);
  await fillCart(page);
  await openDeposit(page);
  await addCard(page, CARDS.challenge);
  // The amount is the smallest deposit that covers the cart; the security code is asked for.
  await expect(page.getByLabel('Deposit amount')).toHaveValue('10.00');
  await page.getByRole('button', { name: 'Deposit and buy' }).click();
  await expect(page.getByText("Please enter your card's 3 or 4 digit security code.")).toBeVisible();
  await page.getByLabel('Security code (for a card)').fill('123');
  await page.getByRole('button', { name: 'Deposit and buy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(/\/receipt\/[^/]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you — your tickets are bought' }),
  ).toBeVisible();
  // $10.00 deposited, $3.40 spent.
  await expect(balance(page)).toContainText('$6.60');
});

test('PayPal approved buys the cart; PayPal cancelled buys nothing and says so', async ({ page }) => {
  await signUp(page);
  await fillCart(page);
  await openDeposit(page);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('button', { name: 'Deposit and buy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with PayPal' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel and return to the shop' }).click();
  await expect(page).toHaveURL(/\/checkout\/deposit\/[^/]+\/cancel$/);
  await expect(page.getByTestId('deposit-purchase-failure')).toContainText(
    "You cancelled the payment with PayPal. We couldn't take your payment with PayPal. No money has been taken.",
  );
  await expect(balance(page)).toContainText('$0.00');

  await page.getByRole('link', { name: 'Try again' }).click();
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('button', { name: 'Deposit and buy' }).click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/receipt\/[^/]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you — your tickets are bought' }),
  ).toBeVisible();
  await expect(balance(page)).toContainText('$6.60');
});

test('a declined card at checkout buys nothing', async ({ page }) => {
  await signUp(page);
  await fillCart(page);
  await openDeposit(page);
  await addCard(page, CARDS.declined);
  await page.getByLabel('Security code (for a card)').fill('123');
  await page.getByRole('button', { name: 'Deposit and buy' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toContainText(
    'Nothing was bought and no money has been taken.',
  );
  await expect(balance(page)).toContainText('$0.00');
  await page.goto('/cart');
  await expect(page.getByText('Saturday Lotto').first()).toBeVisible();
});
