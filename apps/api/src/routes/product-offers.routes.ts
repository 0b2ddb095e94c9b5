/** GET /v2/product_offers: the offers on sale with their game types, prices, matrix, cause and next draw. */
import * as offers from '@lottoshop/contracts/endpoints/offers';
import { listProductOffers } from '@lottoshop/core/draws';
import type { ApiApp } from '../http/app-types.ts';
import { cacheUntil } from '../http/cache.hooks.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';

export default async function productOffersRoutes(app: ApiApp): Promise<void> {
  route(app, offers.list, async (req, reply) => {
    const list = await listProductOffers(req.ctx);
    // Each offer's next draw changes at its sales stop (or its pre-order start): no cached answer outlives it.
    cacheUntil(
      req,
      reply,
      list.flatMap((o) => [o.nextDraw?.drawStop, o.nextDraw?.drawPreOrderStartDate]),
    );
    return ok(list, { entities: { orderedKeys: list.map((o) => o.key) } });
  });
}
