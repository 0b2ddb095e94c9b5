import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { API_URL, open, opsDrawCall, signedHeaders, signUp } from './support.ts';

/**
 * The account's wallet in the browser, against the real API (a fresh database per run): sign up, deposit with
 * the test deposit method, see the new balance on the summary, in the Account button and in the transactions.
 */

async function apiCall(request: APIRequestContext, page: Page | null, path: string, data?: unknown) {
  const headers = await signedHeaders(page, '3.3');
  const res = data
    ? await request.post(`${API_URL}/v2${path}`, { headers, data })
    : await request.get(`${API_URL}/v2${path}`, { headers });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()).result;
}

async function submitAmount(page: Page, amount: string) {
  await page.getByLabel('Deposit amount', { exact: true }).fill(amount);
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
}

async function expectAmountError(page: Page, message: string) {
  const field = page.getByLabel('Deposit amount', { exact: true });
  await expect(page.getByText(message)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.$]/g, '\\$&')}`));
}

test('a new customer deposits $50 and sees it in the balance and the transactions', async ({ page }) => {
  await signUp(page);
  const accountButton = page.getByRole('banner').getByRole('link', { name: /Account/ });
  await expect(accountButton).toContainText('$0.00');

  // The account page links to the deposit.
  await page.getByRole('link', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(/\/my-account\/deposit$/);
  await expect(page).toHaveTitle('Deposit | Lottoshop');
  await expect(page.getByRole('radio', { name: 'Test deposit' })).toBeChecked();
  await expect(page.getByText('Between $10.00 and $5,000.00')).toBeVisible();

  // Bad amounts get the spec's messages and deposit nothing.
  await submitAmount(page, '');
  await expectAmountError(page, 'This field is required');
  await submitAmount(page, '1.505');
  await expectAmountError(page, 'Amount must follow format e.g: 1.50');
  await submitAmount(page, '0');
  await expectAmountError(page, 'Please enter an amount equal to or greater than $10.00.');
  await submitAmount(page, '5000.01');
  await expectAmountError(page, 'Please enter an amount equal to or less than $5,000.00.');
  await expect(accountButton).toContainText('$0.00');

  // A quick amount fills the field; the deposit goes to its summary.
  await page.getByRole('link', { name: '$50' }).click();
  await expect(page.getByLabel('Deposit amount', { exact: true })).toHaveValue('50');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(/\/my-account\/deposit\/summary\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit successful' })).toBeVisible();
  await expect(page.getByTestId('deposit-amount')).toHaveText('$50.00');
  await expect(page.getByTestId('deposit-new-balance')).toHaveText('$50.00');
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveCount(0);

  // The Account button shows the new balance.
  await expect(accountButton).toContainText('$50.00');

  // The transactions list the deposit with the balance after it.
  await page.getByRole('link', { name: 'View transactions' }).click();
  await expect(page).toHaveURL(/\/my-account\/transactions\/1$/);
  const rows = page.getByTestId('transaction-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('+$50.00');
  await expect(rows.first().getByRole('cell').last()).toHaveText('$50.00');

  // Back on the account page, the balance agrees; a page past the end is the 404 page.
  await open(page, '/my-account');
  await expect(page.getByTestId('available-funds')).toHaveText('$50.00');
  const res = await page.goto('/my-account/transactions/2');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Something went wrong.' })).toBeVisible();
});

test('a deposit started from checkout offers the way back, to same-site paths only', async ({ page }) => {
  await signUp(page, '/my-account/deposit?redirectTo=%2Fcart%2Fbuy');
  await submitAmount(page, '25.5');
  await expect(page).toHaveURL(/\/my-account\/deposit\/summary\/[^/?]+\?redirectTo=%2Fcart%2Fbuy$/);
  await expect(page.getByTestId('deposit-amount')).toHaveText('$25.50');
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/cart/buy');

  // A redirectTo to another site is dropped.
  await open(page, '/my-account/deposit?redirectTo=https%3A%2F%2Fevil.test%2F');
  await submitAmount(page, '10');
  await expect(page).toHaveURL(/\/my-account\/deposit\/summary\/[^/?]+$/);
  await expect(page.getByTestId('deposit-new-balance')).toHaveText('$35.50');
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveCount(0);
});

test('the account pages need a session; a new customer has no tickets yet', async ({ page }) => {
  await open(page, '/my-account/upcoming-tickets/1');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-account%2Fupcoming-tickets%2F1$/);

  await signUp(page);
  await page.getByRole('link', { name: 'Upcoming tickets' }).click();
  await expect(page).toHaveURL(/\/my-account\/upcoming-tickets\/1$/);
  await expect(page.getByText('You have no tickets for upcoming draws.')).toBeVisible();
  await page.getByRole('link', { name: 'Past tickets' }).click();
  await expect(page).toHaveURL(/\/my-account\/past-tickets\/1$/);
  await expect(page.getByText('You have no tickets from past draws yet.')).toBeVisible();
  await open(page, '/my-account/transactions');
  await expect(page.getByText('You have no transactions yet.')).toBeVisible();

  const res = await page.goto('/my-account/upcoming-tickets/ticket/01a20575-63b1-7da4-a55e-c5140322ac22');
  expect(res?.status()).toBe(404);
});

test('a bought ticket shows in upcoming tickets and on the print view, then in past tickets with its matches and prize', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signUp(page, '/my-account/deposit');
  await submitAmount(page, '20');
  await expect(page.getByTestId('deposit-new-balance')).toHaveText('$20.00');

  // Two games of an Oz Lotto (mega_jackpot_lottery) draw, bought from the wallet through the API (the play screen and
  // checkout have their own tests): line 1 will match 5 winning numbers and a supplementary.
  const offers = (await apiCall(request, null, '/product_offers?clear_cache=1')) as {
    key: string;
    name: string;
    upcoming_draws: { draw_no: number }[];
  }[];
  const mega = offers.find((o) => o.key === 'mega_jackpot_lottery');
  if (!mega) throw new Error('mega_jackpot_lottery is not on sale');
  // The last draw on sale, this test's own: it closes and results it, and no other test buys it (the Super Combo
  // test buys the next, the multi-draw test the three after it); closing it moves none of theirs.
  const drawNo = Math.max(...mega.upcoming_draws.map((d) => d.draw_no));
  expect(drawNo).toBeGreaterThanOrEqual((mega.upcoming_draws[0]?.draw_no ?? 0) + 4);
  await apiCall(request, page, '/cart/items', {
    lottery_key: mega.key,
    game_type: 'standard',
    draw_no: drawNo,
    num_draws: 1,
    games: [{ Numbers: [1, 2, 3, 4, 5, 20, 30] }, { Numbers: [40, 41, 42, 43, 44, 45, 46] }],
  });
  await apiCall(request, page, '/cart/purchase', { idempotency_key: randomUUID() });

  await open(page, '/my-account');
  await page.getByRole('link', { name: 'Upcoming tickets' }).click();
  const summary = page.getByTestId('ticket-summary');
  await expect(summary).toHaveCount(1);
  await expect(summary).toContainText(mega.name);
  await expect(summary).toContainText('$3.10');
  await summary.getByRole('link', { name: mega.name }).click();
  await expect(page).toHaveURL(/\/my-account\/upcoming-tickets\/ticket\/[^/]+$/);
  await expect(page.getByTestId('ticket-line')).toHaveCount(2);
  await expect(page.getByTestId('ticket-line').first().getByRole('listitem')).toHaveText([
    '1',
    '2',
    '3',
    '4',
    '5',
    '20',
    '30',
  ]);
  await expect(page.getByTestId('draw-status')).toHaveText('Open');
  const ticketPath = new URL(page.url()).pathname.replace('upcoming-tickets', 'past-tickets');

  // The print view lists the same ticket's numbers; on paper the shop's header and the page's controls are left off.
  await page.goto('/my-account/upcoming-tickets/1');
  await page.getByRole('link', { name: 'Print tickets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your upcoming tickets' })).toBeVisible();
  await expect(page.getByTestId('printed-line')).toHaveCount(2);
  await expect(page.getByTestId('printed-line').first()).toContainText(/1\s+2\s+3\s+4\s+5\s+20\s+30/);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByTestId('printed-line')).toHaveCount(2);
  await page.emulateMedia({ media: 'screen' });

  // The operator enters the official result: 5 winning numbers + 1 supp is division 4 ($123.45).
  await opsDrawCall(request, `${mega.key}/${drawNo}/close`);
  await opsDrawCall(request, `${mega.key}/${drawNo}/result`, {
    main: [1, 2, 3, 4, 5, 10, 11],
    supplementary: [20, 21, 22],
    dividends: {
      1: 10_000_000_00,
      2: 20_000_00,
      3: 5_000_00,
      4: 123_45,
      5: 50_00,
      6: 20_00,
      7: 12_00,
    },
  });

  await open(page, '/my-account/past-tickets/1');
  await expect(page.getByTestId('ticket-summary')).toContainText('Won $123.45');
  await open(page, ticketPath);
  await expect(page.getByTestId('draw-status')).toHaveText('Prizes paid');
  const lines = page.getByTestId('line-result');
  await expect(lines).toHaveCount(2);
  const first = lines.first();
  await expect(first.locator('[data-matched="true"]')).toHaveText(['1', '2', '3', '4', '5', '20']);
  await expect(first.locator('[data-ball="supplementary"][data-matched="true"]')).toHaveText('20');
  await expect(first.getByTestId('line-prize')).toHaveText('Division 4 · $123.45');
  await expect(lines.nth(1)).toContainText('No prize');
  await expect(page.getByTestId('ticket-total-prize')).toHaveText('$123.45');

  // The prize went into the wallet: $20.00 - $3.10 + $123.45.
  await expect(page.getByRole('banner').getByRole('link', { name: /Account/ })).toContainText('$140.35');
  await open(page, '/my-account/transactions/1');
  const rows = page.getByTestId('transaction-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('+$123.45');
  await expect(rows.nth(1)).toContainText('−$3.10');
});
