/**
 * GET /v2/draw/details/{productOfferKey}/{drawNo} (3.6+): a draw with the rules in force for it; and
 * GET /v2/draw/preview/{productOfferKey}/{drawNo} (3.3+): the same draw as a card shows it (decision 049).
 */
import { versionsFrom } from '@lottoshop/contracts/api-versions';
import { DrawDetailsDto } from '@lottoshop/contracts/catalog';
import { DrawPreviewDto } from '@lottoshop/contracts/draw-preview';
import { intQuery } from '@lottoshop/contracts/int-query';
import { getDrawDetails, getDrawPreview } from '@lottoshop/core/draws';
import { z } from 'zod';
import type { ApiApp } from '../http/app-types.ts';
import { cacheUntil } from '../http/cache.hooks.ts';
import { ok } from '../http/envelope.ts';

const DrawParams = z.object({
  productOfferKey: z
    .string()
    .regex(/^[a-z0-9_]{1,100}$/, 'A product offer key has lower-case letters, digits and underscores.'),
  drawNo: intQuery({ min: 1, max: 1_000_000_000 }),
});

export default async function drawsRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/draw/details/:productOfferKey/:drawNo',
    {
      config: { versions: versionsFrom('3.6'), cache: { ttlSeconds: 60 } },
      schema: { params: DrawParams, response: { 200: DrawDetailsDto } },
    },
    async (req, reply) => {
      const details = await getDrawDetails(req.ctx, {
        productOfferKey: req.params.productOfferKey,
        drawNo: req.params.drawNo,
      });
      // The draw's purchase status changes at its pre-order start and at its sales stop.
      cacheUntil(req, reply, [details.draw.drawStop, details.draw.drawPreOrderStartDate]);
      return ok(details);
    },
  );

  app.get(
    '/draw/preview/:productOfferKey/:drawNo',
    {
      config: { versions: versionsFrom('3.3'), cache: { ttlSeconds: 60 } },
      schema: { params: DrawParams, response: { 200: DrawPreviewDto } },
    },
    async (req, reply) => {
      const preview = await getDrawPreview(req.ctx, {
        productOfferKey: req.params.productOfferKey,
        drawNo: req.params.drawNo,
      });
      cacheUntil(req, reply, [preview.draw.drawStop, preview.draw.drawPreOrderStartDate]);
      return ok(preview);
    },
  );
}
