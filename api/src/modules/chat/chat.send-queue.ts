import type { Logger } from 'pino';
import type { Schemas } from '../../http/contract.js';
import type { Db } from '../../db/knex.js';
import { badRequest, notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { suspendedProblem } from '../../http/suspension-guard.js';
import { findSessionUsers } from '../users/index.js';
import { maskOf, masked } from './chat.anonymity.js';
import type { ChatBus, ChatEvent } from './chat.bus.js';
import { insertMessages } from './chat.message-writes.js';
import * as repo from './chat.repository.js';
import { CONVERSATION_NOT_FOUND, messageEvent, UNKNOWN_RECIPIENT } from './chat.service.js';
import { isUuid } from '../../db/uuid.js';

/**
 * Sends in one batch at most; the rest wait for the next. One batch at a time: two at once (or
 * reading the next while one is written) made smaller batches and more statements on a busy
 * machine (p99 81 -> 151 ms; p50 15 -> 21 ms).
 */
const MAX_BATCH = 200;

export interface SendRequest {
  user: SessionUser;
  conversationId: string;
  text: string;
  clientMessageId?: string;
  /** The receiver the sender named (the ws event carries one); it must be the other member. */
  receiverId?: string;
}

type Sent = Schemas['ChatMessage'];

interface Queued {
  user: SessionUser;
  conversationId: string;
  body: string;
  clientMessageId: string | null;
  receiverId?: string;
  resolve: (message: Sent) => void;
  reject: (error: unknown) => void;
}

/** A send that passed its checks, with what its event needs. */
interface Accepted {
  send: Queued;
  conversation: repo.SendingMembership;
}

/** The spec's refusals that need no database, in its words. */
function checkedBody(text: string): string {
  const body = text.trim();
  if (!body) throw badRequest('Message cannot be empty.', 'empty-message');
  // Over HTTP the request check refuses it first; a socket frame comes straight here.
  if (body.includes('\u0000')) throw badRequest('message must not contain NUL characters (\\u0000).', 'invalid-input');
  if (body.length > 1000) throw badRequest('Message is too long (max 1000 characters).', 'message-too-long');
  return body;
}

/**
 * Stores messages and delivers them to both members' sockets everywhere: the other instances hear
 * of them when their transaction commits, this one right after.
 *
 * The sends of a moment go together: while a batch is read and written, the sends that arrive
 * wait and go in the next. Per batch, not per message, that is one read of the senders (a
 * suspension can start while a socket stays open), one of their memberships and one count of
 * their send budgets, side by side; then one insert, one notify and one commit. At 1,000 messages
 * a second, a message each was seven round trips and two commits, and PostgreSQL could not keep
 * up (p50 2.8-6 s). Each send still gets its own answer: its stored message or its own refusal.
 * A batch whose write fails is written again one send at a time, so one bad send cannot fail the
 * others.
 */
export function createSendQueue(
  db: Db,
  bus: ChatBus,
  logger: Logger,
  /** Spends a point of the student's send budget; rejects (429) once it is spent. */
  spend: (userId: string) => Promise<void>,
) {
  const queued: Queued[] = [];
  let draining = false;

  async function accept(batch: Queued[]): Promise<Accepted[]> {
    const [users, memberships, budgets] = await Promise.all([
      findSessionUsers(
        db,
        batch.map((s) => s.user.id),
      ),
      repo.sendingMemberships(
        db,
        batch.map((s) => ({ userId: s.user.id, conversationId: s.conversationId })),
      ),
      // Counted beside the reads, not before them: the budget's statement is a round trip too.
      Promise.allSettled(batch.map((s) => spend(s.user.id))),
    ]);
    const accepted: Accepted[] = [];
    batch.forEach((send, i) => {
      const suspended = suspendedProblem(users.get(send.user.id));
      if (suspended) return send.reject(suspended);
      const budget = budgets[i]!;
      if (budget.status === 'rejected') return send.reject(budget.reason);
      const conversation = memberships[i];
      if (!conversation) return send.reject(notFound(CONVERSATION_NOT_FOUND));
      // The answering student names an anonymous requester only by the alias they were given (their
      // real id is refused as any stranger's would be, so a guess cannot be confirmed).
      const mask = maskOf(send.conversationId, conversation.anonymousRequesterId, [send.user.id, conversation.otherUserId]);
      const hidden = mask && mask.viewer === send.user.id;
      const { receiverId } = send;
      const named = hidden && receiverId !== undefined ? (receiverId === mask.alias ? conversation.otherUserId : null) : receiverId;
      if (named !== undefined && named !== conversation.otherUserId) return send.reject(badRequest(UNKNOWN_RECIPIENT, 'unknown-recipient'));
      accepted.push({ send, conversation });
    });
    return accepted;
  }

  async function write(accepted: Accepted[]): Promise<ChatEvent[]> {
    return db.transaction(async (trx) => {
      const stored = await insertMessages(
        trx,
        accepted.map(({ send, conversation }) => ({
          conversationId: send.conversationId,
          senderId: send.user.id,
          receiverId: conversation.otherUserId,
          body: send.body,
          clientMessageId: send.clientMessageId,
        })),
      );
      // A resend is delivered again too: the sender's first acknowledgement may be what was lost.
      // So it goes without its seq, which the bus would take for a duplicate.
      const events = stored.map(({ row, created }, i) => messageEvent(row, accepted[i]!.conversation, created ? row.seq : undefined));
      await bus.notify(trx, ...events);
      return events;
    });
  }

  function deliver(accepted: Accepted[], events: ChatEvent[]) {
    events.forEach((event, i) => {
      bus.deliverLocal(event);
      const { send } = accepted[i]!;
      send.resolve(masked(event.data, event.mask, send.user.id) as Sent);
    });
  }

  async function writeBatch(accepted: Accepted[]) {
    let events: ChatEvent[];
    try {
      events = await write(accepted);
    } catch (err) {
      if (accepted.length === 1) return accepted[0]!.send.reject(err);
      logger.warn({ err, sends: accepted.length }, 'chat: a batch of sends failed; writing them one at a time');
      for (const one of accepted) await writeBatch([one]);
      return;
    }
    deliver(accepted, events);
  }

  async function drain() {
    draining = true;
    try {
      while (queued.length > 0) {
        const batch = queued.splice(0, MAX_BATCH);
        let accepted: Accepted[];
        try {
          accepted = await accept(batch);
        } catch (err) {
          for (const send of batch) send.reject(err);
          continue;
        }
        if (accepted.length > 0) await writeBatch(accepted);
      }
    } finally {
      draining = false;
    }
  }

  return {
    /** The stored message as the sender sees it, or the send's refusal (an HttpProblem). */
    send({ user, conversationId, text, clientMessageId, receiverId }: SendRequest): Promise<Sent> {
      let body: string;
      try {
        body = checkedBody(text);
      } catch (err) {
        return Promise.reject(err);
      }
      // Not an id: no conversation of theirs (and not a value that would fail the batch's statement).
      if (!isUuid(conversationId) || (clientMessageId !== undefined && !isUuid(clientMessageId))) {
        return Promise.reject(isUuid(conversationId) ? badRequest('clientMessageId must be a UUID.', 'invalid-input') : notFound(CONVERSATION_NOT_FOUND));
      }
      return new Promise<Sent>((resolve, reject) => {
        queued.push({
          user,
          // As stored, so each answer is matched to its send.
          conversationId: conversationId.toLowerCase(),
          body,
          clientMessageId: clientMessageId?.toLowerCase() ?? null,
          ...(receiverId === undefined ? {} : { receiverId }),
          resolve,
          reject,
        });
        if (!draining) void drain();
      });
    },
  };
}

export type SendQueue = ReturnType<typeof createSendQueue>;
