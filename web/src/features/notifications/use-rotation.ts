import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** The spec's timings (spec 1, section 9): rotate every 5 s; a manual move pauses rotation for 10 s. */
export const ROTATE_MS = 5_000;
export const MANUAL_PAUSE_MS = 10_000;

/**
 * Which of `count` items shows. It advances by itself every ROTATE_MS unless `paused` (hover,
 * focus, reduced motion); after previous/next the next automatic step waits MANUAL_PAUSE_MS.
 */
export function useRotation(count: number, paused: boolean) {
  const [state, setState] = useState({ index: 0, manual: false, step: 0 });

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(
      () => setState((s) => ({ index: (s.index + 1) % count, manual: false, step: s.step + 1 })),
      state.manual ? MANUAL_PAUSE_MS : ROTATE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [paused, count, state]);

  const move = useCallback(
    (by: number) => setState((s) => ({ index: (((s.index + by) % count) + count) % count, manual: true, step: s.step + 1 })),
    [count],
  );

  return {
    // A list that shrank (a dismissal) keeps the index in range.
    index: count > 0 ? Math.min(state.index, count - 1) : 0,
    next: useCallback(() => move(1), [move]),
    previous: useCallback(() => move(-1), [move]),
  };
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Whether the student asked for less motion. Not lib/use-media-query: sharing it with the banner
 * split it into a chunk of its own, whose name the entry then lists (the home page's first load
 * would have grown by those bytes).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(REDUCED_MOTION);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}
