/**
 * Resolves once the page has fetched nothing for `quietMs`, or after `atMostMs` whatever it does
 * (a page that keeps fetching, a carousel's pictures): for work that downloads a lot in the
 * background, so that it never competes with what the page itself is still loading.
 */
export function networkQuiet(quietMs: number, atMostMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined') return void setTimeout(resolve, quietMs);
    let timer: ReturnType<typeof setTimeout>;
    const done = () => {
      clearTimeout(timer);
      clearTimeout(cap);
      observer.disconnect();
      resolve();
    };
    // A resource entry is written when a fetch ends: each one starts the quiet period again.
    const observer = new PerformanceObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    observer.observe({ type: 'resource' });
    timer = setTimeout(done, quietMs);
    const cap = setTimeout(done, atMostMs);
  });
}
