/** Helpers for tests of any workspace: the worker's shared test database, a seeded generator, test contexts. */

export { TEST_3DS_BROWSER } from '@lottoshop/contracts/testing/three-ds-browser';
export { freePort } from './free-port.ts';
export { whileRowsHeldElsewhere } from './row-locks.ts';
export { seededRandom } from './seeded-random.ts';
export { dumpAllTables } from './table-dump.ts';
export { customerCtx, systemCtx, testCtx } from './test-ctx.ts';
export { getTestDb, getTestDbHandle, resetTestDb, testDatabaseUrl } from './test-db.ts';
export { TEST_TWO_FACTOR_SECRET, testTwoFactorKey } from './test-keys.ts';
export { type ExpectedTable, walkTransitions } from './transition-walk.ts';
