import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { toast } from 'sonner';
import { listMessages, sendMessage } from '@thriftz/client/generated/chat/chat';
import type { ChatMessage, Conversation } from '@thriftz/client/generated/model';
import { CHAT_MESSAGES } from './chat-messages';
import { useChatEvents, useChatResync, useChatSocket, useChatStatus } from './chat-socket-provider';
import { EMPTY_THREAD, threadReducer, type PendingMessage } from './chat-thread';
import { newClientMessageId } from './client-id';

/** Messages per page (the contract's default). */
export const MESSAGES_PAGE_SIZE = 50;
/** How long a socket send waits for its echo before going over HTTP too. */
export const ECHO_TIMEOUT_MS = 5_000;
/** How often the thread is re-read while the socket is not connected. */
export const POLL_INTERVAL_MS = 3_000;
/**
 * The server's answer to a typing signal that overtook the (asynchronous) join: not the
 * student's concern, so the page joins again instead of showing it.
 */
const JOIN_FIRST = 'Join the conversation first';

export type FirstPageState = 'loading' | 'error' | 'ready';

/**
 * One conversation's messages, live. Sending goes over the socket when it is connected (shown
 * at once as pending, settled by the server's echo) and over HTTP otherwise, or when the echo
 * is late; both carry the same clientMessageId, so the server stores the message once. While
 * the socket is not connected the thread is polled.
 */
