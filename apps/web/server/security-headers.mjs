// @ts-check
/**
 * The security headers of every answer of the web server (decision 023), set before anything else runs so
 * that pages, files, cached pages and error pages all carry them:
 *
 * - a Content-Security-Policy with a fresh nonce per response (`res.locals.cspNonce`): scripts run only when
 *   they carry the nonce (React Router's inline scripts, given it by entry.server.tsx and root.tsx) or are
 *   loaded by one ('strict-dynamic'); styles from the site or with the nonce (the theme's <style>), plus
 *   style attributes; nothing may frame the shop (frame-ancestors 'none', and X-Frame-Options DENY for
 *   older browsers); forms post only to the shop; the shop frames only itself and the card processor's hosted
 *   card field, and a form's redirect may lead only to the processor's 3-D Secure page (decision 029); with Stripe
 *   on, Stripe.js's origin is allowed in script-src, frame-src and connect-src, and its 3-D Secure page in
 *   form-action (decision 047); the browser may fetch Google Pay's payment method manifest (connect-src); images
 *   only from the shop, data: and an operator's image host (CONTENT_IMAGE_ORIGINS);
 * - a Permissions-Policy refusing the browser features the shop does not use (payment only to itself and Stripe);
 * - X-Content-Type-Options nosniff, Referrer-Policy strict-origin-when-cross-origin (not no-referrer:
 *   with it a browser sends `Origin: null` on form posts, and the cross-site check reads Origin);
 * - Strict-Transport-Security only on answers that went out over https (directly or through a trusted
 *   proxy, see trust-proxy.mjs): a browser ignores it over http, and a development server must not pin it;
 * - Cache-Control: no-store on every answer to a signed-in visitor (but the public files) and every answer that
 *   sets or clears a session cookie (no shared or browser cache may keep a page that is one customer's own).
 * Headers are decided by helmet (the library made for this, decision 023). With this server's fixed policy they
 * are the same for every answer but the nonce, so helmet runs once, at start, against a response that only records
 * what it does, with a marker where the nonce goes; each answer then gets that list with its own nonce put in
 * (running helmet's chain of middlewares per answer was about 5 % of a signed-in page view's CPU).
 */
import { randomFillSync } from 'node:crypto';
import helmet from 'helmet';
import onHeaders from 'on-headers';
import { parseCookies } from './page-cache.mjs';

/** A year, with subdomains: the shop's pages are served only over https in production. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** Cookies that make a request a signed-in visitor's (the session's tokens and ids). */
export const SESSION_COOKIES = new Set([
  'web_access_token',
  'web_refresh_token',
  'customer_token',
  'customer_id',
]);

const NONCE_BYTES = 16;
/** Random bytes for 256 nonces, drawn from the CSPRNG at once and used once each. */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceAt = noncePool.length;

/** A fresh nonce: 16 random bytes, base64 (the CSP grammar's base64-value). */
export function newNonce() {
  if (nonceAt === noncePool.length) {
    randomFillSync(noncePool);
    nonceAt = 0;
  }
  nonceAt += NONCE_BYTES;
  return noncePool.toString('base64', nonceAt - NONCE_BYTES, nonceAt);
}

/** @param {import('express').Response} res */
const nonceSource = (res) => `'nonce-${res.locals.cspNonce}'`;

/**
 * The origin of the card processor (CARD_PROCESSOR_PUBLIC_URL), the one other origin the shop's pages deal with:
 * its hosted card field is framed (frame-src) and a deposit's 3-D Secure step sends the browser to its challenge
 * page (form-action, which also governs where a posted form is redirected). Null when it is not configured.
 * @param {string | undefined} value
 */
