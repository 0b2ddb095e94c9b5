/** GET /v2/branding: name, colours and logo of every product offer. */
import { API_VERSIONS } from '@lottoshop/contracts/api-versions';
import { OfferBrandingDto } from '@lottoshop/contracts/catalog';
import { listOfferBranding } from '@lottoshop/core/catalog';
import { z } from 'zod';
import type { ApiApp } from '../http/app-types.ts';
import { ok } from '../http/envelope.ts';

export default async function brandingRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/branding',
    {
      config: { versions: API_VERSIONS, cache: { ttlSeconds: 60 } },
      schema: { response: { 200: z.array(OfferBrandingDto) } },
    },
    async (req) => ok(await listOfferBranding(req.ctx)),
  );
}
