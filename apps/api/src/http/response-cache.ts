/** A bounded in-process TTL cache for public GET responses (spec 1 §9); least recently used goes first. */
import type { Clock } from '@lottoshop/core/clock';

/** The body is kept as bytes: a hit is written as it is, not encoded again for every request. */
export type CachedResponse = { body: Buffer; contentType: string; expiresAt: number };

export class ResponseCache {
  readonly #entries = new Map<string, CachedResponse>();

  constructor(
    private readonly clock: Clock,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string): CachedResponse | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock.now().getTime()) {
      this.#entries.delete(key);
      return undefined;
    }
    // Re-insert to mark as most recently used (Map keeps insertion order).
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, body: string, contentType: string, ttlSeconds: number): void {
    this.#entries.delete(key);
    this.#entries.set(key, {
      body: Buffer.from(body, 'utf8'),
      contentType,
      expiresAt: this.clock.now().getTime() + ttlSeconds * 1000,
    });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
