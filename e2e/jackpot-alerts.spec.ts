import { formatJackpot } from '@lottoshop/contracts/formatting';
import type { MoneyDto } from '@lottoshop/contracts/money';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { latestEmailTo, linkPath } from './mail.ts';
import { API_URL, fillSignUp, open, signedHeaders, submitSignUp } from './support.ts';

type Offer = {
  key: string;
  name: string;
  next_draw: { jackpot: MoneyDto | null; purchase_status: string } | null;
};

/** The browser tests' threshold (JACKPOT_ALERT_THRESHOLD in playwright.config.ts), in cents. */
const THRESHOLD_CENTS = 10_000_000_00;

/**
 * A lottery whose next draw is on sale with a jackpot at or above the threshold, as the alerts job sees it. Read at
 * the start, not assumed: other browser tests close and result lotteries' next draws (Powerball's among them), and
 * the draw life cycle closes them at their real sales stops.
 */
async function lotteryWorthAnAlert(request: APIRequestContext): Promise<Offer & { jackpot: string }> {
  const res = await request.get(`${API_URL}/v2/product_offers?clear_cache=1`, {
    headers: await signedHeaders(null, '3.7'),
  });
  expect(res.ok()).toBe(true);
  for (const offer of (await res.json()).result as Offer[]) {
    const jackpot = offer.next_draw?.jackpot;
    if (offer.next_draw?.purchase_status === 'open' && jackpot && jackpot.amount >= THRESHOLD_CENTS) {
      return { ...offer, jackpot: formatJackpot(jackpot) };
    }
  }
  throw new Error('no lottery has a next draw on sale with a jackpot of $10 million or more');
}

// The browser tests run the jackpot alerts job every 2 seconds with a $10 million threshold (decision 048).
test("a customer who asked for news gets the jackpot alert, and its link stops that offer's e-mails", async ({
  page,
  browser,
  request,
}) => {
  const lottery = await lotteryWorthAnAlert(request);
  const since = new Date();
  await open(page, '/login?step=register');
  const details = await fillSignUp(page);
  await page.getByLabel(/send me news/i).check();
  await submitSignUp(page);
  await expect(page).toHaveURL(/\/my-account$/);

  const mail = await latestEmailTo(details.email, {
    subject: `${lottery.name}: the jackpot is ${lottery.jackpot}`,
    since,
    timeoutMs: 30_000,
  });
  expect(mail.text).toContain(`has a jackpot of ${lottery.jackpot}`);
  expect(linkPath(mail, new RegExp(`^/${lottery.key}$`))).toBe(`/${lottery.key}`);
  const unsubscribe = linkPath(mail, new RegExp(`^/unsubscribe/[^/]+/${lottery.key}$`));
  expect(unsubscribe).toMatch(/\?token=/);
  expect(mail.headers['list-unsubscribe']).toContain(unsubscribe);

  // Opened signed out, as a mail client would: the page names the offer and stops its e-mails only.
  const context = await browser.newContext();
  const reader = await context.newPage();
  await open(reader, unsubscribe);
  await expect(reader.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(reader.getByText(`Stop receiving e-mails about ${lottery.name}?`)).toBeVisible();
  await reader.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(reader.getByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeVisible();
  await expect(reader.getByRole('status')).toContainText(`e-mails about ${lottery.name}`);
  await context.close();

  // Other marketing e-mail stays on.
  await open(page, '/communication-preferences');
  await expect(page.getByLabel('Email')).toBeChecked();
});
