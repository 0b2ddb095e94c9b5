import { enterOfficialResult } from '@lottoshop/core/results';
import { closeSales, drawAndSettle } from '@lottoshop/core/settlement';
import { systemCtx } from '@lottoshop/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouteApp } from './route-app.ts';

let t: Awaited<ReturnType<typeof buildRouteApp>>;
let saturdayDrawNo: number;
const v37 = { 'x-api-version': '3.7' };

type Result = {
  product_offer_key: string;
  draw_no: number;
  status: string;
  numbers: { main: number[]; supplementary: number[]; bonus: number[] };
  divisions: { division: number; description: string; winners: number; prize: { amount: number } }[];
  source: string;
  audit: { seed_hash: string; seed: string | null; entries_hash: string | null } | null;
};

beforeAll(async () => {
  t = await buildRouteApp({ resultsHistory: false });
  const offers = (await t.get('/v2/product_offers')).json().result as {
    key: string;
    next_draw: { draw_no: number };
  }[];
  saturdayDrawNo = offers.find((o) => o.key === 'saturday_lotto')!.next_draw.draw_no;
});
afterAll(() => t.app.close());

/**
 * Express Lotto draw 1 drawn by the shop and Saturday Lotto's next draw given its official result (with it, Lotto
 * Strike's draw of that date gets the first four balls: 40, 3, 17, 22).
 */
async function makeResults() {
  const ctx = systemCtx(t.db, t.clock);
  await closeSales(ctx, { offerKey: 'express_lotto', drawNo: 1 });
  await drawAndSettle(ctx, { offerKey: 'express_lotto', drawNo: 1 });
  await closeSales(ctx, { offerKey: 'saturday_lotto', drawNo: saturdayDrawNo });
  await enterOfficialResult(ctx, {
    offerKey: 'saturday_lotto',
    drawNo: saturdayDrawNo,
    main: [40, 3, 17, 22, 9, 31],
    supplementary: [5, 44],
    bonus: [],
    dividends: { 1: 5_000_000_00n, 2: 7_500_00n, 3: 1_500_00n, 4: 40_00n, 5: 20_00n, 6: 12_00n },
  });
}

