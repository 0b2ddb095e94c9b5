/**
 * The two-factor and sessions calls of login-and-security (spec 2 §7), the login's code step helpers and the
 * remembered-device cookie.
 */

import { SessionListDto, SessionParams } from '@lottoshop/contracts/sessions';
import {
  AuthenticatorEnrolmentDto,
  EmailCodeSentDto,
  normaliseOtp,
  OtpSchema,
  RememberedDeviceDto,
  TwoFactorChallengeDto,
  TwoFactorConfigDto,
} from '@lottoshop/contracts/two-factor';
import { callApi } from '../../lib/api.server.ts';
import { ApiError } from '../../lib/api-errors.ts';
import { readCookie, serializeCookie } from '../../lib/cookie-values.ts';
import type { RequestSession } from '../../lib/session.server.ts';

function read<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
  path: string,
): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new ApiError(422, path, {
      message: 'The API sent a response that could not be read',
      fields: {},
      messages: [],
    });
  }
  return parsed.data;
}

const TWO_FACTOR = '/customer/two-factor-auth';
const AUTHENTICATOR = `${TWO_FACTOR}/authenticator`;

export async function loadTwoFactorConfig(session: RequestSession): Promise<TwoFactorConfigDto> {
  const res = await callApi<unknown>('v2', TWO_FACTOR, { session });
  return read(TwoFactorConfigDto, res.result, TWO_FACTOR);
}

export async function loadAuthenticatorSetup(session: RequestSession): Promise<AuthenticatorEnrolmentDto> {
  const res = await callApi<unknown>('v2', AUTHENTICATOR, { session });
  return read(AuthenticatorEnrolmentDto, res.result, AUTHENTICATOR);
}

export async function startAuthenticator(session: RequestSession): Promise<void> {
  await callApi<unknown>('v2', AUTHENTICATOR, { method: 'POST', session });
}

export async function confirmAuthenticator(session: RequestSession, otp: string): Promise<void> {
  await callApi<unknown>('v2', AUTHENTICATOR, { method: 'PUT', body: { otp }, session });
}

const EMAIL = `${TWO_FACTOR}/email`;

/** Starts e-mailed codes: a first code goes to the customer's address. */
export async function startEmailCodes(session: RequestSession): Promise<EmailCodeSentDto> {
  const res = await callApi<unknown>('v2', EMAIL, { method: 'POST', session });
  return read(EmailCodeSentDto, res.result, EMAIL);
}

export async function confirmEmailCodes(session: RequestSession, otp: string): Promise<void> {
  await callApi<unknown>('v2', EMAIL, { method: 'PUT', body: { otp }, session });
}

/**
 * An e-mailed code for the signed-in customer: `resend` when they asked for another (refused within 60
 * seconds of the last), else a code sent in the last minute stands (the two-factor modal opening).
 */
export async function sendEmailCode(session: RequestSession, resend: boolean): Promise<EmailCodeSentDto> {
  const res = await callApi<unknown>('v2', `${EMAIL}/send-code`, {
    method: 'POST',
    body: { resend },
    session,
  });
  return read(EmailCodeSentDto, res.result, `${EMAIL}/send-code`);
}

/** Another e-mailed code for a login waiting on its code step (named by its challenge token). */
export async function resendLoginCode(
  session: RequestSession,
  challengeToken: string,
): Promise<EmailCodeSentDto> {
  const res = await callApi<unknown>('v2', '/login/two-factor/send-code', {
    method: 'POST',
    body: { challengeToken },
    session,
  });
  return read(EmailCodeSentDto, res.result, '/login/two-factor/send-code');
}

export async function turnOffTwoFactor(session: RequestSession): Promise<void> {
  await callApi<unknown>('v2', TWO_FACTOR, { method: 'DELETE', session });
}

export async function loadSessions(session: RequestSession) {
  const res = await callApi<unknown>('v2', '/customer/sessions', { session });
  return read(SessionListDto, res.result, '/customer/sessions');
}

/** Ends one of the customer's sessions; an id that is not a session id is refused before any call. */
export async function endOneSession(session: RequestSession, sessionId: string): Promise<boolean> {
  const parsed = SessionParams.safeParse({ sessionId });
  if (!parsed.success) return false;
  await callApi('v2', `/customer/sessions/${parsed.data.sessionId}`, { method: 'DELETE', session });
  return true;
}

export async function logOutEverywhere(session: RequestSession): Promise<void> {
  await callApi('v2', '/customer/sessions/logout-everywhere', { method: 'POST', session });
}

/** A posted code after spec 2 §5's rules (digits only, the first 6), or the message to show. */
export function readOtp(form: FormData): { otp: string } | { error: string } {
  const raw = form.get('otp');
  const parsed = OtpSchema.safeParse(normaliseOtp(typeof raw === 'string' ? raw : ''));
  return parsed.success ? { otp: parsed.data } : { error: parsed.error.issues[0]?.message ?? '' };
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
