/** The real server on the worker's test database, seeded with the demo site at a fixed time. */
import { fixedClock } from '@lottoshop/core/clock';
import { createCustomer, FACTORY_PASSWORD } from '@lottoshop/core/identity/testing';
import { seedDemoSite } from '@lottoshop/core/setup';
import { getTestDb, resetTestDb } from '@lottoshop/core/testing';
import { expect } from 'vitest';
import type { ApiConfig } from '../../src/config.ts';
import { buildServer } from '../../src/http/server.ts';
import { signedHeaders } from '../signed-request.ts';
import { testApiConfig } from '../test-config.ts';

/** Monday 2 March 2026, 12:00 in Sydney. */
export const NOW = '2026-03-02T01:00:00.000Z';

/** A signed call's options: its X-Api-Version (null: none), the customer's bearer token, extra headers. */
export type CallOptions = { version?: string | null; bearer?: string; headers?: Record<string, string> };
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let signUpNo = 0;
/** A complete sign-up form on the wire (snake_case), with a fresh e-mail address. */
export function signUpForm<T extends Record<string, unknown>>(overrides: T = {} as T) {
  signUpNo += 1;
  return {
    email: `person${signUpNo}@example.com`,
    password: 'correct-horse-42',
    firstname: 'Alex',
    lastname: 'Citizen',
    date_of_birth: '1990-05-17',
    phone: '0412 345 678',
    address_line_1: '1 George Street',
    suburb: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    country: 'AU',
    accept_terms: true,
    metadata: { platform: 'Web' },
    ...overrides,
  };
}

/**
 * The app, plus `send` for signed calls (at `opts.version` unless a call names another; signed-request's default
 * when neither does) and `logIn`/`newCustomer` for a customer's access token.
 */
export async function buildRouteApp(
  opts: {
    maintenanceMode?: boolean;
    seed?: boolean;
    /** false: the demo site without its year of demo results (for tests that count results). */
    resultsHistory?: boolean;
    version?: string;
    rateLimitFactor?: number;
    /** More of the API's configuration (the identity provider's address). */
    config?: Partial<ApiConfig>;
  } = {},
) {
  const db = await getTestDb();
  await resetTestDb(db);
  const clock = fixedClock(NOW);
  if (opts.seed !== false) {
    const seedOpts = opts.resultsHistory === false ? { resultsHistory: false } : {};
    await db.transaction((tx) => seedDemoSite(tx, clock, seedOpts));
  }
  const app = await buildServer({
    db,
    clock,
    config: testApiConfig({
      maintenanceMode: opts.maintenanceMode ?? false,
      ...(opts.rateLimitFactor === undefined ? {} : { rateLimitFactor: opts.rateLimitFactor }),
      ...opts.config,
    }),
  });
  await app.ready();
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...signedHeaders({ now: clock.now() }), ...headers } });
  const headers = (o: Parameters<typeof signedHeaders>[0] = {}) => signedHeaders({ now: clock.now(), ...o });
  const send = (method: Method, url: string, payload?: unknown, o: CallOptions = {}) => {
    const h: Record<string, string> = {
      ...signedHeaders({ now: clock.now(), version: o.version === undefined ? opts.version : o.version }),
      ...o.headers,
    };
    if (o.bearer !== undefined) h.authorization = `Bearer ${o.bearer}`;
    return app.inject({
      method,
      url,
      headers: h,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  };
  /** The access token of a log-in with the factory password. */
  const logIn = async (email: string): Promise<string> => {
    const res = await send('POST', '/v2/login', { email, password: FACTORY_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result.access_token;
  };
  /** A new customer (identity factory), logged in. */
  const newCustomer = async (): Promise<{ token: string; customerId: string; email: string }> => {
    const person = await createCustomer(db);
    return { token: await logIn(person.email), customerId: person.id, email: person.email };
  };
  return { app, db, clock, get, headers, send, logIn, newCustomer };
}
