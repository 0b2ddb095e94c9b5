import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-errors.ts';
import { RequestSession } from '../../lib/session.server.ts';
import { type FakeRequest, startFakeApi } from '../../test/fake-api.server.ts';
import {
  addCartItem,
  convertAnonymousCart,
  loadCart,
  loadCartCount,
  loadCartSummary,
  readCartToken,
  removeCartItem,
  removedItemsNotice,
  updateCartItem,
} from './cart.server.ts';

const api = startFakeApi();
beforeEach(() => {
  api.handler = undefined;
});

const TOKEN = 'anon_0123456789abcdef';
const NEW_TOKEN = 'anon_fedcba9876543210';
const CUSTOMER = '01a20575-63b1-7da4-a55e-c5140322ac22';
const money = (amount: number) => ({ amount, currency: 'AUD' });

/** A cart as the API sends it (snake_case, Numbers/Powerball as written). */
function wireCart(items: number, token?: string) {
  const item = (i: number) => ({
    id: `item_${i}`,
    description: 'Powerball, 1 game',
    quantity: 1,
    unit_price: money(165),
    total: money(165),
    product_type: 'lottery_ticket',
    lottery_key: 'super_jackpot_lottery',
    product_offer_name: 'Powerball',
    draw_no: 1500,
    draw_date: '2026-11-26T09:30:00.000Z',
    draw_prize_pool: null,
    game_type: 'standard',
    game_offer: 'Standard',
    num_draws: 1,
    num_games: 1,
    games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [9] }],
    cause_key: null,
    num_raffle_tickets: null,
    purchase_status: 'standard',
    recurring_purchase: null,
  });
  return {
    result: {
      cart_reference: 'ref_1',
      cart_items: Array.from({ length: items }, (_, i) => item(i)),
      auto_removed_items: [],
      cart_total: money(165 * items),
      pre_order_total: money(0),
      requires_unattended_payment_method: false,
      blocked_reasons: {},
      spend_limit_remaining: null,
      show_regulation: false,
      ...(token ? { anonymous_cart_token: token } : {}),
    },
  };
}

const BODY = {
  lotteryKey: 'super_jackpot_lottery',
  gameType: 'standard' as const,
  numDraws: 1,
  games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [9] }],
  quantity: 1,
};

function anonRequest(token?: string): Request {
  return new Request('http://shop.test/super_jackpot_lottery', {
    headers: token ? { Cookie: `anonymous_cart_token=${token}` } : {},
  });
}

function signedInRequest(token?: string): Request {
  const cookies = [`customer_id=${CUSTOMER}`, 'customer_token=ctok_1', 'web_access_token=a.b.c'];
  if (token) cookies.push(`anonymous_cart_token=${token}`);
  return new Request('http://shop.test/cart', { headers: { Cookie: cookies.join('; ') } });
}

const calls = () => api.seen.map((r) => `${r.method} ${r.url}`);
const cookieNamed = (session: RequestSession, value: string) =>
  session.setCookies().find((c) => c.startsWith(`anonymous_cart_token=${value};`));

describe('the anonymous cart token cookie', () => {
  it('accepts only cookie-safe tokens of the cart token shape', () => {
    expect(readCartToken(anonRequest(TOKEN))).toBe(TOKEN);
    expect(readCartToken(anonRequest('short'))).toBeUndefined();
    expect(
      readCartToken(
        new Request('http://shop.test/', {
          headers: { Cookie: 'anonymous_cart_token=a%3Bb1234567890123456' },
        }),
      ),
    ).toBeUndefined();
  });
});

