import { Writable } from 'node:stream';
import { FORM_MESSAGES } from '@lottoshop/contracts/form-messages';
import { IDENTITY_MESSAGES } from '@lottoshop/contracts/identity';
import { REFRESH_REUSE_GRACE_SECONDS } from '@lottoshop/core/identity';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/http/server.ts';
import { testApiConfig } from '../test-config.ts';
import { buildRouteApp, type CallOptions, NOW, signUpForm } from './route-app.ts';

let t: Awaited<ReturnType<typeof buildRouteApp>>;
beforeAll(async () => {
  t = await buildRouteApp({ version: '3.5' });
});
afterAll(() => t.app.close());
beforeEach(() => t.clock.set(NOW));

const headers = () => t.headers({ version: '3.5' });
const post = (url: string, payload: unknown, opts: CallOptions = {}) => t.send('POST', url, payload, opts);
const get = (url: string, opts: CallOptions = {}) => t.send('GET', url, undefined, opts);

/** A complete sign-up form on the wire (snake_case), with a fresh e-mail address and every optional part. */
function form(overrides: Record<string, unknown> = {}) {
  return signUpForm({
    email_opt_in: true,
    attribution: { source: 'newsletter', campaign: 'spring' },
    favourite_numbers: { saturday_lotto: [{ main: [1, 2, 3, 4, 5, 6] }] },
    ...overrides,
  });
}

async function signUp(overrides: Record<string, unknown> = {}) {
  const body = form(overrides);
  const res = await post('/v2/signup', body);
  expect(res.statusCode, res.body).toBe(201);
  return { body, result: res.json().result };
}

