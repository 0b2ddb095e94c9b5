import { randomUUID } from 'node:crypto';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../apps/web/app/routes.ts';
import { expect, test } from './fixtures.ts';
import { API_URL, signedHeaders, signUp } from './support.ts';

/**
 * Who may open each page of the shop, as one table that must name every path of `apps/web/app/routes.ts`: a
 * page added without an entry fails the first test. Customer pages send a visitor to log in; pages that show a
 * customer's own thing by its id (a ticket, a receipt, a deposit) show another customer the 404 page and none of
 * it; open pages reached from an e-mail need the link's signed token.
 */
/** `resource`: not a page (a file, or the session heartbeat the page script calls). */
type PageAccess = 'public' | 'resource' | 'customer' | 'customer-id' | 'link' | 'sign-in';

const PAGES: Record<string, PageAccess> = {
  'robots.txt': 'resource',
  'sitemap.xml': 'resource',
  heartbeat: 'resource',
  'two-factor/send-code': 'resource',
  'apple-pay/merchant-session': 'resource',
  consents: 'resource',
  migration: 'resource',
  '(index)': 'public',
  '/about': 'public',
  '/about/responsible-gaming': 'public',
  '/about/privacy': 'public',
  // Only with cookie consent, which the demo has off (about-pages.spec.ts).
  '/about/cookie-policy': 'public',
  '/about/faq': 'public',
  '/about/terms-and-conditions': 'public',
  '/about/terms-of-use': 'public',
  '/about/contact-us': 'public',
  login: 'sign-in',
  'login/autologin/:token': 'sign-in',
  'login/transfer/:token': 'sign-in',
  logout: 'sign-in',
  'forgot-password': 'sign-in',
  'forgot-password/:token': 'link',
  'change-Password': 'customer',
  'force-password-change': 'customer',
  'my-account/confirm-address/:token?': 'link',
  'my-account/change-email': 'customer',
  'my-account': 'customer',
  'my-account/my-details': 'customer',
  'my-account/upgrade-account': 'customer',
  'my-account/login-and-security': 'customer',
  'my-account/spend-limits': 'customer',
  'my-account/precommitment-limit': 'customer',
  'my-account/take-a-break': 'customer',
  // A landing page: open signed out (offered.spec.ts).
  'account-verification': 'public',
  'my-account/verify-account': 'customer',
  'my-account/verify-account/:provider': 'customer',
  'my-account/manual-verification': 'customer',
  'my-account/favourite-numbers': 'customer',
  'communication-preferences/:customerId?': 'link',
  'unsubscribe/:customerId/:productOfferKey?': 'link',
  'close-my-account': 'customer',
  'close-my-account/success': 'public',
  'my-account/deposit': 'customer',
  'my-account/deposit/summary/:transactionId': 'customer-id',
  'my-account/cards-and-accounts': 'customer',
  'my-account/withdraw': 'customer',
  'my-account/withdraw/summary/:withdrawalTransactionId': 'customer-id',
  'my-account/withdraw/details/:withdrawId': 'customer-id',
  'my-account/deposit/authorisation/:depositId': 'customer-id',
  'my-account/deposit/details/:depositId': 'customer-id',
  'my-account/deposit/details/:depositId/success': 'customer-id',
  'my-account/deposit/details/:depositId/failure': 'customer-id',
  'my-account/deposit/:depositId/cancel': 'customer-id',
  // The 3-D Secure return: only forwards to the deposit's authorisation page (a customer-id page).
  '3ds/notify': 'resource',
  'my-account/transactions/:page?': 'customer',
  'my-account/activity-statements': 'customer',
  'my-account/activity-statements/:month/download': 'customer',
  'my-account/upcoming-tickets/:page?': 'customer',
  'my-account/upcoming-tickets/ticket/:id': 'customer-id',
  'my-account/past-tickets/:page?': 'customer',
  'my-account/past-tickets/ticket/:id': 'customer-id',
  'my-account/print-tickets': 'customer',
  'lotto-results/:page?': 'public',
  'lotto-results/lotteries/:page?': 'public',
  'lotto-results/raffles/:page?': 'public',
  ':productOfferKey/results': 'public',
  ':productOfferKey/results/draw/:drawNo': 'public',
  ':productOfferKey/results/draw/:drawNo/verify': 'public',
  ':productOfferKey/results/draw/:drawNo/entries.txt': 'resource',
  ':productOfferKey/results/:date': 'public',
  ':productOfferKey/statistics': 'public',
  ':productOfferKey/winners': 'public',
  ':productOfferKey/terms-and-conditions': 'public',
  ':productOfferKey/terms-and-conditions/:drawNo': 'public',
  'lotto-tickets': 'public',
  'charity-tickets': 'public',
  causes: 'public',
  'causes/:causeSlug': 'public',
  'causes/:causeSlug/:productOfferKey': 'public',
  // An open page: signed out it explains and asks to log in (offered.spec.ts).
  'your-support': 'public',
  ':productOfferKey/your-support': 'customer',
  cart: 'public',
  'cart/buy': 'customer',
  'checkout/login': 'sign-in',
  deposit: 'customer',
  // A deposit purchase's pages: the owner's own (a stranger's is the 404 page, deposit-purchase.spec.ts); the table's
  // fixture deposit pays for no purchase, so they are listed as customer pages.
  'checkout/deposit/:depositId/success': 'customer',
  'checkout/deposit/:depositId/cancel': 'customer',
  'receipt/:checkoutId': 'customer-id',
  // The play screen for one draw, and the buy routes (multi-draw.spec.ts).
  ':productOfferKey/draw/:drawNo': 'public',
  ':productOfferKey/draw/:drawNo/buy': 'public',
  ':productOfferKey/buy': 'public',
  ':productOfferKey/:gameTypeKey?': 'public',
  '*': 'public',
};

