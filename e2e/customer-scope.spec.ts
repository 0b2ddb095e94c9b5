import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { API_URL, open, signedHeaders, signUp } from './support.ts';

/**
 * Another customer's ids on the web pages (BOLA): Bob opens every page whose URL carries a customer's id with
 * Alice's ids, and gets the 404 page with nothing of hers. The table must name every such page of
 * apps/web/app/routes.ts: a new page with an id fails the first test until it has its row (or is listed as public).
 */

/** Pages whose parameters are public things (offers, draws, page numbers), not a customer's. */
const PUBLIC_PARAM_ROUTES = [
  ':productOfferKey/results',
  ':productOfferKey/results/draw/:drawNo',
  ':productOfferKey/:gameTypeKey?',
  'my-account/transactions/:page?',
  'my-account/upcoming-tickets/:page?',
  'my-account/past-tickets/:page?',
  'lotto-results/:page?',
  'lotto-results/lotteries/:page?',
];

type Alice = { checkoutId: string; ticketId: string; transactionId: string; firstName: string };
const CUSTOMER_PAGES: Record<string, (a: Alice) => string> = {
  'my-account/deposit/summary/:transactionId': (a) => `/my-account/deposit/summary/${a.transactionId}`,
  'my-account/upcoming-tickets/ticket/:id': (a) => `/my-account/upcoming-tickets/ticket/${a.ticketId}`,
  'my-account/past-tickets/ticket/:id': (a) => `/my-account/past-tickets/ticket/${a.ticketId}`,
  'receipt/:checkoutId': (a) => `/receipt/${a.checkoutId}`,
};

async function apiCall(
  request: APIRequestContext,
  page: Page,
  path: string,
  data?: unknown,
  version = '3.3',
) {
  const headers = await signedHeaders(page, version);
  const res = data
    ? await request.post(`${API_URL}/v2${path}`, { headers, data })
    : await request.get(`${API_URL}/v2${path}`, { headers });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()).result;
}

test('the table names every page whose URL carries an id', () => {
  const source = readFileSync(join(import.meta.dirname, '../apps/web/app/routes.ts'), 'utf8');
  const withParams = [...source.matchAll(/route\(\s*'([^']*:[^']*)'/g)].map((m) => m[1] as string);
  const unlisted = withParams.filter((r) => !PUBLIC_PARAM_ROUTES.includes(r) && !(r in CUSTOMER_PAGES));
  expect(unlisted).toEqual([]);
  for (const r of Object.keys(CUSTOMER_PAGES)) expect(withParams).toContain(r);
});

test('Bob gets the 404 page for every page of Alice’s', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const alice = await signUp(page);
  await apiCall(
    request,
    page,
    '/funds/td/test/deposit',
    { amount: 1000, idempotency_key: randomUUID() },
    '3.4',
  );
  const offers = (await apiCall(request, page, '/product_offers?clear_cache=1')) as {
    key: string;
    next_draw: { draw_no: number };
  }[];
  const mega = offers.find((o) => o.key === 'mega_jackpot_lottery');
  if (!mega) throw new Error('mega_jackpot_lottery is not on sale');
  await apiCall(request, page, '/cart/items', {
    lottery_key: mega.key,
    game_type: 'standard',
    draw_no: mega.next_draw.draw_no + 1,
    num_draws: 1,
    games: [{ Numbers: [1, 2, 3, 4, 5, 20, 30] }, { Numbers: [40, 41, 42, 43, 44, 45, 46] }],
  });
  const receipt = await apiCall(request, page, '/cart/purchase', { idempotency_key: randomUUID() });
  const transactions = await apiCall(request, page, '/transactions', undefined, '3.4');
  const ids: Alice = {
    checkoutId: receipt.checkout_id,
    ticketId: receipt.orders[0].id,
    transactionId: transactions[0].id,
    firstName: alice.firstName,
  };
  // Alice sees her own pages.
  const own = await open(page, CUSTOMER_PAGES['receipt/:checkoutId']?.(ids) ?? '/');
  expect(own?.status()).toBe(200);

  const bobContext = await browser.newContext();
  const bob = await bobContext.newPage();
  try {
    await signUp(bob, '/my-account', { firstName: 'Robert' });
    for (const [route, url] of Object.entries(CUSTOMER_PAGES)) {
      const res = await bob.goto(url(ids));
      expect(res?.status(), route).toBe(404);
      const html = (await res?.text()) ?? '';
      for (const secret of [ids.checkoutId, ids.ticketId, ids.transactionId, alice.email])
        expect(html.includes(secret) && !url(ids).includes(secret), `${route} shows ${secret}`).toBe(false);
      await expect(bob.getByText(alice.email)).toHaveCount(0);
    }
  } finally {
    await bobContext.close();
  }
});
