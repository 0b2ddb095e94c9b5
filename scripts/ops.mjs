#!/usr/bin/env node
// `node scripts/ops.mjs <command> ...` runs the operator's command line, which is TypeScript (scripts/ops/main.ts,
// what `npm run ops` runs through tsx): this file only loads tsx and hands the arguments over.
import { argv, exit } from 'node:process';
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./ops/main.ts');
exit(await main(argv.slice(2)));
