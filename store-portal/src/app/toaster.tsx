import { useMediaQuery } from '@web/lib/use-media-query';
import { Toaster } from 'sonner';

/** Toasts top-right on desktop, bottom-centre on phones (above the tab bar), as in the student app. */
export function PortalToaster() {
  const desktop = useMediaQuery('(min-width: 640px)');
  return (
    <Toaster
      position={desktop ? 'top-right' : 'bottom-center'}
      richColors
      closeButton
      duration={4500}
      offset={desktop ? 24 : 88}
      toastOptions={{ style: { fontFamily: 'inherit' } }}
    />
  );
}
