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

export function cacheClear(): void {
  store.clear();
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
