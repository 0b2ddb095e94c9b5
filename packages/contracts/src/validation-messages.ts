/**
 * Plain-English validation messages for zod issues, so a person can act on them. Pass as the per-parse
 * error map (`schema.safeParse(data, { error: friendlyZodError })`); a message written on a schema wins.
 */
import type { z } from 'zod';

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

function plural(n: number | bigint, word: string): string {
  return `${n} ${word}${Number(n) === 1 ? '' : 's'}`;
}

function sizeMessage(issue: RawIssue & { code: 'too_small' | 'too_big' }): string | undefined {
  const small = issue.code === 'too_small';
  const limit = small ? issue.minimum : issue.maximum;
  const inclusive = issue.inclusive !== false;
  switch (issue.origin) {
    case 'string':
      if (small && Number(limit) === 1) return 'This field cannot be empty.';
      return `Must be ${small ? 'at least' : 'at most'} ${plural(limit, 'character')}.`;
    case 'array':
    case 'set':
      return `Choose ${small ? 'at least' : 'at most'} ${plural(limit, 'item')}.`;
    case 'number':
    case 'int':
    case 'bigint':
    case 'date':
      if (small) return `Must be ${inclusive ? 'at least' : 'greater than'} ${limit}.`;
      return `Must be ${inclusive ? 'at most' : 'less than'} ${limit}.`;
    default:
      return undefined;
  }
}

const FORMAT_WORDS: Record<string, string> = {
  email: 'Enter a valid e-mail address.',
  url: 'Enter a valid web address.',
  uuid: 'Must be a valid identifier.',
  datetime: 'Must be a date and time (ISO 8601).',
  date: 'Must be a date (YYYY-MM-DD).',
  regex: 'Has an invalid format.',
};

export const friendlyZodError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'This field is required.';
      return `Must be ${TYPE_WORDS[issue.expected] ?? issue.expected}.`;
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return FORMAT_WORDS[issue.format] ?? `Must be a valid ${issue.format}.`;
    case 'invalid_value':
      return `Must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'not_multiple_of':
      return `Must be a multiple of ${issue.divisor}.`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}.`;
    case 'invalid_union':
      return 'Does not match any accepted form.';
    default:
      return undefined;
  }
};
