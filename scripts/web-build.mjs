// Builds the web app (`npm run build -w apps/web`) only when its sources — apps/web/app, the contracts it
// imports or its build configuration — are newer than its server build. Used by `npm start` and the benchmarks.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The files that shape the build besides its sources. */
const BUILD_CONFIG = ['apps/web/react-router.config.ts', 'apps/web/vite.config.ts'];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'build' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds when stale; `log` names the caller ('[start]'), `stdio` is passed to the build. Exits on failure. */
export function buildWebIfStale({ log, stdio = 'inherit' }) {
  const serverBuild = join(ROOT, 'apps/web/build/server/index.js');
  const sources = [
    ...['apps/web/app', 'packages/contracts/src'].map((d) => newestMtime(join(ROOT, d))),
    ...BUILD_CONFIG.filter((f) => existsSync(join(ROOT, f))).map((f) => statSync(join(ROOT, f)).mtimeMs),
  ];
  if (existsSync(serverBuild) && statSync(serverBuild).mtimeMs > Math.max(...sources)) return;
  console.error(`${log} building the web app…`);
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
