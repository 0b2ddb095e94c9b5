/**
 * The two-factor and sessions calls of login-and-security (spec 2 §7), the login's code step helpers and the
 * remembered-device cookie.
 */

import * as sessions from '@lottoshop/contracts/endpoints/sessions';
import * as signIn from '@lottoshop/contracts/endpoints/sign-in';
import * as twoFactor from '@lottoshop/contracts/endpoints/two-factor';
import { SessionParams } from '@lottoshop/contracts/sessions';
import {
  type AuthenticatorEnrolmentDto,
  type EmailCodeSentDto,
  normaliseOtp,
  OtpSchema,
  RememberedDeviceDto,
  TwoFactorChallengeDto,
  type TwoFactorConfigDto,
} from '@lottoshop/contracts/two-factor';
import { z } from 'zod';
import { call } from '../../lib/api-client.server.ts';
import type { ApiError } from '../../lib/api-errors.ts';
import { readCookie, serializeCookie } from '../../lib/cookie-values.ts';
import { readForm } from '../../lib/form-schema.server.ts';
import type { RequestSession } from '../../lib/session.server.ts';

export async function loadTwoFactorConfig(session: RequestSession): Promise<TwoFactorConfigDto> {
  return (await call(twoFactor.get, { session })).result;
}

export async function loadAuthenticatorSetup(session: RequestSession): Promise<AuthenticatorEnrolmentDto> {
  return (await call(twoFactor.getAuthenticatorSetup, { session })).result;
}

export async function startAuthenticator(session: RequestSession): Promise<void> {
  await call(twoFactor.startAuthenticator, { session });
}

export async function confirmAuthenticator(session: RequestSession, otp: string): Promise<void> {
  await call(twoFactor.confirmAuthenticator, { body: { otp }, session });
}

/** Starts e-mailed codes: a first code goes to the customer's address. */
export async function startEmailCodes(session: RequestSession): Promise<EmailCodeSentDto> {
  return (await call(twoFactor.startEmailCodes, { session })).result;
}

export async function confirmEmailCodes(session: RequestSession, otp: string): Promise<void> {
  await call(twoFactor.confirmEmailCodes, { body: { otp }, session });
}

/**
 * An e-mailed code for the signed-in customer: `resend` when they asked for another (refused within 60
 * seconds of the last), else a code sent in the last minute stands (the two-factor modal opening).
 */
export async function sendEmailCode(session: RequestSession, resend: boolean): Promise<EmailCodeSentDto> {
  return (await call(twoFactor.sendEmailCode, { body: { resend }, session })).result;
}

/** Another e-mailed code for a login waiting on its code step (named by its challenge token). */
export async function resendLoginCode(
  session: RequestSession,
  challengeToken: string,
): Promise<EmailCodeSentDto> {
  return (await call(signIn.resendLoginCode, { body: { challengeToken }, session })).result;
}

export async function turnOffTwoFactor(session: RequestSession): Promise<void> {
  await call(twoFactor.turnOff, { session });
}

export async function loadSessions(session: RequestSession) {
  return (await call(sessions.list, { session })).result;
}

/** Ends one of the customer's sessions; an id that is not a session id is refused before any call. */
export async function endOneSession(session: RequestSession, sessionId: string): Promise<boolean> {
  const parsed = SessionParams.safeParse({ sessionId });
  if (!parsed.success) return false;
  await call(sessions.end, { params: { sessionId: parsed.data.sessionId }, session });
  return true;
}

export async function logOutEverywhere(session: RequestSession): Promise<void> {
  await call(sessions.logOutEverywhere, { session });
}

/** A posted code after spec 2 §5's rules (digits only, the first 6), or the message to show. */
const CodeForm = z.object({
  otp: z.preprocess((raw) => normaliseOtp(typeof raw === 'string' ? raw : ''), OtpSchema),
});

export function readOtp(form: FormData): { otp: string } | { error: string } {
  const read = readForm(form, CodeForm, ['otp']);
  return read.ok ? { otp: read.value.otp } : { error: read.errors.fieldErrors.otp ?? '' };
}

/** What a `2fa_required` answer carries (method, challenge token, remember period), if readable. */
export function challengeOf(err: ApiError): TwoFactorChallengeDto | undefined {
  const parsed = TwoFactorChallengeDto.safeParse(err.twoFactorAuth);
  return parsed.success ? parsed.data : undefined;
}

/** The method a `2fa_required` answer names (a login's or a sensitive action's), if readable. */
export function challengeMethodOf(err: ApiError): TwoFactorChallengeDto['method'] | undefined {
  const parsed = TwoFactorChallengeDto.pick({ method: true }).safeParse(err.twoFactorAuth);
  return parsed.success ? parsed.data.method : undefined;
}

/** The remembered-device cookie: httpOnly, until the API's expiry (30 days). */
export const REMEMBER_COOKIE = 'two_factor_remember';

export function readRememberToken(request: Request): string | undefined {
  return readCookie(request.headers.get('Cookie'), REMEMBER_COOKIE);
}

export function rememberCookie(
  device: RememberedDeviceDto,
  secure: boolean,
  now = new Date(),
): string | undefined {
  const parsed = RememberedDeviceDto.safeParse(device);
  if (!parsed.success) return undefined;
  const seconds = Math.floor((new Date(parsed.data.expiresAt).getTime() - now.getTime()) / 1000);
  if (!(seconds > 0)) return undefined;
  return serializeCookie(REMEMBER_COOKIE, parsed.data.token, {
    maxAgeSeconds: seconds,
    httpOnly: true,
    secure,
  });
}
