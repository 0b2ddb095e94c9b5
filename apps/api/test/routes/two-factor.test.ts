import { FORM_MESSAGES } from '@lottoshop/contracts/form-messages';
import { TWO_FACTOR_MESSAGES } from '@lottoshop/contracts/two-factor';
import { FACTORY_PASSWORD } from '@lottoshop/core/identity/testing';
import { totpCode } from '@lottoshop/core/twofactor/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildRouteApp, type CallOptions, NOW } from './route-app.ts';

let t: Awaited<ReturnType<typeof buildRouteApp>>;
beforeAll(async () => {
  t = await buildRouteApp();
});
afterAll(() => t.app.close());
beforeEach(() => t.clock.set(NOW));

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  opts: CallOptions = {},
) => t.send(method, url, payload, opts);
/** Thirty seconds on: the next TOTP time step, so a new code is due. */
const nextStep = () => t.clock.advance(30_000);
const codeNow = (secret: string) => totpCode(secret, t.clock.now());
const wrongCode = async (secret: string) => {
  const right = await codeNow(secret);
  return right === '000000' ? '111111' : '000000';
};

/** A customer, logged in, with an authenticator turned on; returns the secret as their app holds it. */
async function customerWithAuthenticator() {
  const person = await t.newCustomer();
  const started = await send('POST', '/v2/customer/two-factor-auth/authenticator', undefined, {
    bearer: person.token,
  });
  expect(started.statusCode, started.body).toBe(201);
  const secret: string = started.json().result.secret;
  const confirmed = await send(
    'PUT',
    '/v2/customer/two-factor-auth/authenticator',
    { otp: await codeNow(secret) },
    { bearer: person.token },
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  nextStep();
  return { ...person, secret };
}

const loginBody = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: FACTORY_PASSWORD,
  ...extra,
});

