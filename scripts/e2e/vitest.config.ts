import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['./server.ts'],
    // One browser and one server on 2 cores: files run one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A page may take a moment (lazy chunks, a cold API): wait up to 8 s for what a person would see.
    expect: { poll: { timeout: 8_000 } },
  },
});
