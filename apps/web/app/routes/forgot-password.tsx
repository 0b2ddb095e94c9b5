import { PASSWORD_MESSAGES } from '@lottoshop/contracts/passwords';
import { useEffect, useRef } from 'react';
import { data, Link, redirect, useActionData } from 'react-router';
import { TextField } from '../components/forms/form-field.tsx';
import { PasswordForm } from '../features/sign-in/password-forms.tsx';
import {
  apiErrorResult,
  type PasswordFormResult,
  readForgotForm,
  requestResetLink,
} from '../features/sign-in/passwords.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { actionSession, requestSession } from '../lib/session.server.ts';
import type { ShellHandle } from '../lib/shell-hooks.ts';
import { loadCustomer } from '../lib/site.server.ts';
import type { Route } from './+types/forgot-password';

/**
 * /forgot-password (spec 1 §2): the visitor gives an e-mail address and, when it has an account, the shop
 * e-mails a one-time link to /forgot-password/{token}. The answer is the same whether or not it has one.
 */
export const handle: ShellHandle = { footer: 'auth' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requestSession(request, context);
  if (await loadCustomer(session)) throw redirect('/change-Password', { headers: session.headers() });
  return data({}, { headers: session.headers() });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const session = actionSession(request, context);
  const read = readForgotForm(form);
  const email = typeof form.get('email') === 'string' ? String(form.get('email')).slice(0, 254) : '';
  if (!read.ok) return data({ ...read.errors, email }, { status: 400 });
  try {
    await requestResetLink(session, read.value);
  } catch (err) {
    if (!isApiError(err)) throw err;
    return data({ ...apiErrorResult(err), email }, { status: err.status });
  }
  const result: PasswordFormResult = { fieldErrors: {}, sent: true, email: read.value.email };
  return result;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Forgot your password?', siteNameFrom(matches)) }];
}

export default function ForgotPassword() {
  const state = useActionData<typeof action>() as PasswordFormResult | undefined;
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state?.sent) statusRef.current?.focus();
  }, [state]);
  return (
    <div className="mx-auto max-w-xl py-10">
      <h1 id="forgot-heading" className="text-3xl font-extrabold text-theme-primary">
        Forgot your password?
      </h1>
      {state?.sent ? (
        <p
          ref={statusRef}
          tabIndex={-1}
          role="status"
          className="mt-6 rounded-theme bg-theme-tertiary p-4 focus:outline-none"
          data-testid="reset-requested"
        >
          {PASSWORD_MESSAGES.resetRequested}
        </p>
      ) : (
        <>
          <p className="mt-2 mb-8 text-mono/80">
            Enter the email address of your account and we'll email you a link to set a new password.
          </p>
          <PasswordForm labelledBy="forgot-heading" state={state} submit="Email me a reset link">
            <TextField
              name="email"
              label="Email address"
              type="email"
              autoComplete="email"
              defaultValue={state?.email}
              error={state?.fieldErrors.email}
              maxLength={254}
            />
          </PasswordForm>
        </>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-action-secondary underline">
          Back to log in
        </Link>
      </p>
    </div>
  );
}
