import { defineProject } from 'vitest/config';

// Listed as a project by the root vitest.config.ts: run with `npx vitest run --project web`.
export default defineProject({
  // Paths below resolve against web/, whichever directory vitest is started from.
  root: new URL('.', import.meta.url).pathname,
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'service-worker/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // One jsdom per worker, not per file: test/fresh-file.ts gives each file a blank page and fresh modules.
    isolate: false,
    // A render that takes 200 ms alone can take seconds beside the API tests and a build.
    testTimeout: 15_000,
  },
});
