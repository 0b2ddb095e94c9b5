import { describe, expect, it } from 'vitest';
import { formatJackpot, formatJackpotsAndOver, formatMoney } from '../src/formatting.ts';
import { money } from '../src/money.ts';

describe('money formatting', () => {
  it('shows currency with two decimals', () => {
    expect(formatMoney(money(123_450))).toBe('$1,234.50');
    expect(formatMoney(money(0))).toBe('$0.00');
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() => money(1.5)).toThrow(RangeError);
  });
});

describe('jackpot formatting', () => {
  it('shows millions with one decimal, floored', () => {
    expect(formatJackpot(money(3_000_000_000))).toBe('$30 Million');
    expect(formatJackpot(money(259_999_999))).toBe('$2.5 Million');
    expect(formatJackpot(money(259_999_999), { condensed: true })).toBe('$2.5M');
  });

  it('shows smaller amounts in whole dollars, or thousands when condensed', () => {
    expect(formatJackpot(money(40_000_000))).toBe('$400,000');
    expect(formatJackpot(money(40_000_000), { condensed: true })).toBe('$400k');
    expect(formatJackpotsAndOver('$5 Million')).toBe('Jackpots $5 Million and over');
  });

  it('says "a month" of a jackpot paid monthly (Set for Life)', () => {
    expect(formatJackpot(money(2_000_000), { monthly: true })).toBe('$20,000 a month');
    expect(formatJackpot(money(2_000_000), { monthly: true, condensed: true })).toBe('$20k a month');
  });
});
