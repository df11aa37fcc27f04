import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component off the first load's critical path: its chunk starts loading as soon as this module
 * runs, beside the page's own code and data, and renders at once when it is there (nothing, for
 * the moment it may not be yet). For parts of the shell no page needs in its first frame.
 */
export function preloaded<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  const ready = load().then((component) => {
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
