import { CACHE_TTL_SECONDS } from '@lottoshop/contracts/cache-ttl';
import * as signIn from '@lottoshop/contracts/endpoints/sign-in';
import * as site from '@lottoshop/contracts/endpoints/site';
import type { RefreshResultDto } from '@lottoshop/contracts/identity';
import { SiteConfigDto } from '@lottoshop/contracts/site';
import type { ApiIdentity, SessionRefresher } from './api.server.ts';
import { call, callTolerant, partialOf, tolerant } from './api-client.server.ts';
import { ApiError, isApiError } from './api-errors.ts';
import { CHANGE_STAMP_COOKIE, readCookie } from './cookie-values.ts';
import {
  clearedSessionCookies,
  DEFAULT_SESSION_SECONDS,
  isSecureRequest,
  sessionCookies,
} from './session-cookies.server.ts';

/** The visitor's identity as the API needs it, read from cookies that pass the character rule. */
export type Visitor = {
  identity: ApiIdentity;
  /**
   * Spec 1 §6: authentication requires a customer id and a customer token, plus a token to prove it: the
   * access token, or a refresh token that can get a new one.
   */
  hasSession: boolean;
  refreshToken: string | undefined;
  segmentName: string | undefined;
};

/** The browser's User-Agent as forwarded to the API: printable text, at most 300 characters. */
function browserUserAgent(request: Request): string | undefined {
  const value = request.headers
    .get('User-Agent')
    ?.replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, 300);
  return value ? value : undefined;
}

export function readVisitor(request: Request): Visitor {
  const header = request.headers.get('Cookie');
  const customerToken = readCookie(header, 'customer_token');
  const customerId = readCookie(header, 'customer_id');
  const accessToken = readCookie(header, 'web_access_token');
  const refreshToken = readCookie(header, 'web_refresh_token');
  const identity: ApiIdentity = {
    customerToken,
    customerId,
    accessToken,
    subVariant: readCookie(header, 'sv'),
    sessionId: readCookie(header, 'sid'),
    deviceId: readCookie(header, 'device_uuid'),
    userAgent: browserUserAgent(request),
    changeStamp: readCookie(header, CHANGE_STAMP_COOKIE),
  };
  return {
    identity,
    hasSession: Boolean(customerToken && customerId && (accessToken || refreshToken)),
    refreshToken,
    segmentName: readCookie(header, 'customer_segment_name'),
  };
}

/**
 * The `sub` claim of a JWT, read without verifying the signature (the API verifies every token it is sent;
 * the web only checks that a refreshed token still belongs to the customer it has in its cookies).
 */
