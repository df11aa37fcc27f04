import { defineProject } from 'vitest/config';
import { alias } from './vite.config.ts';

// Listed as a project by the root vitest.config.ts: run with `npx vitest run --project store-portal`.
export default defineProject({
  root: new URL('.', import.meta.url).pathname,
  resolve: { alias },
  test: {
    name: 'store-portal',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
});
