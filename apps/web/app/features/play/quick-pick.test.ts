import { randomFillSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { quickPickSet, type RandomFill, randomBelow } from './quick-pick.ts';

const cryptoFill: RandomFill = (a) => randomFillSync(a);

/** A generator that hands out the given 32-bit values in turn (to test rejection). */
function scripted(values: number[]): RandomFill & { used: number } {
  const fill = ((a: Uint32Array) => {
    for (let i = 0; i < a.length; i++) {
      a[i] = values[fill.used] as number;
      fill.used += 1;
    }
    return a;
  }) as RandomFill & { used: number };
  fill.used = 0;
  return fill;
}

describe('randomBelow', () => {
  it('rejects the values that would bias the result, and draws again', () => {
    // For n = 3, 2^32 % 3 = 1: the one value 2^32 - 1 must be rejected.
    const fill = scripted([0xffff_ffff, 0xffff_fffe]);
    expect(randomBelow(3, fill)).toBe(0xffff_fffe % 3);
    expect(fill.used).toBe(2);
    // For n = 10, values from 4294967290 up are rejected (4294967290 is the largest multiple of 10 below 2^32).
    const ten = scripted([4_294_967_290, 4_294_967_295, 4_294_967_289]);
    expect(randomBelow(10, ten)).toBe(9);
    expect(ten.used).toBe(3);
  });

  it('accepts every value for a power of two', () => {
    const fill = scripted([0xffff_ffff]);
    expect(randomBelow(16, fill)).toBe(15);
    expect(fill.used).toBe(1);
  });

  it('refuses a range it cannot draw from', () => {
    expect(() => randomBelow(0, cryptoFill)).toThrow(RangeError);
    expect(() => randomBelow(1.5, cryptoFill)).toThrow(RangeError);
  });

  it('is uniform: every value of a small range comes up about as often (chi-square)', () => {
    const n = 7;
    const draws = 35_000;
    const counts = new Array<number>(n).fill(0);
    for (let i = 0; i < draws; i++) {
      const v = randomBelow(n, cryptoFill);
      counts[v] = (counts[v] ?? 0) + 1;
    }
    const expected = draws / n;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 6 degrees of freedom: the 99.99th percentile is about 27.9.
    expect(chi).toBeLessThan(27.9);
  });
});

describe('quickPickSet', () => {
  const powerballMain = { pick: 7, min: 1, max: 35 };

  it('picks the right count of distinct numbers in range, ascending', () => {
    for (let i = 0; i < 500; i++) {
      const picked = quickPickSet(powerballMain, cryptoFill);
      expect(picked).toHaveLength(7);
      expect(new Set(picked).size).toBe(7);
      expect(picked.every((n) => n >= 1 && n <= 35)).toBe(true);
      expect([...picked].sort((a, b) => a - b)).toEqual(picked);
    }
  });

  it('can pick the whole range, and a single number', () => {
    expect(quickPickSet({ pick: 5, min: 1, max: 5 }, cryptoFill)).toEqual([1, 2, 3, 4, 5]);
    const one = quickPickSet({ pick: 1, min: 1, max: 20 }, cryptoFill);
    expect(one).toHaveLength(1);
    expect(one[0]).toBeGreaterThanOrEqual(1);
    expect(one[0]).toBeLessThanOrEqual(20);
  });

  it('keeps numbers already picked and fills the rest', () => {
    const picked = quickPickSet(powerballMain, cryptoFill, [3, 3, 99, 12]);
    expect(picked).toHaveLength(7);
    expect(picked).toContain(3);
    expect(picked).toContain(12);
    expect(picked).not.toContain(99);
  });

  it('gives every number the same chance (chi-square over many picks)', () => {
    const set = { pick: 6, min: 1, max: 45 };
    const rounds = 8_000;
    const counts = new Array<number>(46).fill(0);
    for (let i = 0; i < rounds; i++)
      for (const n of quickPickSet(set, cryptoFill)) counts[n] = (counts[n] ?? 0) + 1;
    const expected = (rounds * 6) / 45;
    const chi = counts.slice(1).reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 44 degrees of freedom: the 99.99th percentile is about 86.
    expect(chi).toBeLessThan(86);
  });
});
