import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from '../../db/knex.js';

export type ServerEventName = 'receive-message' | 'user-typing' | 'messages-read';

/** An event for some students' sockets, on whichever API instance holds them. */
export interface ChatEvent {
  to: string[];
  event: ServerEventName;
  data: unknown;
  conversationId: string;
  /** Only sockets that joined the conversation (typing signals). */
  joinedOnly?: boolean;
}

type Deliver = (event: ChatEvent) => void;

const CHANNEL = 'thriftz_chat';
const RETRY_MS = 1000;

/**
 * Fans chat events out to every API instance through PostgreSQL LISTEN/NOTIFY. This instance's
 * own sockets are served at once, without the round trip; notifications it sent itself are
 * skipped when they come back. A NOTIFY sent inside a transaction is delivered at commit, so a
 * message reaches other instances only once it is stored.
 */
export function createChatBus(pool: pg.Pool, logger: Logger) {
  const origin = randomUUID();
  const listeners: Deliver[] = [];
  let client: pg.PoolClient | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const deliverLocal = (event: ChatEvent) => {
    for (const listener of listeners) listener(event);
  };

  async function listen() {
    if (closed) return;
    try {
      const c = await pool.connect();
      const drop = (err?: Error) => {
        if (client !== c) return;
        client = undefined;
        if (err) logger.warn({ err }, 'chat bus: listener connection lost; reconnecting');
        c.release(true);
        retry = setTimeout(() => void listen(), RETRY_MS);
      };
      c.on('error', drop);
      c.on('end', () => drop());
      c.on('notification', (msg) => {
        if (msg.channel !== CHANNEL || !msg.payload) return;
        const { origin: from, ...event } = JSON.parse(msg.payload) as ChatEvent & { origin: string };
        if (from !== origin) deliverLocal(event);
      });
      await c.query(`LISTEN ${CHANNEL}`);
      if (closed) return c.release(true);
      client = c;
    } catch (err) {
      logger.warn({ err }, 'chat bus: cannot listen yet; retrying');
      retry = setTimeout(() => void listen(), RETRY_MS);
    }
  }
  const ready = listen();

  return {
    /** Resolves once this instance listens (tests wait for it before sending across instances). */
    ready,
    onEvent(listener: Deliver) {
      listeners.push(listener);
    },
    /**
     * Tells the other instances through `trx` (delivered when it commits); call `deliverLocal`
     * after the commit for this instance's own sockets.
     */
    async notify(trx: Db, event: ChatEvent) {
      await trx.raw('SELECT pg_notify(?, ?)', [CHANNEL, JSON.stringify({ ...event, origin })]);
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
      await ready;
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
