import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  allocate,
  fromMoneyDto,
  minorFromWire,
  minorToWire,
  minorUnits,
  moneyDto,
  moneyOf,
  multiply,
  sameMoney,
  subtract,
  sum,
  toMoneyDto,
} from '../src/shared/money.ts';

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
});

/** The rule allocate's comment states, written out on its own: the oracle the properties check against. */
function statedRule(total: bigint, ratios: readonly bigint[]): bigint[] {
  const weight = ratios.reduce((a, b) => a + b, 0n);
  const shares = ratios.map((r) => (total * r) / weight); // rounded toward zero: down for a positive amount
  let left = total - shares.reduce((a, b) => a + b, 0n);
  const step = left < 0n ? -1n : 1n;
  const largestFirst = ratios
    .map((ratio, index) => ({ ratio, index }))
    .filter((r) => r.ratio > 0n)
    .sort((a, b) => (a.ratio === b.ratio ? a.index - b.index : a.ratio > b.ratio ? -1 : 1));
  for (const { index } of largestFirst) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + step;
    left -= step;
  }
  return shares;
}

// Few distinct ratio values, so equal ratios (and zeros) are common and long lists exercise the order among them.
const ratiosArb = fc
  .array(fc.oneof(fc.bigInt({ min: 0n, max: 4n }), fc.bigInt({ min: 0n, max: 1_000_000n })), {
    minLength: 1,
    maxLength: 300, // past 64, where the engine's sort stops being a plain insertion sort
  })
  .filter((rs) => rs.some((r) => r > 0n));
const amountArb = fc.oneof(fc.bigInt({ min: 0n, max: 10_000n }), fc.bigInt({ min: 0n, max: 2n ** 70n }));
const RUNS = { numRuns: 1_000 };

describe('allocate, as properties', () => {
  it('the parts always sum to the whole, for any amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }), ratiosArb, (total, ratios) => {
        const parts = cents(allocate(aud(total), ratios));
        expect(parts).toHaveLength(ratios.length);
        expect(parts.reduce((a, b) => a + b, 0n)).toBe(total);
      }),
      RUNS,
    );
  });

  it('no part is negative when the amount is not', () => {
    fc.assert(
      fc.property(amountArb, ratiosArb, (total, ratios) => {
        for (const part of cents(allocate(aud(total), ratios))) expect(part >= 0n).toBe(true);
      }),
      RUNS,
    );
  });

  it('each part is within one cent of its exact share (a whole share given a leftover cent is one over)', () => {
    fc.assert(
      fc.property(amountArb, ratiosArb, (total, ratios) => {
        const weight = ratios.reduce((a, b) => a + b, 0n);
        cents(allocate(aud(total), ratios)).forEach((part, i) => {
          // |part - total * r / weight| <= 1, in whole numbers: |part * weight - total * r| <= weight.
          const gap = part * weight - total * (ratios[i] ?? 0n);
          expect(gap <= weight && -gap <= weight).toBe(true);
        });
      }),
      RUNS,
    );
  });

  it('gives the cents left over one each to the largest ratios, in order among equal ones', () => {
    fc.assert(
      fc.property(amountArb, ratiosArb, (total, ratios) => {
        expect(cents(allocate(aud(total), ratios))).toEqual(statedRule(total, ratios));
      }),
      RUNS,
    );
  });

  it('splits a negative amount as the mirror of the positive one', () => {
    fc.assert(
      fc.property(amountArb, ratiosArb, (total, ratios) => {
        const mirrored = cents(allocate(aud(-total), ratios)).map((p) => -p);
        expect(mirrored).toEqual(cents(allocate(aud(total), ratios)));
      }),
      RUNS,
    );
  });

  it('gives a zero ratio nothing', () => {
    fc.assert(
      fc.property(amountArb, ratiosArb, (total, ratios) => {
        const parts = cents(allocate(aud(total), ratios));
        ratios.forEach((r, i) => {
          if (r === 0n) expect(parts[i]).toBe(0n);
        });
      }),
      RUNS,
    );
  });

  it('refuses no ratios, any negative ratio and ratios that are all zero, whatever the amount', () => {
    const anyAmount = fc.bigInt({ min: -(2n ** 40n), max: 2n ** 40n });
    const withNegative = fc
      .tuple(fc.array(fc.bigInt({ min: 0n, max: 9n }), { maxLength: 10 }), fc.bigInt({ min: -9n, max: -1n }))
      .chain(([rest, negative]) =>
        fc.nat({ max: rest.length }).map((at) => [...rest.slice(0, at), negative, ...rest.slice(at)]),
      );
    const allZero = fc.array(fc.constant(0n), { minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(
        anyAmount,
        fc.oneof(fc.constant([] as bigint[]), withNegative, allZero),
        (total, ratios) => {
          expect(() => allocate(aud(total), ratios)).toThrow(RangeError);
        },
      ),
      RUNS,
    );
  });
});

describe('minorToWire', () => {
  it('gives whole cents as a JSON integer and refuses what JSON cannot carry exactly', () => {
    expect(minorToWire(1250n)).toBe(1250);
    expect(minorToWire(-340n)).toBe(-340);
    expect(minorToWire(BigInt(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => minorToWire(BigInt(Number.MAX_SAFE_INTEGER) + 1n)).toThrow(RangeError);
  });
});

describe('minorFromWire', () => {
  it('takes whole cents from the wire as a bigint and refuses anything else', () => {
    expect(minorFromWire(1250)).toBe(1250n);
    expect(() => minorFromWire(12.5)).toThrow(RangeError);
    expect(() => minorFromWire(2 ** 53)).toThrow(RangeError);
  });
});