export function jwtSubject(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    const sub = claims && typeof claims === 'object' ? (claims as { sub?: unknown }).sub : undefined;
    return typeof sub === 'string' ? sub : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One request's view of the session (spec 1 §4 "Session refresh", §8). Loaders and actions get it with
 * `requestSession(request, context)` — the same object for every loader of one request — and pass it to API calls.
 * When a call made for the customer answers 401/403, the API client asks it to `refresh()` once: with a
 * refresh token it exchanges it at POST /v2/refresh, checks the new access token belongs to the customer,
 * keeps the new tokens for the rest of the request and collects their Set-Cookie values; without one, or
 * when the refresh fails, it ends the session (the cookies are cleared and the visitor is anonymous).
 * Every loader that used the session returns `session.headers()` so the cookies reach the browser.
 */
export class RequestSession implements SessionRefresher {
  readonly visitor: Visitor;
  readonly secure: boolean;
  identity: ApiIdentity;
  private refreshToken: string | undefined;
  private readonly cookies: string[] = [];
  private refreshing: Promise<boolean> | undefined;
  private ended = false;
  private readonly memo = new Map<string, Promise<unknown>>();

  constructor(request: Request, context?: unknown) {
    this.visitor = readVisitor(request);
    this.secure = isSecureRequest(request);
    const clientIp = clientIpFromLoadContext(context);
    const country = countryFromLoadContext(context);
    this.identity = {
      ...this.visitor.identity,
      ...(clientIp ? { clientIp } : {}),
      ...(country ? { country } : {}),
    };
    this.refreshToken = this.visitor.refreshToken;
  }

  /** True while the visitor has a session that has not been ended during this request. */
  get signedIn(): boolean {
    return this.visitor.hasSession && !this.ended;
  }

  /** True when this request found the session no longer valid and cleared it. */
  get expired(): boolean {
    return this.ended;
  }

  /** Set-Cookie values collected so far (new tokens or cleared cookies). */
  setCookies(): readonly string[] {
    return this.cookies;
  }

  addCookies(values: readonly string[]): void {
    for (const v of values) if (!this.cookies.includes(v)) this.cookies.push(v);
  }

  /** A Headers object with the collected cookies, for a loader's `data()` or `redirect()`. */
  headers(extra?: HeadersInit): Headers {
    const out = new Headers(extra);
    for (const c of this.cookies) out.append('Set-Cookie', c);
    return out;
  }

  /** Runs a load once per request (several loaders of one request may ask for the same data). */
  once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let hit = this.memo.get(key) as Promise<T> | undefined;
    if (!hit) {
      hit = load();
      this.memo.set(key, hit);
    }
    return hit;
  }

  /** Ends the session for this request and the browser: the session cookies are cleared. */
  end(opts: { includeCart?: boolean } = {}): void {
    this.ended = true;
    this.identity = {
      ...this.identity,
      accessToken: undefined,
      customerToken: undefined,
      customerId: undefined,
    };
    this.refreshToken = undefined;
    this.addCookies(clearedSessionCookies({ secure: this.secure, ...opts }));
  }

  refresh(): Promise<boolean> {
    this.refreshing ??= this.doRefresh();
    return this.refreshing;
  }

  private async doRefresh(): Promise<boolean> {
    const refreshToken = this.refreshToken;
    const customerId = this.identity.customerId;
    if (this.ended || !refreshToken || !customerId) {
      // Spec 1 §8: no refresh token -> logged out as unauthorised.
      if (this.visitor.hasSession) this.end();
      return false;
    }
    const result = await exchangeRefreshToken(refreshToken, this.identity);
    if (!result || jwtSubject(result.accessToken) !== customerId) {
      this.end();
      return false;
    }
    await this.keep(result);
    return true;
  }

  /**
   * Elevates the session with a one-time code (spec 1 §4): POST /v2/refresh with the code. A wrong code
   * (`2fa_incorrect`, `2fa_account_locked`) throws the API's error and spends nothing; success keeps the new
   * tokens, so the pending action can be replayed on this request.
   */
  async elevate(otp: string): Promise<void> {
    const refreshToken = this.refreshToken;
    const customerId = this.identity.customerId;
    if (this.ended || !refreshToken || !customerId) throw new ApiError(401, '/refresh', NO_SESSION);
    const { result } = await call(signIn.refresh, {
      body: { refreshToken, otp },
      identity: { ...this.identity, accessToken: undefined },
    });
    if (jwtSubject(result.accessToken) !== customerId) throw new ApiError(401, '/refresh', NO_SESSION);
    this.refreshing = Promise.resolve(true);
    await this.keep(result);
  }

  /** Keeps refreshed tokens for the rest of the request and for the browser. */
  private async keep(result: RefreshResultDto): Promise<void> {
    this.identity = { ...this.identity, accessToken: result.accessToken, deviceId: result.deviceUuid };
    this.refreshToken = result.refreshToken;
    const sessionSeconds = await sessionLifetimeSeconds(this.identity);
    this.addCookies(
      sessionCookies(
        {
          web_access_token: result.accessToken,
          web_refresh_token: result.refreshToken,
          device_uuid: result.deviceUuid,
        },
        { secure: this.secure, sessionSeconds },
      ),
    );
  }
}

