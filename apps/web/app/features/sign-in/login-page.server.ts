/**
 * The login page's server side, shared by /login and the checkout's /checkout/login: the steps on one URL
 * (spec 1 §2, spec 2 §4). Step 1 asks for the e-mail address and the API says whether it is registered; step 2
 * is the password (login) or the sign-up form (register). `redirectTo` (a same-site path, else /my-account)
 * travels through every step. `?step=register` opens the sign-up form directly. Each form's `intent` has one
 * handler; an unknown intent is a 400 on the first step.
 */
import { AU_STATES } from '@lottoshop/contracts/identity';
import { data, redirect } from 'react-router';
import { isApiError } from '../../lib/api-errors.ts';
import { readFormData } from '../../lib/form-data.server.ts';
import { actionSession, type RequestSession, requestSession } from '../../lib/session.server.ts';
import { loadCustomer } from '../../lib/site.server.ts';
import {
  apiErrorResult,
  postedRedirectTo,
  readEmailStep,
  readLoginStep,
  readRedirectTo,
  readRegisterStep,
  signupValues,
} from './auth-forms.server.ts';
import { formState, type LoginStep } from './auth-steps.ts';
import { emailExists, logIn, signUp } from './identity.server.ts';
import {
  carriedCodeStep,
  readCodeStep,
  resendCodeStep,
  signedIn,
  twoFactorStep,
} from './signed-in.server.ts';
import { readOtp, readRememberToken } from './two-factor.server.ts';

type PageArgs = { request: Request; context: unknown };

export async function loginPageLoader({ request, context }: PageArgs) {
  const url = new URL(request.url);
  const redirectTo = readRedirectTo(url.searchParams.get('redirectTo'));
  const session = requestSession(request, context);
  // Already signed in (and the API agrees): straight on to the destination.
  if (await loadCustomer(session)) throw redirect(redirectTo, { headers: session.headers() });
  const step: LoginStep = url.searchParams.get('step') === 'register' ? 'register' : 'login_register';
  return data({ step, redirectTo, states: [...AU_STATES] }, { headers: session.headers() });
}

type Post = { request: Request; form: FormData; session: RequestSession; redirectTo: string };

async function checkEmail({ form, session }: Post) {
  const read = readEmailStep(form);
  if ('step' in read) return data(read, { status: 400 });
  try {
    const exists = await emailExists(session, read.email);
    const next = formState(exists ? 'login' : 'register', read.email);
    return exists ? next : { ...next, values: { email: read.email } };
  } catch (err) {
    if (!isApiError(err)) throw err;
    return data(apiErrorResult(formState('login_register', read.email), err), { status: err.status });
  }
}

async function login({ request, form, session, redirectTo }: Post) {
  const read = readLoginStep(form);
  if ('step' in read) return data(read, { status: 400 });
  const rememberToken = readRememberToken(request);
  try {
    const result = await logIn(session, { ...read.body, ...(rememberToken ? { rememberToken } : {}) });
    return await signedIn(request, session, result, redirectTo, 'signed_in');
  } catch (err) {
    if (!isApiError(err)) throw err;
    const step = twoFactorStep(err, read.body.email);
    if (step) return data(step, { status: err.status });
    return data(apiErrorResult(formState('login', read.body.email), err), { status: err.status });
  }
}

async function twoFactorCode({ request, form, session, redirectTo }: Post) {
  const { email, challengeToken, rememberDevice } = readCodeStep(form);
  if (!challengeToken || email === '') return data(formState('login', email), { status: 400 });
  const carried = carriedCodeStep(form);
  const base = { ...formState('2fa', email), ...carried, challengeToken };
  const code = readOtp(form);
  if ('error' in code) return data({ ...base, otpError: code.error }, { status: 400 });
  try {
    const result = await logIn(session, { email, challengeToken, otp: code.otp, rememberDevice });
    return await signedIn(request, session, result, redirectTo, 'signed_in');
  } catch (err) {
    if (!isApiError(err)) throw err;
    const step = twoFactorStep(err, email, challengeToken, carried);
    if (step) return data(step, { status: err.status });
    // The challenge has expired (5 minutes) or the account changed: start again with the password.
    return data(apiErrorResult(formState('login', email), err), { status: err.status });
  }
}

async function resendCode({ form, session }: Post) {
  const { email } = readCodeStep(form);
  const resent = await resendCodeStep(session, form, email);
  if (!resent) return data(formState('login', email), { status: 400 });
  return data(resent.state, { status: resent.status });
}

async function register({ request, form, session, redirectTo }: Post) {
  const read = readRegisterStep(form);
  if ('step' in read) return data(read, { status: 400 });
  try {
    return await signedIn(request, session, await signUp(session, read.body), redirectTo, 'signed_up');
  } catch (err) {
    if (!isApiError(err)) throw err;
    const values = signupValues(form);
    const base = { ...formState('register', read.body.email), values };
    return data(apiErrorResult(base, err), { status: err.status });
  }
}

const INTENTS: Record<string, (post: Post) => Promise<unknown>> = {
  'check-email': checkEmail,
  login,
  '2fa': twoFactorCode,
  'resend-code': resendCode,
  register,
};

export async function loginPageAction({ request, context }: PageArgs) {
  // Anything but a form post is a 4xx (readFormData) before any call is made.
  const form = await readFormData(request);
  const redirectTo = postedRedirectTo(form);
  const session = actionSession(request, context);
  const intent = form.get('intent');
  const handler = typeof intent === 'string' && Object.hasOwn(INTENTS, intent) ? INTENTS[intent] : undefined;
  if (!handler) return data(formState('login_register'), { status: 400 });
  return handler({ request, form, session, redirectTo });
}
