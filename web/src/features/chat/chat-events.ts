import type { Alert, ChatMessage } from '@thriftz/client/generated/model';

/**
 * The chat's WebSocket protocol (openapi/chat/events.yaml): every frame is `{"event", "data"}`.
 * orval generates only the HTTP side, so the event payloads are typed here.
 */

export interface JoinConversationData {
  conversationId: string;
}

export interface SendMessageData {
  conversationId: string;
  message: string;
  /** The client's own id for the message: the echo carries it back, and a resend is stored once. */
  clientMessageId: string;
  senderId?: string;
  receiverId?: string;
  timestamp?: string | number;
  type?: 'text';
  productId?: string;
  requestId?: string;
}

export interface TypingData {
  conversationId: string;
  userId?: string;
  isTyping: boolean;
}

/** What the client may send. */
export interface ClientEvents {
  'join-conversation': JoinConversationData;
  'send-message': SendMessageData;
  typing: TypingData;
}

export interface MessageErrorData {
  error: string;
  conversationId?: string;
  clientMessageId?: string;
}

export interface UserTypingData {
  conversationId: string;
  userId: string;
  isTyping: boolean;
}

export interface MessagesReadData {
  conversationId: string;
  readerId: string;
  readAt: string;
}

/** What the server sends. */
export type ServerFrame =
  | { event: 'receive-message'; data: ChatMessage }
  | { event: 'message-error'; data: MessageErrorData }
  | { event: 'user-typing'; data: UserTypingData }
  | { event: 'messages-read'; data: MessagesReadData }
  // Not chat: a new notification of the student's (the alerts tag), on the same socket.
  | { event: 'alert'; data: Alert };

const SERVER_EVENTS = new Set<string>(['receive-message', 'message-error', 'user-typing', 'messages-read', 'alert']);

/** A server frame, or null for anything unreadable or unknown (ignored rather than trusted). */
export function parseServerFrame(raw: unknown): ServerFrame | null {
  if (typeof raw !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { event, data } = value as { event?: unknown; data?: unknown };
  if (typeof event !== 'string' || !SERVER_EVENTS.has(event)) return null;
  if (typeof data !== 'object' || data === null) return null;
  return { event, data } as ServerFrame;
}
