import { snakeToCamel } from '@lottoshop/contracts/casing';
import { EmailSchema, LoginBody, SignupBody } from '@lottoshop/contracts/identity';
import type { z } from 'zod';
import { safeRedirectPath } from '../../lib/guards.server.ts';
import {
  type AuthFormResult,
  DEFAULT_AFTER_LOGIN,
  type LoginStep,
  SIGNUP_FIELDS,
  type SignupField,
  type SignupValues,
} from './auth-steps.ts';

/** Reads `redirectTo` (query or form): a same-site path, otherwise the account page. */
export function readRedirectTo(value: FormDataEntryValue | string | null | undefined): string {
  return safeRedirectPath(typeof value === 'string' ? value : null, DEFAULT_AFTER_LOGIN);
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

const isSignupField = (name: string): name is SignupField =>
  (SIGNUP_FIELDS as readonly string[]).includes(name);

/** The first message per field, from a zod error or from the API's `errors` map (wire keys in any casing). */
export function firstFieldMessages(entries: Iterable<[string, readonly string[]]>): {
  fieldErrors: Partial<Record<SignupField, string>>;
  other: string[];
} {
  const fieldErrors: Partial<Record<SignupField, string>> = {};
  const other: string[] = [];
  for (const [key, messages] of entries) {
    const name = snakeToCamel(key.split('.')[0] ?? '');
    const first = messages[0];
    if (!first) continue;
    if (isSignupField(name)) fieldErrors[name] ??= first;
    else other.push(first);
  }
  return { fieldErrors, other };
}

function zodEntries(error: z.ZodError): [string, string[]][] {
  return error.issues.map((issue) => [issue.path.map(String).join('.'), [issue.message]]);
}

function result(step: LoginStep, email: string, values: SignupValues = {}): AuthFormResult {
  return { step, email, values, fieldErrors: {} };
}

/** Step 1: the e-mail address, checked before asking the API whether it is registered. */
export function readEmailStep(form: FormData): { email: string } | AuthFormResult {
  const email = text(form, 'email').trim();
  const parsed = EmailSchema.safeParse(email);
  if (parsed.success) return { email: parsed.data };
  return {
    ...result('login_register', email),
    fieldErrors: { email: parsed.error.issues[0]?.message ?? '' },
  };
}

/** The login step: presence only (any other problem is the API's one generic answer). */
export function readLoginStep(form: FormData): { body: LoginBody } | AuthFormResult {
  const email = text(form, 'email').trim();
  const parsed = LoginBody.safeParse({ email, password: text(form, 'password') });
  if (parsed.success) return { body: parsed.data };
  return { ...result('login', email), ...firstFieldMessages(zodEntries(parsed.error)) };
}

/** The values the sign-up form shows again after a failed post. */
export function signupValues(form: FormData): SignupValues {
  const values: SignupValues = {};
  for (const name of SIGNUP_FIELDS) {
    if (name === 'password') continue;
    if (name === 'emailOptIn' || name === 'acceptTerms') values[name] = form.get(name) !== null;
    else values[name] = text(form, name);
  }
  return values;
}

/** The register step: every rule of the sign-up body (spec 2 §5), with the spec's messages. */
export function readRegisterStep(form: FormData): { body: SignupBody } | AuthFormResult {
  const raw: Record<string, unknown> = {};
  for (const name of SIGNUP_FIELDS) {
    if (name === 'emailOptIn' || name === 'acceptTerms') raw[name] = form.get(name) !== null;
    else raw[name] = text(form, name);
  }
  const parsed = SignupBody.safeParse(raw);
  if (parsed.success) return { body: parsed.data };
  const values = signupValues(form);
  const { fieldErrors, other } = firstFieldMessages(zodEntries(parsed.error));
  return {
    ...result('register', values.email ?? '', values),
    fieldErrors,
    ...(other[0] ? { formError: other[0] } : {}),
  };
}

/** Maps an API error onto the form: field errors next to their fields, the first other message on top. */
export function apiErrorResult(
  base: AuthFormResult,
  err: { message: string; fields: Record<string, string[]> },
): AuthFormResult {
  const { fieldErrors, other } = firstFieldMessages(Object.entries(err.fields));
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const formError = other[0] ?? (hasFieldErrors ? undefined : err.message);
  return { ...base, fieldErrors, ...(formError ? { formError } : {}) };
}