export function useChatThread(conversation: Conversation, me: string) {
  const conversationId = conversation.conversationId;
  const socket = useChatSocket();
  const status = useChatStatus();
  const [thread, dispatch] = useReducer(threadReducer, EMPTY_THREAD);
  const [firstPage, setFirstPage] = useState<FirstPageState>('loading');
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);

  const alive = useRef(true);
  const echoTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const pendingById = useRef(new Map<string, PendingMessage>());
  const oldestId = useRef<string | null>(null);

  useEffect(() => {
    alive.current = true;
    const timers = echoTimers.current;
    return () => {
      alive.current = false;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  /** Takes in stored messages and settles the pending copies they confirm. */
  const merge = useCallback((messages: readonly ChatMessage[]) => {
    for (const message of messages) {
      const id = message.clientMessageId;
      if (!id) continue;
      const timer = echoTimers.current.get(id);
      if (timer) clearTimeout(timer);
      echoTimers.current.delete(id);
      pendingById.current.delete(id);
    }
    dispatch({ type: 'merge', messages });
  }, []);

  const loadFirstPage = useCallback(async () => {
    setFirstPage('loading');
    try {
      const messages = await listMessages(conversationId, { limit: MESSAGES_PAGE_SIZE });
      if (!alive.current) return;
      oldestId.current = messages[0]?.id ?? null;
      setHasOlder(messages.length >= MESSAGES_PAGE_SIZE);
      merge(messages);
      setFirstPage('ready');
    } catch {
      if (alive.current) setFirstPage('error');
    }
  }, [conversationId, merge]);

  /** The latest page again (polling, reconnection): quietly, failures are retried next time. */
  const refreshLatest = useCallback(async () => {
    try {
      const messages = await listMessages(conversationId, { limit: MESSAGES_PAGE_SIZE });
      if (alive.current) merge(messages);
    } catch {
      // The next poll or event tries again.
    }
  }, [conversationId, merge]);

  useEffect(() => {
    void loadFirstPage();
  }, [loadFirstPage]);

  const loadOlder = useCallback(async () => {
    const before = oldestId.current;
    if (!before || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const messages = await listMessages(conversationId, { before, limit: MESSAGES_PAGE_SIZE });
      if (!alive.current) return;
      if (messages[0]) oldestId.current = messages[0].id;
      setHasOlder(messages.length >= MESSAGES_PAGE_SIZE);
      merge(messages);
    } catch {
      toast.error(CHAT_MESSAGES.loadMessagesFailed);
    } finally {
      if (alive.current) setLoadingOlder(false);
    }
  }, [conversationId, loadingOlder, merge]);

  // Without a live socket nothing arrives by itself: read the thread every few seconds.
  useEffect(() => {
    if (status === 'connected' || firstPage !== 'ready') return;
    const timer = setInterval(() => void refreshLatest(), POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [status, firstPage, refreshLatest]);

  // Join for typing signals on every (re)connection.
  useEffect(() => {
    if (status === 'connected' && socket) socket.send('join-conversation', { conversationId });
  }, [status, socket, conversationId]);

  // A reconnection, a page hidden for a while or a network back online may have missed messages.
  useChatResync(() => void refreshLatest());

  const sendOverHttp = useCallback(
    async (pending: PendingMessage) => {
      try {
        const stored = await sendMessage(conversationId, { message: pending.message, clientMessageId: pending.clientMessageId });
        if (alive.current) merge([stored]);
      } catch {
        if (!alive.current || !pendingById.current.has(pending.clientMessageId)) return;
        dispatch({ type: 'pending-state', clientMessageId: pending.clientMessageId, state: 'failed' });
        toast.error(CHAT_MESSAGES.sendFailed);
      }
    },
    [conversationId, merge],
  );

  const deliver = useCallback(
    (pending: PendingMessage) => {
      const sentLive =
        socket?.status === 'connected' &&
        socket.send('send-message', {
          conversationId,
          message: pending.message,
          clientMessageId: pending.clientMessageId,
          senderId: me,
          receiverId: conversation.otherUser.uid,
          timestamp: pending.createdAt,
          type: 'text',
          ...(conversation.productId ? { productId: conversation.productId } : {}),
          ...(conversation.requestId ? { requestId: conversation.requestId } : {}),
        });
      if (!sentLive) {
        void sendOverHttp(pending);
        return;
      }
      echoTimers.current.set(
        pending.clientMessageId,
        setTimeout(() => {
          echoTimers.current.delete(pending.clientMessageId);
          if (pendingById.current.has(pending.clientMessageId)) void sendOverHttp(pending);
        }, ECHO_TIMEOUT_MS),
      );
    },
    [socket, conversationId, me, conversation.otherUser.uid, conversation.productId, conversation.requestId, sendOverHttp],
  );

  /** Sends the trimmed text; false (nothing sent) when it is empty. */
  const send = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      if (!message) return false;
      const pending: PendingMessage = {
        clientMessageId: newClientMessageId(),
        message,
        createdAt: new Date().toISOString(),
        state: 'sending',
      };
      pendingById.current.set(pending.clientMessageId, pending);
      dispatch({ type: 'add-pending', message: pending });
      deliver(pending);
      return true;
    },
    [deliver],
  );

  /** Sends a refused message again, under the same clientMessageId. */
  const retry = useCallback(
    (clientMessageId: string) => {
      const pending = pendingById.current.get(clientMessageId);
      if (!pending) return;
      dispatch({ type: 'pending-state', clientMessageId, state: 'sending' });
      deliver(pending);
    },
    [deliver],
  );

  useChatEvents((frame) => {
    if (frame.event === 'receive-message') {
      if (frame.data.conversationId === conversationId) merge([frame.data]);
    } else if (frame.event === 'messages-read') {
      const { conversationId: readIn, readerId, readAt } = frame.data;
      if (readIn === conversationId && readerId !== me) dispatch({ type: 'read', receiverId: readerId, readAt });
    } else if (frame.event === 'message-error') {
      const { error, conversationId: about, clientMessageId } = frame.data;
      if (about && about !== conversationId) return;
      if (error === JOIN_FIRST) {
        socket?.send('join-conversation', { conversationId });
        return;
      }
      if (clientMessageId && pendingById.current.has(clientMessageId)) {
        const timer = echoTimers.current.get(clientMessageId);
        if (timer) clearTimeout(timer);
        echoTimers.current.delete(clientMessageId);
        dispatch({ type: 'pending-state', clientMessageId, state: 'failed' });
      }
      toast.error(error || CHAT_MESSAGES.sendFailed);
    }
  });

  /** Marks the messages sent to me read here, once the server has done so. */
  const markIncomingRead = useCallback(() => dispatch({ type: 'read', receiverId: me }), [me]);

  return {
    messages: thread.messages,
    pending: thread.pending,
    firstPage,
    reloadFirstPage: loadFirstPage,
    hasOlder,
    loadingOlder,
    loadOlder,
    send,
    retry,
    markIncomingRead,
  };
}
