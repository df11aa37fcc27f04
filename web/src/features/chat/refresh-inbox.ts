import type { QueryClient } from '@tanstack/react-query';
import { getGetUnreadCountQueryKey, getListUserConversationsQueryKey } from '@thriftz/client/generated/chat/chat';

/** Marks the student's unread count and inbox stale (the server is the one that counts). */
export function refreshInbox(queryClient: QueryClient, uid: string): void {
  void queryClient.invalidateQueries({ queryKey: getGetUnreadCountQueryKey(uid) });
  void queryClient.invalidateQueries({ queryKey: getListUserConversationsQueryKey(uid) });
}
