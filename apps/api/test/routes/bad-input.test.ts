import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JSON_TOO_DEEP_MESSAGE } from '../../src/http/json-body.ts';
import { NUL_CHARACTER_MESSAGE } from '../../src/http/nul-character.hook.ts';
import { buildRouteApp, type CallOptions, NOW, signUpForm } from './route-app.ts';

/** Input the database cannot hold is a clear 4xx from the real routes, and changes nothing. */

let t: Awaited<ReturnType<typeof buildRouteApp>>;
beforeAll(async () => {
  t = await buildRouteApp({ version: '3.5' });
});
afterAll(() => t.app.close());
beforeEach(() => t.clock.set(NOW));

const post = (url: string, payload: unknown, opts: CallOptions = {}) => t.send('POST', url, payload, opts);
const get = (url: string, opts: CallOptions = {}) => t.send('GET', url, undefined, opts);

async function emailExists(email: string): Promise<boolean> {
  const res = await get(`/v2/check-email?email=${encodeURIComponent(email)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.exists;
}

describe('a NUL character in any text field', () => {
  it('logging in: 400 on the e-mail field', async () => {
    const res = await post('/v2/login', { email: 'someone\u0000@example.com', password: 'correct-horse-42' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: { email: [NUL_CHARACTER_MESSAGE] },
    });
  });

  it('signing up: 400 on the address field, and no account is made', async () => {
    const form = signUpForm({ address_line_1: '1 George\u0000 Street' });
    const res = await post('/v2/signup', form);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ address_line1: [NUL_CHARACTER_MESSAGE] });
    expect(await emailExists(form.email)).toBe(false);
  });

  it('checking an e-mail address: 400 on the query parameter', async () => {
    const res = await get('/v2/check-email?email=someone%00%40example.com');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: [NUL_CHARACTER_MESSAGE] });
  });

  it('in a path parameter or in JSON sent in the query: 400 naming it', async () => {
    const { token } = await t.newCustomer();
    const param = await get('/v2/transactions/abc%00def', { bearer: token, version: '3.0' });
    expect(param.statusCode).toBe(400);
    expect(param.json().errors).toEqual({ id: [NUL_CHARACTER_MESSAGE] });

    const filter = encodeURIComponent(JSON.stringify({ path: { _eq: '/about\u0000' } }));
    const cms = await t.app.inject({ method: 'GET', url: `/cms/items/pages?filter=${filter}` });
    expect(cms.statusCode, cms.body).toBe(400);
    expect(cms.json().errors).toEqual({ 'filter.path._eq': [NUL_CHARACTER_MESSAGE] });
  });
});

describe('a draw number beyond PostgreSQL integers (2^31)', () => {
  const ticket = (drawNo: number) => ({
    lottery_key: 'saturday_lotto',
    game_type: 'standard',
    draw_no: drawNo,
    games: [1, 2, 3, 4].map(() => ({ Numbers: [1, 2, 3, 4, 5, 6] })),
  });

  it('adding to an anonymous or a customer cart: 400 on draw_no, and the cart stays empty', async () => {
    const anon = await post('/v2/anon-cart', undefined, { version: '3.3' });
    const token = anon.json().result.anonymous_cart_token;
    const customer = await t.newCustomer();
    for (const drawNo of [2 ** 31, 2 ** 31 - 1, 1_000_000_001]) {
      const intoAnon = await post(`/v2/anon-cart/${token}/items`, ticket(drawNo), { version: '3.3' });
      expect(intoAnon.statusCode, intoAnon.body).toBe(400);
      expect(Object.keys(intoAnon.json().errors)).toEqual(['draw_no']);
      const intoMine = await post('/v2/cart/items', ticket(drawNo), {
        version: '3.3',
        bearer: customer.token,
      });
      expect(intoMine.statusCode, intoMine.body).toBe(400);
      expect(Object.keys(intoMine.json().errors)).toEqual(['draw_no']);
    }
    expect((await get(`/v2/anon-cart/${token}`, { version: '3.3' })).json().result.cart_items).toEqual([]);
    const mine = await get('/v2/cart/items', { version: '3.3', bearer: customer.token });
    expect(mine.json().result?.cart_items ?? []).toEqual([]);
  });

  it('in a path: 400 on draw_no', async () => {
    for (const url of [
      '/v2/draw/details/saturday_lotto/2147483648',
      '/v2/draw/full_result/saturday_lotto/2147483648',
    ]) {
      const res = await get(url, { version: '3.7' });
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['draw_no']);
    }
  });
});

describe('a JSON body nested 10,000 deep', () => {
  it('is a 400 on login and sign-up, and makes no account', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const email = 'deep@example.com';
    for (const [url, payload] of [
      ['/v2/login', `{"email":"${email}","password":${deep}}`],
      ['/v2/signup', `{"email":"${email}","metadata":${deep}}`],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...t.headers({ version: '3.5' }), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_request', error: JSON_TOO_DEEP_MESSAGE });
    }
    expect(await emailExists(email)).toBe(false);
  });
});

describe('GET /v2/transactions/{id} with a too long id', () => {
  it('is a 400 validation_failed naming the id, as API.md says of parameters that fail their schema', async () => {
    const { token } = await t.newCustomer();
    for (const length of [101, 5_000]) {
      const res = await get(`/v2/transactions/${'a'.repeat(length)}`, { bearer: token, version: '3.0' });
      expect(res.statusCode, `${length}`).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        errors: { id: ['Must be at most 100 characters.'] },
      });
    }
    // An id of a plausible length that is no transaction of the customer's is not found.
    const unknown = await get(`/v2/transactions/${'a'.repeat(100)}`, { bearer: token, version: '3.0' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
  });
});
