import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

describe('X-Api-Version on /v2', () => {
  it('serves a version the route declares and exposes it to the handler', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v2/echo',
      headers: t.headers({ version: '3.4' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.version).toBe('3.4');
  });

  it('rejects a missing version with 400 version_required', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/echo', headers: t.headers({ version: null }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([
      { code: 'version_required', message: expect.stringContaining('3.0 to 3.9') },
    ]);
  });

  it.each(['4.0', '3.10', '3', 'latest', '3.3 '])(
    'rejects unknown version %j with 400 version_unknown',
    async (v) => {
      const res = await t.app.inject({ method: 'GET', url: '/v2/echo', headers: t.headers({ version: v }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().messages[0].code).toBe('version_unknown');
    },
  );

  it('rejects a real version the route does not serve with 400 version_not_supported', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v2/echo',
      headers: t.headers({ version: '3.0' }),
    });
    expect(res.statusCode).toBe(400);
    const [message] = res.json().messages;
    expect(message.code).toBe('version_not_supported');
    expect(message.message).toContain('3.3, 3.4');
  });

  it('does not ask for a version outside /v2', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/rewards/ping',
      headers: t.headers({ version: null }),
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses to start with a /v2 route that declares no versions', async () => {
    const { buildServer } = await import('../../src/http/server.ts');
    const { readCardProcessor } = await import('../../src/config.ts');
    const build = buildServer({
      db: {} as never,
      clock: t.clock,
      config: {
        appKeys: new Map([['k', 's']]),
        twoFactorKey: 'a-two-factor-key-of-32-characters-at-least',
        cardProcessor: readCardProcessor({}),
      } as never,
      routes: [
        {
          family: 'platform',
          plugin: async (app) => {
            app.get('/unversioned', async () => ({}));
          },
        },
      ],
    }).then((app) => app.ready());
    await expect(build).rejects.toThrow(/must declare config.versions/);
  });
});
