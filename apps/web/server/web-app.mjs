// @ts-check
/**
 * The web server's Express app, in the order a request meets it:
 * security headers (a fresh CSP nonce, HSTS over https, no-store for signed-in visitors: security-headers.mjs)
 * → compression → the refusal of cross-site posts (cross-site.mjs) and of bodies over the size limit
 * (body-limit.mjs) → a new change stamp for a signed-in visitor's post (change-stamp.mjs) → the whole-page
 * cache for anonymous visitors (page-cache.mjs, decision 030) → the built assets and public/ files → the access
 * log → the page handler (React Router).
 * `trust proxy` comes from TRUST_PROXY (trust-proxy.mjs): only a trusted proxy's X-Forwarded-Proto/-For count.
 * main.mjs makes it with React Router's request handler; tests make it with a stand-in.
 */
import { existsSync, readdirSync } from 'node:fs';
import compression from 'compression';
import express from 'express';
import morgan from 'morgan';
import { limitBody } from './body-limit.mjs';
import { stampChanges } from './change-stamp.mjs';
import { refuseCrossSite } from './cross-site.mjs';
import { createPageStore, pageCacheMiddleware } from './page-cache.mjs';
import { securityHeaders } from './security-headers.mjs';
import { trustProxySetting } from './trust-proxy.mjs';

/**
 * Runs a static-file middleware only for paths whose first segment names a file or folder at the top of `dir`
 * (read once at start: the build and public/ do not change while the server runs), so a page request costs no
 * file lookups.
 */
/** @param {string} dir @param {import('express').RequestHandler} middleware @returns {import('express').RequestHandler} */
function onlyUnder(dir, middleware) {
  // The names are plain ASCII (icons, images, assets), so the raw first segment is compared.
  const names = new Set(existsSync(dir) ? readdirSync(dir) : []);
  return (req, res, next) => {
    const first = req.path.split('/', 2)[1] ?? '';
    if (names.has(first)) middleware(req, res, next);
    else next();
  };
}

/**
 * The visitor's country as the proxy in front of the shop named it (CF-IPCountry, X-Country-Code), believed only
 * when the request came from a trusted proxy (TRUST_PROXY); otherwise anyone could claim a country.
 * @param {import('express').Request} req @returns {string | undefined}
 */
export function trustedCountry(req) {
  const trusts = req.app.get('trust proxy fn');
  if (typeof trusts !== 'function' || !trusts(req.socket.remoteAddress ?? '', 0)) return undefined;
  const raw = (req.get('cf-ipcountry') ?? req.get('x-country-code') ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(raw) ? raw : undefined;
}

/**
 * What one request's loaders share (a new object per request): the CSP nonce to render with, and the
 * visitor's address and country as a trusted proxy reported them (passed to the API: its rate limits, the
 * restricted-country confirmation).
 * @param {import('express').Request} req @param {import('express').Response} res
 */
export function loadContextOf(req, res) {
  return {
    cspNonce: /** @type {string} */ (res.locals.cspNonce),
    clientIp: req.ip,
    country: trustedCountry(req),
  };
}

/**
 * @param {{
 *   pageHandler: import('express').RequestHandler;
 *   assetsDir?: string;
 *   trustProxy?: string | undefined;
 *   accessLog?: boolean;
 *   paymentOrigin?: string | null;
 *   identityOrigins?: string[];
 *   stripe?: import('./security-headers.mjs').StripeOrigins | null;
 *   imageOrigins?: string[];
 * }} opts
 */
export function createWebApp(opts) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(opts.trustProxy));
  app.use(
    securityHeaders({
      paymentOrigin: opts.paymentOrigin ?? null,
      identityOrigins: opts.identityOrigins ?? [],
      stripe: opts.stripe ?? null,
      imageOrigins: opts.imageOrigins ?? [],
    }),
  );
  app.use(compression());
  app.use(refuseCrossSite());
  app.use(limitBody());
  app.use(stampChanges());
  // Anonymous pages from memory first: a page is never a file, so no file lookup is needed for a hit.
  app.use(pageCacheMiddleware(createPageStore()));
  if (opts.assetsDir) {
    app.use('/assets', express.static(`${opts.assetsDir}/assets`, { immutable: true, maxAge: '1y' }));
    app.use(onlyUnder(opts.assetsDir, express.static(opts.assetsDir)));
    app.use(onlyUnder('public', express.static('public', { maxAge: '1h' })));
  }
  if (opts.accessLog !== false) app.use(morgan('tiny'));
  app.all('*', opts.pageHandler);
  return app;
}
