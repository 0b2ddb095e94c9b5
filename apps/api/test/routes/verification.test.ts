import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET } from './route-access.ts';
import { buildRouteApp, signUpForm } from './route-app.ts';

/**
 * Identity verification through the API: the overview's fields, the automatic and licence checks against the
 * simulated provider (surname "Declined" fails, "Referred" goes to review, anyone else verifies), uploads sniffed,
 * encrypted and reviewed by the operator, the spend threshold (403 REQUIRED, the cart's verify_account_required),
 * and the register of excluded identities at sign-up and login. Bad input is refused with a message and stores
 * nothing.
 */
let t: Awaited<ReturnType<typeof buildRouteApp>>;
beforeAll(async () => {
  t = await buildRouteApp();
});
afterAll(() => t.app.close());

const OPS = { authorization: 'Bearer test-ops-token-0123456789' };
const ops = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: OPS,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function signUp(overrides: Record<string, unknown> = {}) {
  const form = signUpForm(overrides);
  const res = await t.send('POST', '/v2/signup', form, { version: '3.5' });
  expect(res.statusCode, res.body).toBe(201);
  return { form, token: res.json().result.access_token as string };
}

const get = (token: string, url: string) => t.send('GET', url, undefined, { bearer: token, version: '3.0' });
const post = (token: string, url: string, body: unknown, version = '3.0') =>
  t.send('POST', url, body, { bearer: token, version });

const licence = (form: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  state: 'NSW',
  licence_number: '12345678',
  card_number: '1234567890',
  firstname: form.firstname,
  lastname: form.lastname,
  date_of_birth: form.date_of_birth,
  ...extra,
});

const autoBody = (form: Record<string, unknown>) => ({
  firstname: form.firstname,
  lastname: form.lastname,
  date_of_birth: form.date_of_birth,
  address_line_1: form.address_line_1,
  suburb: form.suburb,
  state: form.state,
  postcode: form.postcode,
});

async function attemptCount(): Promise<number> {
  const rows = await t.db.execute(sql`select count(*)::int as n from verification_attempts`);
  return (rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** A multipart body with one file part (and the document kind). */
function multipart(file: { name: string; type: string; bytes: Buffer }, document = 'passport') {
  const boundary = `----verify${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="document"\r\n\r\n${document}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(token: string, file: { name: string; type: string; bytes: Buffer }, document?: string) {
  const { body, contentType } = multipart(file, document);
  return t.send('POST', '/v2/customer/verification', body, {
    bearer: token,
    version: '3.0',
    headers: { 'content-type': contentType },
  });
}

// A 1×1 PNG, and the start of a PDF.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('the overview and the licence config', () => {
  it('shows an unverified customer every method with its status and the withdrawal rule', async () => {
    const { token } = await signUp();
    const overview = (await get(token, '/v2/customer')).json().result;
    expect(overview.is_verified).toBe(false);
    expect(overview.verification_rules).toEqual(['verify_to_withdraw']);
    const methods = Object.fromEntries(
      overview.verification.methods.map((m: { type: string; status: string }) => [m.type, m.status]),
    );
    expect(methods).toEqual({
      auto_verification: 'not_attempted',
      drivers_licence: 'not_attempted',
      photo_id_upload: 'not_attempted',
      pdf_form: 'not_attempted',
      connect_id: 'not_attempted',
      greenid_ui: 'not_attempted',
    });
  });

  it('serves each state licence and card-number format (v1.0)', async () => {
    const res = await t.get('/customer-verify/config/licence');
    expect(res.statusCode, res.body).toBe(200);
    const states = res.json().result.states as { state: string; licence_number: { pattern: string } }[];
    expect(states.map((s) => s.state)).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    expect(states.find((s) => s.state === 'WA')?.licence_number.pattern).toBe('^[0-9]{7}$');
  });
});

describe('POST /v2/customer/verification/licence', () => {
  it('refuses numbers not in the state format, each with its message, and stores nothing', async () => {
    const { form, token } = await signUp();
    const before = await attemptCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ state: 'WA', licence_number: '123456' }, 'licence_number', 'A WA licence number is 7 digits.'],
      [
        { state: 'QLD', licence_number: '1234567' },
        'licence_number',
        'A QLD licence number is 8 or 9 digits.',
      ],
      [{ state: 'NSW', card_number: '12345' }, 'card_number', 'A NSW licence card number is 10 digits.'],
      [
        { state: 'VIC', licence_number: '123', card_number: 'AB12-34' },
        'card_number',
        'A VIC licence card number is 8 letters and digits.',
      ],
      [{ state: 'XX' }, 'state', 'Choose the state or territory that issued your licence.'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await post(token, '/v2/customer/verification/licence', licence(form, extra));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field]).toContain(message);
    }
    expect(await attemptCount()).toBe(before);
  });

  it('refuses a licence in another name, and verifies the account holder', async () => {
    const { form, token } = await signUp();
    const other = await post(
      token,
      '/v2/customer/verification/licence',
      licence(form, { lastname: 'Other' }),
    );
    expect(other.statusCode, other.body).toBe(400);
    expect(other.json().errors.lastname).toEqual(['The last name must be the one on your account.']);

    const res = await post(
      token,
      '/v2/customer/verification/licence',
      licence(form, { state: 'WA', licence_number: '1234567', card_number: 'ab12cd34' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.outcome).toBe('verified');
    const overview = (await get(token, '/v2/customer')).json().result;
    expect(overview.is_verified).toBe(true);
    expect(overview.verification_rules).toEqual([]);
    const again = await post(token, '/v2/customer/verification/licence', licence(form));
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe('Your identity is already verified.');
  });
});

describe('POST /v2/customer/verify', () => {
  it('fails the Declined test identity (attempted) and refers Referred for review (pending) until approved', async () => {
    const declined = await signUp({ lastname: 'Declined' });
    const failed = await post(declined.token, '/v2/customer/verify', autoBody(declined.form));
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().result.outcome).toBe('failed');
    const afterFail = (await get(declined.token, '/v2/customer/verification')).json().result;
    expect(afterFail.is_verified).toBe(false);
    expect(afterFail.methods.find((m: { type: string }) => m.type === 'auto_verification').status).toBe(
      'attempted',
    );

    const referred = await signUp({ lastname: 'Referred' });
    const review = await post(referred.token, '/v2/customer/verify', autoBody(referred.form));
    expect(review.json().result.outcome).toBe('review');
    const waiting = (await get(referred.token, '/v2/customer/verification')).json().result;
    expect(waiting.pending).toBe(true);
    expect(waiting.methods.find((m: { type: string }) => m.type === 'auto_verification').status).toBe(
      'pending',
    );

    const queue = (await ops('GET', '/ops/verifications')).json().result as { id: string; method: string }[];
    const item = queue.find((q) => q.method === 'auto_verification');
    expect(item).toBeDefined();
    const approved = await ops('POST', `/ops/verifications/${item?.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const twice = await ops('POST', `/ops/verifications/${item?.id}/approve`, {});
    expect(twice.statusCode).toBe(409);
    expect((await get(referred.token, '/v2/customer')).json().result.is_verified).toBe(true);
  });
});

