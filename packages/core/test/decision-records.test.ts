/**
 * The decision records stay findable and true to the tree: `docs/decisions/README.md` lists every record once,
 * under its own number and title, and names no missing file; and a record names no source file that no longer
 * exists (a file it names as history is listed below with where that history is told).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const DECISIONS = join(ROOT, 'docs/decisions');
const RECORD = /^(\d{3})-[a-z0-9-]+\.md$/;

const records = readdirSync(DECISIONS)
  .filter((f) => RECORD.test(f) && !f.startsWith('000-'))
  .sort();
const index = readFileSync(join(DECISIONS, 'README.md'), 'utf8');
/** The index's rows: number, title and linked file. */
const rows = [
  ...index.matchAll(/^\|\s*(\d{3})\s*\|\s*\[([^\]]+)\]\(\.\/([^)]+)\)\s*\|([^|]+)\|([^|]+)\|$/gm),
].map((m) => ({
  number: m[1] ?? '',
  title: m[2] ?? '',
  file: m[3] ?? '',
  status: (m[4] ?? '').trim(),
  decides: (m[5] ?? '').trim(),
}));

/** A record's own title line, `# NNN: Title`. */
function titleOf(file: string): string {
  return /^# \d{3}: (.*)$/m.exec(readFileSync(join(DECISIONS, file), 'utf8'))?.[1]?.trim() ?? '';
}

/**
 * Files a record names as history, not as where the code is today: each record's Status line or text says where
 * that code went (or that it never landed).
 */
const NAMED_AS_HISTORY: Record<string, string[]> = {
  '006-data-layer.md': ['db/schema.ts'], // "until decision 015 it was db/schema.ts"
  '012-purchase-transaction.md': ['packages/core/src/modules/orders/orders.service.ts'], // Status: orders.purchase.ts
  '013-draw-results-and-payouts.md': ['draws.scoring.ts', 'draws.rng.ts'], // Status: where the code lives, by 015
  '072-web-by-customer-area.md': ['raffle-results.tsx', 'raffle-draw-verify.tsx', 'play.tsx'], // the names it replaced
  '059-style-sheet-first-scripts-at-low-priority.md': ['app/lib/head-rewrite.server.ts'], // superseded by 060
  '065-statements-sent-without-waiting.md': ['db/begin-ahead.ts', 'db/pipelined.ts'], // not adopted
};

/** Every path in the repository, files and folders, relative to its root. */
function repositoryPaths(): Set<string> {
  const paths = new Set<string>();
  const skip = new Set(['node_modules', '.git', 'build', 'data', '.tmp', '.react-router', 'test-results']);
  const walk = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (skip.has(entry.name)) continue;
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      paths.add(path);
      if (entry.isDirectory()) walk(join(dir, entry.name), path);
    }
  };
  walk(ROOT, '');
  return paths;
}

/** The file paths a record names in code spans: anything ending in a source or document extension. */
function namedPaths(text: string): string[] {
  return [...text.matchAll(/`([\w.@/-]+\.(?:ts|tsx|mts|mjs|cjs|js|json|md|sql|css))`/g)]
    .map((m) => (m[1] ?? '').replace(/^\.\//, ''))
    .filter((p) => !p.startsWith('@') && !p.startsWith('/'));
}

describe('the index of decision records', () => {
  it('lists every record, once', () => {
    const listed = rows.map((r) => r.file);
    for (const file of records)
      expect(
        listed.filter((f) => f === file),
        file,
      ).toHaveLength(1);
  });

  it('names no file that is missing', () => {
    for (const row of rows) expect(existsSync(join(DECISIONS, row.file)), row.file).toBe(true);
    expect(rows.length).toBe(records.length);
  });

  it('gives each record its own number and title, a status and what it decides', () => {
    for (const row of rows) {
      expect(row.file.slice(0, 3), row.file).toBe(row.number);
      expect(row.title, row.file).toBe(titleOf(row.file));
      expect(row.status, row.file).not.toBe('');
      expect(row.decides, row.file).toMatch(/\.$/);
    }
  });
});

describe('the decision records', () => {
  const paths = repositoryPaths();
  const exists = (named: string) => {
    if (paths.has(named)) return true;
    for (const p of paths) if (p.endsWith(`/${named}`)) return true;
    return false;
  };

  it.each(records)('%s names only files that exist', (file) => {
    const history = new Set(NAMED_AS_HISTORY[file] ?? []);
    const missing = namedPaths(readFileSync(join(DECISIONS, file), 'utf8')).filter(
      (p) => !history.has(p) && !exists(p),
    );
    expect(missing, `${file} names missing files`).toEqual([]);
  });

  it('links only to records and files that exist', () => {
    for (const file of [...records, 'README.md']) {
      const text = readFileSync(join(DECISIONS, file), 'utf8');
      for (const m of text.matchAll(/\]\((\.{1,2}\/[^)#\s]+)/g)) {
        expect(existsSync(join(DECISIONS, m[1] ?? '')), `${file} links to ${m[1]}`).toBe(true);
      }
    }
  });
});
