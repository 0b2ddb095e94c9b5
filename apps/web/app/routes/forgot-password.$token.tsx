import { ONE_TIME_TOKEN_PATTERN, PASSWORD_MESSAGES } from '@lottoshop/contracts/passwords';
import { data, Link, redirect, useActionData } from 'react-router';
import { NewPasswordFields, PasswordForm } from '../features/sign-in/password-forms.tsx';
import {
  apiErrorResult,
  type PasswordFormResult,
  readResetForm,
  resetPassword,
} from '../features/sign-in/passwords.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { flashCookie } from '../lib/flash-notice.server.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { actionSession } from '../lib/session.server.ts';
import type { ShellHandle } from '../lib/shell-hooks.ts';
import type { Route } from './+types/forgot-password.$token';

/**
 * /forgot-password/{token}: the e-mailed one-time link. The visitor sets a new password; the API ends every
 * session of the account, and the visitor logs in with the new password. A link that is malformed, used or
 * expired says so and offers a new one.
 */
export const handle: ShellHandle = { footer: 'auth' };

export function loader({ params }: Route.LoaderArgs) {
  return { linkLooksValid: ONE_TIME_TOKEN_PATTERN.test(params.token) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const session = actionSession(request, context);
  const read = readResetForm(form, params.token);
  if (!read.ok) return data(read.errors, { status: 400 });
  try {
    await resetPassword(session, read.value);
  } catch (err) {
    if (!isApiError(err)) throw err;
    return data(apiErrorResult(err), { status: err.status });
  }
  // Any session this browser had is over too (the API ended them all): its cookies go, and the visitor logs in.
  session.end({ includeCart: false });
  const headers = session.headers();
  headers.append('Set-Cookie', flashCookie('password_reset', session.secure));
  return redirect('/login', { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Set a new password', siteNameFrom(matches)) }];
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const state = useActionData<typeof action>() as PasswordFormResult | undefined;
  const invalid = !loaderData.linkLooksValid || state?.fieldErrors.token !== undefined;
  return (
    <div className="mx-auto max-w-xl py-10">
      <h1 id="reset-heading" className="text-3xl font-extrabold text-theme-primary">
        Set a new password
      </h1>
      {invalid ? (
        <p
          role="alert"
          className="mt-6 rounded-theme border-l-4 border-error bg-error/5 p-4 font-semibold text-error"
        >
          {PASSWORD_MESSAGES.resetLinkInvalid}
        </p>
      ) : (
        <>
          <p className="mt-2 mb-8 text-mono/80">
            Choose a new password. Every device signed in to your account will be logged out.
          </p>
          <PasswordForm labelledBy="reset-heading" state={state} submit="Set new password">
            <NewPasswordFields name="password" state={state} />
          </PasswordForm>
        </>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/forgot-password" className="font-semibold text-action-secondary underline">
          Ask for a new link
        </Link>
      </p>
    </div>
  );
}
