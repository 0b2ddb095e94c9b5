import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

describe('discovery, health and docs', () => {
  it('lists the service families with absolute base URLs from the request host', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/discover',
      headers: { host: 'api.example.test:4000' },
    });
    expect(res.statusCode).toBe(200);
    const families = res.json().result as {
      name: string;
      base_url: string;
      versions: string[];
      signed: boolean;
    }[];
    // The plumbing routes serve platform, rewards and cms: the social and customer-verify families serve nothing.
    expect(families.map((f) => f.name)).toEqual(['platform', 'rewards', 'cms']);
    expect(families[0]).toMatchObject({ base_url: 'http://api.example.test:4000/v2', signed: true });
    expect(families[0]?.versions).toContain('3.9');
    expect(families.find((f) => f.name === 'cms')?.signed).toBe(false);
  });

  it('answers /health unsigned', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.json()).toEqual({ result: { status: 'ok' } });
  });

  it('serves a browsable page at /docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('serves OpenAPI JSON generated from the zod schemas, in wire casing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const post = doc.paths['/v2/tickets'].post;
    const body = post.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual([
      'num_draws',
      'recurring_purchase',
      'affiliate_code',
      'Numbers',
    ]);
    expect(body.required).toEqual(['num_draws', 'recurring_purchase']);
    const ok = post.responses['200'].content['application/json'].schema;
    expect(Object.keys(ok.properties)).toEqual(['result', 'page_info', 'links', 'messages', 'entities']);
    expect(post.responses['4XX']).toBeDefined();
    expect(doc.paths['/docs/json']).toBeUndefined();
  });
});
