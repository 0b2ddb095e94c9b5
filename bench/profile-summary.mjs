#!/usr/bin/env node
// Summarises a V8 CPU profile (.cpuprofile, from `node --cpu-prof` or BENCH_PROFILE_DIR): the share of samples
// spent in each function itself and in each package or source area, heaviest first.
// usage: node bench/profile-summary.mjs <file.cpuprofile> [top]
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/profile-summary.mjs <file.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const counts = new Map();
for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
const total = profile.samples.length;

/** Where code lives: a package under node_modules, a workspace folder, or node's own. */
function area(url) {
  if (!url) return '(native / idle / gc)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm !== -1) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return 'node:internal';
  const m = /(apps\/[^/]+|packages\/[^/]+)\/(?:src\/)?(?:modules\/)?([^/]+)/.exec(url);
  return m ? `${m[1]}/${m[2]}` : url.replace(/^file:\/\//, '');
}

const selfByFunction = new Map();
const selfByArea = new Map();
for (const [id, n] of counts) {
  const node = byId.get(id);
  const cf = node.callFrame;
  const fn = `${cf.functionName || '(anonymous)'} ${area(cf.url)}:${cf.lineNumber + 1}`;
  selfByFunction.set(fn, (selfByFunction.get(fn) ?? 0) + n);
  const a = cf.functionName === '(idle)' ? '(idle)' : area(cf.url);
  selfByArea.set(a, (selfByArea.get(a) ?? 0) + n);
}
const pct = (n) => `${((100 * n) / total).toFixed(1)}%`;
const busy = total - (selfByArea.get('(idle)') ?? 0);
console.log(`${total} samples, ${pct(busy)} busy`);
console.log('\nby area (self time):');
for (const [a, n] of [...selfByArea].sort((x, y) => y[1] - x[1]).slice(0, top))
  console.log(`  ${pct(n).padStart(6)}  ${a}`);
console.log('\nby function (self time):');
for (const [f, n] of [...selfByFunction].sort((x, y) => y[1] - x[1]).slice(0, top))
  console.log(`  ${pct(n).padStart(6)}  ${f}`);
