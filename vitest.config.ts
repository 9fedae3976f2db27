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
