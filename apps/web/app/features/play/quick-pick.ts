/**
 * Quick pick: numbers chosen with a cryptographically secure generator, uniformly, without replacement.
 * Browser-safe: the play screen passes `crypto.getRandomValues`; the server passes node:crypto's
 * `randomFillSync` (a quick pick posted without JavaScript). Never Math.random.
 */

/** Fills the array with random 32-bit values (crypto.getRandomValues or node:crypto randomFillSync). */
export type RandomFill = (array: Uint32Array) => Uint32Array;

const RANGE_32 = 0x1_0000_0000;

/**
 * A uniform integer in [0, n). Rejection sampling: 32-bit values at or above the largest multiple of n are
 * drawn again, so no value is more likely than another (no modulo bias).
 */
export function randomBelow(n: number, fill: RandomFill): number {
  if (!Number.isInteger(n) || n <= 0 || n > RANGE_32) throw new RangeError('n must be an integer in 1..2^32');
  const limit = RANGE_32 - (RANGE_32 % n);
  const buf = new Uint32Array(1);
  for (;;) {
    fill(buf);
    const value = buf[0] as number;
    if (value < limit) return value % n;
  }
}

/**
 * Completes a number set: keeps the numbers already picked (those in range, once each) and adds random
 * ones from the numbers not yet used until `pick` are chosen. Returns them in ascending order.
 */
export function quickPickSet(
  set: { pick: number; min: number; max: number },
  fill: RandomFill,
  keep: readonly number[] = [],
): number[] {
  const chosen = new Set<number>();
  for (const n of keep) {
    if (chosen.size >= set.pick) break;
    if (Number.isInteger(n) && n >= set.min && n <= set.max) chosen.add(n);
  }
  const pool: number[] = [];
  for (let n = set.min; n <= set.max; n++) if (!chosen.has(n)) pool.push(n);
  // Partial Fisher–Yates over the unused numbers: each remaining subset is equally likely.
  let end = pool.length;
  while (chosen.size < set.pick && end > 0) {
    const i = randomBelow(end, fill);
    end -= 1;
    const picked = pool[i] as number;
    pool[i] = pool[end] as number;
    chosen.add(picked);
  }
  return [...chosen].sort((a, b) => a - b);
}
