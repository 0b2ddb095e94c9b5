/** GET /v2/capabilities: every segment with its capability list, and the segment that applies to the caller. */
import { API_VERSIONS } from '@lottoshop/contracts/api-versions';
import { CapabilitiesDto } from '@lottoshop/contracts/capabilities';
import { getCallerCapabilities } from '@lottoshop/core/account';
import type { ApiApp } from '../http/app-types.ts';
import { ok } from '../http/envelope.ts';

export default async function capabilitiesRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/capabilities',
    // The current segment depends on the caller, so the answer is never shared through the cache.
    { config: { versions: API_VERSIONS, cache: false }, schema: { response: { 200: CapabilitiesDto } } },
    // Only a verified bearer token makes a caller a customer; X-Customer-Id alone does not.
    async (req) => ok(await getCallerCapabilities(req.ctx)),
  );
}