describe('turning an authenticator on', () => {
  it('shows a secret as text and as an SVG QR code, stores it only encrypted, and turns on with a first code', async () => {
    const person = await t.newCustomer();
    const before = await send('GET', '/v2/customer/two-factor-auth', undefined, { bearer: person.token });
    expect(before.json().result).toMatchObject({
      status: 'disabled',
      config: {
        enabled: false,
        methods: ['authenticator', 'email'],
        remember_for_days: 30,
        method: null,
        since: null,
      },
    });

    const started = await send('POST', '/v2/customer/two-factor-auth/authenticator', undefined, {
      bearer: person.token,
    });
    expect(started.statusCode, started.body).toBe(201);
    const { secret, otpauth_uri, qr_code_svg } = started.json().result;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toContain(`secret=${secret}`);
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/LottoShop:/);
    expect(qr_code_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const stored = (await t.db.execute(
      sql`select secret_ciphertext, enabled_at from two_factor_settings where customer_id = ${person.customerId}`,
    )) as unknown as { rows: { secret_ciphertext: string; enabled_at: unknown }[] };
    const row = stored.rows[0];
    expect(row?.enabled_at).toBeNull();
    expect(row?.secret_ciphertext).toMatch(/^v1\./);
    expect(row?.secret_ciphertext).not.toContain(secret);

    // The same secret is shown again while it is being set up.
    const again = await send('GET', '/v2/customer/two-factor-auth/authenticator', undefined, {
      bearer: person.token,
    });
    expect(again.json().result.secret).toBe(secret);

    const wrong = await send(
      'PUT',
      '/v2/customer/two-factor-auth/authenticator',
      { otp: await wrongCode(secret) },
      { bearer: person.token },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().messages).toEqual([
      { code: '2fa_incorrect', message: TWO_FACTOR_MESSAGES.incorrect },
    ]);

    const confirmed = await send(
      'PUT',
      '/v2/customer/two-factor-auth/authenticator',
      { otp: await codeNow(secret) },
      { bearer: person.token },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().result).toMatchObject({
      status: 'enabled',
      config: { enabled: true, method: 'authenticator', since: NOW },
    });
    // Once on, it cannot be started again (the secret would change under the customer's app).
    const restart = await send('POST', '/v2/customer/two-factor-auth/authenticator', undefined, {
      bearer: person.token,
    });
    expect(restart.statusCode).toBe(409);
  });

  it('refuses a code that is not 6 digits, and anyone not signed in', async () => {
    const person = await t.newCustomer();
    await send('POST', '/v2/customer/two-factor-auth/authenticator', undefined, { bearer: person.token });
    for (const otp of ['12345', '1234567', 'abcdef', '', 123456]) {
      const res = await send(
        'PUT',
        '/v2/customer/two-factor-auth/authenticator',
        { otp },
        { bearer: person.token },
      );
      expect(res.statusCode, String(otp)).toBe(400);
      expect(res.json().errors.otp).toEqual([FORM_MESSAGES.otpLength]);
    }
    expect((await send('GET', '/v2/customer/two-factor-auth')).statusCode).toBe(401);
    expect((await send('POST', '/v2/customer/two-factor-auth/authenticator')).statusCode).toBe(401);
  });

  it('answers not found when confirming without having started', async () => {
    const person = await t.newCustomer();
    const res = await send(
      'PUT',
      '/v2/customer/two-factor-auth/authenticator',
      { otp: '123456' },
      { bearer: person.token },
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('logging in with two-factor on', () => {
  it('asks for the code, then logs in with the challenge token and the code; the same code is refused again', async () => {
    const person = await customerWithAuthenticator();
    const first = await send('POST', '/v2/login', loginBody(person.email));
    expect(first.statusCode).toBe(403);
    const body = first.json();
    expect(body.messages[0].code).toBe('2fa_required');
    expect(body.two_factor_auth).toMatchObject({
      method: 'authenticator',
      identifier: null,
      remember_for_days: 30,
    });
    const challengeToken: string = body.two_factor_auth.challenge_token;
    expect(challengeToken.split('.')).toHaveLength(3);

    const code = await codeNow(person.secret);
    const second = await send('POST', '/v2/login', {
      email: person.email,
      challenge_token: challengeToken,
      otp: code,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().result.access_token).toBeTruthy();
    expect(second.json().result.remembered_device).toBeUndefined();

    // Replay: the code of a time step already used is refused, with the password too.
    const replay = await send('POST', '/v2/login', loginBody(person.email, { otp: code }));
    expect(replay.statusCode).toBe(422);
    expect(replay.json().messages[0]).toEqual({
      code: '2fa_incorrect',
      message: TWO_FACTOR_MESSAGES.incorrect,
    });
  });

  it('refuses a wrong password before any code, a forged challenge token, and a challenge token that has expired', async () => {
    const person = await customerWithAuthenticator();
    const wrongPassword = await send('POST', '/v2/login', {
      email: person.email,
      password: 'nope-nope-1',
      otp: '123456',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().code).toBe('invalid_credentials');

    const forged = await send('POST', '/v2/login', {
      email: person.email,
      challenge_token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln',
      otp: await codeNow(person.secret),
    });
    expect(forged.statusCode).toBe(401);

    // An access token is not a challenge token.
    const asChallenge = await send('POST', '/v2/login', {
      email: person.email,
      challenge_token: person.token,
      otp: await codeNow(person.secret),
    });
    expect(asChallenge.statusCode).toBe(401);

    const first = await send('POST', '/v2/login', loginBody(person.email));
    const challengeToken = first.json().two_factor_auth.challenge_token;
    t.clock.advance(5 * 60_000 + 1000);
    const late = await send('POST', '/v2/login', {
      email: person.email,
      challenge_token: challengeToken,
      otp: await codeNow(person.secret),
    });
    expect(late.statusCode).toBe(401);
  });

  it('needs the code with a challenge token', async () => {
    const res = await send('POST', '/v2/login', { email: 'a@example.com', challenge_token: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.otp).toEqual([FORM_MESSAGES.otpLength]);
  });

  it('locks after 5 wrong codes in a row: even the right code is refused for 30 minutes', async () => {
    const person = await customerWithAuthenticator();
    const wrong = await wrongCode(person.secret);
    for (let i = 1; i <= 4; i += 1) {
      const res = await send('POST', '/v2/login', loginBody(person.email, { otp: wrong }));
      expect(res.statusCode, `attempt ${i}`).toBe(422);
    }
    const fifth = await send('POST', '/v2/login', loginBody(person.email, { otp: wrong }));
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().messages[0]).toEqual({
      code: '2fa_account_locked',
      message: TWO_FACTOR_MESSAGES.locked,
    });

    const right = await send(
      'POST',
      '/v2/login',
      loginBody(person.email, { otp: await codeNow(person.secret) }),
    );
    expect(right.statusCode).toBe(423);
    const noCode = await send('POST', '/v2/login', loginBody(person.email));
    expect(noCode.statusCode).toBe(423);

    t.clock.advance(30 * 60_000 + 1000);
    const after = await send(
      'POST',
      '/v2/login',
      loginBody(person.email, { otp: await codeNow(person.secret) }),
    );
    expect(after.statusCode, after.body).toBe(200);
  });

  it('a used code sent again is refused but is not a wrong guess (it never locks)', async () => {
    const person = await customerWithAuthenticator();
    const code = await codeNow(person.secret);
    expect((await send('POST', '/v2/login', loginBody(person.email, { otp: code }))).statusCode).toBe(200);
    for (let i = 0; i < 6; i += 1) {
      const replay = await send('POST', '/v2/login', loginBody(person.email, { otp: code }));
      expect(replay.statusCode).toBe(422);
    }
    nextStep();
    const fresh = await send(
      'POST',
      '/v2/login',
      loginBody(person.email, { otp: await codeNow(person.secret) }),
    );
    expect(fresh.statusCode).toBe(200);
  });

  it('a right code clears the count of wrong ones', async () => {
    const person = await customerWithAuthenticator();
    const wrong = await wrongCode(person.secret);
    for (let i = 0; i < 4; i += 1) await send('POST', '/v2/login', loginBody(person.email, { otp: wrong }));
    const ok = await send(
      'POST',
      '/v2/login',
      loginBody(person.email, { otp: await codeNow(person.secret) }),
    );
    expect(ok.statusCode).toBe(200);
    nextStep();
    const wrongAgain = await send(
      'POST',
      '/v2/login',
      loginBody(person.email, { otp: await wrongCode(person.secret) }),
    );
    expect(wrongAgain.statusCode).toBe(422);
  });

  it('remembers the device for 30 days when asked', async () => {
    const person = await customerWithAuthenticator();
    const res = await send(
      'POST',
      '/v2/login',
      loginBody(person.email, { otp: await codeNow(person.secret), remember_device: true }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const remembered = res.json().result.remembered_device;
    expect(remembered.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(remembered.expires_at).toBe('2026-04-01T01:00:30.000Z');

    const next = await send(
      'POST',
      '/v2/login',
      loginBody(person.email, { remember_token: remembered.token }),
    );
    expect(next.statusCode, next.body).toBe(200);

    // Another customer's device token does not pass, nor does one past its 30 days.
    const other = await customerWithAuthenticator();
    const elsewhere = await send(
      'POST',
      '/v2/login',
      loginBody(other.email, { remember_token: remembered.token }),
    );
    expect(elsewhere.statusCode).toBe(403);
    t.clock.advance(31 * 24 * 3600_000);
    const expired = await send(
      'POST',
      '/v2/login',
      loginBody(person.email, { remember_token: remembered.token }),
    );
    expect(expired.statusCode).toBe(403);
  });
});

describe('elevation: turning two-factor off and logging out everywhere', () => {
  it('answers 2fa_required until the session proves a code on refresh, then the action is replayed', async () => {
    const person = await customerWithAuthenticator();
    const login = await send(
      'POST',
      '/v2/login',
      loginBody(person.email, { otp: await codeNow(person.secret) }),
    );
    const { access_token, refresh_token } = login.json().result;
    // Logging in with a code elevated the session for 5 minutes.
    t.clock.advance(5 * 60_000 + 1000);

    const refused = await send('DELETE', '/v2/customer/two-factor-auth', undefined, { bearer: access_token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages[0].code).toBe('2fa_required');
    expect(refused.json().two_factor_auth).toMatchObject({ method: 'authenticator' });

    // A wrong code spends nothing: the same refresh token works with the right one.
    const wrong = await send('POST', '/v2/refresh', { refresh_token, otp: await wrongCode(person.secret) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().messages[0].code).toBe('2fa_incorrect');
    const elevated = await send('POST', '/v2/refresh', { refresh_token, otp: await codeNow(person.secret) });
    expect(elevated.statusCode, elevated.body).toBe(200);
    const token = elevated.json().result.access_token;

    const replayed = await send('DELETE', '/v2/customer/two-factor-auth', undefined, { bearer: token });
    expect(replayed.statusCode, replayed.body).toBe(200);
    expect(replayed.json().result).toMatchObject({ status: 'disabled', config: { enabled: false } });

    // Off: a login needs no code.
    const plain = await send('POST', '/v2/login', loginBody(person.email));
    expect(plain.statusCode).toBe(200);
  });

  it('an elevation lasts 5 minutes', async () => {
    const person = await customerWithAuthenticator();
    const login = await send(
      'POST',
      '/v2/login',
      loginBody(person.email, { otp: await codeNow(person.secret) }),
    );
    const { access_token } = login.json().result;
    t.clock.advance(4 * 60_000);
    const within = await send('POST', '/v2/customer/sessions/logout-everywhere', undefined, {
      bearer: access_token,
    });
    expect(within.statusCode, within.body).toBe(204);
  });

  it('turning off without two-factor on needs no code; a customer without two-factor is never asked', async () => {
    const person = await t.newCustomer();
    const res = await send('POST', '/v2/customer/sessions/logout-everywhere', undefined, {
      bearer: person.token,
    });
    expect(res.statusCode).toBe(204);
  });
});

describe('sessions', () => {
  it('lists every open session with its browser and marks this one; ends one; logs out everywhere', async () => {
    const person = await t.newCustomer();
    const phone = await send('POST', '/v2/login', loginBody(person.email), {
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Safari' },
    });
    const phoneSession = phone.json().result;
    t.clock.advance(60_000);
    const laptop = await send('POST', '/v2/login', loginBody(person.email), {
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux) Firefox' },
    });
    const laptopToken = laptop.json().result.access_token;

    const list = await send('GET', '/v2/customer/sessions', undefined, { bearer: laptopToken });
    expect(list.statusCode).toBe(200);
    const sessions = list.json().result as { session_id: string; user_agent: string; current: boolean }[];
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ user_agent: 'Mozilla/5.0 (X11; Linux) Firefox', current: true });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const phoneRow = sessions.find((s) => s.user_agent?.includes('iPhone'));
    expect(phoneRow).toBeDefined();

    // Another customer cannot end it (not found), the owner can.
    const stranger = await t.newCustomer();
    const foreign = await send('DELETE', `/v2/customer/sessions/${phoneRow?.session_id}`, undefined, {
      bearer: stranger.token,
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await send('DELETE', '/v2/customer/sessions/not-a-uuid', undefined, { bearer: laptopToken });
    expect(bad.statusCode).toBe(400);
    const ended = await send('DELETE', `/v2/customer/sessions/${phoneRow?.session_id}`, undefined, {
      bearer: laptopToken,
    });
    expect(ended.statusCode).toBe(204);
    expect(
      (await send('POST', '/v2/refresh', { refresh_token: phoneSession.refresh_token })).statusCode,
    ).toBe(401);
    const after = await send('GET', '/v2/customer/sessions', undefined, { bearer: laptopToken });
    expect(after.json().result).toHaveLength(2);

    const everywhere = await send('POST', '/v2/customer/sessions/logout-everywhere', undefined, {
      bearer: laptopToken,
    });
    expect(everywhere.statusCode).toBe(204);
    expect((await send('GET', '/v2/customer/sessions', undefined, { bearer: laptopToken })).statusCode).toBe(
      401,
    );
    expect((await send('GET', '/v2/customer', undefined, { bearer: person.token })).statusCode).toBe(401);
  });

  it('a refresh marks the session as used', async () => {
    const person = await t.newCustomer();
    const login = await send('POST', '/v2/login', loginBody(person.email));
    t.clock.advance(10 * 60_000);
    const refreshed = await send('POST', '/v2/refresh', { refresh_token: login.json().result.refresh_token });
    const token = refreshed.json().result.access_token;
    const list = await send('GET', '/v2/customer/sessions', undefined, { bearer: token });
    const current = (list.json().result as { current: boolean; last_used_at: string }[]).find(
      (s) => s.current,
    );
    expect(current?.last_used_at).toBe(t.clock.now().toISOString());
  });
});
