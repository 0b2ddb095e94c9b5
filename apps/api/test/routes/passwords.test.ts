import { FACTORY_PASSWORD } from '@lottoshop/core/identity/testing';
import { listOutbox } from '@lottoshop/core/mail';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildRouteApp, type CallOptions, NOW } from './route-app.ts';

let t: Awaited<ReturnType<typeof buildRouteApp>>;
beforeAll(async () => {
  t = await buildRouteApp();
});
afterAll(() => t.app.close());
beforeEach(() => t.clock.set(NOW));

const post = (url: string, payload: unknown, opts: CallOptions = {}) => t.send('POST', url, payload, opts);
const OPS = { authorization: 'Bearer test-ops-token-0123456789' };

/** The reset token from the newest password-reset e-mail to an address. */
async function resetTokenFor(email: string): Promise<string> {
  const mails = (await listOutbox({ db: t.db }, { to: email })).filter((m) => m.kind === 'password_reset');
  const match = /\/forgot-password\/([A-Za-z0-9_-]{43})/.exec(mails[0]?.textBody ?? '');
  if (!match?.[1]) throw new Error(`no reset e-mail to ${email}`);
  return match[1];
}

async function refreshWorks(refreshToken: string): Promise<boolean> {
  const res = await post('/v2/refresh', { refresh_token: refreshToken });
  return res.statusCode === 200;
}

async function logInFull(email: string, password = FACTORY_PASSWORD) {
  const res = await post('/v2/login', { email, password });
  return { status: res.statusCode, result: res.statusCode === 200 ? res.json().result : null };
}

describe('forgotten password', () => {
  it('answers 204 whether or not the address has an account, and e-mails a link only to a real one', async () => {
    const { email } = await t.newCustomer();
    const known = await post('/v2/password/forgot', { email: email.toUpperCase() });
    const unknown = await post('/v2/password/forgot', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(204);
    expect(unknown.statusCode).toBe(204);
    expect(known.body).toBe(unknown.body);
    expect(await listOutbox({ db: t.db }, { to: 'nobody-here@example.com' })).toHaveLength(0);
    const [mail] = await listOutbox({ db: t.db }, { to: email });
    expect(mail).toMatchObject({ kind: 'password_reset', subject: 'Reset your password', status: 'pending' });
    expect(mail?.textBody).toContain('http://localhost:3000/forgot-password/');
    expect(mail?.htmlBody).toContain('href="http://localhost:3000/forgot-password/');
  });

  it('refuses a malformed address with the form message and queues nothing', async () => {
    const res = await post('/v2/password/forgot', { email: 'not an address' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toEqual(['Please enter a valid email address']);
  });

  it('sets the new password once, ends every session, and e-mails a notice', async () => {
    const { email } = await t.newCustomer();
    const before = await logInFull(email);
    await post('/v2/password/forgot', { email });
    const token = await resetTokenFor(email);

    const weak = await post('/v2/password/reset', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toEqual(['Your password must be at least 8 characters long.']);

    const res = await post('/v2/password/reset', { token, password: 'new-secret-99' });
    expect(res.statusCode, res.body).toBe(204);
    // The link works once.
    const again = await post('/v2/password/reset', { token, password: 'other-secret-77' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'password_reset_link_invalid' });
    expect(again.json().error).toMatch(/no longer valid/);

    expect((await logInFull(email)).status).toBe(401);
    expect((await logInFull(email, 'new-secret-99')).status).toBe(200);
    // The session opened before the reset is over: its refresh token and its access token are refused.
    expect(await refreshWorks(before.result.refresh_token)).toBe(false);
    const me = await t.send('GET', '/v2/customer', undefined, { bearer: before.result.access_token });
    expect(me.statusCode).toBe(401);
    const kinds = (await listOutbox({ db: t.db }, { to: email })).map((m) => m.kind);
    expect(kinds).toContain('password_changed');
  });

  it('refuses an expired link and one replaced by a newer link', async () => {
    const { email } = await t.newCustomer();
    await post('/v2/password/forgot', { email });
    const first = await resetTokenFor(email);
    t.clock.advance(30 * 60_000);
    await post('/v2/password/forgot', { email });
    const second = await resetTokenFor(email);
    expect(second).not.toBe(first);
    expect((await post('/v2/password/reset', { token: first, password: 'new-secret-99' })).statusCode).toBe(
      400,
    );
    t.clock.advance(60 * 60_000 + 1000);
    expect((await post('/v2/password/reset', { token: second, password: 'new-secret-99' })).statusCode).toBe(
      400,
    );
    expect((await logInFull(email)).status).toBe(200);
  });

  it('refuses a token of the wrong shape as a field error', async () => {
    const res = await post('/v2/password/reset', { token: 'abc', password: 'new-secret-99' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.token).toBeDefined();
  });
});

describe('POST /v2/customer/change-password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const { email } = await t.newCustomer();
    const other = await logInFull(email);
    const mine = await logInFull(email);
    const bearer = mine.result.access_token;
    const wrong = await post(
      '/v2/customer/change-password',
      { current_password: 'not-it-123', new_password: 'new-secret-99' },
      { bearer },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      current_password: ['The current password you entered is incorrect.'],
    });
    const same = await post(
      '/v2/customer/change-password',
      { current_password: FACTORY_PASSWORD, new_password: FACTORY_PASSWORD },
      { bearer },
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().errors.new_password).toEqual([
      'Your new password must be different from your current password.',
    ]);

    const res = await post(
      '/v2/customer/change-password',
      { current_password: FACTORY_PASSWORD, new_password: 'new-secret-99' },
      { bearer },
    );
    expect(res.statusCode, res.body).toBe(204);
    expect((await t.send('GET', '/v2/customer', undefined, { bearer })).statusCode).toBe(200);
    expect(await refreshWorks(mine.result.refresh_token)).toBe(true);
    expect(await refreshWorks(other.result.refresh_token)).toBe(false);
    expect((await logInFull(email, 'new-secret-99')).status).toBe(200);
  });

  it('is for signed-in customers only', async () => {
    const res = await post('/v2/customer/change-password', {
      current_password: FACTORY_PASSWORD,
      new_password: 'new-secret-99',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('forced password change', () => {
  it('an operator flags a customer; the overview says so until the new password is set', async () => {
    const { email, token } = await t.newCustomer();
    const notFlagged = await post(
      '/v2/password/force-change',
      { password: 'new-secret-99' },
      { bearer: token },
    );
    expect(notFlagged.statusCode).toBe(409);

    const flag = await t.app.inject({
      method: 'POST',
      url: '/ops/customers/force-password-change',
      headers: OPS,
      payload: { email },
    });
    expect(flag.statusCode, flag.body).toBe(200);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/ops/customers/force-password-change',
      headers: OPS,
      payload: { email: 'nobody-here@example.com' },
    });
    expect(unknown.statusCode).toBe(404);
    const overview = await t.send('GET', '/v2/customer', undefined, { bearer: token });
    expect(overview.json().result.force_password_change).toBe(true);

    const same = await post('/v2/password/force-change', { password: FACTORY_PASSWORD }, { bearer: token });
    expect(same.statusCode).toBe(400);
    const res = await post('/v2/password/force-change', { password: 'new-secret-99' }, { bearer: token });
    expect(res.statusCode, res.body).toBe(204);
    const after = await t.send('GET', '/v2/customer', undefined, { bearer: token });
    expect(after.json().result.force_password_change).toBe(false);
    expect((await logInFull(email, 'new-secret-99')).status).toBe(200);
  });
});
