import { describe, expect, it } from 'vitest';
import { depositDescription } from '../src/modules/payments/payments.rules.ts';
import { amountLimitsProblem, moneyOf } from '../src/shared/money.ts';

const aud = (minor: bigint) => moneyOf(minor, 'AUD');

const limits = { minMinor: 1000n, maxMinor: 500000n, currency: 'AUD' };

describe('amountLimitsProblem', () => {
  it('accepts amounts within the limits, the limits included', () => {
    expect(amountLimitsProblem(aud(1000n), limits)).toBeNull();
    expect(amountLimitsProblem(aud(25000n), limits)).toBeNull();
    expect(amountLimitsProblem(aud(500000n), limits)).toBeNull();
  });

  it('answers the spec 2 §5 wording with the limit formatted as money', () => {
    expect(amountLimitsProblem(aud(999n), limits)).toBe(
      'Please enter an amount equal to or greater than $10.00.',
    );
    expect(amountLimitsProblem(aud(500001n), limits)).toBe(
      'Please enter an amount equal to or less than $5,000.00.',
    );
    expect(amountLimitsProblem(aud(1n), { minMinor: 1n, maxMinor: 5n, currency: 'AUD' })).toBeNull();
    expect(amountLimitsProblem(aud(0n), { minMinor: 1n, maxMinor: 5n, currency: 'AUD' })).toBe(
      'Please enter an amount equal to or greater than $0.01.',
    );
  });

  it('refuses to compare an amount with the limits of a method in another currency', () => {
    expect(() => amountLimitsProblem(moneyOf(1500n, 'GBP'), limits)).toThrow(/currency/);
  });
});

describe('depositDescription', () => {
  it('names the payment method', () => {
    expect(depositDescription('Test deposit')).toBe('Deposit — Test deposit');
  });
});
