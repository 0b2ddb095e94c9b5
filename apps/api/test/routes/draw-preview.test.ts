import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouteApp } from './route-app.ts';

let t: Awaited<ReturnType<typeof buildRouteApp>>;
beforeAll(async () => {
  t = await buildRouteApp();
});
afterAll(() => t.app.close());

const v33 = { 'x-api-version': '3.3' };

async function nextDrawOf(key: string): Promise<{ draw_no: number; draw_stop: string }> {
  const offers = (await t.get('/v2/product_offers')).json().result as {
    key: string;
    next_draw: { draw_no: number; draw_stop: string };
  }[];
  return offers.find((o) => o.key === key)!.next_draw;
}

describe('GET /v2/draw/preview/{productOfferKey}/{drawNo}', () => {
  it("answers the draw with its offer's name, branding and the price to enter, to anyone", async () => {
    const next = await nextDrawOf('saturday_lotto');
    const res = await t.get(`/v2/draw/preview/saturday_lotto/${next.draw_no}`, v33);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      draw: { product_offer_key: 'saturday_lotto', draw_no: next.draw_no, purchase_status: 'open' },
      product_offer_name: 'Saturday Lotto',
      kind: 'lottery',
      branding: { product_offer_key: 'saturday_lotto' },
      price_from: { currency: 'AUD' },
    });
    expect(res.json().result.price_from.amount).toBeGreaterThan(0);
  });

  it("gives a raffle's ticket price", async () => {
    const next = await nextDrawOf('dream_home_raffle');
    const res = await t.get(`/v2/draw/preview/dream_home_raffle/${next.draw_no}`, v33);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ kind: 'raffle', draw: { draw_type: 'raffle_ticket_draw' } });
  });

  it('is cached no longer than until the draw closes', async () => {
    const next = await nextDrawOf('express_lotto');
    const now = t.clock.now();
    t.clock.set(new Date(new Date(next.draw_stop).getTime() - 10_000));
    const res = await t.get(`/v2/draw/preview/express_lotto/${next.draw_no}?clear_cache=1`, v33);
    t.clock.set(now);
    expect(res.headers['cache-control']).toBe('public, max-age=10');
  });

  it('is served from version 3.3 on', async () => {
    const next = await nextDrawOf('saturday_lotto');
    expect(
      (await t.get(`/v2/draw/preview/saturday_lotto/${next.draw_no}`, { 'x-api-version': '3.2' })).statusCode,
    ).toBe(400);
    expect(
      (await t.get(`/v2/draw/preview/saturday_lotto/${next.draw_no}`, { 'x-api-version': '3.9' })).statusCode,
    ).toBe(200);
  });

  it('answers 404 for an unknown offer or draw, and 400 with the field for malformed parameters', async () => {
    expect((await t.get('/v2/draw/preview/no_such_offer/1', v33)).statusCode).toBe(404);
    const missing = await t.get('/v2/draw/preview/saturday_lotto/999999999', v33);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe("There is no draw 999999999 of 'saturday_lotto'.");
    for (const [path, field] of [
      ['saturday_lotto/abc', 'draw_no'],
      ['saturday_lotto/0', 'draw_no'],
      ['saturday_lotto/1e3', 'draw_no'],
      ['saturday_lotto/99999999999', 'draw_no'],
      ['Bad-Key/1', 'product_offer_key'],
    ] as const) {
      const res = await t.get(`/v2/draw/preview/${path}`, v33);
      expect(res.statusCode, path).toBe(400);
      expect(Object.keys(res.json().errors), path).toEqual([field]);
    }
  });
});
