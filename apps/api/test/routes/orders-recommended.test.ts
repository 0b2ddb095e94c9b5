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

const GAMES = [
  { Numbers: [1, 2, 3, 4, 5, 6] },
  { Numbers: [7, 8, 9, 10, 11, 12] },
  { Numbers: [13, 14, 15, 16, 17, 18] },
  { Numbers: [19, 20, 21, 22, 23, 24] },
  { Numbers: [25, 26, 27, 28, 29, 30] },
];

let keyNo = 0;
/** A new signed-in customer with $50 in the wallet. */
async function fundedCustomer(): Promise<string> {
  const { token: bearer } = await t.newCustomer();
  const res = await send(
    'POST',
    '/v2/funds/td/test/deposit',
    { amount: 5000, idempotency_key: `recommended-deposit-${++keyNo}` },
    { bearer },
  );
  expect(res.statusCode, res.body).toBe(201);
  return bearer;
}

/** Buys one standard ticket of `games` Saturday Lotto games for the next draw. */
async function buySaturdayLotto(bearer: string, games: number) {
  const add = await send(
    'POST',
    '/v2/cart/items',
    { lottery_key: 'saturday_lotto', game_type: 'standard', games: GAMES.slice(0, games), quantity: 1 },
    { bearer, version: '3.3' },
  );
  expect(add.statusCode, add.body).toBe(200);
  const total = add.json().result.cart_total;
  const res = await send(
    'POST',
    '/v2/cart/purchase',
    { idempotency_key: `recommended-${++keyNo}`, payment_method: 'wallet', expected_total: total },
    { bearer, version: '3.3' },
  );
  expect(res.statusCode, res.body).toBe(201);
  t.clock.advance(60_000);
}

const recommended = (bearer?: string, query = '') =>
  send('GET', `/v2/orders/recommended${query}`, undefined, bearer === undefined ? {} : { bearer });

/** The featured offers: those sold online with a draw on sale, in the shop's display order. */
async function featuredKeys(): Promise<string[]> {
  const offers = (await t.get('/v2/product_offers')).json().result as {
    key: string;
    kind: string;
    game_types: { game_type: string }[];
    next_draw: { purchase_status: string } | null;
  }[];
  const online = new Set([
    'standard',
    'reduced_system',
    'powerhit',
    'powerpik',
    'random',
    'strike_standard',
    'strike_boxed',
    'sequential',
    'mega_combo',
  ]);
  return offers
    .filter((o) => ['open', 'pre_order'].includes(o.next_draw?.purchase_status ?? ''))
    .filter((o) => o.kind === 'raffle' || o.game_types.some((g) => online.has(g.game_type)))
    .map((o) => o.key);
}

describe('GET /v2/orders/recommended', () => {
  it("puts the customer's own offer first with their usual ticket and its next draw, then featured offers", async () => {
    const bearer = await fundedCustomer();
    await buySaturdayLotto(bearer, 5);
    await buySaturdayLotto(bearer, 5);
    await buySaturdayLotto(bearer, 4);
    const res = await recommended(bearer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const plays = res.json().result as Record<string, unknown>[];
    expect(plays).toHaveLength(3);
    expect(plays[0]).toMatchObject({
      product_offer_key: 'saturday_lotto',
      product_offer_name: 'Saturday Lotto',
      reason: 'history',
      game_type: 'standard',
      num_games: 5,
      num_draws: 1,
      times_bought: 3,
      has_favourite_numbers: false,
      next_draw: { product_offer_key: 'saturday_lotto', purchase_status: 'open' },
    });
    const rest = (await featuredKeys()).filter((k) => k !== 'saturday_lotto').slice(0, 2);
    expect(plays.slice(1).map((p) => [p.product_offer_key, p.reason, p.times_bought])).toEqual(
      rest.map((k) => [k, 'featured', 0]),
    );
  });

  it("never shows another customer's purchases", async () => {
    const buyer = await fundedCustomer();
    await buySaturdayLotto(buyer, 4);
    const { token } = await t.newCustomer();
    const res = await recommended(token, '?limit=10');
    expect(res.statusCode, res.body).toBe(200);
    const plays = res.json().result as { product_offer_key: string; reason: string; times_bought: number }[];
    expect(plays.map((p) => p.product_offer_key)).toEqual((await featuredKeys()).slice(0, 10));
    expect(plays.every((p) => p.reason === 'featured' && p.times_bought === 0)).toBe(true);
  });

  it('shows whether the customer has favourite numbers for an offer', async () => {
    const { token } = await t.newCustomer();
    const saved = await send(
      'PUT',
      '/v2/favourite-numbers',
      { favourite_numbers: { saturday_lotto: [{ main: [1, 2, 3, 4, 5, 6] }] } },
      { bearer: token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const plays = (await recommended(token, '?limit=10')).json().result as {
      product_offer_key: string;
      has_favourite_numbers: boolean;
    }[];
    expect(plays.filter((p) => p.has_favourite_numbers).map((p) => p.product_offer_key)).toEqual([
      'saturday_lotto',
    ]);
  });

  it('refuses an anonymous caller with 401', async () => {
    const res = await recommended();
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 with a field message for a malformed limit', async () => {
    const { token } = await t.newCustomer();
    for (const limit of ['0', '11', 'abc', '1.5']) {
      const res = await recommended(token, `?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(Object.keys(res.json().errors), limit).toEqual(['limit']);
    }
  });
});
