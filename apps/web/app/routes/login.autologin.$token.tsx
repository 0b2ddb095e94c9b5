import { AUTOLOGIN_MESSAGES, LOGIN_LINK_TOKEN_PATTERN } from '@lottoshop/contracts/autologin';
import { useEffect, useRef } from 'react';
import { data, Form, redirect, useActionData } from 'react-router';
import { readRedirectTo } from '../features/sign-in/auth-forms.server.ts';
import { codeStepIntro, OtpStep } from '../features/sign-in/auth-forms.tsx';
import { type AuthFormResult, formState } from '../features/sign-in/auth-steps.ts';
import { type LoginLinkPurpose, logInWithLink } from '../features/sign-in/identity.server.ts';
import {
  carriedCodeStep,
  resendCodeStep,
  signedIn,
  twoFactorStep,
} from '../features/sign-in/signed-in.server.ts';
import { readOtp, readRememberToken } from '../features/sign-in/two-factor.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { flashCookie } from '../lib/flash-notice.server.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { actionSession, requestSession } from '../lib/session.server.ts';
import type { ShellHandle } from '../lib/shell-hooks.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import type { Route } from './+types/login.autologin.$token';

/**
 * /login/autologin/{token} (an e-mail's automatic-login link) and /login/transfer/{token} (a session handed over
 * by the app): 'Verifying Automatic Login', then signed in and on to `redirectTo`; the code step when two-factor
 * is on; on failure the login page with the 'Email link no longer valid' notice (spec 2 §8). The page posts the
 * token itself (automatically once it runs, or with its button), so a mail scanner that only opens the link
 * cannot spend it.
 */
export const handle: ShellHandle = { footer: 'auth' };

function purposeOf(request: Request): LoginLinkPurpose {
  return new URL(request.url).pathname.startsWith('/login/transfer/') ? 'session_transfer' : 'autologin';
}

function failed(request: Request, redirectTo: string): Response {
  const session = requestSession(request);
  const headers = session.headers();
  headers.append('Set-Cookie', flashCookie('login_link_invalid', session.secure));
  return redirect(`/login?redirectTo=${encodeURIComponent(redirectTo)}`, { headers });
}

export function loader({ request, params }: Route.LoaderArgs) {
  const redirectTo = readRedirectTo(new URL(request.url).searchParams.get('redirectTo'));
  if (!LOGIN_LINK_TOKEN_PATTERN.test(params.token)) throw failed(request, redirectTo);
  return { redirectTo };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const redirectTo = readRedirectTo(form.get('redirectTo'));
  if (!LOGIN_LINK_TOKEN_PATTERN.test(params.token)) return failed(request, redirectTo);
  const session = actionSession(request, context);
  if (form.get('intent') === 'resend-code') {
    const resent = await resendCodeStep(session, form, '');
    if (!resent) return failed(request, redirectTo);
    return data(resent.state, { status: resent.status });
  }
  const carried = carriedCodeStep(form);
  const challenge = form.get('challengeToken');
  const challengeToken = typeof challenge === 'string' && challenge !== '' ? challenge : undefined;
  let otp: string | undefined;
  if (form.get('intent') === '2fa') {
    const code = readOtp(form);
    if ('error' in code) {
      const state: AuthFormResult = {
        ...formState('2fa', ''),
        ...carried,
        ...(challengeToken ? { challengeToken } : {}),
        otpError: code.error,
      };
      return data(state, { status: 400 });
    }
    otp = code.otp;
  }
  const rememberToken = readRememberToken(request);
  try {
    const result = await logInWithLink(session, purposeOf(request), {
      token: params.token,
      ...(otp ? { otp, rememberDevice: form.get('rememberDevice') !== null } : {}),
      ...(rememberToken ? { rememberToken } : {}),
    });
    return await signedIn(request, session, result, redirectTo, 'signed_in');
  } catch (err) {
    if (!isApiError(err)) throw err;
    const step = twoFactorStep(err, '', challengeToken, carried);
    if (step) return data(step, { status: err.status });
    return failed(request, redirectTo);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(AUTOLOGIN_MESSAGES.verifying, siteNameFrom(matches)) }];
}

export default function LoginLink({ loaderData }: Route.ComponentProps) {
  const step = useActionData<typeof action>() as AuthFormResult | undefined;
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  // Once the page runs in a browser (not a link scanner), it verifies the link by itself.
  useEffect(() => {
    if (hydrated && !step) form.current?.requestSubmit();
  }, [hydrated, step]);
  return (
    <div className="mx-auto max-w-xl py-10">
      <h1 id="login-heading" className="text-3xl font-extrabold text-theme-primary">
        {step ? 'Log in' : AUTOLOGIN_MESSAGES.verifying}
      </h1>
      {step ? (
        <>
          <p className="mt-2 mb-8 text-mono/80">{codeStepIntro(step)}</p>
          <OtpStep key="2fa" state={step} redirectTo={loaderData.redirectTo} />
        </>
      ) : (
        <Form method="post" ref={form} className="mt-6" aria-labelledby="login-heading">
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <p role="status">Checking your link and signing you in…</p>
          <button
            type="submit"
            className="mt-6 rounded-theme bg-action-primary px-6 py-3 font-bold text-white hover:opacity-90"
          >
            Continue
          </button>
        </Form>
      )}
    </div>
  );
}
