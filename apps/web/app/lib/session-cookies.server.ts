import { acceptCookieValue, serializeCookie } from './cookie-values.ts';

/**
 * The session's cookies (spec 2 §3). All are httpOnly (only the web server reads them), SameSite=Lax (sent on
 * top-level navigations back to the shop, not on cross-site posts) and Secure when the shop is served over
 * https. The tokens and the customer's identifiers live as long as the session may stay idle (the site's
 * session timeout, 3600 s by default); the device id outlives sessions so the next sign-in is recognised.
 */
export const SESSION_COOKIE_NAMES = [
  'web_access_token',
  'web_refresh_token',
  'customer_token',
  'customer_id',
  'pricing_id',
  'customer_segment_name',
] as const;
export type SessionCookieName = (typeof SESSION_COOKIE_NAMES)[number];

export const DEVICE_COOKIE = 'device_uuid';
/** The anonymous cart's token: dropped at logout with the session (spec 1 §4). */
export const ANONYMOUS_CART_COOKIE = 'anonymous_cart_token';

export const DEFAULT_SESSION_SECONDS = 3600;
export const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

export type CookieContext = { secure: boolean; sessionSeconds: number };

export type SessionValues = Partial<Record<SessionCookieName | typeof DEVICE_COOKIE, string>>;

/** Whether a request reached the shop over https (its cookies are then Secure). */
export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

/**
 * Set-Cookie values for the session values given. A value that fails the cookie character rule is not
 * written (it would be dropped when read back anyway).
 */
export function sessionCookies(values: SessionValues, ctx: CookieContext): string[] {
  const out: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || acceptCookieValue(name, value) === undefined) continue;
    const maxAgeSeconds = name === DEVICE_COOKIE ? DEVICE_COOKIE_SECONDS : ctx.sessionSeconds;
    out.push(serializeCookie(name, value, { maxAgeSeconds, httpOnly: true, secure: ctx.secure }));
  }
  return out;
}

/** Set-Cookie values that remove every session cookie (and, at logout, the anonymous cart token). */
export function clearedSessionCookies(opts: { secure: boolean; includeCart?: boolean }): string[] {
  const names: string[] = [...SESSION_COOKIE_NAMES];
  if (opts.includeCart) names.push(ANONYMOUS_CART_COOKIE);
  return names.map((name) =>
    serializeCookie(name, '', { maxAgeSeconds: 0, httpOnly: true, secure: opts.secure }),
  );
}
