import { useMediaQuery } from '@web/lib/use-media-query';
import { Toaster } from 'sonner';

/**
 * Toasts at the bottom centre, at most two at a time, as in the student app: clear of the header's
 * Logout and of a dialog's close button (top right). Below lg they stand above the tab bar.
 */
export function PortalToaster() {
  const wide = useMediaQuery('(min-width: 1024px)');
  const bottom = wide ? 24 : 'calc(88px + env(safe-area-inset-bottom))';
  return (
    <Toaster
      position="bottom-center"
      richColors
      closeButton
      duration={4500}
      visibleToasts={2}
      offset={{ bottom }}
      mobileOffset={{ bottom, left: 16, right: 16 }}
      toastOptions={{ style: { fontFamily: 'inherit' } }}
    />
  );
}
