import { expect, test } from '../fixtures.ts';
import { open, runOps, signUp } from '../support.ts';

/**
 * Consents and the account upgrade, end to end: an operator publishes new terms and every signed-in customer is
 * asked to accept them; an operator flags an account for an upgrade and its customer is sent to complete it.
 * Publishing terms changes every customer's pages, so this file runs after every other browser test.
 */

test('new terms are accepted from a modal over any page; until then the modal stays', async ({ page }) => {
  await signUp(page);
  await open(page, '/lotto-tickets');
  await expect(page.getByTestId('consent-modal')).toHaveCount(0);

  await runOps('publish-terms', 'Prizes must now be claimed within 12 months of the draw.');
  const modal = page.getByRole('dialog', { name: 'Our terms and conditions have changed' });
  // The web server keeps a customer's overview for up to 5 s (decision 020), so the new terms show within that.
  await expect(async () => {
    await page.goto('/lotto-tickets');
    await expect(modal).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(modal).toContainText('Prizes must now be claimed within 12 months of the draw.');
  // Another page: still asked.
  await open(page, '/my-account');
  await expect(modal).toBeVisible();

  await modal.getByLabel('I have read and accept the terms and conditions').check();
  await modal.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByText('Thank you for accepting the updated terms and conditions.')).toBeVisible();
  await expect(modal).toHaveCount(0);

  // A customer who signs up now accepts the terms in force and is not asked.
  const other = await page.context().browser()?.newContext();
  if (!other) throw new Error('no browser');
  const newcomer = await other.newPage();
  await signUp(newcomer);
  await open(newcomer, '/lotto-tickets');
  await expect(newcomer.getByTestId('consent-modal')).toHaveCount(0);
  await other.close();
});

test('an account flagged for an upgrade is sent to complete its details and accept the terms', async ({
  page,
}) => {
  const { email } = await signUp(page);
  await runOps('require-upgrade', email);
  await expect(async () => {
    await page.goto('/lotto-tickets');
    await expect(page).toHaveURL(/\/my-account\/upgrade-account$/, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Upgrade your account' })).toBeVisible();

  // Without ticking the terms: refused, nothing changes.
  await page.getByLabel('Suburb').fill('Melbourne');
  await page.getByRole('button', { name: 'Upgrade my account' }).click();
  await expect(page.getByText('You must agree to the terms and conditions to proceed.')).toBeVisible();
  await open(page, '/my-account');
  await expect(page).toHaveURL(/\/my-account\/upgrade-account$/);

  await page.getByLabel('I have read and accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Upgrade my account' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByText('Your account has been upgraded')).toBeVisible();
  await open(page, '/lotto-tickets');
  await expect(page).toHaveURL(/\/lotto-tickets$/);
});
