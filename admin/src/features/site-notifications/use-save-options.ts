// What the create and edit pages do after a save: the success toast and back to the list, or the
// failure toast and the form stays.
import { useNotify, useRedirect } from 'react-admin';
import { useNotifyFailure } from '../../ui/use-notify-failure';

export function useSaveOptions(saved: string, failed: string) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const redirect = useRedirect();
  const toList = () => redirect('list', 'site-notifications');
  return {
    toList,
    notifyFailure,
    mutationOptions: {
      onSuccess: () => {
        notify(saved, { type: 'success' });
        toList();
      },
      onError: (error: unknown) => notifyFailure(error, failed),
    },
  };
}
