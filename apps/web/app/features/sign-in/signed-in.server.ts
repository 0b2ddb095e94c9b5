/**
 * The end of every way of signing in (the login and sign-up steps, an automatic-login link, a session handed
 * over): the code step when the API asks for a second factor, and starting the session it answered with.
 */

import type { LoginResultDto } from '@lottoshop/contracts/identity';
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_METHODS } from '@lottoshop/contracts/two-factor';
import { redirect } from 'react-router';
import { z } from 'zod';
import { type ApiError, isApiError } from '../../lib/api-errors.ts';
import { type FlashKey, flashCookie } from '../../lib/flash-notice.server.ts';
import { readForm } from '../../lib/form-schema.server.ts';
import { type RequestSession, sessionLifetimeSeconds } from '../../lib/session.server.ts';
import { convertAnonymousCart, readCartToken, signedInIdentity } from '../cart-checkout/index.server.ts';
import { type AuthFormResult, formState } from './auth-steps.ts';
import { signedInCookies } from './identity.server.ts';
import { challengeOf, rememberCookie, resendLoginCode } from './two-factor.server.ts';

/**
 * A login the API answered with a second-factor code (spec 2 §8): `2fa_required` shows the code step,
 * `2fa_incorrect` keeps it with 'Code is incorrect or expired…', `2fa_account_locked` disables it. Null for
 * any other answer.
 */
export function twoFactorStep(
  err: ApiError,
  email: string,
  challengeToken?: string,
  carried: Partial<AuthFormResult> = {},
): AuthFormResult | null {
  const base = { ...formState('2fa', email), ...carried, ...(challengeToken ? { challengeToken } : {}) };
  if (err.code === '2fa_required') {
    const challenge = challengeOf(err);
    if (!challenge?.challengeToken) return null;
    return {
      ...base,
      challengeToken: challenge.challengeToken,
      rememberForDays: challenge.rememberForDays,
      method: challenge.method,
      ...(challenge.identifier ? { identifier: challenge.identifier } : {}),
    };
  }
  if (err.code === '2fa_incorrect') return { ...base, otpError: err.message };
  if (err.code === '2fa_account_locked') return { ...base, locked: true };
  return null;
}

/**
 * The code step's form: the e-mail address and challenge token of the login, the code, whether to remember the
 * device, and what the step carries from one post to the next: the remember period, the method and the masked
 * address of e-mailed codes (each checked; anything else is dropped).
 */
const CodeStepForm = z.object({
  email: z.string().trim().default(''),
  challengeToken: z.string().max(2048).optional().catch(undefined),
  rememberDevice: z.preprocess((v) => v !== undefined, z.boolean()),
  rememberForDays: z.number().int().min(1).max(365).optional().catch(undefined),
  method: z.enum(TWO_FACTOR_METHODS).optional().catch(undefined),
  identifier: z.string().max(320).optional().catch(undefined),
});
export type CodeStepPost = z.output<typeof CodeStepForm>;

export function readCodeStep(form: FormData): CodeStepPost {
  const read = readForm(form, CodeStepForm, []);
  return read.ok ? read.value : { email: '', rememberDevice: false };
}

/** What the code step carries from one post to the next. */
export function carriedCodeStep(form: FormData): Partial<AuthFormResult> {
  const { rememberForDays, method, identifier } = readCodeStep(form);
  return {
    ...(rememberForDays !== undefined ? { rememberForDays } : {}),
    ...(method ? { method } : {}),
    ...(method === 'email' && identifier !== undefined ? { identifier } : {}),
  };
}

/**
 * The code step's 'Resend code' (e-mailed codes): another code for the login named by its challenge token. The
 * step is shown again with 'A new code is on its way…', or the refusal (within 60 seconds, a lock) as its message.
 */
export async function resendCodeStep(
  session: RequestSession,
  form: FormData,
  email: string,
): Promise<{ state: AuthFormResult; status: number } | null> {
  const { challengeToken } = readCodeStep(form);
  if (!challengeToken) return null;
  const state: AuthFormResult = {
    ...formState('2fa', email),
    ...carriedCodeStep(form),
    challengeToken,
    method: 'email',
  };
  try {
    const sent = await resendLoginCode(session, challengeToken);
    return {
      state: {
        ...state,
        identifier: sent.identifier,
        notice: TWO_FACTOR_MESSAGES.codeResent(sent.identifier),
      },
      status: 200,
    };
  } catch (err) {
    if (!isApiError(err) || err.status >= 500) throw err;
    if (err.code === '2fa_account_locked') return { state: { ...state, locked: true }, status: err.status };
    return { state: { ...state, formError: err.message }, status: err.status };
  }
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
