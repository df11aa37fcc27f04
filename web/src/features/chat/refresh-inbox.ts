import type { QueryClient } from '@tanstack/react-query';
import { getGetUnreadCountQueryKey, getListUserConversationsQueryKey } from '@thriftz/client/generated/chat/chat';
import { rereadQueries } from '../../lib/reread-queries';

/** Reads the student's unread count and inbox again (the server is the one that counts). */
export function refreshInbox(queryClient: QueryClient, uid: string): void {
  rereadQueries(queryClient, [getGetUnreadCountQueryKey(uid), getListUserConversationsQueryKey(uid)]);
}
