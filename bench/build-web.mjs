#!/usr/bin/env node
// Builds the web app when its sources are newer than its build (as scripts/start.mjs decides), then copies
// the build to the directory given, so a benchmark serves a build nobody rebuilds under it.
// Usage: node bench/build-web.mjs <destination dir>   (the copy lands in <destination>/build)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const destination = process.argv[2];
if (!destination) {
  console.error('usage: node bench/build-web.mjs <destination dir>');
  process.exit(2);
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'build' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const serverBuild = join(root, 'apps/web/build/server/index.js');
const sources = ['apps/web/app', 'packages/contracts/src'].map((d) => newestMtime(join(root, d)));
if (!existsSync(serverBuild) || statSync(serverBuild).mtimeMs <= Math.max(...sources)) {
  console.error('[bench] building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const target = join(resolve(destination), 'build');
rmSync(target, { recursive: true, force: true });
cpSync(join(root, 'apps/web/build'), target, { recursive: true });
