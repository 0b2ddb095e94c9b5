import { AU_STATES } from '@lottoshop/contracts/identity';
import { TWO_FACTOR_MESSAGES } from '@lottoshop/contracts/two-factor';
import { useEffect, useRef } from 'react';
import { data, redirect, useActionData } from 'react-router';
import {
  apiErrorResult,
  readEmailStep,
  readLoginStep,
  readRedirectTo,
  readRegisterStep,
  signupValues,
} from '../features/sign-in/auth-forms.server.ts';
import {
  codeStepIntro,
  EmailStep,
  OtpStep,
  PasswordStep,
  RegisterStep,
} from '../features/sign-in/auth-forms.tsx';
import { type AuthFormResult, formState, type LoginStep } from '../features/sign-in/auth-steps.ts';
import { emailExists, logIn, signUp } from '../features/sign-in/identity.server.ts';
import {
  carriedCodeStep,
  resendCodeStep,
  signedIn,
  twoFactorStep,
} from '../features/sign-in/signed-in.server.ts';
import { readOtp, readRememberToken } from '../features/sign-in/two-factor.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { actionSession, requestSession } from '../lib/session.server.ts';
import type { ShellHandle } from '../lib/shell-hooks.ts';
import { loadCustomer } from '../lib/site.server.ts';
import type { Route } from './+types/login';

/**
 * /login: the login flow's steps on one URL (spec 1 §2, spec 2 §4). Step 1 asks for the e-mail address and
 * the API says whether it is registered; step 2 is the password (login) or the sign-up form (register).
 * `redirectTo` (a same-site path, else /my-account) travels through every step. `?step=register` opens
 * the sign-up form directly.
 */
export const handle: ShellHandle = { footer: 'auth' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = readRedirectTo(url.searchParams.get('redirectTo'));
  const session = requestSession(request, context);
  // Already signed in (and the API agrees): straight on to the destination.
  if (await loadCustomer(session)) throw redirect(redirectTo, { headers: session.headers() });
  const step: LoginStep = url.searchParams.get('step') === 'register' ? 'register' : 'login_register';
  return data({ step, redirectTo, states: [...AU_STATES] }, { headers: session.headers() });
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const title = loaderData?.step === 'register' ? 'Sign up' : 'Log in';
  return [{ title: pageTitle(title, siteNameFrom(matches)) }];
}

export async function action({ request, context }: Route.ActionArgs) {
  // Anything but a form post is a 4xx (readFormData) before any call is made.
  const form = await readFormData(request);
  const redirectTo = readRedirectTo(form.get('redirectTo'));
  const session = actionSession(request, context);
  const intent = form.get('intent');

  if (intent === 'check-email') {
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

  if (intent === 'login') {
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

  if (intent === '2fa') {
    const email = typeof form.get('email') === 'string' ? String(form.get('email')).trim() : '';
    const challengeToken = form.get('challengeToken');
    if (typeof challengeToken !== 'string' || challengeToken === '' || email === '') {
      return data(formState('login', email), { status: 400 });
    }
    const carried = carriedCodeStep(form);
    const base = { ...formState('2fa', email), ...carried, challengeToken };
    const code = readOtp(form);
    if ('error' in code) return data({ ...base, otpError: code.error }, { status: 400 });
    const rememberDevice = form.get('rememberDevice') !== null;
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

  if (intent === 'resend-code') {
    const email = typeof form.get('email') === 'string' ? String(form.get('email')).trim() : '';
    const resent = await resendCodeStep(session, form, email);
    if (!resent) return data(formState('login', email), { status: 400 });
    return data(resent.state, { status: resent.status });
  }

  if (intent === 'register') {
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

  return data(formState('login_register'), { status: 400 });
}

const HEADINGS: Record<LoginStep, { title: string; intro: string }> = {
  login_register: {
    title: 'Log in or create an account',
    intro: 'Enter your email address to continue.',
  },
  login: { title: 'Log in', intro: 'Welcome back. Enter your password to continue.' },
  register: { title: 'Create your account', intro: 'It only takes a minute.' },
  '2fa': { title: 'Log in', intro: TWO_FACTOR_MESSAGES.required },
};

export default function Login({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>() as AuthFormResult | undefined;
  const state = actionData ?? formState(loaderData.step);
  const { redirectTo, states } = loaderData;
  const heading = HEADINGS[state.step];
  const intro = state.step === '2fa' ? codeStepIntro(state) : heading.intro;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a post answered in place (next step or errors), move focus to the first field in error, else to
  // the step's heading, so keyboard and screen-reader users land where the page changed.
  useEffect(() => {
    if (!actionData) return;
    const invalid = document.querySelector<HTMLElement>('#main [aria-invalid="true"]');
    (invalid ?? headingRef.current)?.focus();
  }, [actionData]);
  return (
    <div className="mx-auto max-w-xl py-10">
      <h1
        id="login-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-3xl font-extrabold text-theme-primary focus:outline-none"
      >
        {heading.title}
      </h1>
      <p className="mt-2 mb-8 text-mono/80">{intro}</p>
      {state.step === '2fa' ? (
        <OtpStep key="2fa" state={state} redirectTo={redirectTo} />
      ) : state.step === 'login' ? (
        <PasswordStep key="login" state={state} redirectTo={redirectTo} />
      ) : state.step === 'register' ? (
        <RegisterStep key="register" state={state} redirectTo={redirectTo} states={states} />
      ) : (
        <EmailStep key="login_register" state={state} redirectTo={redirectTo} />
      )}
    </div>
  );
}
