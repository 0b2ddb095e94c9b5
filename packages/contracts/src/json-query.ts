import { z } from 'zod';

/**
 * A query parameter whose value is an array or object, JSON-encoded (spec 1 §7):
 * `?filter={"path":{"_eq":"/about"}}` (URL-encoded on the wire). The text is parsed and then checked
 * against `schema`; text that is not JSON is a validation failure on that parameter with a message naming
 * the problem, and an absent or blank parameter is `undefined`. Keys inside the JSON are taken exactly as
 * written (the wire's snake_case -> camelCase conversion covers parameter names, not JSON values).
 */
export function jsonQuery<T extends z.ZodType>(
  schema: T,
  opts: { example?: string; maxLength?: number } = {},
) {
  const maxLength = opts.maxLength ?? 2000;
  const example = opts.example ? `, e.g. ${opts.example}` : '';
  return z
    .string({ error: `Send this parameter once, as JSON${example}.` })
    .max(maxLength, `Must be at most ${maxLength} characters of JSON.`)
    .meta({ description: `JSON-encoded${example}.` })
    .optional()
    .transform((raw, ctx): unknown => {
      if (raw === undefined || raw.trim() === '') return undefined;
      try {
        return JSON.parse(raw);
      } catch {
        ctx.addIssue({ code: 'custom', message: `Must be valid JSON${example}.` });
        return z.NEVER;
      }
    })
    .pipe(schema.optional());
}
