/** GET /customer-verify/config/licence (v1.0): each state's driver licence and card-number formats. */

import { CACHE_TTL_SECONDS } from '@lottoshop/contracts/cache-ttl';
import { LICENCE_FORMATS, LicenceConfigDto } from '@lottoshop/contracts/verification';
import type { ApiApp } from '../http/app-types.ts';
import { ok } from '../http/envelope.ts';

export default async function licenceConfigRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/config/licence',
    {
      config: { cache: { ttlSeconds: CACHE_TTL_SECONDS.default } },
      schema: { response: { 200: LicenceConfigDto } },
    },
    async () => ok({ states: [...LICENCE_FORMATS] }),
  );
}
