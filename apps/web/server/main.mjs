// @ts-check
/**
 * The shop's production web server: what react-router-serve does (compression, the built browser assets with
 * long-lived caching, `public/`, an access log, the React Router request handler), plus the whole-page cache
 * for anonymous visitors (page-cache.mjs, decision 030) and one load context per request, which the loaders of
 * that request share (the request's session: lib/session.server.ts).
 * Run from apps/web: `node server/main.mjs [build/server/index.js]`. Env: PORT (3000), HOST (all interfaces).
 */
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import morgan from 'morgan';
import { createPageStore, pageCacheMiddleware } from './page-cache.mjs';

const buildPath = resolve(process.argv[2] ?? 'build/server/index.js');
const build = await import(pathToFileURL(buildPath).href);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;

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

const app = express();
app.disable('x-powered-by');
app.use(compression());
// Anonymous pages from memory first: a page is never a file, so no file lookup is needed for a hit.
app.use(pageCacheMiddleware(createPageStore()));
app.use(
  '/assets',
  express.static(resolve(build.assetsBuildDirectory, 'assets'), { immutable: true, maxAge: '1y' }),
);
app.use(onlyUnder(build.assetsBuildDirectory, express.static(build.assetsBuildDirectory)));
app.use(onlyUnder('public', express.static('public', { maxAge: '1h' })));
app.use(morgan('tiny'));
app.all(
  '*',
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    // A new object per request: loaders of one request find their shared state under it.
    getLoadContext: () => ({}),
  }),
);

const server = host ? app.listen(port, host) : app.listen(port);
server.on('listening', () => console.log(`[web] http://${host ?? 'localhost'}:${port}`));
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
