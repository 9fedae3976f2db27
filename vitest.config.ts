import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@contracts': fileURLToPath(new URL('./contracts', import.meta.url)),
      '@': fileURLToPath(new URL('./web/src', import.meta.url)),
    },
  },
  test: {
    pool: 'forks',
    // Most of a test's time is spent waiting on its database (PGlite's WASM or the PostgreSQL
    // server) and on starting its process, so one worker more than Vitest's default (cores - 1):
    // on two cores the API tests on PostgreSQL took 349 s with one worker and 226 s with two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
    // CI logs stay short enough to read whole; failures are still printed in full.
    // (scripts/run-unit-tests.mjs names its own reporters.)
    reporters: process.env.CI ? ['dot'] : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'server/**/*.test.ts',
            'contracts/**/*.test.ts',
            'web/src/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['server/test/stall-watchdog.ts'],
        },
      },
      {
        // Web components render into jsdom; everything else stays in node.
        extends: true,
        test: {
          name: 'components',
          include: ['web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['web/src/testing/setup-components.ts'],
        },
      },
    ],
  },
});
