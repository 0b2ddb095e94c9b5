import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedHeaders } from '../signed-request.ts';
import { BODIES, servedRoutes, TABLE } from './route-access.ts';
import { buildRouteApp } from './route-app.ts';

/**
 * A bounded fuzz run over every route's inputs: hostile path segments, query strings and bodies (random JSON,
 * a valid body with one field replaced, malformed JSON, form bodies), as a visitor, as a customer and as the
 * operator. Whatever arrives, the answer is never a 5xx. A failure prints the seed and the shrunk input to
 * replay it.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);
const OPS_TOKEN = 'test-ops-token-0123456789';

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1e309',
    '99999999999999999999999',
    'NaN',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '..',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '\u0000',
    '\uFEFF',
    '%',
    '019c0000-0000-7000-8000-000000000000',
    'saturday_lotto',
    'x'.repeat(3000),
  ),
);

/** Text as it travels in a URL; lone surrogates (which cannot be encoded) travel as invalid UTF-8. */
function encoded(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
}

/** A path segment: encoded hostile text, or a broken escape sent as it is. */
const segment = fc.oneof(
  hostileText.map((v) => (v === '' ? '%20' : encoded(v))),
  fc.constantFrom('%ZZ', '%ED%A0%80', '%00', '%2F..%2F'),
);

const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('limit', 'offset', 'status', 'email', 'token', 'funds[cart]', 'filter', 'fields'),
      ),
      hostileText,
    ),
    { maxLength: 4 },
  )
  .map((pairs) =>
    pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${encoded(k)}=${encoded(v)}`).join('&')}`,
  );

const jsonish = fc.jsonValue({ maxDepth: 3 });

/** A valid body with one field replaced by anything, or dropped. */
function mutated(valid: unknown) {
  if (!valid || typeof valid !== 'object' || Array.isArray(valid)) return jsonish;
  const keys = Object.keys(valid);
  return fc.tuple(fc.constantFrom(...keys), fc.option(jsonish, { nil: undefined })).map(([key, value]) => {
    const copy: Record<string, unknown> = { ...(valid as Record<string, unknown>) };
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy;
  });
}

type Payload = { kind: 'json'; value: unknown } | { kind: 'raw'; type: string; text: string };

function payloadFor(route: string): fc.Arbitrary<Payload> {
  return fc.oneof(
    jsonish.map((value): Payload => ({ kind: 'json', value })),
    mutated(BODIES[route]).map((value): Payload => ({ kind: 'json', value })),
    fc.string({ maxLength: 60 }).map((text): Payload => ({ kind: 'raw', type: 'application/json', text })),
    fc.dictionary(fc.string({ maxLength: 10 }), hostileText, { maxKeys: 4 }).map(
      (d): Payload => ({
        kind: 'raw',
        type: 'application/x-www-form-urlencoded',
        text: new URLSearchParams(d).toString(),
      }),
    ),
  );
}

let t: Awaited<ReturnType<typeof buildRouteApp>>;
let customerToken: string;
beforeAll(async () => {
  t = await buildRouteApp();
  customerToken = (await t.newCustomer()).token;
});
afterAll(() => t.app.close());

describe('fuzzing every route', () => {
  it('covers the routes of the access table', () => {
    expect(servedRoutes(t.app).sort()).toEqual(Object.keys(TABLE).sort());
  });

  it('never answers a 5xx, whatever the path, query, body or caller', async () => {
    for (const route of Object.keys(TABLE)) {
      const [method, template] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
      const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
      await fc.assert(
        fc.asyncProperty(
          fc.tuple(...names.map(() => segment)),
          queryString,
          payloadFor(route),
          fc.constantFrom('visitor', 'customer', 'operator'),
          fc.constantFrom('3.0', '3.3', '3.9', 'x'),
          async (values, query, payload, caller, version) => {
            let i = 0;
            const url = template.replace(/\{\w+\}/g, () => values[i++] ?? '') + query;
            const headers: Record<string, string> = { ...signedHeaders({ now: t.clock.now(), version }) };
            if (caller === 'customer') headers.authorization = `Bearer ${customerToken}`;
            if (caller === 'operator') headers.authorization = `Bearer ${OPS_TOKEN}`;
            const body =
              method === 'GET'
                ? {}
                : payload.kind === 'json'
                  ? {
                      payload: JSON.stringify(payload.value),
                      headers: { ...headers, 'content-type': 'application/json' },
                    }
                  : { payload: payload.text, headers: { ...headers, 'content-type': payload.type } };
            const res = await t.app.inject({ method, url, headers, ...body });
            expect(
              res.statusCode,
              `${method} ${url} → ${res.statusCode} ${res.body.slice(0, 300)}`,
            ).toBeLessThan(500);
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
  }, 240_000);
});
