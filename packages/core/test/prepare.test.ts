import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../src/clock.ts';
import { type Db, queryRows } from '../src/db/client.ts';
import { prepareDatabase } from '../src/setup/prepare.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const count = async (db: Db, table: string) =>
  (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n;

// The embedded default's own start-up path: it opens a PGlite data directory of its own, so it runs whichever
// database the rest of the suite is on (decision 066).
describe('prepareDatabase', () => {
  it('creates, migrates and seeds a data directory on first run, and only migrates on the next', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lottoshop-prepare-'));
    dirs.push(dataDir);
    const clock = fixedClock('2026-03-02T01:00:00Z');

    const first = await prepareDatabase({ dataDir, clock });
    expect(first.driver).toBe('pglite');
    const offers = await count(first.db, 'product_offers');
    const drawCount = await count(first.db, 'draws');
    expect(offers).toBeGreaterThanOrEqual(7);
    await first.close();

    clock.advance(7 * 86_400_000);
    const second = await prepareDatabase({ dataDir, clock });
    try {
      expect(await count(second.db, 'site_settings')).toBe(1);
      expect(await count(second.db, 'product_offers')).toBe(offers);
      expect(await count(second.db, 'draws')).toBe(drawCount);
    } finally {
      await second.close();
    }
    // Two cold starts of the embedded database: allow for a slow, busy machine.
  }, 90_000);

  it('does not seed when told not to', async () => {
    const handle = await prepareDatabase({ dataDir: 'memory://', seed: 'never' });
    try {
      expect(await count(handle.db, 'site_settings')).toBe(0);
    } finally {
      await handle.close();
    }
  });

  it('refuses a database URL that is not PostgreSQL', async () => {
    await expect(prepareDatabase({ databaseUrl: 'mysql://localhost/x' })).rejects.toThrow(/postgres/);
  });
});
