import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildRouteApp, type CallOptions, type Method, NOW } from './route-app.ts';

let t: Awaited<ReturnType<typeof buildRouteApp>>;
beforeAll(async () => {
  t = await buildRouteApp({ version: '3.4' });
});
afterAll(() => t.app.close());
beforeEach(() => t.clock.set(NOW));

const send = (method: Method, url: string, payload?: unknown, opts: CallOptions = {}) =>
  t.send(method, url, payload, opts);
const logIn = (email: string) => t.logIn(email);

let lastEmail = '';
/** A new customer's access token, with `depositMinor` put in the wallet through the test deposit. */
async function customerWith(depositMinor: number): Promise<string> {
  const { token: bearer, email, customerId } = await t.newCustomer();
  lastEmail = email;
  if (depositMinor > 0) {
    const res = await send(
      'POST',
      '/v2/funds/td/test/deposit',
      { amount: depositMinor, idempotency_key: `deposit-${customerId}` },
      { bearer },
    );
    expect(res.statusCode, res.body).toBe(201);
  }
  return bearer;
}

/** Four Saturday Lotto games for the next draw, `quantity` times. */
async function addTicket(bearer: string, quantity = 1) {
  const res = await send(
    'POST',
    '/v2/cart/items',
    {
      lottery_key: 'saturday_lotto',
      game_type: 'standard',
      games: [
        { Numbers: [1, 2, 3, 4, 5, 6] },
        { Numbers: [7, 8, 9, 10, 11, 12] },
        { Numbers: [13, 14, 15, 16, 17, 18] },
        { Numbers: [19, 20, 21, 22, 23, 24] },
      ],
      quantity,
    },
    { bearer, version: '3.3' },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.cart_total as { amount: number; currency: string };
}

let keyNo = 0;
const newKey = () => `purchase-key-${++keyNo}`;
const purchase = (bearer: string, body: Record<string, unknown>) =>
  send('POST', '/v2/cart/purchase', body, { bearer, version: '3.3' });

describe('POST /v2/cart/purchase', () => {
  it('buys the cart (201) and answers the same receipt for a retry with the same key (200)', async () => {
    const bearer = await customerWith(2500);
    const total = await addTicket(bearer, 2);
    expect(total).toEqual({ amount: 680, currency: 'AUD' });
    const body = { idempotency_key: newKey(), payment_method: 'wallet', expected_total: total };

    const res = await purchase(bearer, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const receipt = res.json().result;
    expect(receipt).toMatchObject({
      total: { amount: 680, currency: 'AUD' },
      balance: { amount: 1820, currency: 'AUD' },
      tracking_data: { goals: ['purchase'] },
    });
    expect(receipt.orders).toHaveLength(2);
    expect(receipt.orders[0]).toMatchObject({
      checkout_id: receipt.checkout_id,
      product_offer_key: 'saturday_lotto',
      product_type: 'lottery_ticket',
      game_offer: 'Standard',
      num_games: 4,
      num_draws: 1,
      price: { amount: 340, currency: 'AUD' },
      total_prize: { amount: 0, currency: 'AUD' },
    });
    expect(receipt.orders[0].lines[0]).toEqual({ Numbers: [1, 2, 3, 4, 5, 6] });
    expect(receipt.orders[0].draws[0]).toMatchObject({
      status: 'DRAW_OPEN',
      numbers: null,
      line_results: [],
    });
    expect(receipt.tracking_data.products[0]).toMatchObject({
      brand: 'Lotto',
      category: 'lottery_ticket',
      name: 'Saturday Lotto',
      num_draws: 1,
      num_games: 4,
    });

    const again = await purchase(bearer, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().result).toEqual(receipt);

    const cart = await send('GET', '/v2/cart/items', undefined, { bearer, version: '3.3' });
    expect(cart.json().result.cart_items).toEqual([]);
    const overview = await send('GET', '/v2/customer', undefined, { bearer });
    expect(overview.json().result.balance).toEqual({ amount: 1820, currency: 'AUD' });

    const checkout = await send('GET', `/v2/checkout/${receipt.checkout_id}`, undefined, { bearer });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(checkout.json().result).toEqual(receipt);
  });

  it('refuses with a readable message and takes nothing: no funds, empty cart, stale total', async () => {
    const poor = await customerWith(0);
    await addTicket(poor);
    const broke = await purchase(poor, { idempotency_key: newKey() });
    expect(broke.statusCode, broke.body).toBe(422);
    expect(broke.json().messages).toEqual([
      {
        code: 'insufficient_funds',
        message:
          'Your account balance is not enough for this purchase of $3.40. Deposit funds or remove items from your cart.',
      },
    ]);
    const cart = await send('GET', '/v2/cart/items', undefined, { bearer: poor, version: '3.3' });
    expect(cart.json().result.cart_items).toHaveLength(1);

    const rich = await customerWith(2500);
    const empty = await purchase(rich, { idempotency_key: newKey() });
    expect(empty.statusCode, empty.body).toBe(422);
    expect(empty.json().messages[0]).toMatchObject({ code: 'cart_empty', message: 'Your cart is empty.' });

    await addTicket(rich);
    const stale = await purchase(rich, {
      idempotency_key: newKey(),
      expected_total: { amount: 100, currency: 'AUD' },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().messages[0].code).toBe('price_changed');
    const overview = await send('GET', '/v2/customer', undefined, { bearer: rich });
    expect(overview.json().result.balance).toEqual({ amount: 2500, currency: 'AUD' });
  });

  it('refuses a purchase once the draw has closed, naming the draw', async () => {
    const bearer = await customerWith(2500);
    await addTicket(bearer);
    const cart = (await send('GET', '/v2/cart/items', undefined, { bearer, version: '3.3' })).json().result;
    const item = cart.cart_items[0];
    // A week later the draw's sales have stopped; the customer logs in again and tries to buy.
    t.clock.advance(8 * 86_400_000);
    const res = await purchase(await logIn(lastEmail), { idempotency_key: newKey() });
    expect(res.statusCode, res.body).toBe(422);
    const [message] = res.json().messages;
    expect(message.code).toBe('draw_closed');
    expect(message.message).toMatch(
      new RegExp(`^Sales for Saturday Lotto draw ${item.draw_no} closed at .+\\. Choose the next draw\\.$`),
    );
  });

  it('checks the body and the caller', async () => {
    const bearer = await customerWith(0);
    const anonymous = await purchase(undefined as unknown as string, { idempotency_key: newKey() });
    expect(anonymous.statusCode).toBe(401);
    const badKey = await purchase(bearer, { idempotency_key: 'short' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().errors).toEqual({ idempotency_key: ['That idempotency key is not valid.'] });
    const badMethod = await purchase(bearer, { idempotency_key: newKey(), payment_method: 'card' });
    expect(badMethod.statusCode).toBe(400);
    const oldVersion = await send(
      'POST',
      '/v2/cart/purchase',
      { idempotency_key: newKey() },
      { bearer, version: '3.2' },
    );
    expect(oldVersion.statusCode).toBe(400);
  });
});

describe('POST /v2/cart/purchase with a key already used', () => {
  it('answers 409 idempotency_conflict, as deposits do, when the body differs, and still replays the same body', async () => {
    const bearer = await customerWith(2500);
    const total = await addTicket(bearer);
    const body = { idempotency_key: newKey(), payment_method: 'wallet', expected_total: total };
    const first = await purchase(bearer, body);
    expect(first.statusCode, first.body).toBe(201);

    const other = await purchase(bearer, { ...body, expected_total: { amount: 1020, currency: 'AUD' } });
    expect(other.statusCode, other.body).toBe(409);
    expect(other.json().messages).toEqual([
      { code: 'idempotency_conflict', message: 'This request was already made with different details.' },
    ]);
    const otherCurrency = await purchase(bearer, { ...body, expected_total: { ...total, currency: 'GBP' } });
    expect(otherCurrency.statusCode, otherCurrency.body).toBe(409);

    const again = await purchase(bearer, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().result).toEqual(first.json().result);
    // The conflicts changed nothing.
    const overview = await send('GET', '/v2/customer', undefined, { bearer });
    expect(overview.json().result.balance).toEqual({ amount: 2160, currency: 'AUD' });
  });

  it('replays the receipt to a retry that leaves out the total the first request named', async () => {
    const bearer = await customerWith(2500);
    const total = await addTicket(bearer);
    const key = newKey();
    const first = await purchase(bearer, { idempotency_key: key, expected_total: total });
    expect(first.statusCode, first.body).toBe(201);
    const again = await purchase(bearer, { idempotency_key: key });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().result.checkout_id).toBe(first.json().result.checkout_id);
  });
});

describe('GET /v2/checkout/:checkoutId and the orders', () => {
  it('lists upcoming tickets, shows one, and keeps them from other customers', async () => {
    const bearer = await customerWith(2500);
    await addTicket(bearer);
    const first = (await purchase(bearer, { idempotency_key: newKey() })).json().result;
    t.clock.advance(60_000);
    await addTicket(bearer, 2);
    const second = (await purchase(bearer, { idempotency_key: newKey() })).json().result;

    const list = await send('GET', '/v2/orders?status=upcoming_products&limit=2', undefined, { bearer });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().page_info).toEqual({ limit: 2, offset: 0, total: 3, has_more: true });
    expect(list.json().result.map((o: { checkout_id: string }) => o.checkout_id)).toEqual([
      second.checkout_id,
      second.checkout_id,
    ]);
    const rest = await send('GET', '/v2/orders?status=upcoming_products&limit=2&offset=2', undefined, {
      bearer,
    });
    expect(rest.json().result.map((o: { id: string }) => o.id)).toEqual([first.orders[0].id]);
    const past = await send('GET', '/v2/orders?status=past_products', undefined, { bearer });
    expect(past.statusCode).toBe(200);
    expect(past.json().page_info).toMatchObject({ total: 0, limit: 10, offset: 0 });

    const ticketId = first.orders[0].id;
    const one = await send('GET', `/v2/orders/${ticketId}?show_details=true`, undefined, { bearer });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().result).toEqual(first.orders[0]);

    const other = await customerWith(0);
    expect((await send('GET', `/v2/orders/${ticketId}`, undefined, { bearer: other })).statusCode).toBe(404);
    const foreign = await send('GET', `/v2/checkout/${first.checkout_id}`, undefined, { bearer: other });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('We could not find that receipt. Check your tickets in My Account.');
    const none = await send('GET', '/v2/orders?status=upcoming_products', undefined, { bearer: other });
    expect(none.json().page_info.total).toBe(0);
  });

  it('answers 400 with a clear message for bad ids and list parameters', async () => {
    const bearer = await customerWith(0);
    const badCheckout = await send('GET', '/v2/checkout/not-a-checkout', undefined, { bearer });
    expect(badCheckout.statusCode).toBe(400);
    expect(badCheckout.json().errors.checkout_id[0]).toMatch(/^A checkout id is a UUID/);
    const badTicket = await send('GET', '/v2/orders/12345', undefined, { bearer });
    expect(badTicket.statusCode).toBe(400);
    expect(badTicket.json().errors.id[0]).toMatch(/^A ticket id is a UUID/);
    const badDetails = await send(
      'GET',
      '/v2/orders/019c0000-0000-7000-8000-000000000000?show_details=yes',
      undefined,
      {
        bearer,
      },
    );
    expect(badDetails.statusCode).toBe(400);
    const unknown = await send('GET', '/v2/orders/019c0000-0000-7000-8000-000000000000', undefined, {
      bearer,
    });
    expect(unknown.statusCode).toBe(404);

    const noStatus = await send('GET', '/v2/orders', undefined, { bearer });
    expect(noStatus.statusCode).toBe(400);
    expect(noStatus.json().errors.status).toEqual([
      'Choose which tickets to list: status=upcoming_products or status=past_products.',
    ]);
    for (const query of [
      'status=all',
      'status=past_products&limit=0',
      'status=past_products&limit=101',
      'status=past_products&offset=-1',
    ]) {
      const res = await send('GET', `/v2/orders?${query}`, undefined, { bearer });
      expect(res.statusCode, query).toBe(400);
    }
    const oldVersion = await send('GET', '/v2/checkout/019c0000-0000-7000-8000-000000000000', undefined, {
      bearer,
      version: '3.3',
    });
    expect(oldVersion.statusCode).toBe(400);
  });
});
