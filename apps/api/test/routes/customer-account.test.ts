import { preferencesLinkToken } from '@lottoshop/core/communication';
import { useCaseCtx } from '@lottoshop/core/use-case';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildRouteApp, type CallOptions, NOW } from './route-app.ts';

let t: Awaited<ReturnType<typeof buildRouteApp>>;
beforeAll(async () => {
  t = await buildRouteApp({ version: '3.2' });
});
afterAll(() => t.app.close());
beforeEach(() => t.clock.set(NOW));

const get = (url: string, opts: CallOptions = {}) => t.send('GET', url, undefined, opts);
const post = (url: string, payload: unknown, opts: CallOptions = {}) => t.send('POST', url, payload, opts);
const put = (url: string, payload: unknown, opts: CallOptions = {}) => t.send('PUT', url, payload, opts);

const DETAILS = {
  firstname: 'Sam',
  lastname: "O'Neill",
  date_of_birth: '1985-11-02',
  phone: '+61 412 000 111',
  address_line_1: '12 Collins Street',
  suburb: 'Melbourne',
  state: 'VIC',
  postcode: '3000',
  country: 'AU',
};

describe('GET and POST /v2/customer/details', () => {
  it("answers the caller's own details, and nobody else's", async () => {
    const { token, email } = await t.newCustomer();
    const res = await get('/v2/customer/details', { bearer: token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ email, firstname: 'Alex', state: 'NSW', postcode: '2000' });
    expect((await get('/v2/customer/details')).statusCode).toBe(401);
    expect((await get('/v2/customer/details', { bearer: token, version: '3.1' })).statusCode).toBe(400);
  });

  it('saves new details, which the overview then shows', async () => {
    const { token } = await t.newCustomer();
    const res = await post('/v2/customer/details', DETAILS, { bearer: token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ firstname: 'Sam', lastname: "O'Neill", state: 'VIC' });
    const overview = await get('/v2/customer', { bearer: token });
    expect(overview.json().result).toMatchObject({ firstname: 'Sam', state: 'VIC', branding_region: 'VIC' });
  });

  it('refuses a post code outside the state, a landline, an under-age birthday, and changes nothing', async () => {
    const { token } = await t.newCustomer();
    const res = await post(
      '/v2/customer/details',
      { ...DETAILS, postcode: '2000', phone: '02 9876 5432' },
      { bearer: token },
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toMatchObject({
      postcode: ['This post code is not in VIC'],
      phone: ['Please enter a valid phone number'],
    });
    const young = await post(
      '/v2/customer/details',
      { ...DETAILS, date_of_birth: '2010-01-01' },
      { bearer: token },
    );
    expect(young.statusCode).toBe(400);
    expect(young.json().errors.date_of_birth).toEqual(['You must be 18 or older to sign up.']);
    const after = await get('/v2/customer/details', { bearer: token });
    expect(after.json().result).toMatchObject({ firstname: 'Alex', state: 'NSW' });
  });

  it('answers bad bodies with field errors, never a 500', async () => {
    const { token } = await t.newCustomer();
    for (const body of [{}, { ...DETAILS, firstname: 42 }, { ...DETAILS, state: ['VIC'] }, 'text', [1, 2]]) {
      const res = await post('/v2/customer/details', body, { bearer: token });
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
  });
});

describe('DELETE /v2/customer', () => {
  const close = (payload: unknown, bearer: string) =>
    t.send('DELETE', '/v2/customer', payload, { bearer, version: '3.0' });

  it('closes the account with the password, after which its token no longer works', async () => {
    const { token, email } = await t.newCustomer();
    const wrong = await close({ password: 'not-my-password', reason: 'no_longer_play' }, token);
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(wrong.json().errors.password).toEqual(['The password you entered is incorrect.']);
    const noReason = await close({ password: 'correct-horse-42', reason: 'bored' }, token);
    expect(noReason.statusCode).toBe(400);
    const res = await close({ password: 'correct-horse-42', reason: 'no_longer_play' }, token);
    expect(res.statusCode, res.body).toBe(204);
    expect((await get('/v2/customer', { bearer: token, version: '3.0' })).statusCode).toBe(401);
    const login = await post('/v2/login', { email, password: 'correct-horse-42' }, { version: '3.0' });
    expect(login.statusCode).toBe(401);
  });

  it('refuses while the wallet holds money, saying so', async () => {
    const { token } = await t.newCustomer();
    const deposit = await post(
      '/v2/funds/td/test/deposit',
      { amount: 2000, idempotency_key: 'close-deposit-1' },
      { bearer: token, version: '3.4' },
    );
    expect(deposit.statusCode, deposit.body).toBeLessThan(300);
    const res = await close({ password: 'correct-horse-42', reason: 'no_longer_play' }, token);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().messages[0].message).toContain('Your wallet still holds $20.00');
  });
});

describe('communication preferences', () => {
  const url = (customerId: string, rest = '') =>
    `/v2/customer/${customerId}/communication-preferences${rest}`;
  const linkToken = (customerId: string) =>
    preferencesLinkToken(useCaseCtx({ db: t.db, clock: t.clock }), { customerId, keys: t.app.linkTokenKeys });

  it('answers the channels in order, e-mail following the sign-up opt-in, and saves changes', async () => {
    const { token, customerId } = await t.newCustomer();
    const res = await get(url(customerId), { bearer: token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({
      preferences: { email: false, phone: false, sms: false, directmail: false, push: false },
      features: {
        methods_enabled: ['email', 'phone', 'sms', 'directmail'],
        methods: [
          { key: 'email', name: 'Email' },
          { key: 'phone', name: 'Phone' },
          { key: 'sms', name: 'SMS' },
          { key: 'directmail', name: 'Direct mail' },
        ],
      },
      unsubscribed_offers: [],
    });
    const saved = await put(url(customerId), { preferences: { email: true, sms: true } }, { bearer: token });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result.preferences).toEqual({
      email: true,
      phone: false,
      sms: true,
      directmail: false,
      push: false,
    });
  });

  it("hides another customer's preferences, and refuses a visitor without a link", async () => {
    const me = await t.newCustomer();
    const other = await t.newCustomer();
    expect((await get(url(other.customerId), { bearer: me.token })).statusCode).toBe(404);
    expect(
      (await put(url(other.customerId), { preferences: { sms: true } }, { bearer: me.token })).statusCode,
    ).toBe(404);
    const anonymous = await get(url(other.customerId));
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().error).toBe('This link is not valid. Please log in to continue.');
  });

  it("works from an e-mail's link without signing in, for that customer only", async () => {
    const { customerId } = await t.newCustomer();
    const other = await t.newCustomer();
    const token = await linkToken(customerId);
    const res = await get(url(customerId, `?token=${token}`));
    expect(res.statusCode, res.body).toBe(200);
    // The same link does not open another customer's preferences, nor does a tampered or malformed one.
    expect((await get(url(other.customerId, `?token=${token}`))).statusCode).toBe(403);
    const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}A`;
    expect((await get(url(customerId, `?token=${tampered}`))).statusCode).toBe(403);
    expect((await get(url(customerId, '?token=not-a-token'))).statusCode).toBe(400);
    // A year later the link has expired.
    t.clock.set(new Date(Date.parse(NOW) + 366 * 86_400_000).toISOString());
    expect((await get(url(customerId, `?token=${token}`))).statusCode).toBe(403);
  });

  it('unsubscribes from a channel, or from one offer, with reasons', async () => {
    const { token: bearer, customerId } = await t.newCustomer();
    await put(url(customerId), { preferences: { email: true, sms: true } }, { bearer });
    const token = await linkToken(customerId);
    const offer = await put(url(customerId, `/email?token=${token}`), {
      preferences: { email: false },
      unsubscribe_reasons: ['too_many_emails'],
      product_offer_key: 'saturday_lotto',
    });
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json().result.preferences.email).toBe(true);
    expect(offer.json().result.unsubscribed_offers).toEqual(['saturday_lotto']);
    const sms = await put(
      url(customerId, '/sms'),
      { preferences: { sms: false }, unsubscribe_reasons: ['other'] },
      {
        bearer,
      },
    );
    expect(sms.json().result.preferences.sms).toBe(false);
    // Turning e-mail back on lifts the offer's opt-out.
    const back = await put(url(customerId), { preferences: { email: true } }, { bearer });
    expect(back.json().result.unsubscribed_offers).toEqual([]);
  });

  it('refuses an unknown offer, an unknown reason or channel, and a "true" unsubscribe', async () => {
    const { token: bearer, customerId } = await t.newCustomer();
    const cases: [string, unknown][] = [
      ['/email', { preferences: { email: false }, product_offer_key: 'no_such_offer' }],
      ['/email', { preferences: { email: false }, unsubscribe_reasons: ['spite'] }],
      ['/pigeon', { preferences: { email: false } }],
      ['/email', { preferences: { email: true } }],
      ['/sms', { preferences: { sms: false }, product_offer_key: 'saturday_lotto' }],
    ];
    for (const [path, body] of cases) {
      const res = await put(url(customerId, path), body, { bearer });
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
    }
    expect((await get('/v2/customer/not-a-uuid/communication-preferences', { bearer })).statusCode).toBe(400);
  });
});
