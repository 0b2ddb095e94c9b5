/**
 * Several tables' rows in one round trip: each table's matching rows become one JSON array column of a single
 * select (`rowsAsJson`), and are read back into the same row objects drizzle's own select gives (`rowsFromJson`),
 * every column decoded by its own driver mapping. For the checks inside a purchase, where each round trip holds
 * the transaction's locks a little longer (decision 054).
 */
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';

/** JSON keeps numbers as doubles: 64-bit integers travel as text and are decoded back to bigint. */
const travelsAsText = (columnType: string) => columnType === 'PgBigInt64' || columnType === 'PgBigInt53';

/** A quoted SQL identifier. */
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The parts of a table's JSON select that never change, as raw SQL built once per table: `json_build_object(…)`
 * over every column, and the table's name to select from. Building them from drizzle's column objects on every
 * call cost a purchase about as much CPU as two of its round trips (docs/benchmarks.md).
 */
const jsonParts = new WeakMap<PgTable, { object: SQL; from: SQL }>();

function jsonPartsOf(table: PgTable): { object: SQL; from: SQL } {
  const known = jsonParts.get(table);
  if (known) return known;
  const config = getTableConfig(table);
  const name = (config.schema ? `${quoted(config.schema)}.` : '') + quoted(config.name);
  const pairs = Object.entries(getTableColumns(table)).map(
    ([key, column]) =>
      `'${key.replaceAll("'", "''")}', ${name}.${quoted(column.name)}${travelsAsText(column.columnType) ? '::text' : ''}`,
  );
  const parts = { object: sql.raw(`json_build_object(${pairs.join(', ')})`), from: sql.raw(name) };
  jsonParts.set(table, parts);
  return parts;
}

/**
 * The rows of `table` matching `where` (ordered by `orderBy`), as a JSON array (empty when none), keyed by the
 * table's property names; to be used as a column of a bigger select.
 */
export function rowsAsJson(table: PgTable, where?: SQL, orderBy?: SQL): SQL {
  const { object, from } = jsonPartsOf(table);
  const order = orderBy ? sql` order by ${orderBy}` : sql``;
  const filter = where ? sql` where ${where}` : sql``;
  return sql`coalesce((select json_agg(${object}${order}) from ${from}${filter}), '[]'::json)`;
}

/** The rows `rowsAsJson` sent, as `table`'s row objects. */
export function rowsFromJson<T extends PgTable>(table: T, value: unknown): T['$inferSelect'][] {
  const list = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>[];
  const columns = Object.entries(getTableColumns(table));
  return list.map(
    (json) =>
      Object.fromEntries(
        columns.map(([key, column]) => {
          const raw = json[key];
          return [key, raw === null || raw === undefined ? null : column.mapFromDriverValue(raw)];
        }),
      ) as T['$inferSelect'],
  );
}
