import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptCookieValue, CHANGE_STAMP_COOKIE } from '../app/lib/cookie-values.ts';
import { isSecureRequest, sessionCookies } from '../app/lib/session-cookies.server.ts';
import { MAX_FORM_BYTES } from './body-limit.mjs';
import { CHANGE_STAMP_COOKIE as SERVER_CHANGE_STAMP_COOKIE } from './change-stamp.mjs';
import { isSameSiteRequest } from './cross-site.mjs';
import {
  contentImageOriginsOf,
  paymentOriginOf,
  permissionsPolicyOf,
  stripeOriginsOf,
} from './security-headers.mjs';
import { trustProxySetting } from './trust-proxy.mjs';
import { createWebApp, loadContextOf } from './web-app.mjs';

/**
 * The web server's own layer (web-app.mjs) with a stand-in for React Router: the handler renders a page the
 * way entry.server.tsx does (the nonce from the load context in its script tags) and, on /login, sets the
 * session cookies the way the login action does (Secure when the Request React Router would build is https).
 */
const pageHandler: RequestHandler = (req, res) => {
  const ctx = loadContextOf(req, res);
  // What @react-router/express builds the Request's URL from.
  const request = new Request(`${req.protocol}://${req.headers.host}${req.originalUrl}`);
  if (req.path === '/login') {
    for (const c of sessionCookies(
      { web_access_token: 'a', customer_token: 'b' },
      { secure: isSecureRequest(request), sessionSeconds: 60 },
    ))
      res.append('Set-Cookie', c);
  }
  if (req.method === 'POST') req.resume();
  res
    .type('html')
    .end(
      `<html><head><script nonce="${ctx.cspNonce}">hydrate()</script></head><body data-ip="${ctx.clientIp}" data-country="${ctx.country ?? ''}">ok</body></html>`,
    );
};

/** A built-assets folder with one file, as the build has. */
const assets = mkdtempSync(join(tmpdir(), 'web-assets-'));
mkdirSync(join(assets, 'assets'));
writeFileSync(join(assets, 'assets', 'app.js'), 'console.log(1)');

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

