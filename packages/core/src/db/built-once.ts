/**
 * Queries of a fixed shape built once per process (decision 057). Drizzle builds a query's SQL from its parts on
 * every call: 110–160 µs of CPU for a select of twenty columns on this machine, and the purchase's five busiest
 * statements so cost a sixth of its CPU. A query written with `sql.placeholder` for its values is built once, as
 * drizzle's prepared query, and each call fills in the values.
 *
 * Drizzle binds a prepared query to the connection it was built on. Each call runs it on the connection of the
 * `db` it is given instead — inside a transaction, the transaction's — as a copy that differs only in its
 * connection: so the statement takes part in the caller's transaction, its locks and what it has written.
 */
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** What drizzle's query builders give from `.prepare()`, as far as this uses it. */
type Prepared<R> = { execute(values?: Record<string, unknown>): Promise<R> };

/** The session behind a drizzle database or transaction: its SQL dialect and its connection (or pool). */
type SessionParts = { dialect: PgDialect; client: unknown; prepareQuery: PgSession['prepareQuery'] };

function sessionOf(db: Db): SessionParts {
  const session = db._.session as unknown as Partial<SessionParts>;
  if (typeof session.dialect !== 'object' || session.dialect === null || session.client === undefined) {
    throw new Error('builtOnce: this database session has no dialect or connection to run a query on');
  }
  return session as SessionParts;
}

/**
 * A function running the query `build` makes, built on first use for each SQL dialect (each opened database),
 * with `values` for its placeholders, on the connection of `db`.
 */
export function builtOnce<V extends Record<string, unknown>, R>(
  build: (db: Db) => { prepare(name?: string): Prepared<R> },
): (db: Db, values: V) => Promise<R> {
  const byDialect = new WeakMap<object, Prepared<R>>();
  return (db, values) => {
    const { dialect, client } = sessionOf(db);
    let prepared = byDialect.get(dialect);
    if (!prepared) {
      prepared = build(db).prepare();
      // Both drivers' prepared queries run on their own `client`; without one, this would run elsewhere.
      if (!Object.hasOwn(prepared, 'client')) throw new Error('builtOnce: a prepared query without a client');
      byDialect.set(dialect, prepared);
    }
    const onThisConnection: Prepared<R> = Object.create(prepared, { client: { value: client } });
    return onThisConnection.execute(values);
  };
}

/**
 * As `builtOnce`, for a statement written as SQL (a `sql` template with `sql.placeholder` for its values): its rows
 * as `queryRows` answers them.
 */
export function builtOnceRows<V extends Record<string, unknown>, T extends Record<string, unknown>>(
  build: () => SQL,
): (db: Db, values: V) => Promise<T[]> {
  type Result = { rows: T[] };
  const run = builtOnce<V, Result>((db) => ({
    prepare() {
      const session = sessionOf(db);
      const query = session.dialect.sqlToQuery(build());
      return session.prepareQuery(query, undefined, undefined, false) as Prepared<Result>;
    },
  }));
  return async (db, values) => (await run(db, values)).rows;
}
