import { describe, expect, it } from 'vitest';
import { pricingIdOf } from '../features/results/results.server.ts';
import { type FakeReply, type FakeRequest, startFakeApi } from '../test/fake-api.server.ts';
import { productOfferRow } from '../test/product-offers.ts';
import { loader as drawLoader } from './$productOfferKey.results.draw.$drawNo.tsx';
import { loader as offerResultsLoader } from './$productOfferKey.results.tsx';
import { loader as lottoResultsLoader } from './lotto-results.tsx';

const api = startFakeApi();
const aud = (amount: number) => ({ amount, currency: 'AUD' });

const RESULT = {
  product_offer_key: 'express_lotto',
  product_offer_name: 'Express Lotto',
  draw_no: 42,
  draw_date: '2026-11-22T09:00:00.000Z',
  status: 'DRAW_PAID',
  numbers: { main: [3, 9, 14, 22, 31, 40], supplementary: [5, 17], bonus: [] },
  divisions: [{ division: 1, description: '6 winning numbers', winners: 0, prize: aud(0) }],
  jackpot: aud(100_000_000),
  source: 'shop_rng',
  audit: { seed_hash: 'abc123', seed: 'seed-1', entries_hash: null },
  demo: false,
};

const OFFERS = [
  productOfferRow('express_lotto', 'Express Lotto'),
  productOfferRow('super_jackpot_lottery', 'Super Jackpot'),
];

function useApi(routes: Record<string, (req: FakeRequest) => FakeReply>) {
  const all: Record<string, (req: FakeRequest) => FakeReply> = {
    'GET /v2/config': () => ({ status: 200, body: { result: {} } }),
    'GET /v2/capabilities': () => ({
      status: 200,
      body: { result: { current_segment: 'anonymous', segments: [] } },
    }),
    'GET /v2/product_offers': () => ({ status: 200, body: { result: OFFERS } }),
    ...routes,
  };
  api.handler = (req) => {
    const answer = all[`${req.method} ${req.url.split('?')[0]}`];
    return answer ? answer(req) : { status: 404, body: { error: 'Not found', code: 'not_found' } };
  };
}

const visit = (path: string, cookie?: string) =>
  new Request(`http://shop.test${path}`, cookie ? { headers: { Cookie: cookie } } : {});
const args = (request: Request, params: Record<string, string> = {}) =>
  ({ request, params, context: {} }) as never;

async function thrownStatus(run: () => Promise<unknown>): Promise<number | undefined> {
  try {
    await run();
  } catch (err) {
    return (err as { init?: { status?: number } }).init?.status;
  }
  throw new Error('expected the call to throw');
}

const pastPage = (total: number) => () => ({
  status: 200,
  body: { result: [RESULT], page_info: { limit: 5, offset: 0, total } },
});

describe('pricingIdOf', () => {
  it("reads the visitor's pricing id cookie, else standard", () => {
    expect(pricingIdOf(visit('/'))).toBe('standard');
    expect(pricingIdOf(visit('/', 'pricing_id=vip_1'))).toBe('vip_1');
    expect(pricingIdOf(visit('/', 'pricing_id=..%2Fx'))).toBe('standard');
  });
});

describe('/lotto-results', () => {
  it('loads lottery results for the pricing id, 5 a page, and never sends customer tokens', async () => {
    useApi({ 'GET /v2/draws/pricing/vip_1/past': pastPage(12) });
    const res = (await lottoResultsLoader(
      args(
        visit(
          '/lotto-results/lotteries/2',
          'pricing_id=vip_1; customer_token=ctok_1; web_access_token=a.b.c',
        ),
        {
          page: '2',
        },
      ),
    )) as Record<string, unknown>;
    expect(res).toMatchObject({ page: 2, pageCount: 3, base: '/lotto-results/lotteries' });
    const call = api.seen.find((s) => s.url.includes('/past'));
    expect(call?.url).toBe('/v2/draws/pricing/vip_1/past?limit=5&offset=5&category=lotteries');
    expect(call?.headers['x-api-version']).toBe('3.7');
    expect(call?.headers.authorization).toBeUndefined();
    expect((res.items as { numbers: unknown }[])[0]?.numbers).toEqual(RESULT.numbers);
  });

  it('shows page 1 of no results as the empty state, and 404s for pages that do not exist', async () => {
    useApi({ 'GET /v2/draws/pricing/standard/past': () => ({ status: 200, body: { result: [] } }) });
    const res = (await lottoResultsLoader(args(visit('/lotto-results'), {}))) as Record<string, unknown>;
    expect(res).toMatchObject({ items: [], page: 1, pageCount: 1, base: '/lotto-results' });
    expect(await thrownStatus(() => lottoResultsLoader(args(visit('/lotto-results/2'), { page: '2' })))).toBe(
      404,
    );
    expect(
      await thrownStatus(() =>
        lottoResultsLoader(args(visit('/lotto-results/raffles'), { page: 'raffles' })),
      ),
    ).toBe(404);
  });
});

describe('/{productOfferKey}/results', () => {
  it("asks for that offer's past draws", async () => {
    useApi({ 'GET /v2/draws/pricing/standard/past': pastPage(1) });
    const res = (await offerResultsLoader(
      args(visit('/express_lotto/results'), { productOfferKey: 'express_lotto' }),
    )) as { data: Record<string, unknown> };
    expect(res.data).toMatchObject({ offer: { key: 'express_lotto', name: 'Express Lotto' }, page: 1 });
    expect(api.seen.find((s) => s.url.includes('/past'))?.url).toBe(
      '/v2/draws/pricing/standard/past?limit=5&offset=0&key=express_lotto',
    );
  });

  it('is a 404 for an offer that does not exist', async () => {
    useApi({});
    for (const key of ['no_such_offer', 'Bad-Key', 'a/b']) {
      expect(
        await thrownStatus(() =>
          offerResultsLoader(args(visit(`/${key}/results`), { productOfferKey: key })),
        ),
      ).toBe(404);
    }
    expect(api.seen.some((s) => s.url.includes('/past'))).toBe(false);
  });
});

describe('/{productOfferKey}/results/draw/{drawNo}', () => {
  it("loads the draw's full result", async () => {
    useApi({
      'GET /v2/draw/full_result/express_lotto/42': () => ({ status: 200, body: { result: RESULT } }),
    });
    const res = (await drawLoader(
      args(visit('/express_lotto/results/draw/42'), { productOfferKey: 'express_lotto', drawNo: '42' }),
    )) as unknown as { data: { result: Record<string, unknown>; mine: unknown } };
    // A visitor without a session sees the public result only.
    expect(res.data.mine).toBeNull();
    expect(res.data.result).toMatchObject({
      drawNo: 42,
      source: 'shop_rng',
      audit: { seedHash: 'abc123', seed: 'seed-1' },
      divisions: [{ division: 1, description: '6 winning numbers', winners: 0 }],
    });
  });

  it('is a 404 for a draw without results or a draw number that is not one', async () => {
    useApi({});
    for (const drawNo of ['43', '0', 'x', '1e3']) {
      expect(
        await thrownStatus(() =>
          drawLoader(
            args(visit(`/express_lotto/results/draw/${drawNo}`), {
              productOfferKey: 'express_lotto',
              drawNo,
            }),
          ),
        ),
      ).toBe(404);
    }
    expect(api.seen.filter((s) => s.url.includes('full_result')).map((s) => s.url)).toEqual([
      '/v2/draw/full_result/express_lotto/43',
    ]);
  });
});
