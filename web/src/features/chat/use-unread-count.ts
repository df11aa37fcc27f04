import { getGetUnreadCountQueryKey, useGetUnreadCount } from '@thriftz/client/generated/chat/chat';
import { useCurrentUser } from '../../lib/use-current-user';
import { useChatStatus } from './chat-socket-provider';

/**
 * The signed-in student's unread messages in all (0 for visitors). The socket provider marks it
 * stale on every message and read receipt; without a socket it is re-read every 30 s.
 */
export function useUnreadTotal(): number {
  const { user } = useCurrentUser();
  const status = useChatStatus();
  const uid = user?.uid ?? '';
  const query = useGetUnreadCount(uid, {
    query: {
      queryKey: getGetUnreadCountQueryKey(uid),
      enabled: Boolean(uid),
      staleTime: 30_000,
      retry: 1,
      refetchInterval: status === 'connected' ? false : 30_000,
    },
  });
  return user ? (query.data?.totalUnread ?? 0) : 0;
}
