import { expect, test } from './fixtures.ts';
import { latestEmailTo, linkPath } from './mail.ts';
import { fillSignUp, open, submitSignUp } from './support.ts';

// The demo's Powerball draw on sale has a $30 million jackpot, above the $20 million threshold (decision 048); the
// browser tests run the jackpot alerts job every 2 seconds.
test("a customer who asked for news gets the jackpot alert, and its link stops that offer's e-mails", async ({
  page,
  browser,
}) => {
  const since = new Date();
  await open(page, '/login?step=register');
  const details = await fillSignUp(page);
  await page.getByLabel(/send me news/i).check();
  await submitSignUp(page);
  await expect(page).toHaveURL(/\/my-account$/);

  const mail = await latestEmailTo(details.email, {
    subject: 'Powerball: the jackpot is $30 Million',
    since,
    timeoutMs: 30_000,
  });
  expect(mail.text).toContain('has a jackpot of $30 Million');
  expect(linkPath(mail, /^\/super_jackpot_lottery$/)).toBe('/super_jackpot_lottery');
  const unsubscribe = linkPath(mail, /^\/unsubscribe\/[^/]+\/super_jackpot_lottery$/);
  expect(unsubscribe).toMatch(/\?token=/);
  expect(mail.headers['list-unsubscribe']).toContain(unsubscribe);

  // Opened signed out, as a mail client would: the page names the offer and stops its e-mails only.
  const context = await browser.newContext();
  const reader = await context.newPage();
  await open(reader, unsubscribe);
  await expect(reader.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(reader.getByText('Stop receiving e-mails about Powerball?')).toBeVisible();
  await reader.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(reader.getByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeVisible();
  await expect(reader.getByRole('status')).toContainText('e-mails about Powerball');
  await context.close();

  // Other marketing e-mail stays on.
  await open(page, '/communication-preferences');
  await expect(page.getByLabel('Email')).toBeChecked();
});
