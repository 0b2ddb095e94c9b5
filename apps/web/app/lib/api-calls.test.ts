import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web calls the API only through the catalogue's typed client (`call` in api-client.server.ts, decision 074):
 * no code of the web app calls `callApi` itself except the client. Calls still written by hand while the web moves
 * to the client are counted: the count only falls.
 */
const PENDING_HAND_WRITTEN_CALLS = 0;

const APP = join(import.meta.dirname, '..');
const CLIENT_FILES = new Set(['lib/api.server.ts', 'lib/api-client.server.ts']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '+types' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the web's calls of the API", () => {
  it('go through the typed client of the endpoint catalogue', () => {
    const byFile = sources(APP)
      .filter((path) => !CLIENT_FILES.has(relative(APP, path)))
      .map((path) => ({
        file: relative(APP, path),
        calls: readFileSync(path, 'utf8').match(/\bcallApi\s*[<(]/g)?.length ?? 0,
      }))
      .filter((f) => f.calls > 0);
    const total = byFile.reduce((n, f) => n + f.calls, 0);
    expect(total, JSON.stringify(byFile)).toBeLessThanOrEqual(PENDING_HAND_WRITTEN_CALLS);
  });
});
