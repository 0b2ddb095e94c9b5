/**
 * GET /v2/draw/details/{productOfferKey}/{drawNo} (3.6+): a draw with the rules in force for it; and
 * GET /v2/draw/preview/{productOfferKey}/{drawNo} (3.3+): the same draw as a card shows it (decision 049).
 */
import * as offers from '@lottoshop/contracts/endpoints/offers';
import { getDrawDetails, getDrawPreview } from '@lottoshop/core/draws';
import type { ApiApp } from '../http/app-types.ts';
import { cacheUntil } from '../http/cache.hooks.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';

export default async function drawsRoutes(app: ApiApp): Promise<void> {
  route(app, offers.drawDetails, async (req, reply) => {
    const details = await getDrawDetails(req.ctx, req.params);
    // The draw's purchase status changes at its pre-order start and at its sales stop.
    cacheUntil(req, reply, [details.draw.drawStop, details.draw.drawPreOrderStartDate]);
    return ok(details);
  });

  route(app, offers.drawPreview, async (req, reply) => {
    const preview = await getDrawPreview(req.ctx, req.params);
    cacheUntil(req, reply, [preview.draw.drawStop, preview.draw.drawPreOrderStartDate]);
    return ok(preview);
  });
}
