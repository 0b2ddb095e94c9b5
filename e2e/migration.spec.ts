import { expect, test } from './fixtures.ts';
import { open, runOps, signUp } from './support.ts';

/**
 * The account migration modal in Chromium: an operator makes a customer's old account eligible; the modal asks,
 * the move runs (202, polled every 3 s) and succeeds (200) with the old balance in the wallet; a soft migration
 * can be put off for 7 days.
 */

test('an eligible account is moved from the modal, and its old balance reaches the wallet', async ({
  page,
}) => {
  const { email } = await signUp(page);
  await runOps('migration-eligible', email, 'hard', '--balance', '25.50', '--reference', 'OLD-1001');
  const modal = page.getByRole('dialog', { name: 'Move your account to our new shop' });
  // The web server keeps a customer's overview for up to 5 s (decision 020), so the modal shows within that.
  await expect(async () => {
    await page.goto('/lotto-tickets');
    await expect(modal).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  // Hard: it cannot be put off; the button waits for the terms.
  await expect(modal.getByRole('button', { name: 'Not now' })).toHaveCount(0);
  const move = modal.getByRole('button', { name: 'Move my account' });
  await expect(move).toBeDisabled();
  await modal.getByLabel('I agree to the terms and conditions of the new shop').check();
  await expect(move).toBeEnabled();
  await move.click();

  const dialog = page.getByTestId('migration-modal');
  await expect(dialog).toHaveAttribute('data-step', 'in_progress');
  await expect(dialog).toHaveAttribute('data-step', 'success', { timeout: 20_000 });
  await expect(dialog).toContainText('$25.50 from your previous account is now in your wallet.');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveCount(0);

  await open(page, '/my-account/transactions');
  await expect(page.getByText('Balance moved from your previous account OLD-1001')).toBeVisible();
  await open(page, '/lotto-tickets');
  await expect(page.getByTestId('migration-modal')).toHaveCount(0);
});

test('a soft migration can be put off, and the modal stays away', async ({ page }) => {
  const { email } = await signUp(page);
  await runOps('migration-eligible', email, 'soft', '--reference', 'OLD-2002');
  const modal = page.getByRole('dialog', { name: 'Move your account to our new shop' });
  await expect(async () => {
    await page.goto('/lotto-tickets');
    await expect(modal).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await modal.getByRole('button', { name: 'Not now' }).click();
  await expect(page).toHaveURL(/\/lotto-tickets$/);
  await expect(modal).toHaveCount(0);
  const cookies = await page.context().cookies();
  const dismissed = cookies.find((c) => c.name === 'migrate_account_modal_dismissal');
  expect(dismissed?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 6 * 86_400);
  await open(page, '/my-account');
  await expect(modal).toHaveCount(0);
});
