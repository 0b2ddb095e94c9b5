import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the response being rendered (made per response by the web server,
 * server/security-headers.mjs, decision 023). entry.server.tsx provides it; the page shell gives it to
 * React Router's inline scripts and to the theme's <style>. In the browser it is undefined (scripts added after
 * hydration are trusted through 'strict-dynamic'); the one thing there that needs it, a <style> element a dialog
 * adds, takes it from `pageNonce` (entry.client.tsx).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

/** The nonce the web server put in the request's load context, when it is a plausible one. */
export function nonceFromLoadContext(context: unknown): string | undefined {
  const nonce =
    context !== null && typeof context === 'object'
      ? (context as { cspNonce?: unknown }).cspNonce
      : undefined;
  return typeof nonce === 'string' && /^[A-Za-z0-9+/=]+$/.test(nonce) ? nonce : undefined;
}

/**
 * In the browser, the nonce of the page's policy, read from the first element the server gave it to. The browser
 * empties the `nonce` attribute once the element is in the document, but keeps the element's `nonce` property.
 */
export function pageNonce(doc: Pick<Document, 'querySelector'>): string | undefined {
  const nonce = doc.querySelector<HTMLElement>('[nonce]')?.nonce;
  return nonce || undefined;
}
