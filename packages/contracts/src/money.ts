import { z } from 'zod';

/** ISO 4217 codes the shop handles. AUD is the base currency; GBP exists for the en-GB locale. */
export const CURRENCIES = ['AUD', 'GBP'] as const;
export const CurrencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof CurrencySchema>;
export const BASE_CURRENCY: Currency = 'AUD';

/**
 * The currencies a customer can pay money in with (every deposit body's `currency`): the base currency only, as
 * the shop's payment methods are all in AUD. The one list the deposit schemas take their enum and default from.
 */
export const DEPOSIT_CURRENCIES = ['AUD'] as const satisfies readonly Currency[];
/** A deposit body's currency: one of DEPOSIT_CURRENCIES, the first when left out. */
export const DepositCurrencySchema = z.enum(DEPOSIT_CURRENCIES).default(DEPOSIT_CURRENCIES[0]);

/**
 * An amount of money on the wire: `amount` is an integer in minor units (cents), never a float.
 * `{ amount: 1250, currency: 'AUD' }` is $12.50.
 */
export const MoneyDto = z.object({
  amount: z.number().int(),
  currency: CurrencySchema,
});
export type MoneyDto = z.infer<typeof MoneyDto>;

export function money(amountMinor: number | bigint, currency: Currency = BASE_CURRENCY): MoneyDto {
  const amount = typeof amountMinor === 'bigint' ? Number(amountMinor) : amountMinor;
  if (!Number.isSafeInteger(amount)) throw new RangeError('amount must be a safe integer of minor units');
  return { amount, currency };
}
