import { fixedClock } from '@lottoshop/core/clock';
import type { Db } from '@lottoshop/core/db';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';
import { buildServer } from '../../src/http/server.ts';

describe("the application's own routes", () => {
  it('all register under the plumbing (versions declared) and appear in the OpenAPI document', async () => {
    // Building and documenting the routes never queries the database.
    const app = await buildServer({
      db: {} as Db,
      clock: fixedClock('2026-03-01T09:00:00Z'),
      config: readConfig({}),
    });
    try {
      await app.ready();
      const res = await app.inject({ method: 'GET', url: '/docs/json' });
      expect(res.statusCode).toBe(200);
      const paths = Object.keys(res.json().paths);
      expect(paths).toEqual(expect.arrayContaining(['/discover', '/health']));
      for (const path of paths)
        expect(path).toMatch(/^\/(v2|social\/v3|rewards|cms|customer-verify|ops|discover|health|webhooks)\b/);
      // JSON-encoded query values (spec 1 §7) are documented as such.
      const filter = res
        .json()
        .paths['/cms/items/pages'].get.parameters.find((p: { name: string }) => p.name === 'filter');
      expect(filter).toMatchObject({ in: 'query', required: false, schema: { type: 'string' } });
      expect(filter.schema.description ?? filter.description).toMatch(/^JSON-encoded, e\.g\. \{"path"/);
    } finally {
      await app.close();
    }
  });
});
