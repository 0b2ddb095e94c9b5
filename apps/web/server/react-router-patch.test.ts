import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StaticHandlerContext } from 'react-router';
import { describe, expect, it } from 'vitest';

/**
 * React Router's server-side per-request work done once (patches/react-router+7.18.4.patch, decision 063): the
 * matches of a path are kept per route tree and handed out as copies, and the server routes ServerRouter renders
 * are built once per build.
 */
const routerDir = dirname(createRequire(import.meta.url).resolve('react-router'));

// The ESM build, which the web server loads (Node.js's `import`) and the patch changes: a bare 'react-router' in
// a test resolves to the CommonJS build, which would pass these tests without the patch.
const { createStaticHandler } = (await import(
  pathToFileURL(join(routerDir, 'index.mjs')).href
)) as typeof import('react-router');

const routes = [
  {
    id: 'root',
    path: '/',
    loader: () => 'root',
    children: [
      { id: 'item', path: 'items/:id', loader: () => 'item' },
      { id: 'page', path: 'pages/:page?', loader: () => 'page' },
    ],
  },
];

async function query(handler: ReturnType<typeof createStaticHandler>, path: string) {
  const context = await handler.query(new Request(`http://shop.test${path}`));
  if (context instanceof Response) throw new Error(`a Response for ${path}`);
  return context as StaticHandlerContext;
}

describe("React Router's patched server runtime", () => {
  it('is the one installed: `npm install` applies the patch (postinstall)', () => {
    const installed = ['chunk-OB3PAWPO.mjs', 'chunk-H4DAEOV7.mjs']
      .map((file) => readFileSync(join(routerDir, file), 'utf8'))
      .join('\n');
    for (const memo of ['STATIC_MATCHES', 'SERVER_MATCHES', 'SERVER_ROUTES', 'STATIC_DATA_ROUTES'])
      expect(installed).toContain(`var ${memo} = new WeakMap();`);
  });

  it('matches a path again from what it kept, each request with params of its own', async () => {
    const handler = createStaticHandler(routes);
    const first = await query(handler, '/items/1');
    expect(first.matches.map((m) => [m.route.id, m.params])).toEqual([
      ['root', { id: '1' }],
      ['item', { id: '1' }],
    ]);
    // A loader or component that changes its params changes nothing for the next request.
    (first.matches[1]?.params as Record<string, string>).id = 'changed';
    const again = await query(handler, '/items/1');
    expect(again.matches.map((m) => m.params.id)).toEqual(['1', '1']);
    expect(again.matches[0]?.params).toBe(again.matches[1]?.params);
    expect(again.loaderData).toEqual({ root: 'root', item: 'item' });

    expect((await query(handler, '/items/2')).matches.map((m) => m.params.id)).toEqual(['2', '2']);
    expect((await query(handler, '/pages')).matches.map((m) => [m.route.id, m.params.page])).toEqual([
      ['root', undefined],
      ['page', undefined],
    ]);
    for (let i = 0; i < 2; i++) {
      const missing = await query(handler, '/nowhere');
      expect(missing.statusCode).toBe(404);
    }
  });

  it('answers right past a thousand paths, where the matches it keeps start afresh', async () => {
    const handler = createStaticHandler(routes);
    for (let i = 0; i < 1_100; i++) await query(handler, `/items/${i}`);
    expect((await query(handler, '/items/5')).matches.map((m) => m.params.id)).toEqual(['5', '5']);
    expect((await query(handler, '/items/1099')).matches.map((m) => m.params.id)).toEqual(['1099', '1099']);
  });
});
