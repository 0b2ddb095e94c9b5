import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signUp } from './support.ts';

/**
 * Cards in the browser, against the real API and the simulated card processor (decision 029), which the test
 * servers start on their own origin: a card is typed into the processor's hosted field (framed from its origin)
 * and saved as a token; a deposit with it goes through the processor's 3-D Secure challenge and lands on its
 * authorisation page; a declined card and a failed challenge move no money.
 */

const CARDS = {
  challenge: '4000 0027 6000 3184',
  declined: '4000 0000 0000 0002',
};

async function addCard(page: Page, number: string) {
  await page.goto('/my-account/cards-and-accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Cards and accounts' })).toBeVisible();
  const field = page.frameLocator('[data-testid="hosted-card-field"]');
  await field.getByLabel('Name on card').fill('Alex Citizen');
  await field.getByLabel('Card number').fill(number);
  await field.getByLabel('Expiry (MM/YY)').fill('12/34');
  await field.getByLabel('Security code').fill('123');
  await field.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Your card has been saved')).toBeVisible();
  const last4 = number.replace(/\s/g, '').slice(-4);
  await expect(page.getByTestId('saved-card').filter({ hasText: `ending ${last4}` })).toContainText(
    'Default',
  );
  return last4;
}

async function depositWithCard(page: Page, last4: string, amount: string) {
  await page.goto('/my-account/deposit');
  await expect(page.getByRole('radio', { name: new RegExp(`ending ${last4}`) })).toBeChecked();
  await page.getByLabel('Deposit amount', { exact: true }).fill(amount);
  await page.getByLabel('Card security code').fill('123');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
}

const balance = (page: Page) => page.getByRole('banner').getByRole('link', { name: /Account/ });

test('a customer adds a card and deposits with it through a 3-D Secure challenge', async ({ page }) => {
  await signUp(page);
  // The hosted field is rejected when the card number is not a card's.
  await page.goto('/my-account/cards-and-accounts');
  const field = page.frameLocator('[data-testid="hosted-card-field"]');
  await field.getByLabel('Name on card').fill('Alex Citizen');
  await field.getByLabel('Card number').fill('4242 4242 4242 4241');
  await field.getByLabel('Expiry (MM/YY)').fill('12/34');
  await field.getByLabel('Security code').fill('123');
  await field.getByRole('button', { name: 'Save card' }).click();
  await expect(field.getByText('Please enter a valid card number.')).toBeVisible();
  await expect(page.getByText('You have no saved cards yet.')).toBeVisible();

  const last4 = await addCard(page, CARDS.challenge);
  await expect(page.getByTestId('saved-card')).toContainText('Pending Verification');

  // The deposit form asks for the security code where the rules say so.
  await page.goto('/my-account/deposit');
  await page.getByLabel('Deposit amount', { exact: true }).fill('25');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByText("Please enter your card's 3 or 4 digit security code.")).toBeVisible();

  await depositWithCard(page, last4, '25');
  // The processor's own page asks the customer to confirm with the bank.
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your payment' })).toBeVisible();
  await expect(page.getByText('$25.00')).toBeVisible();
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(/\/my-account\/deposit\/summary\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit successful' })).toBeVisible();
  await expect(page.getByTestId('deposit-amount')).toHaveText('$25.00');
  await expect(page.getByTestId('deposit-new-balance')).toHaveText('$25.00');
  await expect(balance(page)).toContainText('$25.00');
});

test('a declined card shows the decline and takes nothing', async ({ page }) => {
  await signUp(page);
  const last4 = await addCard(page, CARDS.declined);
  await depositWithCard(page, last4, '30');
  await expect(page).toHaveURL(/\/my-account\/deposit$/);
  await expect(page.getByText('Your card was declined. No money has been taken.')).toBeVisible();
  await expect(balance(page)).toContainText('$0.00');
});

test('a failed 3-D Secure challenge shows the failure and moves no money', async ({ page }) => {
  await signUp(page);
  // The card is added from the deposit form itself, which comes back with it chosen.
  await page.goto('/my-account/deposit');
  const field = page.frameLocator('[data-testid="hosted-card-field"]');
  await field.getByLabel('Name on card').fill('Alex Citizen');
  await field.getByLabel('Card number').fill(CARDS.challenge);
  await field.getByLabel('Expiry (MM/YY)').fill('12/34');
  await field.getByLabel('Security code').fill('123');
  await field.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(/\/my-account\/deposit$/);
  await expect(page.getByText('Your card has been saved')).toBeVisible();
  await depositWithCard(page, '3184', '40');
  await page.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(page).toHaveURL(/\/my-account\/deposit\/authorisation\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit failed' })).toBeVisible();
  await expect(page.getByTestId('deposit-failure')).toContainText('The 3-D Secure authentication failed.');
  await expect(page.getByTestId('deposit-failure')).toContainText('no money has been taken');
  await expect(balance(page)).toContainText('$0.00');
  await page.goto('/my-account/transactions');
  await expect(page.getByText('Deposit — Credit or debit card')).toHaveCount(0);
});