function pathsOf(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((e) => [
    ...(e.index ? ['(index)'] : e.path !== undefined ? [e.path] : []),
    ...pathsOf(e.children ?? []),
  ]);
}

/** A concrete URL for a path pattern (optional segments left out). */
function urlOf(pattern: string, ids: Record<string, string> = {}): string {
  return `/${pattern
    .replace(/^\//, '')
    .replace(/\/:\w+\?/g, '')
    .replace(/:(\w+)/g, (_, name: string) => ids[name] ?? '019c0000-0000-7000-8000-000000000000')}`;
}

test('the table names every page of the shop, and nothing else', () => {
  const paths = pathsOf(routes);
  expect(
    paths.filter((p) => !(p in PAGES)),
    'pages without an entry',
  ).toEqual([]);
  expect(
    Object.keys(PAGES).filter((p) => !paths.includes(p)),
    'entries for pages that no longer exist',
  ).toEqual([]);
});

test('customer pages send a visitor to log in and back', async ({ page }) => {
  // Every customer page, each checked by axe: on a busy 2-core machine that passes a minute.
  test.setTimeout(150_000);
  for (const [pattern, access] of Object.entries(PAGES)) {
    if (access !== 'customer' && access !== 'customer-id') continue;
    const url = urlOf(pattern);
    await page.goto(url);
    await expect(page, url).toHaveURL(/\/login\?redirectTo=/);
    expect(new URL(page.url()).searchParams.get('redirectTo'), url).toBe(url);
  }
});

test("another customer's ticket, receipt and deposit show the 404 page and none of it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // The owner deposits and buys a ticket (through the API, as their browser session).
  const ownerDetails = await signUp(page);
  const call = async (path: string, data: unknown, version: string) => {
    const res = await request.post(`${API_URL}/v2${path}`, {
      headers: await signedHeaders(page, version),
      data,
    });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return (await res.json()).result;
  };
  const deposit = await call(
    '/funds/td/test/deposit',
    { amount: 1000, idempotency_key: randomUUID() },
    '3.4',
  );
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
  await call('/funds/td/test/deposit', { amount: 1000, idempotency_key: randomUUID() }, '3.4');
  // Withdrawing needs a verified identity: the owner verifies by driver licence first.
  await call(
    '/customer/verification/licence',
    {
      state: 'NSW',
      licence_number: '12345678',
      card_number: '1234567890',
      firstname: ownerDetails.firstName,
      lastname: ownerDetails.lastName,
      date_of_birth: ownerDetails.dateOfBirth,
    },
    '3.3',
  );
  const withdrawal = await call('/tw/withdraw', { amount: 100, idempotency_key: randomUUID() }, '3.1');
  const ids = {
    withdrawalTransactionId: withdrawal.transaction_id as string,
    withdrawId: withdrawal.id as string,
    transactionId: deposit.transaction_id as string,
    depositId: deposit.deposit_id as string,
    checkoutId: receipt.checkout_id as string,
    id: receipt.orders[0].id as string,
  };
  // The owner sees each of them.
  const own = Object.entries(PAGES).filter(([, access]) => access === 'customer-id');
  for (const [pattern] of own) {
    if (pattern.startsWith('my-account/past-tickets')) continue; // the draw is still to come
    const res = await page.goto(urlOf(pattern, ids));
    expect(res?.status(), pattern).toBe(200);
  }

  // A stranger, signed in on another browser, gets the 404 page for every one of them.
  const context = await browser.newContext();
  const stranger = await context.newPage();
  await signUp(stranger);
  for (const [pattern] of own) {
    const url = urlOf(pattern, ids);
    const res = await stranger.goto(url);
    expect(res?.status(), url).toBe(404);
    await expect(stranger.getByText("It's looking like you may have taken a wrong turn."), url).toBeVisible();
    // None of the owner's things appears, besides the one id the stranger typed into the address.
    const html = await stranger.content();
    for (const id of Object.values(ids)) if (!url.includes(id)) expect(html, url).not.toContain(id);
  }

  // The owner's open preferences page, without the e-mail link's token, shows nothing of theirs.
  const owner = (await page.context().cookies()).find((c) => c.name === 'customer_id')?.value ?? '';
  const res = await stranger.goto(`/communication-preferences/${owner}`);
  expect(res?.status()).toBe(403);
  await expect(stranger.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  await context.close();
});
