/** Recognising PostgreSQL errors by SQLSTATE, however deep the driver (node-postgres, PGlite, Drizzle) wrapped them. */

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_CHECK_VIOLATION = '23514';

/** A PostgreSQL error with this SQLSTATE (and constraint, when given and reported). */
export function isPgError(error: unknown, code: string, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code: c, constraint: k } = e as { code?: unknown; constraint?: unknown };
    if (c === code && (constraint === undefined || k === undefined || k === constraint)) return true;
  }
  return false;
}
