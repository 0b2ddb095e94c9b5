/** GET /v2/product_offers: the offers on sale with their game types, prices, matrix, cause and next draw. */
import { API_VERSIONS } from '@lottoshop/contracts/api-versions';
import { ProductOfferDto } from '@lottoshop/contracts/catalog';
import { listProductOffers } from '@lottoshop/core/draws';
import { z } from 'zod';
import type { ApiApp } from '../http/app-types.ts';
import { cacheUntil } from '../http/cache.hooks.ts';
import { ok } from '../http/envelope.ts';

export default async function productOffersRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/product_offers',
    {
      config: { versions: API_VERSIONS, cache: { ttlSeconds: 60 } },
      schema: { response: { 200: z.array(ProductOfferDto) } },
    },
    async (req, reply) => {
      const offers = await listProductOffers(req.ctx);
      // Each offer's next draw changes at its sales stop (or its pre-order start): no cached answer outlives it.
      cacheUntil(
        req,
        reply,
        offers.flatMap((o) => [o.nextDraw?.drawStop, o.nextDraw?.drawPreOrderStartDate]),
      );
      return ok(offers, { entities: { orderedKeys: offers.map((o) => o.key) } });
    },
  );
}
