import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// `expect.poll` waits on a condition (what a page shows, a row written); Vitest's default gives up
// after one second, which a loaded machine overruns (the device simulator's number "never filled
// in"). The bound is only how long to wait before calling the test failed.
const POLL = { timeout: 20_000, interval: 100 };

const EMBEDDED_DATABASE_TESTS =
  'apps/server/src/db/embedded/{embedded-postgres,protocol-server}.test.ts';

// The API tests (`*.api.test.ts`, beside the feature they drive; the few that drive the whole app
// in apps/server/test/) run once on the embedded PGlite database and, when DATABASE_URL names a
// PostgreSQL server, once more on it (each test file creates and drops its own database, a copy
// of one the global setup migrates once).
const apiProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${db}`,
    include: [
      'apps/server/**/*.api.test.ts',
      // The embedded database's own tests start PGlite from the same dump as the API tests.
      ...(db === 'pglite' ? [EMBEDDED_DATABASE_TESTS] : []),
    ],
    globalSetup: [`apps/server/test/support/template-${db}.ts`],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    expect: { poll: POLL },
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
          // A unit test is `*.test.ts`; an API test, `*.api.test.ts`, runs in the api projects.
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/server/tools/**/*.test.ts',
            'lint/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, '**/*.api.test.ts', EMBEDDED_DATABASE_TESTS],
          // No test mocks a module: a worker's files share its module cache (61 → 42 s).
          isolate: false,
        },
      },
      {
        // The component tier: screens rendered in a DOM, the API answered by a fake that checks
        // each request and answer against the domain's contracts (apps/web/src/test-support/).
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test-support/setup.ts'],
          // As the app runs in a browser: under NODE_ENV=test, antd's components all take the id
          // 'test-id', so every dialog would be named by the first dialog's title.
          env: { NODE_ENV: 'development' },
          // A file's first screen waits for its lazy route and antd to load, and a long form
          // typed into key by key (the gate's) took 25 s at a load of 5 and over 30 s beside a
          // CI run on the two-core machine.
          testTimeout: 60_000,
          // Files share a worker's module cache, antd and the app imported once instead of per
          // file (210 → 81 s); the setup file's afterEach leaves the page, caches, storage and the
          // fake API clean for the next test, whichever file it is in.
          isolate: false,
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
          // Two files at a time: each has its own server, port, data directory and browser, and
          // two already keep both cores busy (vmstat: 0.3 % idle).
          maxWorkers: 2,
          // No retries: a test that fails once is fixed at its cause (docs/architecture/testing.md).
          retry: 0,
          expect: { poll: POLL },
        },
      },
    ],
  },
});
