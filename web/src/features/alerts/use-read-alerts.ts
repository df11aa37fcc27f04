import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { markAlertRead, useMarkAllAlertsRead } from '@thriftz/client/generated/alerts/alerts';
import type { Alert } from '@thriftz/client/generated/model';
import { toast } from '../../lib/toast';
import { refreshAlerts, showAllRead, showRead } from './alert-cache';
import { ALERT_MESSAGES } from './alert-messages';

/**
 * Opening a notification marks it read: shown read at once, told to the server, and read again
 * from it. Called as the page navigates away to the notification's link, so it is not tied to the
 * page staying mounted.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useCallback(
    (alert: Alert) => {
      if (alert.readAt !== null) return;
      showRead(queryClient, alert._id);
      markAlertRead(alert._id)
        .catch(() => toast.error(ALERT_MESSAGES.markReadFailed))
        .finally(() => refreshAlerts(queryClient));
    },
    [queryClient],
  );
}

/** Mark all as read. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  const mutation = useMarkAllAlertsRead({
    mutation: {
      onSuccess: () => {
        showAllRead(queryClient);
        toast.success(ALERT_MESSAGES.allRead);
      },
      onError: () => toast.error(ALERT_MESSAGES.markAllFailed),
      onSettled: () => refreshAlerts(queryClient),
    },
  });
  return { markAll: () => mutation.mutate(), isPending: mutation.isPending };
}
