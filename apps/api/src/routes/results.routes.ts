/**
 * Draw results (spec 2 §7 Draws): GET /v2/draws/pricing/{pricingId}/past/result_keys (the offers with results),
 * GET /v2/draws/pricing/{pricingId}/past (3.7+, a page of past results, newest first) and
 * GET /v2/draw/full_result/{productOfferKey}/{drawNo} (one draw's numbers and dividends), the archive by month
 * GET /v2/draws/past/archived/{key}/{year}/{month} (3.7+), and the signed-in customer's variants
 * GET /v2/draws/past_customer/{key} (3.7+) and GET /v2/draw/full_result_customer/{productOfferKey}/{drawNo}, which
 * add the customer's own entries and wins (never cached: they are one customer's).
 *
 * Every pricing sees the standard catalogue for now, so the pricing id is checked for shape and otherwise
 * ignored: an unknown one gets the standard results, not an error. Cached for RESULTS_CACHE_TTL_SECONDS (30 s).
 */
import * as results from '@lottoshop/contracts/endpoints/results';
import { PAST_RESULTS_PAGE_SIZE } from '@lottoshop/contracts/results';
import { getCustomerDrawResult, listCustomerPastResults } from '@lottoshop/core/orders';
import { getDrawResult, listArchivedResults, listPastResults, listResultKeys } from '@lottoshop/core/results';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok, okPage } from '../http/envelope.ts';

/** A page's limit and offset, defaulted. */
const pageOf = (q: { limit?: number | undefined; offset?: number | undefined }) => ({
  limit: q.limit ?? PAST_RESULTS_PAGE_SIZE,
  offset: q.offset ?? 0,
});
const drawOf = (p: { productOfferKey: string; drawNo: number }) => ({
  offerKey: p.productOfferKey,
  drawNo: p.drawNo,
});

export default async function resultsRoutes(app: ApiApp): Promise<void> {
  route(app, results.resultKeys, async (req) => ok(await listResultKeys(req.ctx)));

  route(app, results.past, async (req) => {
    const { category, key } = req.query;
    return okPage(
      await listPastResults(req.ctx, { category: category ?? 'lotteries', key, ...pageOf(req.query) }),
    );
  });

  route(app, results.fullResult, async (req) => ok(await getDrawResult(req.ctx, drawOf(req.params))));

  route(app, results.archived, async (req) =>
    okPage(await listArchivedResults(req.ctx, { ...req.params, ...pageOf(req.query) })),
  );

  route(app, results.customerPast, async (req) =>
    okPage(await listCustomerPastResults(req.ctx, { key: req.params.key, ...pageOf(req.query) })),
  );

  route(app, results.customerFullResult, async (req) =>
    ok(await getCustomerDrawResult(req.ctx, drawOf(req.params))),
  );
}