describe('adding to the cart', () => {
  it('creates the anonymous cart on the first add and keeps its token for 14 days', async () => {
    api.handler = (req) =>
      req.url === '/v2/anon-cart'
        ? { status: 201, body: wireCart(0, NEW_TOKEN) }
        : { status: 200, body: wireCart(1, NEW_TOKEN) };
    const request = anonRequest();
    const session = new RequestSession(request);
    const cart = await addCartItem(request, session, BODY);
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]?.games[0]).toEqual({ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [9] });
    expect(calls()).toEqual(['POST /v2/anon-cart', `POST /v2/anon-cart/${NEW_TOKEN}/items`]);
    const add = api.seen[1] as FakeRequest;
    expect(add.headers['x-api-version']).toBe('3.3');
    expect(JSON.parse(add.body)).toEqual({
      lottery_key: 'super_jackpot_lottery',
      game_type: 'standard',
      num_draws: 1,
      games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [9] }],
      quantity: 1,
    });
    expect(cookieNamed(session, NEW_TOKEN)).toBe(
      `anonymous_cart_token=${NEW_TOKEN}; Path=/; Max-Age=1209600; HttpOnly; SameSite=Lax`,
    );
  });

  it('adds to the cart of the cookie, and starts a new cart when the API no longer knows it', async () => {
    api.handler = (req) => {
      if (req.url === `/v2/anon-cart/${TOKEN}/items`)
        return { status: 404, body: { error: 'Cart not found', code: 'cart_not_found' } };
      if (req.url === '/v2/anon-cart') return { status: 201, body: wireCart(0, NEW_TOKEN) };
      return { status: 200, body: wireCart(1, NEW_TOKEN) };
    };
    const request = anonRequest(TOKEN);
    const session = new RequestSession(request);
    await addCartItem(request, session, BODY);
    expect(calls()).toEqual([
      `POST /v2/anon-cart/${TOKEN}/items`,
      'POST /v2/anon-cart',
      `POST /v2/anon-cart/${NEW_TOKEN}/items`,
    ]);
    expect(cookieNamed(session, NEW_TOKEN)).toBeDefined();
  });

  it("adds a signed-in customer's ticket to the customer cart", async () => {
    api.reply = { status: 201, body: wireCart(1) };
    const request = signedInRequest();
    const session = new RequestSession(request);
    await addCartItem(request, session, BODY);
    expect(calls()).toEqual(['POST /v2/cart/items']);
    expect(api.seen[0]?.headers.authorization).toBe('Bearer a.b.c');
    expect(api.seen[0]?.headers['x-customer-token']).toBe('ctok_1');
  });

  it('passes a refusal on with its first message', async () => {
    api.reply = {
      status: 422,
      body: { messages: [{ code: 'draw_closed', message: 'This draw has closed.' }] },
    };
    const request = anonRequest(TOKEN);
    const session = new RequestSession(request);
    const err = await addCartItem(request, session, BODY).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('This draw has closed.');
    expect(session.setCookies()).toEqual([]);
  });
});