describe('POST /v2/customer/verification (photo ID upload)', () => {
  it('refuses a forged type, a non-image, an empty and an oversize file, and stores nothing', async () => {
    const { token } = await signUp();
    const before = await attemptCount();
    const cases: [{ name: string; type: string; bytes: Buffer }, RegExp][] = [
      [{ name: 'licence.jpg', type: 'image/jpeg', bytes: PDF }, /something other than what it contains/],
      [{ name: 'licence.png', type: 'image/jpeg', bytes: PNG }, /something other than what it contains/],
      [
        { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('my licence number is 1234') },
        /not a JPEG/,
      ],
      [{ name: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) }, /Choose a file/],
      [
        { name: 'huge.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) },
        /too large/,
      ],
    ];
    for (const [file, message] of cases) {
      const res = await upload(token, file);
      expect(res.statusCode, `${file.name}: ${res.body}`).toBe(400);
      expect(res.json().errors.file[0]).toMatch(message);
    }
    const notPdf = await upload(
      token,
      { name: 'form.png', type: 'image/png', bytes: PNG },
      'verification_form',
    );
    expect(notPdf.json().errors.file[0]).toBe('Upload the completed verification form as a PDF.');
    expect(await attemptCount()).toBe(before);
  });

  it('stores a photo encrypted for review; the operator reads it back and rejects it with the reason shown', async () => {
    const { token } = await signUp();
    const res = await upload(token, { name: 'passport.png', type: 'image/png', bytes: PNG });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.outcome).toBe('review');
    const verification = (await get(token, '/v2/customer/verification')).json().result;
    // A photo waiting for a person is pending, but does not make the verification pending (spec 2 §4).
    expect(verification.methods.find((m: { type: string }) => m.type === 'photo_id_upload').status).toBe(
      'pending',
    );
    expect(verification.pending).toBe(false);

    const stored = await t.db.execute(sql`select ciphertext, mime, size_bytes from verification_documents`);
    const row = (stored as unknown as { rows: { ciphertext: Uint8Array; mime: string }[] }).rows.at(-1);
    expect(row?.mime).toBe('image/png');
    expect(Buffer.from(row?.ciphertext ?? []).includes(PNG.subarray(1, 4))).toBe(false);

    const queue = (await ops('GET', '/ops/verifications')).json().result as { id: string; method: string }[];
    const item = queue.find((q) => q.method === 'photo_id_upload');
    const doc = await ops('GET', `/ops/verifications/${item?.id}/document`);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('image/png');
    expect(doc.rawPayload.equals(PNG)).toBe(true);

    const noReason = await ops('POST', `/ops/verifications/${item?.id}/reject`, {});
    expect(noReason.statusCode).toBe(400);
    const rejected = await ops('POST', `/ops/verifications/${item?.id}/reject`, {
      reason: 'The photo is too dark to read.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const seen = (await get(token, '/v2/customer/verification')).json().result;
    expect(seen.attempts[0]).toMatchObject({ outcome: 'rejected', reason: 'The photo is too dark to read.' });
    expect(seen.is_verified).toBe(false);
  });
});

describe('the spend threshold', () => {
  it('blocks the cart and refuses the purchase with 403 REQUIRED until the customer is verified', async () => {
    // The threshold is site data: $3.00 for this test, so one ticket passes it.
    await t.db.execute(sql`update verification_settings set purchase_threshold_minor = 300`);
    try {
      const { form, token } = await signUp();
      const deposit = await post(
        token,
        '/v2/funds/td/test/deposit',
        { amount: 2000, idempotency_key: randomUUID() },
        '3.4',
      );
      expect(deposit.statusCode, deposit.body).toBe(201);
      const cart = (await post(token, '/v2/cart/items', TICKET, '3.3')).json().result;
      expect(cart.blocked_reasons.verify_account_required).toBe(
        'Australian law requires us to verify your identity once you have spent $3.00. Verify your account at /my-account/verify-account to keep playing.',
      );
      const buy = () =>
        post(
          token,
          '/v2/cart/purchase',
          { idempotency_key: randomUUID(), payment_method: 'wallet', expected_total: cart.cart_total },
          '3.3',
        );
      const refused = await buy();
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().messages[0]).toMatchObject({ code: 'REQUIRED' });
      expect((await get(token, '/v2/customer')).json().result.balance.amount).toBe(2000);

      await post(token, '/v2/customer/verification/licence', licence(form));
      const after = (
        await t.send('GET', '/v2/cart/items', undefined, { bearer: token, version: '3.3' })
      ).json().result;
      expect(after.blocked_reasons).toEqual({});
      expect((await buy()).statusCode).toBe(201);
    } finally {
      await t.db.execute(sql`update verification_settings set purchase_threshold_minor = 50000`);
    }
  });
});

