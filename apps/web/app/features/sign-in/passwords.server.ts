/**
 * The password pages' calls and form reading (spec 1 §2, spec 2 §7): asking for a reset link, setting a password
 * with it, changing it, and the forced change. Each form is read with the contract's schema, so the page shows
 * the same words the API would answer with, before any call is made.
 */
import * as passwords from '@lottoshop/contracts/endpoints/passwords';
import { mismatchMessage } from '@lottoshop/contracts/form-messages';
import {
  ChangePasswordBody,
  ForceChangePasswordBody,
  ForgotPasswordBody,
  ResetPasswordBody,
} from '@lottoshop/contracts/passwords';
import type { ApiIdentity } from '../../lib/api.server.ts';
import { call } from '../../lib/api-client.server.ts';
import type { ApiError } from '../../lib/api-errors.ts';
import { apiFormErrors, formErrors, readForm } from '../../lib/form-schema.server.ts';
import type { RequestSession } from '../../lib/session.server.ts';

/** The fields of the password forms that show a message of their own. */
const PASSWORD_FIELDS = [
  'email',
  'password',
  'confirmPassword',
  'currentPassword',
  'newPassword',
  'token',
] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

export type PasswordFormResult = {
  fieldErrors: Partial<Record<PasswordField, string>>;
  formError?: string;
  /** The e-mail address typed, shown again (never a password). */
  email?: string;
  /** /forgot-password: the link was asked for. */
  sent?: boolean;
};

/** The first message per known field; anything else becomes the form's error. */
export function fieldResult(
  entries: Iterable<[string, readonly string[]]>,
  fallback?: string,
): PasswordFormResult {
  return formErrors(entries, PASSWORD_FIELDS, fallback);
}

export function apiErrorResult(err: ApiError): PasswordFormResult {
  return apiFormErrors(err, PASSWORD_FIELDS);
}

/** The confirmation must repeat the new password (the API never sees it). */
function confirmation(form: FormData, field: string): { confirmPassword?: string } {
  return form.get('confirmPassword') === form.get(field)
    ? {}
    : { confirmPassword: mismatchMessage('password') };
}

export const readForgotForm = (form: FormData) => readForm(form, ForgotPasswordBody, PASSWORD_FIELDS);
export const readResetForm = (form: FormData, token: string) => {
  const withToken = new FormData();
  for (const [name, value] of form) if (name !== 'token') withToken.append(name, value);
  withToken.set('token', token);
  return readForm(withToken, ResetPasswordBody, PASSWORD_FIELDS, confirmation(form, 'password'));
};
export const readChangeForm = (form: FormData) =>
  readForm(form, ChangePasswordBody, PASSWORD_FIELDS, confirmation(form, 'newPassword'));
export const readForceChangeForm = (form: FormData) =>
  readForm(form, ForceChangePasswordBody, PASSWORD_FIELDS, confirmation(form, 'password'));

function anonymousIdentity(session: RequestSession): ApiIdentity {
  const { subVariant, sessionId, deviceId } = session.visitor.identity;
  return { subVariant, sessionId, deviceId };
}

export async function requestResetLink(session: RequestSession, body: ForgotPasswordBody): Promise<void> {
  await call(passwords.forgot, { body, identity: anonymousIdentity(session) });
}

export async function resetPassword(session: RequestSession, body: ResetPasswordBody): Promise<void> {
  await call(passwords.reset, { body, identity: anonymousIdentity(session) });
}

export async function changePassword(session: RequestSession, body: ChangePasswordBody): Promise<void> {
  await call(passwords.change, { body, session });
}

export async function forceChangePassword(
  session: RequestSession,
  body: ForceChangePasswordBody,
): Promise<void> {
  await call(passwords.forceChange, { body, session });
}
