/** jsdom has no ResizeObserver, and Radix parts (slider, switch) measure themselves with one. Call in beforeAll. */
export function polyfillResizeObserver() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
