import { expect, test } from './fixtures.ts';
import { latestEmailTo, linkPath } from './mail.ts';
import { fillSignUp, hydrated, open, SIGN_UP_PASSWORD, signUp, submitSignUp } from './support.ts';

/** The account's own pages: details, communication preferences and closing the account, in Chromium. */

test('a customer corrects their details, with the address rules checked on the way', async ({ page }) => {
  await signUp(page);
  await page.getByRole('link', { name: 'My details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My details' })).toBeVisible();
  await expect(page.getByLabel('Suburb')).toHaveValue('Sydney');
  await hydrated(page);

  // Moving to Melbourne but keeping a Sydney post code is caught on the post code.
  await page.getByLabel('Address line 1').fill('12 Collins Street');
  await page.getByLabel('Suburb').fill('Melbourne');
  await page.getByLabel('State').selectOption('VIC');
  await page.getByLabel('Mobile number').fill('02 9876 5432');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByLabel('Postcode')).toHaveAccessibleDescription('This post code is not in VIC');
  await expect(page.getByLabel('Mobile number')).toHaveAccessibleDescription(
    'Please enter a valid phone number',
  );

  await page.getByLabel('Postcode').fill('3000');
  await page.getByLabel('Mobile number').fill('0400 111 222');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details have been updated')).toBeVisible();
  await expect(page.getByLabel('Suburb')).toHaveValue('Melbourne');
  await expect(page.getByLabel('State')).toHaveValue('VIC');
  await expect(page.getByLabel('Mobile number')).toHaveValue('0400 111 222');
});

test('a customer chooses how the shop may contact them', async ({ page }) => {
  await signUp(page);
  await page.getByRole('link', { name: 'Communication preferences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Communication preferences' })).toBeVisible();
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(4);
  await expect(page.getByRole('group').getByRole('checkbox').first()).toHaveAccessibleName('Email');
  await page.getByLabel('SMS').check();
  await page.getByLabel('Direct mail').check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your communication preferences have been updated')).toBeVisible();
  await expect(page.getByLabel('SMS')).toBeChecked();
  await expect(page.getByLabel('Direct mail')).toBeChecked();
  await expect(page.getByLabel('Email')).not.toBeChecked();

  // Someone else's preferences page without a valid link shows the invalid-link page, not their settings.
  await open(page, '/communication-preferences/019c0000-0000-7000-8000-000000000000?token=a.b.c');
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
});

test('a customer closes their account with their password and can no longer log in', async ({ page }) => {
  const details = await signUp(page);
  await page.getByRole('link', { name: 'Close my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Close my account' })).toBeVisible();
  await hydrated(page);
  await page.getByLabel('Why are you closing your account?').selectOption('other_provider');
  await page.getByLabel('Password').fill('not-the-password-1');
  await page.getByRole('button', { name: 'Close my account' }).click();
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
    'The password you entered is incorrect.',
  );

  await page.getByLabel('Password').fill(SIGN_UP_PASSWORD);
  await page.getByRole('button', { name: 'Close my account' }).click();
  await expect(page).toHaveURL(/\/close-my-account\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is closed' })).toBeVisible();

  // Signed out, and the account no longer opens.
  await open(page, '/my-account');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-account$/);
  await page.getByLabel('Email address').fill(details.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(SIGN_UP_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('The email or password you entered is incorrect.')).toBeVisible();
});

test('a customer who asked for news unsubscribes from the welcome e-mail, without signing in', async ({
  page,
  browser,
}) => {
  const since = new Date();
  await open(page, '/login?step=register');
  const details = await fillSignUp(page);
  await page.getByLabel(/send me news/i).check();
  await submitSignUp(page);
  await expect(page).toHaveURL(/\/my-account$/);

  const mail = await latestEmailTo(details.email, { subject: 'Welcome to Lottoshop', since });
  const unsubscribe = linkPath(mail, /^\/unsubscribe\//);
  expect(unsubscribe).toMatch(/\?token=/);

  // Opened in another browser, signed out, as a mail client would.
  const context = await browser.newContext();
  const reader = await context.newPage();
  await open(reader, unsubscribe);
  await expect(reader.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await reader.getByLabel('I get too many e-mails').check();
  await reader.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(reader.getByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeVisible();
  await reader.getByRole('link', { name: 'Manage all your communication preferences' }).click();
  await expect(reader.getByLabel('Email')).not.toBeChecked();
  await context.close();

  // The signed-in customer sees the same.
  await open(page, '/communication-preferences');
  await expect(page.getByLabel('Email')).not.toBeChecked();
});
