import { test3dsBrowserBody } from '@lottoshop/contracts/testing/three-ds-browser';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { API_URL, signedHeaders, signUp } from './support.ts';

/**
 * One deposit's pages (spec 1 §2): /my-account/deposit/details/{id} with its /success and /failure variants, and
 * /my-account/deposit/{id}/cancel. A deposit made through the form is reached from its summary and from the
 * transactions list; a card deposit still waiting on its 3-D Secure step is cancelled by a form post (the
 * processor cancels it, so completing the step afterwards takes nothing); any other deposit says it cannot be
 * cancelled; a malformed or unknown id is the 404 page (another customer's: page-access.spec.ts).
 */

const balance = (page: Page) => page.getByRole('banner').getByRole('link', { name: /Account/ });
const facts = (page: Page) => page.getByTestId('deposit-facts');

test('a deposit made with the form is shown on its details and success pages, and cannot be cancelled', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/my-account/deposit');
  await page.getByLabel('Deposit amount', { exact: true }).fill('35');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit successful' })).toBeVisible();

  await page.getByRole('link', { name: 'Deposit details' }).click();
  await expect(page).toHaveURL(/\/my-account\/deposit\/details\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit details' })).toBeVisible();
  await expect(facts(page)).toContainText('Test deposit');
  await expect(page.getByTestId('deposit-amount')).toHaveText('$35.00');
  await expect(page.getByTestId('deposit-status')).toHaveText('Approved');
  await expect(facts(page)).toContainText(id);
  await expect(facts(page)).toContainText(new Date().getFullYear().toString());
  await expect(page.getByRole('link', { name: 'Cancel this deposit' })).toHaveCount(0);

  // The failure variant of an approved deposit is its success page, which says what happened and what next.
  await page.goto(`/my-account/deposit/details/${id}/failure`);
  await expect(page).toHaveURL(new RegExp(`/my-account/deposit/details/${id}/success$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit successful' })).toBeVisible();
  await expect(page.getByTestId('deposit-outcome')).toHaveText(
    '$35.00 has been added to your balance and is ready to play with.',
  );
  await expect(page.getByRole('link', { name: 'Buy tickets' })).toBeVisible();

  // The cancel page explains it cannot be cancelled and offers no button; the money stays.
  await page.goto(`/my-account/deposit/${id}/cancel`);
  await expect(page.getByTestId('deposit-cancel-refused')).toHaveText(
    'This deposit has been approved and cannot be cancelled. The money is in your balance.',
  );
  await expect(page.getByRole('button', { name: 'Cancel this deposit' })).toHaveCount(0);
  await expect(balance(page)).toContainText('$35.00');

  // The transactions list links the deposit to its details.
  await page.goto('/my-account/transactions');
  await page.getByTestId('transactions').getByRole('link', { name: 'Deposit — Test deposit' }).click();
  await expect(page).toHaveURL(new RegExp(`/my-account/deposit/details/${id}$`));
});

test('a card deposit waiting on its 3-D Secure step is cancelled by a form post and can no longer be completed', async ({
  page,
  request,
}) => {
  await signUp(page);
  await page.goto('/my-account/cards-and-accounts');
  const field = page.frameLocator('[data-testid="hosted-card-field"]');
  await field.getByLabel('Name on card').fill('Alex Citizen');
  await field.getByLabel('Card number').fill('4000 0027 6000 3184');
  await field.getByLabel('Expiry (MM/YY)').fill('12/34');
  await field.getByLabel('Security code').fill('123');
  await field.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Your card has been saved')).toBeVisible();
  // The deposit is made through the API as the browser's session, left waiting on its challenge.
  const call = async (method: 'GET' | 'POST', path: string, version: string, data?: unknown) => {
    const res = await request.fetch(`${API_URL}/v2${path}`, {
      method,
      headers: await signedHeaders(page, version),
      ...(data === undefined ? {} : { data }),
    });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return (await res.json()).result;
  };
  const [card] = await call('GET', '/funds/cc', '3.0');
  const pending = await call('POST', `/funds/${card.id}/deposit`, '3.4', {
    amount: 3000,
    idempotency_key: `deposit-pages-${Date.now()}`,
    csc: '123',
    strong_customer_authentication: test3dsBrowserBody({
      notificationUrl: `${new URL(page.url()).origin}/3ds/notify`,
    }),
  });
  expect(pending.status).toBe('pending');
  const id = pending.deposit_id as string;

  await page.goto(`/my-account/deposit/details/${id}`);
  await expect(page.getByTestId('deposit-status')).toHaveText('Pending');
  await expect(page.getByTestId('deposit-amount')).toHaveText('$30.00');
  await expect(page.getByRole('link', { name: 'Confirm with your bank' })).toBeVisible();
  // The bank's page is left open in another tab, as a customer who changed their mind might.
  const bank = await page.context().newPage();
  await bank.goto(pending.challenge_url);
  await expect(bank.getByRole('heading', { level: 1, name: 'Confirm your payment' })).toBeVisible();
  // Neither outcome page fits a pending deposit: both show its details.
  await page.goto(`/my-account/deposit/details/${id}/success`);
  await expect(page).toHaveURL(new RegExp(`/my-account/deposit/details/${id}$`));
  await page.getByRole('link', { name: 'Cancel this deposit' }).click();
  await expect(page).toHaveURL(new RegExp(`/my-account/deposit/${id}/cancel$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel a deposit' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel this deposit' }).click();

  await expect(page).toHaveURL(new RegExp(`/my-account/deposit/details/${id}$`));
  await expect(page.getByTestId('deposit-status')).toHaveText('Not made');
  await expect(page.getByTestId('deposit-outcome')).toHaveText(
    'No money was taken. You cancelled this deposit, so nothing was taken.',
  );
  await expect(page.getByRole('link', { name: 'Confirm with your bank' })).toHaveCount(0);
  await page.goto(`/my-account/deposit/details/${id}/failure`);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit failed' })).toBeVisible();
  await expect(page.getByTestId('deposit-outcome')).toContainText('You cancelled this deposit');
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();

  // Completing the bank's step afterwards, in the tab left open, takes nothing.
  await bank.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(bank.getByRole('heading', { level: 1, name: 'Deposit failed' })).toBeVisible();
  await bank.close();
  await expect(balance(page)).toContainText('$0.00');
  await page.goto(`/my-account/deposit/${id}/cancel`);
  await expect(page.getByTestId('deposit-cancel-refused')).toHaveText(
    'This deposit was not made, so there is nothing to cancel.',
  );
  await expect(page.getByRole('button', { name: 'Cancel this deposit' })).toHaveCount(0);
});

test('a malformed or unknown deposit id is the 404 page, never an error', async ({ page }) => {
  await signUp(page);
  for (const url of [
    '/my-account/deposit/details/not%20an%20id',
    '/my-account/deposit/details/019c0000-0000-7000-8000-000000000000',
    '/my-account/deposit/details/019c0000-0000-7000-8000-000000000000/success',
    `/my-account/deposit/details/${'x'.repeat(150)}/failure`,
    '/my-account/deposit/not-a-deposit/cancel',
    '/my-account/deposit/019c0000-0000-7000-8000-000000000000/cancel',
  ]) {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(404);
    await expect(page.getByText("It's looking like you may have taken a wrong turn."), url).toBeVisible();
  }
});
