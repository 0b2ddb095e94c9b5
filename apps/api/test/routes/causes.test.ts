import { createCause } from '@lottoshop/core/catalog/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouteApp } from './route-app.ts';

let t: Awaited<ReturnType<typeof buildRouteApp>>;
beforeAll(async () => {
  t = await buildRouteApp({ seed: false });
  for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']) {
    await createCause(t.db, { name, key: name.toLowerCase(), urlSlug: name.toLowerCase() });
  }
});
afterAll(() => t.app.close());

const names = (body: { result: { name: string }[] }) => body.result.map((c) => c.name);

describe('GET /v2/causes paging', () => {
  it('pages through the causes by name with limit and offset, telling the total', async () => {
    const first = (await t.get('/v2/causes?limit=2')).json();
    expect(names(first)).toEqual(['Alpha', 'Bravo']);
    expect(first.page_info).toEqual({ limit: 2, offset: 0, total: 5, has_more: true });

    const second = (await t.get('/v2/causes?limit=2&offset=2')).json();
    expect(names(second)).toEqual(['Charlie', 'Delta']);
    expect(second.page_info).toEqual({ limit: 2, offset: 2, total: 5, has_more: true });

    const last = (await t.get('/v2/causes?limit=2&offset=4')).json();
    expect(names(last)).toEqual(['Echo']);
    expect(last.page_info).toEqual({ limit: 2, offset: 4, total: 5, has_more: false });

    const beyond = (await t.get('/v2/causes?offset=10')).json();
    expect(beyond).toEqual({ result: [], page_info: { limit: 100, offset: 10, total: 5, has_more: false } });
  });

  it('pages the slug lookup the same way', async () => {
    const res = (await t.get('/v2/causes?slug=charlie&limit=1')).json();
    expect(names(res)).toEqual(['Charlie']);
    expect(res.page_info).toEqual({ limit: 1, offset: 0, total: 1, has_more: false });
  });

  it('refuses an offset that is not a whole number from 0, and a limit out of range', async () => {
    for (const query of ['offset=-1', 'offset=1.5', 'offset=1e2', 'offset=abc', 'limit=0', 'limit=101']) {
      const res = await t.get(`/v2/causes?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('validation_failed');
      expect(Object.keys(res.json().errors), query).toEqual([query.split('=')[0]]);
    }
  });
});
