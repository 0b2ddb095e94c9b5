import { describe, expect, it } from 'vitest';
import { depositAmountProblem, depositDescription } from '../src/modules/payments/payments.rules.ts';

const limits = { minMinor: 1000n, maxMinor: 500000n, currency: 'AUD' };

describe('depositAmountProblem', () => {
  it('accepts amounts within the limits, the limits included', () => {
    expect(depositAmountProblem(1000n, limits)).toBeNull();
    expect(depositAmountProblem(25000n, limits)).toBeNull();
    expect(depositAmountProblem(500000n, limits)).toBeNull();
  });

  it('answers the spec 2 §5 wording with the limit formatted as money', () => {
    expect(depositAmountProblem(999n, limits)).toBe(
      'Please enter an amount equal to or greater than $10.00.',
    );
    expect(depositAmountProblem(500001n, limits)).toBe(
      'Please enter an amount equal to or less than $5,000.00.',
    );
    expect(depositAmountProblem(1n, { minMinor: 1n, maxMinor: 5n, currency: 'AUD' })).toBeNull();
    expect(depositAmountProblem(0n, { minMinor: 1n, maxMinor: 5n, currency: 'AUD' })).toBe(
      'Please enter an amount equal to or greater than $0.01.',
    );
  });
});

describe('depositDescription', () => {
  it('names the payment method', () => {
    expect(depositDescription('Test deposit')).toBe('Deposit — Test deposit');
  });
});
