import type { ChatMessage } from '@thriftz/client/generated/model';

/** A message typed here that the server has not confirmed yet. */
export interface PendingMessage {
  clientMessageId: string;
  message: string;
  createdAt: string;
  /** `sending` until the echo (or the HTTP answer) comes back; `failed` when it was refused. */
  state: 'sending' | 'failed';
}

/** One conversation's messages as the chat window shows them. */
export interface ThreadState {
  /** Stored messages, oldest first, one per id. */
  messages: ChatMessage[];
  pending: PendingMessage[];
}

export type ThreadAction =
  | { type: 'merge'; messages: readonly ChatMessage[] }
  | { type: 'read'; receiverId: string; readAt?: string }
  | { type: 'add-pending'; message: PendingMessage }
  | { type: 'pending-state'; clientMessageId: string; state: PendingMessage['state'] };

export const EMPTY_THREAD: ThreadState = { messages: [], pending: [] };

const byTime = (a: ChatMessage, b: ChatMessage) => {
  const diff = new Date(a.timestamp).getTime() - new Date(b.timestamp).getTime();
  return diff !== 0 ? diff : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

/**
 * Merges messages from any source (first page, older pages, polling, the socket, an HTTP send)
 * by id. A message never goes back from read to sent, and its arrival settles the pending copy
 * carrying the same clientMessageId.
 */
export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case 'merge': {
      if (action.messages.length === 0) return state;
      const byId = new Map(state.messages.map((message) => [message.id, message]));
      for (const message of action.messages) {
        const known = byId.get(message.id);
        byId.set(message.id, known?.status === 'read' ? { ...message, status: 'read' } : message);
      }
      const settled = new Set(action.messages.map((message) => message.clientMessageId).filter(Boolean));
      return {
        messages: [...byId.values()].sort(byTime),
        pending: state.pending.filter((message) => !settled.has(message.clientMessageId)),
      };
    }
    case 'read': {
      const until = action.readAt ? new Date(action.readAt).getTime() : Number.POSITIVE_INFINITY;
      let changed = false;
      const messages = state.messages.map((message) => {
        if (message.status === 'read' || message.receiverId !== action.receiverId) return message;
        // An unreadable readAt marks everything: the receipt is for the whole conversation.
        if (!Number.isNaN(until) && new Date(message.timestamp).getTime() > until) return message;
        changed = true;
        return { ...message, status: 'read' as const };
      });
      return changed ? { ...state, messages } : state;
    }
    case 'add-pending':
      return { ...state, pending: [...state.pending, action.message] };
    case 'pending-state':
      return {
        ...state,
        pending: state.pending.map((message) =>
          message.clientMessageId === action.clientMessageId ? { ...message, state: action.state } : message,
        ),
      };
  }
}
