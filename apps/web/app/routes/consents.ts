import { data, redirect } from 'react-router';
import { callApi } from '../lib/api.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { type FlashKey, flashCookie } from '../lib/flash-notice.server.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { requireCustomer, safeRedirectPath } from '../lib/guards.server.ts';
import type { Route } from './+types/consents';

/**
 * POST /consents: the consent modal's form — accepting the terms in force (the version shown) or confirming
 * where the customer plays from — then back to the page it was on, with the notice. Unticked, or refused by the
 * API (the terms changed again meanwhile), the page shows the modal again with a notice.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const session = requireCustomer(request, context);
  const raw = form.get('returnTo');
  const returnTo = safeRedirectPath(typeof raw === 'string' ? raw : null, '/my-account');
  const back = (key: FlashKey) => {
    const headers = session.headers();
    headers.append('Set-Cookie', flashCookie(key, session.secure));
    return redirect(returnTo, { headers });
  };
  const intent = form.get('intent');
  if (intent !== 'accept-terms' && intent !== 'confirm-location') {
    return data({ error: 'Something went wrong' }, { status: 400, headers: session.headers() });
  }
  if (form.get('agree') !== 'yes') return back('consent_unticked');
  const version = Number(form.get('version'));
  if (intent === 'accept-terms' && !(Number.isInteger(version) && version > 0)) {
    return data({ error: 'Something went wrong' }, { status: 400, headers: session.headers() });
  }
  try {
    if (intent === 'accept-terms') {
      await callApi('v2', '/customer/terms-and-conditions', {
        method: 'POST',
        body: { version, accepted: true },
        session,
      });
      return back('terms_accepted');
    }
    await callApi('v2', '/customer/terms-and-conditions/location', {
      method: 'POST',
      body: { confirmed: true },
      session,
    });
    return back('location_confirmed');
  } catch (err) {
    if (!isApiError(err) || err.status >= 500) throw err;
    // The terms changed again (409), or the session ended: the next page shows what is now required.
    if (err.status === 401) throw redirect('/login', { headers: session.headers() });
    return back('consent_unticked');
  }
}
