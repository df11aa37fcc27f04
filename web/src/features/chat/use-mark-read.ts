import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { markConversationRead } from '@thriftz/client/generated/chat/chat';
import type { ChatMessage } from '@thriftz/client/generated/model';
import { refreshInbox } from './refresh-inbox';

const isVisible = () => document.visibilityState !== 'hidden';

/**
 * Marks the conversation read on opening, whenever a message to me arrives while the page is
 * visible, and when the page becomes visible again with unread messages; then the badge and the
 * inbox are refreshed and the messages show as read here.
 */
export function useMarkRead({
  conversationId,
  me,
  ready,
  messages,
  onMarked,
}: {
  conversationId: string;
  me: string;
  /** True once the first page of messages is in. */
  ready: boolean;
  messages: readonly ChatMessage[];
  onMarked: () => void;
}) {
  const queryClient = useQueryClient();
  const opened = useRef(false);

  let latestUnread: string | null = null;
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i]!;
    if (message.receiverId === me && message.status !== 'read') {
      latestUnread = message.id;
      break;
    }
  }

  const markRead = useCallback(async () => {
    try {
      await markConversationRead(conversationId, { userId: me });
    } catch {
      // Unread stays unread; the next message or visit tries again.
      return;
    }
    onMarked();
    refreshInbox(queryClient, me);
  }, [conversationId, me, onMarked, queryClient]);

  useEffect(() => {
    if (!ready || !isVisible()) return;
    if (!opened.current || latestUnread) {
      opened.current = true;
      void markRead();
    }
  }, [ready, latestUnread, markRead]);

  const pendingUnread = useRef(latestUnread);
  useEffect(() => {
    pendingUnread.current = latestUnread;
  });
  useEffect(() => {
    const onVisible = () => {
      if (isVisible() && pendingUnread.current) void markRead();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markRead]);
}
