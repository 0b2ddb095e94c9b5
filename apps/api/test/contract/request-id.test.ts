import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

describe('request id', () => {
  it('echoes a well-formed client request id and hands it to the handler', async () => {
    const headers = { ...t.headers(), 'x-request-id': 'web-req_123' };
    const res = await t.app.inject({ method: 'GET', url: '/v2/echo', headers });
    expect(res.headers['x-request-id']).toBe('web-req_123');
    expect(res.json().result.request_id).toBe('web-req_123');
  });

  it.each(['has spaces', 'x'.repeat(65), 'semi;colon'])(
    'replaces a malformed request id %j',
    async (given) => {
      const headers = { ...t.headers(), 'x-request-id': given };
      const res = await t.app.inject({ method: 'GET', url: '/v2/echo', headers });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it('generates a fresh id per request and echoes it on errors too', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/nowhere' });
    const b = await t.app.inject({ method: 'GET', url: '/nowhere' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    expect(a.json().request_id).toBe(a.headers['x-request-id']);
  });
});