export function paymentOriginOf(value) {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The identity provider's origins (IDENTITY_PROVIDER_ORIGINS, comma separated; decision 050): starting ConnectID or
 * the hosted verification page redirects a posted form there (form-action).
 * @param {string | undefined} value
 * @returns {string[]}
 */
export function identityOriginsOf(value) {
  const origins = (value ?? '').split(',').map((v) => paymentOriginOf(v.trim()));
  return [...new Set(origins.filter((o) => o !== null))];
}

/**
 * Origins content images may come from besides the shop itself (CONTENT_IMAGE_ORIGINS, comma separated): an
 * operator's image host for the images of its pages and offers. None by default: the seeded images are the shop's
 * own files.
 * @param {string | undefined} value
 * @returns {string[]}
 */
export function contentImageOriginsOf(value) {
  return identityOriginsOf(value);
}

/**
 * Browser features the shop does not use, refused to its pages and to every frame in them (Permissions-Policy).
 * Only names Chromium knows (an unknown one is reported as an error in the console).
 */
const DENIED_FEATURES = Object.freeze([
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]);

/**
 * The Permissions-Policy: every feature in DENIED_FEATURES refused; `payment` (the Payment Request API, which the
 * deposit step's Apple Pay and Google Pay use) allowed to the shop's own pages and, with Stripe on, to Stripe.js's
 * frames (its Elements ask for it).
 * @param {StripeOrigins | null} stripe
 */
export function permissionsPolicyOf(stripe) {
  const payment = ['self', ...(stripe?.frame ?? []).map((o) => `"${o}"`)].join(' ');
  return [...DENIED_FEATURES.map((f) => `${f}=()`), `payment=(${payment})`].join(', ');
}

/** Stripe.js's own origin, and the origins it talks to and frames when it is loaded from there. */
const STRIPE_JS_ORIGIN = 'https://js.stripe.com';
const STRIPE_DEFAULT_JS_URL = `${STRIPE_JS_ORIGIN}/v3`;

/**
 * Google Pay through the Payment Request API (the deposit step's device wallets): to know whether it can pay, the
 * browser fetches Google Pay's payment method manifest from these, and it holds that fetch to the page's
 * connect-src (the address Google Pay names, its www. form it redirects to, and Google Pay's own host).
 */
const GOOGLE_PAY_MANIFEST_SOURCES = Object.freeze([
  'https://google.com/pay',
  'https://www.google.com/pay',
  'https://pay.google.com',
]);

/**
 * The origins Stripe.js needs (decision 047) when Stripe is on for this web server (STRIPE_PUBLISHABLE_KEY set),
 * else null: the script's origin (STRIPE_JS_URL, default Stripe's) in script-src, frame-src (its card Element's
 * frame) and connect-src; loaded from Stripe itself, also its API (connect-src) and its 3-D Secure frames (frame-src).
 * A Stripe deposit's 3-D Secure redirect leads to Stripe's hooks page (or the fake's own): form-action.
 * @param {string | undefined} publishableKey
 * @param {string | undefined} jsUrl
 * @returns {StripeOrigins | null}
 */
export function stripeOriginsOf(publishableKey, jsUrl) {
  if (!publishableKey) return null;
  const origin = paymentOriginOf(jsUrl || STRIPE_DEFAULT_JS_URL);
  if (!origin) return null;
  const own = origin === STRIPE_JS_ORIGIN;
  return {
    script: [origin],
    frame: own ? [origin, 'https://hooks.stripe.com'] : [origin],
    connect: own ? [origin, 'https://api.stripe.com'] : [origin],
    form: own ? ['https://hooks.stripe.com'] : [origin],
  };
}

/** @typedef {{ script: string[], frame: string[], connect: string[], form: string[] }} StripeOrigins */

/**
 * @param {string | null} paymentOrigin
 * @param {string[]} identityOrigins
 * @param {StripeOrigins | null} stripe
 * @param {string[]} imageOrigins
 */
const helmetWith = (paymentOrigin, identityOrigins, stripe, imageOrigins) => {
  const payment = paymentOrigin ? [paymentOrigin] : [];
  const identity = identityOrigins.filter((o) => o !== paymentOrigin);
  const stripeFrames = (stripe?.frame ?? []).filter((o) => o !== paymentOrigin);
  const stripeForms = (stripe?.form ?? []).filter((o) => o !== paymentOrigin && !identity.includes(o));
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': [
          "'self'",
          (_req, res) => nonceSource(/** @type {import('express').Response} */ (res)),
          "'strict-dynamic'",
          ...(stripe?.script ?? []),
        ],
        'style-src': ["'self'", (_req, res) => nonceSource(/** @type {import('express').Response} */ (res))],
        // Server-rendered style attributes (an offer's colours on its play page).
        'style-src-attr': ["'unsafe-inline'"],
        // The shop's own images, inline ones (data: in the style sheet) and an operator's image host, if named.
        'img-src': ["'self'", 'data:', ...imageOrigins],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...GOOGLE_PAY_MANIFEST_SOURCES, ...(stripe?.connect ?? [])],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'", ...payment, ...identity, ...stripeForms],
        'frame-src': ["'self'", ...payment, ...stripeFrames],
        'frame-ancestors': ["'none'"],
      },
    },
    // Set below only over https.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Cross-origin isolation headers would break content images served by other hosts.
    crossOriginEmbedderPolicy: false,
  });
};

