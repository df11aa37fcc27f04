import type { ComponentType, ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';

/**
 * Shows `fallback` in place of what threw while loading its code or rendering, until the next
 * navigation: moving to another address (or the same one again) tries the page afresh.
 */
export function RouteBoundary({ fallback, children }: { fallback: ComponentType<FallbackProps>; children: ReactNode }) {
  const { key } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={fallback} resetKeys={[key]}>
      {children}
    </ErrorBoundary>
  );
}
