/**
 * Where a run's CPU went, on this machine: the API process, the PostgreSQL server (its postmaster and every
 * backend), and the bench's own process (the load generator, with the children it has reaped, such as pgbench).
 * Read from /proc (proc-stat.ts) before and after a run; their sum per purchase is what the machine's cores must
 * find for each one, whoever does the work.
 */
import { readdirSync, readFileSync } from 'node:fs';
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

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim().startsWith('postgres');
  } catch {
    return false;
  }
}

/** The bench process's CPU seconds, with its reaped children's (pgbench runs as one). */
function benchSeconds(): number {
  const self = procStat('self');
  return self ? self.seconds + self.childrenSeconds : 0;
}

export type CpuSpent = { api: number; postgres: number; bench: number };

/**
 * Starts measuring: `read()` gives the CPU seconds each part has used since. The PostgreSQL server is found from
 * a backend of `handle` (its parent is the postmaster); a server not on this machine, or no /proc, reads as 0. A
 * server shared with other databases counts their backends too: the bench makes its own cluster unless told not to.
 */
export async function cpuMeter(
  handle: DbHandle,
  apiSeconds: () => number | undefined,
): Promise<{ read: () => CpuSpent }> {
  const [row] = await queryRows<{ pid: number }>(handle.db, sql`select pg_backend_pid() as pid`);
  // Only a server on this machine, seen in this process namespace: the backend's pid must name a postgres process
  // here (a server elsewhere, or in a container, has pids that mean nothing, or something else, on this machine).
  const postmaster = row !== undefined && isPostgres(row.pid) ? procStat(row.pid)?.parent : undefined;
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
