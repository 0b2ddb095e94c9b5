/** GET /v2/config: the site constants and start-up settings (spec 2 §3 site constants, §9). */
import * as site from '@lottoshop/contracts/endpoints/site';
import { getSiteConfig } from '@lottoshop/core/site';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';

export default async function configRoutes(app: ApiApp): Promise<void> {
  route(app, site.config, async (req) =>
    ok(await getSiteConfig(req.ctx, { maintenanceOverride: req.ctx.config.maintenanceMode })),
  );
}
