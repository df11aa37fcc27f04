import { lazy, Suspense, type ComponentType } from 'react';

/** Resolves once the page has loaded and the browser is idle: for code nothing on screen waits for. */
function afterLoad(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(() => resolve()) : setTimeout(resolve, 0));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

function NoneYet() {
  return null;
}

/**
 * A component off the first load's critical path: its chunk starts loading as soon as this module
 * runs, beside the page's own code and data (or, `whenIdle`, once the page has loaded, leaving the
 * bandwidth to what is on screen), and renders at once when it is there (nothing, for the moment
 * it may not be yet). For parts of the shell no page needs in its first frame.
 */
export function preloaded<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { whenIdle = false }: { whenIdle?: boolean } = {},
): ComponentType<P> {
  // The build's prerender (no window): nothing, as the browser's first render shows it.
  if (typeof window === 'undefined') return NoneYet;
  let Loaded: ComponentType<P> | undefined;
  const ready = (whenIdle ? afterLoad().then(load) : load()).then((component) => {
    Loaded = component;
    return { default: component };
  });
  const Waiting = lazy(() => ready);
  return function Preloaded(props: P) {
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Waiting {...props} />
      </Suspense>
    );
  };
}
