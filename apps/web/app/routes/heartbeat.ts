import { callApi } from '../lib/api.server.ts';
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
      await callApi('v2', '/customer', { session });
    } catch (err) {
      if (!isApiError(err)) throw err;
      if (!session.expired) session.end();
    }
  }
  const status = session.visitor.hasSession && session.expired ? 401 : 204;
  return new Response(null, { status, headers: session.headers({ 'Cache-Control': 'no-store' }) });
}
