import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fillSignUp, open, SIGN_UP_PASSWORD, submitSignUp, uniqueEmail } from './support.ts';

/** Sign-up, logout and login through the browser, against the real API (a fresh database per run). */

function yearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

async function expectFieldError(page: Page, label: string, message: string) {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

test('a new visitor signs up from a protected page, logs out and logs in again', async ({ page }) => {
  const email = uniqueEmail();

  // Step 1: the protected page sends the visitor to the combined login/register step.
  await open(page, '/my-account');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-account$/);
  await expect(page).toHaveTitle('Log in | Lottoshop');
  await expect(page.getByTestId('condensed-footer')).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: an unknown address goes on to the sign-up form, with the e-mail address filled in.
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(page.getByLabel(/send me news/i)).not.toBeChecked();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'terms and conditions', exact: true })).toHaveAttribute(
    'href',
    '/about/terms-and-conditions',
  );
  await expect(main.getByRole('link', { name: 'privacy policy', exact: true })).toHaveAttribute(
    'href',
    '/about/privacy',
  );

  // Missing terms and a bad post code are reported next to their fields.
  await fillSignUp(page, { email, postcode: '20' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectFieldError(page, 'Postcode', 'Please enter a valid post code');
  await expect(page.getByText('You must agree to the terms and conditions to proceed.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /I agree to the/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  // An underage date of birth is refused with the age message.
  await fillSignUp(page, { email, dateOfBirth: yearsAgo(17) });
  await submitSignUp(page);
  await expectFieldError(page, 'Date of birth', 'You must be 18 or older to sign up.');

  // A valid sign-up lands on the account page the visitor first asked for.
  await fillSignUp(page, { email });
  await submitSignUp(page);
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page).toHaveTitle('My account | Lottoshop');
  await expect(page.getByTestId('customer-firstname')).toHaveText('Avery');
  await expect(page.getByTestId('available-funds')).toHaveText('$0.00');
  await expect(page.getByTestId('customer-email')).toHaveText(email);
  await expect(
    page.getByRole('status').filter({ hasText: 'Welcome! Your account has been created' }),
  ).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /Account/ })).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();

  const cookies = await page.context().cookies();
  const access = cookies.find((c) => c.name === 'web_access_token');
  expect(access?.httpOnly).toBe(true);
  expect(access?.sameSite).toBe('Lax');
  expect(cookies.map((c) => c.name)).toEqual(
    expect.arrayContaining([
      'web_refresh_token',
      'customer_token',
      'customer_id',
      'device_uuid',
      'pricing_id',
    ]),
  );

  // Logging out clears the session and goes home.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText('You have been logged out')).toBeVisible();
  const after = (await page.context().cookies()).map((c) => c.name);
  expect(after).not.toContain('web_access_token');
  expect(after).not.toContain('customer_id');

  // Logging in again: a wrong password gets the generic message, the right one the account page.
  await open(page, '/login?redirectTo=%2Fmy-account');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.getByLabel('Password').fill('not-the-password-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password you entered is incorrect.');
  await page.getByLabel('Password').fill(SIGN_UP_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByTestId('customer-firstname')).toHaveText('Avery');
});

test('the sign-up form opens directly and keeps redirectTo to same-site paths only', async ({ page }) => {
  await open(page, '/login?step=register&redirectTo=https%3A%2F%2Fevil.test%2F');
  await expect(page).toHaveTitle('Sign up | Lottoshop');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.locator('input[name="redirectTo"]')).toHaveValue('/my-account');

  const email = uniqueEmail();
  await fillSignUp(page, { email });
  await submitSignUp(page);
  await expect(page).toHaveURL(/\/my-account$/);

  // A signed-in visitor going to /login goes straight on to the destination.
  await page.goto('/login?redirectTo=%2Fabout');
  await expect(page).toHaveURL(/\/about$/);
});

test('an address that is already registered goes to the password step', async ({ page, request }) => {
  const email = uniqueEmail();
  await open(page, '/login?step=register');
  await fillSignUp(page, { email });
  await submitSignUp(page);
  await expect(page).toHaveURL(/\/my-account$/);
  await page.context().clearCookies();

  await open(page, '/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();

  // GET /logout works too (and is harmless without a session).
  const res = await request.get('/logout', { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe('/');
});
