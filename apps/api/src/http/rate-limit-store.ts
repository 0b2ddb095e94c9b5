/**
 * The store of @fastify/rate-limit's counters (decision 024): PostgreSQL through the ratelimits module, so every API
 * process counts in the same place (no Redis). One atomic upsert per counted request.
 */
import type { Clock } from '@lottoshop/core/clock';
import type { Db } from '@lottoshop/core/db';
import { countHit } from '@lottoshop/core/ratelimits';

type IncrCallback = (err: Error | null, res?: { current: number; ttl: number }) => void;

export function pgRateLimitStore(deps: { db: Db; clock: Clock }) {
  return class PgRateLimitStore {
    incr(key: string, cb: IncrCallback, timeWindow: number): void {
      countHit(deps, { key, windowMs: timeWindow }).then(
        (r) => cb(null, { current: r.hits, ttl: r.resetsInMs }),
        (err: Error) => cb(err),
      );
    }

    child(): PgRateLimitStore {
      return this;
    }
  };
}
