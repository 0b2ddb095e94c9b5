import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signUp } from './support.ts';

/**
 * PayPal on the account area's deposit page (decision 044, decision 053), in the browser against the real API and
 * the simulated processor's PayPal page: a deposit cancelled on PayPal's page moves no money and shows PayPal's
 * reason with the PayPal failure notice; an approved one lands on the deposit's summary with the money in the wallet.
 */

async function depositByPaypal(page: Page, amount: string) {
  await page.goto('/my-account/deposit');
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByLabel('Deposit amount', { exact: true }).fill(amount);
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
}

const balance = (page: Page) => page.getByRole('banner').getByRole('link', { name: /Account/ });

test('a customer deposits by PayPal from the deposit page: cancelled moves nothing, approved is credited', async ({
  page,
}) => {
  await signUp(page);
  // PayPal's limits apply to its amount, on the field.
  await depositByPaypal(page, '5');
  await expect(page.getByText('Please enter an amount equal to or greater than $10.00.')).toBeVisible();

  await depositByPaypal(page, '30');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with PayPal' })).toBeVisible();
  await expect(page.getByText('$30.00')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel and return to the shop' }).click();
  await expect(page).toHaveURL(/\/my-account\/deposit\/authorisation\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit failed' })).toBeVisible();
  await expect(page.getByTestId('deposit-failure')).toHaveText(
    "You cancelled the payment with PayPal. We couldn't take your payment with PayPal. No money has been taken. Please try again or choose another way to pay.",
  );
  await expect(balance(page)).toContainText('$0.00');

  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/my-account\/deposit$/);
  await depositByPaypal(page, '40');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/my-account\/deposit\/summary\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit successful' })).toBeVisible();
  await expect(page.getByTestId('deposit-amount')).toHaveText('$40.00');
  await expect(balance(page)).toContainText('$40.00');
  await page.goto('/my-account/transactions');
  await expect(page.getByRole('main')).toContainText('$40.00');
});