/**
 * True when the response sets or clears a session cookie.
 * @param {number | string | string[] | undefined} setCookie
 */
export function setsSessionCookie(setCookie) {
  if (setCookie === undefined) return false;
  const values = Array.isArray(setCookie) ? setCookie : [String(setCookie)];
  return values.some((v) => SESSION_COOKIES.has(v.slice(0, v.indexOf('=')).trim()));
}

/**
 * True when the request comes from a signed-in visitor (any session cookie present).
 * @param {string | undefined} cookieHeader
 */
export function isSignedInRequest(cookieHeader) {
  for (const name of parseCookies(cookieHeader).keys()) if (SESSION_COOKIES.has(name)) return true;
  return false;
}

/**
 * True for an answer the static-file server marked as public (the same for everyone).
 * @param {number | string | string[] | undefined} cacheControl
 */
function isPublicFile(cacheControl) {
  return /\bpublic\b/i.test(String(cacheControl ?? ''));
}

/** Stands where the nonce goes while helmet runs once (plain base64 letters, which helmet accepts in a source). */
const NONCE_MARKER = 'lottoshopNonceMarker';

/**
 * What helmet does to an answer, recorded once: each header it sets (its value cut at the nonce marker, so a
 * nonce is put back between the pieces) and each it removes.
 * @param {import('express').RequestHandler} middleware
 * @returns {{ set: [string, string[]][], remove: string[] }}
 */
function recordHeaders(middleware) {
  /** @type {Map<string, string[]>} */
  const set = new Map();
  /** @type {string[]} */
  const remove = [];
  const recorder = {
    locals: { cspNonce: NONCE_MARKER },
    /** @param {string} name @param {unknown} value */
    setHeader(name, value) {
      set.set(name, String(value).split(NONCE_MARKER));
    },
    /** @param {string} name */
    removeHeader(name) {
      set.delete(name);
      remove.push(name);
    },
  };
  /** @type {unknown} */
  let failure;
  let called = false;
  middleware(
    /** @type {import('express').Request} */ (/** @type {unknown} */ ({})),
    /** @type {import('express').Response} */ (/** @type {unknown} */ (recorder)),
    (error) => {
      called = true;
      failure = error;
    },
  );
  if (!called || failure !== undefined || ![...set.values()].some((pieces) => pieces.length > 1)) {
    throw new Error(`helmet did not set the nonce-based headers: ${String(failure)}`);
  }
  return { set: [...set], remove };
}

/**
 * @param {{ paymentOrigin?: string | null, identityOrigins?: string[],
 *   stripe?: StripeOrigins | null, imageOrigins?: string[] }} [opts] the card processor's origin
 *   (see paymentOriginOf), the identity provider's (see identityOriginsOf), Stripe.js's (see stripeOriginsOf)
 *   and the content images' (see contentImageOriginsOf)
 * @returns {import('express').RequestHandler}
 */
export function securityHeaders(opts = {}) {
  const stripe = opts.stripe ?? null;
  const recorded = recordHeaders(
    helmetWith(opts.paymentOrigin ?? null, opts.identityOrigins ?? [], stripe, opts.imageOrigins ?? []),
  );
  // helmet has no Permissions-Policy: set beside what it recorded.
  recorded.set.push(['Permissions-Policy', [permissionsPolicyOf(stripe)]]);
  return (req, res, next) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    for (const name of recorded.remove) res.removeHeader(name);
    for (const [name, pieces] of recorded.set) {
      res.setHeader(name, pieces.length === 1 ? /** @type {string} */ (pieces[0]) : pieces.join(nonce));
    }
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS_VALUE);
    const signedIn = isSignedInRequest(req.headers.cookie);
    onHeaders(res, () => {
      if (setsSessionCookie(res.getHeader('set-cookie'))) res.setHeader('Cache-Control', 'no-store');
      // A signed-in visitor's pages and data, not the public files (built assets keep their long caching).
      else if (signedIn && !isPublicFile(res.getHeader('cache-control')))
        res.setHeader('Cache-Control', 'no-store');
    });
    next();
  };
}
