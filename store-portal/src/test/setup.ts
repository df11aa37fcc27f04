import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { startEachFileBlank } from '@web/test/fresh-file';

startEachFileBlank();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
URL.createObjectURL ??= () => 'blob:preview';
URL.revokeObjectURL ??= () => {};
