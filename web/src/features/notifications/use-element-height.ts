import { useLayoutEffect, useState, type RefObject } from 'react';

/** An element's rendered height, kept current as it changes (0 where ResizeObserver is missing and before layout). */
export function useElementHeight(ref: RefObject<HTMLElement | null>, deps: unknown[]): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setHeight(element.offsetHeight);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-measured when what is shown changes
  }, deps);
  return height;
}
