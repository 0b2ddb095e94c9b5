/**
 * The one way a status column is updated: a module binds its table's status column to its transition table once
 * (`statusMover`, in its `<module>.transitions.ts`), and every move then asserts `from -> to` in that table (a 409
 * conflict otherwise, before anything is written) and is an update conditional on the status it was read with
 * (`WHERE status IN (from)`), so a row that moved meanwhile is left alone and not answered. A bulk move names
 * every status it moves from; each of them must be allowed to move to `to`. `status-updates.test.ts` fails when a
 * status column is written anywhere else.
 */
import { and, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { StateMachine } from './state-machine.ts';

export type StatusMove<T extends PgTable, K extends string, S extends string> = {
  /** Which row or rows: the status condition is added to it. */
  where: SQL | undefined;
  /** The status the row was read with, or for a bulk move every status it moves from. */
  from: S | readonly S[];
  to: S;
  /** What is written alongside the status. */
  set?: Omit<PgUpdateSetSource<T>, K>;
};

export type StatusMover<T extends PgTable, K extends string, S extends string> = {
  readonly machine: StateMachine<S>;
  /** Moves the rows `where` names that are still in `from` to `to`; answers the rows it moved. */
  (ctx: { db: Db }, move: StatusMove<T, K, S>): Promise<T['$inferSelect'][]>;
};

export function statusMover<T extends PgTable, K extends keyof T['$inferSelect'] & string, S extends string>(
  machine: StateMachine<S>,
  table: T,
  key: K,
): StatusMover<T, K, S> {
  const column = getTableColumns(table)[key];
  if (!column) throw new Error(`${machine.name}: the table has no column ${key}`);
  const move = async (ctx: { db: Db }, input: StatusMove<T, K, S>) => {
    const from: readonly S[] = typeof input.from === 'string' ? [input.from] : input.from;
    if (from.length === 0) throw new Error(`${machine.name}: a move names the statuses it moves from`);
    for (const status of from) machine.assert(status, input.to);
    const set = { ...input.set, [key]: input.to } as PgUpdateSetSource<T>;
    const rows = await ctx.db
      .update(table)
      .set(set)
      .where(and(input.where, inArray(column, [...from])))
      .returning();
    return rows as T['$inferSelect'][];
  };
  return Object.assign(move, { machine });
}
