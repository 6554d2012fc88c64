import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The API tests run once on the embedded PGlite database and, when DATABASE_URL names a
// PostgreSQL server, once more on it (each test file creates and drops its own database, a copy
// of one the global setup migrates once).
const apiProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${db}`,
    include: ['apps/server/test/**/*.test.ts'],
    globalSetup: [`apps/server/test/support/template-${db}.ts`],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share a worker's module cache: each builds its own app on its own database, and none
    // mocks a module, so importing the server again for every file only cost time (202 → 145 s).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one file fewer than the cores: one at a time on a two-core CI machine,
    // while an API or browser test file spends most of its time waiting on a database or a browser.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/server/tools/**/*.test.ts',
            'lint/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
          ],
        },
      },
      apiProject('pglite'),
      ...(process.env.DATABASE_URL ? [apiProject('postgres')] : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/support/seeded-data-dir.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time: each has its own server, port, data directory and browser.
          maxWorkers: 2,
          // A browser test that fails once is run again: a loaded CI machine can drop an input
          // event; a real fault fails both runs.
          retry: 1,
        },
      },
    ],
  },
});
