/** Every row of every table of the database as text, for tests that prove something is stored nowhere. */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';

export async function dumpAllTables(db: Db): Promise<string> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const rows = await queryRows<{ row: string }>(
      db,
      sql`select t::text as row from ${sql.identifier(name)} t`,
    );
    parts.push(`${name}:\n${rows.map((r) => r.row).join('\n')}`);
  }
  return parts.join('\n');
}
