// More API instances on one test database, each with its own pools and chat bus as a second
// process would have, served on real ports with their WebSocket endpoint (as main.ts wires it).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { pino, type Logger } from 'pino';
import { createApp } from '../../src/app.js';
import { createDb } from '../../src/db/knex.js';
import { createRateLimits } from '../../src/http/rate-limits.js';
import type { PictureStore } from '../../src/modules/images/index.js';
import { attachWebSockets } from '../../src/ws/upgrade.js';
import { TEST_GENERAL_BUDGETS, type TestApp } from './test-app.js';

export interface InstanceOptions {
  /** The pool's application_name, to tell this instance's connections apart in pg_stat_activity. */
  applicationName?: string;
  logger?: Logger;
  /** Its own picture store (another process opens its own); the test app's when not given. */
  pictures?: PictureStore;
}

/**
 * Another app on the database of `t` (no new database): its own knex and pg pools, so its own
 * chat bus. Call `close()` before `t.close()`.
 */
export function appOnSameDatabase(t: TestApp, { applicationName, logger = pino({ level: 'silent' }), pictures = t.deps.pictures }: InstanceOptions = {}) {
  const url = t.config.databaseUrl!;
  const db = createDb(url, 5);
  // One connection of the pool is the chat bus's listener.
  const pool = new pg.Pool({ connectionString: url, max: 4, ...(applicationName ? { application_name: applicationName } : {}) });
  // As runtime.ts: an idle client whose server went away is reported, never fatal.
  pool.on('error', (err) => logger.warn({ err }, 'database: idle connection lost'));
  const built = createApp({ config: t.config, db, pool, logger, rateLimits: createRateLimits(pool, TEST_GENERAL_BUDGETS), pictures });
  return {
    ...built,
    db,
    pool,
    async close() {
      await built.chat.close();
      await pool.end();
      await db.destroy();
    },
  };
}

/** An app (the test app or another instance) on a port of its own, once its chat bus listens. */
export async function serveInstance(built: Pick<ReturnType<typeof createApp>, 'app' | 'sessionMiddleware' | 'passport' | 'chat'>) {
  const server = http.createServer(built.app);
  const ws = attachWebSockets(server, {
    authenticate: [built.sessionMiddleware, built.passport.initialize(), built.passport.session()],
    publicUrl: 'http://localhost:3000',
  });
  ws.onConnection(built.chat.onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await built.chat.ready;
  return {
    /** The chat socket's address. */
    wsUrl: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/ws`,
    async close() {
      ws.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type ServedInstance = Awaited<ReturnType<typeof serveInstance>>;
