import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouteApp } from './route-app.ts';

let t: Awaited<ReturnType<typeof buildRouteApp>>;
beforeAll(async () => {
  t = await buildRouteApp();
});
afterAll(() => t.app.close());

describe('GET /v2/draw/details/{offer}/{drawNo}', () => {
  it('gives a draw with the division rules in force for it', async () => {
    const offers = (await t.get('/v2/product_offers')).json().result as {
      key: string;
      next_draw: { draw_no: number };
    }[];
    const drawNo = offers.find((o) => o.key === 'super_jackpot_lottery')?.next_draw.draw_no;
    const res = await t.get(`/v2/draw/details/super_jackpot_lottery/${drawNo}`, { 'x-api-version': '3.6' });
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.draw.draw_no).toBe(drawNo);
    expect(result.product_offer_name).toBe('Powerball');
    expect(result.divisions).toHaveLength(9);
    expect(result.divisions[0]).toEqual({
      division: 1,
      main_matches: 7,
      min_supplementary: 0,
      bonus_required: true,
      prize_kind: 'pool',
    });
  });

  it('is cached no longer than until the draw closes, and not at all once it has', async () => {
    const offers = (await t.get('/v2/product_offers')).json().result as {
      key: string;
      next_draw: { draw_no: number; draw_stop: string };
    }[];
    const next = offers.find((o) => o.key === 'express_lotto')!.next_draw;
    const url = `/v2/draw/details/express_lotto/${next.draw_no}?clear_cache=1`;
    const v36 = { 'x-api-version': '3.6' };
    const stop = new Date(next.draw_stop).getTime();
    const now = t.clock.now();
    t.clock.set(new Date(stop - 10_000));
    expect((await t.get(url, v36)).headers['cache-control']).toBe('public, max-age=10');
    t.clock.set(new Date(stop + 1_000));
    const closed = await t.get(url, v36);
    expect(closed.json().result.draw.purchase_status).toBe('past_draw');
    expect(closed.headers['cache-control']).toBe('public, max-age=60');
    t.clock.set(now);
  });

  it('is served from version 3.6 only', async () => {
    const res = await t.get('/v2/draw/details/super_jackpot_lottery/1', { 'x-api-version': '3.5' });
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for an unknown offer or draw and 400 for a malformed draw number', async () => {
    const v = { 'x-api-version': '3.6' };
    expect((await t.get('/v2/draw/details/no_such_offer/1', v)).statusCode).toBe(404);
    expect((await t.get('/v2/draw/details/super_jackpot_lottery/1', v)).statusCode).toBe(404);
    expect((await t.get('/v2/draw/details/super_jackpot_lottery/abc', v)).statusCode).toBe(400);
    expect((await t.get('/v2/draw/details/Bad-Key/1', v)).statusCode).toBe(400);
    // Only plain digits are a draw number; one message however far out of range.
    for (const drawNo of ['1e3', '0x10', '1.0']) {
      const res = await t.get(`/v2/draw/details/super_jackpot_lottery/${drawNo}`, v);
      expect(res.statusCode, drawNo).toBe(400);
      expect(res.json().errors, drawNo).toEqual({ draw_no: ['Must be a whole number, written in digits.'] });
    }
    const huge = await t.get('/v2/draw/details/super_jackpot_lottery/99999999999999999999', v);
    expect(huge.json().errors).toEqual({ draw_no: ['Must be at most 1000000000.'] });
  });
});

describe('GET /v2/causes', () => {
  it('finds a cause by slug, or by key', async () => {
    const bySlug = await t.get('/v2/causes?slug=surf-life-saving&limit=1');
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json().result).toEqual([
      expect.objectContaining({ key: 'surf_life_saving', url_slug: 'surf-life-saving' }),
    ]);
    const byKey = await t.get('/v2/causes/kids_cancer_research');
    expect(byKey.json().result.url_slug).toBe('kids-cancer-research');
  });

  it('lists causes, answers an empty list for an unknown slug and 404 for an unknown key', async () => {
    expect((await t.get('/v2/causes')).json().result.length).toBeGreaterThanOrEqual(2);
    expect((await t.get('/v2/causes?limit=1')).json().result).toHaveLength(1);
    expect((await t.get('/v2/causes?slug=nobody')).json()).toEqual({
      result: [],
      page_info: { limit: 100, offset: 0, total: 0, has_more: false },
    });
    expect((await t.get('/v2/causes/nobody')).statusCode).toBe(404);
    expect((await t.get('/v2/causes?slug=Not%20a%20slug')).statusCode).toBe(400);
  });
});
