import { CONSENT_MESSAGES } from '@lottoshop/contracts/consent-messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BODIES } from './route-access.ts';
import { buildRouteApp, type CallOptions, NOW, signUpForm } from './route-app.ts';

let t: Awaited<ReturnType<typeof buildRouteApp>>;
beforeAll(async () => {
  t = await buildRouteApp();
});
afterAll(() => t.app.close());
beforeEach(() => t.clock.set(NOW));

const send = (method: 'GET' | 'POST', url: string, payload?: unknown, opts: CallOptions = {}) =>
  t.send(method, url, payload, opts);
const ops = (url: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: 'Bearer test-ops-token-0123456789', 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
async function overview(token: string, headers: Record<string, string> = {}) {
  const res = await send('GET', '/v2/customer', undefined, { bearer: token, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

/** A complete set of details, as the details form sends it. */
const DETAILS = BODIES['POST /v2/customer/details'] as Record<string, unknown>;

describe('terms and conditions', () => {
  it('are accepted at sign-up; a new version must be accepted, exactly as shown', async () => {
    const signedUp = await send('POST', '/v2/signup', signUpForm(), { version: '3.5' });
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    const person = { token: signedUp.json().result.access_token as string };
    const before = (await overview(person.token)).terms_and_conditions;
    expect(before).toMatchObject({ acceptance_required: false });
    const launched: number = before.version;

    const published = await ops('/ops/terms', { summary: 'Prizes must now be claimed within 12 months.' });
    expect(published.statusCode, published.body).toBe(200);
    const version: number = published.json().result.version;
    expect(version).toBe(launched + 1);
    expect((await overview(person.token)).terms_and_conditions).toMatchObject({
      version,
      summary: 'Prizes must now be claimed within 12 months.',
      acceptance_required: true,
    });

    const unticked = await send(
      'POST',
      '/v2/customer/terms-and-conditions',
      { version, accepted: false },
      { bearer: person.token },
    );
    expect(unticked.statusCode).toBe(400);
    expect(JSON.stringify(unticked.json())).toContain(CONSENT_MESSAGES.termsRequired);
    const stale = await send(
      'POST',
      '/v2/customer/terms-and-conditions',
      { version: launched, accepted: true },
      { bearer: person.token },
    );
    expect(stale.statusCode).toBe(409);
    expect((await overview(person.token)).terms_and_conditions.acceptance_required).toBe(true);

    const accepted = await send(
      'POST',
      '/v2/customer/terms-and-conditions',
      { version, accepted: true },
      { bearer: person.token },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().result.terms.acceptance_required).toBe(false);
    // A customer who signs up now accepts the version in force.
    const newcomer = await send('POST', '/v2/signup', signUpForm(), { version: '3.5' });
    expect((await overview(newcomer.json().result.access_token)).terms_and_conditions).toMatchObject({
      version,
      acceptance_required: false,
    });
  });
});

describe('restricted countries', () => {
  it('flag a customer in one until they confirm, for that country', async () => {
    const person = await t.newCustomer();
    const home = await overview(person.token, { 'x-country-code': 'AU' });
    expect(home).toMatchObject({ country_banned: false, country_banned_confirmation_required: false });
    // An unreadable country header is ignored, not trusted.
    expect((await overview(person.token, { 'x-country-code': 'ZZ' })).country_banned).toBe(false);

    const away = await overview(person.token, { 'x-country-code': 'US' });
    expect(away).toMatchObject({ country_banned: true, country_banned_confirmation_required: true });

    const unticked = await send(
      'POST',
      '/v2/customer/terms-and-conditions/location',
      { confirmed: false },
      { bearer: person.token, headers: { 'x-country-code': 'US' } },
    );
    expect(unticked.statusCode).toBe(400);
    const confirmed = await send(
      'POST',
      '/v2/customer/terms-and-conditions/location',
      { confirmed: true },
      { bearer: person.token, headers: { 'x-country-code': 'US' } },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().result).toMatchObject({
      country: 'US',
      country_banned: true,
      country_banned_confirmation_required: false,
    });
    // Another restricted country asks again.
    expect(
      (await overview(person.token, { 'x-country-code': 'FR' })).country_banned_confirmation_required,
    ).toBe(true);
  });
});

describe('account upgrade', () => {
  it('is required once an operator flags the account, and done with complete details and the terms accepted', async () => {
    const person = await t.newCustomer();
    expect((await overview(person.token)).account_upgrade).toBe(false);
    const flagged = await ops('/ops/customers/require-upgrade', { email: person.email });
    expect(flagged.statusCode, flagged.body).toBe(200);
    const before = await overview(person.token);
    expect(before.account_upgrade).toBe(true);
    const version: number = before.terms_and_conditions.version;

    const wrongPostcode = await send(
      'POST',
      '/v2/customer/account-upgrade',
      { ...DETAILS, postcode: '3000', terms_version: version, accept_terms: true },
      { bearer: person.token },
    );
    expect(wrongPostcode.statusCode).toBe(400);
    expect(wrongPostcode.json().errors).toHaveProperty('postcode');
    const noTerms = await send(
      'POST',
      '/v2/customer/account-upgrade',
      { ...DETAILS, terms_version: version },
      { bearer: person.token },
    );
    expect(noTerms.statusCode).toBe(400);
    expect((await overview(person.token)).account_upgrade).toBe(true);

    const done = await send(
      'POST',
      '/v2/customer/account-upgrade',
      { ...DETAILS, terms_version: version, accept_terms: true },
      { bearer: person.token },
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().result).toMatchObject({ account_upgrade: false, firstname: 'Sam', lastname: 'Lee' });

    const unknown = await ops('/ops/customers/require-upgrade', { email: 'nobody-here@example.com' });
    expect(unknown.statusCode).toBe(404);
  });
});
