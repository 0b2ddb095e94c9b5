import type { EndpointBody } from '@lottoshop/contracts/endpoint';
import * as signIn from '@lottoshop/contracts/endpoints/sign-in';
import type { LoginBody, LoginResultDto } from '@lottoshop/contracts/identity';
import type { ApiIdentity } from '../../lib/api.server.ts';
import { call } from '../../lib/api-client.server.ts';
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
  const res = await call(signIn.checkEmail, { query: { email }, identity: anonymousIdentity(session) });
  return res.result.exists;
}

/** POST /v2/login: e-mail and password (and a remembered device's token), or the code step's challenge and code. */
export async function logIn(session: RequestSession, body: LoginBody): Promise<LoginResultDto> {
  return (await call(signIn.logIn, { body, identity: anonymousIdentity(session) })).result;
}

/** POST /v2/signup (from version 3.5). */
export async function signUp(
  session: RequestSession,
  body: Record<string, unknown>,
): Promise<LoginResultDto> {
  const res = await call(signIn.signUp, {
    body: { ...body, metadata: { platform: 'Web' } } as EndpointBody<typeof signIn.signUp>,
    identity: anonymousIdentity(session),
  });
  return res.result;
}

export type LoginLinkPurpose = 'autologin' | 'session_transfer';

/** POST /v2/autologin (from v3.3) or POST /v2/transfer: a one-time link's token, with the code when one is asked for. */
export async function logInWithLink(
  session: RequestSession,
  purpose: LoginLinkPurpose,
  body: { token: string; otp?: string; rememberDevice?: boolean; rememberToken?: string },
): Promise<LoginResultDto> {
  const link = purpose === 'autologin' ? signIn.autologin : signIn.transfer;
  return (await call(link, { body, identity: anonymousIdentity(session) })).result;
}

/** GET /v2/logout revokes the session at the API. A session the API already forgot is fine. */
export async function logOutAtApi(session: RequestSession): Promise<void> {
  if (!session.signedIn) return;
  try {
    await call(signIn.logOut, { session });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
  }
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