describe('POST /v2/signup', () => {
  it('creates the account and answers the login result with tokens and the overview', async () => {
    const res = await post('/v2/signup', form(), { headers: { 'x-device-id': 'web-device-1' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { result, entities } = res.json();
    expect(result).toMatchObject({
      device_uuid: 'web-device-1',
      expires_in: 900,
      customer: {
        firstname: 'Alex',
        state: 'NSW',
        segment_name: 'customer',
        balance: { amount: 0, currency: 'AUD' },
        available_funds: { amount: 0, currency: 'AUD' },
        favourite_numbers: { saturday_lotto: [{ main: [1, 2, 3, 4, 5, 6] }] },
        migration_status: 'ineligible',
        is_verified: false,
        force_password_change: false,
      },
    });
    expect(result.access_token.split('.')).toHaveLength(3);
    expect(result.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.customer_token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(entities).toEqual({
      access_token: result.access_token,
      refresh_token: result.refresh_token,
      customer_token: result.customer_token,
    });
  });

  it('accepts a form-encoded body', async () => {
    const fields = form();
    const payload = new URLSearchParams({
      email: fields.email,
      password: fields.password,
      firstname: 'Sam',
      lastname: 'Lee',
      date_of_birth: '1985-01-01',
      phone: '+61 412 987 654',
      address_line_1: '2 Collins Street',
      address_line_2: '',
      suburb: 'Melbourne',
      state: 'VIC',
      postcode: '3000',
      country: 'AU',
      accept_terms: 'on',
    }).toString();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/signup',
      payload,
      headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().result.customer.branding_region).toBe('VIC');
  });

  it('answers each invalid field with the spec message', async () => {
    const res = await post(
      '/v2/signup',
      form({
        email: 'not-an-email',
        phone: '123',
        postcode: '20',
        accept_terms: false,
        firstname: '',
        suburb: undefined,
        state: 'XX',
      }),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.errors).toEqual({
      email: [FORM_MESSAGES.email],
      phone: [FORM_MESSAGES.phone],
      postcode: [FORM_MESSAGES.postcode],
      accept_terms: [FORM_MESSAGES.acceptTerms],
      firstname: [FORM_MESSAGES.required],
      suburb: [FORM_MESSAGES.required],
      state: [IDENTITY_MESSAGES.state],
    });
  });

  it('asks for a longer password', async () => {
    const res = await post('/v2/signup', form({ password: 'short1' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ password: [IDENTITY_MESSAGES.passwordTooShort] });
  });

  it('refuses someone one day short of 18 (site time zone) and creates nothing', async () => {
    // NOW is 12:00 on 2 March 2026 in Sydney.
    const body = form({ date_of_birth: '2008-03-03' });
    const res = await post('/v2/signup', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ date_of_birth: ['You must be 18 or older to sign up.'] });
    const check = await get(`/v2/check-email?email=${encodeURIComponent(body.email)}`);
    expect(check.json().result).toEqual({ exists: false });
    expect((await post('/v2/signup', form({ date_of_birth: '2008-03-02' }))).statusCode).toBe(201);
  });

  it('refuses an e-mail address already registered, in any letter case', async () => {
    const { body } = await signUp();
    const res = await post('/v2/signup', form({ email: body.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'email_taken',
      errors: { email: [IDENTITY_MESSAGES.emailTaken] },
    });
  });

  it('is served from version 3.5', async () => {
    const res = await post('/v2/signup', form(), { version: '3.3' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0].code).toBe('version_not_supported');
  });
});

describe('POST /v2/login', () => {
  it('signs in, whatever the e-mail letter case', async () => {
    const { body, result: signedUp } = await signUp();
    const res = await post(
      '/v2/login',
      { email: body.email.toUpperCase(), password: body.password },
      { version: '3.0' },
    );
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.customer.customer_id).toBe(signedUp.customer.customer_id);
    expect(result.customer_token).toBe(signedUp.customer_token);
    expect(result.refresh_token).not.toBe(signedUp.refresh_token);
  });

  it('answers a wrong password and an unknown address identically', async () => {
    const { body } = await signUp();
    const wrong = await post('/v2/login', { email: body.email, password: 'wrong-password-1' });
    const unknown = await post('/v2/login', {
      email: 'nobody-here@example.com',
      password: 'wrong-password-1',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'invalid_credentials',
        error: IDENTITY_MESSAGES.invalidCredentials,
      });
    }
    const { request_id: _a, ...w } = wrong.json();
    const { request_id: _b, ...u } = unknown.json();
    expect(w).toEqual(u);
  });

  it('requires both fields', async () => {
    const res = await post('/v2/login', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      email: [FORM_MESSAGES.required],
      password: [FORM_MESSAGES.required],
    });
  });
});

describe('POST /v2/refresh', () => {
  it('rotates the tokens; the new access token is for the same customer', async () => {
    const { result: first } = await signUp();
    t.clock.advance(10 * 60_000);
    const res = await post('/v2/refresh', { refresh_token: first.refresh_token });
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.refresh_token).not.toBe(first.refresh_token);
    expect(result.device_uuid).toBe(first.device_uuid);
    const payload = JSON.parse(Buffer.from(result.access_token.split('.')[1], 'base64url').toString());
    expect(payload.sub).toBe(first.customer.customer_id);
    const me = await get('/v2/customer', { bearer: result.access_token });
    expect(me.json().result.customer_id).toBe(first.customer.customer_id);
  });

  it('answers two concurrent refreshes with one token each with a working pair', async () => {
    const { result: first } = await signUp();
    const answers = await Promise.all([
      post('/v2/refresh', { refresh_token: first.refresh_token }),
      post('/v2/refresh', { refresh_token: first.refresh_token }),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      const { result } = res.json();
      expect((await get('/v2/customer', { bearer: result.access_token })).statusCode).toBe(200);
      expect((await post('/v2/refresh', { refresh_token: result.refresh_token })).statusCode).toBe(200);
    }
  });

  it('revokes the family when a spent refresh token is reused after the grace', async () => {
    const { result: first } = await signUp();
    const second = (await post('/v2/refresh', { refresh_token: first.refresh_token })).json().result;
    t.clock.advance((REFRESH_REUSE_GRACE_SECONDS + 1) * 1000);
    const replay = await post('/v2/refresh', { refresh_token: first.refresh_token });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().messages).toEqual([
      { code: 'AUTH_REFRESH_FAILED', message: IDENTITY_MESSAGES.refreshFailed },
    ]);
    expect((await post('/v2/refresh', { refresh_token: second.refresh_token })).statusCode).toBe(401);
    expect((await get('/v2/customer', { bearer: second.access_token })).statusCode).toBe(401);
  });

  it('refuses a refresh token idle longer than the session timeout (3600 s)', async () => {
    const { result: first } = await signUp();
    t.clock.advance(3601 * 1000);
    const res = await post('/v2/refresh', { refresh_token: first.refresh_token });
    expect(res.statusCode).toBe(401);
    expect(res.json().messages[0].code).toBe('AUTH_REFRESH_FAILED');
  });

  it('requires the refresh token', async () => {
    const res = await post('/v2/refresh', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ refresh_token: [FORM_MESSAGES.required] });
  });
});

