import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { Sheet as EagerSheet } from './dialog';

const RadixSheet = lazy(() => import('./dialog').then((m) => ({ default: m.Sheet })));

/**
 * The Sheet of ui/dialog, whose code (Radix dialog, focus trap, scroll lock) loads on the first
 * open: for a sheet behind a button on every page (the phone menu), which would otherwise ride
 * along in every first load. Kept mounted after the first open, so closing still animates.
 */
export function Sheet(props: ComponentProps<typeof EagerSheet>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <RadixSheet {...props} />
    </Suspense>
  );
}
