import { randomBytes } from 'node:crypto';

export { seedHash } from '../src/modules/results/index.ts';

/** A random seed as the shop makes them: 32 bytes, hex. */
export const newSeedForTest = () => randomBytes(32).toString('hex');
