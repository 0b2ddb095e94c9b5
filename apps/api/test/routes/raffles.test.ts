/** The raffle routes on the wire, on the seeded demo site: listing, the page, adding to a cart, refusals. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouteApp } from './route-app.ts';

let t: Awaited<ReturnType<typeof buildRouteApp>>;
beforeAll(async () => {
  t = await buildRouteApp();
});
afterAll(() => t.app.close());

describe('raffle routes', () => {
  it('lists the seeded raffles with tickets left and purchase status', async () => {
    const res = await t.get('/v2/raffles');
    expect(res.statusCode, res.body).toBe(200);
    const raffles = res.json().result as {
      product_offer_key: string;
      purchase_status: string;
      tickets_left: number;
    }[];
    expect(raffles.map((r) => r.product_offer_key)).toEqual([
      'dream_home_raffle',
      'ute_and_van_raffle',
      'fifty_fifty_draw',
      'surf_club_members_raffle',
      'fire_brigade_christmas_raffle',
      'country_show_raffle',
    ]);
    // The fire brigades' and the country show's raffles are seeded before their sales open: pre-orders.
    expect(raffles.map((r) => r.purchase_status)).toEqual([
      'open',
      'open',
      'open',
      'open',
      'pre_order',
      'pre_order',
    ]);
    expect(raffles.find((r) => r.product_offer_key === 'surf_club_members_raffle')?.tickets_left).toBe(200);
  });

  it('answers a raffle page with prizes main first, and 404 for a lottery or an unknown key', async () => {
    const res = await t.get('/v2/raffles/dream_home_raffle');
    expect(res.statusCode, res.body).toBe(200);
    const prizes = res.json().result.prizes as { kind: string; name: string }[];
    expect(prizes[0]?.kind).toBe('main');
    expect(prizes.map((p) => p.name)).toEqual([
      'Peregian Beach home and $50,000 gold',
      '$50,000 cash',
      'Early bird $10,000 cash',
    ]);
    expect((await t.get('/v2/raffles/saturday_lotto')).statusCode).toBe(404);
    expect((await t.get('/v2/raffles/no_such_raffle')).statusCode).toBe(404);
    expect((await t.get('/v2/raffles/Not-A-Key')).statusCode).toBe(400);
  });

  it('adds a bundle with a cause to a customer cart, and refuses a bundle or cause not offered with 400', async () => {
    const { token } = await t.newCustomer();
    const add = (body: Record<string, unknown>) =>
      t.send(
        'POST',
        '/v2/cart/raffle-items',
        { lottery_key: 'ute_and_van_raffle', ...body },
        { bearer: token, version: '3.3' },
      );
    const ok = await add({ num_raffle_tickets: 5, quantity: 2, cause_key: 'rural_fire_volunteers' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result.cart_items[0]).toMatchObject({
      product_type: 'raffle_ticket',
      cause_key: 'rural_fire_volunteers',
      num_raffle_tickets: 10,
      total: { amount: 4000, currency: 'AUD' },
    });
    expect((await add({ num_raffle_tickets: 7, cause_key: 'surf_life_saving' })).statusCode).toBe(400);
    expect((await add({ num_raffle_tickets: 1, cause_key: 'kids_cancer_research' })).statusCode).toBe(400);
    expect((await add({ num_raffle_tickets: 1 })).statusCode).toBe(400);
    expect(
      (await add({ num_raffle_tickets: 1, quantity: 21, cause_key: 'surf_life_saving' })).statusCode,
    ).toBe(400);
  });

  it('keeps a draw unverifiable until it is drawn: no seed, no entry list', async () => {
    const v = await t.get('/v2/raffles/dream_home_raffle/draws/312/verification');
    expect(v.statusCode, v.body).toBe(200);
    expect(v.json().result).toMatchObject({ seed: null, entries_hash: null });
    expect(v.json().result.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.get('/v2/raffles/dream_home_raffle/draws/312/entries')).statusCode).toBe(404);
  });
});
