import { data, redirect, useActionData } from 'react-router';
import { AccountBreadcrumb } from '../components/shell/account-breadcrumb.tsx';
import { TextField } from '../features/identity/form-field.tsx';
import { NewPasswordFields, PasswordForm } from '../features/passwords/password-forms.tsx';
import {
  apiErrorResult,
  changePassword,
  type PasswordFormResult,
  readChangeForm,
} from '../features/passwords/passwords.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { flashCookie } from '../lib/flash-notice.server.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { requireCustomer, sessionExpiredRedirect } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import type { Route } from './+types/change-password';

/**
 * /change-Password (protected, spec 1 §2): the customer changes the password, giving the current one. Every
 * other device is logged out; this one stays signed in, and the account page shows the 'password changed' notice.
 * A plain use-case call, so a two-factor guard can later stand in front of it.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const session = requireCustomer(request, context);
  return data({}, { headers: session.headers() });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const session = requireCustomer(request);
  const read = readChangeForm(form);
  if (!read.ok) return data(read.result, { status: 400, headers: session.headers() });
  try {
    await changePassword(session, read.body);
  } catch (err) {
    if (!isApiError(err)) throw err;
    if (err.status === 401) throw sessionExpiredRedirect(request, session);
    return data(apiErrorResult(err), { status: err.status, headers: session.headers() });
  }
  const headers = session.headers();
  headers.append('Set-Cookie', flashCookie('password_changed', session.secure));
  return redirect('/my-account', { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Change password', siteNameFrom(matches)) }];
}

export default function ChangePassword() {
  const state = useActionData<typeof action>() as PasswordFormResult | undefined;
  return (
    <div className="mx-auto max-w-xl py-10">
      <AccountBreadcrumb />
      <h1 id="change-password-heading" className="mt-2 text-3xl font-extrabold text-theme-primary">
        Change password
      </h1>
      <p className="mt-2 mb-8 text-mono/80">
        Every other device signed in to your account will be logged out.
      </p>
      <PasswordForm labelledBy="change-password-heading" state={state} submit="Change password">
        <TextField
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={state?.fieldErrors.currentPassword}
        />
        <NewPasswordFields name="newPassword" state={state} />
      </PasswordForm>
    </div>
  );
}
