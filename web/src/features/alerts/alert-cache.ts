// The cached notifications and their count: refreshed from the server after every change, and
// updated at once where the student acted (a read shows as read before the server has answered).
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { getGetAlertUnreadCountQueryKey, getListAlertsQueryKey } from '@thriftz/client/generated/alerts/alerts';
import type { AlertCount, AlertPage } from '@thriftz/client/generated/model';
import { rereadQueries } from '../../lib/reread-queries';

export const ALERTS_PAGE_SIZE = 20;
/** The Notifications page's pages (an infinite query under the list's key). */
export const alertPagesKey = () => [...getListAlertsQueryKey({ limit: ALERTS_PAGE_SIZE }), 'pages'] as const;

/** Reads the count and every cached list again: the server is the one that counts. */
export function refreshAlerts(queryClient: QueryClient): void {
  rereadQueries(queryClient, [getGetAlertUnreadCountQueryKey(), getListAlertsQueryKey()]);
}

function updatePages(queryClient: QueryClient, read: (id: string) => boolean) {
  const now = new Date().toISOString();
  queryClient.setQueryData<InfiniteData<AlertPage, string | undefined>>(alertPagesKey(), (data) =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((alert) => (alert.readAt === null && read(alert._id) ? { ...alert, readAt: now } : alert)),
      })),
    },
  );
}

/** Shows one notification read, and the count one less. */
export function showRead(queryClient: QueryClient, id: string): void {
  updatePages(queryClient, (alertId) => alertId === id);
  queryClient.setQueryData<AlertCount>(getGetAlertUnreadCountQueryKey(), (count) => count && { count: Math.max(0, count.count - 1) });
}

/** Shows every notification read, and the count at 0. */
export function showAllRead(queryClient: QueryClient): void {
  updatePages(queryClient, () => true);
  queryClient.setQueryData<AlertCount>(getGetAlertUnreadCountQueryKey(), (count) => count && { count: 0 });
}
