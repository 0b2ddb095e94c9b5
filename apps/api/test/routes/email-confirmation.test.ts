import { FACTORY_PASSWORD } from '@lottoshop/core/identity/testing';
import { listOutbox } from '@lottoshop/core/mail';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildRouteApp, type CallOptions, NOW, signUpForm } from './route-app.ts';

let t: Awaited<ReturnType<typeof buildRouteApp>>;
beforeAll(async () => {
  t = await buildRouteApp({ version: '3.5' });
});
afterAll(() => t.app.close());
beforeEach(() => t.clock.set(NOW));

const send = (method: 'POST' | 'PATCH', url: string, payload: unknown, opts: CallOptions = {}) =>
  t.send(method as 'POST', url, payload, opts);

/** The token of the newest confirmation e-mail to an address. */
async function confirmationTokenFor(email: string): Promise<string> {
  const mails = (await listOutbox({ db: t.db }, { to: email })).filter(
    (m) => m.kind === 'email_confirmation',
  );
  const match = /\/my-account\/confirm-address\/([A-Za-z0-9_-]{43})/.exec(mails[0]?.textBody ?? '');
  if (!match?.[1]) throw new Error(`no confirmation e-mail to ${email}`);
  return match[1];
}

const overview = async (bearer: string) =>
  (await t.send('GET', '/v2/customer', undefined, { bearer })).json().result;

describe('confirming the e-mail address', () => {
  it('sign-up e-mails a link; opening it (signed out) confirms the address, once', async () => {
    const form = signUpForm();
    const res = await t.send('POST', '/v2/signup', form);
    expect(res.statusCode, res.body).toBe(201);
    const bearer = res.json().result.access_token;
    expect(res.json().result.customer.email_address_confirmation_required).toBe(true);
    const [mail] = await listOutbox({ db: t.db }, { to: form.email });
    expect(mail).toMatchObject({ kind: 'email_confirmation', subject: 'Confirm your email address' });
    expect(mail?.textBody).toContain('Thanks for signing up.');

    const token = await confirmationTokenFor(form.email);
    const confirmed = await send('PATCH', '/v2/customer/confirm-email-address', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().result).toEqual({ email: form.email });
    expect((await overview(bearer)).email_address_confirmation_required).toBe(false);

    const again = await send('PATCH', '/v2/customer/confirm-email-address', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('email_confirmation_link_invalid');
  });

  it('without a token, a signed-in customer is sent a new link; a visitor is refused', async () => {
    const { email, token: bearer } = await t.newCustomer();
    const res = await send('PATCH', '/v2/customer/confirm-email-address', {}, { bearer });
    expect(res.statusCode).toBe(200);
    const token = await confirmationTokenFor(email);
    // The newest link works.
    const confirmed = await send('PATCH', '/v2/customer/confirm-email-address', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await send('PATCH', '/v2/customer/confirm-email-address', {})).statusCode).toBe(401);
    expect((await send('PATCH', '/v2/customer/confirm-email-address', { token: 'x' })).statusCode).toBe(400);
  });

  it('the link expires after two days', async () => {
    const { email, token: bearer } = await t.newCustomer();
    await send('PATCH', '/v2/customer/confirm-email-address', {}, { bearer });
    const token = await confirmationTokenFor(email);
    t.clock.advance(48 * 3600_000 + 1000);
    expect((await send('PATCH', '/v2/customer/confirm-email-address', { token })).statusCode).toBe(400);
  });
});

describe('changing the e-mail address', () => {
  it('needs the password, e-mails the new address, and applies only when that link is opened', async () => {
    const { email, token: bearer } = await t.newCustomer();
    const newEmail = `moved-${Date.now()}@example.com`;
    const wrong = await send(
      'POST',
      '/v2/customer/change-email',
      { email: newEmail, password: 'nope-1234' },
      { bearer },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: ['The password you entered is incorrect.'] });
    const same = await send(
      'POST',
      '/v2/customer/change-email',
      { email, password: FACTORY_PASSWORD },
      { bearer },
    );
    expect(same.json().errors.email).toEqual(['This is already the email address of your account.']);
    const other = await t.newCustomer();
    const taken = await send(
      'POST',
      '/v2/customer/change-email',
      { email: other.email, password: FACTORY_PASSWORD },
      { bearer },
    );
    expect(taken.json().errors.email).toEqual(['An account with this email address already exists.']);

    const res = await send(
      'POST',
      '/v2/customer/change-email',
      { email: newEmail, password: FACTORY_PASSWORD },
      { bearer },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await overview(bearer)).email).toBe(email);
    const [mail] = await listOutbox({ db: t.db }, { to: newEmail });
    expect(mail?.textBody).toContain('You asked to change the email address of your account to this one.');

    const token = await confirmationTokenFor(newEmail);
    expect((await send('PATCH', '/v2/customer/confirm-email-address', { token })).statusCode).toBe(200);
    expect((await overview(bearer)).email).toBe(newEmail);
    expect(
      (await t.send('POST', '/v2/login', { email: newEmail, password: FACTORY_PASSWORD })).statusCode,
    ).toBe(200);
    expect((await t.send('POST', '/v2/login', { email, password: FACTORY_PASSWORD })).statusCode).toBe(401);
  });

  it('is refused when another account took the address before the link was opened', async () => {
    const { token: bearer } = await t.newCustomer();
    const wanted = `wanted-${Date.now()}@example.com`;
    await send(
      'POST',
      '/v2/customer/change-email',
      { email: wanted, password: FACTORY_PASSWORD },
      { bearer },
    );
    const token = await confirmationTokenFor(wanted);
    expect((await t.send('POST', '/v2/signup', signUpForm({ email: wanted }))).statusCode).toBe(201);
    const res = await send('PATCH', '/v2/customer/confirm-email-address', { token });
    expect(res.statusCode).toBe(409);
  });
});

describe('PATCH /v2/customer/confirm-address', () => {
  it('clears the postal-address confirmation flag for the signed-in customer only', async () => {
    const { token: bearer } = await t.newCustomer();
    expect((await send('PATCH', '/v2/customer/confirm-address', {})).statusCode).toBe(401);
    const res = await send('PATCH', '/v2/customer/confirm-address', {}, { bearer });
    expect(res.statusCode).toBe(204);
    expect((await overview(bearer)).address_confirmation_required).toBe(false);
  });
});
