import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { startEachFileBlank } from './fresh-file';

startEachFileBlank();

beforeAll(async () => {
  // Toasts go straight to sonner (or the file's mock of it), as once the app's Toaster is up. Both
  // are imported here, after the reset, so they are the instances the file's components import.
  const { toasterReady } = await import('../lib/toast');
  toasterReady(await import('sonner'));
});

afterEach(() => {
  cleanup();
});

// jsdom lacks these; components read them to pick layouts and scroll behaviour. (A file about the
// server's render runs without a window: `// @vitest-environment node`.)
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof window !== 'undefined') window.scrollTo = () => {};
