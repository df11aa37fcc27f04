import { Toaster } from 'sonner';
import { useMediaQuery } from '../lib/use-media-query';

/** Toasts top-right on desktop, bottom-centre on phones (UI.md). */
export function ResponsiveToaster() {
  const desktop = useMediaQuery('(min-width: 640px)');
  return (
    <Toaster
      position={desktop ? 'top-right' : 'bottom-center'}
      richColors
      closeButton
      duration={4500}
      offset={desktop ? 80 : 16}
      toastOptions={{ style: { fontFamily: 'inherit' } }}
    />
  );
}
