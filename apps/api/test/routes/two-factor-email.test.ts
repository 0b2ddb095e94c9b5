import { maskEmail, TWO_FACTOR_MESSAGES } from '@lottoshop/contracts/two-factor';
import { FACTORY_PASSWORD } from '@lottoshop/core/identity/testing';
import { listOutbox } from '@lottoshop/core/mail';
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

/** The code in the newest two-factor e-mail to an address, and how many such e-mails there are. */
async function codesTo(email: string): Promise<{ latest: string; count: number }> {
  const mails = (await listOutbox({ db: t.db }, { to: email })).filter((m) => m.kind === 'two_factor_code');
  const match = /verification code is (\d{6})\./.exec(mails[0]?.textBody ?? '');
  if (!match?.[1]) throw new Error(`no code e-mail to ${email}`);
  return { latest: match[1], count: mails.length };
}
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

/** A customer with e-mailed codes turned on (the first code confirmed), a minute after it was sent. */
async function customerWithEmailCodes() {
  const person = await t.newCustomer();
  const started = await send('POST', '/v2/customer/two-factor-auth/email', undefined, {
    bearer: person.token,
  });
  expect(started.statusCode, started.body).toBe(201);
  const { latest } = await codesTo(person.email);
  const on = await send(
    'PUT',
    '/v2/customer/two-factor-auth/email',
    { otp: latest },
    { bearer: person.token },
  );
  expect(on.statusCode, on.body).toBe(200);
  t.clock.advance(61_000);
  return person;
}

describe('turning e-mailed codes on', () => {
  it('e-mails a first code to the address, shows it masked, and turns on with that code only', async () => {
    const person = await t.newCustomer();
    const started = await send('POST', '/v2/customer/two-factor-auth/email', undefined, {
      bearer: person.token,
    });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().result).toEqual({
      identifier: maskEmail(person.email),
      resend_available_at: new Date(Date.parse(NOW) + 60_000).toISOString(),
    });
    expect(maskEmail(person.email)).not.toBe(person.email);
    const { latest, count } = await codesTo(person.email);
    expect(count).toBe(1);

    // Only a keyed hash of the code is stored.
    const stored = (await t.db.execute(
      sql`select code_hash from two_factor_email_codes where customer_id = ${person.customerId}`,
    )) as unknown as { rows: { code_hash: string }[] };
    expect(stored.rows[0]?.code_hash).not.toContain(latest);

    const pending = await send('GET', '/v2/customer/two-factor-auth', undefined, { bearer: person.token });
    expect(pending.json().result).toMatchObject({
      status: 'pending',
      config: { enabled: false, method: 'email', identifier: maskEmail(person.email) },
    });

    const wrong = await send(
      'PUT',
      '/v2/customer/two-factor-auth/email',
      { otp: otherThan(latest) },
      { bearer: person.token },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().messages[0]).toEqual({
      code: '2fa_incorrect',
      message: TWO_FACTOR_MESSAGES.incorrect,
    });
    // The authenticator's confirmation does not take an e-mailed code.
    const viaApp = await send(
      'PUT',
      '/v2/customer/two-factor-auth/authenticator',
      { otp: latest },
      { bearer: person.token },
    );
    expect(viaApp.statusCode).toBe(404);

    const on = await send(
      'PUT',
      '/v2/customer/two-factor-auth/email',
      { otp: latest },
      { bearer: person.token },
    );
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().result).toMatchObject({
      status: 'enabled',
      config: { enabled: true, method: 'email', identifier: maskEmail(person.email), since: NOW },
    });
    const restart = await send('POST', '/v2/customer/two-factor-auth/email', undefined, {
      bearer: person.token,
    });
    expect(restart.statusCode).toBe(409);
  });

  it('sends another code only 60 seconds after the last, and the new code replaces the old', async () => {
    const person = await t.newCustomer();
    await send('POST', '/v2/customer/two-factor-auth/email', undefined, { bearer: person.token });
    const first = (await codesTo(person.email)).latest;

    const early = await send(
      'POST',
      '/v2/customer/two-factor-auth/email/send-code',
      { resend: true },
      { bearer: person.token },
    );
    expect(early.statusCode).toBe(429);
    expect(early.json().error).toBe(TWO_FACTOR_MESSAGES.resendTooSoon);
    // Asking without `resend` (the modal opening) keeps the code already sent.
    const kept = await send(
      'POST',
      '/v2/customer/two-factor-auth/email/send-code',
      {},
      { bearer: person.token },
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await codesTo(person.email)).count).toBe(1);

    t.clock.advance(60_000);
    const again = await send(
      'POST',
      '/v2/customer/two-factor-auth/email/send-code',
      { resend: true },
      { bearer: person.token },
    );
    expect(again.statusCode, again.body).toBe(200);
    const second = await codesTo(person.email);
    expect(second.count).toBe(2);

    if (second.latest !== first) {
      const old = await send(
        'PUT',
        '/v2/customer/two-factor-auth/email',
        { otp: first },
        { bearer: person.token },
      );
      expect(old.statusCode).toBe(422);
    }
    const on = await send(
      'PUT',
      '/v2/customer/two-factor-auth/email',
      { otp: second.latest },
      { bearer: person.token },
    );
    expect(on.statusCode, on.body).toBe(200);
  });

  it('refuses a code after its 10 minutes', async () => {
    const person = await t.newCustomer();
    await send('POST', '/v2/customer/two-factor-auth/email', undefined, { bearer: person.token });
    const { latest } = await codesTo(person.email);
    t.clock.advance(10 * 60_000 + 1000);
    const late = await send(
      'PUT',
      '/v2/customer/two-factor-auth/email',
      { otp: latest },
      { bearer: person.token },
    );
    expect(late.statusCode).toBe(422);
    expect(late.json().messages[0].code).toBe('2fa_incorrect');
  });

  it('has no code to send for a customer without e-mailed codes', async () => {
    const person = await t.newCustomer();
    const none = await send(
      'POST',
      '/v2/customer/two-factor-auth/email/send-code',
      {},
      { bearer: person.token },
    );
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe(TWO_FACTOR_MESSAGES.noEmailCodes);
  });
});

