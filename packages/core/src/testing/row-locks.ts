/**
 * PostgreSQL only: a claim that must skip the rows another process holds (FOR UPDATE SKIP LOCKED), tested while
 * some rows are held. Without SKIP LOCKED the claim would wait for them and, once they are released, still do the
 * right thing, so a test that only counts results cannot see it; here the claim runs on a connection that refuses
 * to wait for a row lock, and the test fails with a readable error instead of hanging.
 */
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../db/client.ts';

/** How long the claim may wait for a row lock before PostgreSQL cancels it (waits on locks only, not load). */
const LOCK_TIMEOUT_MS = 2000;

function isLockTimeout(err: unknown): boolean {
  for (let e = err; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '55P03') return true;
  }
  return false;
}

/**
 * Opens a transaction on a connection of its own, runs `lock` in it (a `SELECT … FOR UPDATE` of the rows to hold),
 * then runs `claim` on a database whose sessions give up on a row lock after a short lock_timeout. Answers what
 * `claim` answers; the held rows are released (rolled back) before it returns or throws.
 */
export async function whileRowsHeldElsewhere<T>(
  db: Db,
  lock: (holder: Db) => Promise<unknown>,
  claim: (impatient: Db) => Promise<T>,
): Promise<T> {
  const { connectionString } = (db as unknown as { $client: pg.Pool }).$client.options;
  const holderClient = new pg.Client({ connectionString });
  const impatientPool = new pg.Pool({
    connectionString,
    max: 4,
    options: `-c lock_timeout=${LOCK_TIMEOUT_MS}`,
  });
  await holderClient.connect();
  try {
    const holder = drizzleNodePg({ client: holderClient }) as unknown as Db;
    await holderClient.query('begin');
    await lock(holder);
    try {
      return await claim(drizzleNodePg({ client: impatientPool }) as unknown as Db);
    } catch (err) {
      if (isLockTimeout(err))
        throw new Error(
          `the claim waited for rows another transaction holds (gave up after lock_timeout ${LOCK_TIMEOUT_MS} ms) ` +
            'instead of skipping them: is its FOR UPDATE missing SKIP LOCKED?',
          { cause: err },
        );
      throw err;
    } finally {
      await holderClient.query('rollback');
    }
  } finally {
    await holderClient.end();
    await impatientPool.end();
  }
}
