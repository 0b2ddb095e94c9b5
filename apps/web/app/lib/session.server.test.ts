import { describe, expect, it } from 'vitest';
import { startFakeApi } from '../test/fake-api.server.ts';
import { callApi } from './api.server.ts';
import { ApiError } from './api-errors.ts';
import { jwtSubject, RequestSession, requestSession } from './session.server.ts';

const api = startFakeApi();

const CUSTOMER = '01a20575-63b1-7da4-a55e-c5140322ac22';

function jwt(claims: Record<string, unknown>): string {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

function signedInRequest(opts: { refresh?: string; https?: boolean } = {}): Request {
  const cookies = [
    `customer_id=${CUSTOMER}`,
    'customer_token=ctok_1',
    `web_access_token=${jwt({ sub: CUSTOMER, exp: 1 })}`,
  ];
  if (opts.refresh) cookies.push(`web_refresh_token=${opts.refresh}`);
  return new Request(`${opts.https ? 'https' : 'http'}://shop.test/my-account`, {
    headers: { Cookie: cookies.join('; ') },
  });
}

/** An API whose access tokens all expired: /customer answers 401 unless sent the `fresh` token. */
function expiredApi(refreshed: { sub: string } | 'refused', fresh = jwt({ sub: CUSTOMER, n: 2 })) {
  const freshToken = refreshed === 'refused' ? fresh : jwt(refreshed);
  api.handler = (req) => {
    if (req.url.startsWith('/v2/refresh')) {
      if (refreshed === 'refused') {
        return { status: 401, body: { messages: [{ code: 'AUTH_REFRESH_FAILED', message: 'no' }] } };
      }
      return {
        status: 200,
        body: {
          result: {
            access_token: freshToken,
            refresh_token: 'rtok_2',
            device_uuid: 'dev_2',
            expires_in: 900,
          },
        },
      };
    }
    if (req.url.startsWith('/v2/config')) return { status: 200, body: { result: { session_timeout: 1800 } } };
    if (req.headers.authorization === `Bearer ${freshToken}`)
      return { status: 200, body: { result: { firstname: 'Ann' } } };
    return { status: 401, body: { error: 'Unauthorised', code: 'unauthorized' } };
  };
  return freshToken;
}

describe('jwtSubject', () => {
  it('reads the sub claim without verifying', () => {
    expect(jwtSubject(jwt({ sub: 'abc' }))).toBe('abc');
    expect(jwtSubject('not-a-token')).toBeUndefined();
    expect(jwtSubject('a.!!!.c')).toBeUndefined();
    expect(jwtSubject(jwt({ sub: 42 }))).toBeUndefined();
  });
});

describe('session refresh on 401', () => {
  it('refreshes once, retries the call with the new token and writes the new cookies', async () => {
    const fresh = expiredApi({ sub: CUSTOMER });
    const session = new RequestSession(signedInRequest({ refresh: 'rtok_1', https: true }));
    const res = await callApi<{ firstname: string }>('v2', '/customer', { session });
    expect(res.result?.firstname).toBe('Ann');
    expect(api.seen.map((s) => s.url.split('?')[0])).toEqual([
      '/v2/customer',
      '/v2/refresh',
      '/v2/config',
      '/v2/customer',
    ]);
    expect(JSON.parse(api.seen[1]!.body)).toEqual({ refresh_token: 'rtok_1' });
    expect(api.seen[1]!.headers.authorization).toBeUndefined();
    expect(session.identity.accessToken).toBe(fresh);
    const cookies = session.setCookies();
    expect(cookies).toContain(
      `web_access_token=${fresh}; Path=/; Max-Age=1800; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(cookies).toContain(
      'web_refresh_token=rtok_2; Path=/; Max-Age=1800; HttpOnly; Secure; SameSite=Lax',
    );
    expect(cookies.some((c) => c.startsWith('device_uuid=dev_2;'))).toBe(true);
    expect(session.signedIn).toBe(true);
  });

  it('shares one refresh between the loaders of a request', async () => {
    expiredApi({ sub: CUSTOMER });
    const request = signedInRequest({ refresh: 'rtok_shared' });
    const a = requestSession(request);
    expect(requestSession(request)).toBe(a);
    await Promise.all([
      callApi('v2', '/customer', { session: a }),
      callApi('v2', '/customer', { session: a }),
    ]);
    expect(api.seen.filter((s) => s.url.startsWith('/v2/refresh'))).toHaveLength(1);
  });

  it('logs out when the refreshed token belongs to another customer', async () => {
    expiredApi({ sub: 'someone-else' });
    const session = new RequestSession(signedInRequest({ refresh: 'rtok_other' }));
    await expect(callApi('v2', '/customer', { session })).rejects.toBeInstanceOf(ApiError);
    expect(session.signedIn).toBe(false);
    expect(session.expired).toBe(true);
    expect(session.setCookies()).toContain('customer_id=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
    expect(api.seen.filter((s) => s.url.startsWith('/v2/customer'))).toHaveLength(1);
  });

  it('logs out when the refresh is refused', async () => {
    expiredApi('refused');
    const session = new RequestSession(signedInRequest({ refresh: 'rtok_refused' }));
    await expect(callApi('v2', '/customer', { session })).rejects.toMatchObject({ status: 401 });
    expect(session.expired).toBe(true);
    expect(session.setCookies()).toContain('web_refresh_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
  });

  it('logs out without calling /refresh when there is no refresh token', async () => {
    expiredApi({ sub: CUSTOMER });
    const session = new RequestSession(signedInRequest());
    await expect(callApi('v2', '/customer', { session })).rejects.toMatchObject({ status: 401 });
    expect(api.seen.some((s) => s.url.startsWith('/v2/refresh'))).toBe(false);
    expect(session.expired).toBe(true);
  });

  it('never refreshes for login itself', async () => {
    expiredApi({ sub: CUSTOMER });
    const session = new RequestSession(signedInRequest({ refresh: 'rtok_login' }));
    await expect(
      callApi('v2', '/login', { method: 'POST', body: { email: 'a@b.co', password: 'x' }, session }),
    ).rejects.toMatchObject({ status: 401 });
    expect(api.seen).toHaveLength(1);
    expect(session.expired).toBe(false);
  });
});
