import { describe, expect, it } from 'vitest';
import { depositDescription } from '../src/modules/payments/payments.rules.ts';
import { amountLimitsProblem } from '../src/shared/money.ts';

const limits = { minMinor: 1000n, maxMinor: 500000n, currency: 'AUD' };

describe('amountLimitsProblem', () => {
  it('accepts amounts within the limits, the limits included', () => {
    expect(amountLimitsProblem(1000n, limits)).toBeNull();
    expect(amountLimitsProblem(25000n, limits)).toBeNull();
    expect(amountLimitsProblem(500000n, limits)).toBeNull();
  });

  it('answers the spec 2 §5 wording with the limit formatted as money', () => {
    expect(amountLimitsProblem(999n, limits)).toBe('Please enter an amount equal to or greater than $10.00.');
    expect(amountLimitsProblem(500001n, limits)).toBe(
      'Please enter an amount equal to or less than $5,000.00.',
    );
    expect(amountLimitsProblem(1n, { minMinor: 1n, maxMinor: 5n, currency: 'AUD' })).toBeNull();
    expect(amountLimitsProblem(0n, { minMinor: 1n, maxMinor: 5n, currency: 'AUD' })).toBe(
      'Please enter an amount equal to or greater than $0.01.',
    );
  });
});

describe('depositDescription', () => {
  it('names the payment method', () => {
    expect(depositDescription('Test deposit')).toBe('Deposit — Test deposit');
  });
});