describe('logging in with an e-mailed code', () => {
  it('e-mails a code at the code step, takes it once, and resends on request after 60 seconds', async () => {
    const person = await customerWithEmailCodes();
    const before = (await codesTo(person.email)).count;

    const first = await send('POST', '/v2/login', { email: person.email, password: FACTORY_PASSWORD });
    expect(first.statusCode).toBe(403);
    expect(first.json().messages[0].code).toBe('2fa_required');
    expect(first.json().two_factor_auth).toMatchObject({
      method: 'email',
      identifier: maskEmail(person.email),
    });
    const challengeToken: string = first.json().two_factor_auth.challenge_token;
    const sent = await codesTo(person.email);
    expect(sent.count).toBe(before + 1);

    // The same login posted again within the minute keeps the code already sent.
    await send('POST', '/v2/login', { email: person.email, password: FACTORY_PASSWORD });
    expect((await codesTo(person.email)).count).toBe(before + 1);

    const early = await send('POST', '/v2/login/two-factor/send-code', { challenge_token: challengeToken });
    expect(early.statusCode).toBe(429);
    t.clock.advance(60_000);
    const resent = await send('POST', '/v2/login/two-factor/send-code', { challenge_token: challengeToken });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().result.identifier).toBe(maskEmail(person.email));
    const code = (await codesTo(person.email)).latest;

    const done = await send('POST', '/v2/login', {
      email: person.email,
      challenge_token: challengeToken,
      otp: code,
    });
    expect(done.statusCode, done.body).toBe(200);
    const reused = await send('POST', '/v2/login', {
      email: person.email,
      challenge_token: challengeToken,
      otp: code,
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().messages[0].code).toBe('2fa_incorrect');
  });

  it('refuses a resend for a forged challenge token', async () => {
    const forged = await send('POST', '/v2/login/two-factor/send-code', { challenge_token: 'a.b.c' });
    expect(forged.statusCode).toBeGreaterThanOrEqual(400);
    expect(forged.statusCode).toBeLessThan(500);
  });

  it('locks after five wrong codes', async () => {
    const person = await customerWithEmailCodes();
    const first = await send('POST', '/v2/login', { email: person.email, password: FACTORY_PASSWORD });
    const challengeToken: string = first.json().two_factor_auth.challenge_token;
    const code = (await codesTo(person.email)).latest;
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await send('POST', '/v2/login', {
        email: person.email,
        challenge_token: challengeToken,
        otp: otherThan(code),
      });
      answers.push(res.json().messages[0].code);
    }
    expect(answers).toEqual([...Array(4).fill('2fa_incorrect'), '2fa_account_locked']);
    const right = await send('POST', '/v2/login', {
      email: person.email,
      challenge_token: challengeToken,
      otp: code,
    });
    expect(right.json().messages[0].code).toBe('2fa_account_locked');
  });
});

describe('elevation with an e-mailed code', () => {
  it('names the masked address, sends a code when asked, and elevates the session with it', async () => {
    const person = await customerWithEmailCodes();
    const login = await send('POST', '/v2/login', { email: person.email, password: FACTORY_PASSWORD });
    const challengeToken: string = login.json().two_factor_auth.challenge_token;
    const signedIn = await send('POST', '/v2/login', {
      email: person.email,
      challenge_token: challengeToken,
      otp: (await codesTo(person.email)).latest,
    });
    const { access_token, refresh_token } = signedIn.json().result;
    t.clock.advance(5 * 60_000 + 1000);

    const refused = await send('DELETE', '/v2/customer/two-factor-auth', undefined, { bearer: access_token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().two_factor_auth).toMatchObject({
      method: 'email',
      identifier: maskEmail(person.email),
    });

    const sent = await send(
      'POST',
      '/v2/customer/two-factor-auth/email/send-code',
      {},
      { bearer: access_token },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const elevated = await send('POST', '/v2/refresh', {
      refresh_token,
      otp: (await codesTo(person.email)).latest,
    });
    expect(elevated.statusCode, elevated.body).toBe(200);
    const off = await send('DELETE', '/v2/customer/two-factor-auth', undefined, {
      bearer: elevated.json().result.access_token,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().result.status).toBe('disabled');
    const waiting = (await t.db.execute(
      sql`select count(*)::int as n from two_factor_email_codes where customer_id = ${person.customerId}`,
    )) as unknown as { rows: { n: number }[] };
    expect(waiting.rows[0]?.n).toBe(0);
  });
});
