import { getGetAlertUnreadCountQueryKey, useGetAlertUnreadCount } from '@thriftz/client/generated/alerts/alerts';
import { useCurrentUser } from '../../lib/use-current-user';

/**
 * The signed-in student's unread notifications (0 for visitors). Pushed changes mark it stale
 * (the app's live updates); whatever a closed socket missed is read again when the tab comes back
 * to the front or the browser back online, and every minute without a socket.
 */
export function useAlertUnreadCount({ live }: { live: boolean }): number {
  const { user } = useCurrentUser();
  const query = useGetAlertUnreadCount({
    query: {
      queryKey: getGetAlertUnreadCountQueryKey(),
      enabled: Boolean(user),
      retry: 1,
      refetchOnWindowFocus: 'always',
      refetchOnReconnect: 'always',
      refetchInterval: live ? false : 60_000,
    },
  });
  return user ? (query.data?.count ?? 0) : 0;
}
