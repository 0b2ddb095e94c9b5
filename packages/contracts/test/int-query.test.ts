import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PagesQuery } from '../src/content.ts';
import { intQuery } from '../src/int-query.ts';
import { friendlyZodError } from '../src/validation-messages.ts';

const Query = z.object({ limit: intQuery({ min: 1, max: 100 }).optional() });

function messages(limit: unknown): string[] {
  const parsed = Query.safeParse({ limit }, { error: friendlyZodError });
  expect(parsed.success).toBe(false);
  return parsed.error?.issues.map((i) => i.message) ?? [];
}

describe('intQuery', () => {
  it('reads decimal digits as a number, and leaves an absent value out', () => {
    expect(Query.parse({ limit: '20' })).toEqual({ limit: 20 });
    expect(Query.parse({ limit: '007' })).toEqual({ limit: 7 });
    expect(Query.parse({})).toEqual({});
  });

  it('refuses other spellings of numbers instead of guessing', () => {
    for (const text of ['1e1', '0x10', '1.0', ' 5', '5 ', '', 'abc', 'Infinity', 'NaN', '+5']) {
      expect(messages(text), text).toEqual(['Must be a whole number, written in digits.']);
    }
    expect(messages(['1', '2'])).toEqual(['Must be a whole number, given once.']);
  });

  it('gives one range message, however far out the value is', () => {
    expect(messages('0')).toEqual(['Must be at least 1.']);
    expect(messages('-1')).toEqual(['Must be at least 1.']);
    expect(messages('101')).toEqual(['Must be at most 100.']);
    expect(messages('99999999999999999999')).toEqual(['Must be at most 100.']);
  });

  it('is what the content query pages with', () => {
    expect(PagesQuery.parse({ limit: '5', offset: '10' })).toMatchObject({ limit: 5, offset: 10 });
    expect(PagesQuery.safeParse({ offset: '1e9' }).success).toBe(false);
    expect(PagesQuery.safeParse({ offset: '-1' }).success).toBe(false);
  });
});
