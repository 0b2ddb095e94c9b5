import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildRouteApp, type CallOptions, type Method, NOW } from './route-app.ts';

let t: Awaited<ReturnType<typeof buildRouteApp>>;
beforeAll(async () => {
  t = await buildRouteApp({ version: '3.3' });
});
afterAll(() => t.app.close());
beforeEach(() => t.clock.set(NOW));

const send = (method: Method, url: string, payload?: unknown, opts: CallOptions = {}) =>
  t.send(method, url, payload, opts);

const LINE = [1, 2, 3, 4, 5, 6];
/** A Saturday Lotto ticket on the wire: four games, snake_case keys except Numbers/Powerball. */
const ticket = (extra: Record<string, unknown> = {}) => ({
  lottery_key: 'saturday_lotto',
  game_type: 'standard',
  games: [
    { Numbers: LINE },
    { Numbers: [7, 8, 9, 10, 11, 12] },
    { Numbers: [], quick_pick: true },
    { Numbers: LINE },
  ],
  ...extra,
});

async function newAnonCart(): Promise<string> {
  const res = await send('POST', '/v2/anon-cart');
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result.anonymous_cart_token;
}

const signIn = () => t.newCustomer();

/** The first message a person would read from a 4xx body (spec 1 §8). */
function firstMessage(body: Record<string, unknown>): string | undefined {
  if (typeof body.error === 'string') return body.error;
  if (body.errors && typeof body.errors === 'object') {
    return (Object.values(body.errors as Record<string, string[]>)[0] ?? [])[0];
  }
  if (Array.isArray(body.messages)) return (body.messages[0] as { message?: string })?.message;
  return undefined;
}

