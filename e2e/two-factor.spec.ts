import { totpCode } from '@lottoshop/core/twofactor/testing';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { hydrated, logOut, open, passwordStep, SIGN_UP_PASSWORD, signUp } from './support.ts';

/**
 * Two-factor with an authenticator app, end to end in Chromium: the test reads the key shown on the page and
 * computes codes the way the customer's app does.
 */

const STEP_SECONDS = 30;

/**
 * An authenticator app that never shows a code twice: each code is of a later 30-second step than the last one
 * used (the server refuses a step already used), within the step before or after now that it accepts.
 */
function authenticator(secret: string) {
  let lastStep = 0;
  return {
    async next(): Promise<string> {
      let nowSeconds = Date.now() / 1000;
      // The earliest step still accepted for a while (the server takes the step before now too).
      let step = Math.max(lastStep + 1, Math.floor((nowSeconds - 20) / STEP_SECONDS));
      // Too far ahead of the clock: wait until the server accepts it.
      const wait = step * STEP_SECONDS - (nowSeconds + 20);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      nowSeconds = Date.now() / 1000;
      step = Math.max(step, Math.floor((nowSeconds - 20) / STEP_SECONDS));
      lastStep = step;
      return totpCode(secret, new Date(step * STEP_SECONDS * 1000));
    },
  };
}

async function turnOnAuthenticator(page: Page) {
  await open(page, '/my-account/login-and-security');
  await expect(page.getByTestId('two-factor-status')).toContainText('Off.');
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code for your authenticator app' }).locator('svg'),
  ).toBeVisible();
  const secret = (await page.getByTestId('authenticator-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const app = authenticator(secret);
  await hydrated(page);
  // Six digits typed submit the form by themselves.
  await page.getByLabel('Code from your app').fill(await app.next());
  await expect(page.getByTestId('security-notice')).toHaveText('Two-factor authentication is now on.');
  await expect(page.getByTestId('two-factor-status')).toContainText('On with an authenticator app');
  return app;
}

test('turn on an authenticator, log in with a code, and confirm a sensitive action with the two-factor modal', async ({
  page,
}) => {
  // Five codes, each of a later 30-second step than the last: the test may wait for the clock.
  test.setTimeout(150_000);
  const { email } = await signUp(page);
  const app = await turnOnAuthenticator(page);
  await logOut(page);

  // The login asks for the code after the password; a wrong code is refused with the spec's words.
  await passwordStep(page, email);
  await expect(page.getByLabel('Remember this device for 30 days')).not.toBeChecked();
  const right = await app.next();
  await page.getByLabel('Authentication code').fill(right === '000000' ? '111111' : '000000');
  await expect(page.getByText('Code is incorrect or expired. Try again or contact support')).toBeVisible();
  await page.getByLabel('Authentication code').fill(right);
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByTestId('customer-email')).toHaveText(email);

  // Log in again with a code and "remember this device"; the next login on this device needs no code (and,
  // without a code, the session is not elevated).
  await logOut(page);
  await passwordStep(page, email);
  await page.getByLabel('Remember this device for 30 days').check();
  await page.getByLabel('Authentication code').fill(await app.next());
  await expect(page).toHaveURL(/\/my-account$/);
  await logOut(page);
  await open(page, '/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(SIGN_UP_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The remembered device is not asked for a code.
  await expect(page).toHaveURL(/\/my-account$/);

  // Turning two-factor off is sensitive: the modal asks for a code, then the action is replayed.
  await open(page, '/my-account/login-and-security');
  await expect(page.getByTestId('session')).toHaveCount(1);
  await expect(page.getByTestId('this-device')).toHaveCount(1);
  await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  const modal = page.getByRole('dialog', {
    name: '2 factor authentication is required to complete this action',
  });
  await expect(modal).toBeVisible();
  await expect(modal).toHaveAttribute('data-elevation-status', 'requesting_otp');
  // Escape abandons the action; nothing changed.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('two-factor-status')).toContainText('On with an authenticator app');

  await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  await expect(modal).toBeVisible();
  await modal.getByLabel('Authentication code').fill(await app.next());
  await expect(page.getByTestId('security-notice')).toHaveText(
    "You've successfully verified your 2FA code. Two-factor authentication is now off.",
  );
  await expect(page.getByTestId('two-factor-status')).toContainText('Off.');
});

test('five wrong codes lock two-factor and disable the form; a pasted code is trimmed to 6 digits', async ({
  page,
}) => {
  const { email } = await signUp(page);
  const app = await turnOnAuthenticator(page);
  await logOut(page);
  await passwordStep(page, email);

  const right = await app.next();
  const wrong = right.startsWith('9') ? '1' : '9';
  const code = page.getByLabel('Authentication code');
  // A paste keeps the first 6 digits and submits.
  await code.evaluate((input, text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, ` ${wrong}23-456 789`);
  await expect(page.getByText('Code is incorrect or expired. Try again or contact support')).toBeVisible();
  for (let i = 2; i <= 4; i += 1) {
    await page.getByLabel('Authentication code').fill(`${wrong}2345${i}`);
    await expect(page.getByText('Code is incorrect or expired. Try again or contact support')).toBeVisible();
  }
  await page.getByLabel('Authentication code').fill(`${wrong}23459`);
  await expect(page.getByTestId('2fa-locked')).toContainText('Account locked');
  await expect(page.getByTestId('2fa-locked')).toContainText(
    'Your account has been locked due to too many incorrect 2FA attempts. Please contact support.',
  );
  await expect(page.getByLabel('Authentication code')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Verify and log in' })).toBeDisabled();

  // Even the right password and code are refused while locked.
  await passwordStep(page, email);
  await expect(page.getByTestId('2fa-locked')).toBeVisible();
});

test('log out everywhere ends every session of the customer', async ({ page, browser }) => {
  const { email } = await signUp(page);
  // A second browser logs in as the same customer.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await otherPage.getByLabel('Email address').fill(email);
  await otherPage.getByRole('button', { name: 'Continue' }).click();
  await otherPage.getByLabel('Password').fill(SIGN_UP_PASSWORD);
  await otherPage.getByRole('button', { name: 'Log in' }).click();
  await expect(otherPage).toHaveURL(/\/my-account$/);

  await open(page, '/my-account/login-and-security');
  await expect(page.getByTestId('session')).toHaveCount(2);
  await page.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'You have been logged out' })).toBeVisible();

  // (The account landing page may show the overview the web cached for up to 5 s; this page asks the API.)
  await otherPage.goto('/my-account/login-and-security');
  await expect(otherPage).toHaveURL(/\/login\?redirectTo=/);
  await other.close();
});

