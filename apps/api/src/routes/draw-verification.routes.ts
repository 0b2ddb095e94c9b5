/**
 * The public verifier of a lottery the shop draws itself: GET /v2/draw/verification/{key}/{drawNo} (commitment,
 * entries hash, revealed seed, the game's barrels, the numbers) and GET /v2/draw/entries/{key}/{drawNo} (the frozen
 * entry list, ticket ids and numbers only). Raffles have their own under /v2/raffles.
 */
import { API_VERSIONS } from '@lottoshop/contracts/api-versions';
import { DRAW_NO_MAX } from '@lottoshop/contracts/draws';
import { intQuery } from '@lottoshop/contracts/int-query';
import { LotteryDrawEntriesDto, LotteryDrawVerificationDto } from '@lottoshop/contracts/results';
import { getLotteryDrawEntries, getLotteryDrawVerification } from '@lottoshop/core/settlement';
import { z } from 'zod';
import type { ApiApp } from '../http/app-types.ts';
import { ok } from '../http/envelope.ts';

const Params = z.object({
  productOfferKey: z.string().regex(/^[a-z0-9_]{1,100}$/, 'That lottery does not exist.'),
  drawNo: intQuery({ min: 1, max: DRAW_NO_MAX }),
});

/** What is published changes only when the draw moves on: kept briefly. */
const cache = { ttlSeconds: 10 } as const;

export default async function drawVerificationRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/draw/verification/:productOfferKey/:drawNo',
    {
      config: { versions: API_VERSIONS, cache },
      schema: { params: Params, response: { 200: LotteryDrawVerificationDto } },
    },
    async (req) =>
      ok(
        await getLotteryDrawVerification(req.ctx, {
          offerKey: req.params.productOfferKey,
          drawNo: req.params.drawNo,
        }),
      ),
  );
  app.get(
    '/draw/entries/:productOfferKey/:drawNo',
    {
      config: { versions: API_VERSIONS, cache },
      schema: { params: Params, response: { 200: LotteryDrawEntriesDto } },
    },
    async (req) =>
      ok(
        await getLotteryDrawEntries(req.ctx, {
          offerKey: req.params.productOfferKey,
          drawNo: req.params.drawNo,
        }),
      ),
  );
}
