/** GET /v2/capabilities: every segment with its capability list, and the segment that applies to the caller. */
import { API_VERSIONS } from '@lottoshop/contracts/api-versions';
import { CapabilitiesDto } from '@lottoshop/contracts/capabilities';
import { getCapabilities } from '@lottoshop/core/modules/capabilities/capabilities.queries';
import { customerSegmentName } from '@lottoshop/core/modules/identity/identity.queries';
import type { ApiApp } from '../http/app-types.ts';
import { signedInCustomer } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';

export default async function capabilitiesRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/capabilities',
    // The current segment depends on the caller, so the answer is never shared through the cache.
    { config: { versions: API_VERSIONS, cache: false }, schema: { response: { 200: CapabilitiesDto } } },
    async (req) => {
      // Only a verified bearer token makes a caller a customer; X-Customer-Id alone does not.
      const customer = signedInCustomer(req);
      const segmentName = customer ? await customerSegmentName(req.ctx.db, customer.customerId) : null;
      return ok(
        await getCapabilities(req.ctx.db, {
          signedIn: customer !== undefined,
          customerSegmentName: segmentName,
        }),
      );
    },
  );
}
