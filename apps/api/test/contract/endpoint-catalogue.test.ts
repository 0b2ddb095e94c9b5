import { type Caller, type Endpoint, endpointKey, servedPath } from '@lottoshop/contracts/endpoint';
import { ENDPOINTS } from '@lottoshop/contracts/endpoints/catalogue';
import { fixedClock } from '@lottoshop/core/clock';
import type { Db } from '@lottoshop/core/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';
import type { ApiApp } from '../../src/http/app-types.ts';
import { buildServer } from '../../src/http/server.ts';
import { type Access, TABLE } from '../routes/route-access.ts';
import { PENDING } from './endpoint-catalogue.pending.ts';

/**
 * The server and the endpoint catalogue agree (decision 074): every route the server has was registered from a
 * catalogue endpoint, under the endpoint's own method and path, and every endpoint of the catalogue is served.
 * Routes still written by hand are listed in PENDING while they move; the list only shrinks.
 */
let app: ApiApp;
beforeAll(async () => {
  // Building the routes never queries the database.
  app = await buildServer({
    db: {} as Db,
    clock: fixedClock('2026-03-01T09:00:00Z'),
    config: readConfig({}),
  });
  await app.ready();
});
afterAll(() => app.close());

const served = () => app.servedRoutes.filter((r) => !r.hidden);
/** The OpenAPI document's (and the access table's) form of an endpoint's path: `/v2/funds/{id}`. */
const openApiPath = (e: Endpoint) => servedPath(e).replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the endpoint catalogue', () => {
  it('has one entry per method and path, and unique ids', () => {
    const keys = ENDPOINTS.map((e) => endpointKey(e.endpoint));
    expect(new Set(keys).size).toBe(keys.length);
    const ids = ENDPOINTS.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is served route for route: each route from its endpoint, each endpoint by a route', () => {
    const byHand = served()
      .filter((r) => r.config.endpoint === undefined)
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(byHand).toEqual([...PENDING].sort());
    for (const r of served()) {
      if (r.config.endpoint !== undefined) expect(r.config.endpoint).toBe(`${r.method} ${r.url}`);
    }
    const keys = new Set(served().map((r) => `${r.method} ${r.url}`));
    const unserved = ENDPOINTS.filter((e) => !keys.has(endpointKey(e.endpoint))).map((e) => e.id);
    expect(unserved).toEqual([]);
  });

  /**
   * Who may call, as the access table (test/routes/route-access.ts) has it for the route: a customer's route is the
   * customer's own data or thing, an operator's is the operator's alone, and any signed call of the apps reaches
   * the rest. A route naming a customer's thing may be the apps' when something else than the session proves
   * the caller may reach it (an e-mail link's signed token reaches the communication preferences).
   */
  it('names the same callers as the access table', () => {
    // An anonymous cart is reached by its token; converting it on sign-in needs the customer as well.
    const kinds: Record<Caller, readonly Access['kind'][]> = {
      app: ['public', 'sign-in', 'cart-token', 'customer-id'],
      customer: ['customer', 'customer-id', 'cart-token'],
      operator: ['operator'],
    };
    for (const { id, endpoint } of ENDPOINTS) {
      const access = TABLE[`${endpoint.method} ${servedPath(endpoint).replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`];
      expect(access, `${id} has no entry in the access table`).toBeDefined();
      expect(kinds[endpoint.caller], `${id}: caller ${endpoint.caller}, access ${access?.kind}`).toContain(
        access?.kind,
      );
    }
  });

  it('serves each endpoint at the versions it declares, and /v2 endpoints declare them', () => {
    for (const { id, endpoint } of ENDPOINTS) {
      const route = served().find((r) => r.config.endpoint === endpointKey(endpoint));
      expect(route?.config.versions, id).toEqual(endpoint.versions);
      if (endpoint.family === 'platform') expect(endpoint.versions?.length, id).toBeGreaterThan(0);
      else expect(endpoint.versions, id).toBeUndefined();
    }
  });

  it('serves a 204 endpoint with no body and documents it so', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }> }>>;
    };
    for (const { id, endpoint } of ENDPOINTS) {
      const operation = doc.paths[openApiPath(endpoint)]?.[endpoint.method.toLowerCase()];
      expect(operation, id).toBeDefined();
      const status = String(endpoint.status ?? (endpoint.response === undefined ? 204 : 200));
      expect(Object.keys(operation?.responses ?? {}), id).toContain(status);
      if (status === '204') expect(operation?.responses[status]?.content, id).toBeUndefined();
      else expect(operation?.responses[status]?.content, id).toBeDefined();
    }
  });

  it('documents the four answers Schemathesis found promised as JSON as the 204 with no body they are', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }> }>>;
    };
    const noContent = [
      ['/v2/logout', 'get'],
      ['/v2/customer/confirm-address', 'patch'],
      ['/v2/customer/sessions/logout-everywhere', 'post'],
      ['/v2/password/forgot', 'post'],
    ] as const;
    for (const [path, method] of noContent) {
      const responses = doc.paths[path]?.[method]?.responses ?? {};
      const successes = Object.keys(responses).filter((status) => status.startsWith('2'));
      expect(successes, `${method} ${path}`).toEqual(['204']);
      expect(responses['204']?.content, `${method} ${path}`).toBeUndefined();
    }
  });
});
