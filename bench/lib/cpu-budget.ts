/**
 * Where a run's CPU went, on this machine: the API process, the PostgreSQL server (its postmaster and every
 * backend), and the bench's own process (the load generator, with the children it has reaped, such as pgbench).
 * Read from /proc (proc-stat.ts) before and after a run; their sum per purchase is what the machine's cores must
 * find for each one, whoever does the work.
 */
import { readdirSync } from 'node:fs';
import { cpus } from 'node:os';
import type { DbHandle } from '@lottoshop/core/db';
import { queryRows } from '@lottoshop/core/db';
import { sql } from 'drizzle-orm';
import { procStat } from './proc-stat.ts';

/**
 * CPU seconds the server has used so far: the postmaster's own and its reaped children's, plus every live child
 * (the backends the pools keep open, the checkpointer, the WAL writer, autovacuum).
 */
function serverSeconds(postmaster: number): number {
  const own = procStat(postmaster);
  if (!own) return 0;
  let total = own.seconds + own.childrenSeconds;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = procStat(entry);
    if (child?.parent === postmaster) total += child.seconds;
  }
  return total;
}

/** The bench process's CPU seconds, with its reaped children's (pgbench runs as one). */
function benchSeconds(): number {
  const self = procStat('self');
  return self ? self.seconds + self.childrenSeconds : 0;
}

export type CpuSpent = { api: number; postgres: number; bench: number };

/**
 * Starts measuring: `read()` gives the CPU seconds each part has used since. The PostgreSQL server is found from
 * a backend of `handle` (its parent is the postmaster); a server on another machine, or no /proc, reads as 0.
 */
export async function cpuMeter(
  handle: DbHandle,
  apiSeconds: () => number | undefined,
): Promise<{ read: () => CpuSpent }> {
  const [row] = await queryRows<{ pid: number }>(handle.db, sql`select pg_backend_pid() as pid`);
  const postmaster = row === undefined ? undefined : procStat(row.pid)?.parent;
  const postgres = () => (postmaster === undefined ? 0 : serverSeconds(postmaster));
  const start = { api: apiSeconds() ?? 0, postgres: postgres(), bench: benchSeconds() };
  return {
    read: () => ({
      api: (apiSeconds() ?? 0) - start.api,
      postgres: postgres() - start.postgres,
      bench: benchSeconds() - start.bench,
    }),
  };
}

/** The machine's cores, for the rate its CPU could carry at a cost per operation. */
export const CORES = cpus().length;
