import { expect, test } from './fixtures.ts';
import { logOut, runOps, signUp } from './support.ts';

/** Signing in by a one-time link in Chromium: the operator's automatic-login link works once, then says so. */

test('an automatic-login link signs the customer in once; used twice it is no longer valid', async ({
  page,
}) => {
  const { email } = await signUp(page);
  await logOut(page);

  // The operator makes the link (`npm run ops -- autologin-link`), e.g. for a support e-mail.
  const output = await runOps('autologin-link', email, '/my-account/upcoming-tickets/1');
  const url = new URL(output.split('\n')[0]?.trim() ?? '');
  expect(url.pathname).toMatch(/^\/login\/autologin\/[A-Za-z0-9_-]{43}$/);
  expect(output).toContain('Works once, for the next 24 hours.');
  const path = `${url.pathname}${url.search}`;

  await page.goto(path);
  // 'Verifying Automatic Login', then the page the link names, signed in.
  await expect(page).toHaveURL(/\/my-account\/upcoming-tickets\/1$/);
  await expect(page.getByText('You are now logged in')).toBeVisible();
  await logOut(page);

  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-account%2Fupcoming-tickets%2F1$/);
  await expect(page.getByText('Email link no longer valid')).toBeVisible();
  await expect(
    page.getByText('It looks like the email link you clicked is no longer valid.', { exact: false }),
  ).toBeVisible();
});

test('a made-up link is refused the same way, without a 500', async ({ page }) => {
  for (const token of ['A'.repeat(43), 'not-a-token', '%00']) {
    const res = await page.goto(`/login/autologin/${token}`);
    expect(res?.status(), token).toBeLessThan(500);
    if (token.length === 43) {
      // A well-formed token is posted by the page, and the API refuses it.
      await expect(page).toHaveURL(/\/login\?redirectTo=/);
    }
    await expect(page.getByText('Email link no longer valid')).toBeVisible();
  }
});
