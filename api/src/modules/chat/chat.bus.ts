import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from '../../db/knex.js';
import type { ChatMask } from './chat.anonymity.js';
import { SeqTracker } from './chat.seq.js';

export type ServerEventName = 'receive-message' | 'user-typing' | 'messages-read' | 'alert';

/** An event for some students' sockets, on whichever API instance holds them. */
export interface ChatEvent {
  to: string[];
  event: ServerEventName;
  data: unknown;
  conversationId: string;
  /** Only sockets that joined the conversation (typing signals). */
  joinedOnly?: boolean;
  /**
   * A newly stored message's `messages.seq`: each instance delivers it once, however it hears of
   * it (notification, its own send, a catch-up). Events without one (typing, read receipts, a
   * resend's second delivery) are passed on every time.
   */
  seq?: number;
  /** About an anonymous request: what its `viewer` receives has the requester's id replaced (chat.anonymity.ts). */
  mask?: ChatMask;
}

/** The stored messages, as the bus reads them back after its LISTEN connection came back. */
export interface MessageLog {
  /** The highest seq stored (0 when there is none). */
  latestSeq(): Promise<number>;
  /** The `receive-message` events (with their seq) of the messages stored after `seq`, in seq order, at most `limit`. */
  eventsAfter(seq: number, limit: number): Promise<ChatEvent[]>;
}

type Deliver = (event: ChatEvent) => void;

const CHANNEL = 'thriftz_chat';
const RETRY_MS = 1000;
/** Messages read per catch-up query. */
const CATCH_UP_BATCH = 500;

/**
 * An event for some students' sockets that is not about a conversation (a new notification),
 * told through `trx`. It carries no origin, so every instance, this one too, delivers it from its
 * LISTEN: at commit, never for a transaction that rolls back, and without the caller holding the
 * bus. Such events have no seq: a socket that was down meanwhile misses them (the app re-reads).
 */
export async function notifyUsers(trx: Db, ...events: UserEvent[]) {
  if (events.length === 0) return;
  // A stored message told this way (an offer's step) keeps its conversation and seq, so each instance delivers it once.
  const payloads = events.map(({ to, event, data, conversationId, seq }) => JSON.stringify({ to, event, data, conversationId, seq }));
  // One statement however many (a job's notifications).
  await trx.raw('SELECT pg_notify(?, payload) FROM unnest(?::text[]) AS payload', [CHANNEL, payloads]);
}

type UserEvent = Pick<ChatEvent, 'to' | 'event' | 'data'> & Partial<Pick<ChatEvent, 'conversationId' | 'seq'>>;

/**
 * Fans chat events out to every API instance through PostgreSQL LISTEN/NOTIFY. This instance's
 * own sockets are served at once, without the round trip; notifications it sent itself are
 * skipped when they come back. A NOTIFY sent inside a transaction is delivered at commit, so a
 * message reaches other instances only once it is stored.
 *
 * Notifications sent while the LISTEN connection is down are lost, so with a `log` the bus
 * catches up: each time it listens again it first runs LISTEN, then reads every message stored
 * above its floor (chat.seq.ts) and delivers those it has not delivered. Whatever commits after
 * the LISTEN is notified (PostgreSQL queues it for a listener registered before the commit) and
 * whatever committed before it is in the read, which starts after the LISTEN; the two may
 * overlap, and the tracker delivers each seq once. Out-of-order commits are the tracker's holes:
 * no delay is needed, since a message that commits late is read by seq range, not by time. On the
 * first start the floor is the latest seq: history is not replayed.
 */
