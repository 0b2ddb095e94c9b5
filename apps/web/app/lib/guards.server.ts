import { redirect } from 'react-router';
import { readVisitor, type Visitor } from './session.server.ts';
import { loadCapabilities, loadSiteConfig } from './site.server.ts';

/** Only same-site paths may be a redirect target (no scheme, no protocol-relative //host). */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

export function loginPath(request: Request): string {
  const url = new URL(request.url);
  return `/login?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
}

/** Protected pages: an anonymous visitor goes to /login and comes back to this page afterwards. */
export function requireCustomer(request: Request): Visitor {
  const visitor = readVisitor(request);
  if (!visitor.hasSession) throw redirect(loginPath(request));
  return visitor;
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
