/**
 * The browser's entry: React Router's default one (hydrate the document under StrictMode), after handing the
 * page's Content-Security-Policy nonce to `get-nonce`. Radix's dialogs (the menu, the cart drawer) lock the page's
 * scroll with a <style> element they add while open (react-remove-scroll, through react-style-singleton), and take
 * its nonce from `get-nonce`; without one, the policy (decision 023) refused that element and the page scrolled
 * under an open dialog.
 */
import { setNonce } from 'get-nonce';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { pageNonce } from './lib/csp-nonce.ts';

const nonce = pageNonce(document);
if (nonce !== undefined) setNonce(nonce);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
