/**
 * A short in-process cache for slow-changing API reads (config, capabilities, theme, site config).
 * Entries live for the TTL the spec gives each path (spec 1 §9); `clear_cache` on any page empties it.
 * Stale-for-TTL is acceptable across web instances, so nothing here needs to be shared.
 */
type Entry = { expiresAt: number; value: unknown };

const MAX_ENTRIES = 500;
const store = new Map<string, Entry>();

export function cacheGet<T>(key: string, now = Date.now()): T | undefined {
  const hit = store.get(key);
  if (!hit) return undefined;
  if (hit.expiresAt <= now) {
    store.delete(key);
    return undefined;
  }
  return hit.value as T;
}

export function cacheSet(key: string, value: unknown, ttlSeconds: number, now = Date.now()): void {
  if (ttlSeconds <= 0) return;
  if (store.size >= MAX_ENTRIES) {
    const oldest = store.keys().next().value;
    if (oldest !== undefined) store.delete(oldest);
  }
  store.set(key, { expiresAt: now + ttlSeconds * 1000, value });
}

/**
 * A value worked out from an API answer (its parse, a rendering of its markdown), once per answer. A cached
 * answer is the same object for as long as it is cached, so every request it serves shares the work; a new
 * answer gets its own. Callers must not change what they get back.
 */
const derivations = new WeakMap<object, Map<string, unknown>>();

export function derivedOnce<T>(source: object, name: string, derive: () => T): T {
  let values = derivations.get(source);
  if (!values) {
    values = new Map();
    derivations.set(source, values);
  }
  if (values.has(name)) return values.get(name) as T;
  const value = derive();
  values.set(name, value);
  return value;
}

export function cacheClear(): void {
  store.clear();
  quiet.clear();
}

/**
 * Reads made for one signed-in customer are cached under a scope (their access token). When the customer
 * changes something (any form they post), their scope goes quiet for QUIET_SECONDS: its entries are dropped,
 * and nothing is served from or stored under it until then, so no read taken before or during the change is
 * shown after it.
 */
export const QUIET_SECONDS = 30;
/** How long a customer's own reads (overview, cart, recommended plays) are kept: they are shown on every page of a visit. */
export const CUSTOMER_READS_TTL_SECONDS = 5;
const quiet = new Map<string, number>();

export function cacheQuietScope(scope: string, now = Date.now()): void {
  if (quiet.size >= MAX_ENTRIES) {
    for (const [s, until] of quiet) if (until <= now) quiet.delete(s);
  }
  quiet.set(scope, now + QUIET_SECONDS * 1000);
  const suffix = scopeSuffix(scope);
  for (const key of store.keys()) if (key.endsWith(suffix)) store.delete(key);
}

export function scopeIsQuiet(scope: string, now = Date.now()): boolean {
  const until = quiet.get(scope);
  if (until === undefined) return false;
  if (until <= now) {
    quiet.delete(scope);
    return false;
  }
  return true;
}

/** The end of a cache key of a scoped read. */
export function scopeSuffix(scope: string): string {
  return `|scope:${scope}`;
}

/**
 * How long to keep an answer: the TTL asked for, but never longer than a public answer's `max-age` from the API
 * (an answer naming the draw on sale says it is good only until that draw's sales stop). Answers the API does not
 * share (private) are kept for the TTL asked for: the web server caches those for its own reasons (spec 1 §9).
 */
export function cacheTtlFor(askedSeconds: number, cacheControl: string | null): number {
  if (!cacheControl || !/\bpublic\b/i.test(cacheControl)) return askedSeconds;
  const maxAge = /\bmax-age=(\d+)/i.exec(cacheControl);
  return maxAge ? Math.min(askedSeconds, Number(maxAge[1])) : askedSeconds;
}
