import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One pool for every project (vitest runs projects with different pools one after another).
    // The API's files spend much of their time waiting on PostgreSQL: three workers keep two cores
    // busy (vitest's default on two cores is one).
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'api',
          root: './api',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          // Each file gets its own database, so files run side by side.
          fileParallelism: true,
          // A worker imports the app once for all its files, not once per file: nothing in api/src
          // keeps state in a module (the caches of db/cache-bus.ts are keyed by the app's database), and the
          // tests that stub the network (nock) restore it after themselves.
          isolate: false,
          // A test of many calls takes a few seconds alone and several times that beside the e2e.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      './web/vitest.config.ts',
      './store-portal/vitest.config.ts',
      './admin/vitest.config.ts',
    ],
  },
});
