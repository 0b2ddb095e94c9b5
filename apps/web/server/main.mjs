// @ts-check
/**
 * The shop's production web server: what react-router-serve does (compression, the built browser assets with
 * long-lived caching, `public/`, an access log, the React Router request handler), plus the security headers,
 * the cross-site and body-size refusals, and the whole-page cache for anonymous visitors (web-app.mjs), and one
 * load context per request, which the loaders of that request share (the request's session and CSP nonce).
 * Run from apps/web: `node server/main.mjs [build/server/index.js]`.
 * Env: PORT (3000), HOST (all interfaces), TRUST_PROXY (none; trust-proxy.mjs), STRIPE_PUBLISHABLE_KEY and
 * STRIPE_JS_URL (Stripe.js in the CSP), APP_KEY and APP_SECRET (app-secret.mjs; required in production).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import { readAppSigning } from './app-secret.mjs';
import {
  contentImageOriginsOf,
  identityOriginsOf,
  paymentOriginOf,
  stripeOriginsOf,
} from './security-headers.mjs';
import { createWebApp, loadContextOf } from './web-app.mjs';

// Production refuses to start without its own signing secret (the pages read it again, from the same function).
try {
  readAppSigning(process.env);
} catch (err) {
  console.error(`[web] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}

const buildPath = resolve(process.argv[2] ?? 'build/server/index.js');
const build = await import(pathToFileURL(buildPath).href);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;

const app = createWebApp({
  assetsDir: resolve(build.assetsBuildDirectory),
  trustProxy: process.env.TRUST_PROXY,
  // The card processor's hosted card field and 3-D Secure page (decision 029).
  paymentOrigin: paymentOriginOf(process.env.CARD_PROCESSOR_PUBLIC_URL),
  // ConnectID and the hosted verification page (decision 050).
  identityOrigins: identityOriginsOf(process.env.IDENTITY_PROVIDER_ORIGINS),
  // Stripe.js, when Stripe is on (decision 047).
  stripe: stripeOriginsOf(process.env.STRIPE_PUBLISHABLE_KEY, process.env.STRIPE_JS_URL),
  // An operator's image host for content images (decision 023); none by default.
  imageOrigins: contentImageOriginsOf(process.env.CONTENT_IMAGE_ORIGINS),
  pageHandler: createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    // A new object per request: loaders of one request find their shared state under it.
    getLoadContext: loadContextOf,
  }),
});

const server = host ? app.listen(port, host) : app.listen(port);
server.on('listening', () => console.log(`[web] http://${host ?? 'localhost'}:${port}`));
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
