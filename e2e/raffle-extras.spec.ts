import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { API_URL, hydrated, open, opsDrawCall, runOps, signedHeaders, signUp } from './support.ts';

/**
 * Raffle pre-orders and free postal entries end to end: a customer pre-orders tickets of a raffle whose sales have
 * not opened (paid nothing now, the price held); a postal entry is recorded; the operator opens sales and the
 * pre-ordered tickets get their numbers; the draw's frozen entry list holds the bought and the posted tickets.
 * The demo's country show raffle is this test's own: no other browser test buys it, so it opens and draws that
 * draw whichever tests run before or beside it (the fire brigades' pre-order raffle is the checkout's).
 */
const RAFFLE = 'country_show_raffle';
const DRAW_NO = '3';
const DRAW_NAME = `Country Show Raffle ${DRAW_NO}`;

test('pre-order shows and is issued when sales open; a postal entry joins the draw', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await open(page, '/charity-tickets');
  await expect(page.getByTestId(`raffle-card-${RAFFLE}`).getByTestId('purchase-status')).toHaveText(
    /Pre-order/i,
  );

  await signUp(page, `/${RAFFLE}`);
  const deposit = await request.post(`${API_URL}/v2/funds/td/test/deposit`, {
    headers: await signedHeaders(page, '3.4'),
    data: { amount: 100_00, idempotency_key: randomUUID() },
  });
  expect(deposit.ok(), await deposit.text()).toBe(true);

  // 1. The page offers a pre-order; five tickets go to the cart as a pre-order, nothing due now.
  await open(page, `/${RAFFLE}`);
  await expect(page.getByRole('heading', { level: 1, name: DRAW_NAME })).toBeVisible();
  await expect(page.getByTestId('pre-order-note')).toContainText('Pre-order now. Sales open');
  await page.getByRole('radio', { name: /5 tickets/ }).check();
  await page.getByRole('button', { name: 'Pre-order tickets' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await hydrated(page);
  await expect(page.getByTestId('cart-total')).toHaveText('$8.00');
  await expect(page.getByTestId('cart-pay-now')).toHaveText('$0.00');
  await expect(page.getByTestId('cart-held')).toHaveText('$8.00');
  await expect(page.getByTestId('cart-balance-after')).toHaveText('$92.00');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await hydrated(page);
  await page.getByRole('button', { name: 'Pre-order for $8.00' }).click();
  await expect(page).toHaveURL(/\/receipt\//);
  const receiptUrl = page.url();
  await expect(page.getByTestId('raffle-ticket-numbers')).toHaveCount(0);

  // 2. How to enter without buying; an operator records a letter received.
  await open(page, `/${RAFFLE}?free-postal-entry`);
  await expect(page.getByTestId('postal-address')).toContainText('PO Box 1234');
  await expect(page.getByTestId('free-postal-entry')).toContainText(DRAW_NAME);
  const posted = await runOps(
    'postal-entry',
    RAFFLE,
    '--first-name',
    'Jo',
    '--last-name',
    'Citizen',
    '--suburb',
    'Dubbo',
    '--state',
    'NSW',
    '--postcode',
    '2830',
  );
  const postalNo = Number(/ticket #(\d+)/.exec(posted)?.[1]);
  expect(postalNo).toBeGreaterThan(0);

  // 3. Sales open: this customer's pre-order, the draw's only one, is issued: five numbers on the receipt.
  expect(await runOps('open-sales', RAFFLE, DRAW_NO)).toContain(
    `${RAFFLE} draw ${DRAW_NO}: on sale; 1 pre-order(s) issued now (5 tickets)`,
  );
  await page.goto(receiptUrl);
  await hydrated(page);
  await expect(page.getByTestId('raffle-ticket-numbers')).toContainText('#');
  const mine = ((await page.getByTestId('raffle-ticket-numbers').textContent()) ?? '')
    .match(/#(\d+)/g)
    ?.map((n) => Number(n.slice(1)));
  expect(mine).toHaveLength(5);
  await open(page, `/${RAFFLE}`);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();

  // 4. The draw: its frozen entry list holds exactly the five bought tickets and the postal entry.
  const drawn = await runOps('raffle-draw', RAFFLE, DRAW_NO);
  expect(Number(/from (\d+) entries/.exec(drawn)?.[1]), drawn).toBe(6);
  const entries = await request.get(
    new URL(`/${RAFFLE}/results/draw/${DRAW_NO}/entries.txt`, page.url()).toString(),
  );
  const numbers = (await entries.text()).split('\n').filter(Boolean).map(Number);
  expect(numbers).toContain(postalNo);
  for (const n of mine ?? []) expect(numbers).toContain(n);
  expect(numbers).toHaveLength(6);
});

test('the verifier of a lottery the shop draws itself says the numbers match', async ({ page, request }) => {
  test.setTimeout(90_000);
  // A draw of this test's own, 40 after the next (over three hours ahead): Express Lotto draws every five minutes,
  // so the results test's "three after the next", read minutes apart, never reaches it.
  const offers = await request.get(`${API_URL}/v2/product_offers?clear_cache=1`, {
    headers: await signedHeaders(null, '3.7'),
  });
  const express = (
    (await offers.json()).result as { key: string; next_draw: { draw_no: number } | null }[]
  ).find((o) => o.key === 'express_lotto');
  const drawNo = (express?.next_draw?.draw_no ?? 0) + 40;
  await opsDrawCall(request, `express_lotto/${drawNo}/close`);
  const made = await opsDrawCall(request, `express_lotto/${drawNo}/draw`);

  await open(page, `/express_lotto/results/draw/${drawNo}/verify`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`draw ${drawNo}`);
  await expect(page.getByTestId('seed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('published-numbers')).toContainText(made.draw.numbers.main.join(' '));
  await expect(page.getByTestId('verdict')).toHaveText(
    'The numbers match: this draw was made as published.',
    {
      timeout: 20_000,
    },
  );
});