const NO_SESSION = {
  message: 'Authentication refresh failed. Please try again.',
  code: 'AUTH_REFRESH_FAILED',
  fields: {},
  messages: [],
};
/** The visitor's address the web server put in the load context (server/web-app.mjs), when it looks like one. */
export function clientIpFromLoadContext(context: unknown): string | undefined {
  const ip =
    context !== null && typeof context === 'object'
      ? (context as { clientIp?: unknown }).clientIp
      : undefined;
  return typeof ip === 'string' && /^[0-9A-Fa-f.:]{2,45}$/.test(ip) ? ip : undefined;
}

/** The visitor's country the web server put in the load context (from a trusted proxy only), when it is one. */
export function countryFromLoadContext(context: unknown): string | undefined {
  const country =
    context !== null && typeof context === 'object' ? (context as { country?: unknown }).country : undefined;
  return typeof country === 'string' && /^[A-Z]{2}$/.test(country) ? country : undefined;
}

const sessions = new WeakMap<object, RequestSession>();

/**
 * The session of a request, shared by the root loader and the page's loader of that request. React Router
 * hands each loader its own copy of the Request, so the session is kept under the request's load context (one
 * object per request, made by the web server, server/main.mjs); without one, under the Request itself.
 */
export function requestSession(request: Request, context?: unknown): RequestSession {
  const key = context !== null && typeof context === 'object' ? context : request;
  let session = sessions.get(key);
  if (!session) {
    session = new RequestSession(request, context);
    sessions.set(key, session);
  }
  return session;
}

/**
 * An action's own session: like `requestSession`, but kept under the action's Request, so the loaders that run
 * after the action (with the same load context) start from the cookies again rather than from what the action
 * saw. The load context still gives it the visitor's address.
 */
export function actionSession(request: Request, context: unknown): RequestSession {
  let session = sessions.get(request);
  if (!session) {
    session = new RequestSession(request, context);
    sessions.set(request, session);
  }
  return session;
}

/**
 * Refresh tokens are single-use (presenting a spent one more than 10 s after its first use revokes the whole
 * session; within that grace the API answers another pair, which covers web processes that do not share this
 * map), so requests that arrive together with the same expired access token share one exchange; its outcome is
 * kept for a short while.
 */
const SHARED_REFRESH_MS = 30_000;
const inFlight = new Map<string, Promise<RefreshResultDto | null>>();

export function exchangeRefreshToken(
  refreshToken: string,
  identity: ApiIdentity,
): Promise<RefreshResultDto | null> {
  const pending = inFlight.get(refreshToken);
  if (pending) return pending;
  const exchange = (async () => {
    try {
      const res = await call(signIn.refresh, {
        body: { refreshToken },
        identity: { ...identity, accessToken: undefined },
      });
      return res.result;
    } catch (err) {
      // A refresh the API refuses (4xx) ends the session; an API outage propagates as the error page.
      if (isApiError(err)) return null;
      throw err;
    }
  })();
  inFlight.set(refreshToken, exchange);
  setTimeout(() => inFlight.delete(refreshToken), SHARED_REFRESH_MS).unref?.();
  return exchange;
}

const SESSION_TIMEOUT_READING = tolerant(partialOf(SiteConfigDto.pick({ sessionTimeout: true })), {});

/** The site's session timeout in seconds (spec 2 §9: 3600 by default), from the cached site config. */
export async function sessionLifetimeSeconds(identity: ApiIdentity): Promise<number> {
  try {
    const { sessionTimeout } = await callTolerant(
      site.config,
      { identity: { subVariant: identity.subVariant }, cacheTtlSeconds: CACHE_TTL_SECONDS.default },
      SESSION_TIMEOUT_READING,
    );
    return sessionTimeout !== undefined && sessionTimeout > 0 ? sessionTimeout : DEFAULT_SESSION_SECONDS;
  } catch {
    return DEFAULT_SESSION_SECONDS;
  }
}
