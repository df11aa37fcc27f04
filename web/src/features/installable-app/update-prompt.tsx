import { useEffect } from 'react';
import { toast } from '../../lib/toast';

export const UPDATE_MESSAGE = 'A new version of Thriftz is available.';

/** One prompt however often the worker says so: sonner replaces a toast of the same id. */
const UPDATE_TOAST_ID = 'app-update';

/**
 * Says a new version is ready, as a toast that stays until it is answered (or closed: the new
 * version then starts with the next visit). Reload lets the waiting service worker take over and
 * loads the page again on it.
 */
export function UpdatePrompt({ needRefresh, onReload }: { needRefresh: boolean; onReload: () => void }) {
  useEffect(() => {
    if (!needRefresh) return;
    toast.message(UPDATE_MESSAGE, {
      id: UPDATE_TOAST_ID,
      duration: Infinity,
      action: { label: 'Reload', onClick: onReload },
      // The app's primary button (ui/button: 44 px on phones, 40 px from sm), not sonner's small
      // black one, whose unlayered styles only an !important utility overrides.
      classNames: {
        actionButton:
          'h-11! sm:h-10! rounded-lg! px-4! text-sm! font-semibold! bg-primary-solid! text-white! hover:bg-primary-solid-hover! ' +
          'focus-visible:outline-2! focus-visible:outline-offset-2! focus-visible:outline-primary!',
      },
    });
  }, [needRefresh, onReload]);
  return null;
}
