import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { API_URL, open, signedHeaders, signUp } from './support.ts';

/**
 * Activity statements: a new customer deposits and buys a ticket, and this month's statement lists both with the
 * right figures; the PDF downloads; a month that does not exist is explained.
 */
test('a statement lists a deposit and a purchase with the right totals, and downloads as a PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signUp(page);
  const call = async (path: string, data: unknown, version: string) => {
    const res = await request.post(`${API_URL}/v2${path}`, {
      headers: await signedHeaders(page, version),
      data,
    });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return (await res.json()).result;
  };
  await call('/funds/td/test/deposit', { amount: 50_00, idempotency_key: randomUUID() }, '3.4');
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
  const receipt = await call('/cart/purchase', { idempotency_key: randomUUID() }, '3.3');
  const spent = receipt.total.amount as number;
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

  await open(page, '/my-account');
  await page.getByRole('link', { name: 'Activity statements' }).click();
  await expect(page).toHaveURL(/\/my-account\/activity-statements$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity statements' })).toBeVisible();
  await expect(page.getByTestId('statement-line')).toHaveCount(2);
  await expect(page.getByTestId('statement-lines')).toContainText('$50.00');
  await expect(page.getByTestId('statement-deposits')).toHaveText('$50.00');
  await expect(page.getByTestId('statement-spend')).toHaveText(dollars(spent));
  await expect(page.getByTestId('statement-wins')).toHaveText('$0.00');
  await expect(page.getByTestId('statement-net')).toHaveText(`−${dollars(spent)}`);
  await expect(page.getByTestId('statement-closing')).toHaveText(dollars(50_00 - spent));

  // The PDF of the month.
  const href = await page.getByTestId('statement-pdf').getAttribute('href');
  const pdf = await page.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The monthly e-mail, turned on.
  await page.getByLabel(/E-mail me last month's statement/).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('statement-notice')).toHaveText(
    'Your statement will be e-mailed to you at the start of each month.',
  );

  // A month that does not exist is explained, not an error page.
  await open(page, '/my-account/activity-statements?month=2026-13');
  await expect(page.getByTestId('statement-error')).toContainText('Choose a month in the form YYYY-MM');
});
