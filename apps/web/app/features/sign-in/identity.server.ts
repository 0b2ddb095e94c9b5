import { CheckEmailResult, type LoginBody, LoginResultDto } from '@lottoshop/contracts/identity';
import { type ApiIdentity, callApi } from '../../lib/api.server.ts';
import { ApiError } from '../../lib/api-errors.ts';
import type { RequestSession } from '../../lib/session.server.ts';
import { type CookieContext, sessionCookies } from '../../lib/session-cookies.server.ts';

/** Calls of the login and sign-up journey (spec 2 §7); all are made without an access token. */

/**
 * What a client tells the API about itself when signing in: its device id, region and request id, and the
 * visitor's address (the API's per-address rate limits).
 */
function anonymousIdentity(session: RequestSession): ApiIdentity {
  const { subVariant, sessionId, deviceId, userAgent } = session.visitor.identity;
  return { subVariant, sessionId, deviceId, userAgent, clientIp: session.identity.clientIp };
}

export async function emailExists(session: RequestSession, email: string): Promise<boolean> {
  const res = await callApi<unknown>('v2', '/check-email', {
    query: { email },
    identity: anonymousIdentity(session),
  });
  const parsed = CheckEmailResult.safeParse(res.result);
  if (!parsed.success) throw unreadable('/check-email');
  return parsed.data.exists;
}

/** POST /v2/login: e-mail and password (and a remembered device's token), or the code step's challenge and code. */
export async function logIn(session: RequestSession, body: LoginBody): Promise<LoginResultDto> {
  const res = await callApi<unknown>('v2', '/login', {
    method: 'POST',
    body,
    identity: anonymousIdentity(session),
  });
  return readLoginResult(res.result, '/login');
}

/** POST /v2/signup is a version 3.5 call. */
export async function signUp(
  session: RequestSession,
  body: Record<string, unknown>,
): Promise<LoginResultDto> {
  const res = await callApi<unknown>('v2', '/signup', {
    method: 'POST',
    version: '3.5',
    body: { ...body, metadata: { platform: 'Web' } },
    identity: anonymousIdentity(session),
  });
  return readLoginResult(res.result, '/signup');
}

export type LoginLinkPurpose = 'autologin' | 'session_transfer';

/** POST /v2/autologin (v3.3) or POST /v2/transfer: a one-time link's token, with the code when one is asked for. */
export async function logInWithLink(
  session: RequestSession,
  purpose: LoginLinkPurpose,
  body: { token: string; otp?: string; rememberDevice?: boolean; rememberToken?: string },
): Promise<LoginResultDto> {
  const path = purpose === 'autologin' ? '/autologin' : '/transfer';
  const res = await callApi<unknown>('v2', path, {
    method: 'POST',
    version: purpose === 'autologin' ? '3.3' : '3.0',
    body,
    identity: anonymousIdentity(session),
  });
  return readLoginResult(res.result, path);
}

/** GET /v2/logout revokes the session at the API. A session the API already forgot is fine. */
export async function logOutAtApi(session: RequestSession): Promise<void> {
  if (!session.signedIn) return;
  try {
    await callApi('v2', '/logout', { session });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
  }
}

function readLoginResult(result: unknown, path: string): LoginResultDto {
  const parsed = LoginResultDto.safeParse(result);
  if (!parsed.success) throw unreadable(path);
  return parsed.data;
}

function unreadable(path: string): ApiError {
  return new ApiError(422, path, {
    message: 'The API sent a response that could not be read',
    fields: {},
    messages: [],
  });
}

/** Set-Cookie values that start the session a login or sign-up answered with (spec 2 §3). */
export function signedInCookies(result: LoginResultDto, ctx: CookieContext): string[] {
  return sessionCookies(
    {
      web_access_token: result.accessToken,
      web_refresh_token: result.refreshToken,
      customer_token: result.customerToken,
      customer_id: result.customer.customerId,
      device_uuid: result.deviceUuid,
      pricing_id: result.customer.pricingId,
      customer_segment_name: result.customer.segmentName,
    },
    ctx,
  );
}
