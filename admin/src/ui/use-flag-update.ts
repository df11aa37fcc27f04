// Flipping one boolean of a record (active, available, admin) the way every panel does it: saved at
// once and pessimistically (the control shows the server's answer), a success toast, the failure toast.
import { useNotify, useRefresh, useUpdate, type RaRecord } from 'react-admin';
import { useNotifyFailure } from './use-notify-failure';

interface FlagUpdateOptions {
  /** The success toast for the new value. */
  success: (value: boolean) => string;
  failed: string;
  /** Reload the list after: the row may leave the filter, or figures above it change. */
  refresh?: boolean;
}

export function useFlagUpdate<T extends RaRecord>(resource: string, record: T, field: keyof T & string, { success, failed, refresh }: FlagUpdateOptions) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const reload = useRefresh();
  const [update, { isPending }] = useUpdate<T>();
  const set = (value: boolean) =>
    update(
      resource,
      { id: record.id, data: { [field]: value } as Partial<T>, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(success(value), { type: 'success' });
          if (refresh) reload();
        },
        onError: (error: unknown) => notifyFailure(error, failed),
      },
    );
  return { set, isPending };
}
