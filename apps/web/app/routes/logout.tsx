import { redirect } from 'react-router';
import { logOutAtApi } from '../features/identity/identity.server.ts';
import { flashCookie } from '../lib/flash-notice.server.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { requestSession } from '../lib/session.server.ts';
import type { Route } from './+types/logout';

/**
 * /logout (spec 1 §4): the API revokes the session, every session cookie and the anonymous cart token are
 * cleared, and the visitor goes to the home destination with a notice. The account page posts here (a
 * form, so a link cannot sign anyone out by surprise); a plain GET works too. Any other method or a body
 * that is not a form is refused (readFormData) and signs nobody out.
 */
export const HOME_DESTINATION = '/';

async function logOut(request: Request): Promise<Response> {
  const session = requestSession(request);
  const wasSignedIn = session.signedIn;
  await logOutAtApi(session);
  session.end({ includeCart: true });
  const headers = session.headers();
  if (wasSignedIn) headers.append('Set-Cookie', flashCookie('signed_out', session.secure));
  return redirect(HOME_DESTINATION, { headers });
}

export function loader({ request }: Route.LoaderArgs) {
  return logOut(request);
}

export async function action({ request }: Route.ActionArgs) {
  await readFormData(request);
  return logOut(request);
}

/**
 * Never shown (the loader and the action always redirect). Having a component makes /logout a page route
 * rather than a resource route, so a refused request shows the shell's error page instead of bare data.
 */
export default function Logout() {
  return null;
}
