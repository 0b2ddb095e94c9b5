#!/usr/bin/env node
// The module graph of packages/core, as ARCHITECTURE.md shows it: dependency-cruiser reads the imports, this
// script draws one node per module and one arrow per module that another calls (solid) or names only in a foreign
// key of its tables (dotted). `--check` (run by `npm test`) fails when ARCHITECTURE.md's graph is not the code's;
// `--write` updates it.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DOC = join(root, 'ARCHITECTURE.md');
const BEGIN = '<!-- module-graph:begin (npm run arch:graph writes this block) -->';
const END = '<!-- module-graph:end -->';
const MODULE = /^packages\/core\/src\/modules\/([^/]+)\/([^/]+)$/;

process.chdir(root);
const result = await cruise(['packages/core/src/modules'], {
  includeOnly: '^packages/core/src/modules/',
  tsPreCompilationDeps: true,
  tsConfig: { fileName: 'tsconfig.base.json' },
});
const modules = new Set();
/** "from>to" -> whether every import behind it is a table definition naming another's table (a foreign key). */
const edges = new Map();
for (const mod of result.output.modules) {
  const from = MODULE.exec(mod.source);
  if (!from) continue;
  modules.add(from[1]);
  for (const dep of mod.dependencies) {
    const to = MODULE.exec(dep.resolved);
    if (!to || to[1] === from[1]) continue;
    const key = `${from[1]}>${to[1]}`;
    const foreignKeyOnly = from[2].endsWith('.tables.ts') && to[2].endsWith('.tables.ts');
    edges.set(key, (edges.get(key) ?? true) && foreignKeyOnly);
  }
}
const lines = ['```mermaid', 'flowchart TD'];
for (const name of [...modules].sort()) lines.push(`  ${name}[${name}]`);
for (const [key, fkOnly] of [...edges].sort(([a], [b]) => a.localeCompare(b))) {
  const [from, to] = key.split('>');
  lines.push(`  ${from} ${fkOnly ? '-.->' : '-->'} ${to}`);
}
lines.push('```');
const graph = lines.join('\n');

const doc = readFileSync(DOC, 'utf8');
const start = doc.indexOf(BEGIN);
const end = doc.indexOf(END);
if (start === -1 || end === -1) {
  console.error(`ARCHITECTURE.md has no module graph block (${BEGIN} … ${END}).`);
  process.exit(1);
}
const current = doc.slice(start + BEGIN.length, end).trim();
if (process.argv.includes('--write')) {
  writeFileSync(DOC, `${doc.slice(0, start + BEGIN.length)}\n${graph}\n${doc.slice(end)}`);
  console.log('ARCHITECTURE.md: module graph written.');
} else if (current !== graph) {
  console.error(
    "The module graph in ARCHITECTURE.md is not the code's. Run `npm run arch:graph` and commit it.",
  );
  console.error(graph);
  process.exit(1);
} else {
  console.log(
    `ARCHITECTURE.md: the module graph matches the code (${modules.size} modules, ${edges.size} arrows).`,
  );
}
