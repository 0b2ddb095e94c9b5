import { data, Form, redirect } from 'react-router';
import { logOutAtApi } from '../features/sign-in/identity.server.ts';
import { flashCookie } from '../lib/flash-notice.server.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { requestSession } from '../lib/session.server.ts';
import type { Route } from './+types/logout';

/**
 * /logout (spec 1 §4): the API revokes the session, every session cookie and the anonymous cart token are
 * cleared, and the visitor goes to the home destination with a notice. Only a form post signs out (the
 * account page's button, or this page's): a GET never does, so a link or image on another site cannot sign
 * anyone out, and the web server refuses a post from another site (server/cross-site.mjs, decision 023).
 * A GET shows a signed-in visitor a page asking them to confirm; anyone else goes home. Any other method or
 * a body that is not a form is refused (readFormData) and signs nobody out.
 */
export const HOME_DESTINATION = '/';

export function loader({ request, context }: Route.LoaderArgs) {
  const session = requestSession(request, context);
  if (!session.signedIn) throw redirect(HOME_DESTINATION, { headers: session.headers() });
  return data({}, { headers: session.headers() });
}

export async function action({ request }: Route.ActionArgs) {
  await readFormData(request);
  const session = requestSession(request);
  const wasSignedIn = session.signedIn;
  await logOutAtApi(session);
  session.end({ includeCart: true });
  const headers = session.headers();
  if (wasSignedIn) headers.append('Set-Cookie', flashCookie('signed_out', session.secure));
  return redirect(HOME_DESTINATION, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Log out', siteNameFrom(matches)) }];
}

export default function Logout() {
  return (
    <div className="mx-auto max-w-xl py-10">
      <h1 className="text-3xl font-extrabold text-theme-primary">Log out</h1>
      <p className="mt-4 text-lg">Are you sure you want to log out?</p>
      <Form method="post" reloadDocument className="mt-6">
        <button
          type="submit"
          className="rounded-theme bg-action-primary px-4 py-2 font-bold text-white hover:opacity-90"
        >
          Log out
        </button>
      </Form>
    </div>
  );
}
