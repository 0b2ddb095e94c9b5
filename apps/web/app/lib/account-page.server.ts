/**
 * Guards of the account area's pages: a signed-in customer (else login and back) with the page's capability
 * (else 404, spec 1 §2 "Capability gating of pages"); a session the API refuses mid-load goes back to login.
 */
import type { CapabilityKey } from '@lottoshop/contracts/capabilities';
import { isApiError } from './api-errors.ts';
import { requireCapability } from './capabilities.server.ts';
import { loadPageContext, requireCustomer, sessionExpiredRedirect } from './guards.server.ts';
import type { RequestSession } from './session.server.ts';

export async function requireAccountPage(
  request: Request,
  capability: CapabilityKey | readonly CapabilityKey[],
): Promise<{ session: RequestSession; locale: string }> {
  const session = requireCustomer(request);
  const { capabilities, config } = await loadPageContext(request);
  requireCapability(capabilities, capability);
  return { session, locale: config.siteLocale };
}

/**
 * Runs a page's API calls for the session: a 401/403 that survived the token refresh means the session
 * has ended, so the visitor signs in again and comes back.
 */
export async function forSession<T>(
  request: Request,
  session: RequestSession,
  load: () => Promise<T>,
): Promise<T> {
  try {
    return await load();
  } catch (err) {
    if (isApiError(err) && (err.status === 401 || err.status === 403)) {
      throw sessionExpiredRedirect(request, session);
    }
    throw err;
  }
}
