import { lazy, type ComponentType } from 'react';

/**
 * A page's chunk that can start loading before its first render (see preloadLandingPage). Once
 * loaded it renders at once, without suspending: the first render after a preload replaces the
 * prerendered page with the same markup, with no loading fallback in between.
 */
export function page(load: () => Promise<{ default: ComponentType }>) {
  let Loaded: ComponentType | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      Loaded = module.default;
      return module;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded! })));
  function Page() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, { preload });
}