async function start(
  trustProxy?: string,
  paymentOrigin?: string,
  stripe?: ReturnType<typeof stripeOriginsOf>,
  imageOrigins?: string[],
): Promise<string> {
  const app = createWebApp({
    pageHandler,
    trustProxy,
    accessLog: false,
    assetsDir: assets,
    paymentOrigin,
    stripe: stripe ?? null,
    imageOrigins: imageOrigins ?? [],
  });
  const listening = app.listen(0, '127.0.0.1');
  server = listening;
  await new Promise((r) => listening.once('listening', r));
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

const cspNonce = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

describe('security headers on every page', () => {
  it('sends a nonce-based CSP (a new nonce each response, the one in the page), framing and sniffing refusals', async () => {
    const base = await start();
    const a = await fetch(`${base}/lotto-tickets`);
    const b = await fetch(`${base}/lotto-tickets`);
    const csp = a.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'nonce-");
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const nonceA = cspNonce(csp);
    expect(nonceA).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(await a.text()).toContain(`<script nonce="${nonceA}">`);
    expect(cspNonce(b.headers.get('content-security-policy'))).not.toBe(nonceA);
    expect(a.headers.get('x-frame-options')).toBe('DENY');
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    expect(a.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // Plain http: no HSTS.
    expect(a.headers.get('strict-transport-security')).toBeNull();
    // Without a card processor configured, the shop frames only itself.
    expect(csp).toContain("frame-src 'self';");
  });

  it("lets the card processor's origin, and no other, be framed and receive the 3-D Secure redirect", async () => {
    expect(paymentOriginOf('http://127.0.0.1:4300/hosted/card-fields')).toBe('http://127.0.0.1:4300');
    expect(paymentOriginOf('javascript:alert(1)')).toBeNull();
    expect(paymentOriginOf('not a url')).toBeNull();
    const base = await start(undefined, 'http://127.0.0.1:4300');
    const csp = (await fetch(`${base}/lotto-tickets`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-src 'self' http://127.0.0.1:4300;");
    expect(csp).toContain("form-action 'self' http://127.0.0.1:4300;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self';");
  });

  it('allows Stripe.js in script-src, frame-src and connect-src only when Stripe is on', async () => {
    expect(stripeOriginsOf(undefined, 'http://127.0.0.1:4310/v3')).toBeNull();
    expect(stripeOriginsOf('pk_test_x', undefined)).toEqual({
      script: ['https://js.stripe.com'],
      frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
      connect: ['https://js.stripe.com', 'https://api.stripe.com'],
      form: ['https://hooks.stripe.com'],
    });
    const off = (await fetch(`${await start()}/lotto-tickets`)).headers.get('content-security-policy') ?? '';
    expect(off).not.toContain('stripe');
    expect(off).toContain(
      "connect-src 'self' https://google.com/pay https://www.google.com/pay https://pay.google.com;",
    );
    server?.close();
    const fake = stripeOriginsOf('pk_test_x', 'http://127.0.0.1:4310/v3');
    const base = await start(undefined, 'http://127.0.0.1:4300', fake);
    const csp = (await fetch(`${base}/lotto-tickets`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic' http:\/\/127\.0\.0\.1:4310;/);
    expect(csp).toContain("frame-src 'self' http://127.0.0.1:4300 http://127.0.0.1:4310;");
    expect(csp).toContain(
      "connect-src 'self' https://google.com/pay https://www.google.com/pay https://pay.google.com http://127.0.0.1:4310;",
    );
    expect(csp).toContain("form-action 'self' http://127.0.0.1:4300 http://127.0.0.1:4310;");
  });

  it("loads images only from the shop, data: and the operator's image host, never from any https: origin", async () => {
    const csp = (await fetch(`${await start()}/lotto-tickets`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("img-src 'self' data:;");
    expect(csp).not.toMatch(/img-src[^;]*https:/);
    server?.close();
    expect(contentImageOriginsOf(' https://images.example.com/x, javascript:alert(1),')).toEqual([
      'https://images.example.com',
    ]);
    const base = await start(undefined, undefined, undefined, ['https://images.example.com']);
    const named = (await fetch(`${base}/lotto-tickets`)).headers.get('content-security-policy') ?? '';
    expect(named).toContain("img-src 'self' data: https://images.example.com;");
  });

  it('sends a Permissions-Policy refusing the features the shop does not use, payment only to itself', async () => {
    const base = await start();
    for (const path of ['/lotto-tickets', '/assets/app.js']) {
      const policy = (await fetch(`${base}${path}`)).headers.get('permissions-policy') ?? '';
      for (const feature of [
        'camera',
        'microphone',
        'geolocation',
        'usb',
        'serial',
        'hid',
        'browsing-topics',
      ]) {
        expect(policy, path).toContain(`${feature}=()`);
      }
      expect(policy, path).toContain('payment=(self)');
    }
    expect(permissionsPolicyOf(stripeOriginsOf('pk_test_x', undefined))).toContain(
      'payment=(self "https://js.stripe.com" "https://hooks.stripe.com")',
    );
  });

  it('answers a page from the page cache with that response’s own nonce, in the header and the page', async () => {
    const base = await start();
    const first = await fetch(`${base}/about`);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    await first.text();
    const hit = await fetch(`${base}/about`);
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    const nonce = cspNonce(hit.headers.get('content-security-policy'));
    expect(nonce).not.toBe(cspNonce(first.headers.get('content-security-policy')));
    expect(await hit.text()).toContain(`<script nonce="${nonce}">`);
  });

  it('sends Cache-Control: no-store to a signed-in visitor and with every session cookie it sets', async () => {
    const base = await start();
    const anonymous = await fetch(`${base}/about?a=1`);
    expect(anonymous.headers.get('cache-control')).toBeNull();
    const signedIn = await fetch(`${base}/my-account`, { headers: { Cookie: 'web_access_token=x' } });
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    // Public files keep their own caching, signed in or not.
    const file = await fetch(`${base}/assets/app.js`, { headers: { Cookie: 'web_access_token=x' } });
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const settingSession = await fetch(`${base}/login`);
    expect(settingSession.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(settingSession.headers.get('cache-control')).toBe('no-store');
  });
});

describe('TLS behind a proxy (TRUST_PROXY)', () => {
  const viaTlsProxy = {
    'X-Forwarded-Proto': 'https',
    'X-Forwarded-For': '203.0.113.9',
    'CF-IPCountry': 'us',
  };

  it('believes a trusted proxy: HSTS, Secure session cookies, the visitor’s address', async () => {
    const base = await start('loopback');
    const res = await fetch(`${base}/login`, { headers: viaTlsProxy });
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const cookies = res.headers.getSetCookie();
    expect(cookies.length).toBe(2);
    for (const c of cookies) expect(c).toMatch(/; Secure/i);
    const html = await res.text();
    expect(html).toContain('data-ip="203.0.113.9"');
    // The country it names, for the restricted-country confirmation.
    expect(html).toContain('data-country="US"');
  });

  it('ignores the same headers from a sender it does not trust', async () => {
    for (const setting of [undefined, '10.0.0.1', '1.2.3.0/24']) {
      const base = await start(setting);
      const res = await fetch(`${base}/login`, { headers: viaTlsProxy });
      expect(res.headers.get('strict-transport-security')).toBeNull();
      for (const c of res.headers.getSetCookie()) expect(c).not.toMatch(/Secure/i);
      const html = await res.text();
      expect(html).toContain('data-ip="127.0.0.1"');
      expect(html).toContain('data-country=""');
      server?.close();
    }
  });

  it('reads TRUST_PROXY as Express’s setting, refusing “trust everyone”', () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting('1')).toBe(1);
    expect(trustProxySetting('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
    expect(() => trustProxySetting('true')).toThrow(/TRUST_PROXY/);
    expect(() => createWebApp({ pageHandler, trustProxy: 'not-an-address' })).toThrow();
  });
});

describe('cross-site posts', () => {
  it('refuses a post from another site with a clear 403 page, and lets the shop’s own through', async () => {
    const base = await start();
    const post = (headers: Record<string, string>) =>
      fetch(`${base}/logout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: 'a=1',
        redirect: 'manual',
      });
    for (const headers of [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
    ]) {
      const res = await post(headers);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain(
        'This request came from another website, so it was not carried out.',
      );
    }
    const own = new URL(base).origin;
    for (const headers of [{ 'Sec-Fetch-Site': 'same-origin' }, { Origin: own }, {}]) {
      expect((await post(headers)).status).toBe(200);
    }
    // Reading is never refused.
    const get = await fetch(`${base}/about`, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(get.status).toBe(200);
  });

  it('decides by Sec-Fetch-Site first, then Origin', () => {
    const req = { method: 'POST', ownOrigin: 'https://shop.example' };
    expect(isSameSiteRequest({ ...req, secFetchSite: 'same-origin', origin: 'https://evil.example' })).toBe(
      true,
    );
    expect(isSameSiteRequest({ ...req, secFetchSite: undefined, origin: 'https://shop.example' })).toBe(true);
    expect(isSameSiteRequest({ ...req, secFetchSite: undefined, origin: 'http://shop.example' })).toBe(false);
    expect(
      isSameSiteRequest({ ...req, method: 'DELETE', secFetchSite: 'cross-site', origin: undefined }),
    ).toBe(false);
    expect(isSameSiteRequest({ ...req, method: 'GET', secFetchSite: 'cross-site', origin: undefined })).toBe(
      true,
    );
  });
});

describe("a signed-in visitor's change stamp", () => {
  const post = (base: string, headers: Record<string, string>) =>
    fetch(`${base}/my-account/deposit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: 'a=1',
      redirect: 'manual',
    });
  const stampOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${CHANGE_STAMP_COOKIE}=`))
      ?.split(';', 1)[0]
      ?.slice(CHANGE_STAMP_COOKIE.length + 1);

  it('is new with every post a signed-in visitor makes, and only then', async () => {
    const base = await start();
    const signedIn = { Cookie: 'web_access_token=a.b.c; customer_id=7' };
    const first = await post(base, signedIn);
    const second = await post(base, signedIn);
    expect(stampOf(first)).toMatch(/^[a-f0-9]{32}$/);
    expect(stampOf(second)).toMatch(/^[a-f0-9]{32}$/);
    expect(stampOf(second)).not.toBe(stampOf(first));
    // It passes the web's cookie character rule, so the app reads it back.
    expect(acceptCookieValue(CHANGE_STAMP_COOKIE, stampOf(first))).toBe(stampOf(first));
    expect(first.headers.getSetCookie().find((c) => c.startsWith(CHANGE_STAMP_COOKIE))).toMatch(
      /; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    // Not for a visitor without a session, a page read, or a post refused as cross-site.
    expect(stampOf(await post(base, {}))).toBeUndefined();
    expect(stampOf(await fetch(`${base}/my-account`, { headers: signedIn }))).toBeUndefined();
    const refused = await post(base, { ...signedIn, 'Sec-Fetch-Site': 'cross-site' });
    expect(refused.status).toBe(403);
    expect(stampOf(refused)).toBeUndefined();
  });

  it('is the cookie the app reads', () => {
    expect(SERVER_CHANGE_STAMP_COOKIE).toBe(CHANGE_STAMP_COOKIE);
  });
});

describe('form body size', () => {
  it('answers a 20 MB form 413 without reading it', async () => {
    const base = new URL(await start());
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: base.hostname,
          port: base.port,
          path: '/login',
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            'Content-Length': String(20 * 1024 * 1024),
          },
        },
        (res) => {
          let body = '';
          res.on('data', (c) => {
            body += c;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      // Only the first bytes are sent: the answer comes without waiting for the rest.
      req.write('a='.padEnd(1024, 'x'));
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('What was sent is larger than any form on this site accepts');
    expect(MAX_FORM_BYTES).toBe(64 * 1024);
  });
});
