import { defineConfig } from 'vitest/config';

// The embedded default, started as `npm start` starts it (needs `npm run build` first).
export default defineConfig({
  test: {
    name: 'embedded',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
