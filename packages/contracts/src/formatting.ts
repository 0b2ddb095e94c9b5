import { numberFormat } from './intl-formats.ts';
import type { Currency, MoneyDto } from './money.ts';

export const DEFAULT_LOCALE = 'en-AU';

const MINOR_PER_MAJOR = 100;

/** Currency with two decimals, e.g. $1,234.50 (spec: currency format 2 decimals). */
export function formatMoney(money: MoneyDto, locale: string = DEFAULT_LOCALE): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(money.amount / MINOR_PER_MAJOR);
}

function currencySymbol(currency: Currency, locale: string): string {
  const part = numberFormat(locale, { style: 'currency', currency })
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? currency;
}

/**
 * Jackpot wording: 1 million or more shows as millions with one decimal, floored ($2.5 Million);
 * smaller amounts show whole dollars, or thousands ($500k) when `condensed`.
 */
export function formatJackpot(
  money: MoneyDto,
  opts: { condensed?: boolean; locale?: string; monthly?: boolean } = {},
): string {
  const amount = formatJackpotAmount(money, opts);
  // A jackpot paid monthly (Set for Life's annuity) is the amount a month: "$20,000 a month".
  return opts.monthly ? `${amount} a month` : amount;
}

function formatJackpotAmount(money: MoneyDto, opts: { condensed?: boolean; locale?: string }): string {
  const locale = opts.locale ?? DEFAULT_LOCALE;
  const dollars = Math.floor(money.amount / MINOR_PER_MAJOR);
  const symbol = currencySymbol(money.currency, locale);
  if (dollars >= 1_000_000) {
    const millions = Math.floor(dollars / 100_000) / 10;
    const text = numberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(
      millions,
    );
    return opts.condensed ? `${symbol}${text}M` : `${symbol}${text} Million`;
  }
  if (opts.condensed && dollars >= 1_000) {
    return `${symbol}${numberFormat(locale).format(Math.floor(dollars / 1_000))}k`;
  }
  return numberFormat(locale, {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(dollars);
}

/** 'Jackpots {jackpot} and over' */
export function formatJackpotsAndOver(jackpot: string): string {
  return `Jackpots ${jackpot} and over`;
}
