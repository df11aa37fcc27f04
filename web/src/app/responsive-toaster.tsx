import { useEffect } from 'react';
import * as sonner from 'sonner';
import { useMediaQuery } from '../lib/use-media-query';
import { toasterReady } from '../lib/toast';

/** At most two toasts at a time; a third waits its turn. */
export const VISIBLE_TOASTS = 2;

/**
 * Toasts at the bottom centre, clear of the header and the top of the page (a new post's Share and
 * Create another, a dialog's close button, the price under a listing's title). On phones they
 * stand above the fixed View All Stores button and the home indicator (safe area).
 */
export function ResponsiveToaster() {
  const desktop = useMediaQuery('(min-width: 640px)');
  // After the Toaster's own effects (children's run first): it listens by now.
  useEffect(() => toasterReady(sonner), []);
  const aboveFixedButtons = 'calc(80px + env(safe-area-inset-bottom))';
  return (
    <sonner.Toaster
      position="bottom-center"
      richColors
      closeButton
      duration={4500}
      visibleToasts={VISIBLE_TOASTS}
      offset={{ bottom: desktop ? 24 : aboveFixedButtons }}
      mobileOffset={{ bottom: aboveFixedButtons, left: 16, right: 16 }}
      toastOptions={{ style: { fontFamily: 'inherit' } }}
    />
  );
}
