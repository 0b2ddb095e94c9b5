/** Every deposit body takes its currency from the one list, DEPOSIT_CURRENCIES: AUD by default, nothing else. */
import { describe, expect, it } from 'vitest';
import { DepositRequest, PaypalDepositBody } from '../src/deposit-purchase.ts';
import { FundDepositBody } from '../src/funds.ts';
import { CURRENCIES, DEPOSIT_CURRENCIES } from '../src/money.ts';
import { DepositBody } from '../src/wallet.ts';

const SCHEMAS = { DepositBody, FundDepositBody, DepositRequest, PaypalDepositBody };

describe('deposit currencies', () => {
  it('are among the currencies the shop handles', () => {
    for (const c of DEPOSIT_CURRENCIES) expect(CURRENCIES).toContain(c);
  });

  for (const [name, schema] of Object.entries(SCHEMAS)) {
    it(`${name} reads its currency from the one list: AUD when left out, GBP refused`, () => {
      const currency = schema.shape.currency;
      expect(currency.parse(undefined)).toBe('AUD');
      expect(currency.parse('AUD')).toBe('AUD');
      expect(currency.safeParse('GBP').success).toBe(false);
      expect(currency.unwrap().options).toEqual([...DEPOSIT_CURRENCIES]);
    });
  }
});
