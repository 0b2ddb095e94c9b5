/**
 * Several draws and days over HTTP (decision 052): num_draws as a number or 'autoplay', draw_offset, and the
 * Monday & Wednesday Lotto's day and num_weeks; bad choices are 400 with the field named and change nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildRouteApp, type CallOptions, type Method, NOW } from './route-app.ts';

let t: Awaited<ReturnType<typeof buildRouteApp>>;
beforeAll(async () => {
  t = await buildRouteApp({ version: '3.3', resultsHistory: false });
  // Autoplay is off on the demo site until recurring purchases are built; these tests switch it on.
  await t.db.execute(sql`update capabilities set enabled_on_site = true where key = 'autoplay'`);
});
afterAll(() => t.app.close());
beforeEach(() => t.clock.set(NOW));

const send = (method: Method, url: string, payload?: unknown, opts: CallOptions = {}) =>
  t.send(method, url, payload, opts);

const games = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ Numbers: [1, 2, 3, 4, 5, 6].map((x) => x + i) }));
const saturday = (extra: Record<string, unknown> = {}) => ({
  lottery_key: 'saturday_lotto',
  game_type: 'standard',
  games: games(4),
  ...extra,
});
const weekday = (extra: Record<string, unknown> = {}) => ({
  lottery_key: 'weekday_lotto',
  game_type: 'standard',
  games: games(2),
  ...extra,
});

async function newAnonCart(): Promise<string> {
  const res = await send('POST', '/v2/anon-cart');
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result.anonymous_cart_token;
}

describe('several draws and days', () => {
  it('adds 3 draws, autoplay, a forward draw and a days ticket, each priced base × draws × weeks', async () => {
    const token = await newAnonCart();
    const three = await send('POST', `/v2/anon-cart/${token}/items`, saturday({ num_draws: 3 }));
    expect(three.statusCode, three.body).toBe(200);
    const [item] = three.json().result.cart_items;
    expect(item).toMatchObject({
      num_draws: 3,
      product_type: 'multi_draw_ticket',
      unit_price: { amount: 85 * 4 * 3 },
    });
    expect(item.draws).toHaveLength(3);
    expect(item.draws[1].draw_no).toBe(item.draw_no + 1);

    const auto = await send('POST', `/v2/anon-cart/${token}/items`, saturday({ num_draws: 'autoplay' }));
    expect(auto.statusCode, auto.body).toBe(200);
    expect(auto.json().result.cart_items[1]).toMatchObject({
      num_draws: 1,
      recurring_purchase: { type: 'autoplay', enabled: true },
    });

    const forward = await send('POST', `/v2/anon-cart/${token}/items`, saturday({ draw_offset: 2 }));
    expect(forward.statusCode, forward.body).toBe(200);
    expect(forward.json().result.cart_items[2].draw_no).toBe(item.draw_no + 2);

    const days = await send('POST', `/v2/anon-cart/${token}/items`, weekday({ day: 'all', num_weeks: 2 }));
    expect(days.statusCode, days.body).toBe(200);
    expect(days.json().result.cart_items[3]).toMatchObject({
      day: 'all',
      num_weeks: 2,
      num_draws: 4,
      unit_price: { amount: 75 * 2 * 2 * 2 },
    });
  });

  it('refuses bad draw choices with 400 naming the field, and adds nothing', async () => {
    const token = await newAnonCart();
    const cases: [Record<string, unknown>, string][] = [
      [saturday({ num_draws: 0 }), 'num_draws'],
      [saturday({ num_draws: 1000 }), 'num_draws'],
      [saturday({ num_draws: 'x' }), 'num_draws'],
      [saturday({ draw_offset: 6 }), 'draw_offset'],
      [saturday({ draw_offset: 99 }), 'draw_offset'],
      [saturday({ draw_offset: 1, draw_no: 4650 }), 'draw_offset'],
      [saturday({ day: 'monday' }), 'day'],
      [weekday({}), 'day'],
      [weekday({ day: 'friday' }), 'day'],
      [weekday({ day: 'monday', num_weeks: 0 }), 'num_weeks'],
      [weekday({ day: 'monday', num_weeks: 8 }), 'num_weeks'],
      [weekday({ day: 'monday', num_draws: 3 }), 'num_draws'],
    ];
    for (const [payload, field] of cases) {
      const res = await send('POST', `/v2/anon-cart/${token}/items`, payload);
      expect(res.statusCode, `${JSON.stringify(payload)} ${res.body}`).toBe(400);
      expect(Object.keys(res.json().errors), res.body).toContain(field);
    }
    const cart = await send('GET', `/v2/anon-cart/${token}`);
    expect(cart.json().result.cart_items).toEqual([]);
  });

  it('lists which days the Monday & Wednesday Lotto can be played on', async () => {
    const res = await send('GET', '/v2/product_offers');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().result as {
      key: string;
      draw_schedule: { days: string[]; selectable_days: boolean } | null;
    }[];
    const offer = list.find((o) => o.key === 'weekday_lotto');
    expect(offer?.draw_schedule).toMatchObject({ days: ['monday', 'wednesday'], selectable_days: true });
    expect(list.find((o) => o.key === 'saturday_lotto')?.draw_schedule?.selectable_days).toBe(false);
  });
});
