import { data, redirect, useActionData } from 'react-router';
import { NewPasswordFields, PasswordForm } from '../features/sign-in/password-forms.tsx';
import {
  apiErrorResult,
  forceChangePassword,
  type PasswordFormResult,
  readForceChangeForm,
} from '../features/sign-in/passwords.server.ts';
import { forSession } from '../lib/account-page.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { flashCookie } from '../lib/flash-notice.server.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { requireCustomer, sessionExpiredRedirect } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { loadCustomer } from '../lib/site.server.ts';
import type { Route } from './+types/force-password-change';

/**
 * /force-password-change (spec 1 §2, §6): a customer the shop flagged (`forcePasswordChange`) must set a new
 * password; the page shell sends every other page here until they do. A customer who is not flagged goes on to
 * the account page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireCustomer(request, context);
  const customer = await forSession(request, session, () => loadCustomer(session));
  if (!customer) throw sessionExpiredRedirect(request, session);
  if (!customer.forcePasswordChange) throw redirect('/my-account', { headers: session.headers() });
  return data({}, { headers: session.headers() });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const session = requireCustomer(request);
  const read = readForceChangeForm(form);
  if (!read.ok) return data(read.errors, { status: 400, headers: session.headers() });
  try {
    await forceChangePassword(session, read.value);
  } catch (err) {
    if (!isApiError(err)) throw err;
    if (err.status === 401) throw sessionExpiredRedirect(request, session);
    if (err.code === 'password_change_not_required')
      throw redirect('/my-account', { headers: session.headers() });
    return data(apiErrorResult(err), { status: err.status, headers: session.headers() });
  }
  const headers = session.headers();
  headers.append('Set-Cookie', flashCookie('password_changed', session.secure));
  return redirect('/my-account', { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Change your password', siteNameFrom(matches)) }];
}

export default function ForcePasswordChange() {
  const state = useActionData<typeof action>() as PasswordFormResult | undefined;
  return (
    <div className="mx-auto max-w-xl py-10">
      <h1 id="force-change-heading" className="text-3xl font-extrabold text-theme-primary">
        Change your password
      </h1>
      <p className="mt-2 mb-8 text-mono/80">
        For your security, please choose a new password before you continue.
      </p>
      <PasswordForm labelledBy="force-change-heading" state={state} submit="Save new password">
        <NewPasswordFields name="password" state={state} />
      </PasswordForm>
    </div>
  );
}
