import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  computeSignature,
  SIGNATURE_FORMAT_MESSAGE,
  TIMESTAMP_FORMAT_MESSAGE,
  VerifiedSignatures,
  verifySignature,
} from '../../src/http/signature.ts';
import { buildTestApp } from './test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const expectRejected = (
  res: { statusCode: number; json(): { messages: { code: string }[] } },
  code: string,
) => {
  expect(res.statusCode).toBe(401);
  expect(res.json().messages[0]?.code).toBe(code);
};

describe('request signing', () => {
  it('accepts a good signature and tells the handler the app key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/echo', headers: t.headers() });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.app_key).toBe('lottoshop-web');
  });

  it('accepts a signature that includes the customer token', async () => {
    const headers = t.headers({ customerToken: 'cust-token-123' });
    const res = await t.app.inject({ method: 'GET', url: '/v2/echo', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.customer_token).toBe('cust-token-123');
  });

  it('rejects a customer token that was not part of the signature', async () => {
    const headers = { ...t.headers(), 'x-customer-token': 'added-later' };
    expectRejected(await t.app.inject({ method: 'GET', url: '/v2/echo', headers }), 'signature_invalid');
  });

  it('rejects a signature made with the wrong secret', async () => {
    const headers = t.headers({ secret: 'not-the-secret' });
    expectRejected(await t.app.inject({ method: 'GET', url: '/v2/echo', headers }), 'signature_invalid');
  });

  it('rejects a signature that is not hex', async () => {
    const headers = { ...t.headers(), 'x-signature': 'z'.repeat(64) };
    expectRejected(await t.app.inject({ method: 'GET', url: '/v2/echo', headers }), 'signature_invalid');
  });

  it('says which header is malformed: a timestamp that is not whole Unix seconds, a signature that is not hex', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    for (const timestamp of [`${now}.0`, '1.7e9', '-5', ` ${now}`, 'yesterday']) {
      // Signed over the odd timestamp, so only its form is wrong.
      const secret = 'dev-secret-change-me';
      const signature = computeSignature(secret, 'lottoshop-web', timestamp);
      const headers = { ...t.headers(), 'x-timestamp': timestamp, 'x-signature': signature };
      const res = await t.app.inject({ method: 'GET', url: '/v2/echo', headers });
      expectRejected(res, 'signature_invalid');
      expect(res.json().messages[0].message, timestamp).toBe(TIMESTAMP_FORMAT_MESSAGE);
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/v2/echo',
      headers: { ...t.headers(), 'x-signature': 'abc' },
    });
    expect(res.json().messages[0]).toEqual({ code: 'signature_invalid', message: SIGNATURE_FORMAT_MESSAGE });
  });

  it('accepts a timestamp 300 s off but not 301 s', async () => {
    const at = (s: number) => new Date(t.clock.now().getTime() + s * 1000);
    const edge = await t.app.inject({
      method: 'GET',
      url: '/v2/echo',
      headers: t.headers({ now: at(-300) }),
    });
    expect(edge.statusCode).toBe(200);
    const ahead = await t.app.inject({
      method: 'GET',
      url: '/v2/echo',
      headers: t.headers({ now: at(300) }),
    });
    expect(ahead.statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/v2/echo',
      headers: t.headers({ now: at(-301) }),
    });
    expectRejected(stale, 'signature_expired');
    const future = await t.app.inject({
      method: 'GET',
      url: '/v2/echo',
      headers: t.headers({ now: at(301) }),
    });
    expectRejected(future, 'signature_expired');
  });

  it('rejects a request whose timestamp went stale on the server clock', async () => {
    const headers = t.headers();
    t.clock.advance(301_000);
    try {
      expectRejected(await t.app.inject({ method: 'GET', url: '/v2/echo', headers }), 'signature_expired');
    } finally {
      t.clock.advance(-301_000);
    }
  });

  it.each(['x-app-key', 'x-timestamp', 'x-signature'])('rejects a request without %s', async (name) => {
    const headers: Record<string, string> = t.headers();
    delete headers[name];
    expectRejected(await t.app.inject({ method: 'GET', url: '/v2/echo', headers }), 'signature_missing');
  });

  it('rejects an unknown app key even when signed consistently', async () => {
    const headers = t.headers({ appKey: 'stranger', secret: 'whatever' });
    expectRejected(await t.app.inject({ method: 'GET', url: '/v2/echo', headers }), 'app_key_unknown');
  });

  it('accepts another configured app key with its own secret', async () => {
    const headers = t.headers({ appKey: 'other-app', secret: 'other-secret' });
    expect((await t.app.inject({ method: 'GET', url: '/v2/echo', headers })).statusCode).toBe(200);
  });

  it('signs the other families too, but not /cms, /discover, /health or /docs', async () => {
    const unsigned = { 'x-api-version': '3.3' };
    expectRejected(
      await t.app.inject({ method: 'GET', url: '/rewards/ping', headers: unsigned }),
      'signature_missing',
    );
    for (const url of ['/cms/ping', '/discover', '/health', '/docs/json']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('checks the signature before the version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/echo', headers: { 'x-api-version': '9.9' } });
    expectRejected(res, 'signature_missing');
  });
});

describe('signatures already verified', () => {
  const keys = new Map([['app', 'secret-of-app']]);
  const at = new Date('2026-11-23T00:00:00Z');
  const timestamp = String(at.getTime() / 1000);
  const good = {
    appKey: 'app',
    timestamp,
    customerToken: 'tok',
    signature: computeSignature('secret-of-app', 'app', timestamp, 'tok'),
  };

  it('accepts a repeat of a good signature, and still refuses it once its timestamp is stale', () => {
    const verified = new VerifiedSignatures();
    expect(verifySignature(good, keys, at, verified)).toEqual({ ok: true, appKey: 'app' });
    expect(verifySignature(good, keys, at, verified)).toEqual({ ok: true, appKey: 'app' });
    const later = new Date(at.getTime() + 301_000);
    expect(verifySignature(good, keys, later, verified)).toMatchObject({
      ok: false,
      code: 'signature_expired',
    });
  });

  it('never takes a wrong signature or another customer token for a remembered one', () => {
    const verified = new VerifiedSignatures();
    expect(verifySignature(good, keys, at, verified).ok).toBe(true);
    const wrong = { ...good, signature: computeSignature('another-secret', 'app', timestamp, 'tok') };
    expect(verifySignature(wrong, keys, at, verified)).toMatchObject({
      ok: false,
      code: 'signature_invalid',
    });
    expect(verifySignature({ ...good, customerToken: 'other' }, keys, at, verified)).toMatchObject({
      ok: false,
      code: 'signature_invalid',
    });
  });
});
