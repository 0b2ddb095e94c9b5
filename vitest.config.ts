import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace's unit and integration tests. Each worker
// shares one migrated database (see packages/core/src/testing/test-db.ts).
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'apps/api/test/**/*.test.ts',
      'apps/web/app/**/*.test.ts',
      'apps/web/server/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    pool: 'forks',
    // Two forks, one per core (VITEST_FORKS measures another count: docs/ci-stages.md).
    poolOptions: { forks: { maxForks: Number(process.env.VITEST_FORKS ?? 2), minForks: 1 } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
