import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouteApp, NOW } from './route-app.ts';

let t: Awaited<ReturnType<typeof buildRouteApp>>;
beforeAll(async () => {
  t = await buildRouteApp();
});
afterAll(() => t.app.close());

type Offer = {
  key: string;
  kind: string;
  next_draw: {
    draw_no: number;
    draw_date: string;
    purchase_status: string;
    jackpot: { amount: number } | null;
  } | null;
  game_types: { game_type: string; price_per_game: { amount: number; currency: string } }[];
  matrix: { main: { pick: number; max: number } } | null;
  cause: { url_slug: string } | null;
};

describe('GET /v2/product_offers', () => {
  it('lists the offers with next draw, jackpot, prices and matrix', async () => {
    const res = await t.get('/v2/product_offers');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const offers = body.result as Offer[];
    expect(body.entities.ordered_keys).toEqual(offers.map((o) => o.key));
    const powerball = offers.find((o) => o.key === 'super_jackpot_lottery');
    expect(powerball?.matrix?.main).toMatchObject({ pick: 7, max: 35 });
    expect(powerball?.next_draw).toMatchObject({
      draw_date: '2026-03-05T09:30:00.000Z',
      purchase_status: 'open',
      jackpot: { amount: 3_000_000_000, currency: 'AUD' },
    });
    expect(powerball?.game_types[0]?.price_per_game).toEqual({ amount: 165, currency: 'AUD' });
    const raffle = offers.find((o) => o.key === 'dream_home_raffle');
    expect(raffle?.cause?.url_slug).toBe('kids-cancer-research');
    expect(raffle?.next_draw?.purchase_status).toBe('open');
  });

  it('moves on to the following draw once sales have stopped', async () => {
    const before = (await t.get('/v2/product_offers?clear_cache=1')).json().result as Offer[];
    const drawNo = before.find((o) => o.key === 'super_jackpot_lottery')?.next_draw?.draw_no ?? 0;
    t.clock.set('2026-03-05T09:05:00.000Z'); // 20:05 AEDT, after the 20:00 sales stop
    const after = (await t.get('/v2/product_offers?clear_cache=1')).json().result as Offer[];
    expect(after.find((o) => o.key === 'super_jackpot_lottery')?.next_draw?.draw_no).toBe(drawNo + 1);
  });
});

describe('GET /v2/branding', () => {
  it('gives each offer its name, colours and logo', async () => {
    const res = await t.get('/v2/branding');
    expect(res.statusCode).toBe(200);
    const result = res.json().result as {
      product_offer_key: string;
      colours: { primary: string };
      logo_url: string;
    }[];
    expect(result.map((b) => b.product_offer_key)).toContain('lotto_strike');
    for (const b of result) {
      expect(b.colours.primary).toMatch(/^#[0-9a-f]{6}$/i);
      expect(b.logo_url).toMatch(/^\/images\//);
    }
  });
});

describe('caching the offers never outlives a sales stop', () => {
  type Express = { next_draw: { draw_no: number; draw_stop: string } | null };
  const express = (res: { json(): { result: (Express & { key: string })[] } }) =>
    res.json().result.find((o) => o.key === 'express_lotto')?.next_draw;

  it("caches the offers only until the first next draw's sales stop, then answers the next draw", async () => {
    t.clock.set(NOW);
    const fresh = await t.get('/v2/product_offers?clear_cache=1');
    const first = express(fresh)!;
    const stop = new Date(first.draw_stop).getTime();
    // 30 s before Express Lotto's sales stop: the answer may be kept 30 s, not the usual 60.
    t.clock.set(new Date(stop - 30_000));
    const before = await t.get('/v2/product_offers?clear_cache=1');
    expect(before.headers['cache-control']).toBe('public, max-age=30');
    expect((await t.get('/v2/product_offers')).headers['x-cache']).toBe('HIT');

    // A second after the sales stop the cached answer is gone: the next draw is on offer.
    t.clock.set(new Date(stop + 1_000));
    const after = await t.get('/v2/product_offers');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(express(after)?.draw_no).toBe(first.draw_no + 1);
  });
});
