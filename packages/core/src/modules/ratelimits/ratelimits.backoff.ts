/**
 * Slowing down repeated failures (decision 024): wrong passwords for one account from one address. The first
 * `freeFailures` failures in a window cost nothing; each one after holds the key back for a delay that doubles
 * (1 s, 2 s, 4 s …) up to `maxDelayMs` (15 minutes). While held back, attempts are refused without being tried
 * or counted, so a stranger cannot push the delay further than one failure per delay; a success clears it.
 */
import { eq, sql } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import type { Ctx } from '../../use-case.ts';
import { rateLimits } from './ratelimits.tables.ts';

export type BackoffPolicy = {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures older than this are forgotten. */
  windowMs: number;
};

export const LOGIN_FAILURE_POLICY: BackoffPolicy = {
  freeFailures: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 15 * 60 * 1_000,
  windowMs: 15 * 60 * 1_000,
};

/** The delay after the `failures`-th failure (0 while failures are free). */
export function backoffDelayMs(failures: number, policy: BackoffPolicy): number {
  if (failures <= policy.freeFailures) return 0;
  const exponent = Math.min(failures - policy.freeFailures - 1, 30);
  return Math.min(policy.baseDelayMs * 2 ** exponent, policy.maxDelayMs);
}

/**
 * Refuses (429, rate_limited, with the seconds to wait) while `key` is held back. Otherwise says whether any
 * failures of `key` are on record (so a success that follows knows whether there is anything to clear).
 */
export async function refuseWhileHeldBack(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  key: string,
): Promise<{ failuresOnRecord: boolean }> {
  const [row] = await ctx.db
    .select({ blockedUntil: rateLimits.blockedUntil })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  const waitMs = row?.blockedUntil ? row.blockedUntil.getTime() - ctx.clock.now().getTime() : 0;
  if (waitMs > 0) {
    throw new DomainError('rate_limited', { retryAfterSeconds: Math.ceil(waitMs / 1000) });
  }
  return { failuresOnRecord: row !== undefined };
}

/** Counts a failure for `key` and holds it back as the policy says; the delay now in force. */
export async function recordFailure(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  input: { key: string; policy: BackoffPolicy },
): Promise<number> {
  const { policy } = input;
  const now = ctx.clock.now();
  const windowEnd = new Date(now.getTime() + policy.windowMs);
  const [row] = await ctx.db
    .insert(rateLimits)
    .values({ key: input.key, hits: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowEndsAt} <= ${now} then 1 else ${rateLimits.hits} + 1 end`,
        // Each failure keeps the failures remembered for a window after it.
        windowEndsAt: windowEnd,
      },
    })
    .returning({ hits: rateLimits.hits });
  const delay = backoffDelayMs(row?.hits ?? 1, policy);
  if (delay > 0) {
    await ctx.db
      .update(rateLimits)
      .set({ blockedUntil: new Date(now.getTime() + delay) })
      .where(eq(rateLimits.key, input.key));
  }
  return delay;
}

/** Forgets the failures of `key` (after a success). */
export async function clearFailures(ctx: Pick<Ctx, 'db'>, key: string): Promise<void> {
  await ctx.db.delete(rateLimits).where(eq(rateLimits.key, key));
}
