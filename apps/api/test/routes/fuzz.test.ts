import { seededRandom } from '@lottoshop/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedHeaders } from '../signed-request.ts';
import { buildRouteApp } from './route-app.ts';

/**
 * A bounded fuzz over every route's inputs (item 14 of the hardening issue): the routes and their inputs are read
 * from the API's own OpenAPI document, so a new route is fuzzed without being listed here. Each path parameter,
 * query parameter and body property gets values of the wrong type, size or shape (one at a time), and whole bodies
 * are replaced by junk; called signed, as a customer, at the newest and an older API version, with the operator's
 * token on /ops. No answer may be a 5xx. The same cases every run (a seeded choice of at most CASES_PER_ROUTE).
 */
const CASES_PER_ROUTE = 40;
const OPS_TOKEN = 'test-ops-token-0123456789';

const BAD_STRINGS = [
  '',
  ' ',
  'a'.repeat(3_000),
  '\u0000',
  'nul\u0000in',
  '%00',
  '../../etc/passwd',
  '-1',
  '0',
  '99999999999999999999999',
  '1e309',
  'NaN',
  '{"a":1}',
  '[]',
  'null',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '😀',
  '\ud800',
  '00000000-0000-0000-0000-000000000000',
];
const BAD_JSON: unknown[] = [
  ...BAD_STRINGS,
  -1,
  0,
  1.5,
  1e308,
  Number.MIN_SAFE_INTEGER - 2,
  true,
  null,
  [],
  {},
  [[[[]]]],
  { $gt: '' },
  ['a', 1, null],
];
const JUNK_BODIES: unknown[] = [[], 'text', 42, null, { a: { b: { c: { d: [] } } } }, [{}], {}];

/** URL-encoded; a lone surrogate (which cannot be) becomes invalid UTF-8 bytes, as a client could send. */
function enc(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

type Operation = {
  parameters?: { in: 'path' | 'query'; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};
type Call = { method: string; url: string; payload?: unknown; label: string };

let t: Awaited<ReturnType<typeof buildRouteApp>>;
let bearer = '';
let calls: Call[] = [];
beforeAll(async () => {
  t = await buildRouteApp();
  bearer = (await t.newCustomer()).token;
  const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const random = seededRandom(20_261_123);
  calls = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const params = op.parameters ?? [];
      const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
      const queryParams = params.filter((p) => p.in === 'query').map((p) => p.name);
      const props = Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {});
      const fill = (bad?: { name: string; value: string }) =>
        path.replace(/\{(\w+)\}/g, (_m, name: string) => enc(bad?.name === name ? bad.value : 'abc'));
      const route: Call[] = [];
      const hasBody = method === 'post' || method === 'put' || method === 'patch';
      for (const name of pathParams)
        for (const value of BAD_STRINGS)
          route.push({ method, url: fill({ name, value }), label: `path ${name}` });
      for (const name of queryParams)
        for (const value of BAD_STRINGS)
          route.push({
            method,
            url: `${fill()}?${enc(name)}=${enc(value)}`,
            label: `query ${name}`,
          });
      for (const name of props)
        for (const value of BAD_JSON)
          route.push({ method, url: fill(), payload: { [name]: value }, label: `body ${name}` });
      if (hasBody)
        for (const payload of JUNK_BODIES) route.push({ method, url: fill(), payload, label: 'body' });
      if (route.length === 0) route.push({ method, url: fill(), label: 'plain' });
      // A seeded choice, the same every run.
      for (let i = route.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [route[i], route[j]] = [route[j] as Call, route[i] as Call];
      }
      calls.push(...route.slice(0, CASES_PER_ROUTE));
    }
  }
});
afterAll(() => t.app.close());

describe('fuzzing every route’s inputs', () => {
  it('reads routes from the OpenAPI document', () => {
    expect(calls.length).toBeGreaterThan(500);
  });

  it('answers no 5xx, signed and as a customer, at the newest and an older version', async () => {
    const failures: string[] = [];
    const statuses = new Set<number>();
    for (const call of calls) {
      for (const version of ['3.9', '3.3']) {
        const headers: Record<string, string> = call.url.startsWith('/ops/')
          ? { authorization: `Bearer ${OPS_TOKEN}` }
          : { ...signedHeaders({ now: t.clock.now(), version }), authorization: `Bearer ${bearer}` };
        const res = await t.app.inject({
          method: call.method.toUpperCase() as 'GET',
          url: call.url,
          headers,
          ...(call.payload === undefined ? {} : { payload: JSON.stringify(call.payload) }),
          ...(call.payload === undefined
            ? {}
            : { headers: { ...headers, 'content-type': 'application/json' } }),
        });
        statuses.add(res.statusCode);
        if (res.statusCode >= 500)
          failures.push(
            `${call.method.toUpperCase()} ${call.url.slice(0, 120)} (${call.label}) v${version}: ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    // The calls got past signing and versions to the routes' own checks and handlers.
    for (const status of [200, 400, 404]) expect(statuses).toContain(status);
  }, 240_000);
});
