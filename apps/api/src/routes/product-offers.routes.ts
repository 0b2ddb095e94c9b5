/** GET /v2/product_offers: the offers on sale with their game types, prices, matrix, cause and next draw. */
import { API_VERSIONS } from '@lottoshop/contracts/api-versions';
import { ProductOfferDto } from '@lottoshop/contracts/catalog';
import { listProductOffers } from '@lottoshop/core/draws';
import { z } from 'zod';
import type { ApiApp } from '../http/app-types.ts';
import { ok } from '../http/envelope.ts';

export default async function productOffersRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/product_offers',
    {
      config: { versions: API_VERSIONS, cache: { ttlSeconds: 60 } },
      schema: { response: { 200: z.array(ProductOfferDto) } },
    },
    async (req) => {
      const offers = await listProductOffers(req.ctx);
      return ok(offers, { entities: { orderedKeys: offers.map((o) => o.key) } });
    },
  );
}