describe('anonymous cart calls', () => {
  it('creates, reads, adds to, changes, removes from and builds a cart', async () => {
    const created = await send('POST', '/v2/anon-cart');
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('private, no-store');
    const cart = created.json().result;
    expect(cart).toMatchObject({
      cart_items: [],
      auto_removed_items: [],
      cart_total: { amount: 0, currency: 'AUD' },
      pre_order_total: { amount: 0, currency: 'AUD' },
      blocked_reasons: {},
      requires_unattended_payment_method: false,
    });
    const token: string = cart.anonymous_cart_token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32,}$/);

    const got = await send('GET', `/v2/anon-cart/${token}`);
    expect(got.statusCode).toBe(200);
    expect(got.json().result.cart_reference).toBe(cart.cart_reference);

    const added = await send('POST', `/v2/anon-cart/${token}/items`, ticket({ num_draws: 2 }));
    expect(added.statusCode, added.body).toBe(200);
    const item = added.json().result.cart_items[0];
    expect(item).toMatchObject({
      description: 'Saturday Lotto — 4 games, 2 draws',
      quantity: 1,
      unit_price: { amount: 85 * 4 * 2, currency: 'AUD' },
      product_type: 'multi_draw_ticket',
      lottery_key: 'saturday_lotto',
      game_type: 'standard',
      game_offer: 'Standard',
      num_draws: 2,
      num_games: 4,
      purchase_status: 'standard',
    });
    expect(item.games[0]).toEqual({ Numbers: LINE });
    expect(item.games[2].Numbers).toHaveLength(6);
    expect(added.json().result.cart_total).toEqual({ amount: 680, currency: 'AUD' });

    const changed = await send('PUT', `/v2/anon-cart/${token}/items/${item.id}`, { quantity: 3 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().result.cart_total.amount).toBe(2040);

    const built = await send('POST', `/v2/anon-cart/${token}/build`);
    expect(built.statusCode).toBe(200);
    expect(built.json().result.cart_items).toHaveLength(1);

    const removed = await send('DELETE', `/v2/anon-cart/${token}/items/${item.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().result.cart_items).toEqual([]);
  });

  it('answers 404 for an unknown token and 400 for a malformed one', async () => {
    const unknown = await send('GET', `/v2/anon-cart/${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'cart_not_found', error: 'Your cart could not be found.' });

    for (const bad of ['short', `${'a'.repeat(30)}%21`, `${'a'.repeat(30)}.b`]) {
      const res = await send('GET', `/v2/anon-cart/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors).toEqual({ token: ['That cart token is not valid.'] });
    }
    const item = await send('PUT', `/v2/anon-cart/${'A'.repeat(43)}/items/not-a-uuid`, { quantity: 1 });
    expect(item.statusCode).toBe(400);
    expect(item.json().errors).toEqual({ id: ['That cart item id is not valid.'] });
  });

  it('refuses a bad ticket with a readable first message and adds nothing', async () => {
    const token = await newAnonCart();
    const cases: [Record<string, unknown>, number, string, string | undefined][] = [
      [ticket({ games: [{ Numbers: [1, 2, 3] }] }), 400, 'games.0.Numbers', 'Pick exactly 6 numbers.'],
      [ticket({ games: [{ Numbers: LINE }] }), 400, 'games', 'Pick at least 4 complete games.'],
      [ticket({ lottery_key: 'no_such_lottery' }), 400, 'lottery_key', 'This lottery is not on sale.'],
      [ticket({ num_draws: 7 }), 400, 'num_draws', 'Choose 1, 2, 3, 4, 5, 6, 8 or 10 draws.'],
      [ticket({ quantity: 21 }), 400, 'quantity', undefined],
      [ticket({ games: [] }), 400, 'games', 'Pick at least one game.'],
      [ticket({ game_type: 'nonsense' }), 400, 'game_type', undefined],
      [{}, 400, 'lottery_key', undefined],
    ];
    for (const [payload, status, field, message] of cases) {
      const res = await send('POST', `/v2/anon-cart/${token}/items`, payload);
      expect(res.statusCode, res.body).toBe(status);
      const errors = res.json().errors as Record<string, string[]>;
      expect(Object.keys(errors), res.body).toContain(field);
      if (message) expect(errors[field]).toEqual([message]);
      expect(firstMessage(res.json())?.length ?? 0).toBeGreaterThan(5);
    }
    const wrongQuantity = await send(
      'PUT',
      `/v2/anon-cart/${token}/items/01900000-0000-7000-8000-000000000000`,
      {
        quantity: 0,
      },
    );
    expect(wrongQuantity.statusCode).toBe(400);
    expect((await send('GET', `/v2/anon-cart/${token}`)).json().result.cart_items).toEqual([]);
  });

  it('adds a boxed Strike (24 games) and a Super Combo, and refuses their bad entries with a message', async () => {
    const token = await newAnonCart();
    const strike = (games: unknown[], gameType = 'strike_boxed') => ({
      lottery_key: 'lotto_strike',
      game_type: gameType,
      games,
    });
    const combo = (games: unknown[], comboGames?: number) => ({
      lottery_key: 'mega_jackpot_lottery',
      game_type: 'mega_combo',
      games,
      ...(comboGames === undefined ? {} : { combo_games: comboGames }),
    });
    const pool = [3, 4, 5, 6, 7, 8, 9, 10];
    const cases: [Record<string, unknown>, string, string][] = [
      [strike([{ Numbers: [1, 2, 3] }]), 'games.0.Numbers', 'Pick exactly 4 numbers.'],
      [strike([{ Numbers: [1, 2, 3, 4, 5] }]), 'games.0.Numbers', 'Pick exactly 4 numbers.'],
      [
        strike([{ Numbers: [1, 2, 2, 4] }]),
        'games.0.Numbers',
        'Each of the numbers can be picked only once.',
      ],
      [strike([{ Numbers: [1, 2, 3, 46] }]), 'games.0.Numbers', 'Each of the numbers must be from 1 to 45.'],
      [
        strike([{ Numbers: [9, 9, 3, 4] }], 'strike_standard'),
        'games.0.Numbers',
        'Each of the numbers can be picked only once.',
      ],
      [combo([{ Numbers: pool, Favourites: [1, 2] }]), 'combo_games', 'Choose from 4 to 36 games.'],
      [combo([{ Numbers: pool, Favourites: [1, 2] }], 37), 'combo_games', 'Choose from 4 to 36 games.'],
      [combo([{ Numbers: [1, 2, 3, 4, 5, 6, 7] }], 4), 'games.0.Numbers', 'Pick from 8 to 20 numbers.'],
      [
        combo([{ Numbers: [...pool, 8] }], 4),
        'games.0.Numbers',
        'Each of the numbers can be picked only once.',
      ],
      [
        combo([{ Numbers: [...pool, 48] }], 4),
        'games.0.Numbers',
        'Each of the numbers must be from 1 to 47.',
      ],
      [
        combo([{ Numbers: pool, Favourites: [1, 2, 11] }], 4),
        'games.0.Favourites',
        'Pick at most 2 favourite numbers.',
      ],
      [
        combo([{ Numbers: pool, Favourites: [3] }], 4),
        'games.0.Favourites',
        'A favourite is in every game already: do not pick it again.',
      ],
      [
        combo([{ Numbers: [1, 2, 3, 4, 5, 6, 7, 8] }], 9),
        'combo_games',
        'These numbers make only 8 different games: pick more numbers or fewer games.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await send('POST', `/v2/anon-cart/${token}/items`, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect((res.json().errors as Record<string, string[]>)[field], res.body).toEqual([message]);
    }
    expect((await send('GET', `/v2/anon-cart/${token}`)).json().result.cart_items).toEqual([]);

    const boxed = await send('POST', `/v2/anon-cart/${token}/items`, strike([{ Numbers: [41, 5, 30, 12] }]));
    expect(boxed.statusCode, boxed.body).toBe(200);
    expect(boxed.json().result.cart_items[0]).toMatchObject({
      game_type: 'strike_boxed',
      num_games: 24,
      unit_price: { amount: 24 * 110, currency: 'AUD' },
      games: [{ Numbers: [5, 12, 30, 41] }],
    });
    const added = await send(
      'POST',
      `/v2/anon-cart/${token}/items`,
      combo([{ Numbers: pool, Favourites: [2, 1] }], 6),
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().result.cart_items[1]).toMatchObject({
      game_type: 'mega_combo',
      num_games: 6,
      unit_price: { amount: 6 * 155, currency: 'AUD' },
      games: [{ Numbers: pool, Favourites: [1, 2] }],
    });
  });

  it('answers draw_closed (422) for a draw whose sales have stopped', async () => {
    const token = await newAnonCart();
    const first = await send('POST', `/v2/anon-cart/${token}/items`, ticket());
    const { draw_no: drawNo, draw_date: drawDate } = first.json().result.cart_items[0];
    // Sales stop 30 minutes before the draw.
    t.clock.set(new Date(new Date(drawDate).getTime() - 10 * 60_000));
    const res = await send('POST', `/v2/anon-cart/${token}/items`, ticket({ draw_no: drawNo }));
    expect(res.statusCode).toBe(422);
    // The draw asked for is named, with the time its sales stopped (Sydney time).
    expect(firstMessage(res.json())).toMatch(
      /^Sales for Saturday Lotto draw \d+ closed at \d{1,2}:\d\d [ap]m on \w+ \d{1,2} \w+\. Choose the next draw\.$/,
    );
    const built = await send('POST', `/v2/anon-cart/${token}/build`);
    expect(built.json().result.cart_items).toEqual([]);
    expect(built.json().result.auto_removed_items).toEqual([
      { description: 'Saturday Lotto — 4 games, 1 draw', reason: 'The draw for this ticket has closed.' },
    ]);
  });

  it('adds a Powerball ticket with its Powerball kept under its own key', async () => {
    const token = await newAnonCart();
    const res = await send('POST', `/v2/anon-cart/${token}/items`, {
      lottery_key: 'super_jackpot_lottery',
      game_type: 'standard',
      games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [9] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.cart_items[0].games).toEqual([
      { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [9] },
    ]);
    const bad = await send('POST', `/v2/anon-cart/${token}/items`, {
      lottery_key: 'super_jackpot_lottery',
      game_type: 'standard',
      games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [21] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'games.0.Powerball': ['Each of the Powerball numbers must be from 1 to 20.'],
    });
  });

  it('needs version 3.3 or later', async () => {
    const res = await send('POST', '/v2/anon-cart', undefined, { version: '3.2' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0].code).toBe('version_not_supported');
  });
});

describe('customer cart calls', () => {
  it('need a signed-in customer', async () => {
    const id = '01900000-0000-7000-8000-000000000000';
    const calls: [Method, string, unknown][] = [
      ['GET', '/v2/cart/items', undefined],
      ['POST', '/v2/cart/items', ticket()],
      ['PUT', `/v2/cart/items/${id}`, { quantity: 2 }],
      ['DELETE', `/v2/cart/items/${id}`, undefined],
      ['POST', '/v2/cart/build', undefined],
      ['POST', `/v2/anon-cart/${'A'.repeat(43)}/convert`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      for (const bearer of [undefined, 'not-a-token']) {
        const res = await send(method, url, payload, bearer === undefined ? {} : { bearer });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toMatchObject({ code: 'unauthorized', error: 'Please log in to continue.' });
      }
    }
  });

  it('keeps a cart per customer: add, change, remove, build', async () => {
    const { token } = await signIn();
    const empty = await send('GET', '/v2/cart/items', undefined, { bearer: token });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().result).toMatchObject({ cart_items: [], cart_total: { amount: 0 } });
    expect(empty.json().result.anonymous_cart_token).toBeUndefined();

    const added = await send('POST', '/v2/cart/items', ticket({ quantity: 2 }), { bearer: token });
    expect(added.statusCode, added.body).toBe(200);
    const item = added.json().result.cart_items[0];
    expect(added.json().result.cart_total.amount).toBe(2 * 4 * 85);

    const changed = await send('PUT', `/v2/cart/items/${item.id}`, { quantity: 5 }, { bearer: token });
    expect(changed.json().result.cart_items[0].quantity).toBe(5);
    const built = await send('POST', '/v2/cart/build', undefined, { bearer: token });
    expect(built.json().result.cart_total.amount).toBe(5 * 4 * 85);
    const removed = await send('DELETE', `/v2/cart/items/${item.id}`, undefined, { bearer: token });
    expect(removed.json().result.cart_items).toEqual([]);
    const bad = await send('PUT', '/v2/cart/items/nope', { quantity: 2 }, { bearer: token });
    expect(bad.statusCode).toBe(400);
  });

  it('never reaches another customer’s or an anonymous cart’s item', async () => {
    const alice = await signIn();
    const bob = await signIn();
    const added = await send('POST', '/v2/cart/items', ticket(), { bearer: alice.token });
    const itemId = added.json().result.cart_items[0].id;

    for (const res of [
      await send('PUT', `/v2/cart/items/${itemId}`, { quantity: 9 }, { bearer: bob.token }),
      await send('DELETE', `/v2/cart/items/${itemId}`, undefined, { bearer: bob.token }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('That ticket is not in your cart.');
    }
    const anonToken = await newAnonCart();
    const anonTry = await send('DELETE', `/v2/anon-cart/${anonToken}/items/${itemId}`);
    expect(anonTry.statusCode).toBe(404);
    const aliceCart = await send('GET', '/v2/cart/items', undefined, { bearer: alice.token });
    expect(aliceCart.json().result.cart_items[0]).toMatchObject({ id: itemId, quantity: 1 });
  });

  it('converts an anonymous cart on sign-in, once', async () => {
    const anonToken = await newAnonCart();
    await send('POST', `/v2/anon-cart/${anonToken}/items`, ticket());
    const { token } = await signIn();
    await send('POST', '/v2/cart/items', ticket({ num_draws: 2 }), { bearer: token });

    const converted = await send('POST', `/v2/anon-cart/${anonToken}/convert`, undefined, { bearer: token });
    expect(converted.statusCode, converted.body).toBe(200);
    const result = converted.json().result;
    expect(result.anonymous_cart_token).toBeUndefined();
    expect(result.cart_items.map((i: { num_draws: number }) => i.num_draws)).toEqual([1, 2]);

    expect((await send('GET', `/v2/anon-cart/${anonToken}`)).statusCode).toBe(404);
    const again = await send('POST', `/v2/anon-cart/${anonToken}/convert`, undefined, { bearer: token });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('cart_not_found');
    const mine = await send('GET', '/v2/cart/items', undefined, { bearer: token });
    expect(mine.json().result.cart_items).toHaveLength(2);
  });
});
