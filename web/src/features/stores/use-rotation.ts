import { useEffect, useState } from 'react';

/**
 * Whether the visitor asked for less motion; read once per mount (it rarely changes mid-visit).
 * The server's render (no window) cannot know: it renders the moving page, as most see it.
 */
export function usePrefersReducedMotion(): boolean {
  const [reduced] = useState(() =>
    typeof window === 'undefined' ? false : (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false),
  );
  return reduced;
}

/**
 * An index that moves to the next of `count` items every `intervalMs` while not paused (hover,
 * focus, the pause button) and while motion is welcome. Moving by hand restarts the wait.
 */
export function useRotation(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  const reduced = usePrefersReducedMotion();
  const running = count > 1 && !paused && !reduced;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, current, count, intervalMs]);

  const go = (next: number) => setIndex(((next % count) + count) % count);
  return { index: current, go, running, reduced };
}
