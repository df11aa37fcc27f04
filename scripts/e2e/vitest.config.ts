import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './workers.js';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['./server.ts'],
    // Files run side by side, one worker per server (server.ts): each worker's files one after another.
    fileParallelism: true,
    maxWorkers: e2eWorkers,
    // Each worker keeps its modules across its files, and so its one Chromium (browser.ts).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A page may take a moment (lazy chunks, a cold API): wait up to 8 s for what a person would see.
    expect: { poll: { timeout: 8_000 } },
  },
});
