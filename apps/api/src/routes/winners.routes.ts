/**
 * A draw's winners and prizes (spec 2 §7): GET /v2/draw/details/{offerKey}/{drawNo}/winners (the shop's winners by
 * division, named only with their consent: first name and state) and /prizes (the prize table), plus the number
 * statistics of an offer, GET /v2/draws/statistics/{key}?window=N (issue 10 item 8), and the signed-in customer's
 * winner-publicity choice, GET and PUT /v2/customer/winner-publicity (decision 037).
 */
import { API_VERSIONS, versionsFrom } from '@lottoshop/contracts/api-versions';
import { WinnerPublicityBody, WinnerPublicityDto } from '@lottoshop/contracts/consents';
import { intQuery } from '@lottoshop/contracts/int-query';
import {
  DrawPrizesDto,
  DrawWinnersDto,
  NumberStatisticsDto,
  STATISTICS_DEFAULT_WINDOW,
  STATISTICS_MAX_WINDOW,
} from '@lottoshop/contracts/results';
import { getWinnerPublicity, setWinnerPublicity } from '@lottoshop/core/consents';
import { getDrawPrizes, getDrawWinners, getNumberStatistics } from '@lottoshop/core/results';
import { z } from 'zod';
import type { ApiApp } from '../http/app-types.ts';
import { requireCustomer } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';
import { RESULTS_CACHE_TTL_SECONDS } from './results.routes.ts';

const OFFER_KEY = z
  .string()
  .regex(/^[a-z0-9_]{1,100}$/, 'A product offer key has lower-case letters, digits and underscores.');

const DrawParams = z.object({ productOfferKey: OFFER_KEY, drawNo: intQuery({ min: 1, max: 1_000_000_000 }) });

const StatisticsQuery = z.object({
  window: intQuery({ min: 1, max: STATISTICS_MAX_WINDOW }).optional(),
});

const cache = { ttlSeconds: RESULTS_CACHE_TTL_SECONDS };

export default async function winnersRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/draw/details/:productOfferKey/:drawNo/winners',
    {
      config: { versions: API_VERSIONS, cache },
      schema: { params: DrawParams, response: { 200: DrawWinnersDto } },
    },
    async (req) =>
      ok(await getDrawWinners(req.ctx, { offerKey: req.params.productOfferKey, drawNo: req.params.drawNo })),
  );

  app.get(
    '/draw/details/:productOfferKey/:drawNo/prizes',
    {
      config: { versions: API_VERSIONS, cache },
      schema: { params: DrawParams, response: { 200: DrawPrizesDto } },
    },
    async (req) =>
      ok(await getDrawPrizes(req.ctx, { offerKey: req.params.productOfferKey, drawNo: req.params.drawNo })),
  );

  app.get(
    '/draws/statistics/:key',
    {
      config: { versions: versionsFrom('3.7'), cache },
      schema: {
        params: z.object({ key: OFFER_KEY }),
        querystring: StatisticsQuery,
        response: { 200: NumberStatisticsDto },
      },
    },
    async (req) =>
      ok(
        await getNumberStatistics(req.ctx, {
          key: req.params.key,
          window: req.query.window ?? STATISTICS_DEFAULT_WINDOW,
        }),
      ),
  );

  app.get(
    '/customer/winner-publicity',
    {
      config: { versions: API_VERSIONS, cache: false },
      preHandler: requireCustomer,
      schema: { response: { 200: WinnerPublicityDto } },
    },
    async (req) => ok(await getWinnerPublicity(req.ctx)),
  );

  app.put(
    '/customer/winner-publicity',
    {
      config: { versions: API_VERSIONS, cache: false },
      preHandler: requireCustomer,
      schema: { body: WinnerPublicityBody, response: { 200: WinnerPublicityDto } },
    },
    async (req) => ok(await setWinnerPublicity(req.ctx, req.body)),
  );
}
