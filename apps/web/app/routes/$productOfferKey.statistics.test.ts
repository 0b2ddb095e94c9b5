import { describe, expect, it } from 'vitest';
import { startFakeApi } from '../test/fake-api.server.ts';
import { productOfferRow } from '../test/product-offers.ts';
import { loader } from './$productOfferKey.statistics.tsx';

const api = startFakeApi();

/** The fake API: the site with `capabilities` on for every segment, one lottery, and empty statistics. */
function shopWith(capabilities: string[]) {
  api.handler = (req) => {
    if (req.url.startsWith('/v2/config')) return { status: 200, body: { result: { capabilities } } };
    if (req.url.startsWith('/v2/capabilities'))
      return {
        status: 200,
        body: {
          result: {
            current_segment: 'anonymous',
            segments: [{ segment_name: 'anonymous', description: 'Visitors', capabilities }],
          },
        },
      };
    if (req.url.startsWith('/v2/product_offers'))
      return {
        status: 200,
        body: { result: [productOfferRow('saturday_lotto', 'Saturday Lotto')] },
      };
    return { status: 200, body: { result: null } };
  };
}

const load = () =>
  loader({
    request: new Request('http://shop.test/saturday_lotto/statistics'),
    params: { productOfferKey: 'saturday_lotto' },
    context: {},
  } as Parameters<typeof loader>[0]);

describe('/{offer}/statistics', () => {
  it('is the 404 page when the site does not sell commercial lotteries (spec 1 §2)', async () => {
    shopWith(['charity_lotteries', 'raffle']);
    await expect(load()).rejects.toMatchObject({ init: { status: 404 } });
    expect(api.seen.some((r) => r.url.startsWith('/v2/draws/statistics/'))).toBe(false);
  });

  it('loads the statistics when it does', async () => {
    shopWith(['commercial_lotteries']);
    await load().catch(() => undefined);
    expect(api.seen.some((r) => r.url.startsWith('/v2/draws/statistics/saturday_lotto'))).toBe(true);
  });
});
