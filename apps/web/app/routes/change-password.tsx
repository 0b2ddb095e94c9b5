import { data, redirect, useActionData } from 'react-router';
import { TextField } from '../components/forms/form-field.tsx';
import { AccountBreadcrumb } from '../components/shell/account-breadcrumb.tsx';
import { sensitiveFormAction } from '../features/sign-in/elevation.server.ts';
import type { ElevationState } from '../features/sign-in/elevation.ts';
import { ElevationModal } from '../features/sign-in/elevation-modal.tsx';
import { NewPasswordFields, PasswordForm } from '../features/sign-in/password-forms.tsx';
import {
  apiErrorResult,
  changePassword,
  type PasswordFormResult,
  readChangeForm,
} from '../features/sign-in/passwords.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { flashCookie } from '../lib/flash-notice.server.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { requireCustomer } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import type { RequestSession } from '../lib/session.server.ts';
import type { Route } from './+types/change-password';

/**
 * /change-Password (protected, spec 1 §2): the customer changes the password, giving the current one. Every
 * other device is logged out; this one stays signed in, and the account page shows the 'password changed' notice.
 * With two-factor on, a code first (the two-factor modal), then the passwords again.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const session = requireCustomer(request, context);
  return data({}, { headers: session.headers() });
}

type ChangeActionData = PasswordFormResult & { elevation?: ElevationState; notice?: string };

/** One change with the posted (or replayed) form: a redirect when done, else what the form shows. */
async function changeWith(session: RequestSession, form: FormData): Promise<Response | PasswordFormResult> {
  const read = readChangeForm(form);
  if (!read.ok) return read.errors;
  try {
    await changePassword(session, read.value);
  } catch (err) {
    if (!isApiError(err) || err.code === '2fa_required' || err.status === 401) throw err;
    return apiErrorResult(err);
  }
  const headers = session.headers();
  headers.append('Set-Cookie', flashCookie('password_changed', session.secure));
  return redirect('/my-account', { headers });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const session = requireCustomer(request);
  const out = await sensitiveFormAction<ChangeActionData>({
    request,
    session,
    form,
    intent: 'change',
    run: (f) => changeWith(session, f),
    secretFields: ['currentPassword', 'newPassword', 'confirmPassword'],
    empty: () => ({ fieldErrors: {} }),
  });
  return out instanceof Response ? out : data(out.result, { status: out.status, headers: session.headers() });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Change password', siteNameFrom(matches)) }];
}

export default function ChangePassword() {
  const state = useActionData<typeof action>() as ChangeActionData | undefined;
  return (
    <div className="mx-auto max-w-xl py-10">
      <AccountBreadcrumb />
      <h1 id="change-password-heading" className="mt-2 text-3xl font-extrabold text-theme-primary">
        Change password
      </h1>
      <p className="mt-2 mb-8 text-mono/80">
        Every other device signed in to your account will be logged out.
      </p>
      {state?.notice ? (
        <p role="status" className="mb-6 rounded-theme bg-theme-tertiary p-4 font-semibold">
          {state.notice} Enter your passwords again to change it.
        </p>
      ) : null}
      <PasswordForm labelledBy="change-password-heading" state={state} submit="Change password">
        <input type="hidden" name="intent" value="change" />
        <TextField
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={state?.fieldErrors.currentPassword}
        />
        <NewPasswordFields name="newPassword" state={state} />
      </PasswordForm>
      {state?.elevation ? <ElevationModal key={state.elevation.id} state={state.elevation} /> : null}
    </div>
  );
}
