import { useQueryClient } from '@tanstack/react-query';
import { useChatEvents, useChatResync } from './chat-socket-provider';
import { refreshInbox } from './refresh-inbox';

/**
 * Keeps the inbox and the unread badge live: every message, read receipt and possible gap
 * (useChatResync) marks them stale (the server is the one that counts). Loaded with the socket
 * (chat-socket-provider's loadChatSocket), so it is mounted and listening before the socket connects.
 */
export function ChatLiveUpdates({ uid }: { uid: string }) {
  const queryClient = useQueryClient();

  useChatEvents((frame) => {
    if (frame.event !== 'receive-message' && frame.event !== 'messages-read') return;
    refreshInbox(queryClient, uid);
  });

  useChatResync(() => refreshInbox(queryClient, uid));

  return null;
}
