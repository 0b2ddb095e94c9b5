/**
 * Conformance of every endpoint to the OpenAPI document (decision 074), Schemathesis-style: each operation the
 * document lists is called once with a valid call (the access table's bodies and ids, route-access.ts), as the
 * caller it declares, at the first and the last version it is served at; the answer's status must be one the
 * document lists for the operation, a 2xx body must validate against the documented schema for that status (a
 * 204 has no body), and an error body must be the documented error shape. Routes not yet moved to the catalogue
 * are covered through the document all the same.
 */
import { endpointKey } from '@lottoshop/contracts/endpoint';
import { ENDPOINTS } from '@lottoshop/contracts/endpoints/catalogue';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODIES, TABLE, TICKET, urlOf, VERSIONS } from '../routes/route-access.ts';
import { buildRouteApp, signUpForm } from '../routes/route-app.ts';
import { testApiConfig } from '../test-config.ts';

type Operation = { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type Document = { paths: Record<string, Record<string, Operation>>; components?: Record<string, unknown> };

let t: Awaited<ReturnType<typeof buildRouteApp>>;
let doc: Document;
beforeAll(async () => {
  t = await buildRouteApp();
  doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as Document;
});
afterAll(() => t.app.close());

const OPS_TOKEN = testApiConfig().opsToken;

/** Valid bodies beyond the access table's (which needs only what passes to the access check). */
const MORE_BODIES: Record<string, unknown> = {
  'POST /v2/signup': signUpForm(),
  'POST /v2/password/forgot': { email: 'nobody@example.com' },
  'POST /v2/anon-cart/{token}/items': TICKET,
  'PUT /v2/anon-cart/{token}/items/{id}': { quantity: 2 },
  'POST /ops/draws/{offerKey}/{drawNo}/result': {
    main: [1, 2, 3, 4, 5, 6],
    supplementary: [7, 8],
    dividends: { 1: 100_000_000 },
  },
  'POST /ops/customers/force-password-change': { email: 'nobody@example.com' },
  'POST /ops/customers/autologin-link': { email: 'nobody@example.com' },
};

/**
 * Answers that do not match the document today, in routes other engineers are moving (the list only shrinks):
 * each answers 204 with no body where the document promises a JSON envelope.
 */
const KNOWN_MISMATCHES: readonly string[] = [];

/** The documented response of a status: its own entry, else its class (`4XX`), else `default`. */
function documented(op: Operation, status: number) {
  return op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
}

/** The versions a call is made at: the endpoint's first and last, or (not yet catalogued) every one, newest first. */
function versionsOf(route: string): (string | null)[] {
  if (!route.includes(' /v2/')) return [null];
  const entry = ENDPOINTS.find((e) => endpointKey(e.endpoint).replace(/:(\w+)/g, '{$1}') === route);
  const declared = entry?.endpoint.versions;
  if (declared && declared.length > 0) return [...new Set([declared[0] ?? null, declared.at(-1) ?? null])];
  return VERSIONS;
}

describe('every endpoint answers as its document says', () => {
  it('documented status, a 2xx body of the documented schema (none for 204), an error body of the error shape', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: false });
    addFormats(ajv);
    ajv.addSchema({ $id: 'doc', components: doc.components ?? {} });
    const validate = (schema: unknown) =>
      ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')));

    let customer = await t.newCustomer();
    const mismatches: string[] = [];
    let calls = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${path}`;
        const access = TABLE[route];
        if (access === undefined) {
          mismatches.push(`${route}: not in the access table`);
          continue;
        }
        const { method: m, url } = urlOf(route);
        const body = MORE_BODIES[route] ?? BODIES[route] ?? (m === 'GET' || m === 'DELETE' ? undefined : {});
        const versions = versionsOf(route);
        for (const version of versions) {
          const bearerOf = () =>
            access.kind === 'operator'
              ? OPS_TOKEN
              : access.kind === 'customer' || access.kind === 'customer-id'
                ? customer.token
                : undefined;
          const sendAs = (bearer = bearerOf()) =>
            t.send(m, url, body, { version, ...(bearer ? { bearer } : {}) });
          let res = await sendAs();
          // A session revoked by an earlier call (logout, closing the account): a new customer, the call again.
          if (res.statusCode === 401 && bearerOf() === customer.token) {
            customer = await t.newCustomer();
            res = await sendAs();
          }
          calls += 1;
          const json = res.body === '' ? undefined : safeJson(res.body);
          // A route not served at this version: the next one (catalogued routes name theirs).
          if (res.statusCode === 400 && (json as { code?: string })?.code === 'version_not_supported')
            continue;
          const where = `${route}${version ? ` @${version}` : ''} → ${res.statusCode}`;
          const response = documented(op, res.statusCode);
          if (!response) mismatches.push(`${where}: status not documented (${Object.keys(op.responses)})`);
          else if (res.statusCode === 204) {
            // A 204 is documented as one, with no content (a 2XX promising JSON is the document disagreeing).
            if (res.body !== '') mismatches.push(`${where}: a 204 with a body`);
            if (response.content !== undefined) mismatches.push(`${where}: documented with content`);
          } else {
            const contentType = String(res.headers['content-type'] ?? '').split(';')[0] ?? '';
            const content = response.content?.[contentType] ?? response.content?.['application/json'];
            if (!content) mismatches.push(`${where}: no documented content (${contentType})`);
            else if (contentType === 'application/json' && content.schema) {
              const check = validate(content.schema);
              if (!check(json))
                mismatches.push(
                  `${where}: body does not match: ${ajv.errorsText(check.errors)} ${res.body.slice(0, 200)}`,
                );
            }
          }
          if (versions === VERSIONS) break;
        }
      }
    }
    expect(calls).toBeGreaterThan(Object.keys(TABLE).length - 1);
    expect(mismatches).toEqual([...KNOWN_MISMATCHES]);
  }, 120_000);
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

describe('answers the document cannot describe as JSON', () => {
  it("documents a file endpoint's answer as bytes of the file's own type, and a 204 with no content", () => {
    const file = doc.paths['/ops/verifications/{id}/document']?.get?.responses['200'];
    expect(file?.content).toEqual({
      'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
    });
    expect(doc.paths['/v2/logout']?.get?.responses['204']?.content).toBeUndefined();
  });
});
