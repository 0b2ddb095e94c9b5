import { parseWithZod } from '@conform-to/zod/v4';
import { snakeToCamel } from '@lottoshop/contracts/casing';
import type { z } from 'zod';
import type { ApiError } from './api-errors.ts';

/**
 * Reading a posted form with the zod schema the API itself checks the body with (decision 075): one parse per form,
 * by Conform (`parseWithZod`), instead of `form.get` per field. Conform reads the form as the browser sent it: an
 * empty field is absent, and numbers, booleans and dates are coerced from their text where the schema asks for them.
 * The result is the page's words: the first message per field the page shows, and one message for the form.
 */
export type FormErrors<F extends string = string> = {
  fieldErrors: Partial<Record<F, string>>;
  formError?: string;
};

export type FormRead<T, F extends string = string> =
  | { ok: true; value: T }
  | { ok: false; errors: FormErrors<F> };

/**
 * The first message per field the page shows (`fields`); a message for any other path, or `fallback` when there is
 * no field message at all, becomes the form's message. API error fields come snake_cased and are read camelCased.
 */
export function formErrors<F extends string>(
  entries: Iterable<readonly [string, readonly string[] | null | undefined]>,
  fields: readonly F[],
  fallback?: string,
): FormErrors<F> {
  const fieldErrors: Partial<Record<F, string>> = {};
  const other: string[] = [];
  for (const [path, messages] of entries) {
    const first = messages?.[0];
    if (!first) continue;
    const name = snakeToCamel(path.split('.')[0] ?? '');
    if ((fields as readonly string[]).includes(name)) fieldErrors[name as F] ??= first;
    else other.push(first);
  }
  const formError = other[0] ?? (Object.keys(fieldErrors).length === 0 ? fallback : undefined);
  return { fieldErrors, ...(formError ? { formError } : {}) };
}

/** An API refusal in the page's words: its field messages beside the fields, its message for the form. */
export function apiFormErrors<F extends string>(err: ApiError, fields: readonly F[]): FormErrors<F> {
  return formErrors(Object.entries(err.fields), fields, err.message);
}

/**
 * Parses `form` with `schema`. `checks` adds what the API cannot check because it never sees it (a confirmation
 * field that must repeat another): field → message, present only when the check failed.
 */
export function readForm<S extends z.ZodType, F extends string>(
  form: FormData,
  schema: S,
  fields: readonly F[],
  checks: Partial<Record<F, string | undefined>> = {},
): FormRead<z.output<S>, F> {
  const submission = parseWithZod(form, { schema });
  const entries: [string, readonly string[] | null | undefined][] =
    submission.status === 'success' ? [] : Object.entries(submission.error ?? {});
  for (const [field, message] of Object.entries(checks) as [F, string | undefined][]) {
    if (message) entries.push([field, [message]]);
  }
  if (submission.status === 'success' && entries.length === 0) return { ok: true, value: submission.value };
  return { ok: false, errors: formErrors(entries, fields) };
}
