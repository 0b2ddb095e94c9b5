/** GET /v2/capabilities: every segment with its capability list, and the segment that applies to the caller. */
import * as site from '@lottoshop/contracts/endpoints/site';
import { getCallerCapabilities } from '@lottoshop/core/account';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';

export default async function capabilitiesRoutes(app: ApiApp): Promise<void> {
  // Only a verified bearer token makes a caller a customer; X-Customer-Id alone does not.
  route(app, site.capabilities, async (req) => ok(await getCallerCapabilities(req.ctx)));
}
