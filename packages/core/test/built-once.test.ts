/**
 * A query built once (decision 057) runs with each call's values, on the connection of the database or transaction
 * it is given: inside a transaction it sees what that transaction wrote and keeps its locks to it.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtOnce } from '../src/db/built-once.ts';
import type { Db } from '../src/db/client.ts';
import { getTestDb } from '../src/testing/test-db.ts';

const things = pgTable('built_once_things', { id: text('id').primaryKey(), n: integer('n').notNull() });

const thingById = builtOnce((db) =>
  db
    .select()
    .from(things)
    .where(eq(things.id, sql.placeholder('id'))),
);
const addThing = builtOnce((db) =>
  db
    .insert(things)
    .values({ id: sql.placeholder('id'), n: sql.placeholder('n') })
    .returning(),
);

describe('builtOnce', () => {
  let db: Db;
  beforeAll(async () => {
    db = await getTestDb();
    await db.execute(
      sql`create table if not exists built_once_things (id text primary key, n integer not null)`,
    );
  });
  afterAll(async () => {
    await db.execute(sql`drop table built_once_things`);
  });

  it('fills in each call its own values', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    expect(await addThing(db, { id: a, n: 1 })).toEqual([{ id: a, n: 1 }]);
    expect(await addThing(db, { id: b, n: 2 })).toEqual([{ id: b, n: 2 }]);
    expect(await thingById(db, { id: a })).toEqual([{ id: a, n: 1 }]);
    expect(await thingById(db, { id: b })).toEqual([{ id: b, n: 2 }]);
  });

  it("runs inside the caller's transaction: it sees the transaction's writes, which roll back with it", async () => {
    const id = randomUUID();
    let inside: unknown;
    await expect(
      db.transaction(async (tx) => {
        await addThing(tx, { id, n: 3 });
        inside = await thingById(tx, { id });
        tx.rollback();
      }),
    ).rejects.toThrow();
    // Run on another connection, the read would not have seen the row (or would have waited for the transaction).
    expect(inside).toEqual([{ id, n: 3 }]);
    expect(await thingById(db, { id })).toEqual([]);
  });
});
