/**
 * Every page loads the shell's code (root.tsx, routes/shell.tsx and what they import), so it must not bring zod
 * (about 23 KB gzipped) to the browser: a value imported from a contracts module that defines schemas pulls in
 * zod with it, whatever the value is. Words and constants the shell shows live in zod-free contracts modules
 * (`consent-messages.ts`, `migration-messages.ts`, ...). The Lighthouse section of the benchmark measures the
 * first-load JS itself (goal ≤ 150 KB gzipped); this test catches the usual way past it before a build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const APP = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CONTRACTS = resolve(APP, '../../../packages/contracts/src');

/**
 * Value imports and re-exports (not `import type`/`export type`, not type-only names) of a module's source:
 * [specifier, names]. A re-exported module is loaded like an imported one.
 */
function valueImports(source: string): [string, string[]][] {
  const out: [string, string[]][] = [];
  for (const m of source.matchAll(/^(?:import|export)\s+(?!type\b)([^;]*?)\s+from\s+'([^']+)';/gms)) {
    const clause = m[1] ?? '';
    const named = /\{([^}]*)\}/.exec(clause)?.[1];
    const names = (named ?? clause)
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n !== '' && !n.startsWith('type '));
    out.push([m[2] ?? '', names]);
  }
  for (const m of source.matchAll(/^import\s+'([^']+)';/gm)) out.push([m[1] ?? '', ['(side effects)']]);
  return out;
}

const zodFound = new Map<string, string | null>();
/** How a contracts module brings zod ('zod', or the chain through its imports), or null when it does not. */
function bringsZod(module: string, seen: string[] = []): string | null {
  const known = zodFound.get(module);
  if (known !== undefined) return known;
  const file = join(CONTRACTS, `${module}.ts`);
  let found: string | null = null;
  for (const [spec, names] of valueImports(readFileSync(file, 'utf8'))) {
    if (names.length === 0) continue;
    if (spec === 'zod' || spec.startsWith('zod/')) found = 'zod';
    else if (spec.startsWith('./') && !seen.includes(module)) {
      const via = bringsZod(spec.slice(2).replace(/\.ts$/, ''), [...seen, module]);
      if (via) found = `${spec.slice(2)} → ${via}`;
    }
    if (found) break;
  }
  zodFound.set(module, found);
  return found;
}

/** The shell's own files (no .server modules: those never reach the browser), from its two entry points. */
function shellFiles(): string[] {
  const files = new Set<string>();
  const queue = [join(APP, 'root.tsx'), join(APP, 'routes/shell.tsx')];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    for (const [spec] of valueImports(readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.') || spec.includes('.server') || spec.endsWith('.css')) continue;
      const target = resolve(dirname(file), spec);
      if (existsSync(target)) queue.push(target);
    }
  }
  return [...files];
}

describe("the shell's browser code", () => {
  it('imports no value from a contracts module that brings zod', () => {
    const offenders: string[] = [];
    for (const file of shellFiles()) {
      for (const [spec, names] of valueImports(readFileSync(file, 'utf8'))) {
        const module = /^@lottoshop\/contracts\/(.+)$/.exec(spec)?.[1];
        if (!module || names.length === 0) continue;
        const via = bringsZod(module);
        if (via) offenders.push(`${file.slice(APP.length + 1)}: ${names.join(', ')} from ${module} (${via})`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('is found: the walk reaches the header, the footer and the modals', () => {
    const names = shellFiles().map((f) => f.slice(APP.length + 1));
    expect(names).toEqual(
      expect.arrayContaining([
        'components/shell/site-header.tsx',
        'components/shell/site-footer.tsx',
        'features/account/consent-modal.tsx',
        'features/account/migration-modal.tsx',
      ]),
    );
  });
});
