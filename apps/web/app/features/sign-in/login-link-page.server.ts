/**
 * The login link pages' server side: /login/autologin/{token} (an e-mail's automatic-login link) and
 * /login/transfer/{token} (a session handed over by the app). Signed in and on to `redirectTo`; the code step when
 * two-factor is on; on failure the login page with the 'Email link no longer valid' notice (spec 2 §8). The page
 * posts the token itself, so a mail scanner that only opens the link cannot spend it.
 */
import { LOGIN_LINK_TOKEN_PATTERN } from '@lottoshop/contracts/autologin';
import { data, redirect } from 'react-router';
import { isApiError } from '../../lib/api-errors.ts';
import { flashCookie } from '../../lib/flash-notice.server.ts';
import { readFormData } from '../../lib/form-data.server.ts';
import { actionSession, requestSession } from '../../lib/session.server.ts';
import { postedRedirectTo, readRedirectTo } from './auth-forms.server.ts';
import { type AuthFormResult, formState } from './auth-steps.ts';
import { type LoginLinkPurpose, logInWithLink } from './identity.server.ts';
import {
  carriedCodeStep,
  readCodeStep,
  resendCodeStep,
  signedIn,
  twoFactorStep,
} from './signed-in.server.ts';
import { readOtp, readRememberToken } from './two-factor.server.ts';

function failed(request: Request, redirectTo: string): Response {
  const session = requestSession(request);
  const headers = session.headers();
  headers.append('Set-Cookie', flashCookie('login_link_invalid', session.secure));
  return redirect(`/login?redirectTo=${encodeURIComponent(redirectTo)}`, { headers });
}

export function loginLinkPageLoader({ request, params }: { request: Request; params: { token: string } }) {
  const redirectTo = readRedirectTo(new URL(request.url).searchParams.get('redirectTo'));
  if (!LOGIN_LINK_TOKEN_PATTERN.test(params.token)) throw failed(request, redirectTo);
  return { redirectTo };
}

export async function loginLinkPageAction(
  purpose: LoginLinkPurpose,
  { request, params, context }: { request: Request; params: { token: string }; context: unknown },
) {
  const form = await readFormData(request);
  const redirectTo = postedRedirectTo(form);
  if (!LOGIN_LINK_TOKEN_PATTERN.test(params.token)) return failed(request, redirectTo);
  const session = actionSession(request, context);
  const intent = form.get('intent');
  if (intent === 'resend-code') {
    const resent = await resendCodeStep(session, form, '');
    if (!resent) return failed(request, redirectTo);
    return data(resent.state, { status: resent.status });
  }
  const carried = carriedCodeStep(form);
  const { challengeToken, rememberDevice } = readCodeStep(form);
  let otp: string | undefined;
  if (intent === '2fa') {
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
    const result = await logInWithLink(session, purpose, {
      token: params.token,
      ...(otp ? { otp, rememberDevice } : {}),
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
