// The rate-limit counters (decision 024): windows on PGlite, and many API processes counting at once on a real
// PostgreSQL (npm run test:pg).
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import {
  clearFailures,
  countHit,
  LOGIN_FAILURE_POLICY,
  purgeSpent,
  recordFailure,
  refuseWhileHeldBack,
} from '../src/modules/ratelimits/index.ts';
import { rateLimits } from '../src/modules/ratelimits/ratelimits.tables.ts';
import { getTestDb, resetTestDb, testDatabaseUrl } from '../src/testing/test-db.ts';

const T0 = new Date('2026-03-02T01:00:00.000Z').getTime();
let db: Db;
let now = T0;
const ctx = () => ({ db, clock: { now: () => new Date(now) } });

beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  now = T0;
});

describe('countHit', () => {
  it('counts hits in a window, and starts again once it is over', async () => {
    expect(await countHit(ctx(), { key: 'k', windowMs: 60_000 })).toEqual({ hits: 1, resetsInMs: 60_000 });
    now += 10_000;
    expect(await countHit(ctx(), { key: 'k', windowMs: 60_000 })).toEqual({ hits: 2, resetsInMs: 50_000 });
    expect((await countHit(ctx(), { key: 'other', windowMs: 60_000 })).hits).toBe(1);
    now = T0 + 60_000;
    expect(await countHit(ctx(), { key: 'k', windowMs: 60_000 })).toEqual({ hits: 1, resetsInMs: 60_000 });
  });

  it('deletes only the counters that hold nothing back', async () => {
    await countHit(ctx(), { key: 'old', windowMs: 1_000 });
    for (let i = 0; i < 7; i++) await recordFailure(ctx(), { key: 'held', policy: LOGIN_FAILURE_POLICY });
    now += 5_000;
    await countHit(ctx(), { key: 'new', windowMs: 60_000 });
    await purgeSpent(ctx());
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key).sort();
    expect(keys).toEqual(['held', 'new']);
  });
});

describe('back-off', () => {
  it('holds a key back after the free failures and lets it go after the delay or a success', async () => {
    for (let i = 0; i < 5; i++)
      expect(await recordFailure(ctx(), { key: 'a', policy: LOGIN_FAILURE_POLICY })).toBe(0);
    await refuseWhileHeldBack(ctx(), 'a');
    expect(await recordFailure(ctx(), { key: 'a', policy: LOGIN_FAILURE_POLICY })).toBe(1_000);
    await expect(refuseWhileHeldBack(ctx(), 'a')).rejects.toMatchObject({
      code: 'rate_limited',
      retryAfterSeconds: 1,
    });
    now += 1_000;
    await refuseWhileHeldBack(ctx(), 'a');
    await clearFailures(ctx(), 'a');
    expect(await recordFailure(ctx(), { key: 'a', policy: LOGIN_FAILURE_POLICY })).toBe(0);
  });
});

describe.skipIf(!testDatabaseUrl())('counters under concurrent API processes (PostgreSQL)', () => {
  let pool: pg.Pool;
  let wide: Db;
  beforeAll(async () => {
    const shared = (db ?? (await getTestDb())) as unknown as { $client: pg.Pool };
    pool = new pg.Pool({ connectionString: shared.$client.options.connectionString, max: 25 });
    wide = drizzle({ client: pool });
  });
  afterAll(() => pool?.end());

  it('gives 200 concurrent hits on one key the counts 1 to 200, each once', async () => {
    const hits = await Promise.all(
      Array.from({ length: 200 }, () =>
        countHit({ db: wide, clock: { now: () => new Date(now) } }, { key: 'race', windowMs: 60_000 }),
      ),
    );
    expect(hits.map((h) => h.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 200 }, (_, i) => i + 1),
    );
  });
});
