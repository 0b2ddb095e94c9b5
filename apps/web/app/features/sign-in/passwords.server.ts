/**
 * The password pages' calls and form reading (spec 1 §2, spec 2 §7): asking for a reset link, setting a password
 * with it, changing it, and the forced change. Each form is read with the contract's schema, so the page shows
 * the same words the API would answer with, before any call is made.
 */
import { snakeToCamel } from '@lottoshop/contracts/casing';
import { mismatchMessage } from '@lottoshop/contracts/form-messages';
import {
  ChangePasswordBody,
  ForceChangePasswordBody,
  ForgotPasswordBody,
  ResetPasswordBody,
} from '@lottoshop/contracts/passwords';
import type { z } from 'zod';
import { type ApiIdentity, callApi } from '../../lib/api.server.ts';
import type { ApiError } from '../../lib/api-errors.ts';
import type { RequestSession } from '../../lib/session.server.ts';

export type PasswordField =
  | 'email'
  | 'password'
  | 'confirmPassword'
  | 'currentPassword'
  | 'newPassword'
  | 'token';
const FIELDS: readonly string[] = [
  'email',
  'password',
  'confirmPassword',
  'currentPassword',
  'newPassword',
  'token',
];

export type PasswordFormResult = {
  fieldErrors: Partial<Record<PasswordField, string>>;
  formError?: string;
  /** The e-mail address typed, shown again (never a password). */
  email?: string;
  /** /forgot-password: the link was asked for. */
  sent?: boolean;
};

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The first message per known field; anything else becomes the form's error. */
export function fieldResult(
  entries: Iterable<[string, readonly string[]]>,
  fallback?: string,
): PasswordFormResult {
  const fieldErrors: PasswordFormResult['fieldErrors'] = {};
  const other: string[] = [];
  for (const [key, messages] of entries) {
    const name = snakeToCamel(key.split('.')[0] ?? '');
    const first = messages[0];
    if (!first) continue;
    if (FIELDS.includes(name)) fieldErrors[name as PasswordField] ??= first;
    else other.push(first);
  }
  const formError = other[0] ?? (Object.keys(fieldErrors).length === 0 ? fallback : undefined);
  return { fieldErrors, ...(formError ? { formError } : {}) };
}

export function apiErrorResult(err: ApiError): PasswordFormResult {
  return fieldResult(Object.entries(err.fields), err.message);
}

type Read<T> = { ok: true; body: T } | { ok: false; result: PasswordFormResult };

function parse<S extends z.ZodType>(
  schema: S,
  input: unknown,
  extra: PasswordFormResult['fieldErrors'] = {},
): Read<z.infer<S>> {
  const parsed = schema.safeParse(input);
  const errors: [string, string[]][] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => [issue.path.map(String).join('.'), [issue.message]]);
  for (const [field, message] of Object.entries(extra)) if (message) errors.push([field, [message]]);
  if (parsed.success && errors.length === 0) return { ok: true, body: parsed.data };
  return { ok: false, result: fieldResult(errors) };
}

/** The confirmation must repeat the new password. */
function confirmation(form: FormData, field: string): PasswordFormResult['fieldErrors'] {
  return text(form, 'confirmPassword') === text(form, field)
    ? {}
    : { confirmPassword: mismatchMessage('password') };
}

export const readForgotForm = (form: FormData) => parse(ForgotPasswordBody, { email: text(form, 'email') });
export const readResetForm = (form: FormData, token: string) =>
  parse(ResetPasswordBody, { token, password: text(form, 'password') }, confirmation(form, 'password'));
export const readChangeForm = (form: FormData) =>
  parse(
    ChangePasswordBody,
    { currentPassword: text(form, 'currentPassword'), newPassword: text(form, 'newPassword') },
    confirmation(form, 'newPassword'),
  );
export const readForceChangeForm = (form: FormData) =>
  parse(ForceChangePasswordBody, { password: text(form, 'password') }, confirmation(form, 'password'));

function anonymousIdentity(session: RequestSession): ApiIdentity {
  const { subVariant, sessionId, deviceId } = session.visitor.identity;
  return { subVariant, sessionId, deviceId };
}

export async function requestResetLink(session: RequestSession, body: ForgotPasswordBody): Promise<void> {
  await callApi('v2', '/password/forgot', { method: 'POST', body, identity: anonymousIdentity(session) });
}

export async function resetPassword(session: RequestSession, body: ResetPasswordBody): Promise<void> {
  await callApi('v2', '/password/reset', { method: 'POST', body, identity: anonymousIdentity(session) });
}

export async function changePassword(session: RequestSession, body: ChangePasswordBody): Promise<void> {
  await callApi('v2', '/customer/change-password', { method: 'POST', body, session });
}

export async function forceChangePassword(
  session: RequestSession,
  body: ForceChangePasswordBody,
): Promise<void> {
  await callApi('v2', '/password/force-change', { method: 'POST', body, session });
}
