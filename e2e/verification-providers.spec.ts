import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { open, runOps, type SignUpDetails, signUp } from './support.ts';

/**
 * ConnectID and the hosted greenID page in the browser (decision 050), with the simulated identity provider on its
 * own origin: the customer goes to "their bank" (or greenID's page), enters the identity it holds, and comes back
 * to the shop, which completes the verification server to server. A Referred identity on the hosted page waits
 * for our team, who approve it from the command line.
 */

async function enterIdentity(page: Page, person: SignUpDetails) {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Date of birth').fill(person.dateOfBirth);
}

test('a customer verifies with ConnectID by sharing their identity from their bank', async ({ page }) => {
  const person = await signUp(page);
  await open(page, '/account-verification');
  await page.getByRole('link', { name: 'Verify my account' }).click();
  const connectId = page.getByRole('region', { name: 'Verify with ConnectID' });
  await connectId.getByRole('button', { name: 'Continue with ConnectID' }).click();

  // At the identity provider, on its own origin.
  await expect(page.getByRole('heading', { name: 'Share your verified identity' })).toBeVisible();
  expect(new URL(page.url()).origin).not.toBe(new URL(test.info().project.use.baseURL ?? '').origin);
  await enterIdentity(page, person);
  await page.getByRole('button', { name: /^Share with/ }).click();

  await expect(page).toHaveURL(/\/my-account\/verify-account\/connectid\?/);
  await expect(page.getByRole('heading', { name: 'Verify with ConnectID' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'your identity is verified' })).toBeVisible();
  await expect(page.getByTestId('verification-status')).toHaveText('Your identity is verified. Thank you.');

  // The same answer again (a replayed callback) verifies nothing more and says so.
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('already been completed');
});

test('a customer cancels at the bank and is told nothing was verified', async ({ page }) => {
  await signUp(page);
  await open(page, '/my-account/verify-account');
  await page.getByRole('button', { name: 'Continue with ConnectID' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/my-account\/verify-account\/connectid\?/);
  await expect(page.getByRole('alert')).toContainText('You did not share your identity at your bank');
  await expect(page.getByRole('link', { name: 'Back to verifying your account' })).toBeVisible();
});

test('the hosted greenID page verifies one customer, and sends a Referred one to our team', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const person = await signUp(page);
  await open(page, '/my-account/verify-account');
  await page
    .getByRole('region', { name: 'Verify with greenID' })
    .getByRole('button', { name: 'Continue to greenID' })
    .click();
  await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
  await enterIdentity(page, person);
  await page.getByRole('button', { name: 'Verify my identity' }).click();
  await expect(page).toHaveURL(/\/my-account\/verify-account\/greenid\?session=/);
  await expect(page.getByRole('status').filter({ hasText: 'your identity is verified' })).toBeVisible();

  await page.context().clearCookies();
  const referred = await signUp(page, '/my-account', { lastName: 'Referred' });
  await open(page, '/my-account/verify-account');
  await page.getByRole('button', { name: 'Continue to greenID' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
  await enterIdentity(page, referred);
  await page.getByRole('button', { name: 'Verify my identity' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'our team will check your details' }),
  ).toBeVisible();

  const queue = await runOps('verifications', 'list');
  const id = new RegExp(`^([0-9a-f-]{36}) .*<${referred.email}> {2}greenid_ui`, 'm').exec(queue)?.[1];
  expect(id, queue).toBeDefined();
  expect(await runOps('verifications', 'approve', id ?? '')).toContain('approved: the customer is verified');
  await open(page, '/my-account/verify-account');
  await expect(page.getByTestId('verification-status')).toHaveText('Your identity is verified. Thank you.');
});
