/**
 * The end of every way of signing in (the login and sign-up steps, an automatic-login link, a session handed
 * over): the code step when the API asks for a second factor, and starting the session it answered with.
 */

import type { LoginResultDto } from '@lottoshop/contracts/identity';
import { redirect } from 'react-router';
import type { ApiError } from '../../lib/api-errors.ts';
import { type FlashKey, flashCookie } from '../../lib/flash-notice.server.ts';
import { type RequestSession, sessionLifetimeSeconds } from '../../lib/session.server.ts';
import { convertAnonymousCart, readCartToken, signedInIdentity } from '../cart/cart.server.ts';
import { challengeOf, rememberCookie } from '../two-factor/two-factor.server.ts';
import { type AuthFormResult, formState } from './auth-steps.ts';
import { signedInCookies } from './identity.server.ts';

/**
 * A login the API answered with a second-factor code (spec 2 §8): `2fa_required` shows the code step,
 * `2fa_incorrect` keeps it with 'Code is incorrect or expired…', `2fa_account_locked` disables it. Null for
 * any other answer.
 */
export function twoFactorStep(err: ApiError, email: string, challengeToken?: string): AuthFormResult | null {
  const base = { ...formState('2fa', email), ...(challengeToken ? { challengeToken } : {}) };
  if (err.code === '2fa_required') {
    const challenge = challengeOf(err);
    if (!challenge?.challengeToken) return null;
    return { ...base, challengeToken: challenge.challengeToken, rememberForDays: challenge.rememberForDays };
  }
  if (err.code === '2fa_incorrect') return { ...base, otpError: err.message };
  if (err.code === '2fa_account_locked') return { ...base, locked: true };
  return null;
}

/**
 * Starts the session the API answered with and goes on to the destination, with a notice. The visitor's
 * anonymous cart becomes the customer's cart and its cookie is removed (spec 1 §4).
 */
export async function signedIn(
  request: Request,
  session: RequestSession,
  result: LoginResultDto,
  redirectTo: string,
  notice: FlashKey,
): Promise<Response> {
  const [sessionSeconds, cartCookies] = await Promise.all([
    sessionLifetimeSeconds(session.identity),
    convertAnonymousCart(readCartToken(request), signedInIdentity(session, result), session.secure),
  ]);
  const headers = new Headers();
  for (const c of [...signedInCookies(result, { secure: session.secure, sessionSeconds }), ...cartCookies]) {
    headers.append('Set-Cookie', c);
  }
  const remember = result.rememberedDevice
    ? rememberCookie(result.rememberedDevice, session.secure)
    : undefined;
  if (remember) headers.append('Set-Cookie', remember);
  headers.append('Set-Cookie', flashCookie(notice, session.secure));
  return redirect(redirectTo, { headers });
}
