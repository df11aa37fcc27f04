import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { getGetAlertUnreadCountQueryKey, listAlerts } from '@thriftz/client/generated/alerts/alerts';
import type { AlertCount } from '@thriftz/client/generated/model';
import { ALERTS_PAGE_SIZE, alertPagesKey } from './alert-cache';

/**
 * The student's notifications, newest first, a page at a time (Load more asks for the next by
 * the previous page's cursor). Each page carries the unread count, which keeps the bell in step.
 */
export function useAlertPages() {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: alertPagesKey(),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) => {
      const page = await listAlerts({ limit: ALERTS_PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) });
      queryClient.setQueryData<AlertCount>(getGetAlertUnreadCountQueryKey(), { count: page.unreadCount });
      return page;
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchOnWindowFocus: 'always',
  });
}
