import type { Logger } from 'pino';
import { WebSocket } from 'ws';
import type { Db } from '../../db/knex.js';
import { notLaunched } from '../../http/launch-gate.js';
import { HttpProblem } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { masked, type ChatMask } from './chat.anonymity.js';
import type { ChatBus, ChatEvent } from './chat.bus.js';
import type { ClientEvents, createFrameParser } from './chat.events.js';
import type { SendQueue } from './chat.send-queue.js';
import * as repo from './chat.repository.js';
import * as service from './chat.service.js';

interface SocketState {
  socket: WebSocket;
  user: SessionUser;
  /** Joined conversations and the other member of each. */
  joined: Map<string, string>;
  /** Joined conversations about an anonymous request, and their mask. */
  masks: Map<string, ChatMask>;
  lastTyping: Map<string, { isTyping: boolean; at: number }>;
  /** Frames are handled one after another, so a join is done before the typing sent after it. */
  queue: Promise<void>;
}

/** A socket that has not read this much is not keeping up; it reconnects and refetches. */
const MAX_BUFFERED = 1 << 20;
const TYPING_REPEAT_MS = 1000;

export interface ChatSocketDeps {
  db: Db;
  bus: ChatBus;
  sends: SendQueue;
  logger: Logger;
  parseFrame: ReturnType<typeof createFrameParser>;
  launchTime: () => Promise<{ siteName: string; launchAt: Date | null }>;
}

/** Serves the chat protocol of openapi/chat/events.yaml on sockets the upgrade has authenticated. */
export function createChatSockets({ db, bus, sends, logger, parseFrame, launchTime }: ChatSocketDeps) {
  const byUser = new Map<string, Set<SocketState>>();

  const emit = (state: SocketState, event: string, data: unknown) => {
    if (state.socket.readyState !== WebSocket.OPEN) return;
    if (state.socket.bufferedAmount > MAX_BUFFERED) return state.socket.terminate();
    state.socket.send(JSON.stringify({ event, data }));
  };

  bus.onEvent((event: ChatEvent) => {
    for (const userId of event.to) {
      for (const state of byUser.get(userId) ?? []) {
        if (event.joinedOnly && !state.joined.has(event.conversationId)) continue;
        emit(state, event.event, masked(event.data, event.mask, userId));
      }
    }
  });

  const refuse = (state: SocketState, error: string, extra: Record<string, unknown> = {}) => emit(state, 'message-error', { error, ...extra });

  async function join(state: SocketState, { conversationId }: ClientEvents['join-conversation']) {
    const member = await repo.membership(db, state.user.id, conversationId);
    if (!member) return refuse(state, service.CONVERSATION_NOT_FOUND, { conversationId });
    state.joined.set(conversationId, member.otherUserId);
    const mask = await service.conversationMask(db, conversationId, state.user.id, member.otherUserId);
    if (mask) state.masks.set(conversationId, mask);
  }

  async function send(state: SocketState, data: ClientEvents['send-message']) {
    const ids = { conversationId: data.conversationId, ...(data.clientMessageId ? { clientMessageId: data.clientMessageId } : {}) };
    if (data.senderId && data.senderId !== state.user.id) return refuse(state, 'You can only send messages as yourself', ids);
    try {
      const { siteName, launchAt } = await launchTime();
      if (launchAt && launchAt.getTime() > Date.now() && !state.user.isAdmin) throw notLaunched(siteName, launchAt);
      // The queue spends the send budget, reads the sender afresh (a suspension can start while
      // the socket stays open), checks membership and the named receiver; its problems are the refusals.
      await sends.send({
        user: state.user,
        conversationId: data.conversationId,
        text: data.message,
        ...(data.clientMessageId ? { clientMessageId: data.clientMessageId } : {}),
        ...(data.receiverId ? { receiverId: data.receiverId } : {}),
      });
    } catch (err) {
      if (err instanceof HttpProblem) return refuse(state, err.status === 429 ? 'Too many messages' : err.detail, ids);
      logger.error({ err }, 'chat: send failed');
      refuse(state, 'Failed to send message', ids);
    }
  }

  async function typing(state: SocketState, { conversationId, userId, isTyping }: ClientEvents['typing']) {
    if (userId && userId !== state.user.id) return refuse(state, 'You can only signal your own typing', { conversationId });
    const other = state.joined.get(conversationId);
    if (!other) return refuse(state, 'Join the conversation first', { conversationId });
    // Typing "true" on every key press is common; pass on a change of state, or a reminder once a second.
    const last = state.lastTyping.get(conversationId);
    const now = Date.now();
    if (last && last.isTyping === isTyping && isTyping && now - last.at < TYPING_REPEAT_MS) return;
    state.lastTyping.set(conversationId, { isTyping, at: now });
    await bus.publish(db, {
      to: [other],
      event: 'user-typing',
      data: { conversationId, userId: state.user.id, isTyping },
      conversationId,
      joinedOnly: true,
      mask: state.masks.get(conversationId),
    });
  }

  return {
    onConnection(socket: WebSocket, user: SessionUser) {
      const state: SocketState = { socket, user, joined: new Map(), masks: new Map(), lastTyping: new Map(), queue: Promise.resolve() };
      const mine = byUser.get(user.id) ?? new Set();
      mine.add(state);
      byUser.set(user.id, mine);

      socket.on('message', (raw, isBinary) => {
        const frame = isBinary ? undefined : parseFrame(String(raw));
        if (!frame) return refuse(state, 'Invalid event');
        const handle = () =>
          frame.event === 'join-conversation' ? join(state, frame.data) : frame.event === 'send-message' ? send(state, frame.data) : typing(state, frame.data);
        state.queue = state.queue.then(handle).catch((err: unknown) => {
          logger.error({ err, event: frame.event }, 'chat: event failed');
          refuse(state, 'Failed to send message');
        });
      });
      socket.on('close', () => {
        mine.delete(state);
        if (mine.size === 0 && byUser.get(user.id) === mine) byUser.delete(user.id);
      });
    },
    /** Sockets connected to this instance (for tests and the bench). */
    get size() {
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },
  };
}
