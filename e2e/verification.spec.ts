import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  API_URL,
  fillSignUp,
  open,
  runOps,
  signedHeaders,
  signUp,
  submitSignUp,
  uniqueEmail,
} from './support.ts';

/**
 * Identity verification in the browser against the real API and database, with the simulated identity provider
 * (surname "Declined" fails, "Referred" goes to our team, anyone else verifies): the demo's $500 spend threshold
 * blocks the cart with the reason and a link until the customer verifies by licence (after a licence number in the
 * wrong format is refused); a photo ID upload (after a forged file is refused) waits for the operator, who
 * approves it from the command line; the failed and referred automatic checks, and a rejection's reason.
 */

/** 20 tickets of eight Saturday Lotto games for 4 draws ($544): over the demo's $500 threshold. */
const BIG_TICKET = {
  lottery_key: 'saturday_lotto',
  game_type: 'standard',
  num_draws: 4,
  quantity: 20,
  games: Array.from({ length: 8 }, (_, g) => ({
    Numbers: Array.from({ length: 6 }, (_, i) => ((g * 6 + i) % 45) + 1),
  })),
};

async function call(page: Page, path: string, data: unknown, version: string) {
  const res = await page.request.post(`${API_URL}/v2${path}`, {
    headers: await signedHeaders(page, version),
    data,
  });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()).result;
}

// A 1×1 PNG, and a PDF.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('past the spend threshold the cart is blocked until the customer verifies with a licence', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  await call(page, '/funds/td/test/deposit', { amount: 100_000, idempotency_key: randomUUID() }, '3.4');
  await call(page, '/cart/items', BIG_TICKET, '3.3');

  // A licence number not in the state's format is refused on the form, and nothing is checked.
  await open(page, '/my-account/verify-account');
  const licence = page.getByRole('region', { name: 'Verify with your driver licence' });
  await licence.getByLabel('State or territory that issued it').selectOption('WA');
  await licence.getByLabel('Licence number').fill('123');
  await licence.getByLabel('Card number').fill('AB12CD34');
  await licence.getByRole('button', { name: 'Verify my licence' }).click();
  await expect(licence.getByText('A WA licence number is 7 digits.')).toBeVisible();
  await expect(page.getByTestId('verification-attempts')).toHaveCount(0);

  // The cart says why it cannot be bought and where to verify.
  await open(page, '/cart');
  await expect(page.getByTestId('blocked-reason')).toHaveText(
    'Australian law requires us to verify your identity once you have spent $500.00. Verify your account at /my-account/verify-account to keep playing.',
  );
  await expect(page.getByRole('link', { name: 'Checkout' })).toHaveCount(0);
  await page.getByTestId('verify-account-link').click();
  await expect(page).toHaveURL(/\/my-account\/verify-account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your account' })).toBeVisible();

  await licence.getByLabel('State or territory that issued it').selectOption('NSW');
  await licence.getByLabel('Licence number').fill('12345678');
  await licence.getByLabel('Card number').fill('1234567890');
  await licence.getByRole('button', { name: 'Verify my licence' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'your identity is verified' })).toBeVisible();
  await expect(page.getByTestId('verification-status')).toHaveText('Your identity is verified. Thank you.');

  await open(page, '/cart');
  await expect(page.getByTestId('blocked-reason')).toHaveCount(0);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/buy$/);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/receipt\//);
});

test('a photo ID upload waits for the operator, who approves it; a forged file is refused', async ({
  page,
}) => {
  const me = await signUp(page);
  await open(page, '/my-account/manual-verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Manual verification' })).toBeVisible();
  const upload = page.getByRole('region', { name: 'Upload your ID' });

  // A PDF named as a photo: refused with the reason, nothing waits for review.
  await upload.getByLabel('Document').selectOption('passport');
  await upload
    .getByLabel('File')
    .setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: PDF });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByText(/something other than what it contains/)).toBeVisible();
  await expect(page.getByTestId('verification-attempts')).toHaveCount(0);

  await upload.getByLabel('File').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'our team will check your document' }),
  ).toBeVisible();
  await expect(page.getByTestId('verification-attempts')).toContainText(
    'Photo ID upload: Waiting for our team',
  );

  const queue = await runOps('verifications', 'list');
  const id = new RegExp(`^([0-9a-f-]{36}) .*<${me.email}> {2}photo_id_upload`, 'm').exec(queue)?.[1];
  expect(id, queue).toBeDefined();
  expect(await runOps('verifications', 'approve', id ?? '')).toContain('approved: the customer is verified');

  await open(page, '/my-account/verify-account');
  await expect(page.getByTestId('verification-status')).toHaveText('Your identity is verified. Thank you.');
  await expect(page.getByTestId('verification-attempts')).toContainText('Photo ID upload: Verified');
});

test('the automatic check fails a Declined identity, and a Referred one waits for our team, who reject it with a reason', async ({
  page,
}) => {
  await signUp(page, '/my-account', { lastName: 'Declined' });
  await open(page, '/my-account/verify-account');
  const auto = page.getByRole('region', { name: 'Verify with your details' });
  await auto.getByRole('button', { name: 'Verify my details' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'do not match these details' })).toBeVisible();
  await expect(page.getByTestId('verification-status')).toContainText(
    'We could not verify you automatically',
  );
  await expect(page.getByTestId('verification-attempts')).toContainText('Automatic check: Not verified');

  await page.context().clearCookies();
  const referred = await signUp(page, '/my-account', { lastName: 'Referred' });
  await open(page, '/account-verification');
  await page.getByRole('link', { name: 'Verify my account' }).click();
  await page
    .getByRole('region', { name: 'Verify with your details' })
    .getByRole('button', { name: 'Verify my details' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'our team will check your details' }),
  ).toBeVisible();
  await expect(page.getByTestId('verification-status')).toContainText('We are checking your details.');

  const queue = await runOps('verifications', 'list');
  const id = new RegExp(`^([0-9a-f-]{36}) .*<${referred.email}> {2}auto_verification`, 'm').exec(queue)?.[1];
  expect(id, queue).toBeDefined();
  await runOps('verifications', 'reject', id ?? '', '--reason', 'We could not confirm your address.');
  await open(page, '/my-account/manual-verification');
  const attempts = page.getByTestId('verification-attempts');
  await expect(attempts).toContainText('Automatic check: Rejected');
  await expect(attempts).toContainText('We could not confirm your address.');
});

test('a person on the register of excluded identities cannot sign up, and is told why', async ({ page }) => {
  const email = uniqueEmail('excluded');
  const added = await runOps('excluded-identities', 'add', '--email', email, '--note', 'National register');
  const entry = /([0-9a-f-]{36})/.exec(added)?.[1] ?? '';
  await open(page, '/login?step=register');
  await fillSignUp(page, { email });
  await submitSignUp(page);
  await expect(page.getByText(/on the register of people excluded from gambling/)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await runOps('excluded-identities', 'remove', entry);
});
