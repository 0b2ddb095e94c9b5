import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountText, MAX_AMOUNT_MINOR, parseAmount } from '../src/amount-text.ts';
import { formatMoney } from '../src/formatting.ts';

const minorOf = (text: string, options?: Parameters<typeof parseAmount>[1]) => {
  const parsed = parseAmount(text, options);
  return parsed.ok ? parsed.minor : parsed.refusal;
};

describe('parseAmount', () => {
  it('turns dollars into cents without floating point', () => {
    expect(minorOf('25')).toBe(2500n);
    expect(minorOf('25.5')).toBe(2550n);
    expect(minorOf('12.50')).toBe(1250n);
    expect(minorOf(' 0.07 ')).toBe(7n);
    expect(minorOf('.5')).toBe(50n);
    expect(minorOf('0')).toBe(0n);
    expect(minorOf('$1,000')).toBe(100_000n);
    expect(minorOf('$1,000.10')).toBe(100_010n);
    expect(minorOf('1,234,567.89')).toBe(123_456_789n);
    // 0.1 + 0.2 style traps: 1.10, 4.35 and 1.15 are exact cents, unlike their float products.
    expect(minorOf('4.35')).toBe(435n);
    expect(minorOf('1.15')).toBe(115n);
    expect(minorOf('90071992547409.91')).toBe(MAX_AMOUNT_MINOR);
  });

  it('says why it refuses: not a number, negative, too many decimals, too large', () => {
    for (const bad of [
      '',
      '   ',
      '.',
      '$',
      '-',
      '25.',
      '1e3',
      '1,00',
      '12,34.5',
      '1.2.3',
      'abc',
      '0x10',
      '٣',
      '$-5',
    ])
      expect(minorOf(bad), bad).toBe('not-a-number');
    for (const bad of ['-5', '-0.01', '-$1,000']) expect(minorOf(bad), bad).toBe('negative');
    for (const bad of ['1.505', '0.001', '$1,000.123']) expect(minorOf(bad), bad).toBe('too-many-decimals');
    for (const bad of ['90071992547409.92', '123456789012345678901'])
      expect(minorOf(bad), bad).toBe('too-large');
  });

  it('takes whole dollars only and a lower maximum when told', () => {
    expect(minorOf('5000000', { decimals: 0 })).toBe(500_000_000n);
    expect(minorOf('1.5', { decimals: 0 })).toBe('too-many-decimals');
    expect(minorOf('1.00', { decimals: 0 })).toBe('too-many-decimals');
    expect(minorOf('10.00', { max: 1000n })).toBe(1000n);
    expect(minorOf('10.01', { max: 1000n })).toBe('too-large');
  });
});

describe('parseAmount, as properties', () => {
  const minor = fc.bigInt({ min: 0n, max: MAX_AMOUNT_MINOR });

  it('reads back what amountText writes', () => {
    fc.assert(
      fc.property(minor, (m) => {
        expect(parseAmount(amountText(m))).toEqual({ ok: true, minor: m });
      }),
    );
  });

  it('reads back what formatMoney shows ("$1,234.50")', () => {
    // formatMoney divides by 100 as a float, exact to the cent well past any amount the shop handles.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (m) => {
        expect(parseAmount(formatMoney({ amount: m, currency: 'AUD' }))).toEqual({
          ok: true,
          minor: BigInt(m),
        });
      }),
    );
  });

  it('reads a single decimal as tens of cents and refuses a third decimal', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.nat({ max: 9 }),
        fc.nat({ max: 9 }),
        (d, tenth, extra) => {
          expect(parseAmount(`${d}.${tenth}`)).toEqual({ ok: true, minor: d * 100n + BigInt(tenth) * 10n });
          expect(parseAmount(`${d}.${tenth}0${extra}`)).toEqual({ ok: false, refusal: 'too-many-decimals' });
        },
      ),
    );
  });

  it('refuses the negative of every amount it accepts', () => {
    fc.assert(
      fc.property(minor, (m) => {
        expect(parseAmount(`-${amountText(m)}`)).toEqual({ ok: false, refusal: 'negative' });
      }),
    );
  });

  it('never throws, and accepts only what it can write back', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789.,$- e'.split('')), maxLength: 20 }),
        (text) => {
          const parsed = parseAmount(text);
          if (parsed.ok) {
            expect(parsed.minor >= 0n && parsed.minor <= MAX_AMOUNT_MINOR).toBe(true);
            expect(parseAmount(amountText(parsed.minor))).toEqual(parsed);
          }
        },
      ),
    );
  });
});
