/** jsdom has no IntersectionObserver, and embla (the picture galleries) watches its slides with one. Call in beforeAll. */
export function polyfillIntersectionObserver() {
  globalThis.IntersectionObserver ??= class {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
}
