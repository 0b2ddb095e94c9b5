import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { latestEmailTo } from './mail.ts';
import { API_URL, open, opsDrawCall, signedHeaders, signUp } from './support.ts';

/**
 * The results area in the browser against the real API and the seeded year of demo results: the archive by
 * month, statistics drawn without JavaScript, and a win — the winners page, the customer's own entries on the
 * draw's result and the win e-mail in the mail catcher.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The month `back` months before this one in Sydney. */
function monthsAgo(back: number): { year: number; month: number; slug: string; name: string } {
  const [y, m] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Sydney',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return {
    year,
    month,
    slug: `${year}-${String(month).padStart(2, '0')}`,
    name: `${MONTHS[month - 1]} ${year}`,
  };
}

test('the results archive moves by month and year, each month with its Saturday draws marked as demo results', async ({
  page,
}) => {
  // Axe checks every page this visits (seven of them), which takes a while on a busy machine.
  test.setTimeout(120_000);
  await open(page, '/saturday_lotto/results');
  await page.getByRole('link', { name: 'Results archive' }).click();
  const now = monthsAgo(0);
  await expect(page).toHaveURL(new RegExp(`/saturday_lotto/results/${now.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Saturday Lotto results: ${now.name}`);

  // Two months back: a whole month of the demo history, one Saturday draw a week.
  const two = monthsAgo(2);
  await page.getByRole('link', { name: `← ${monthsAgo(1).name}` }).click();
  await page.getByRole('link', { name: `← ${two.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/saturday_lotto/results/${two.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Saturday Lotto results: ${two.name}`);
  await expect(page.getByTestId('demo-results')).toBeVisible();
  const cards = page.getByTestId('result-card');
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(4);
  expect(count).toBeLessThanOrEqual(5);
  await expect(page.getByTestId('archive-count')).toHaveText(`${count} draws in ${two.name}, newest first.`);

  // The previous-month link, then the year before by the year links.
  const three = monthsAgo(3);
  await page.getByRole('link', { name: `← ${three.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/saturday_lotto/results/${three.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Saturday Lotto results: ${three.name}`);
  await page
    .getByRole('list', { name: 'Years' })
    .getByRole('link', { name: String(three.year - 1) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/saturday_lotto/results/${three.year - 1}-`));
  await expect(page.getByRole('link', { name: String(three.year - 1), exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // A date that is not a month, or a month to come, is the 404 page.
  for (const path of [
    '/saturday_lotto/results/2025-13',
    '/saturday_lotto/results/june',
    `/saturday_lotto/results/${monthsAgo(-2).slug}`,
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the statistics page draws its charts on the server and changes its window by a plain form', async ({
    page,
  }) => {
    const res = await page.goto('/saturday_lotto/statistics?window=25');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Saturday Lotto statistics' })).toBeVisible();
    await expect(page.getByTestId('statistics-summary')).toContainText('Counting the latest 25 draws');
    const frequency = page.getByRole('img', {
      name: /How often each number was drawn in the latest 25 draws/,
    });
    await expect(frequency).toBeVisible();
    await expect(frequency.locator('rect')).toHaveCount(45);
    await expect(page.getByRole('img', { name: /Draws since each number was last drawn/ })).toBeVisible();
    await expect(page.getByTestId('hot-numbers').getByRole('listitem')).toHaveCount(10);
    await expect(page.getByTestId('cold-numbers').getByRole('listitem')).toHaveCount(10);
    await expect(page.getByTestId('overdue-numbers').getByRole('listitem')).toHaveCount(10);
    await expect(page.getByTestId('most-profitable').getByRole('listitem')).toHaveCount(5);
    // The chart's figures are in the table too: the bars add up to 25 draws of 6 numbers.
    const drawn = await page
      .getByTestId('statistics-table')
      .first()
      .locator('tbody tr td:nth-child(2)')
      .allTextContents();
    expect(drawn.map(Number).reduce((a, b) => a + b, 0)).toBe(150);

    await page.getByLabel('Draws to count').selectOption('10');
    await page.getByRole('button', { name: 'Show statistics' }).click();
    await expect(page).toHaveURL(/\/saturday_lotto\/statistics\?window=10$/);
    await expect(page.getByTestId('statistics-summary')).toContainText('Counting the latest 10 draws');

    const bad = await page.goto('/saturday_lotto/statistics?window=lots');
    expect(bad?.status()).toBe(400);
    await expect(page.getByTestId('window-error')).toHaveText(
      'Choose how many draws to count: a whole number from 1 to 500.',
    );
  });
});

async function api(
  request: APIRequestContext,
  page: Page,
  method: 'post' | 'put',
  path: string,
  data: unknown,
  version: string,
) {
  const res = await request[method](`${API_URL}/v2${path}`, {
    headers: await signedHeaders(page, version),
    data,
  });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()).result;
}

test('a winner is e-mailed once the draw is resulted, sees their win on the draw, and is named on the winners page with consent', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const me = await signUp(page);
  const offers = await request.get(`${API_URL}/v2/product_offers?clear_cache=1`, {
    headers: await signedHeaders(null, '3.7'),
  });
  const sfl = ((await offers.json()).result as { key: string; next_draw: { draw_no: number } | null }[]).find(
    (o) => o.key === 'set_for_life2020',
  );
  // The draw after the next three: the next stays on sale (its jackpot shown) and the results and phone-layout tests
  // result the next two after it.
  const drawNo = sfl!.next_draw!.draw_no + 3;
  await api(
    request,
    page,
    'post',
    '/funds/td/test/deposit',
    { amount: 1000, idempotency_key: randomUUID() },
    '3.4',
  );
  await api(
    request,
    page,
    'post',
    '/cart/items',
    {
      lottery_key: 'set_for_life2020',
      game_type: 'standard',
      draw_no: drawNo,
      num_draws: 1,
      games: [{ Numbers: [2, 9, 16, 23, 30, 37, 44] }, { Numbers: [1, 3, 5, 7, 11, 13, 15] }],
    },
    '3.3',
  );
  await api(request, page, 'post', '/cart/purchase', { idempotency_key: randomUUID() }, '3.3');

  const since = new Date();
  await opsDrawCall(request, `set_for_life2020/${drawNo}/close`);
  await opsDrawCall(request, `set_for_life2020/${drawNo}/result`, {
    main: [2, 9, 16, 23, 30, 37, 44],
    supplementary: [5, 40],
    dividends: {
      1: 2_000_000_00,
      2: 50_000_00,
      3: 5_000_00,
      4: 400_00,
      5: 60_00,
      6: 40_00,
      7: 20_00,
      8: 10_00,
    },
  });

  const mail = await latestEmailTo(me.email, { subject: `You won in Set for Life draw ${drawNo}`, since });
  expect(mail.text).toContain(`Hi ${me.firstName},`);
  expect(mail.text).toContain('Division 1: $2,000,000.00.');
  expect(mail.text).toContain(`/set_for_life2020/results/draw/${drawNo}`);

  // The draw's result, signed in: the customer's own lines with the win marked.
  await open(page, `/set_for_life2020/results/draw/${drawNo}`);
  const mine = page.getByTestId('your-entries');
  await expect(mine.getByTestId('your-total')).toHaveText('You won $2,000,000.00 in this draw.');
  await expect(mine.getByTestId('your-line-result')).toHaveText(['Division 1: $2,000,000.00', 'No prize']);

  // The winners page counts them, and names them (first name and state only) once they say so.
  await request.get(`${API_URL}/v2/config?clear_cache=1`, { headers: await signedHeaders(null, '3.7') });
  await open(page, `/set_for_life2020/winners?draw=${drawNo}`);
  const division1 = page.getByTestId('winners').locator('tbody tr').first();
  await expect(division1.getByRole('cell').first()).toHaveText('1');
  await expect(division1.getByTestId('named-winners')).not.toContainText(me.firstName);
  await page.getByRole('button', { name: 'Name me as a winner (first name and state)' }).click();
  await expect(page.getByRole('button', { name: 'Stop naming me as a winner' })).toBeVisible();
  await request.get(`${API_URL}/v2/config?clear_cache=1`, { headers: await signedHeaders(null, '3.7') });
  await page.reload();
  await expect(division1.getByTestId('named-winners')).toContainText(`${me.firstName} (${me.state})`);
  await expect(page.getByTestId('winners')).not.toContainText(me.lastName);
  await expect(page.getByTestId('prizes').locator('tbody tr').first()).toContainText('$2,000,000.00');

  // The rules in force for the draw.
  await open(page, `/set_for_life2020/terms-and-conditions/${drawNo}`);
  await expect(page.getByTestId('terms-matrix')).toContainText('Each game line has 7 numbers from 1 to 44');
  await expect(page.getByTestId('terms-divisions').locator('tbody tr')).toHaveCount(8);
});
