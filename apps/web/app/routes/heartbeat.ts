import * as account from '@lottoshop/contracts/endpoints/account';
import { call, isUnreadable } from '../lib/api-client.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { requestSession } from '../lib/session.server.ts';
import type { Route } from './+types/heartbeat';

/**
 * GET /heartbeat (spec 2 §4, §9): the blank page a signed-in browser asks for every 60 s while its customer is
 * active. It reaches the API for the customer, so an expired access token is refreshed and the session's cookies
 * renewed for another session timeout. 204 while the session lives; 401 (cookies cleared) once it has ended.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requestSession(request, context);
  if (session.signedIn) {
    try {
      await call(account.overview, { session });
    } catch (err) {
      if (!isApiError(err)) throw err;
      // An answer this web cannot read still says the API accepted the session.
      if (!isUnreadable(err) && !session.expired) session.end();
    }
  }
  const status = session.visitor.hasSession && session.expired ? 401 : 204;
  return new Response(null, { status, headers: session.headers({ 'Cache-Control': 'no-store' }) });
}
