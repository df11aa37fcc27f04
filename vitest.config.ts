import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          root: './api',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          // Each file gets its own database; files run in parallel on 2 cores.
          fileParallelism: true,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      './web/vitest.config.ts',
      './store-portal/vitest.config.ts',
      './admin/vitest.config.ts',
    ],
  },
});
