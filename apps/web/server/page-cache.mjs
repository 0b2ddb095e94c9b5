// @ts-check
/**
 * The whole-page cache of the web server (decision 030): anonymous page views are answered from memory for a
 * few seconds instead of running the loaders and rendering again. What may be cached, and under which key:
 *
 * - only GET document requests (not `.data` requests, assets or files), answered 200 as text/html with no
 *   Set-Cookie; any page that sets a cookie (start-up query parameters, a dropped cart, a refreshed session)
 *   is never stored;
 * - never for a visitor with a session cookie, a cart cookie or a flash notice (BYPASS_COOKIES): their pages
 *   change with every action, and a signed-in page is private;
 * - the key is the host, the path with its whole query string, and every other cookie the visitor sends
 *   (site sub-variant, pricing, segment, favourites…), except the few the server never reads to render
 *   (IGNORED_COOKIES); so a page is shared only by visitors who would get the same page;
 * - `clear_cache` in the query empties it (as it empties the API cache), and maintenance pages (503) are
 *   never stored.
 * Entries live TTL seconds (PAGE_CACHE_TTL_SECONDS). Per process: several web servers may each show a page
 * up to TTL seconds old.
 *
 * The Content-Security-Policy nonce (security-headers.mjs, decision 023) is one response's: a stored page
 * keeps its body cut at every place its nonce appeared, and each hit is sent with the fresh nonce of its
 * own response, in the body and in the CSP header (which is not stored). So a page from the cache still
 * runs its scripts, and no two responses share a nonce that a visitor could learn from one and use in another.
 */

export const PAGE_CACHE_TTL_SECONDS = 5;
const MAX_ENTRIES = 200;
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_PAGE_BYTES = 1024 * 1024;

/** Cookies whose presence means the page is the visitor's own: never cached, never answered from the cache. */
export const BYPASS_COOKIES = new Set([
  'web_access_token',
  'web_refresh_token',
  'customer_token',
  'customer_id',
  'anonymous_cart_token',
  'flash_notice',
]);
/**
 * Cookies no anonymous page render reads: campaign attribution (read only by sign-up and purchase actions) and the
 * change stamp a signed-in visitor's posts leave behind (change-stamp.mjs; it keys only a customer's own reads).
 */
const IGNORED_COOKIES = new Set(['utm', 'affiliate', 'act', 'web_changed']);
/** Response headers not kept with a page: they belong to one response, or compression sets them again. */
const UNSTORED_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'x-page-cache',
  // Set per response by security-headers.mjs (the CSP carries that response's nonce).
  'content-security-policy',
  'strict-transport-security',
]);

/**
 * Parses a Cookie header into name → value (the last of a repeated name wins, as the app reads them).
 * @param {string | undefined} header
 * @returns {Map<string, string>}
 */
export function parseCookies(header) {
  const cookies = new Map();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    cookies.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return cookies;
}

/**
 * The cache key of a request, or null when the request must not be served from or stored in the cache.
 * @param {{ method: string; url: string; host: string | undefined; cookie: string | undefined }} req
 * @returns {string | null}
 */