describe('GET /v2/customer', () => {
  it('needs a valid bearer token', async () => {
    const { result } = await signUp();
    const none = await get('/v2/customer');
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.json().code).toBe('unauthorized');
    expect((await get('/v2/customer', { bearer: 'not-a-token' })).statusCode).toBe(401);
    const forged = `${result.access_token.slice(0, -4)}AAAA`;
    expect((await get('/v2/customer', { bearer: forged })).statusCode).toBe(401);
    // X-Customer-Id alone proves nothing.
    const hinted = await get('/v2/customer', { headers: { 'x-customer-id': result.customer.customer_id } });
    expect(hinted.statusCode).toBe(401);
  });

  it('answers the overview for the token holder', async () => {
    const { result } = await signUp();
    const res = await get('/v2/customer', { bearer: result.access_token, version: '3.0' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual(result.customer);
  });

  it('stops accepting an access token after 15 minutes', async () => {
    const { result } = await signUp();
    t.clock.advance(15 * 60_000 + 1000);
    expect((await get('/v2/customer', { bearer: result.access_token })).statusCode).toBe(401);
  });
});

describe('GET /v2/logout', () => {
  it('needs a bearer token', async () => {
    expect((await get('/v2/logout')).statusCode).toBe(401);
  });

  it('ends the session: its tokens stop working, other sessions go on', async () => {
    const { body, result } = await signUp();
    const other = (await post('/v2/login', { email: body.email, password: body.password })).json().result;
    const res = await get('/v2/logout', { bearer: result.access_token });
    expect(res.statusCode).toBe(204);
    expect((await get('/v2/customer', { bearer: result.access_token })).statusCode).toBe(401);
    expect((await post('/v2/refresh', { refresh_token: result.refresh_token })).statusCode).toBe(401);
    expect((await get('/v2/customer', { bearer: other.access_token })).statusCode).toBe(200);
  });
});

describe('GET /v2/check-email', () => {
  it('tells whether an address is registered', async () => {
    const { body } = await signUp();
    const yes = await get(`/v2/check-email?email=${encodeURIComponent(body.email.toUpperCase())}`);
    expect(yes.statusCode).toBe(200);
    expect(yes.json().result).toEqual({ exists: true });
    expect((await get('/v2/check-email?email=someone-else%40example.com')).json().result).toEqual({
      exists: false,
    });
    const bad = await get('/v2/check-email?email=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: [FORM_MESSAGES.email] });
  });
});

describe('GET /v2/capabilities with a bearer token', () => {
  it('reports the signed-in segment, and the anonymous one without (or with a bad) token', async () => {
    const { result } = await signUp();
    const signedIn = await get('/v2/capabilities', { bearer: result.access_token });
    expect(signedIn.json().result.current_segment).toBe('customer');
    expect((await get('/v2/capabilities')).json().result.current_segment).toBe('anonymous');
    expect((await get('/v2/capabilities', { bearer: 'garbage' })).json().result.current_segment).toBe(
      'anonymous',
    );
  });
});

describe('logging', () => {
  it('never writes passwords or tokens to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildServer({
      db: t.db,
      clock: t.clock,
      config: testApiConfig(),
      logger: { level: 'trace', stream },
    });
    await app.ready();
    try {
      const body = form();
      const send = (method: 'GET' | 'POST', url: string, payload?: unknown, bearer?: string) =>
        app.inject({
          method,
          url,
          ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
          headers: { ...headers(), ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
        });
      const signed = (await send('POST', '/v2/signup', body)).json().result;
      await send('POST', '/v2/login', { email: body.email, password: 'a-wrong-password-9' });
      const refreshed = (await send('POST', '/v2/refresh', { refresh_token: signed.refresh_token })).json()
        .result;
      await send('POST', '/v2/refresh', { refresh_token: signed.refresh_token });
      await send('GET', '/v2/customer', undefined, refreshed.access_token);
      const log = lines.join('');
      expect(log).toContain('/v2/refresh');
      for (const secret of [
        body.password,
        'a-wrong-password-9',
        signed.access_token,
        signed.refresh_token,
        refreshed.access_token,
        refreshed.refresh_token,
      ]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});
