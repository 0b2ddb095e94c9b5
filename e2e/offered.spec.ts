import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { latestEmailTo } from './mail.ts';
import { API_URL, open, signedHeaders, signUp } from './support.ts';

/** What the shop offers is there, open where the spec opens it, and off where it is not built. */

test('the account verification landing is open signed out and asks the visitor to log in to verify', async ({
  page,
}) => {
  const response = await page.goto('/account-verification');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Account verification' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in to verify your account' })).toHaveAttribute(
    'href',
    '/login?redirectTo=%2Faccount-verification',
  );
});

test('/your-support is open signed out, and its log-in link comes back to it', async ({ page }) => {
  const response = await page.goto('/your-support');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Your support' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in to see your support' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fyour-support$/);
});

test('the cookie policy is off with cookie consent, and the about pages do not link to it', async ({
  page,
}) => {
  expect((await page.goto('/about/cookie-policy'))?.status()).toBe(404);
  await open(page, '/about/privacy');
  await expect(page.locator('a[href="/about/cookie-policy"]')).toHaveCount(0);
});

test('a purchase e-mails one receipt naming the tickets and the amounts', async ({ page, request }) => {
  const details = await signUp(page);
  const call = async (path: string, data: unknown, version: string) => {
    const res = await request.post(`${API_URL}/v2${path}`, {
      headers: await signedHeaders(page, version),
      data,
    });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return (await res.json()).result;
  };
  await call('/funds/td/test/deposit', { amount: 1000, idempotency_key: randomUUID() }, '3.4');
  await call(
    '/cart/items',
    {
      lottery_key: 'saturday_lotto',
      game_type: 'standard',
      games: [
        { Numbers: [1, 2, 3, 4, 5, 6] },
        { Numbers: [7, 8, 9, 10, 11, 12] },
        { Numbers: [13, 14, 15, 16, 17, 18] },
        { Numbers: [19, 20, 21, 22, 23, 24] },
      ],
    },
    '3.3',
  );
  const since = new Date();
  const receipt = await call('/cart/purchase', { idempotency_key: randomUUID() }, '3.3');
  const total = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(
    receipt.total.amount / 100,
  );
  const mail = await latestEmailTo(details.email, { subject: `Your receipt: ${total}`, since });
  expect(mail.text).toContain('1 × Saturday Lotto, draw ');
  expect(mail.text).toContain(`Total ${total}. Paid now from your wallet: ${total}.`);
  expect(mail.text).toContain(`/receipt/${receipt.checkout_id}`);
});
