import { defineProject } from 'vitest/config';

// Listed as a project by the root vitest.config.ts: run with `npx vitest run --project admin`.
// The data providers' tests need no DOM: fetch is stubbed at the edge and answers Response objects.
export default defineProject({
  root: new URL('.', import.meta.url).pathname,
  test: {
    name: 'admin',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
