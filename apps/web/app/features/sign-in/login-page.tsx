/**
 * The login page's view, shared by /login and /checkout/login: the step's heading and its form (the e-mail
 * address, the password, the sign-up form or the two-factor code), with focus moved to where the page changed.
 */
import { TWO_FACTOR_MESSAGES } from '@lottoshop/contracts/two-factor';
import { useEffect, useRef } from 'react';
import { useActionData } from 'react-router';
import { pageTitle, siteNameFrom } from '../../lib/meta.ts';
import { codeStepIntro, EmailStep, OtpStep, PasswordStep, RegisterStep } from './auth-forms.tsx';
import { type AuthFormResult, formState, type LoginStep } from './auth-steps.ts';

export type LoginPageData = { step: LoginStep; redirectTo: string; states: string[] };

export function loginPageMeta({
  data: loaderData,
  matches,
}: {
  data: { step?: LoginStep } | undefined;
  matches: Parameters<typeof siteNameFrom>[0];
}) {
  const title = loaderData?.step === 'register' ? 'Sign up' : 'Log in';
  return [{ title: pageTitle(title, siteNameFrom(matches)) }];
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

export function LoginPage({ loaderData }: { loaderData: LoginPageData }) {
  const actionData = useActionData() as AuthFormResult | undefined;
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