describe('draw results', () => {
  it('lists no keys before any draw is made, and the new ones once the cache (30 s) has expired', async () => {
    const before = await t.get('/v2/draws/pricing/standard/past/result_keys');
    expect(before.statusCode).toBe(200);
    expect(before.json().result).toEqual([]);
    expect(before.headers['cache-control']).toBe('public, max-age=30');

    await makeResults();
    // Still the cached answer for up to 30 s, then the fresh one.
    expect((await t.get('/v2/draws/pricing/standard/past/result_keys')).json().result).toEqual([]);
    t.clock.advance(31_000);
    const after = await t.get('/v2/draws/pricing/standard/past/result_keys');
    expect(after.json().result).toEqual(['saturday_lotto', 'lotto_strike', 'express_lotto']);
    // An unknown pricing id sees the standard catalogue.
    expect((await t.get('/v2/draws/pricing/vip-2026/past/result_keys')).json().result).toEqual([
      'saturday_lotto',
      'lotto_strike',
      'express_lotto',
    ]);
  });

  it('pages past results newest first, five by default, by offer and category', async () => {
    const res = await t.get('/v2/draws/pricing/standard/past', v37);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const results = body.result as Result[];
    expect(results.map((r) => [r.product_offer_key, r.draw_no])).toEqual([
      ['saturday_lotto', saturdayDrawNo],
      ['lotto_strike', saturdayDrawNo],
      ['express_lotto', 1],
    ]);
    expect(body.page_info).toEqual({ limit: 5, offset: 0, total: 3, has_more: false });
    const [saturday, strike, express] = results;
    // Lotto Strike's numbers are the Saturday draw's first four balls, in the order drawn.
    expect(strike).toMatchObject({
      numbers: { main: [40, 3, 17, 22], supplementary: [], bonus: [] },
      source: 'official',
    });
    expect(saturday).toMatchObject({
      status: 'DRAW_DRAWN',
      numbers: { main: [3, 9, 17, 22, 31, 40], supplementary: [5, 44], bonus: [] },
      source: 'official',
      audit: null,
    });
    expect(saturday?.divisions[0]).toMatchObject({
      division: 1,
      winners: 0,
      prize: { amount: 5_000_000_00 },
    });
    expect(express).toMatchObject({ status: 'DRAW_EMAILED', source: 'shop_rng' });
    expect(express?.numbers.main).toHaveLength(6);
    expect(express?.audit?.seed).toMatch(/^[0-9a-f]{64}$/);

    const second = (await t.get('/v2/draws/pricing/standard/past?limit=1&offset=2', v37)).json();
    expect(second.result.map((r: Result) => r.product_offer_key)).toEqual(['express_lotto']);
    expect(second.page_info).toEqual({ limit: 1, offset: 2, total: 3, has_more: false });
    const one = (await t.get('/v2/draws/pricing/standard/past?key=express_lotto', v37)).json();
    expect(one.result.map((r: Result) => r.draw_no)).toEqual([1]);
    const raffles = (await t.get('/v2/draws/pricing/standard/past?category=raffles', v37)).json();
    expect(raffles).toEqual({ result: [], page_info: { limit: 5, offset: 0, total: 0, has_more: false } });
    const lotteries = await t.get('/v2/draws/pricing/whatever_pricing/past?category=lotteries', v37);
    expect(lotteries.json().page_info.total).toBe(3);
  });

  it('refuses bad paging, category, key and pricing id, and versions before 3.7', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['limit=0', { limit: ['Must be at least 1.'] }],
      ['limit=51', { limit: ['Must be at most 50.'] }],
      ['limit=ten', { limit: ['Must be a whole number, written in digits.'] }],
      ['offset=-1', { offset: ['Must be at least 0.'] }],
      ['category=jackpots', { category: ['Must be one of: lotteries, raffles.'] }],
      ['key=Bad-Key', { key: ['A product offer key has lower-case letters, digits and underscores.'] }],
    ];
    for (const [query, errors] of cases) {
      const res = await t.get(`/v2/draws/pricing/standard/past?${query}`, v37);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors, query).toMatchObject(errors);
    }
    const badPricing = await t.get('/v2/draws/pricing/bad.pricing/past', v37);
    expect(badPricing.statusCode).toBe(400);
    expect(badPricing.json().errors).toEqual({
      pricing_id: ['A pricing id has letters, digits, hyphens and underscores.'],
    });
    expect((await t.get('/v2/draws/pricing/bad.pricing/past/result_keys')).statusCode).toBe(400);
    expect((await t.get('/v2/draws/pricing/standard/past', { 'x-api-version': '3.6' })).statusCode).toBe(400);
    // No offer by that key: an empty page, not an error.
    expect((await t.get('/v2/draws/pricing/standard/past?key=no_such_offer', v37)).json().result).toEqual([]);
  });

  it('gives one draw in full, and 404 for a draw not yet drawn or an unknown offer', async () => {
    const res = await t.get(`/v2/draw/full_result/saturday_lotto/${saturdayDrawNo}`, v37);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const result = res.json().result as Result;
    expect(result.divisions.map((d) => [d.division, d.description, d.prize.amount])).toEqual([
      [1, expect.any(String), 5_000_000_00],
      [2, expect.any(String), 7_500_00],
      [3, expect.any(String), 1_500_00],
      [4, expect.any(String), 40_00],
      [5, expect.any(String), 20_00],
      [6, expect.any(String), 12_00],
    ]);
    const express = (await t.get('/v2/draw/full_result/express_lotto/1')).json().result as Result;
    expect(express.source).toBe('shop_rng');

    for (const path of ['express_lotto/2', 'no_such_offer/1', `saturday_lotto/${saturdayDrawNo + 1}`]) {
      const missing = await t.get(`/v2/draw/full_result/${path}`);
      expect(missing.statusCode, path).toBe(404);
      expect(missing.json(), path).toMatchObject({
        code: 'not_found',
        error: expect.stringMatching(/no result/),
      });
    }
    const bad: [string, Record<string, string[]>][] = [
      ['express_lotto/0', { draw_no: ['Must be at least 1.'] }],
      ['express_lotto/1e3', { draw_no: ['Must be a whole number, written in digits.'] }],
      [
        'Express/1',
        { product_offer_key: ['A product offer key has lower-case letters, digits and underscores.'] },
      ],
    ];
    for (const [path, errors] of bad) {
      const res = await t.get(`/v2/draw/full_result/${path}`);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().errors, path).toEqual(errors);
    }
  });
});
