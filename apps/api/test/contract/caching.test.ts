import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from './test-app.ts';
import { counters } from './test-routes.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeEach(async () => {
  await t?.app.close();
  t = await buildTestApp();
  counters.cached = 0;
  counters.cachedDefault = 0;
  counters.uncached = 0;
});
afterAll(() => t.app.close());

const get = (url: string, opts: { version?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...t.headers({ version: opts.version }), ...opts.headers } });

describe('GET cache (spec 1 §9)', () => {
  it('misses, then hits with the same body', async () => {
    const first = await get('/v2/cached');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const second = await get('/v2/cached');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.json()).toEqual({ result: { count: 1 } });
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(counters.cached).toBe(1);
  });

  it('answers from the cache only after the signature and the version are checked', async () => {
    expect((await get('/v2/cached')).headers['x-cache']).toBe('MISS');
    const unsigned = await t.app.inject({
      method: 'GET',
      url: '/v2/cached',
      headers: { 'x-api-version': '3.6' },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.headers['x-cache']).toBeUndefined();
    const badVersion = await get('/v2/cached', { version: '9.9' });
    expect(badVersion.statusCode).toBeGreaterThanOrEqual(400);
    expect(badVersion.headers['x-cache']).toBeUndefined();
    expect((await get('/v2/cached')).headers['x-cache']).toBe('HIT');
  });

  it('uses 60 s when a route opts in without a TTL, and expires on the injected clock', async () => {
    expect((await get('/v2/cached-default')).headers['cache-control']).toBe('public, max-age=60');
    t.clock.advance(30_000);
    const hit = await get('/v2/cached-default');
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['cache-control']).toBe('public, max-age=30');
    t.clock.advance(30_000);
    const expired = await get('/v2/cached-default');
    expect(expired.headers['x-cache']).toBe('MISS');
    expect(expired.json().result.count).toBe(2);
  });

  it('clear_cache (any value) empties the cache and answers fresh', async () => {
    await get('/v2/cached');
    await get('/v2/cached-default');
    const cleared = await get('/v2/cached?clear_cache');
    expect(cleared.headers['x-cache']).toBe('MISS');
    expect(cleared.json().result.count).toBe(2);
    // The fresh answer is stored under the URL without clear_cache.
    expect((await get('/v2/cached')).json().result.count).toBe(2);
    // The whole cache was emptied, not only that URL.
    expect((await get('/v2/cached-default')).headers['x-cache']).toBe('MISS');
    expect((await get('/v2/cached?clear_cache=1')).headers['x-cache']).toBe('MISS');
    // Percent-encoded, it is the same parameter.
    expect((await get('/v2/cached')).headers['x-cache']).toBe('HIT');
    expect((await get('/v2/cached?clear%5Fcache=1')).headers['x-cache']).toBe('MISS');
    expect((await get('/v2/cached?a=clear_cache')).headers['x-cache']).toBe('MISS');
    expect((await get('/v2/cached?a=clear_cache')).headers['x-cache']).toBe('HIT');
  });

  it('never caches a route that depends on the customer', async () => {
    const first = await get('/v2/uncached');
    const second = await get('/v2/uncached');
    expect(second.json().result.count).toBe(2);
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['cache-control']).toBe('private, no-store');
  });

  it('keys on the query string, the version and the sub-variant', async () => {
    await get('/v2/cached');
    expect((await get('/v2/cached?x=1')).headers['x-cache']).toBe('MISS');
    expect((await get('/v2/cached', { version: '3.4' })).headers['x-cache']).toBe('MISS');
    expect((await get('/v2/cached', { headers: { 'x-sub-variant': 'vic' } })).headers['x-cache']).toBe(
      'MISS',
    );
    expect((await get('/v2/cached')).headers['x-cache']).toBe('HIT');
  });

  it('still checks the signature before serving from the cache', async () => {
    await get('/v2/cached');
    const res = await t.app.inject({ method: 'GET', url: '/v2/cached', headers: { 'x-api-version': '3.3' } });
    expect(res.statusCode).toBe(401);
  });

  it('is bounded: the least recently used entry goes first', async () => {
    await t.app.close();
    t = await buildTestApp({ cacheMaxEntries: 3 });
    await get('/v2/cached?a');
    await get('/v2/cached?b');
    await get('/v2/cached?c');
    await get('/v2/cached?a'); // a is now the most recently used
    await get('/v2/cached?d'); // evicts b
    expect((await get('/v2/cached?a')).headers['x-cache']).toBe('HIT');
    expect((await get('/v2/cached?b')).headers['x-cache']).toBe('MISS');
  });
});
