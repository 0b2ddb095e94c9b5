import { z } from 'zod';

/**
 * A whole number sent as text in a query string or a path (`?limit=20`, `/draw/details/x/4585`): decimal digits
 * with an optional minus sign, so `1e3`, `0x10`, `1.0`, ` 5` and blank are refused rather than read as numbers.
 * The value is then checked against `min` and `max` with one message for a value out of range, however large.
 */
export function intQuery(opts: { min: number; max: number }) {
  return z
    .string({ error: 'Must be a whole number, given once.' })
    .regex(/^-?\d+$/, 'Must be a whole number, written in digits.')
    .transform(Number)
    .pipe(z.number().min(opts.min).max(opts.max));
}
