import { describe, expect, it } from 'vitest';
import { divisionOnePrize } from '../src/results.ts';

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });

describe('divisionOnePrize', () => {
  it('is the declared division 1 dividend, not the advertised jackpot, and null before dividends', () => {
    expect(
      divisionOnePrize({
        divisions: [
          { division: 2, description: '', winners: 0, prize: aud(5) },
          { division: 1, description: '', winners: 1, prize: aud(100_000_000) },
        ],
      }),
    ).toEqual(aud(100_000_000));
    expect(divisionOnePrize({ divisions: [] })).toBeNull();
  });
});
