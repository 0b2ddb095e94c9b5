/**
 * Changing the e-mail address (spec 2 §7, POST /customer/change-email): the form read with the contract's schema,
 * the API's refusal beside its fields, and on success the account page with the notice that a link was sent to
 * the new address. Used by /my-account/change-email and by the pages that host its form.
 */
import { ChangeEmailBody } from '@lottoshop/contracts/email-confirmation';
import { redirect } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../lib/api-errors.ts';
import { flashCookie } from '../../lib/flash-notice.server.ts';
import { apiFormErrors, type FormErrors, readForm } from '../../lib/form-schema.server.ts';
import type { RequestSession } from '../../lib/session.server.ts';
import type { ChangeEmailState } from './change-email-form.tsx';
import { requestEmailChange } from './confirmation.server.ts';

const FIELDS = ['email', 'password'] as const;

/** The address as typed, shown again beside its message (never the password). */
const TypedEmail = z.object({
  email: z
    .string()
    .default('')
    .transform((email) => email.slice(0, 254)),
});

function typedEmail(form: FormData): string {
  const read = readForm(form, TypedEmail, []);
  return read.ok ? read.value.email : '';
}

function state(email: string, errors: FormErrors<(typeof FIELDS)[number]>): ChangeEmailState {
  return {
    email,
    fieldErrors: { email: errors.fieldErrors.email, password: errors.fieldErrors.password },
    ...(errors.formError ? { formError: errors.formError } : {}),
  };
}

/** One change with the posted (or replayed) form: a redirect when the link is sent, else what the form shows. */
export async function changeEmailWith(
  session: RequestSession,
  form: FormData,
): Promise<Response | ChangeEmailState> {
  const email = typedEmail(form);
  const read = readForm(form, ChangeEmailBody, FIELDS);
  if (!read.ok) return state(email, read.errors);
  try {
    await requestEmailChange(session, read.value);
  } catch (err) {
    if (!isApiError(err) || err.code === '2fa_required' || err.status === 401) throw err;
    return state(email, apiFormErrors(err, FIELDS));
  }
  const headers = session.headers();
  headers.append('Set-Cookie', flashCookie('email_change_requested', session.secure));
  return redirect('/my-account', { headers });
}
