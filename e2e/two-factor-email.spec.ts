import { expect, test } from './fixtures.ts';
import { latestEmailTo } from './mail.ts';
import { hydrated, logOut, open, passwordStep, SIGN_UP_PASSWORD, signUp } from './support.ts';

/**
 * Two-factor with codes e-mailed to the customer, end to end in Chromium: every code is read from the local
 * mail catcher, as the customer would read it.
 */

const SUBJECT = 'Your verification code';

async function codeFrom(email: string, since: Date, exceptIds: string[] = []) {
  const mail = await latestEmailTo(email, { subject: SUBJECT, since, exceptIds });
  const code = /verification code is (\d{6})\./.exec(mail.text)?.[1];
  if (!code) throw new Error('no code in the e-mail');
  return { code, id: mail.id };
}

test('turn on e-mailed codes, log in with one, and confirm a sensitive action with a code sent by the modal', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email } = await signUp(page);
  const masked = `${email.slice(0, 2)}***${email.slice(email.indexOf('@'))}`;

  // Set up: a first code goes to the address, shown masked; the code turns two-factor on.
  await open(page, '/my-account/login-and-security');
  const setupSince = new Date();
  await page.getByRole('button', { name: 'Get codes by e-mail' }).click();
  await expect(page.getByTestId('two-factor-status')).toContainText(`We've sent a 6 digit code to ${masked}`);
  await hydrated(page);
  // 'Resend code' waits 60 seconds after a code was sent.
  await expect(page.getByTestId('resend-code')).toBeDisabled();
  await expect(page.getByTestId('resend-code')).toContainText(/Resend code \(\d+ s\)/);
  const first = await codeFrom(email, setupSince);
  await page.getByLabel('Code from the e-mail').fill(first.code);
  await expect(page.getByTestId('security-notice')).toHaveText('Two-factor authentication is now on.');
  await expect(page.getByTestId('two-factor-status')).toContainText(`On with codes e-mailed to ${masked}`);
  await logOut(page);

  // The login's code step e-mails a code; a wrong one is refused, the e-mailed one signs in (and is remembered).
  const loginSince = new Date();
  await passwordStep(page, email);
  await expect(page.getByText(`We've sent a 6 digit code to ${masked}. Enter it to continue.`)).toBeVisible();
  await expect(page.getByTestId('resend-code')).toBeDisabled();
  const second = await codeFrom(email, loginSince, [first.id]);
  await page.getByLabel('Authentication code').fill(second.code === '000000' ? '111111' : '000000');
  await expect(page.getByText('Code is incorrect or expired. Try again or contact support')).toBeVisible();
  await page.getByLabel('Remember this device for 30 days').check();
  await page.getByLabel('Authentication code').fill(second.code);
  await expect(page).toHaveURL(/\/my-account$/);

  // On this remembered device the next login asks for no code, so the session is not elevated: turning
  // two-factor off opens the modal, which sends a code to the address.
  await logOut(page);
  await open(page, '/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(SIGN_UP_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/my-account$/);

  await open(page, '/my-account/login-and-security');
  const modalSince = new Date();
  await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  const modal = page.getByRole('dialog', {
    name: '2 factor authentication is required to complete this action',
  });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(`We've sent a 6 digit code to ${masked}. Enter it to continue.`);
  await expect(modal.getByTestId('resend-code')).toBeDisabled();
  const third = await codeFrom(email, modalSince, [first.id, second.id]);
  await modal.getByLabel('Authentication code').fill(third.code);
  await expect(page.getByTestId('security-notice')).toHaveText(
    "You've successfully verified your 2FA code. Two-factor authentication is now off.",
  );
  await expect(page.getByTestId('two-factor-status')).toContainText('Off.');
});
