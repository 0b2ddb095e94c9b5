import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

describe('envelope and wire casing', () => {
  it('wraps results in the envelope with snake_case keys, keeping Numbers/Powerball/Favourites subtrees', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/cased', headers: t.headers() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      result: {
        draw_number: 12,
        jackpot_amount_minor: 150000000,
        lines: [
          {
            line_id: 'a',
            Numbers: { mainBalls: [1, 2, 3], bonus_ball: [4] },
            nested: { deeper_level: { Powerball: { powerBall: 7, extra_key: true } } },
          },
        ],
        Favourites: { superJackpotLottery: [[1, 2]], 'mega-jackpot': [] },
        favourites: { setForLife: [] },
      },
      page_info: { limit: 10, offset: 0, total: 1, has_more: false },
      links: { next_page: '/v2/cased?offset=10' },
    });
  });

  it('validates against an explicit envelope schema and carries messages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/enveloped', headers: t.headers() });
    expect(res.json()).toEqual({
      result: { item_count: 2 },
      messages: [{ code: 'cart_updated', message: 'Your cart was updated.' }],
    });
  });

  it.each(['/v2/empty', '/v2/null-result'])(
    'answers an empty result from %s with 204 and no body',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: t.headers() });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(res.headers['content-type']).toBeUndefined();
    },
  );

  it('converts a snake_case JSON body to camelCase before validation and back on the way out', async () => {
    const body = {
      num_draws: 4,
      recurring_purchase: { type: 'weekly', enabled: true },
      affiliate_code: 'PARTNER1',
      Numbers: { main_balls: [5, 6], bonusBall: [7] },
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/tickets',
      headers: t.headers(),
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: body });
  });

  it('accepts form-encoded bodies with snake_case keys', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/form',
      headers: { ...t.headers(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'minimum_jackpot_amount=20000000',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { minimum_jackpot_amount: 20000000 } });
  });

  it('reads the optional session, sub-variant, customer and device headers', async () => {
    const headers = {
      ...t.headers(),
      'x-session-id': 'sess-1',
      'x-sub-variant': 'nsw',
      'x-customer-id': 'c-42',
      'x-device-id': 'dev_9',
    };
    const res = await t.app.inject({ method: 'GET', url: '/v2/echo', headers });
    expect(res.json().result).toMatchObject({
      session_id: 'sess-1',
      sub_variant: 'nsw',
      customer_id: 'c-42',
      device_id: 'dev_9',
    });
  });

  it('rejects an optional id header with characters outside the allowed set', async () => {
    const headers = { ...t.headers(), 'x-session-id': 'bad value;drop' };
    const res = await t.app.inject({ method: 'GET', url: '/v2/echo', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['x-session-id'][0]).toMatch(/letters, digits/);
  });
});