export function createChatBus(pool: pg.Pool, logger: Logger, log?: MessageLog) {
  const origin = randomUUID();
  /** How this instance's notifications end: the payload is `{ ...event, origin }`. */
  const ownTail = `"origin":"${origin}"}`;
  const listeners: Deliver[] = [];
  const seqs = new SeqTracker();
  let client: pg.PoolClient | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let syncRetry: NodeJS.Timeout | undefined;
  let syncing: Promise<void> = Promise.resolve();
  let listened = false;

  /** To this instance's sockets; a stored message once only. A failing listener is logged, never thrown. */
  const deliverLocal = (event: ChatEvent) => {
    if (event.seq !== undefined && !seqs.deliver(event.seq, performance.now())) return;
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (err) {
        logger.error({ err, event: event.event }, 'chat bus: delivery failed');
      }
    }
  };

  /** After a LISTEN on `c`: the first time, start at the latest message; after that, read what was missed. */
  async function sync(c: pg.PoolClient) {
    if (!log) return;
    try {
      if (!seqs.started) {
        seqs.start(await log.latestSeq(), performance.now());
      } else {
        let after = seqs.from!;
        let read = 0;
        for (;;) {
          const events = await log.eventsAfter(after, CATCH_UP_BATCH);
          for (const event of events) deliverLocal(event);
          read += events.length;
          // Dropped again meanwhile: the next connection catches up from the floor.
          if (events.length < CATCH_UP_BATCH || client !== c) break;
          after = events.at(-1)!.seq!;
        }
        if (read > 0) logger.info({ read, pending: seqs.pending }, 'chat bus: caught up after reconnecting');
      }
      if (client === c) seqs.resume(performance.now());
    } catch (err) {
      if (client !== c || closed) return;
      logger.warn({ err }, 'chat bus: cannot catch up yet; retrying');
      syncRetry = setTimeout(() => {
        if (client === c && !closed) syncing = sync(c);
      }, RETRY_MS);
    }
  }

  function onNotification(msg: pg.Notification) {
    if (msg.channel !== CHANNEL || !msg.payload) return;
    // This instance's own, delivered already: known by its last field, without parsing it (at
    // 1,000 messages a second, a parse each was a good part of the sending instance's garbage).
    if (msg.payload.endsWith(ownTail)) return;
    let parsed: ChatEvent & { origin: string };
    try {
      parsed = JSON.parse(msg.payload) as ChatEvent & { origin: string };
    } catch (err) {
      logger.warn({ err }, 'chat bus: unreadable notification');
      return;
    }
    const { origin: from, ...event } = parsed;
    if (from !== origin) deliverLocal(event);
  }

  async function listen() {
    if (closed) return;
    let c: pg.PoolClient | undefined;
    try {
      c = await pool.connect();
      const mine = c;
      const drop = (err?: Error) => {
        if (client !== mine) return;
        client = undefined;
        seqs.pause();
        clearTimeout(syncRetry);
        if (err) logger.warn({ err }, 'chat bus: listener connection lost; reconnecting');
        mine.release(true);
        retry = setTimeout(() => void listen(), RETRY_MS);
      };
      // Kept for the connection's life, released or not: a late error is never unhandled.
      c.on('error', drop);
      c.on('end', () => drop());
      c.on('notification', onNotification);
      await c.query(`LISTEN ${CHANNEL}`);
      if (closed) return c.release(true);
      client = c;
      if (listened) logger.info('chat bus: listening again; catching up');
      listened = true;
      syncing = sync(c);
      await syncing;
    } catch (err) {
      // The connection (if any) failed before it listened: not ours to keep.
      if (c && client !== c) c.release(true);
      if (closed) return;
      logger.warn({ err }, 'chat bus: cannot listen yet; retrying');
      retry = setTimeout(() => void listen(), RETRY_MS);
    }
  }
  const ready = listen();

  return {
    /** Resolves once this instance listens, and knows where it starts (tests wait for it before sending across instances). */
    ready,
    onEvent(listener: Deliver) {
      listeners.push(listener);
    },
    /**
     * Tells the other instances through `trx` (delivered when it commits); call `deliverLocal`
     * after the commit for this instance's own sockets.
     */
    async notify(trx: Db, ...events: ChatEvent[]) {
      // One statement for a batch's events: unnest answers them in order, so they are notified (and
      // delivered at commit) in that order.
      await trx.raw('SELECT pg_notify(?, payload) FROM unnest(?::text[]) AS payload', [
        CHANNEL,
        events.map((event) => JSON.stringify({ ...event, origin })),
      ]).options({ name: 'chat-notify' });
    },
    deliverLocal,
    /** Outside any transaction: notify and deliver here at once. */
    async publish(db: Db, event: ChatEvent) {
      deliverLocal(event);
      await db.raw('SELECT pg_notify(?, ?)', [CHANNEL, JSON.stringify({ ...event, origin })]);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearTimeout(syncRetry);
      await ready;
      await syncing;
      const c = client;
      client = undefined;
      if (c) {
        await c.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
        c.release(true);
      }
    },
  };
}

export type ChatBus = ReturnType<typeof createChatBus>;
