import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouteApp, type Method } from './route-app.ts';

/**
 * Another customer's ids (BOLA): every route that needs a signed-in customer is called by Bob with Alice's ids.
 * A route with an id answers 404 as if it did not exist; a route without one answers for Bob only. No answer
 * holds any of Alice's ids or her address, and Alice's tickets, cart and wallet are unchanged afterwards.
 * The table must name every customer route the API has (app.customerRoutes): a new one fails the first test
 * until it has its row here.
 */
let t: Awaited<ReturnType<typeof buildRouteApp>>;
beforeAll(async () => {
  t = await buildRouteApp({ version: '3.4' });
});
afterAll(() => t.app.close());

type Alice = {
  token: string;
  email: string;
  customerId: string;
  checkoutId: string;
  ticketId: string;
  transactionId: string;
  cartItemId: string;
  anonCartToken: string;
};
type Case = {
  expect: 'not_found' | 'own_data';
  call: (a: Alice, bob: string) => Promise<LightMyRequestResponse>;
};

const send = (method: Method, url: string, payload: unknown, bearer: string, version = '3.4') =>
  t.send(method, url, payload, { bearer, version });

const GAMES = {
  lottery_key: 'saturday_lotto',
  game_type: 'standard',
  games: [
    { Numbers: [1, 2, 3, 4, 5, 6] },
    { Numbers: [7, 8, 9, 10, 11, 12] },
    { Numbers: [13, 14, 15, 16, 17, 18] },
    { Numbers: [19, 20, 21, 22, 23, 24] },
  ],
  quantity: 1,
};

const CASES: Record<string, Case> = {
  'GET /v2/customer': { expect: 'own_data', call: (_a, bob) => send('GET', '/v2/customer', undefined, bob) },
  'GET /v2/logout': { expect: 'own_data', call: (_a, bob) => send('GET', '/v2/logout', undefined, bob) },
  'GET /v2/cart/items': {
    expect: 'own_data',
    call: (_a, bob) => send('GET', '/v2/cart/items', undefined, bob),
  },
  'POST /v2/cart/items': {
    expect: 'own_data',
    call: (_a, bob) => send('POST', '/v2/cart/items', GAMES, bob, '3.3'),
  },
  'PUT /v2/cart/items/:id': {
    expect: 'not_found',
    call: (a, bob) => send('PUT', `/v2/cart/items/${a.cartItemId}`, { quantity: 7 }, bob),
  },
  'DELETE /v2/cart/items/:id': {
    expect: 'not_found',
    call: (a, bob) => send('DELETE', `/v2/cart/items/${a.cartItemId}`, undefined, bob),
  },
  'POST /v2/cart/build': {
    expect: 'own_data',
    call: (_a, bob) => send('POST', '/v2/cart/build', undefined, bob),
  },
  'POST /v2/anon-cart/:token/convert': {
    // Alice's anonymous cart was converted into hers when she signed in: its token reaches nothing now.
    expect: 'not_found',
    call: (a, bob) => send('POST', `/v2/anon-cart/${a.anonCartToken}/convert`, undefined, bob),
  },
  'POST /v2/cart/purchase': {
    expect: 'own_data',
    call: (_a, bob) =>
      send('POST', '/v2/cart/purchase', { idempotency_key: 'bob-purchase-0001' }, bob, '3.3'),
  },
  'GET /v2/checkout/:checkoutId': {
    expect: 'not_found',
    call: (a, bob) => send('GET', `/v2/checkout/${a.checkoutId}`, undefined, bob),
  },
  'GET /v2/orders': {
    expect: 'own_data',
    call: (_a, bob) => send('GET', '/v2/orders?status=upcoming_products', undefined, bob),
  },
  'GET /v2/orders/:id': {
    expect: 'not_found',
    call: (a, bob) => send('GET', `/v2/orders/${a.ticketId}?show_details=true`, undefined, bob),
  },
  'POST /v2/funds/:method/:gateway/deposit': {
    expect: 'own_data',
    call: (_a, bob) =>
      send('POST', '/v2/funds/td/test/deposit', { amount: 500, idempotency_key: 'bob-deposit-0001' }, bob),
  },
  'GET /v2/transactions': {
    expect: 'own_data',
    call: (_a, bob) => send('GET', '/v2/transactions', undefined, bob),
  },
  'GET /v2/transactions/:id': {
    expect: 'not_found',
    call: (a, bob) => send('GET', `/v2/transactions/${a.transactionId}`, undefined, bob),
  },
};

async function makeAlice(): Promise<Alice> {
  const { token, email, customerId } = await t.newCustomer();
  const anon = await t.send('POST', '/v2/anon-cart', undefined, { version: '3.4' });
  expect(anon.statusCode, anon.body).toBe(201);
  const anonCartToken = anon.json().result.anonymous_cart_token as string;
  const deposit = await send(
    'POST',
    '/v2/funds/td/test/deposit',
    { amount: 5000, idempotency_key: `dep-${customerId}` },
    token,
  );
  expect(deposit.statusCode, deposit.body).toBe(201);
  const added = await send('POST', '/v2/cart/items', GAMES, token, '3.3');
  expect(added.statusCode, added.body).toBe(200);
  const bought = await send(
    'POST',
    '/v2/cart/purchase',
    { idempotency_key: `alice-${customerId}` },
    token,
    '3.3',
  );
  expect(bought.statusCode, bought.body).toBe(201);
  const receipt = bought.json().result;
  const converted = await send('POST', `/v2/anon-cart/${anonCartToken}/convert`, undefined, token);
  expect(converted.statusCode, converted.body).toBe(200);
  const cart = await send('POST', '/v2/cart/items', GAMES, token, '3.3');
  const transactions = await send('GET', '/v2/transactions', undefined, token);
  return {
    token,
    email,
    customerId,
    checkoutId: receipt.checkout_id,
    ticketId: receipt.orders[0].id,
    transactionId: transactions.json().result[0].id,
    cartItemId: cart.json().result.cart_items[0].id,
    anonCartToken,
  };
}

/** What Alice can see of her own things, to compare before and after Bob's calls. */
async function aliceState(a: Alice) {
  const [customer, cart, orders, transactions] = await Promise.all([
    send('GET', '/v2/customer', undefined, a.token),
    send('GET', '/v2/cart/items', undefined, a.token),
    send('GET', '/v2/orders?status=upcoming_products', undefined, a.token),
    send('GET', '/v2/transactions', undefined, a.token),
  ]);
  return {
    balance: customer.json().result.balance,
    cart: cart.json().result.cart_items,
    orders: orders.json().result,
    transactions: transactions.json().result,
  };
}

describe('customer routes called with another customer’s ids', () => {
  it('has a row for every customer route the API serves', () => {
    expect([...t.app.customerRoutes].sort()).toEqual(Object.keys(CASES).sort());
  });

  it('never shows, changes or reaches Alice’s things', async () => {
    const alice = await makeAlice();
    const before = await aliceState(alice);
    const secrets = [
      alice.customerId,
      alice.checkoutId,
      alice.ticketId,
      alice.transactionId,
      alice.cartItemId,
      alice.email,
    ];
    for (const [route, c] of Object.entries(CASES)) {
      const bob = (await t.newCustomer()).token;
      const res = await c.call(alice, bob);
      if (c.expect === 'not_found') expect(res.statusCode, `${route}: ${res.body}`).toBe(404);
      else expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(500);
      for (const secret of secrets) expect(res.body, `${route} leaks ${secret}`).not.toContain(secret);
    }
    expect(await aliceState(alice)).toEqual(before);
  });
});
