// @ts-check
/**
 * Cross-site request refusal (decision 023): a request that changes something (POST, PUT, PATCH, DELETE —
 * every form action, logout included) is answered 403 unless it comes from the shop's own pages.
 * A browser says where a request comes from: `Sec-Fetch-Site` (every current browser) must be `same-origin`
 * (or `none`, typed by the user); without it, an `Origin` header must be the shop's own origin (the protocol
 * the request reached us by, see trust-proxy.mjs, and its Host). A request with neither header is not from a
 * browser that could be tricked into sending a visitor's cookies, and passes. Session cookies are also
 * SameSite=Lax; this check does not depend on that.
 */

export const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a request may change state.
 * @param {{ method: string; secFetchSite: string | undefined; origin: string | undefined; ownOrigin: string }} req
 */
export function isSameSiteRequest(req) {
  if (!STATE_CHANGING_METHODS.has(req.method.toUpperCase())) return true;
  if (req.secFetchSite !== undefined) {
    const site = req.secFetchSite.trim().toLowerCase();
    return site === 'same-origin' || site === 'none';
  }
  if (req.origin !== undefined) return req.origin.trim().toLowerCase() === req.ownOrigin.toLowerCase();
  return true;
}

export const CROSS_SITE_PAGE = `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Request refused</title></head>
<body><main><h1>Request refused</h1>
<p>This request came from another website, so it was not carried out. Nothing has changed.</p>
<p>If you meant to do this, go to the <a href="/">home page</a> and try again from there.</p>
</main></body></html>
`;

/** @param {import('express').Request} req */
const header = (req, name) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** @returns {import('express').RequestHandler} */
export function refuseCrossSite() {
  return (req, res, next) => {
    const ok = isSameSiteRequest({
      method: req.method,
      secFetchSite: header(req, 'sec-fetch-site'),
      origin: header(req, 'origin'),
      ownOrigin: `${req.protocol}://${req.headers.host ?? ''}`,
    });
    if (ok) {
      next();
      return;
    }
    res.status(403).type('html').setHeader('Cache-Control', 'no-store');
    res.end(CROSS_SITE_PAGE);
  };
}
