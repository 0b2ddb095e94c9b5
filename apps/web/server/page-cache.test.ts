import { describe, expect, it } from 'vitest';
import { asksToClearCache, bodyWithNonce, createPageStore, pageCacheKey } from './page-cache.mjs';

const req = (over: Partial<Parameters<typeof pageCacheKey>[0]> = {}) => ({
  method: 'GET',
  url: '/lotto-tickets',
  host: 'shop.example',
  cookie: undefined,
  ...over,
});
const html = (body = '<p>page</p>', headers: Record<string, string | string[]> = {}) => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  body: Buffer.from(body),
});

describe('pageCacheKey', () => {
  it('keys a page by host, path and query string', () => {
    expect(pageCacheKey(req())).toBe('shop.example\n/lotto-tickets\n');
    expect(pageCacheKey(req({ url: '/lotto-results?page=2' }))).not.toBe(
      pageCacheKey(req({ url: '/lotto-results' })),
    );
    expect(pageCacheKey(req({ host: 'other.example' }))).not.toBe(pageCacheKey(req()));
  });

  it('varies by every cookie the page may read, in any order', () => {
    const a = pageCacheKey(req({ cookie: 'sv=b; pricing_id=p1' }));
    expect(a).toBe(pageCacheKey(req({ cookie: 'pricing_id=p1; sv=b' })));
    expect(a).not.toBe(pageCacheKey(req({ cookie: 'sv=c; pricing_id=p1' })));
    expect(a).not.toBe(pageCacheKey(req()));
    // Campaign cookies are read only by actions, never by a page render.
    expect(pageCacheKey(req({ cookie: 'utm=x; affiliate=y; act=z; web_changed=abc' }))).toBe(
      pageCacheKey(req()),
    );
  });

  it('never caches for a session, a cart or a flash notice', () => {
    for (const name of [
      'web_access_token',
      'web_refresh_token',
      'customer_token',
      'customer_id',
      'anonymous_cart_token',
      'flash_notice',
    ]) {
      expect(pageCacheKey(req({ cookie: `sv=b; ${name}=abc` }))).toBeNull();
    }
  });

  it('caches only GET documents: not other methods, data requests or files', () => {
    expect(pageCacheKey(req({ method: 'POST' }))).toBeNull();
    expect(pageCacheKey(req({ method: 'HEAD' }))).toBeNull();
    expect(pageCacheKey(req({ url: '/lotto-tickets.data' }))).toBeNull();
    expect(pageCacheKey(req({ url: '/_root.data?_routes=root' }))).toBeNull();
    expect(pageCacheKey(req({ url: '/favicon.ico' }))).toBeNull();
    expect(pageCacheKey(req({ url: '/robots.txt' }))).toBeNull();
    expect(pageCacheKey(req({ url: '*' }))).toBeNull();
  });

  it('recognises clear_cache', () => {
    expect(asksToClearCache('/?clear_cache')).toBe(true);
    expect(asksToClearCache('/?a=1&clear_cache=1')).toBe(true);
    expect(asksToClearCache('/clear_cache')).toBe(false);
  });
});

describe('createPageStore', () => {
  it('keeps a page for its TTL only', () => {
    let now = 1_000;
    const store = createPageStore({ ttlSeconds: 5, now: () => now });
    expect(store.set('k', html())).toBe(true);
    const page = store.get('k');
    expect(page && bodyWithNonce(page, 'n2').toString()).toBe('<p>page</p>');
    now += 4_999;
    expect(store.get('k')).toBeDefined();
    now += 1;
    expect(store.get('k')).toBeUndefined();
  });

  it('never stores a page with Set-Cookie, an error, a non-HTML answer or a private one', () => {
    const store = createPageStore();
    expect(store.set('a', html('x', { 'set-cookie': ['sv=b'] }))).toBe(false);
    expect(store.set('b', { ...html(), status: 503 })).toBe(false);
    expect(store.set('c', { ...html(), status: 302 })).toBe(false);
    expect(store.set('d', html('x', { 'content-type': 'text/x-script' }))).toBe(false);
    expect(store.set('e', html('x', { 'cache-control': 'private, no-store' }))).toBe(false);
    expect(store.size).toBe(0);
  });

  it('drops the headers that belong to one response', () => {
    const store = createPageStore();
    store.set('k', html('x', { 'content-length': '1', 'content-encoding': 'gzip', vary: 'Accept-Encoding' }));
    expect(
      store
        .get('k')
        ?.headers.map(([name]) => name)
        .sort(),
    ).toEqual(['content-type', 'vary']);
  });

  it('serves each hit with its own CSP nonce, never the one the page was rendered with', () => {
    const store = createPageStore();
    const rendered = '<script nonce="OLDNONCE==">a</script><link nonce="OLDNONCE=="/>';
    store.set(
      'k',
      html(rendered, { 'content-security-policy': "script-src 'nonce-OLDNONCE=='" }),
      'OLDNONCE==',
    );
    const page = store.get('k');
    if (!page) throw new Error('not stored');
    expect(bodyWithNonce(page, 'NEW1').toString()).toBe(
      '<script nonce="NEW1">a</script><link nonce="NEW1"/>',
    );
    expect(bodyWithNonce(page, 'NEW2').toString()).not.toContain('OLDNONCE');
    // The CSP header is each response's own: never stored with the page.
    expect(page.headers.map(([name]) => name)).not.toContain('content-security-policy');
  });

  it('evicts the oldest pages beyond its bounds, and clears', () => {
    const store = createPageStore({ maxEntries: 2, maxBytes: 1_000 });
    store.set('a', html('a'));
    store.set('b', html('b'));
    store.set('c', html('c'));
    expect(store.get('a')).toBeUndefined();
    expect(store.size).toBe(2);
    store.set('big', html('x'.repeat(1_000)));
    expect(store.size).toBe(1);
    store.clear();
    expect(store.size).toBe(0);
  });
});
