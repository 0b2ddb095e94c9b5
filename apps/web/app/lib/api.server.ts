import { randomUUID } from 'node:crypto';
import { keysToCamel, keysToSnake } from '@lottoshop/contracts/casing';
import { HEADER, REQUEST_ID_PATTERN } from '@lottoshop/contracts/headers';
import { data } from 'react-router';
import { cacheGet, cacheSet, cacheTtlFor, scopeIsQuiet, scopeSuffix } from './api-cache.server.ts';
import { ApiError, readErrorBody } from './api-errors.ts';
import { webEnv } from './env.server.ts';
import { signRequest } from './signing.server.ts';

/**
 * The web server's client of the API (backend-for-frontend). Server-only: it holds the app secret.
 * Every call to a signed family carries the app key, a timestamp and the HMAC signature; responses are
 * converted to camelCase and unwrapped from the envelope; errors become ApiError (4xx) or a site-wide
 * error page with the API's status (5xx, spec 1 §8).
 */
export type ApiFamily = 'v2' | 'cms' | 'social/v3' | 'rewards' | 'customer-verify';

const SIGNED_FAMILIES = new Set<ApiFamily>(['v2', 'social/v3', 'rewards', 'customer-verify']);
export const DEFAULT_API_VERSION = '3.0';

/** Who is calling: read from the visitor's cookies (already checked against the cookie rule). */
export type ApiIdentity = {
  customerToken?: string | undefined;
  customerId?: string | undefined;
  accessToken?: string | undefined;
  subVariant?: string | undefined;
  sessionId?: string | undefined;
  deviceId?: string | undefined;
  requestId?: string | undefined;
  /** The browser's User-Agent, forwarded so the customer's list of sessions names their browsers. */
  userAgent?: string | undefined;
  /** The visitor's address as the web server found it (for the API's per-address rate limits). */
  clientIp?: string | undefined;
  /** The visitor's country from a trusted proxy, forwarded for the restricted-country confirmation. */
  country?: string | undefined;
  /**
   * The stamp of the signed-in visitor's last form post (`web_changed`, set by server/change-stamp.mjs): their own
   * kept reads are kept under it, so none taken before a change is used after it, in any web process. Not sent.
   */
  changeStamp?: string | undefined;
};

/**
 * The signed-in session a call is made for (see `RequestSession` in session.server.ts): its identity is used
 * for the call, and a 401/403 answer asks it to refresh the tokens once before the call is retried.
 */
export type SessionRefresher = {
  readonly identity: ApiIdentity;
  refresh(): Promise<boolean>;
};

export type ApiCallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, unknown>;
  body?: unknown;
  version?: string;
  identity?: ApiIdentity;
  /** Make the call for this session (instead of `identity`), refreshing its tokens once on 401/403. */
  session?: SessionRefresher;
  /** Cache a successful GET for this many seconds (identity-independent reads only). */
  cacheTtlSeconds?: number;
  /**
   * Cache a successful GET made for the signed-in customer for this many seconds, under their access token
   * (a read of their own data shown on every page: the overview, the cart, the recommended plays). Posting any
   * form ends it early (`readFormData` calls `cacheQuietScope`).
   */
  customerCacheSeconds?: number;
  signal?: AbortSignal;
};

export type ApiResponse<T> = {
  status: number;
  result: T | undefined;
  pageInfo?: unknown;
  links?: unknown;
  messages?: unknown;
  entities?: unknown;
};

export function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    // Array and object values are JSON-encoded (spec 1 §7).
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function buildHeaders(
  family: ApiFamily,
  opts: { version?: string; identity?: ApiIdentity; hasBody: boolean; now?: Date },
): Record<string, string> {
  const env = webEnv();
  const id = opts.identity ?? {};
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (opts.hasBody) headers['Content-Type'] = 'application/json';
  headers[HEADER.requestId] =
    id.requestId && REQUEST_ID_PATTERN.test(id.requestId) ? id.requestId : randomUUID();
  if (SIGNED_FAMILIES.has(family)) {
    const timestamp = String(Math.floor((opts.now ?? new Date()).getTime() / 1000));
    headers[HEADER.appKey] = env.appKey;
    headers[HEADER.timestamp] = timestamp;
    headers[HEADER.signature] = signRequest({
      appKey: env.appKey,
      secret: env.appSecret,
      timestamp,
      customerToken: id.customerToken ?? '',
    });
    if (id.customerToken) headers[HEADER.customerToken] = id.customerToken;
  }
  if (family === 'v2') headers[HEADER.apiVersion] = opts.version ?? DEFAULT_API_VERSION;
  if (id.subVariant) headers[HEADER.subVariant] = id.subVariant;
  if (id.sessionId) headers[HEADER.sessionId] = id.sessionId;
  if (id.customerId) headers[HEADER.customerId] = id.customerId;
  if (id.deviceId) headers[HEADER.deviceId] = id.deviceId;
  if (id.accessToken) headers.Authorization = `Bearer ${id.accessToken}`;
  if (id.userAgent) headers['User-Agent'] = id.userAgent;
  if (id.clientIp) headers[HEADER.forwardedFor] = id.clientIp;
  if (id.country) headers[HEADER.countryCode] = id.country;
  return headers;
}

