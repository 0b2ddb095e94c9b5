#!/usr/bin/env node
// `npm run test:pg`: the integration suite against a real PostgreSQL.
// Uses DATABASE_URL when it is a postgres:// URL; otherwise starts a throwaway cluster on
// 127.0.0.1 (scripts/pg-cluster.mjs) and stops it afterwards. Each test worker gets its own database.
import { execFileSync, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const given = process.env.DATABASE_URL;
const usesGiven = given !== undefined && /^postgres(ql)?:\/\//.test(given);
let url = given;
if (!usesGiven) {
  url = execFileSync(process.execPath, [join(root, 'scripts/pg-cluster.mjs'), 'start'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
    .toString()
    .trim();
  console.log(`[test:pg] started a throwaway PostgreSQL at ${url}`);
}
const result = spawnSync(
  process.execPath,
  [join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  },
);
if (!usesGiven)
  execFileSync(process.execPath, [join(root, 'scripts/pg-cluster.mjs'), 'stop'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
