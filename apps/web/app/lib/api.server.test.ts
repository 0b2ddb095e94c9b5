import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { startFakeApi } from '../test/fake-api.server.ts';
import { callApi } from './api.server.ts';
import { cacheClear, cacheQuietScope } from './api-cache.server.ts';
import { ApiError } from './api-errors.ts';

const api = startFakeApi();

beforeAll(() => {
  process.env.APP_KEY = 'test-key';
  process.env.APP_SECRET = 'test-secret';
});

function statusOf(err: unknown): number | undefined {
  return (err as { init?: { status?: number } }).init?.status;
}

describe('callApi', () => {
  it('signs /v2 calls and names the version', async () => {
    api.reply = { status: 200, body: '{"result":{"site_name":"Shop"}}' };
    await callApi('v2', '/config', {
      identity: { customerToken: 'tok_1', subVariant: 'NSW', requestId: 'req-1' },
    });
    const h = api.seen[0]!.headers;
    expect(h['x-app-key']).toBe('test-key');
    expect(h['x-api-version']).toBe('3.0');
    expect(h['x-sub-variant']).toBe('NSW');
    expect(h['x-request-id']).toBe('req-1');
    const expected = createHmac('sha256', 'test-secret')
      .update(`test-key\n${h['x-timestamp']}\ntok_1`)
      .digest('hex');
    expect(h['x-signature']).toBe(expected);
    expect(Math.abs(Number(h['x-timestamp']) - Date.now() / 1000)).toBeLessThan(5);
  });

  it('does not sign content calls', async () => {
    api.reply = { status: 200, body: '{"result":[]}' };
    await callApi('cms', '/items/pages', { query: { filter: { path: { _eq: '/about' } }, limit: 1 } });
    expect(api.seen[0]!.headers['x-signature']).toBeUndefined();
    expect(api.seen[0]!.headers['x-api-version']).toBeUndefined();
    const url = new URL(api.seen[0]!.url, 'http://x');
    expect(url.pathname).toBe('/cms/items/pages');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ path: { _eq: '/about' } });
  });

  it('unwraps the envelope into camelCase and sends snake_case bodies', async () => {
    api.reply = {
      status: 200,
      body: '{"result":{"cart_items":[{"Numbers":{"main_set":[1]}}]},"page_info":{"limit":10,"offset":0}}',
    };
    const res = await callApi('v2', '/cart/items', {
      method: 'POST',
      body: { numDraws: 2, Numbers: { mainSet: [1] } },
      version: '3.3',
    });
    expect(res.result).toEqual({ cartItems: [{ Numbers: { main_set: [1] } }] });
    expect(res.pageInfo).toEqual({ limit: 10, offset: 0 });
    expect(JSON.parse(api.seen[0]!.body)).toEqual({ num_draws: 2, Numbers: { mainSet: [1] } });
    expect(api.seen[0]!.headers['x-api-version']).toBe('3.3');
  });

  it('gives an empty result for 204', async () => {
    api.reply = { status: 204, body: '' };
    expect((await callApi('v2', '/x')).result).toBeUndefined();
  });

  it('maps 4xx bodies to ApiError with the first message', async () => {
    api.reply = {
      status: 400,
      body: '{"errors":{"email":["Please enter a valid email address"]},"code":"validation"}',
    };
    const err = await callApi('v2', '/signup', { method: 'POST', body: {} }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    expect((err as ApiError).message).toBe('Please enter a valid email address');
    expect((err as ApiError).fields).toEqual({ email: ['Please enter a valid email address'] });
  });

  it('treats an unreadable body as 422', async () => {
    api.reply = { status: 200, body: '{not json' };
    const err = await callApi('v2', '/config').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(422);
  });

  it('turns a 5xx into a site-wide error with that status', async () => {
    api.reply = { status: 503, body: '{"error":"down"}' };
    const err = await callApi('v2', '/config').catch((e) => e);
    expect(statusOf(err)).toBe(503);
  });

  it('caches GETs for their TTL when asked', async () => {
    api.reply = { status: 200, body: '{"result":1}' };
    await callApi('v2', '/config', { cacheTtlSeconds: 60 });
    await callApi('v2', '/config', { cacheTtlSeconds: 60 });
    expect(api.seen).toHaveLength(1);
    cacheClear();
    await callApi('v2', '/config', { cacheTtlSeconds: 60 });
    expect(api.seen).toHaveLength(2);
  });

  it('makes one call for reads asked for together', async () => {
    cacheClear();
    api.reply = { status: 200, body: '{"result":2}' };
    const before = api.seen.length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => callApi('v2', '/capabilities', { cacheTtlSeconds: 60 })),
    );
    expect(answers.map((a) => a.result)).toEqual([2, 2, 2, 2, 2]);
    expect(api.seen.length - before).toBe(1);
  });

  it("keeps a customer's own reads under their token until they post a form", async () => {
    cacheClear();
    api.reply = { status: 200, body: '{"result":{"firstname":"Ann"}}' };
    const before = api.seen.length;
    const read = (accessToken: string) =>
      callApi('v2', '/customer', { identity: { accessToken }, customerCacheSeconds: 5 });
    await read('token-a');
    await read('token-a');
    expect(api.seen.length - before).toBe(1);
    // Another customer's token never shares it.
    await read('token-b');
    expect(api.seen.length - before).toBe(2);
    // After a post, the customer's reads go to the API again.
    cacheQuietScope('token-a');
    await read('token-a');
    await read('token-a');
    expect(api.seen.length - before).toBe(4);
  });

  it("keeps nothing of a customer's from before their last post, whichever web process handled it", async () => {
    cacheClear();
    api.reply = { status: 200, body: '{"result":{"firstname":"Ann"}}' };
    const before = api.seen.length;
    const read = (changeStamp: string | undefined) =>
      callApi('v2', '/customer', {
        identity: { accessToken: 'token-c', changeStamp },
        customerCacheSeconds: 5,
      });
    await read(undefined);
    await read(undefined);
    expect(api.seen.length - before).toBe(1);
    // Another process took the post (this one did not go quiet): the browser now sends a new stamp.
    await read('stamp-1');
    await read('stamp-1');
    expect(api.seen.length - before).toBe(2);
    await read('stamp-2');
    expect(api.seen.length - before).toBe(3);
  });
});
