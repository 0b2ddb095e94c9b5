import { EMAIL_CONFIRMATION_MESSAGES } from '@lottoshop/contracts/email-confirmation-messages';
import { ONE_TIME_TOKEN_PATTERN } from '@lottoshop/contracts/passwords';
import { data, Form, Link, redirect, useActionData } from 'react-router';
import { FormError } from '../components/forms/form-field.tsx';
import {
  confirmEmailWithToken,
  confirmPostalAddress,
  resendEmailConfirmation,
} from '../features/account/confirmation.server.ts';
import { postedReturnTo } from '../features/account/return-to.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { type FlashKey, flashCookie } from '../lib/flash-notice.server.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { loginPath, sessionExpiredRedirect } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { actionSession, type RequestSession, requestSession } from '../lib/session.server.ts';
import { loadCustomer } from '../lib/site.server.ts';
import type { Route } from './+types/my-account.confirm-address';

/**
 * /my-account/confirm-address/{token?} (spec 1 §2, not protected). With the token of an e-mailed link, anyone
 * (signed in or not) confirms the e-mail address it was sent to — with a button, so a mail scanner that opens
 * links does not spend it. Without a token, a signed-in customer sees what the banner asks them to confirm.
 * The banner's Confirm posts here too.
 */
type Intent = 'confirm-email' | 'confirm-address' | 'resend-email';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = requestSession(request, context);
  if (params.token !== undefined) {
    return data(
      { mode: 'token' as const, valid: ONE_TIME_TOKEN_PATTERN.test(params.token), confirm: null },
      { headers: session.headers() },
    );
  }
  if (!session.signedIn) throw redirect(loginPath(request), { headers: session.headers() });
  const customer = await loadCustomer(session);
  if (!customer) throw sessionExpiredRedirect(request, session);
  const confirm = customer.addressConfirmationRequired
    ? ('address' as const)
    : customer.emailAddressConfirmationRequired
      ? ('email' as const)
      : null;
  return data({ mode: 'signed-in' as const, valid: true, confirm }, { headers: session.headers() });
}

function done(session: RequestSession, to: string, notice: FlashKey): Response {
  const headers = session.headers();
  headers.append('Set-Cookie', flashCookie(notice, session.secure));
  return redirect(to, { headers });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const session = actionSession(request, context);
  const intent = form.get('intent') as Intent | null;
  const returnTo = postedReturnTo(form, '/my-account');
  try {
    if (intent === 'confirm-email' && params.token !== undefined) {
      if (!ONE_TIME_TOKEN_PATTERN.test(params.token)) {
        return data({ formError: EMAIL_CONFIRMATION_MESSAGES.linkInvalid }, { status: 400 });
      }
      await confirmEmailWithToken(session, params.token);
      return done(session, session.signedIn ? '/my-account' : '/login', 'email_confirmed');
    }
    if (intent !== 'confirm-address' && intent !== 'resend-email') {
      return data({ formError: 'Choose what to confirm.' }, { status: 400 });
    }
    if (!session.signedIn) throw redirect(loginPath(request));
    if (intent === 'confirm-address') {
      await confirmPostalAddress(session);
      return done(session, returnTo, 'address_confirmed');
    }
    await resendEmailConfirmation(session);
    return done(session, returnTo, 'confirmation_sent');
  } catch (err) {
    if (!isApiError(err)) throw err;
    if (err.status === 401 && intent !== 'confirm-email') throw sessionExpiredRedirect(request, session);
    return data({ formError: err.message }, { status: err.status, headers: session.headers() });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Confirm your details', siteNameFrom(matches)) }];
}

const BUTTON = 'w-full rounded-theme bg-action-primary px-4 py-3 font-bold text-white hover:opacity-90';

export default function ConfirmAddress({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>() as { formError?: string } | undefined;
  const { mode, valid, confirm } = loaderData;
  return (
    <div className="mx-auto max-w-xl py-10">
      <h1 id="confirm-heading" className="text-3xl font-extrabold text-theme-primary">
        {mode === 'token' ? 'Confirm your email address' : 'Confirm your details'}
      </h1>
      <div className="mt-6">
        <FormError
          message={result?.formError ?? (valid ? undefined : EMAIL_CONFIRMATION_MESSAGES.linkInvalid)}
        />
      </div>
      {mode === 'token' && valid ? (
        <Form method="post" aria-labelledby="confirm-heading" className="space-y-4">
          <p>Confirm that this email address is yours.</p>
          <button type="submit" name="intent" value="confirm-email" className={BUTTON}>
            Confirm my email address
          </button>
        </Form>
      ) : null}
      {mode === 'signed-in' && confirm ? (
        <Form method="post" aria-labelledby="confirm-heading" className="space-y-4">
          <p>
            {confirm === 'address'
              ? EMAIL_CONFIRMATION_MESSAGES.addressBanner
              : EMAIL_CONFIRMATION_MESSAGES.emailBanner}
          </p>
          <button
            type="submit"
            name="intent"
            value={confirm === 'address' ? 'confirm-address' : 'resend-email'}
            className={BUTTON}
          >
            {confirm === 'address' ? 'Confirm my address' : 'Send me a new link'}
          </button>
        </Form>
      ) : null}
      {mode === 'signed-in' && !confirm ? <p role="status">There is nothing to confirm. Thank you.</p> : null}
      <p className="mt-6 text-center text-sm">
        <Link to="/my-account" className="font-semibold text-action-secondary underline">
          My account
        </Link>
      </p>
    </div>
  );
}
