#!/usr/bin/env node
// Builds the web app when its sources are newer than its build (as scripts/start.mjs decides), then copies
// the build to the directory given, so a benchmark serves a build nobody rebuilds under it.
// Usage: node bench/build-web.mjs <destination dir>   (the copy lands in <destination>/build)
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildWebIfStale, ROOT as root } from '../scripts/web-build.mjs';

const destination = process.argv[2];
if (!destination) {
  console.error('usage: node bench/build-web.mjs <destination dir>');
  process.exit(2);
}

buildWebIfStale({ log: '[bench]', stdio: ['ignore', 2, 2] });
const target = join(resolve(destination), 'build');
rmSync(target, { recursive: true, force: true });
cpSync(join(root, 'apps/web/build'), target, { recursive: true });
