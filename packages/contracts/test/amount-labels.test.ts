import { describe, expect, it } from 'vitest';
import { AMOUNT_LABELS, amountLabel } from '../src/amount-labels.ts';

describe('amountLabel (spec 1 §2)', () => {
  it('gives every amount label a pound sign in en-GB and leaves it as it is elsewhere', () => {
    for (const label of AMOUNT_LABELS) {
      expect(amountLabel(label, 'en-GB')).toBe(`${label} (£)`);
      expect(amountLabel(label, 'en-AU')).toBe(label);
    }
    expect(amountLabel('Withdrawal amount', 'en-GB')).toBe('Withdrawal amount (£)');
  });
});
