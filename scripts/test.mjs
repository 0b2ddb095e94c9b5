#!/usr/bin/env node
// `npm test`: every layer of the suite, one stage after another, each timed (decision 066).
//
//   static   typecheck, Biome, the boundary rules (typecheck beside lint and boundaries: both cores)
//   vitest   unit and integration tests, once: on PostgreSQL when its server binaries are here (a throwaway
//            cluster on 127.0.0.1, scripts/pg-cluster.mjs) or TEST_DATABASE_URL names one; otherwise on PGlite,
//            where the PostgreSQL-only tests (concurrency, the crash test) skip themselves
//   build    the web app
//   browser  Playwright in Chromium
//
// Each stage prints `stage <name> <seconds>s` when it ends, and a table of them all closes the run.
// `npm test -- vitest browser` runs only the named stages; TEST_PGLITE=1 keeps Vitest on PGlite.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);

/** Runs a command with the run's output; resolves with its exit code. */
function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

const npm = (script) => run('npm', ['run', '--silent', script]);

function postgresInstalled() {
  const base = '/usr/lib/postgresql';
  if (existsSync(base) && readdirSync(base).some((v) => existsSync(join(base, v, 'bin/pg_ctl')))) return true;
  return (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(join(dir, 'pg_ctl')));
}

const isPostgresUrl = (url) => url !== undefined && /^postgres(ql)?:\/\//.test(url);

async function vitest() {
  let url = process.env.TEST_DATABASE_URL;
  let started = false;
  if (!isPostgresUrl(url) && process.env.TEST_PGLITE !== '1' && postgresInstalled()) {
    const out = [];
    const code = await new Promise((resolve) => {
      const child = spawn(process.execPath, [join(root, 'scripts/pg-cluster.mjs'), 'start'], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      child.stdout.on('data', (d) => out.push(d));
      child.on('exit', (c) => resolve(c ?? 1));
    });
    if (code !== 0) return code;
    url = Buffer.concat(out).toString().trim();
    started = true;
  }
  console.log(
    isPostgresUrl(url)
      ? `[test] Vitest on PostgreSQL (${url})`
      : '[test] Vitest on PGlite: PostgreSQL is not installed, so its concurrency and crash tests skip',
  );
  try {
    return await run(process.execPath, [join(root, 'node_modules/vitest/vitest.mjs'), 'run'], {
      ...(isPostgresUrl(url) ? { TEST_DATABASE_URL: url } : { TEST_DATABASE_URL: '' }),
    });
  } finally {
    if (started) await run(process.execPath, [join(root, 'scripts/pg-cluster.mjs'), 'stop']);
  }
}

/** Typecheck on one core, lint then the boundary rules on the other. */
async function staticChecks() {
  const [types, rest] = await Promise.all([
    npm('typecheck'),
    npm('lint').then((code) => (code === 0 ? npm('check:boundaries') : code)),
  ]);
  return types || rest;
}

const STAGES = {
  static: staticChecks,
  vitest,
  build: () => npm('build'),
  browser: () => run(bin('playwright'), ['test']),
};

const asked = process.argv.slice(2);
for (const name of asked)
  if (!(name in STAGES)) {
    console.error(`unknown stage ${name}: one of ${Object.keys(STAGES).join(', ')}`);
    process.exit(2);
  }
const names = asked.length > 0 ? asked : Object.keys(STAGES);
const times = [];
let failed;
const began = Date.now();
for (const name of names) {
  const t0 = Date.now();
  console.log(`\n== stage ${name}`);
  const code = await STAGES[name]();
  const seconds = Math.round((Date.now() - t0) / 1000);
  times.push([name, seconds, code === 0 ? 'passed' : 'failed']);
  console.log(`stage ${name} ${seconds}s ${code === 0 ? 'passed' : 'failed'}`);
  if (code !== 0) {
    failed = name;
    break;
  }
}
console.log('\nstage     seconds  result');
for (const [name, seconds, result] of times)
  console.log(`${name.padEnd(9)} ${String(seconds).padStart(7)}  ${result}`);
console.log(`${'total'.padEnd(9)} ${String(Math.round((Date.now() - began) / 1000)).padStart(7)}`);
process.exit(failed ? 1 : 0);
