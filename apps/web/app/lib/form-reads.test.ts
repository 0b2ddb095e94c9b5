import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Route actions read their forms with the API's schema (`readForm`, decision 075), not field by field. Forms still
 * read with `form.get` while the web moves to it are counted: the count only falls.
 */
const PENDING_FIELD_READS = 62;

const APP = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '+types' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the web's form reading", () => {
  it('goes through the schema of the endpoint the form posts to', () => {
    const byFile = sources(APP)
      .map((path) => ({
        file: relative(APP, path),
        reads: readFileSync(path, 'utf8').match(/\b(form|formData)\.get(All)?\(/g)?.length ?? 0,
      }))
      .filter((f) => f.reads > 0);
    const total = byFile.reduce((n, f) => n + f.reads, 0);
    expect(total, JSON.stringify(byFile)).toBeLessThanOrEqual(PENDING_FIELD_READS);
  });
});
