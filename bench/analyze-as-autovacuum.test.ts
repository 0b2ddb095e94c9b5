/**
 * The purchase bench's analysis (lib/analyze-as-autovacuum.ts) on PostgreSQL: a table filled past autovacuum's
 * threshold is analysed, one nothing was written to is left never analysed (not recorded as empty).
 */
import { queryRows } from '@lottoshop/core/db';
import { getTestDbHandle, testDatabaseUrl } from '@lottoshop/core/testing';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeAsAutovacuumWould } from './lib/analyze-as-autovacuum.ts';

const SCHEMA = 'bench_analyze_probe';

describe.skipIf(!testDatabaseUrl())('analyzeAsAutovacuumWould (PostgreSQL)', () => {
  afterAll(async () => {
    const { db } = await getTestDbHandle();
    await db.execute(sql.raw(`drop schema if exists ${SCHEMA} cascade`));
  });

  it('analyses a table filled past the threshold and leaves an untouched one unanalysed', async () => {
    const { db } = await getTestDbHandle();
    await db.execute(sql.raw(`drop schema if exists ${SCHEMA} cascade`));
    await db.execute(sql.raw(`create schema ${SCHEMA}`));
    await db.execute(sql.raw(`create table ${SCHEMA}.filled (id int primary key)`));
    await db.execute(sql.raw(`create table ${SCHEMA}.untouched (id int primary key)`));
    // The inserts' counts reach the statistics when their backend next reports (forced here, on going idle).
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`insert into ${SCHEMA}.filled select generate_series(1, 2000)`));
      await tx.execute(sql`select pg_stat_force_next_flush()`);
    });
    const modified = async () => {
      const [row] = await queryRows<{ n: string }>(
        db,
        sql`select coalesce(max(n_mod_since_analyze), 0)::text as n from pg_stat_user_tables
            where schemaname = ${SCHEMA} and relname = 'filled'`,
      );
      return Number(row?.n ?? 0);
    };
    for (let i = 0; i < 100 && (await modified()) < 2000; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await modified()).toBe(2000);

    const analysed = await analyzeAsAutovacuumWould(await getTestDbHandle());

    expect(analysed).toContain(`${SCHEMA}.filled`);
    expect(analysed).not.toContain(`${SCHEMA}.untouched`);
    const tuples = await queryRows<{ relname: string; reltuples: number }>(
      db,
      sql`select c.relname, c.reltuples from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = ${SCHEMA} and c.relkind = 'r' order by c.relname`,
    );
    expect(tuples).toEqual([
      { relname: 'filled', reltuples: 2000 },
      // -1: never analysed, which the planner reads as "size unknown", not as an empty table.
      { relname: 'untouched', reltuples: -1 },
    ]);
  });
});
