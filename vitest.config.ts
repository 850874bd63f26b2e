import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const contractSource = fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url));

/**
 * The slow API suites (decision 120): the kill -9 crash suites, the generated-input fuzz and the
 * timing-sensitive suites. `npm test` leaves them out; `npm run test:slow` runs them, and CI runs
 * that right after `npm run check` and again on PostgreSQL.
 */
const slowApiSuites = [
  'apps/api/src/test/crash-*.test.ts',
  'apps/api/src/test/openapi-fuzz.test.ts',
  'apps/api/src/test/fuzz.test.ts',
  'apps/api/src/test/regex-timing.test.ts',
  'apps/api/src/test/account-enumeration.test.ts',
];

/** Migrates one database per run and gives each test file a copy (decision 120). */
const databaseTemplate = './apps/api/src/test/database-template.ts';

// One runner for the whole repository; each workspace is a project. The contract is read from
// source so that `npm test` needs no build step. `faults` is the fault suite (decision 113): it
// starts PostgreSQL clusters and mounts filesystems of its own, so `npm test` (contract, api, web)
// leaves it out and `npm run test:faults` runs it alone; `slow` likewise (`npm run test:slow`).
// Two workers on the two-core machine (Vitest's default is one fewer than the cores: one).
export default defineConfig({
  resolve: { alias: { '@talentport/contract': contractSource } },
  test: {
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'apps/api/src/faults/**', ...slowApiSuites],
          environment: 'node',
          globalSetup: [databaseTemplate],
          // A worker keeps its imported modules from one file to the next instead of importing the
          // app again for each file (about 2 s a file on this machine). The files share no module
          // state that matters: each opens its own app and database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          include: slowApiSuites,
          environment: 'node',
          globalSetup: [databaseTemplate],
          // One file at a time, and after the other projects when run with them (CI's Node 24 and
          // PostgreSQL passes): child processes killed on a timer, and timings that must not
          // compete with another file for the two cores.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'faults',
          include: ['apps/api/src/faults/**/*.fault.test.ts'],
          environment: 'node',
          // One file at a time: each starts real peers and API processes on a shared machine.
          fileParallelism: false,
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
      {
        extends: true,
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
    ],
  },
});
