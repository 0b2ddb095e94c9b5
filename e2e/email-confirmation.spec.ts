import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { latestEmailTo, linkPath } from './mail.ts';
import { open, SIGN_UP_PASSWORD, signUp, uniqueEmail } from './support.ts';

/** Confirming the e-mail address from the e-mailed link (read from the local mail catcher), and changing it. */

const LINK = /^\/my-account\/confirm-address\/[A-Za-z0-9_-]{43}$/;

async function signedOutPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

async function confirmFromLink(page: Page, path: string) {
  await open(page, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
}

test('sign-up e-mails a confirmation link; the banner asks until it is opened, signed out', async ({
  page,
  browser,
}) => {
  const since = new Date();
  const { email } = await signUp(page);
  const banner = page.getByTestId('confirmation-banner');
  await expect(banner).toContainText('Please confirm your email address.');
  const first = await latestEmailTo(email, { subject: 'Confirm your email address', since });
  expect(first.text).toContain('Thanks for signing up.');

  // Confirm on the banner sends a new link (the newest link is the one that works).
  await banner.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText("We've sent a confirmation link to your email address.")).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Update' })).toHaveAttribute(
    'href',
    '/my-account/my-details',
  );

  const mail = await latestEmailTo(email, {
    subject: 'Confirm your email address',
    since,
    exceptIds: [first.id],
  });
  expect(mail.html).toContain('Confirm email address</a>');
  const path = linkPath(mail, LINK);

  const other = await signedOutPage(browser);
  await confirmFromLink(other, path);
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByText('Thank you. Your email address is confirmed.')).toBeVisible();
  // Used once: a second time says the link is no longer valid.
  await confirmFromLink(other, path);
  await expect(other.getByRole('alert')).toContainText('This confirmation link is no longer valid.');
  await other.context().close();

  // The banner is gone (the web server's copy of the overview lasts up to 5 s).
  await expect(async () => {
    await page.goto('/lotto-tickets');
    await expect(page.getByTestId('confirmation-banner')).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
});

test('changing the e-mail address needs the password and applies once the new address is confirmed', async ({
  page,
  browser,
}) => {
  const { email } = await signUp(page);
  const newEmail = uniqueEmail('moved');
  await open(page, '/my-account/change-email');
  await expect(page.getByText(`Your email address is ${email}.`)).toBeVisible();
  await page.getByLabel('New email address').fill(newEmail);
  await page.getByLabel('Password').fill('Wrong2026pass');
  await page.getByRole('button', { name: 'Change email address' }).click();
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
    'The password you entered is incorrect.',
  );
  const since = new Date();
  await page.getByLabel('Password').fill(SIGN_UP_PASSWORD);
  await page.getByRole('button', { name: 'Change email address' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByText("We've sent a confirmation link to your new email address.")).toBeVisible();

  const mail = await latestEmailTo(newEmail, { subject: 'Confirm your email address', since });
  expect(mail.text).toContain('You asked to change the email address of your account to this one.');
  const other = await signedOutPage(browser);
  await confirmFromLink(other, linkPath(mail, LINK));
  await expect(other.getByText('Thank you. Your email address is confirmed.')).toBeVisible();

  // The new address logs in; the old one no longer does.
  await other.getByRole('textbox', { name: 'Email address' }).fill(newEmail);
  await other.getByRole('button', { name: 'Continue' }).click();
  await other.getByLabel('Password', { exact: true }).fill(SIGN_UP_PASSWORD);
  await other.getByRole('button', { name: 'Log in' }).click();
  await expect(other).toHaveURL(/\/my-account$/);
  await other.context().clearCookies();
  await open(other, '/login');
  await other.getByRole('textbox', { name: 'Email address' }).fill(email);
  await other.getByRole('button', { name: 'Continue' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await other.context().close();
});

test("the banner's Update opens the details in a modal, which saves them and stays on the page", async ({
  page,
}) => {
  await signUp(page);
  await open(page, '/lotto-tickets');
  const banner = page.getByTestId('confirmation-banner');
  await banner.getByRole('link', { name: 'Update' }).click();
  const modal = page.getByRole('dialog', { name: 'My details' });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('First name')).not.toHaveValue('');
  // The page's rules: a post code outside the state is refused on its field, in the modal.
  await modal.getByLabel('Postcode').fill('3000');
  await modal.getByRole('button', { name: 'Save details' }).click();
  await expect(modal.getByText(/This post code is not in/)).toBeVisible();
  await expect(page).toHaveURL(/\/lotto-tickets$/);

  await modal.getByLabel('Postcode').fill('2000');
  await modal.getByLabel('First name').fill('Modally');
  await modal.getByRole('button', { name: 'Save details' }).click();
  await expect(page).toHaveURL(/\/lotto-tickets$/);
  await expect(page.getByText('Your details have been updated')).toBeVisible();
  await expect(modal).toHaveCount(0);
  await open(page, '/my-account/my-details');
  await expect(page.getByLabel('First name')).toHaveValue('Modally');
});
