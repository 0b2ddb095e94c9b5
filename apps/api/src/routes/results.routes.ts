/**
 * Draw results (spec 2 §7 Draws): GET /v2/draws/pricing/{pricingId}/past/result_keys (the offers with results),
 * GET /v2/draws/pricing/{pricingId}/past (3.7+, a page of past results, newest first) and
 * GET /v2/draw/full_result/{productOfferKey}/{drawNo} (one draw's numbers and dividends), the archive by month
 * GET /v2/draws/past/archived/{key}/{year}/{month} (3.7+), and the signed-in customer's variants
 * GET /v2/draws/past_customer/{key} (3.7+) and GET /v2/draw/full_result_customer/{productOfferKey}/{drawNo}, which
 * add the customer's own entries and wins (never cached: they are one customer's).
 *
 * Every pricing sees the standard catalogue for now, so the pricing id is checked for shape and otherwise
 * ignored: an unknown one gets the standard results, not an error.
 *
 * Cached for 30 s, not the usual 60: results appear when a draw is made, and the demo's express draws come
 * round every five minutes, so a shorter life keeps a fresh result from waiting a full minute behind the cache.
 */
import { API_VERSIONS, versionsFrom } from '@lottoshop/contracts/api-versions';
import { intQuery } from '@lottoshop/contracts/int-query';
import {
  ARCHIVE_FIRST_YEAR,
  CustomerDrawResultDto,
  DrawResultDto,
  PAST_RESULTS_PAGE_SIZE,
  RESULT_CATEGORIES,
} from '@lottoshop/contracts/results';
import { getCustomerDrawResult, listCustomerPastResults } from '@lottoshop/core/orders';
import { getDrawResult, listArchivedResults, listPastResults, listResultKeys } from '@lottoshop/core/results';
import { z } from 'zod';
import type { ApiApp } from '../http/app-types.ts';
import { requireCustomer } from '../http/auth.ts';
import { ok, okPage } from '../http/envelope.ts';

export const RESULTS_CACHE_TTL_SECONDS = 30;

const OFFER_KEY_MESSAGE = 'A product offer key has lower-case letters, digits and underscores.';

const PricingParams = z.object({
  // Pricing ids come from the pricing_id cookie: the characters a cookie value may hold (spec 1 §5).
  pricingId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'A pricing id has letters, digits, hyphens and underscores.'),
});

const PastQuery = z.object({
  limit: intQuery({ min: 1, max: 50 }).optional(),
  offset: intQuery({ min: 0, max: 1_000_000 }).optional(),
  category: z
    .enum(RESULT_CATEGORIES, { error: `Must be one of: ${RESULT_CATEGORIES.join(', ')}.` })
    .optional(),
  key: z
    .string()
    .regex(/^[a-z0-9_]{1,100}$/, OFFER_KEY_MESSAGE)
    .optional(),
});

const FullResultParams = z.object({
  productOfferKey: z.string().regex(/^[a-z0-9_]{1,100}$/, OFFER_KEY_MESSAGE),
  drawNo: intQuery({ min: 1, max: 1_000_000_000 }),
});

const PageQuery = z.object({
  limit: intQuery({ min: 1, max: 50 }).optional(),
  offset: intQuery({ min: 0, max: 1_000_000 }).optional(),
});

const KeyParams = z.object({ key: z.string().regex(/^[a-z0-9_]{1,100}$/, OFFER_KEY_MESSAGE) });

const ArchiveParams = KeyParams.extend({
  year: intQuery({ min: ARCHIVE_FIRST_YEAR, max: 9999 }),
  month: intQuery({ min: 1, max: 12 }),
});

const cache = { ttlSeconds: RESULTS_CACHE_TTL_SECONDS };

export default async function resultsRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/draws/pricing/:pricingId/past/result_keys',
    {
      config: { versions: API_VERSIONS, cache },
      schema: { params: PricingParams, response: { 200: z.array(z.string()) } },
    },
    async (req) => ok(await listResultKeys(req.ctx)),
  );

  app.get(
    '/draws/pricing/:pricingId/past',
    {
      config: { versions: versionsFrom('3.7'), cache },
      schema: { params: PricingParams, querystring: PastQuery, response: { 200: z.array(DrawResultDto) } },
    },
    async (req) => {
      const { limit, offset, category, key } = req.query;
      const page = await listPastResults(req.ctx, {
        category: category ?? 'lotteries',
        key,
        limit: limit ?? PAST_RESULTS_PAGE_SIZE,
        offset: offset ?? 0,
      });
      return okPage(page);
    },
  );

  app.get(
    '/draw/full_result/:productOfferKey/:drawNo',
    {
      config: { versions: API_VERSIONS, cache },
      schema: { params: FullResultParams, response: { 200: DrawResultDto } },
    },
    async (req) =>
      ok(await getDrawResult(req.ctx, { offerKey: req.params.productOfferKey, drawNo: req.params.drawNo })),
  );

  app.get(
    '/draws/past/archived/:key/:year/:month',
    {
      config: { versions: versionsFrom('3.7'), cache },
      schema: { params: ArchiveParams, querystring: PageQuery, response: { 200: z.array(DrawResultDto) } },
    },
    async (req) => {
      const { key, year, month } = req.params;
      const { limit, offset } = req.query;
      return okPage(
        await listArchivedResults(req.ctx, {
          key,
          year,
          month,
          limit: limit ?? PAST_RESULTS_PAGE_SIZE,
          offset: offset ?? 0,
        }),
      );
    },
  );

  app.get(
    '/draws/past_customer/:key',
    {
      config: { versions: versionsFrom('3.7'), cache: false },
      preHandler: requireCustomer,
      schema: {
        params: KeyParams,
        querystring: PageQuery,
        response: { 200: z.array(CustomerDrawResultDto) },
      },
    },
    async (req) =>
      okPage(
        await listCustomerPastResults(req.ctx, {
          key: req.params.key,
          limit: req.query.limit ?? PAST_RESULTS_PAGE_SIZE,
          offset: req.query.offset ?? 0,
        }),
      ),
  );

  app.get(
    '/draw/full_result_customer/:productOfferKey/:drawNo',
    {
      config: { versions: API_VERSIONS, cache: false },
      preHandler: requireCustomer,
      schema: { params: FullResultParams, response: { 200: CustomerDrawResultDto } },
    },
    async (req) =>
      ok(
        await getCustomerDrawResult(req.ctx, {
          offerKey: req.params.productOfferKey,
          drawNo: req.params.drawNo,
        }),
      ),
  );
}
