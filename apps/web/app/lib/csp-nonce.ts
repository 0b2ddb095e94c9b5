import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the response being rendered (made per response by the web server,
 * server/security-headers.mjs, decision 023). entry.server.tsx provides it; the page shell gives it to
 * React Router's inline scripts and to the theme's <style>. In the browser it is undefined: the browser hides
 * nonces from the page, and scripts added after hydration are trusted through 'strict-dynamic'.
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
