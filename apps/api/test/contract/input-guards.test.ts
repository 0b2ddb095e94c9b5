import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH, nestsDeeperThan } from '../../src/http/json-body.ts';
import { NUL_CHARACTER_MESSAGE, nulPaths } from '../../src/http/nul-character.hook.ts';
import { buildTestApp } from './test-app.ts';

/** Input no route could use is refused by the plumbing, for every route, with a 4xx that names the problem. */

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const nested = (depth: number, inner = '1') => '{"a":'.repeat(depth) + inner + '}'.repeat(depth);
const postJson = (url: string, payload: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...t.headers(), 'content-type': 'application/json' },
    payload,
  });

describe('nulPaths', () => {
  it('names every string or key holding a NUL, by its dot path', () => {
    expect(nulPaths('a\u0000')).toEqual(['']);
    expect(nulPaths({ a: 'fine', b: { c: ['x', 'y\u0000z'] }, 'd\u0000': 1 })).toEqual(['', 'b.c.1']);
    expect(nulPaths({ a: 'fine', n: 1, t: true, z: null, u: undefined })).toEqual([]);
  });
});

describe('nestsDeeperThan', () => {
  it('counts objects and arrays inside each other, not brackets inside strings', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('[[[1]]]', 2)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[{{{{","b":"\\"[[[["}', 1)).toBe(false);
    expect(nestsDeeperThan('[{"a":[{"b":[]}]}]', 5)).toBe(false);
  });
});

describe('the NUL character (PostgreSQL refuses it in text)', () => {
  it('in a body field is a 400 naming the field in wire casing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/tickets',
      headers: t.headers(),
      payload: {
        num_draws: 2,
        recurring_purchase: { type: 'weekly', enabled: true },
        affiliate_code: 'partner\u0000',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_failed',
      errors: { affiliate_code: [NUL_CHARACTER_MESSAGE] },
      request_id: res.headers['x-request-id'],
    });
  });

  it('in a query value or a path parameter is a 400 naming it', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/v2/echo?sub_note=a%00b', headers: t.headers() });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual({ sub_note: [NUL_CHARACTER_MESSAGE] });

    const param = await t.app.inject({ method: 'GET', url: '/v2/items/a%00b', headers: t.headers() });
    expect(param.statusCode).toBe(400);
    expect(param.json().errors).toEqual({ id: [NUL_CHARACTER_MESSAGE] });
  });
});

describe('deeply nested JSON', () => {
  it(`parses ${MAX_JSON_DEPTH} levels and refuses more with a 400 before parsing`, async () => {
    const fits = await postJson('/v2/tickets', nested(MAX_JSON_DEPTH));
    // Parsed, then refused by the route's schema.
    expect(fits.statusCode).toBe(400);
    expect(fits.json().code).toBe('validation_failed');

    for (const depth of [MAX_JSON_DEPTH + 1, 10_000]) {
      const res = await postJson('/v2/tickets', nested(depth));
      expect(res.statusCode, `depth ${depth}`).toBe(400);
      expect(res.json()).toEqual({
        error: JSON_TOO_DEEP_MESSAGE,
        code: 'bad_request',
        request_id: res.headers['x-request-id'],
      });
    }
    const arrays = await postJson('/v2/tickets', `{"games":${'['.repeat(10_000)}${']'.repeat(10_000)}}`);
    expect(arrays.statusCode).toBe(400);
    expect(arrays.json().error).toBe(JSON_TOO_DEEP_MESSAGE);
  });

  it('keeps the JSON parser’s other answers: broken JSON and prototype poisoning', async () => {
    expect((await postJson('/v2/tickets', '{"num_draws": 4,')).statusCode).toBe(422);
    const poisoned = await postJson('/v2/tickets', '{"__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(422);
    expect(poisoned.json().code).toBe('malformed_json');
  });
});

describe('long path parameters', () => {
  it('are judged by the route’s schema (400 naming the parameter), not refused by the router', async () => {
    for (const length of [101, 2_000]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v2/items/${'a'.repeat(length)}`,
        headers: t.headers(),
      });
      expect(res.statusCode, `${length}`).toBe(400);
      expect(res.json().errors).toEqual({ id: ['Must be at most 20 characters.'] });
    }
  });
});
