import { FORM_MESSAGES } from '@lottoshop/contracts/form-messages';
import { EmailSchema, LoginBody, SignupBody } from '@lottoshop/contracts/identity';
import { z } from 'zod';
import type { ApiError } from '../../lib/api-errors.ts';
import { formErrors, readForm } from '../../lib/form-schema.server.ts';
import { safeRedirectPath } from '../../lib/guards.server.ts';
import {
  type AuthFormResult,
  DEFAULT_AFTER_LOGIN,
  type LoginStep,
  SIGNUP_FIELDS,
  type SignupValues,
} from './auth-steps.ts';

/** Reads `redirectTo` (query or form): a same-site path, otherwise the account page. */
export function readRedirectTo(value: FormDataEntryValue | string | null | undefined): string {
  return safeRedirectPath(typeof value === 'string' ? value : null, DEFAULT_AFTER_LOGIN);
}

/** The `redirectTo` a form carries through every step. */
export function postedRedirectTo(form: FormData): string {
  const read = readForm(form, z.object({ redirectTo: z.string().optional().catch(undefined) }), []);
  return readRedirectTo(read.ok ? read.value.redirectTo : undefined);
}

function result(step: LoginStep, email: string, values: SignupValues = {}): AuthFormResult {
  return { step, email, values, fieldErrors: {} };
}

const text = z.string().default('');
const ticked = z.preprocess((v) => v !== undefined, z.boolean());

/** What the sign-up form shows again after a failed post (typed as sent; never the password). */
const SignupEcho = z.object({
  firstname: text,
  lastname: text,
  email: z.string().trim().default(''),
  dateOfBirth: text,
  phone: text,
  addressLine1: text,
  addressLine2: text,
  suburb: text,
  state: text,
  postcode: text,
  country: text,
  emailOptIn: ticked,
  acceptTerms: ticked,
});

/** The values the sign-up form shows again after a failed post. */
export function signupValues(form: FormData): SignupValues {
  const read = readForm(form, SignupEcho, SIGNUP_FIELDS);
  return read.ok ? read.value : {};
}

/** The e-mail address as typed, shown again beside its message. */
function typedEmail(form: FormData): string {
  return signupValues(form).email ?? '';
}

/** Step 1: the e-mail address, checked before asking the API whether it is registered. */
export function readEmailStep(form: FormData): { email: string } | AuthFormResult {
  const read = readForm(form, z.object({ email: EmailSchema }), SIGNUP_FIELDS);
  if (read.ok) return { email: read.value.email };
  return { ...result('login_register', typedEmail(form)), fieldErrors: read.errors.fieldErrors };
}

/** The login step's form: presence only (any other problem is the API's one generic answer). */
const LoginStepForm = z.object({
  email: LoginBody.shape.email,
  password: z.string({ error: FORM_MESSAGES.required }).max(1024),
});

export function readLoginStep(form: FormData): { body: LoginBody } | AuthFormResult {
  const read = readForm(form, LoginStepForm, SIGNUP_FIELDS);
  if (read.ok) return { body: read.value };
  return { ...result('login', typedEmail(form)), ...read.errors };
}

/** The register step: every rule of the sign-up body (spec 2 §5), with the spec's messages. */
export function readRegisterStep(form: FormData): { body: SignupBody } | AuthFormResult {
  const read = readForm(form, SignupBody, SIGNUP_FIELDS);
  if (read.ok) return { body: read.value };
  const values = signupValues(form);
  return { ...result('register', values.email ?? '', values), ...read.errors };
}

/** Maps an API error onto the form: field errors next to their fields, the first other message on top. */
export function apiErrorResult(
  base: AuthFormResult,
  err: Pick<ApiError, 'message' | 'fields'>,
): AuthFormResult {
  return { ...base, ...formErrors(Object.entries(err.fields), SIGNUP_FIELDS, err.message) };
}