describe('the register of excluded identities', () => {
  it('refuses sign-up by name and date of birth, and login by e-mail, until removed', async () => {
    const added = await ops('POST', '/ops/excluded-identities', {
      firstname: 'Jo',
      lastname: "O'Neill",
      date_of_birth: '1985-02-03',
      note: 'National register entry',
    });
    expect(added.statusCode, added.body).toBe(200);
    const refused = await t.send(
      'POST',
      '/v2/signup',
      signUpForm({ firstname: 'JO', lastname: 'oneill', date_of_birth: '1985-02-03' }),
      { version: '3.5' },
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().messages[0].code).toBe('identity_excluded');

    const { form } = await signUp();
    const byEmail = await ops('POST', '/ops/excluded-identities', {
      email: String(form.email).toUpperCase(),
    });
    const login = () => t.send('POST', '/v2/login', { email: form.email, password: form.password });
    expect((await login()).statusCode).toBe(422);
    const listed = (await ops('GET', '/ops/excluded-identities')).json().result as { id: string }[];
    expect(listed.length).toBeGreaterThanOrEqual(2);
    expect((await ops('DELETE', `/ops/excluded-identities/${byEmail.json().result.id}`)).statusCode).toBe(
      200,
    );
    expect((await login()).statusCode).toBe(200);

    const nothing = await ops('POST', '/ops/excluded-identities', { firstname: 'Jo' });
    expect(nothing.statusCode).toBe(400);
  });

  it('gives a signed-in customer put on the register no new tokens, until removed', async () => {
    const form = signUpForm();
    const signedUp = await t.send('POST', '/v2/signup', form, { version: '3.5' });
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    const refreshToken = signedUp.json().result.refresh_token as string;
    const refresh = () => t.send('POST', '/v2/refresh', { refresh_token: refreshToken });
    const added = await ops('POST', '/ops/excluded-identities', {
      firstname: form.firstname,
      lastname: form.lastname,
      date_of_birth: form.date_of_birth,
    });
    expect(added.statusCode, added.body).toBe(200);
    const refused = await refresh();
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().messages[0].code).toBe('identity_excluded');
    // The refused refresh spent nothing: once removed from the register, the same token is good.
    expect((await ops('DELETE', `/ops/excluded-identities/${added.json().result.id}`)).statusCode).toBe(200);
    const renewed = await refresh();
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().result.refresh_token).not.toBe(refreshToken);
  });
});
