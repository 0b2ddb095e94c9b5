import { AUTOLOGIN_MESSAGES } from '@lottoshop/contracts/autologin';
import { totpCode } from '@lottoshop/core/twofactor/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildRouteApp, NOW } from './route-app.ts';

/** Signing in by a one-time link: an automatic login from an e-mail, or a session handed over by the app. */
let t: Awaited<ReturnType<typeof buildRouteApp>>;
beforeAll(async () => {
  t = await buildRouteApp();
});
afterAll(() => t.app.close());
beforeEach(() => t.clock.set(NOW));

const OPS = { authorization: 'Bearer test-ops-token-0123456789' };

async function autologinLink(email: string, redirectTo?: string): Promise<{ token: string; path: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/ops/customers/autologin-link',
    headers: OPS,
    payload: { email, ...(redirectTo ? { redirect_to: redirectTo } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { path, url, expires_in } = res.json().result;
  expect(url).toBe(`http://localhost:3000${path}`);
  expect(expires_in).toBe(86_400);
  const token = /^\/login\/autologin\/([A-Za-z0-9_-]{43})/.exec(path)?.[1];
  if (!token) throw new Error(`no token in ${path}`);
  return { token, path };
}

const autologin = (body: Record<string, unknown>) =>
  t.send('POST', '/v2/autologin', body, { version: '3.3' });

describe('POST /v2/autologin', () => {
  it('signs the customer in once; the same link a second time is no longer valid', async () => {
    const { email, customerId } = await t.newCustomer();
    const { token, path } = await autologinLink(email, '/my-account/upcoming-tickets');
    expect(path).toContain('?redirectTo=%2Fmy-account%2Fupcoming-tickets');
    const first = await autologin({ token });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result.customer.customer_id).toBe(customerId);
    const overview = await t.send('GET', '/v2/customer', undefined, {
      bearer: first.json().result.access_token,
      version: '3.0',
    });
    expect(overview.statusCode).toBe(200);

    const second = await autologin({ token });
    expect(second.statusCode).toBe(401);
    expect(second.json().messages[0]).toEqual({
      code: 'login_link_invalid',
      message: AUTOLOGIN_MESSAGES.invalid,
    });
  });

  it('refuses an expired link, an unknown one and a malformed one', async () => {
    const { email } = await t.newCustomer();
    const { token } = await autologinLink(email);
    t.clock.advance(24 * 3600 * 1000 + 1000);
    expect((await autologin({ token })).statusCode).toBe(401);
    expect((await autologin({ token: 'A'.repeat(43) })).statusCode).toBe(401);
    expect((await autologin({ token: 'short' })).statusCode).toBe(400);
    expect((await t.send('POST', '/v2/autologin', { token }, { version: '3.2' })).statusCode).toBe(400);
  });

  it('asks for the code when two-factor is on, and spends the link only when the code is right', async () => {
    const { email, token: bearer } = await t.newCustomer();
    const started = await t.send('POST', '/v2/customer/two-factor-auth/authenticator', undefined, { bearer });
    const secret: string = started.json().result.secret;
    const on = await t.send(
      'PUT',
      '/v2/customer/two-factor-auth/authenticator',
      { otp: await totpCode(secret, t.clock.now()) },
      { bearer },
    );
    expect(on.statusCode, on.body).toBe(200);
    t.clock.advance(30_000);

    const { token } = await autologinLink(email);
    const asked = await autologin({ token });
    expect(asked.statusCode, asked.body).toBe(403);
    expect(asked.json().messages[0].code).toBe('2fa_required');
    expect(asked.json().two_factor_auth).toMatchObject({ method: 'authenticator' });
    const right = await totpCode(secret, t.clock.now());
    const wrong = await autologin({ token, otp: right === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    const signedIn = await autologin({ token, otp: right });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    t.clock.advance(30_000);
    expect((await autologin({ token, otp: await totpCode(secret, t.clock.now()) })).statusCode).toBe(401);
  });

  it('is refused for a closed account', async () => {
    const { email, token: bearer } = await t.newCustomer();
    const { token } = await autologinLink(email);
    const closed = await t.send(
      'DELETE',
      '/v2/customer',
      { password: 'correct-horse-42', reason: 'other' },
      { bearer, version: '3.0' },
    );
    expect(closed.statusCode, closed.body).toBe(204);
    expect((await autologin({ token })).statusCode).toBe(401);
  });
});

describe('handing a session over: POST /v2/customer/transfer-token, POST /v2/transfer', () => {
  it('gives a 2-minute token that opens one session elsewhere, as a form post', async () => {
    const { token: bearer, customerId } = await t.newCustomer();
    const issued = await t.send('POST', '/v2/customer/transfer-token', undefined, { bearer, version: '3.0' });
    expect(issued.statusCode, issued.body).toBe(201);
    const { token, path, expires_in } = issued.json().result;
    expect(path).toBe(`/login/transfer/${token}`);
    expect(expires_in).toBe(120);
    const form = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/transfer',
        payload: body,
        headers: { ...t.headers({ version: '3.0' }), 'content-type': 'application/x-www-form-urlencoded' },
      });
    const used = await form(`token=${token}`);
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().result.customer.customer_id).toBe(customerId);
    expect((await form(`token=${token}`)).statusCode).toBe(401);

    const late = (
      await t.send('POST', '/v2/customer/transfer-token', undefined, { bearer, version: '3.0' })
    ).json().result.token;
    t.clock.advance(121_000);
    expect((await form(`token=${late}`)).statusCode).toBe(401);
    expect(
      (await t.send('POST', '/v2/customer/transfer-token', undefined, { version: '3.0' })).statusCode,
    ).toBe(401);
  });

  it('an autologin token does not open a transfer, nor a transfer token an autologin', async () => {
    const { email, token: bearer } = await t.newCustomer();
    const { token: autologinToken } = await autologinLink(email);
    const transfer = (
      await t.send('POST', '/v2/customer/transfer-token', undefined, { bearer, version: '3.0' })
    ).json().result.token;
    expect(
      (await t.send('POST', '/v2/transfer', { token: autologinToken }, { version: '3.0' })).statusCode,
    ).toBe(401);
    expect((await autologin({ token: transfer })).statusCode).toBe(401);
  });
});