describe('loading the cart', () => {
  it('reads the anonymous cart of the cookie', async () => {
    api.reply = { status: 200, body: wireCart(2, TOKEN) };
    const request = anonRequest(TOKEN);
    const session = new RequestSession(request);
    const { cart, anonymous } = await loadCart(request, session);
    expect(anonymous).toBe(true);
    expect(cart?.cartItems).toHaveLength(2);
    expect(calls()).toEqual([`GET /v2/anon-cart/${TOKEN}`]);
    // Once per request: the shell's count and the page share one fetch.
    expect(await loadCartCount(request, session)).toBe(2);
    expect(api.seen).toHaveLength(1);
  });

  it('drops the cookie when the anonymous cart cannot be fetched', async () => {
    api.reply = { status: 404, body: { error: 'Cart not found' } };
    const request = anonRequest(TOKEN);
    const session = new RequestSession(request);
    expect((await loadCart(request, session)).cart).toBeNull();
    expect(session.setCookies()).toEqual([
      'anonymous_cart_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    ]);
  });

  it('has no cart, and asks nothing, without a cookie', async () => {
    const request = anonRequest();
    expect(await loadCartCount(request, new RequestSession(request))).toBe(0);
    expect(api.seen).toHaveLength(0);
  });

  it("converts a signed-in customer's leftover anonymous cart, then reads the customer cart", async () => {
    api.handler = (req) => ({ status: 200, body: req.url.endsWith('/convert') ? wireCart(1) : wireCart(3) });
    const request = signedInRequest(TOKEN);
    const session = new RequestSession(request);
    expect(await loadCartCount(request, session)).toBe(3);
    expect(calls()).toEqual([`POST /v2/anon-cart/${TOKEN}/convert`, 'GET /v2/cart/items']);
    expect(session.setCookies()).toContain(
      'anonymous_cart_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    );
  });

  it('reports the items the API took out of the cart, once, as a notice for the shell', async () => {
    const body = wireCart(1, TOKEN);
    const removed = [{ description: 'Oz Lotto, 2 games', reason: 'Its draw has closed.' }];
    api.reply = { status: 200, body: { result: { ...body.result, auto_removed_items: removed } } };
    const request = anonRequest(TOKEN);
    const summary = await loadCartSummary(request, new RequestSession(request));
    expect(summary).toEqual({ count: 1, removed });
    expect(removedItemsNotice(summary.removed)).toMatchObject({
      title: 'An item was removed from your cart',
      message: 'Oz Lotto, 2 games: Its draw has closed.',
      tone: 'warning',
    });
    expect(removedItemsNotice([])).toBeNull();
  });

  it('shows 0 in the header when the API is down', async () => {
    api.reply = { status: 503, body: { error: 'down' } };
    const request = anonRequest(TOKEN);
    expect(await loadCartCount(request, new RequestSession(request))).toBe(0);
  });
});

describe('changing items', () => {
  it('updates a quantity and removes an item in the anonymous cart', async () => {
    api.handler = (req) =>
      req.method === 'DELETE' ? { status: 204, body: '' } : { status: 200, body: wireCart(1, TOKEN) };
    const request = anonRequest(TOKEN);
    const session = new RequestSession(request);
    expect((await updateCartItem(request, session, 'item_0', 3))?.cartItems).toHaveLength(1);
    expect(await removeCartItem(request, session, 'item_0')).toBeNull();
    expect(calls()).toEqual([
      `PUT /v2/anon-cart/${TOKEN}/items/item_0`,
      `DELETE /v2/anon-cart/${TOKEN}/items/item_0`,
    ]);
    expect(JSON.parse(api.seen[0]?.body ?? '')).toEqual({ quantity: 3 });
  });

  it('does not create a cart to change an item when there is none', async () => {
    const request = anonRequest();
    const err = await updateCartItem(request, new RequestSession(request), 'item_0', 2).catch(
      (e: unknown) => e,
    );
    expect((err as ApiError).status).toBe(404);
    expect(api.seen).toHaveLength(0);
  });
});

describe('converting the anonymous cart on sign-in', () => {
  const identity = { customerId: CUSTOMER, customerToken: 'ctok_2', accessToken: 'x.y.z' };

  it("merges it into the customer's cart and removes the cookie", async () => {
    api.reply = { status: 200, body: wireCart(1) };
    const cookies = await convertAnonymousCart(TOKEN, identity, true);
    expect(calls()).toEqual([`POST /v2/anon-cart/${TOKEN}/convert`]);
    expect(api.seen[0]?.headers.authorization).toBe('Bearer x.y.z');
    expect(api.seen[0]?.headers['x-api-version']).toBe('3.3');
    expect(cookies).toEqual(['anonymous_cart_token=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax']);
  });

  it('drops a cart the API refuses, keeps the cookie when the API is unreachable, and does nothing without one', async () => {
    api.reply = { status: 404, body: { error: 'gone' } };
    expect(await convertAnonymousCart(TOKEN, identity, false)).toHaveLength(1);
    api.reply = { status: 502, body: { error: 'down' } };
    expect(await convertAnonymousCart(TOKEN, identity, false)).toEqual([]);
    api.seen.length = 0;
    expect(await convertAnonymousCart(undefined, identity, false)).toEqual([]);
    expect(api.seen).toHaveLength(0);
  });
});
