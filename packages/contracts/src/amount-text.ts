/**
 * The one parser of an amount of money as a person types it — a customer in a form ("12.50", "$1,000", "12.5",
 * ".5"), an operator in a bank statement, the CLI or the environment — into minor units (cents). The text is read
 * digit by digit into a bigint, never through a float. Browser-safe: the web shares it (no zod, no server imports).
 */

/** The largest amount the wire carries exactly: JSON integers of cents up to 2^53 − 1 (decision 017). */
export const MAX_AMOUNT_MINOR = BigInt(Number.MAX_SAFE_INTEGER);

/** Why a typed amount was refused. */
export type AmountRefusal = 'not-a-number' | 'negative' | 'too-many-decimals' | 'too-large';

export type ParsedAmount = { ok: true; minor: bigint } | { ok: false; refusal: AmountRefusal };

export type AmountTextOptions = {
  /** Decimals allowed after the point: 2 (dollars and cents, the default) or 0 (whole dollars). */
  decimals?: 0 | 2;
  /** The largest amount accepted, in minor units; MAX_AMOUNT_MINOR unless told. */
  max?: bigint;
};

/**
 * An optional leading $, then whole dollars (plain, or grouped in threes by commas) and an optional point with
 * digits after it. The decimals are counted afterwards, so "1.505" is refused for its decimals, not its shape.
 */
const AMOUNT_SHAPE = /^(-)?\$?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d+))?$/;

/**
 * `text` as minor units, or why not: "25" → 2500n, "25.5" → 2550n, "$1,000.10" → 100010n, ".5" → 50n; refused:
 * "abc", "1e3", "25.", "1,00", "" (not-a-number), "-5" (negative), "1.505" (too-many-decimals, or "1.5" with
 * `decimals: 0`), and anything above `max` (too-large). Surrounding spaces are ignored.
 */
export function parseAmount(text: string, options: AmountTextOptions = {}): ParsedAmount {
  const match = AMOUNT_SHAPE.exec(text.trim());
  const whole = (match?.[2] ?? '').replaceAll(',', '');
  const fraction = match?.[3];
  if (!match || (whole === '' && fraction === undefined)) return { ok: false, refusal: 'not-a-number' };
  if (match[1]) return { ok: false, refusal: 'negative' };
  if ((fraction?.length ?? 0) > (options.decimals ?? 2)) return { ok: false, refusal: 'too-many-decimals' };
  const minor = BigInt(whole || '0') * 100n + BigInt((fraction ?? '').padEnd(2, '0'));
  if (minor > (options.max ?? MAX_AMOUNT_MINOR)) return { ok: false, refusal: 'too-large' };
  return { ok: true, minor };
}

/** Minor units as an amount field takes them, the inverse of parseAmount: 1000 → "10.00", 1234567 → "12345.67". */
export function amountText(minor: bigint | number): string {
  const cents = BigInt(minor);
  const sign = cents < 0n ? '-' : '';
  const size = cents < 0n ? -cents : cents;
  return `${sign}${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
}
