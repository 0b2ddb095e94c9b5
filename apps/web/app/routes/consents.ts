import { AcceptTermsBody } from '@lottoshop/contracts/consents';
import * as account from '@lottoshop/contracts/endpoints/account';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { call, isUnreadable } from '../lib/api-client.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { type FlashKey, flashCookie } from '../lib/flash-notice.server.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { readForm } from '../lib/form-schema.server.ts';
import { requireCustomer, safeRedirectPath } from '../lib/guards.server.ts';
import type { Route } from './+types/consents';

/** The box ticked (`agree=yes`); anything else is unticked, which the page answers with its notice. */
const Agreed = z.literal('yes').optional().catch(undefined);
const ReturnTo = z.string().optional();

/** The consent modal's two forms, told apart by their intent (decision 075). */
const ConsentForm = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('accept-terms'),
    agree: Agreed,
    // The version shown; checked once the box is ticked.
    version: AcceptTermsBody.shape.version.optional().catch(undefined),
    returnTo: ReturnTo,
  }),
  z.object({ intent: z.literal('confirm-location'), agree: Agreed, returnTo: ReturnTo }),
]);

/**
 * POST /consents: the consent modal's form — accepting the terms in force (the version shown) or confirming
 * where the customer plays from — then back to the page it was on, with the notice. Unticked, or refused by the
 * API (the terms changed again meanwhile), the page shows the modal again with a notice.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const session = requireCustomer(request, context);
  const read = readForm(form, ConsentForm, []);
  const returnTo = safeRedirectPath((read.ok && read.value.returnTo) || null, '/my-account');
  const back = (key: FlashKey) => {
    const headers = session.headers();
    headers.append('Set-Cookie', flashCookie(key, session.secure));
    return redirect(returnTo, { headers });
  };
  const refused = () => data({ error: 'Something went wrong' }, { status: 400, headers: session.headers() });
  if (!read.ok) return refused();
  const consent = read.value;
  if (consent.agree !== 'yes') return back('consent_unticked');
  const version = consent.intent === 'accept-terms' ? consent.version : null;
  if (version === undefined) return refused();
  try {
    if (version !== null) {
      await call(account.acceptTerms, { body: { version, accepted: true }, session });
      return back('terms_accepted');
    }
    await call(account.confirmLocation, { body: { confirmed: true }, session });
    return back('location_confirmed');
  } catch (err) {
    if (!isApiError(err) || err.status >= 500 || isUnreadable(err)) throw err;
    // The terms changed again (409), or the session ended: the next page shows what is now required.
    if (err.status === 401) throw redirect('/login', { headers: session.headers() });
    return back('consent_unticked');
  }
}
