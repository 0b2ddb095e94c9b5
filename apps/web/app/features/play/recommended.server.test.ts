import { describe, expect, it } from 'vitest';
import { requestSession } from '../../lib/session.server.ts';
import { type FakeReply, startFakeApi } from '../../test/fake-api.server.ts';
import { loadRecommendedDrawCards, loadRecommendedPlays, playHrefOf } from './recommended.server.ts';

const api = startFakeApi();

const CUSTOMER = '01a20575-63b1-7da4-a55e-c5140322ac22';
/** Monday 2 March 2026, 12:00 in Sydney; the draws below are that Saturday at 7:30 pm. */
const NOW = new Date('2026-03-02T01:00:00.000Z');

const draw = (key: string, drawNo: number) => ({
  id: `draw-${key}`,
  product_offer_key: key,
  draw_no: drawNo,
  draw_type: 'lottery_ticket_draw',
  status: 'DRAW_OPEN',
  purchase_status: 'open',
  draw_date: '2026-03-07T08:30:00.000Z',
  draw_stop: '2026-03-07T08:00:00.000Z',
  draw_pre_order_start_date: null,
  jackpot: { amount: 500_000_000, currency: 'AUD' },
  prize_pool: null,
  name: null,
  value: null,
  prize_description: null,
  feature_image: null,
});

const play = (key: string, overrides: Record<string, unknown> = {}) => ({
  product_offer_key: key,
  product_offer_name: key === 'saturday_lotto' ? 'Saturday Lotto' : 'Super Jackpot',
  brand_name: 'Lotto',
  kind: 'lottery',
  reason: 'history',
  game_type: 'standard',
  game_offer: 'Standard',
  route_suffix: '/standard',
  num_games: 6,
  num_draws: 1,
  times_bought: 3,
  last_bought_at: '2026-02-28T01:00:00.000Z',
  has_favourite_numbers: false,
  next_draw: draw(key, 4520),
  ...overrides,
});

function answer(reply: FakeReply) {
  api.handler = (req) =>
    req.method === 'GET' && req.url.startsWith('/v2/orders/recommended')
      ? reply
      : { status: 404, body: { error: 'Not found' } };
}

const session = (cookie: string) =>
  requestSession(new Request('http://shop.test/my-account', { headers: { Cookie: cookie } }), {});
const signedIn = () => session(`customer_id=${CUSTOMER}; customer_token=ctok_1; web_access_token=a.b.c`);

describe('loadRecommendedPlays', () => {
  it("asks for the customer's recommendations and adds the play screen and the draw in words", async () => {
    answer({
      status: 200,
      body: {
        result: [
          play('saturday_lotto', { has_favourite_numbers: true }),
          play('super_jackpot_lottery', {
            reason: 'featured',
            times_bought: 0,
            route_suffix: '/systems',
            game_type: 'reduced_system',
            has_favourite_numbers: true,
          }),
        ],
      },
    });
    const plays = await loadRecommendedPlays(signedIn(), 3, { now: NOW });
    expect(api.seen.at(-1)?.url).toBe('/v2/orders/recommended?limit=3');
    expect(plays.map((p) => [p.productOfferKey, p.href, p.drawLabel, p.timesBought])).toEqual([
      ['saturday_lotto', '/saturday_lotto/standard?favourite_numbers=true', 'This Saturday, 7:30 pm', 3],
      // Favourites fill standard games only.
      ['super_jackpot_lottery', '/super_jackpot_lottery/systems', 'This Saturday, 7:30 pm', 0],
    ]);
  });

  it('asks nothing for a visitor and shows nothing when the API refuses the call', async () => {
    answer({ status: 200, body: { result: [play('saturday_lotto')] } });
    const before = api.seen.length;
    expect(await loadRecommendedPlays(session(''), 3)).toEqual([]);
    expect(api.seen.length).toBe(before);
    answer({ status: 400, body: { error: 'Bad request' } });
    expect(await loadRecommendedPlays(signedIn(), 3)).toEqual([]);
  });

  it('leaves the offer just added out of the pre-cart drawer', async () => {
    answer({ status: 200, body: { result: [play('saturday_lotto'), play('super_jackpot_lottery')] } });
    const cards = await loadRecommendedDrawCards(signedIn(), 'saturday_lotto', 3);
    expect(cards?.map((c) => [c.key, c.href])).toEqual([
      ['super_jackpot_lottery', '/super_jackpot_lottery/standard'],
    ]);
    expect(await loadRecommendedDrawCards(session(''), 'saturday_lotto', 3)).toBeNull();
  });
});

describe('playHrefOf', () => {
  it('opens the bare offer route for a raffle, without favourites', () => {
    expect(
      playHrefOf({
        productOfferKey: 'dream_home_raffle',
        routeSuffix: null,
        kind: 'raffle',
        gameType: 'standard',
        hasFavouriteNumbers: true,
      }),
    ).toBe('/dream_home_raffle');
  });
});
