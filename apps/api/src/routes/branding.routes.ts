/** GET /v2/branding: name, colours and logo of every product offer. */
import * as site from '@lottoshop/contracts/endpoints/site';
import { listOfferBranding } from '@lottoshop/core/catalog';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';

export default async function brandingRoutes(app: ApiApp): Promise<void> {
  route(app, site.branding, async (req) => ok(await listOfferBranding(req.ctx)));
}
