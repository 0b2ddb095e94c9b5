import { FORM_MESSAGES } from '@lottoshop/contracts/form-messages';
import { describe, expect, it } from 'vitest';
import { amountFieldValue, checkDepositAmount, depositToCover } from './amount.ts';

const LIMITS = {
  min: { amount: 1000, currency: 'AUD' as const },
  max: { amount: 500_000, currency: 'AUD' as const },
};

describe('checkDepositAmount', () => {
  it('gives the spec messages in order: required, format, minimum, maximum', () => {
    expect(checkDepositAmount('', LIMITS)).toEqual({ ok: false, message: 'This field is required' });
    expect(checkDepositAmount('   ', LIMITS)).toEqual({ ok: false, message: FORM_MESSAGES.required });
    expect(checkDepositAmount(null, LIMITS)).toEqual({ ok: false, message: FORM_MESSAGES.required });
    expect(checkDepositAmount('1.505', LIMITS)).toEqual({
      ok: false,
      message: 'Amount must follow format e.g: 1.50',
    });
    expect(checkDepositAmount('0', LIMITS)).toEqual({
      ok: false,
      message: 'Please enter an amount equal to or greater than $10.00.',
    });
    expect(checkDepositAmount('9.99', LIMITS)).toEqual({
      ok: false,
      message: 'Please enter an amount equal to or greater than $10.00.',
    });
    expect(checkDepositAmount('5000.01', LIMITS)).toEqual({
      ok: false,
      message: 'Please enter an amount equal to or less than $5,000.00.',
    });
    expect(checkDepositAmount('99999999999999999999', LIMITS)).toEqual({
      ok: false,
      message: 'Please enter an amount equal to or less than $5,000.00.',
    });
  });

  it('accepts amounts within the limits, both ends included', () => {
    expect(checkDepositAmount('10', LIMITS)).toEqual({ ok: true, amountMinor: 1000 });
    expect(checkDepositAmount('25.5', LIMITS)).toEqual({ ok: true, amountMinor: 2550 });
    expect(checkDepositAmount('5000.00', LIMITS)).toEqual({ ok: true, amountMinor: 500_000 });
  });

  it('uses the default minimum of 0.01 when the method names none', () => {
    const none = { min: null, max: null };
    expect(checkDepositAmount('0.00', none)).toEqual({
      ok: false,
      message: 'Please enter an amount equal to or greater than $0.01.',
    });
    expect(checkDepositAmount('0.01', none)).toEqual({ ok: true, amountMinor: 1 });
    expect(checkDepositAmount('99999999999999999', none).ok).toBe(false);
  });
});

describe('depositToCover', () => {
  const aud = (amount: number) => ({ amount, currency: 'AUD' as const });

  it('asks for the larger of the shortfall and the minimum, never more than the maximum', () => {
    expect(depositToCover(aud(340), LIMITS)).toEqual({ amount: aud(1000), decidedBy: 'minimum' });
    expect(depositToCover(aud(1000), LIMITS)).toEqual({ amount: aud(1000), decidedBy: 'shortfall' });
    expect(depositToCover(aud(12_345), LIMITS)).toEqual({ amount: aud(12_345), decidedBy: 'shortfall' });
    expect(depositToCover(aud(500_001), LIMITS)).toEqual({ amount: aud(500_000), decidedBy: 'maximum' });
  });

  it('uses the default minimum of a cent when the method names none', () => {
    expect(depositToCover(aud(340), { min: null, max: null })).toEqual({
      amount: aud(340),
      decidedBy: 'shortfall',
    });
  });

  it('is filled into the amount field as dollars and cents, and passes its own check', () => {
    const { amount } = depositToCover(aud(340), LIMITS);
    expect(amountFieldValue(amount.amount)).toBe('10.00');
    expect(amountFieldValue(12_345)).toBe('123.45');
    expect(amountFieldValue(5)).toBe('0.05');
    expect(checkDepositAmount(amountFieldValue(amount.amount), LIMITS)).toEqual({
      ok: true,
      amountMinor: 1000,
    });
  });
});
