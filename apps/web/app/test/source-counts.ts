import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The web app's own source files (not its tests, not the generated route types), relative to `app/`. */
const APP = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '+types' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * How often `pattern` (a global regular expression) occurs in the web app's source, per file and in all, leaving
 * out the files named in `except` (paths relative to `app/`): what a test that only lets a count fall counts.
 */
export function countInSources(
  pattern: RegExp,
  except: ReadonlySet<string> = new Set(),
): { total: number; byFile: { file: string; count: number }[] } {
  const byFile = sources(APP)
    .map((path) => relative(APP, path))
    .filter((file) => !except.has(file))
    .map((file) => ({ file, count: readFileSync(join(APP, file), 'utf8').match(pattern)?.length ?? 0 }))
    .filter((f) => f.count > 0);
  return { total: byFile.reduce((n, f) => n + f.count, 0), byFile };
}