export function pageCacheKey(req) {
  if (req.method !== 'GET') return null;
  const q = req.url.indexOf('?');
  const path = q < 0 ? req.url : req.url.slice(0, q);
  // Data requests (client navigations), assets and files (a dot in the last segment) are not pages.
  if (!path.startsWith('/') || path.endsWith('.data') || /\.[^/]*$/.test(path)) return null;
  const cookies = parseCookies(req.cookie);
  for (const name of cookies.keys()) if (BYPASS_COOKIES.has(name)) return null;
  const varying = [...cookies]
    .filter(([name]) => !IGNORED_COOKIES.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return `${req.host ?? ''}\n${req.url}\n${varying}`;
}

/** True when the query string asks for every cache to be emptied. */
export function asksToClearCache(url) {
  const q = url.indexOf('?');
  return q >= 0 && new URLSearchParams(url.slice(q + 1)).has('clear_cache');
}

/**
 * @typedef {{ status: number; headers: [string, string | string[]][]; parts: Buffer[]; expiresAt: number }} Page
 * `parts` is the body cut at each occurrence of the nonce it was rendered with (one part when it had none).
 */

/**
 * A body cut at every occurrence of a nonce.
 * @param {Buffer} body @param {string | undefined} nonce @returns {Buffer[]}
 */
export function cutAtNonce(body, nonce) {
  if (!nonce) return [body];
  const parts = [];
  let from = 0;
  for (let at = body.indexOf(nonce, from, 'utf8'); at >= 0; at = body.indexOf(nonce, from, 'utf8')) {
    parts.push(body.subarray(from, at));
    from = at + Buffer.byteLength(nonce);
  }
  parts.push(body.subarray(from));
  return parts;
}

/**
 * A stored page's body with a fresh nonce where the old one was.
 * @param {Page} page @param {string | undefined} nonce
 */
export function bodyWithNonce(page, nonce) {
  if (page.parts.length === 1) return /** @type {Buffer} */ (page.parts[0]);
  const joint = Buffer.from(nonce ?? '');
  /** @type {Buffer[]} */
  const out = [];
  page.parts.forEach((part, i) => {
    if (i > 0) out.push(joint);
    out.push(part);
  });
  return Buffer.concat(out);
}

/** @param {Page} page */
const pageBytes = (page) => page.parts.reduce((n, p) => n + p.length, 0);

/**
 * A bounded in-memory store of rendered pages (oldest evicted first).
 * @param {{ ttlSeconds?: number; maxEntries?: number; maxBytes?: number; now?: () => number }} [opts]
 */
export function createPageStore(opts = {}) {
  const ttlMs = (opts.ttlSeconds ?? PAGE_CACHE_TTL_SECONDS) * 1000;
  const maxEntries = opts.maxEntries ?? MAX_ENTRIES;
  const maxBytes = opts.maxBytes ?? MAX_BYTES;
  const now = opts.now ?? Date.now;
  /** @type {Map<string, Page>} */
  const pages = new Map();
  let bytes = 0;
  const remove = (/** @type {string} */ key) => {
    const page = pages.get(key);
    if (!page) return;
    bytes -= pageBytes(page);
    pages.delete(key);
  };
  return {
    /** @param {string} key */
    get(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.expiresAt <= now()) {
        remove(key);
        return undefined;
      }
      return page;
    },
    /**
     * Stores a page when it may be shared: 200, HTML, no Set-Cookie, not too large. `nonce` is the CSP nonce
     * it was rendered with (replaced by each hit's own).
     * @param {string} key
     * @param {{ status: number; headers: Record<string, string | string[] | number | undefined>; body: Buffer }} res
     * @param {string} [nonce]
     */
    set(key, res, nonce) {
      if (res.status !== 200 || res.body.length > MAX_PAGE_BYTES) return false;
      if (res.headers['set-cookie'] !== undefined) return false;
      const type = String(res.headers['content-type'] ?? '');
      if (!type.startsWith('text/html')) return false;
      if (/\b(no-store|private)\b/i.test(String(res.headers['cache-control'] ?? ''))) return false;
      remove(key);
      while (pages.size > 0 && (pages.size >= maxEntries || bytes + res.body.length > maxBytes)) {
        const oldest = pages.keys().next().value;
        if (oldest === undefined) break;
        remove(oldest);
      }
      /** @type {[string, string | string[]][]} */
      const headers = [];
      for (const [name, value] of Object.entries(res.headers)) {
        if (value === undefined || UNSTORED_HEADERS.has(name)) continue;
        headers.push([name, Array.isArray(value) ? value : String(value)]);
      }
      const parts = cutAtNonce(res.body, nonce);
      pages.set(key, { status: res.status, headers, parts, expiresAt: now() + ttlMs });
      bytes += res.body.length;
      return true;
    },
    clear() {
      pages.clear();
      bytes = 0;
    },
    get size() {
      return pages.size;
    },
  };
}

/**
 * Express middleware: answers from the store, or lets the page render and keeps what it wrote. Put it after
 * compression (so it sees and keeps the uncompressed page) and before the request handler.
 * `X-Page-Cache: hit | miss | bypass` says which happened.
 * @param {ReturnType<typeof createPageStore>} store
 * @returns {(req: import('express').Request, res: import('express').Response, next: () => void) => void}
 */
export function pageCacheMiddleware(store) {
  return (req, res, next) => {
    const clearing = asksToClearCache(req.originalUrl);
    if (clearing) store.clear();
    const key = pageCacheKey({
      method: req.method,
      url: req.originalUrl,
      host: req.headers.host,
      cookie: req.headers.cookie,
    });
    if (key === null || clearing) {
      if (req.method === 'GET') res.setHeader('X-Page-Cache', 'bypass');
      next();
      return;
    }
    const page = store.get(key);
    if (page) {
      res.statusCode = page.status;
      for (const [name, value] of page.headers) res.setHeader(name, value);
      res.setHeader('X-Page-Cache', 'hit');
      res.end(bodyWithNonce(page, res.locals.cspNonce));
      return;
    }
    res.setHeader('X-Page-Cache', 'miss');
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const keep = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_PAGE_BYTES)
        return;
      const buf = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(
              chunk,
              typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
            )
          : Buffer.from(/** @type {Uint8Array} */ (chunk));
      chunks.push(buf);
      size += buf.length;
    };
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    // @ts-expect-error: the overloads of write/end are kept by passing every argument through.
    res.write = (chunk, ...rest) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    };
    // @ts-expect-error: as above.
    res.end = (chunk, ...rest) => {
      keep(chunk, rest[0]);
      return end(chunk, ...rest);
    };
    res.once('finish', () => {
      if (size > MAX_PAGE_BYTES) return;
      store.set(
        key,
        { status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) },
        res.locals.cspNonce,
      );
    });
    next();
  };
}
