import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CAPABILITY_KEYS, type CapabilityKey } from '@lottoshop/contracts/capabilities';
import { CAPABILITY_NEEDS } from '@lottoshop/contracts/capability-needs';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webRoutes from '../../../web/app/routes.ts';
import { buildRouteApp } from './route-app.ts';

/**
 * A capability the site switches on must have what it needs (CAPABILITY_NEEDS): its pages in the web's route
 * map, its calls among the API's routes, the web files that draw it. A later change that switches one on without
 * shipping them fails here, and so does a page or call taken away from a capability that is on.
 */
const WEB_APP = fileURLToPath(new URL('../../../web/app/', import.meta.url));

/** Any parameter name matches any other: `:id` and `{key}` both become `:`. */
const shape = (path: string) =>
  path
    .replace(/^\/+/, '')
    .replace(/\{[^}]+\}/g, ':')
    .replace(/:[A-Za-z_]\w*(\?)?/g, ':$1');

function webPaths(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((e) => [
    ...(e.path === undefined ? [] : [shape(e.path)]),
    ...webPaths(e.children ?? []),
  ]);
}

let t: Awaited<ReturnType<typeof buildRouteApp>>;
let apiCalls: Set<string>;
const pages = new Set(webPaths(webRoutes));

beforeAll(async () => {
  t = await buildRouteApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  apiCalls = new Set(
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${shape(path)}`),
    ),
  );
});
afterAll(() => t.app.close());

/** What a capability needs and the shop does not have. */
function missing(key: CapabilityKey): string[] {
  const needs = CAPABILITY_NEEDS[key];
  return [
    ...(needs.pages ?? []).filter((p) => !pages.has(shape(p))).map((p) => `page /${shape(p)}`),
    ...(needs.calls ?? [])
      .filter((c) => {
        const [method, path = ''] = c.split(' ');
        return !apiCalls.has(`${method} ${shape(path)}`);
      })
      .map((c) => `call ${c}`),
    ...(needs.parts ?? []).filter((f) => !existsSync(`${WEB_APP}${f}`)).map((f) => `part ${f}`),
  ];
}

describe('capabilities and what they need', () => {
  it('names, for every capability key, at least one page, call or part', () => {
    for (const key of CAPABILITY_KEYS) {
      const needs = CAPABILITY_NEEDS[key];
      expect(
        (needs.pages?.length ?? 0) + (needs.calls?.length ?? 0) + (needs.parts?.length ?? 0),
        key,
      ).toBeGreaterThan(0);
    }
  });

  it('finds what an unbuilt feature lacks (the check can fail)', () => {
    expect(missing('autoplay_manage')).toEqual(
      expect.arrayContaining(['page /my-account/autoplay/:?', 'call GET /v2/autoplay']),
    );
    expect(missing('vouchers')).toContain('call POST /v2/cart/promotion');
    expect(missing('wallet_withdrawal')).toEqual([]);
  });

  it('switches on, in GET /v2/config and every segment, only capabilities whose pages and calls exist', async () => {
    const config = (await t.get('/v2/config')).json().result as { capabilities: CapabilityKey[] };
    const segments = (await t.get('/v2/capabilities')).json().result.segments as {
      capabilities: CapabilityKey[];
    }[];
    const on = new Set([...config.capabilities, ...segments.flatMap((s) => s.capabilities)]);
    expect(on.size).toBeGreaterThan(10);
    const lacking = Object.fromEntries(
      [...on].map((key) => [key, missing(key)] as const).filter(([, gaps]) => gaps.length > 0),
    );
    expect(lacking).toEqual({});
  });
});

describe('a switched-off capability over HTTP', () => {
  it('refuses an autoplay ticket while autoplay is off, naming the field', async () => {
    const cart = await t.send('POST', '/v2/anon-cart', undefined, { version: '3.3' });
    const token = cart.json().result.anonymous_cart_token;
    const res = await t.send(
      'POST',
      `/v2/anon-cart/${token}/items`,
      {
        lottery_key: 'saturday_lotto',
        game_type: 'standard',
        num_draws: 'autoplay',
        games: [1, 7, 13, 19].map((n) => ({ Numbers: [0, 1, 2, 3, 4, 5].map((x) => x + n) })),
      },
      { version: '3.3' },
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.num_draws).toEqual(['Autoplay is not available: choose a number of draws.']);
  });
});

describe('GET /discover', () => {
  it('lists only the service families that serve a route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/discover' });
    const families = res.json().result as { name: string; base_url: string }[];
    expect(families.map((f) => f.name)).toEqual(['platform', 'cms', 'customer-verify']);
    for (const family of families) {
      const prefix = new URL(family.base_url).pathname.replace(/^\//, '');
      expect(
        [...apiCalls].some((call) => call.split(' ')[1]?.startsWith(`${prefix}/`)),
        family.name,
      ).toBe(true);
    }
  });
});
