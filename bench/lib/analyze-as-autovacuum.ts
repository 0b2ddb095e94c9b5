/**
 * Brings a database's statistics up to date as autovacuum would, now rather than within its next minute: each
 * table whose rows changed past autovacuum's analyze threshold since its last analysis (n_mod_since_analyze >
 * autovacuum_analyze_threshold + autovacuum_analyze_scale_factor × reltuples) is analysed, and no other.
 *
 * Not a plain `analyze` of every table: that also records the tables a benchmark has not filled yet (tickets,
 * checkouts) as empty, which autovacuum never does to a table nothing was written to. A table recorded as empty
 * plans its foreign-key checks as sequential scans, and each backend keeps those plans until the table is analysed
 * again, so every purchase would read every ticket sold so far in the run.
 */
import { type DbHandle, queryRows } from '@lottoshop/core/db';
import { sql } from 'drizzle-orm';

/** Analyses what autovacuum would analyse now; answers the tables analysed. */
export async function analyzeAsAutovacuumWould(handle: DbHandle): Promise<string[]> {
  const due = await queryRows<{ name: string }>(
    handle.db,
    sql`select format('%I.%I', s.schemaname, s.relname) as name
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        where s.n_mod_since_analyze > current_setting('autovacuum_analyze_threshold')::float8
          + current_setting('autovacuum_analyze_scale_factor')::float8 * greatest(c.reltuples, 0)
        order by 1`,
  );
  for (const { name } of due) await handle.db.execute(sql.raw(`analyze ${name}`));
  return due.map((t) => t.name);
}
