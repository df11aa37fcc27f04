import { defineProject } from 'vitest/config';

// Listed as a project by the root vitest.config.ts: run with `npx vitest run --project web`.
export default defineProject({
  // Paths below resolve against web/, whichever directory vitest is started from.
  root: new URL('.', import.meta.url).pathname,
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
});
