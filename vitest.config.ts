import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const contractSource = fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url));

// One runner for the whole repository; each workspace is a project. The contract is read from
// source so that `npm test` needs no build step. `faults` is the fault suite (decision 113): it
// starts PostgreSQL clusters and mounts filesystems of its own, so `npm test` (contract, api, web)
// leaves it out and `npm run test:faults` runs it alone.
export default defineConfig({
  resolve: { alias: { '@talentport/contract': contractSource } },
  test: {
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
          exclude: [...configDefaults.exclude, 'apps/api/src/faults/**'],
          environment: 'node',
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
