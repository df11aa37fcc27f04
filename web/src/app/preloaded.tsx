import { lazy, Suspense, type ComponentType } from 'react';

/** Resolves once the page has loaded and the browser is idle: for code nothing on screen waits for. */
function afterLoad(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(() => resolve()) : setTimeout(resolve, 0));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/**
 * A preloaded component, with the promise of its chunk (for a first render that waits for it) and
 * `preload`, which starts loading it now (a `whenUsed` part a landing page is known to show).
 */
export type Preloaded<P extends object> = ComponentType<P> & { ready: Promise<unknown>; preload: () => Promise<unknown> };

/**
 * A component off the first load's critical path: its chunk starts loading as soon as this module
 * runs, beside the page's own code and data, and renders at once when it is there (nothing, for
 * the moment it may not be yet). For parts of the shell no page needs in its first frame.
 * - `whenIdle`: the chunk loads once the page has loaded, leaving the bandwidth to what is on
 *   screen (an ad);
 * - `whenUsed`: the chunk loads when a page first renders the component, or once the page has
 *   loaded, whichever comes first: parts only some pages show (a card's wishlist heart, a
 *   listing's offer button), which the other pages (the inbox, a form) should not pay for.
 *
 * On the server it renders nothing, as the browser's first render may show it, unless `ssr`: then
 * the server's render waits for it and shows it (the site banner, whose data the server sends with
 * the page and whose chunk the browser's first render waits for: see main.tsx).
 */
export function preloaded<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { whenIdle = false, whenUsed = false, ssr = false }: { whenIdle?: boolean; whenUsed?: boolean; ssr?: boolean } = {},
): Preloaded<P> {
  if (typeof window === 'undefined') {
    if (!ssr) return Object.assign(() => null, { ready: Promise.resolve(), preload: () => Promise.resolve() });
    const Rendered = lazy(() => load().then((component) => ({ default: component })));
    const ServerRendered = (props: P) => (
      <Suspense fallback={null}>
        <Rendered {...props} />
      </Suspense>
    );
    return Object.assign(ServerRendered, { ready: Promise.resolve(), preload: () => Promise.resolve() });
  }
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
      return { default: component };
    }));
  const ready = whenIdle || whenUsed ? afterLoad().then(start) : start();
  const Waiting = lazy(whenUsed ? start : () => ready);
  function Preloaded(props: P) {
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Waiting {...props} />
      </Suspense>
    );
  }
  return Object.assign(Preloaded, { ready, preload: start });
}
