/**
 * The cookie character rule (spec 1 §5): session, customer, token, pricing and segment values read from
 * cookies are accepted only when they hold nothing but letters, digits, hyphen and underscore.
 * Anything else is dropped, as if the cookie were absent.
 */
const SAFE_VALUE = /^[A-Za-z0-9_-]+$/;

/** Signed tokens (JWT access tokens) also carry dots between their base64url parts. */
const SAFE_TOKEN = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

/** The stamp of a signed-in visitor's last form post, set by the web server (server/change-stamp.mjs). */
export const CHANGE_STAMP_COOKIE = 'web_changed';

/** Cookies whose value is a signed token rather than a plain identifier. */
const TOKEN_COOKIES = new Set(['web_access_token', 'web_refresh_token']);

export function isSafeCookieValue(value: string): boolean {
  return value.length <= 4096 && SAFE_VALUE.test(value);
}

/** Returns the value when it passes the rule for its cookie, otherwise undefined. */
export function acceptCookieValue(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (TOKEN_COOKIES.has(name)) return value.length <= 4096 && SAFE_TOKEN.test(value) ? value : undefined;
  return isSafeCookieValue(value) ? value : undefined;
}

/** Parses a Cookie header into name -> raw (decoded) value. First occurrence of a name wins. */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (!name || out.has(name)) continue;
    try {
      out.set(name, decodeURIComponent(value));
    } catch {
      // A malformed escape is not a value we can trust.
    }
  }
  return out;
}

/** The last Cookie header read and its cookies: a request reads a dozen cookies from the same header in turn. */
let lastHeader: string | null | undefined;
let lastCookies: ReadonlyMap<string, string> = new Map();

/** Reads one cookie from a request's Cookie header, applying the character rule. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (header !== lastHeader) {
    lastCookies = parseCookieHeader(header);
    lastHeader = header;
  }
  return acceptCookieValue(name, lastCookies.get(name));
}

export type CookieOptions = {
  maxAgeSeconds?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
  path?: string;
};

/** Builds a Set-Cookie header value. Values are URI-encoded so JSON (the utm cookie) survives. */
export function serializeCookie(name: string, value: string, opts: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${opts.path ?? '/'}`];
  if (opts.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.floor(opts.maxAgeSeconds)}`);
  if (opts.httpOnly) parts.push('HttpOnly');
  if (opts.secure) parts.push('Secure');
  parts.push(`SameSite=${opts.sameSite ?? 'Lax'}`);
  return parts.join('; ');
}
