import { describe, expect, it } from 'vitest';
import {
  add,
  allocate,
  fromMoneyDto,
  minorFromWire,
  minorUnits,
  moneyDto,
  moneyOf,
  multiply,
  sameMoney,
  subtract,
  sum,
  toMoneyDto,
} from '../src/shared/money.ts';
import { seededRandom } from '../src/testing/seeded-random.ts';

const aud = (minor: bigint) => moneyOf(minor, 'AUD');
const cents = (list: ReturnType<typeof aud>[]) => list.map(minorUnits);

describe('the money type', () => {
  it('adds, subtracts, multiplies and sums whole cents exactly, far past the float range', () => {
    expect(minorUnits(add(aud(1_050n), aud(2_075n)))).toBe(3_125n);
    expect(minorUnits(subtract(aud(1_000n), aud(1_001n)))).toBe(-1n);
    expect(minorUnits(multiply(aud(85n), 4 * 10))).toBe(3_400n);
    expect(minorUnits(sum([aud(1n), aud(2n), aud(3n)], 'AUD'))).toBe(6n);
    expect(minorUnits(sum([], 'AUD'))).toBe(0n);
    const huge = 9_007_199_254_740_993n; // 2^53 + 1: a float would lose the last cent.
    expect(minorUnits(add(aud(huge), aud(1n)))).toBe(huge + 1n);
  });

  it('refuses to mix currencies and currencies the shop does not handle', () => {
    expect(() => add(aud(1n), moneyOf(1n, 'GBP'))).toThrow();
    expect(() => moneyOf(1n, 'XYZ')).toThrow(RangeError);
  });

  it('crosses the wire as whole minor units and back, and refuses what JSON cannot carry', () => {
    expect(toMoneyDto(aud(1_250n))).toEqual({ amount: 1250, currency: 'AUD' });
    expect(moneyDto(-340n, 'AUD')).toEqual({ amount: -340, currency: 'AUD' });
    expect(sameMoney(fromMoneyDto({ amount: 1250, currency: 'AUD' }), aud(1_250n))).toBe(true);
    expect(() => toMoneyDto(aud(2n ** 60n))).toThrow(RangeError);
    expect(() => fromMoneyDto({ amount: 1.5, currency: 'AUD' })).toThrow(RangeError);
  });
});

describe('allocate', () => {
  it('splits without losing or making a cent, the odd cents going to the largest shares first', () => {
    expect(cents(allocate(aud(1_000n), [1, 1, 1]))).toEqual([334n, 333n, 333n]);
    expect(cents(allocate(aud(100n), [1, 2]))).toEqual([33n, 67n]);
    expect(cents(allocate(aud(10n), [3, 3, 1]))).toEqual([5n, 4n, 1n]);
    expect(cents(allocate(aud(1n), [1, 1, 1]))).toEqual([1n, 0n, 0n]);
    expect(cents(allocate(aud(500n), [0, 1]))).toEqual([0n, 500n]);
  });

  it('refuses no ratios, negative ratios and all-zero ratios', () => {
    expect(() => allocate(aud(100n), [])).toThrow(RangeError);
    expect(() => allocate(aud(100n), [1, -1])).toThrow(RangeError);
    expect(() => allocate(aud(100n), [0, 0])).toThrow(RangeError);
  });

  it('always sums to the amount and gives each share its ratio to within a cent (5,000 random splits)', () => {
    const random = seededRandom(20261123);
    for (let run = 0; run < 5_000; run++) {
      const total = BigInt(Math.floor(random() * 10_000_000));
      const ratios = Array.from({ length: 1 + Math.floor(random() * 12) }, () => Math.floor(random() * 50));
      if (!ratios.some((r) => r > 0)) ratios[0] = 1;
      const parts = cents(allocate(aud(total), ratios));
      expect(parts.reduce((a, b) => a + b, 0n)).toBe(total);
      const weight = ratios.reduce((a, b) => a + b, 0);
      parts.forEach((part, i) => {
        const exact = (Number(total) * (ratios[i] ?? 0)) / weight;
        expect(Math.abs(Number(part) - exact)).toBeLessThan(1 + 1e-9);
        expect(part >= 0n).toBe(true);
      });
    }
  });
});

describe('minorFromWire', () => {
  it('takes whole cents from the wire as a bigint and refuses anything else', () => {
    expect(minorFromWire(1250)).toBe(1250n);
    expect(() => minorFromWire(12.5)).toThrow(RangeError);
    expect(() => minorFromWire(2 ** 53)).toThrow(RangeError);
  });
});
