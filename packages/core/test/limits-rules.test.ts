/** The limits module's pure rules: which way a change goes, the limit in force, what counts, when a break ends. */
import { describe, expect, it } from 'vitest';
import { exclusionEnd } from '../src/modules/limits/limits.exclusions.ts';
import {
  changeTiming,
  firstBreached,
  limitInForce,
  remainingOf,
  tightest,
  usedAgainst,
} from '../src/modules/limits/limits.rules.ts';
import { minorUnits, moneyOf } from '../src/shared/money.ts';

const NOW = new Date('2026-03-02T01:00:00.000Z');
const aud = (minor: bigint) => moneyOf(minor, 'AUD');
const gbp = (minor: bigint) => moneyOf(minor, 'GBP');
const limit = (source: 'customer' | 'system' | 'global', limitMinor: bigint, usedMinor: bigint) => ({
  source,
  kind: 'spend' as const,
  period: 'weekly',
  periodName: 'Weekly',
  limit: aud(limitMinor),
  used: aud(usedMinor),
});

describe('limits rules', () => {
  it('applies a first or lower limit at once, and waits for a higher one or a removal', () => {
    expect(changeTiming(null, 5000n)).toBe('now');
    expect(changeTiming(5000n, 3000n)).toBe('now');
    expect(changeTiming(5000n, 8000n)).toBe('later');
    expect(changeTiming(5000n, null)).toBe('later');
    expect(changeTiming(5000n, 5000n)).toBe('same');
  });

  it('counts a pending change from the moment it is due', () => {
    const pending = { amountMinor: 9000n, effectiveAt: new Date(NOW.getTime() + 1000) };
    expect(limitInForce(5000n, pending, NOW)).toBe(5000n);
    expect(limitInForce(5000n, pending, new Date(NOW.getTime() + 1000))).toBe(9000n);
    expect(limitInForce(5000n, { amountMinor: null, effectiveAt: NOW }, NOW)).toBeNull();
  });

  it('measures spend less refunds, net loss less prizes, deposits; never below zero', () => {
    const flows = { purchases: aud(1000n), refunds: aud(200n), prizes: aud(1500n), deposits: aud(4000n) };
    expect(minorUnits(usedAgainst('spend', flows))).toBe(800n);
    expect(minorUnits(usedAgainst('precommitment', flows))).toBe(0n);
    expect(minorUnits(usedAgainst('deposit', flows))).toBe(4000n);
    expect(minorUnits(remainingOf(aud(500n), aud(800n)))).toBe(0n);
    expect(minorUnits(remainingOf(aud(800n), aud(500n)))).toBe(300n);
  });

  it('names the customer’s own limit first, and the tightest is the one with least left', () => {
    const limits = [limit('global', 1000n, 900n), limit('customer', 5000n, 0n), limit('system', 2000n, 0n)];
    // Over every limit: the customer's own is named.
    expect(firstBreached(limits, aud(6000n))?.source).toBe('customer');
    // Over the one across all sites only.
    expect(firstBreached(limits, aud(150n))?.source).toBe('global');
    expect(firstBreached(limits, aud(100n))).toBeNull();
    expect(tightest(limits)?.source).toBe('global');
  });

  it('refuses to measure an amount of one currency against a limit of another', () => {
    const limits = [limit('customer', 5000n, 0n)];
    expect(() => firstBreached(limits, gbp(100n))).toThrow();
    expect(() => remainingOf(aud(500n), gbp(100n))).toThrow();
  });

  it('measures the ledger’s flows in the wallet’s own currency: never as cents of a limit’s other currency', () => {
    const audWallet = { purchases: aud(1000n), refunds: aud(0n), prizes: aud(0n), deposits: aud(4000n) };
    expect(() => remainingOf(gbp(5000n), usedAgainst('spend', audWallet))).toThrow(/currency/);
    const mixed = { ...audWallet, refunds: gbp(200n) };
    expect(() => usedAgainst('spend', mixed)).toThrow(/currency/);
  });

  it('ends a break after its hours or weeks, a self-exclusion after calendar months or years, or never', () => {
    expect(exclusionEnd(NOW, '24h')?.toISOString()).toBe('2026-03-03T01:00:00.000Z');
    expect(exclusionEnd(NOW, '6w')?.toISOString()).toBe('2026-04-13T01:00:00.000Z');
    expect(exclusionEnd(NOW, '6m')?.toISOString()).toBe('2026-09-02T01:00:00.000Z');
    expect(exclusionEnd(NOW, '5y')?.toISOString()).toBe('2031-03-02T01:00:00.000Z');
    expect(exclusionEnd(NOW, 'permanent')).toBeNull();
  });
});
