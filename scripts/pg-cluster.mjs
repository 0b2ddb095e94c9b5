#!/usr/bin/env node
// A throwaway PostgreSQL cluster on 127.0.0.1 for the PostgreSQL test run, using the
// server binaries of the machine's PostgreSQL packages (Debian: /usr/lib/postgresql/N/bin).
// Usage: node scripts/pg-cluster.mjs start|stop  — `start` prints the DATABASE_URL.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = resolve(root, process.env.PG_CLUSTER_DIR ?? '.tmp/pg-cluster');
const port = process.env.PG_CLUSTER_PORT ?? '54329';

function binDir() {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (existsSync(join(base, v, 'bin/pg_ctl'))) return join(base, v, 'bin');
  }
  try {
    return dirname(execFileSync('which', ['pg_ctl']).toString().trim());
  } catch {
    throw new Error(
      'PostgreSQL server binaries not found: install PostgreSQL (Debian: apt-get install postgresql)',
    );
  }
}

const isRoot = process.getuid?.() === 0;
function pg(tool, args) {
  const bin = join(binDir(), tool);
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'inherit'] }).toString();
}

const action = process.argv[2];
if (action === 'start') {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  pg('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
  pg('pg_ctl', [
    '-D',
    join(dir, 'data'),
    '-l',
    join(dir, 'server.log'),
    '-o',
    // pg_stat_statements lets the purchase benchmark count the statements a purchase sends.
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=300 ` +
      '-c shared_preload_libraries=pg_stat_statements',
    '-w',
    'start',
  ]);
  console.log(`postgres://postgres@127.0.0.1:${port}/postgres`);
} else if (action === 'stop') {
  if (existsSync(join(dir, 'data'))) pg('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
} else {
  console.error('usage: node scripts/pg-cluster.mjs start|stop');
  process.exit(2);
}
