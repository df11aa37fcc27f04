import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { toasterReady } from '../lib/toast';

afterEach(() => {
  cleanup();
});

// Toasts go straight to sonner (or a test file's mock of it), as once the app's Toaster is up.
beforeAll(async () => toasterReady(await import('sonner')));

// jsdom lacks these; components read them to pick layouts and scroll behaviour.
if (!window.matchMedia) {
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
window.scrollTo = () => {};