test('a signed-in page beats every 60 s while its customer is active, and logs out after an idle hour', async ({
  page,
}) => {
  await page.clock.install();
  await signUp(page);
  const beats: number[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname === '/heartbeat') beats.push(res.status());
  });
  await page.mouse.move(20, 20);
  await page.clock.runFor(61_000);
  await expect.poll(() => beats).toEqual([204]);

  // An hour without activity: the page logs out by itself.
  await page.clock.runFor(60 * 60_000);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'You have been logged out' })).toBeVisible();
});

test('closing the account asks for a code first, then the password again; the password never rides in the modal', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  const app = await turnOnAuthenticator(page);

  await open(page, '/close-my-account');
  await page.getByLabel('Why are you closing your account?').selectOption('no_longer_play');
  await page.getByLabel('Password').fill(SIGN_UP_PASSWORD);
  await page.getByRole('button', { name: 'Close my account' }).click();
  const modal = page.getByRole('dialog', {
    name: '2 factor authentication is required to complete this action',
  });
  await expect(modal).toBeVisible();
  // The modal carries the reason to replay, never the password.
  expect(
    await modal
      .locator('input[type="hidden"]')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).name)),
  ).not.toContain('replay.password');
  await expect(page.locator('body')).not.toContainText(SIGN_UP_PASSWORD);
  await modal.getByLabel('Authentication code').fill(await app.next());

  // Verified: the form keeps the reason and asks for the password again.
  await expect(page.getByText("You've successfully verified your 2FA code.")).toBeVisible();
  await expect(page.getByLabel('Why are you closing your account?')).toHaveValue('no_longer_play');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('This field is required');
  await page.getByLabel('Password').fill(SIGN_UP_PASSWORD);
  await page.getByRole('button', { name: 'Close my account' }).click();
  await expect(page).toHaveURL(/\/close-my-account\/success$/);
});
