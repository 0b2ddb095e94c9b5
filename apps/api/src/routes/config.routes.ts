/** GET /v2/config: the site constants and start-up settings (spec 2 §3 site constants, §9). */
import { API_VERSIONS } from '@lottoshop/contracts/api-versions';
import { SiteConfigDto } from '@lottoshop/contracts/site';
import { getSiteConfig } from '@lottoshop/core/site';
import type { ApiApp } from '../http/app-types.ts';
import { ok } from '../http/envelope.ts';

export default async function configRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/config',
    {
      config: { versions: API_VERSIONS, cache: { ttlSeconds: 60 } },
      schema: { response: { 200: SiteConfigDto } },
    },
    async (req) => ok(await getSiteConfig(req.ctx, { maintenanceOverride: req.ctx.config.maintenanceMode })),
  );
}
