/**
 * A module's faces (decision 073): its use-case face (`index.ts`, `@lottoshop/core/<module>`) carries what the API
 * and the other modules call, never a factory or demo data; those are on its setup face (`setup.ts`, what core's
 * seed uses) and its testing face (`testing.ts`, `@lottoshop/core/<module>/testing`, which includes the setup
 * face). The boundary rules keep production code away from both; this test keeps the faces themselves apart.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CORE = join(import.meta.dirname, '..');
const MODULES = join(CORE, 'src/modules');
/** The files that write rows for tests and the seed, or hold the demo site's data. */
const FACTORY_FILE = /\.(factory|demo[^/]*)\.ts$/;

function reExportedFiles(face: string): string[] {
  return [...readFileSync(face, 'utf8').matchAll(/from '\.\/([^']+)'/g)].map((m) => m[1] ?? '');
}

const modules = readdirSync(MODULES).filter((m) => existsSync(join(MODULES, m, 'index.ts')));

describe('module faces', () => {
  it.each(modules)('%s: the use-case face re-exports no factory or demo data', (module) => {
    const factories = reExportedFiles(join(MODULES, module, 'index.ts')).filter((f) => FACTORY_FILE.test(f));
    expect(factories, `${module}/index.ts re-exports ${factories.join(', ')}`).toEqual([]);
  });

  it.each(modules)('%s: every factory file is on its setup or testing face', (module) => {
    const files = readdirSync(join(MODULES, module)).filter((f) => FACTORY_FILE.test(f));
    const onFaces = new Set(
      ['setup.ts', 'testing.ts']
        .map((face) => join(MODULES, module, face))
        .filter((face) => existsSync(face))
        .flatMap(reExportedFiles),
    );
    for (const file of files) expect(onFaces.has(file), file).toBe(true);
  });

  it.each(modules.filter((m) => existsSync(join(MODULES, m, 'setup.ts'))))(
    '%s: the testing face includes the setup face',
    (module) => {
      expect(readFileSync(join(MODULES, module, 'testing.ts'), 'utf8')).toContain(
        "export * from './setup.ts';",
      );
    },
  );

  it('the package exports every testing face as @lottoshop/core/<module>/testing', () => {
    const pkg = JSON.parse(readFileSync(join(CORE, 'package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    expect(pkg.exports['./*/testing']).toBe('./src/modules/*/testing.ts');
  });
});
