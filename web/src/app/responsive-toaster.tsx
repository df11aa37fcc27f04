import { useEffect } from 'react';
import * as sonner from 'sonner';
import { useMediaQuery } from '../lib/use-media-query';
import { toasterReady } from '../lib/toast';

/** Toasts top-right on desktop, bottom-centre on phones (UI.md). */
export function ResponsiveToaster() {
  const desktop = useMediaQuery('(min-width: 640px)');
  // After the Toaster's own effects (children's run first): it listens by now.
  useEffect(() => toasterReady(sonner), []);
  return (
    <sonner.Toaster
      position={desktop ? 'top-right' : 'bottom-center'}
      richColors
      closeButton
      duration={4500}
      offset={desktop ? 80 : 16}
      toastOptions={{ style: { fontFamily: 'inherit' } }}
    />
  );
}
