import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { API_URL, hydrated, open, runOps, signedHeaders, signUp } from './support.ts';

/**
 * Raffles end to end: a customer finds a charity raffle, buys tickets for its cause and sees their numbers; the
 * raffle sells out and refuses more; the operator closes and draws it; the winner sees the prize and the wallet
 * credit; the public verifier re-computes the winners in the browser and says they match.
 */
const RAFFLE = 'surf_club_members_raffle';
const DRAW_NAME = 'Surf Club Members’ Raffle 19';

test('buy raffle tickets for a cause, sell out, draw, win, and verify the draw', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);

  // 1. Browse: the raffle is listed with its prize value, tickets left and status.
  await open(page, '/charity-tickets');
  const card = page.getByTestId(`raffle-card-${RAFFLE}`);
  await expect(card).toContainText('200');
  await expect(card.getByTestId('purchase-status')).toHaveText('On sale');

  // 2. A new customer with $300 in the wallet.
  await signUp(page, `/${RAFFLE}`);
  const deposit = await request.post(`${API_URL}/v2/funds/td/test/deposit`, {
    headers: await signedHeaders(page, '3.4'),
    data: { amount: 300_00, idempotency_key: randomUUID() },
  });
  expect(deposit.ok(), await deposit.text()).toBe(true);

  // 3. The raffle page: prizes main first, bundles, the cause and its share; buy three bundles of 50.
  await open(page, `/${RAFFLE}`);
  await expect(page.getByRole('heading', { level: 1, name: DRAW_NAME })).toBeVisible();
  await expect(page.getByTestId('raffle-prizes').getByRole('listitem').first()).toContainText(
    'Main prize: Summer barbecue pack',
  );
  await expect(page.getByText('60% of every ticket')).toBeVisible();
  await page.getByRole('radio', { name: /50 tickets/ }).check();
  await page.getByLabel('How many of that bundle').fill('3');
  await page.getByLabel('Cause to support').selectOption('surf_life_saving');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await hydrated(page);
  await expect(page.getByTestId('cart-item')).toContainText(`${DRAW_NAME} — 50 tickets`);
  await expect(page.getByTestId('cart-total')).toHaveText('$180.00');

  // 4. Buy: the receipt lists the ticket numbers and what reached the cause.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await hydrated(page);
  await page.getByRole('button', { name: 'Pay $180.00' }).click();
  await expect(page).toHaveURL(/\/receipt\//);
  await hydrated(page);
  const numbers = page.getByTestId('raffle-ticket-numbers');
  await expect(numbers).toContainText('#1, #2, #3');
  await expect(numbers).toContainText('#150');
  await expect(page.getByTestId('raffle-numbers')).toContainText(
    'supporting Coastline Surf Life Saving Fund',
  );
  await expect(page.getByTestId('raffle-numbers')).toContainText('$108.00 of these tickets goes to');
  const receiptUrl = page.url();

  // 5. The last 50 tickets; then the raffle is sold out and refuses more.
  await open(page, `/${RAFFLE}`);
  await expect(page.getByTestId('tickets-left')).toContainText('50 of 200');
  await page.getByRole('radio', { name: /50 tickets/ }).check();
  await page.getByLabel('Cause to support').selectOption('surf_life_saving');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await hydrated(page);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await hydrated(page);
  await page.getByRole('button', { name: 'Pay $60.00' }).click();
  await expect(page).toHaveURL(/\/receipt\//);
  await hydrated(page);
  await expect(page.getByTestId('raffle-ticket-numbers')).toContainText('#151');
  const lastReceiptUrl = page.url();

  await open(page, `/${RAFFLE}`);
  await expect(page.getByText(`${DRAW_NAME} is sold out. No more tickets can be bought.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  const refused = await request.post(`${API_URL}/v2/cart/raffle-items`, {
    headers: await signedHeaders(page, '3.3'),
    data: { lottery_key: RAFFLE, num_raffle_tickets: 1, cause_key: 'surf_life_saving' },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.text()).toContain('sold out');

  // 6. The operator closes and draws the raffle: every prize goes to this customer's tickets; cash to the wallet.
  const out = await runOps('raffle-draw', RAFFLE, '19');
  expect(out).toContain('Summer barbecue pack: ticket #');
  expect(out).toContain('$100 cash: ticket #');
  const winning = (prize: string) => Number(new RegExp(`${prize}: ticket #(\\d+)`).exec(out)?.[1]);
  const won = [
    { ticketNo: winning('Summer barbecue pack'), prize: 'Summer barbecue pack' },
    { ticketNo: winning('\\$100 cash'), prize: '$100 cash' },
  ];
  // Each receipt says which of its tickets won what (tickets 1-150 on the first, 151-200 on the second).
  for (const [url, from, to] of [
    [receiptUrl, 1, 150],
    [lastReceiptUrl, 151, 200],
  ] as const) {
    await page.goto(url);
    await hydrated(page);
    const mine = won.filter((w) => w.ticketNo >= from && w.ticketNo <= to);
    const outcome = page.getByTestId('raffle-outcome');
    if (mine.length === 0) await expect(outcome).toHaveText('Drawn: no prize for these tickets this time.');
    for (const w of mine) await expect(outcome).toContainText(`Ticket #${w.ticketNo} won ${w.prize}.`);
  }
  await open(page, '/my-account/transactions');
  await expect(page.getByText(/\$100\.00/).first()).toBeVisible();

  // 7. The results with the winners (first name, suburb and state only), and the verifier says "matches".
  await open(page, `/${RAFFLE}/results?tab=winners`);
  await expect(page.getByTestId('raffle-winner')).toHaveCount(2);
  await page.getByRole('link', { name: 'Verify this draw' }).click();
  await hydrated(page);
  await expect(page.getByTestId('seed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('verdict')).toHaveText(
    'The winners match: this draw was made as published.',
    { timeout: 20_000 },
  );
  const entries = await request.get(page.url().replace(/verify$/, 'entries.txt'));
  expect((await entries.text()).split('\n').filter(Boolean)).toHaveLength(200);

  // 8. What the tickets raised: 60% of $1.20 a ticket, 200 tickets, for the cause chosen.
  for (const path of ['/your-support', `/${RAFFLE}/your-support`]) {
    await open(page, path);
    await expect(page.getByTestId('support')).toContainText('Coastline Surf Life Saving Fund');
    await expect(page.getByTestId('support')).toContainText('Your 200 tickets have raised $144.00.');
  }
  await open(page, '/causes');
  await page.getByRole('link', { name: 'Coastline Surf Life Saving Fund' }).click();
  await hydrated(page);
  await expect(page.getByTestId('cause-raised')).toContainText('$144.00 from 200 tickets');
  await expect(page.getByTestId(`raffle-card-${RAFFLE}`)).toBeVisible();
  await open(page, `/causes/surf-life-saving/${RAFFLE}`);
  await expect(page.getByTestId(`raffle-card-${RAFFLE}`)).toBeVisible();
});
