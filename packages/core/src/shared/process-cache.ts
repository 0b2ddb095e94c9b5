/**
 * In-process caches of facts that do not change once written (a ledger account's id for its key) or change only
 * rarely and announced ahead (the game rules in force for a draw number). Each API process keeps its own, so
 * nothing here must be agreed between processes; every entry expires after its TTL. `clearProcessCaches` empties
 * them all (the test database's reset calls it, since it deletes rows these caches remember).
 */
const registry = new Set<{ clear(): void }>();

export class ProcessCache<V> {
  readonly #entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {
    registry.add(this);
  }

  get(key: string, now = Date.now()): V | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: V, now = Date.now()): void {
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { value, expiresAt: now + this.ttlMs });
  }

  clear(): void {
    this.#entries.clear();
  }
}

export function clearProcessCaches(): void {
  for (const cache of registry) cache.clear();
}
