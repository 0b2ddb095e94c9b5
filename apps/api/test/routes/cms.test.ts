import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouteApp } from './route-app.ts';

let t: Awaited<ReturnType<typeof buildRouteApp>>;
beforeAll(async () => {
  t = await buildRouteApp();
});
afterAll(() => t.app.close());

// The content service is not signed.
const get = (url: string) => t.app.inject({ method: 'GET', url });
const q = (filter: unknown) => encodeURIComponent(JSON.stringify(filter));

describe('/cms/items/theme and /cms/items/site_config', () => {
  it('serve the theme for 10 minutes', async () => {
    const res = await get('/cms/items/theme');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(res.json().result.colours.theme_primary).toMatch(/^#/);
  });

  it('serve navigation, footer and components for a day', async () => {
    const res = await get('/cms/items/site_config');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const { result } = res.json();
    const main = result.navigation.find((g: { type: string }) => g.type === 'main');
    expect(main.items.map((i: { label: string }) => i.label)).toContain('Lotto');
    expect(result.payment_logos.length).toBeLessThanOrEqual(8);
    expect(result.footer.responsible_gambling_text).toContain('1800 858 858');
    expect(result.sitewide_banner.content).toContain('Raffle');
  });
});

describe('/cms/items/pages', () => {
  it('finds a page by path with only the fields asked for', async () => {
    const res = await get(
      `/cms/items/pages?fields=id,path,template,name&filter=${q({ path: { _eq: '/about' } })}`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.result).toHaveLength(1);
    expect(Object.keys(body.result[0]).sort()).toEqual(['id', 'name', 'path', 'template']);
    expect(body.page_info).toMatchObject({ total: 1, offset: 0 });
  });

  it('serves a page with its sections by id', async () => {
    const list = await get(`/cms/items/pages?fields=id&filter=${q({ path: { _eq: '/about/faq' } })}`);
    const id = list.json().result[0].id as string;
    const res = await get(`/cms/items/pages/${id}`);
    expect(res.statusCode).toBe(200);
    const page = res.json().result;
    expect(page.path).toBe('/about/faq');
    expect(page.seo.title).toBe('Frequently asked questions');
    expect(page.sections.some((s: { kind: string }) => s.kind === 'accordion')).toBe(true);
  });

  it('answers 400 with the field in error for a bad filter, field or sort', async () => {
    for (const url of [
      '/cms/items/pages?filter=%7Bnope',
      `/cms/items/pages?filter=${q({ secret: { _eq: 'x' } })}`,
      `/cms/items/pages?filter=${q({ path: { _like: '%' } })}`,
      '/cms/items/pages?fields=id,password',
      '/cms/items/pages?sort=sections',
      '/cms/items/pages?limit=1000',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors, url).toBeDefined();
    }
  });

  it('reads the filter as JSON (spec 1 §7) and says what is wrong with a bad one', async () => {
    const nested = await get(
      `/cms/items/pages?fields=path&filter=${q({ _and: [{ path: { _starts_with: '/about/' } }, { path: { _in: ['/about/faq', '/nowhere'] } }] })}`,
    );
    expect(nested.statusCode).toBe(200);
    expect(nested.json().result).toEqual([{ path: '/about/faq' }]);

    const garbage = await get('/cms/items/pages?filter=garbage');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().errors).toEqual({
      filter: ['Must be valid JSON, e.g. {"path":{"_eq":"/about"}}.'],
    });

    const unknown = await get(`/cms/items/pages?filter=${q({ slug: { _eq: 'about' } })}`);
    expect(unknown.json().errors).toEqual({
      filter: ['Cannot filter on slug. Filter on id, path, template, name, status (or _and).'],
    });

    const twice = await get('/cms/items/pages?filter=%7B%7D&filter=%7B%7D');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors.filter[0]).toMatch(/^Send this parameter once, as JSON/);
  });

  it('answers 404 for an unknown page and 400 for an id that is not one', async () => {
    expect((await get('/cms/items/pages/01900000-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/cms/items/pages/not-an-id')).statusCode).toBe(400);
  });
});