function unwrap<T>(status: number, body: unknown, family: ApiFamily): ApiResponse<T> {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const b = body as Record<string, unknown>;
    if ('result' in b) {
      return {
        status,
        result: b.result as T,
        pageInfo: b.pageInfo,
        links: b.links,
        messages: b.messages,
        entities: b.entities,
      };
    }
    // The content service may answer in its own `{ data }` form.
    if (family === 'cms' && 'data' in b) return { status, result: b.data as T, pageInfo: b.meta };
  }
  return { status, result: body as T };
}

/** Calls that hand out or exchange tokens are never retried after a refresh. */
const NO_REFRESH_PATHS = new Set(['/login', '/signup', '/refresh', '/autologin', '/transfer']);

export async function callApi<T = unknown>(
  family: ApiFamily,
  path: string,
  opts: ApiCallOptions = {},
): Promise<ApiResponse<T>> {
  const session = opts.session;
  if (!session) return callOnce<T>(family, path, opts);
  const identity = { ...session.identity, ...opts.identity };
  try {
    return await callOnce<T>(family, path, { ...opts, identity });
  } catch (err) {
    const canRefresh =
      family !== 'cms' &&
      !NO_REFRESH_PATHS.has(path) &&
      Boolean(identity.customerId && identity.customerToken) &&
      err instanceof ApiError &&
      (err.status === 401 || err.status === 403) &&
      // A second-factor answer is not an expired token: the two-factor flow takes it (spec 1 §7).
      !err.code?.startsWith('2fa_');
    // Spec 1 §8: 401 and 403 trigger a token refresh and one retry; a failed refresh ends the session.
    if (!canRefresh || !(await session.refresh())) throw err;
    return callOnce<T>(family, path, { ...opts, identity: { ...session.identity, ...opts.identity } });
  }
}

/** Cacheable reads on their way: requests that need the same read while it is fetched wait for that one. */
const inFlight = new Map<string, Promise<unknown>>();

async function callOnce<T>(family: ApiFamily, path: string, opts: ApiCallOptions): Promise<ApiResponse<T>> {
  const method = opts.method ?? 'GET';
  const url = `${webEnv().apiUrl}/${family}${path.startsWith('/') ? path : `/${path}`}${buildQuery(opts.query)}`;
  const cacheKey = readCacheKey(method, url, opts);
  if (!cacheKey) return fetchOnce<T>(family, path, url, method, opts, undefined);
  const hit = cacheGet<ApiResponse<T>>(cacheKey);
  if (hit) return hit;
  const pending = inFlight.get(cacheKey) as Promise<ApiResponse<T>> | undefined;
  if (pending) return pending;
  const fetching = fetchOnce<T>(family, path, url, method, opts, cacheKey);
  inFlight.set(cacheKey, fetching);
  const done = () => inFlight.delete(cacheKey);
  fetching.then(done, done);
  return fetching;
}

async function fetchOnce<T>(
  family: ApiFamily,
  path: string,
  url: string,
  method: string,
  opts: ApiCallOptions,
  cacheKey: string | undefined,
): Promise<ApiResponse<T>> {
  const env = webEnv();
  // A FormData body (a file upload) is sent as multipart, as it is; anything else as JSON.
  const multipart = opts.body instanceof FormData;
  const hasBody = opts.body !== undefined && !multipart;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: buildHeaders(family, { hasBody, ...opts }),
      ...(multipart ? { body: opts.body as FormData } : {}),
      ...(hasBody ? { body: JSON.stringify(keysToSnake(opts.body)) } : {}),
      signal: opts.signal ?? AbortSignal.timeout(env.apiTimeoutMs),
    });
  } catch {
    // The API cannot be reached: an unrecoverable site-wide error, never a hanging page.
    throw data({ reason: 'api_unreachable' }, { status: 502 });
  }

  if (res.status >= 500) {
    // Spec 1 §8: a 5xx is a site-wide error page showing that code.
    throw data({ reason: 'api_error' }, { status: res.status });
  }
  const text = res.status === 204 ? '' : await res.text();
  let parsed: unknown;
  if (text.trim() !== '') {
    try {
      parsed = keysToCamel(JSON.parse(text));
    } catch {
      throw new ApiError(422, path, {
        message: 'The API sent a response that could not be read',
        fields: {},
        messages: [],
      });
    }
  }
  if (!res.ok) throw new ApiError(res.status, path, readErrorBody(parsed));

  const out = res.status === 204 ? { status: 204, result: undefined } : unwrap<T>(res.status, parsed, family);
  if (cacheKey) {
    const asked = opts.cacheTtlSeconds ?? opts.customerCacheSeconds ?? 0;
    cacheSet(cacheKey, out, cacheTtlFor(asked, res.headers.get('cache-control')));
  }
  return out;
}

/** The web cache's key of a GET: shared reads by URL and site sub-variant; a customer's own under their token. */
function readCacheKey(method: string, url: string, opts: ApiCallOptions): string | undefined {
  if (method !== 'GET') return undefined;
  if (opts.cacheTtlSeconds) return `${url}|${opts.identity?.subVariant ?? ''}`;
  const token = opts.identity?.accessToken;
  if (!opts.customerCacheSeconds || !token || scopeIsQuiet(token)) return undefined;
  return `${url}|${opts.identity?.subVariant ?? ''}|changed:${opts.identity?.changeStamp ?? ''}${scopeSuffix(token)}`;
}
