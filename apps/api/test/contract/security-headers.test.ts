import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

describe('security headers (helmet)', () => {
  it('marks every answer as data never to be run, sniffed or framed', async () => {
    for (const url of ['/health', '/discover', '/no-such-route', '/v2/config']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      const features = String(res.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(features, url).toContain(`${feature}=()`);
      }
    }
    const docs = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(String(docs.headers['permissions-policy'])).toContain('camera=()');
  });

  it('lets the docs page run Swagger UI under its own policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});
