import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_SERVER_NODE_ARGS } from './node-args.mjs';

/** `npm start -w apps/web` cannot import the list, so its script spells the options out: the two must agree. */
describe('the web server’s Node.js options', () => {
  it('are the ones apps/web’s start script passes', () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8'));
    expect(pkg.scripts.start).toBe(
      `node ${WEB_SERVER_NODE_ARGS.join(' ')} server/main.mjs build/server/index.js`,
    );
  });

  it('are options this Node.js accepts', () => {
    for (const arg of WEB_SERVER_NODE_ARGS)
      expect(process.allowedNodeEnvironmentFlags.has(arg.split('=')[0] as string)).toBe(true);
  });
});
