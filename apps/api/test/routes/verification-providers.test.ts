import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityProvider } from '../../../../scripts/identity-provider.mjs';
import { readIdentityProviders } from '../../src/config.ts';
import { buildRouteApp, signUpForm } from './route-app.ts';

/**
 * ConnectID (OpenID Connect with state, nonce and PKCE) and the provider's hosted page, against the simulated
 * identity provider started in-process (decision 050): each outcome of the test identities, and every way a
 * callback can be forged or replayed (unknown or someone else's state, a changed nonce, a second use, an expired
 * start, an unknown or unfinished hosted session): a clear 4xx, and nothing verified.
 */
const REDIRECT_URI = 'http://localhost:3999/my-account/verify-account/connectid';
const RETURN_URL = 'http://localhost:3999/my-account/verify-account/greenid';

let t: Awaited<ReturnType<typeof buildRouteApp>>;
let idp: ReturnType<typeof startIdentityProvider>;
beforeAll(async () => {
  idp = startIdentityProvider({ port: 0, redirectUris: [REDIRECT_URI], log: () => {} });
  const issuer = await idp.listening;
  t = await buildRouteApp({
    config: readIdentityProviders({
      CONNECTID_ISSUER_URL: issuer,
      CONNECTID_REDIRECT_URI: REDIRECT_URI,
      GREENID_URL: issuer,
    }),
  });
});
afterAll(async () => {
  await t.app.close();
  await idp.close();
});

async function signUp(overrides: Record<string, unknown> = {}) {
  const form = signUpForm(overrides);
  const res = await t.send('POST', '/v2/signup', form, { version: '3.5' });
  expect(res.statusCode, res.body).toBe(201);
  return { form, token: res.json().result.access_token as string };
}

const post = (token: string, url: string, body?: unknown) =>
  t.send('POST', url, body ?? {}, { bearer: token, version: '3.0' });
const verification = async (token: string) =>
  (await t.send('GET', '/v2/customer/verification', undefined, { bearer: token, version: '3.0' })).json()
    .result;
const statusOf = async (token: string, type: string) =>
  (await verification(token)).methods.find((m: { type: string }) => m.type === type)?.status;

async function attemptCount(): Promise<number> {
  const rows = await t.db.execute(sql`select count(*)::int as n from verification_attempts`);
  return (rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

type Person = { given_name: string; family_name: string; birthdate: string };
const personOf = (form: Record<string, unknown>): Person => ({
  given_name: String(form.firstname),
  family_name: String(form.lastname),
  birthdate: String(form.date_of_birth),
});

/**
 * A browser at the provider: follows its redirects with its cookies, fills the one form it shows with the person
 * (or cancels), until it is sent to `until`; answers that address.
 */
async function browse(start: string, until: string, person: Person | 'cancel'): Promise<URL> {
  const jar = new Map<string, string>();
  let url = start;
  let body: string | undefined;
  for (let hop = 0; hop < 12; hop++) {
    if (url.startsWith(until)) return new URL(url);
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(body ? { body } : {}),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const pair = cookie.split(';')[0] ?? '';
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location') ?? '', url).toString();
      body = undefined;
      continue;
    }
    const html = await res.text();
    const action = html.match(/<form method="post" action="([^"]+)"/)?.[1];
    if (!action) throw new Error(`no form at ${url}: ${res.status} ${html.slice(0, 300)}`);
    url = new URL(action, url).toString();
    body = new URLSearchParams(
      person === 'cancel' ? { decision: 'cancel' } : { ...person, decision: 'share' },
    ).toString();
  }
  throw new Error('too many redirects');
}

const callbackBody = (back: URL) => Object.fromEntries(back.searchParams);

async function connectId(token: string, person: Person | 'cancel') {
  const start = await post(token, '/v2/customer/verification/connectid');
  expect(start.statusCode, start.body).toBe(200);
  const url = new URL(start.json().result.url);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('state')).toBeTruthy();
  expect(url.searchParams.get('nonce')).toBeTruthy();
  return { back: await browse(url.toString(), REDIRECT_URI, person), url };
}

