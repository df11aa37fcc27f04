import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Every route change scrolls smoothly to the top (document 1, section 2); in-page anchors are left alone. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);

  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
      return;
    }
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [pathname, hash]);

  return null;
}
