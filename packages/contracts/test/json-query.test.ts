import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PagesQuery } from '../src/content.ts';
import { jsonQuery } from '../src/json-query.ts';
import { friendlyZodError } from '../src/validation-messages.ts';

const Query = z.object({
  ids: jsonQuery(z.array(z.number().int()).max(3)),
  where: jsonQuery(z.object({ name: z.string() }).strict(), { example: '{"name":"x"}', maxLength: 50 }),
});

function issues(input: Record<string, unknown>) {
  const parsed = Query.safeParse(input, { error: friendlyZodError });
  expect(parsed.success).toBe(false);
  return parsed.error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('jsonQuery (spec 1 §7: array and object query values are JSON-encoded)', () => {
  it('parses JSON arrays and objects and checks them against the schema', () => {
    expect(Query.parse({ ids: '[1,2,3]', where: '{"name":"Ann"}' })).toEqual({
      ids: [1, 2, 3],
      where: { name: 'Ann' },
    });
  });

  it('treats an absent or blank parameter as not given', () => {
    expect(Query.parse({})).toEqual({ ids: undefined, where: undefined });
    expect(Query.parse({ ids: '', where: '  ' })).toEqual({ ids: undefined, where: undefined });
  });

  it('names the parameter whose value is not JSON, with an example when there is one', () => {
    expect(issues({ ids: '1,2', where: '{name:x}' })).toEqual([
      { path: 'ids', message: 'Must be valid JSON.' },
      { path: 'where', message: 'Must be valid JSON, e.g. {"name":"x"}.' },
    ]);
  });

  it('reports schema problems inside the JSON under the parameter', () => {
    expect(issues({ ids: '[1,2,3,4]' })).toEqual([{ path: 'ids', message: 'Choose at most 3 items.' }]);
    expect(issues({ ids: '["a"]' })).toEqual([{ path: 'ids.0', message: 'Must be a number.' }]);
    expect(issues({ where: '{"name":"x","age":3}' })).toEqual([
      { path: 'where', message: 'Unknown field: age.' },
    ]);
  });

  it('refuses a repeated parameter and an over-long value', () => {
    expect(issues({ ids: ['[1]', '[2]'] })).toEqual([
      { path: 'ids', message: 'Send this parameter once, as JSON.' },
    ]);
    expect(issues({ where: `{"name":"${'x'.repeat(60)}"}` })).toEqual([
      { path: 'where', message: 'Must be at most 50 characters of JSON.' },
    ]);
  });
});

describe('PagesQuery filter', () => {
  it('accepts a Directus-style filter', () => {
    const filter = { _and: [{ path: { _starts_with: '/about' } }, { name: { _in: ['FAQ'] } }] };
    expect(PagesQuery.parse({ filter: JSON.stringify(filter) }).filter).toEqual(filter);
  });

  it('explains bad filters: not JSON, unknown field, unknown operator, no operator', () => {
    const message = (filter: string) =>
      PagesQuery.safeParse({ filter }, { error: friendlyZodError }).error?.issues[0]?.message;
    expect(message('garbage')).toBe('Must be valid JSON, e.g. {"path":{"_eq":"/about"}}.');
    expect(message('{"password":{"_eq":"x"}}')).toBe(
      'Cannot filter on password. Filter on id, path, template, name, status (or _and).',
    );
    expect(message('{"path":{"_regex":".*"}}')).toBe(
      'Unknown operator _regex. Operators: _eq, _neq, _in, _nin, _starts_with, _contains.',
    );
    expect(message('{"path":{}}')).toBe('Give an operator: _eq, _neq, _in, _nin, _starts_with, _contains.');
  });
});
