import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_MESSAGES } from '@lottoshop/contracts/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_URL_MESSAGE } from '../../src/http/error-handler.ts';
import { buildTestApp } from './test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

async function listeningPort(): Promise<number> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

/** A GET whose path goes out exactly as written (no `..` resolution). */
function rawGet(
  port: number,
  path: string,
): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('error shapes (spec 1 §8)', () => {
  it('`error`: a single readable message with its code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/fail/error', headers: t.headers() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'That draw does not exist.',
      code: 'not_found',
      request_id: res.headers['x-request-id'],
    });
  });

  it('`errors`: field -> messages, field paths in wire casing (preserved under Favourites)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/fail/fields', headers: t.headers() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: {
        'recurring_purchase.type': ['Choose weekly or monthly.'],
        'Favourites.megaJackpot': ['Too many.'],
      },
    });
  });

  it('`messages`: a list of code and message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/fail/messages', headers: t.headers() });
    expect(res.statusCode).toBe(422);
    expect(res.json().messages).toEqual([
      { code: 'promotion_not_added', message: 'That promotion code has expired.' },
    ]);
  });

  it('answers malformed JSON with 422', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/tickets',
      headers: { ...t.headers(), 'content-type': 'application/json' },
      payload: '{"num_draws": 4,',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'malformed_json',
      error: 'The request body is not valid JSON.',
    });
  });

  it('answers an empty JSON body with 422', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/tickets',
      headers: { ...t.headers(), 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(422);
  });

  it('answers invalid input with 400 and plain-English messages per snake_case field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/tickets',
      headers: t.headers(),
      payload: { num_draws: 0, recurring_purchase: { type: 'daily' }, affiliate_code: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_failed',
      request_id: expect.any(String),
      errors: {
        num_draws: ['Must be at least 1.'],
        'recurring_purchase.type': ['Must be one of: weekly, monthly.'],
        'recurring_purchase.enabled': ['This field is required.'],
        affiliate_code: ['This field cannot be empty.'],
      },
    });
  });

  it('names the query parameter that is wrong', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/search?limit=500', headers: t.headers() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ limit: ['Must be at most 100.'] });
  });

  it('answers a body that is not an object at all', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/tickets',
      headers: t.headers(),
      payload: [1, 2],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.body).toEqual(['Must be an object.']);
  });

  it('answers an unknown route with 404 in the error shape', async () => {
    for (const url of ['/v2/no-such-thing', '/nowhere']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'route_not_found', error: 'There is no such API endpoint.' });
    }
  });

  it('answers an unsupported body type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/tickets',
      headers: { ...t.headers(), 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported_media_type');
  });

  it('answers a text/plain body with 415, not as a string to validate', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/tickets',
      headers: { ...t.headers(), 'content-type': 'text/plain' },
      payload: 'num_draws=4',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'unsupported_media_type',
      error: ERROR_MESSAGES.unsupported_media_type,
    });
  });

  it('answers a URL whose percent-encoding does not decode with 400 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/cms/%ZZ',
      headers: { 'x-request-id': 'bad-url-1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-request-id']).toBe('bad-url-1');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({ error: BAD_URL_MESSAGE, code: 'bad_request', request_id: 'bad-url-1' });
  });

  it('answers a docs asset path that climbs out of its folder with 403, not 500', async () => {
    // Over a real socket: the injector would resolve the `..` segments before the server saw them.
    const port = await listeningPort();
    for (const path of ['/docs/static/../../package.json', '/docs/static/%2e%2e/%2e%2e/package.json']) {
      const res = await rawGet(port, path);
      expect(res.status, path).toBe(403);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'forbidden', error: ERROR_MESSAGES.forbidden });
    }
  });

  it('answers a URL too long for the HTTP parser with 431 in the error shape', async () => {
    const res = await rawGet(await listeningPort(), `/cms/${'a'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(res.body)).toEqual({
      error: 'The URL or the request headers are too long.',
      code: 'bad_request',
      request_id: res.headers['x-request-id'],
    });
  });

  it('answers an unexpected failure with 500 that leaks nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/fail/crash', headers: t.headers() });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'Something went wrong',
      code: 'internal_error',
      request_id: res.headers['x-request-id'],
    });
    expect(res.body).not.toMatch(/postgres|hunter2|stack|Error/);
  });

  it('answers a handler that breaks its response schema with 500 that leaks nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/fail/bad-response', headers: t.headers() });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toBe('Something went wrong');
    expect(res.body).not.toMatch(/total|many/);
  });

  it('marks error answers as not cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/fail/error', headers: t.headers() });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