describe('ConnectID', () => {
  it('verifies the account holder: in progress while at the bank, verified after the callback, once', async () => {
    const { form, token } = await signUp();
    expect(await statusOf(token, 'connect_id')).toBe('not_attempted');
    const start = await post(token, '/v2/customer/verification/connectid');
    expect(await statusOf(token, 'connect_id')).toBe('in_progress');
    const back = await browse(start.json().result.url, REDIRECT_URI, personOf(form));
    expect(back.searchParams.get('code')).toBeTruthy();
    const done = await post(token, '/v2/customer/verification/connectid/callback', callbackBody(back));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().result).toMatchObject({ outcome: 'verified', verification: { is_verified: true } });
    expect(await statusOf(token, 'connect_id')).toBe('attempted');
    // The same answer again: the state was used.
    const count = await attemptCount();
    const replay = await post(token, '/v2/customer/verification/connectid/callback', callbackBody(back));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toMatch(/already been completed/);
    expect(await attemptCount()).toBe(count);
  });

  it('follows the test identities: "Declined" fails, "Referred" waits for an operator', async () => {
    const declined = await signUp({ lastname: 'Declined' });
    const a = await connectId(declined.token, personOf(declined.form));
    const failed = await post(
      declined.token,
      '/v2/customer/verification/connectid/callback',
      callbackBody(a.back),
    );
    expect(failed.json().result).toMatchObject({ outcome: 'failed', verification: { is_verified: false } });
    expect(failed.json().result.message).toMatch(/do not match/);

    const referred = await signUp({ lastname: 'Referred' });
    const b = await connectId(referred.token, personOf(referred.form));
    const review = await post(
      referred.token,
      '/v2/customer/verification/connectid/callback',
      callbackBody(b.back),
    );
    expect(review.json().result).toMatchObject({ outcome: 'review', verification: { pending: true } });
    const queue = await t.app.inject({
      method: 'GET',
      url: '/ops/verifications',
      headers: { authorization: 'Bearer test-ops-token-0123456789' },
    });
    expect(queue.json().result.some((i: { method: string }) => i.method === 'connect_id')).toBe(true);
  });

  it('fails when the bank shares someone other than the account holder', async () => {
    const { form, token } = await signUp();
    const { back } = await connectId(token, { ...personOf(form), given_name: 'Someone' });
    const res = await post(token, '/v2/customer/verification/connectid/callback', callbackBody(back));
    expect(res.json().result).toMatchObject({ outcome: 'failed', verification: { is_verified: false } });
    expect(res.json().result.message).toMatch(/not the name and date of birth on your account/);
  });

  it('refuses a forged state, a state of another customer, a changed nonce and an expired start', async () => {
    const me = await signUp();
    const other = await signUp();
    const before = await attemptCount();

    const forged = await post(me.token, '/v2/customer/verification/connectid/callback', {
      state: 'forged-state',
      code: 'made-up',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toMatch(/not started from your account/);

    // Another customer's answer, brought to my account.
    const theirs = await connectId(other.token, personOf(other.form));
    const stolen = await post(
      me.token,
      '/v2/customer/verification/connectid/callback',
      callbackBody(theirs.back),
    );
    expect(stolen.statusCode).toBe(400);

    // The ID token's nonce must be the one this start made.
    const mine = await connectId(me.token, personOf(me.form));
    await t.db.execute(
      sql`update verification_sessions set nonce = 'not-the-nonce' where completed_at is null`,
    );
    const badNonce = await post(
      me.token,
      '/v2/customer/verification/connectid/callback',
      callbackBody(mine.back),
    );
    expect(badNonce.statusCode).toBe(400);
    expect(badNonce.json().error).toMatch(/could not confirm your sign-in/);

    const late = await connectId(me.token, personOf(me.form));
    await t.db.execute(
      sql`update verification_sessions set expires_at = '2000-01-01' where completed_at is null`,
    );
    const expired = await post(
      me.token,
      '/v2/customer/verification/connectid/callback',
      callbackBody(late.back),
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toMatch(/expired/);

    const missing = await post(me.token, '/v2/customer/verification/connectid/callback', { code: 'x' });
    expect(missing.statusCode).toBe(400);

    expect(await attemptCount()).toBe(before);
    expect((await verification(me.token)).is_verified).toBe(false);
  });

  it('tells a customer who cancelled at the bank that nothing was verified', async () => {
    const { token } = await signUp();
    const { back } = await connectId(token, 'cancel');
    expect(back.searchParams.get('error')).toBe('access_denied');
    const res = await post(token, '/v2/customer/verification/connectid/callback', callbackBody(back));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/did not share your identity/);
  });
});

describe('the hosted verification page', () => {
  const start = async (token: string) => {
    const res = await post(token, '/v2/customer/verification/greenid', { returnUrl: RETURN_URL });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result.url as string;
  };

  it('verifies from what the provider says, server to server, once', async () => {
    const { form, token } = await signUp();
    const url = await start(token);
    expect(await statusOf(token, 'greenid_ui')).toBe('in_progress');
    // Back before finishing: nothing is decided.
    const early = await post(token, '/v2/customer/verification/greenid/complete', {
      session: url.split('/').pop(),
    });
    expect(early.statusCode).toBe(422);
    const back = await browse(url, RETURN_URL, personOf(form));
    const session = back.searchParams.get('session');
    const done = await post(token, '/v2/customer/verification/greenid/complete', { session });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().result).toMatchObject({ outcome: 'verified', verification: { is_verified: true } });
    const again = await post(token, '/v2/customer/verification/greenid/complete', { session });
    expect(again.statusCode).toBe(400);
  });

  it('sends a referred customer to the review queue, and fails a declined one', async () => {
    const referred = await signUp({ lastname: 'Referred' });
    const back = await browse(await start(referred.token), RETURN_URL, personOf(referred.form));
    const res = await post(referred.token, '/v2/customer/verification/greenid/complete', {
      session: back.searchParams.get('session'),
    });
    expect(res.json().result.outcome).toBe('review');
    const queue = await t.app.inject({
      method: 'GET',
      url: '/ops/verifications',
      headers: { authorization: 'Bearer test-ops-token-0123456789' },
    });
    expect(queue.json().result.some((i: { method: string }) => i.method === 'greenid_ui')).toBe(true);

    const declined = await signUp({ lastname: 'Declined' });
    const back2 = await browse(await start(declined.token), RETURN_URL, personOf(declined.form));
    const res2 = await post(declined.token, '/v2/customer/verification/greenid/complete', {
      session: back2.searchParams.get('session'),
    });
    expect(res2.json().result.outcome).toBe('failed');
  });

  it("refuses an unknown session, another customer's, and a bad return address", async () => {
    const me = await signUp();
    const other = await signUp();
    const before = await attemptCount();
    const unknown = await post(me.token, '/v2/customer/verification/greenid/complete', {
      session: 'gid_nope',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/not started from your account/);
    const theirs = await browse(await start(other.token), RETURN_URL, personOf(other.form));
    const stolen = await post(me.token, '/v2/customer/verification/greenid/complete', {
      session: theirs.searchParams.get('session'),
    });
    expect(stolen.statusCode).toBe(400);
    const bad = await post(me.token, '/v2/customer/verification/greenid/complete', { session: '../x' });
    expect(bad.statusCode).toBe(400);
    const noReturn = await post(me.token, '/v2/customer/verification/greenid', {
      returnUrl: 'javascript:alert(1)',
    });
    expect(noReturn.statusCode).toBe(400);
    expect(await attemptCount()).toBe(before);
  });
});
