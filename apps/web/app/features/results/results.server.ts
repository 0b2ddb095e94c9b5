/**
 * Draw results (spec 2 §7 Draws, §9): past results by pricing id (5 per page, newest first), one offer's past
 * draws, and one draw's full result. Public pages: the calls carry no customer tokens.
 */
import { CACHE_TTL_SECONDS } from '@lottoshop/contracts/cache-ttl';
import type { ProductOfferDto } from '@lottoshop/contracts/catalog';
import * as offers from '@lottoshop/contracts/endpoints/offers';
import * as results from '@lottoshop/contracts/endpoints/results';
import { PageInfo } from '@lottoshop/contracts/envelope';
import { type DrawResultDto, PAST_RESULTS_PAGE_SIZE } from '@lottoshop/contracts/results';
import type { ApiIdentity } from '../../lib/api.server.ts';
import { call } from '../../lib/api-client.server.ts';
import { isApiError } from '../../lib/api-errors.ts';
import { callList } from '../../lib/api-list.server.ts';
import { readCookie } from '../../lib/cookie-values.ts';
import { offsetOf, pageCountOf } from '../../lib/paging.ts';
import { isDrawNo, isOfferKey } from '../../lib/resource-id.ts';
import { readVisitor } from '../../lib/session.server.ts';

export const DEFAULT_PRICING_ID = 'standard';

/** The visitor's pricing id (the pricing_id cookie set at sign-in), else the standard pricing. */
export function pricingIdOf(request: Request): string {
  return readCookie(request.headers.get('Cookie'), 'pricing_id') ?? DEFAULT_PRICING_ID;
}

/** Who the public calls are made as: the visitor's sub-variant and device, never their tokens. */
export function publicIdentity(request: Request): ApiIdentity {
  const { identity } = readVisitor(request);
  return { subVariant: identity.subVariant, deviceId: identity.deviceId };
}

export type ResultsPage = { items: DrawResultDto[]; page: number; pageCount: number; total: number };

export async function loadPastResults(
  identity: ApiIdentity,
  opts: { pricingId: string; page: number; category?: 'lotteries' | 'raffles'; offerKey?: string },
): Promise<ResultsPage> {
  const res = await call(results.past, {
    identity,
    params: { pricingId: opts.pricingId },
    query: {
      limit: String(PAST_RESULTS_PAGE_SIZE),
      offset: String(offsetOf(opts.page, PAST_RESULTS_PAGE_SIZE)),
      category: opts.category,
      key: opts.offerKey,
    },
  });
  const items = res.result;
  const info = PageInfo.safeParse(res.pageInfo);
  const total = info.success && info.data.total !== undefined ? info.data.total : items.length;
  return { items, page: opts.page, total, pageCount: pageCountOf(total, PAST_RESULTS_PAGE_SIZE) };
}

/** GET /v2/draw/full_result/:offerKey/:drawNo; null when the offer has no such drawn draw. */
export async function loadFullResult(
  identity: ApiIdentity,
  offerKey: string,
  drawNo: string,
): Promise<DrawResultDto | null> {
  if (!isOfferKey(offerKey) || !isDrawNo(drawNo)) return null;
  try {
    return (await call(results.fullResult, { identity, params: { productOfferKey: offerKey, drawNo } }))
      .result;
  } catch (err) {
    if (isApiError(err) && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

export type ResultsOffer = Pick<ProductOfferDto, 'key' | 'name' | 'kind'>;

/**
 * The product offer a results URL names (from GET /v2/product_offers, cached), or null when unknown. An offer
 * the list cannot read is left out (callList), so one bad offer never takes the other offers' results down.
 */
export async function findOffer(identity: ApiIdentity, offerKey: string): Promise<ResultsOffer | null> {
  if (!isOfferKey(offerKey)) return null;
  const res = await callList(offers.list, { identity, cacheTtlSeconds: CACHE_TTL_SECONDS.default });
  const offer = res.result.find((o) => o.key === offerKey);
  return offer ? { key: offer.key, name: offer.name, kind: offer.kind } : null;
}
