import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildRouteApp, NOW } from './route-app.ts';

let t: Awaited<ReturnType<typeof buildRouteApp>>;
beforeAll(async () => {
  t = await buildRouteApp({ version: '3.0' });
});
afterAll(() => t.app.close());
beforeEach(() => t.clock.set(NOW));

const SATURDAY = [{ main: [1, 2, 3, 4, 5, 6] }, { main: [40, 41, 42, 43, 44, 45] }];

describe('GET and PUT /v2/favourite-numbers', () => {
  it('saves a lottery’s favourites, then replaces them, keeping the other lotteries’', async () => {
    const { token: bearer } = await t.newCustomer();
    const empty = await t.send('GET', '/v2/favourite-numbers', undefined, { bearer });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().result).toEqual({ favourite_numbers: {}, saved: [], replaced: [] });

    const first = await t.send(
      'PUT',
      '/v2/favourite-numbers',
      {
        favourite_numbers: {
          saturday_lotto: SATURDAY,
          super_jackpot_lottery: [{ main: [7, 6, 5, 4, 3, 2, 1], powerball: [20] }],
        },
      },
      { bearer },
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toMatchObject({
      saved: ['saturday_lotto', 'super_jackpot_lottery'],
      replaced: [],
    });

    const second = await t.send(
      'PUT',
      '/v2/favourite-numbers',
      { favourite_numbers: { saturday_lotto: [{ main: [10, 11, 12, 13, 14, 15] }] } },
      { bearer },
    );
    expect(second.json().result).toMatchObject({ saved: [], replaced: ['saturday_lotto'] });
    const overview = await t.send('GET', '/v2/customer', undefined, { bearer });
    expect(overview.json().result.favourite_numbers).toEqual({
      saturday_lotto: [{ main: [10, 11, 12, 13, 14, 15] }],
      super_jackpot_lottery: [{ main: [1, 2, 3, 4, 5, 6, 7], powerball: [20] }],
    });
  });

  it('refuses an incomplete game, an unknown lottery and more than 10 games with field errors, saving nothing', async () => {
    const { token: bearer } = await t.newCustomer();
    const res = await t.send(
      'PUT',
      '/v2/favourite-numbers',
      {
        favourite_numbers: {
          saturday_lotto: [{ main: [1, 2, 3] }],
          no_such_lottery: [{ main: [1, 2, 3, 4, 5, 6] }],
          mega_jackpot_lottery: Array.from({ length: 11 }, () => ({ main: [1, 2, 3, 4, 5, 6, 7] })),
        },
      },
      { bearer },
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({
      'favourite_numbers.saturday_lotto.0': ['Pick exactly 6 numbers.'],
      'favourite_numbers.no_such_lottery': ['Choose a lottery the shop sells.'],
      'favourite_numbers.mega_jackpot_lottery': ['Save at most 10 favourite games for a lottery.'],
    });
    const after = await t.send('GET', '/v2/favourite-numbers', undefined, { bearer });
    expect(after.json().result.favourite_numbers).toEqual({});
  });

  it('marks a cart item holding a favourite game (hasFavouriteNumbers)', async () => {
    const { token: bearer } = await t.newCustomer();
    await t.send(
      'PUT',
      '/v2/favourite-numbers',
      { favourite_numbers: { saturday_lotto: SATURDAY } },
      { bearer },
    );
    const add = (games: { Numbers: number[] }[]) =>
      t.send(
        'POST',
        '/v2/cart/items',
        { lottery_key: 'saturday_lotto', game_type: 'standard', games },
        { bearer, version: '3.3' },
      );
    const games = [
      [6, 5, 4, 3, 2, 1],
      [7, 8, 9, 10, 11, 12],
      [13, 14, 15, 16, 17, 18],
      [19, 20, 21, 22, 23, 24],
    ];
    await add(games.map((Numbers) => ({ Numbers })));
    const res = await add(
      games
        .slice(1)
        .concat([[25, 26, 27, 28, 29, 30]])
        .map((Numbers) => ({ Numbers })),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().result.cart_items.map((i: { has_favourite_numbers: boolean }) => i.has_favourite_numbers),
    ).toEqual([true, false]);
  });
});
