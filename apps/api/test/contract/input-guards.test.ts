import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_CHARACTER_MESSAGE, nulPaths } from '../../src/http/nul-character.hook.ts';
import { buildTestApp } from './test-app.ts';

/** Input no route could use is refused by the plumbing, for every route, with a 4xx that names the problem. */

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

describe('nulPaths', () => {
  it('names every string or key holding a NUL, by its dot path', () => {
    expect(nulPaths('a\u0000')).toEqual(['']);
    expect(nulPaths({ a: 'fine', b: { c: ['x', 'y\u0000z'] }, 'd\u0000': 1 })).toEqual(['', 'b.c.1']);
    expect(nulPaths({ a: 'fine', n: 1, t: true, z: null, u: undefined })).toEqual([]);
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
