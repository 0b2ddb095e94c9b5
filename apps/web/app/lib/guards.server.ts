import { redirect } from 'react-router';
import { flashCookie } from './flash-notice.server.ts';
import { type RequestSession, readVisitor, requestSession } from './session.server.ts';
import { loadCapabilities, loadSiteConfig } from './site.server.ts';

const PROBE_ORIGIN = 'http://shop.invalid';

function hasControlOrSpace(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Only same-site paths may be a redirect target: a single leading '/', no scheme, no protocol-relative
 * //host (or its backslash spellings), no control characters or whitespace.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value.length > 2048 || hasControlOrSpace(value)) return fallback;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return fallback;
  } catch {
    return fallback;
  }
  return value;
}

export function loginPath(request: Request): string {
  const url = new URL(request.url);
  return `/login?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
}

/**
 * Protected pages: an anonymous visitor goes to /login and comes back to this page afterwards. Returns the
 * request's session, to make the page's API calls with (and to return its `headers()`).
 */
export function requireCustomer(request: Request, context?: unknown): RequestSession {
  const session = requestSession(request, context);
  if (!session.signedIn) throw redirect(loginPath(request), { headers: session.headers() });
  return session;
}

/** A protected page found the session expired while loading: back to login, with the cookies cleared. */
export function sessionExpiredRedirect(request: Request, session: RequestSession): Response {
  const headers = session.headers();
  headers.append('Set-Cookie', flashCookie('session_expired', session.secure));
  return redirect(loginPath(request), { headers });
}

/** Capabilities and site config for a page loader (both cached in-process for their TTL). */
export async function loadPageContext(request: Request) {
  const visitor = readVisitor(request);
  const [config, capabilities] = await Promise.all([
    loadSiteConfig(visitor.identity),
    loadCapabilities(visitor.identity, { signedIn: visitor.hasSession, segmentName: visitor.segmentName }),
  ]);
  return { visitor, config, capabilities };
}
