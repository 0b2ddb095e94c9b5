/**
 * Counters in PostgreSQL for the API's rate limits (decision 024), so that several API processes share them.
 * `countHit` adds one hit to a key in its current window with one atomic upsert and says how many hits the
 * window holds and when it ends. Windows are fixed: a window starts with the first hit after the last one ended.
 * The time is the use-case clock's (tests move it).
 */
import { lt, sql } from 'drizzle-orm';
import type { Ctx } from '../../use-case.ts';
import { rateLimits } from './ratelimits.tables.ts';

export type HitCount = { hits: number; resetsInMs: number };

/** Keys are at most this long (an e-mail address may be up to 254 characters). */
export const MAX_KEY_LENGTH = 400;
/** One call in this many also deletes the rows whose window and block are over. */
const PURGE_EVERY = 500;

export function limitKey(...parts: string[]): string {
  return parts.join(':').slice(0, MAX_KEY_LENGTH);
}

/** Adds a hit to `key` in its current window of `windowMs`; the hits so far in that window. */
export async function countHit(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  input: { key: string; windowMs: number },
): Promise<HitCount> {
  const now = ctx.clock.now();
  const windowEnd = new Date(now.getTime() + input.windowMs);
  const [row] = await ctx.db
    .insert(rateLimits)
    .values({ key: input.key, hits: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowEndsAt} <= ${now} then 1 else ${rateLimits.hits} + 1 end`,
        windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= ${now} then ${windowEnd} else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowEndsAt: rateLimits.windowEndsAt });
  if (Math.floor(Math.random() * PURGE_EVERY) === 0) await purgeSpent(ctx);
  if (!row) throw new Error('rate limit upsert returned no row');
  return { hits: row.hits, resetsInMs: Math.max(0, row.windowEndsAt.getTime() - now.getTime()) };
}

/** Deletes the counters that no longer hold anything back. */
export async function purgeSpent(ctx: Pick<Ctx, 'db' | 'clock'>): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db
    .delete(rateLimits)
    .where(
      sql`${lt(rateLimits.windowEndsAt, now)} and (${rateLimits.blockedUntil} is null or ${rateLimits.blockedUntil} < ${now})`,
    );
}
