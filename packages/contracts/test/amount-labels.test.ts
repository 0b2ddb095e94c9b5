import { describe, expect, it } from 'vitest';
import { AMOUNT_LABELS, amountLabel, limitAmountLabel } from '../src/amount-labels.ts';

describe('amountLabel (spec 1 §2)', () => {
  it('gives every amount label a pound sign in en-GB and leaves it as it is elsewhere', () => {
    for (const label of AMOUNT_LABELS) {
      expect(amountLabel(label, 'en-GB')).toBe(`${label} (£)`);
      expect(amountLabel(label, 'en-AU')).toBe(label);
    }
    expect(amountLabel('Withdrawal amount', 'en-GB')).toBe('Withdrawal amount (£)');
  });

  it('labels the spend limit field "Spend Limit Amount" in en-AU as in en-GB, the other limits "Limit"', () => {
    expect(limitAmountLabel('spend', 'en-AU')).toBe('Spend Limit Amount');
    expect(limitAmountLabel('spend', 'en-GB')).toBe('Spend Limit Amount (£)');
    expect(limitAmountLabel('deposit', 'en-AU')).toBe('Limit ($)');
    expect(limitAmountLabel('precommitment', 'en-GB')).toBe('Limit (£)');
  });
});
