// The production bounds (the outage tests run with shorter ones), what each pool's connections
// are set to, and which failures count as the database being unavailable (503, never 500).
import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { BATCH_TIMEOUTS, createDb, createPool, REQUEST_TIMEOUTS } from '../../src/db/knex.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../src/http/error-handler.js';
import { REQUEST_DEADLINE_MS } from '../../src/http/request-deadline.js';
import { createChatBus, type ChatEvent } from '../../src/modules/chat/chat.bus.js';
import { testDatabase } from './outage-app.js';

describe('the production bounds', () => {
  it('answers every request within 10 s; each database call fails sooner', () => {
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).requestDeadlineMs).toBe(10_000);
    expect(REQUEST_DEADLINE_MS).toBe(10_000);
    expect(loadConfig({ REQUEST_DEADLINE_MS: '1500' }).requestDeadlineMs).toBe(1_500);
    expect(REQUEST_TIMEOUTS).toEqual({ connectMs: 3_000, acquireMs: 5_000, statementMs: 8_000, idleInTransactionMs: 30_000 });
    // The client gives up a second after the server's statement_timeout: still inside the deadline.
    expect(REQUEST_TIMEOUTS.statementMs + 1_000).toBeLessThan(REQUEST_DEADLINE_MS);
    expect(REQUEST_TIMEOUTS.acquireMs).toBeLessThan(REQUEST_DEADLINE_MS);
    expect(DATABASE_RETRY_AFTER_SECONDS).toBe(5);
    // Migrations, seeding and scripts: no statement bound.
    expect(BATCH_TIMEOUTS.statementMs).toBe(0);
    expect(BATCH_TIMEOUTS.idleInTransactionMs).toBe(0);
  });
});

describe("the connections' settings", () => {
  let database: Awaited<ReturnType<typeof testDatabase>>;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(() => database.close());

  const settings = 'SELECT current_setting($1) AS statement, current_setting($2) AS idle';
  const names = ['statement_timeout', 'idle_in_transaction_session_timeout'];

  it('bounds the requests’ statements and idle transactions, on the knex pool and the raw pool', async () => {
    const db = createDb(database.url, 1, REQUEST_TIMEOUTS);
    const pool = createPool(database.url, 1);
    try {
      const { rows } = await db.raw(settings.replace('$1', '?').replace('$2', '?'), names);
      expect(rows[0]).toEqual({ statement: '8s', idle: '30s' });
      const raw = await pool.query(settings, names);
      expect(raw.rows[0]).toEqual({ statement: '8s', idle: '30s' });
    } finally {
      await db.destroy();
      await pool.end();
    }
  });

  it('leaves migrations and scripts unbounded by default', async () => {
    const db = createDb(database.url, 1);
    try {
      const { rows } = await db.raw(settings.replace('$1', '?').replace('$2', '?'), names);
      expect(rows[0]).toEqual({ statement: '0', idle: '0' });
    } finally {
      await db.destroy();
    }
  });

  it("keeps the chat bus's LISTEN connection past the statement bound: it runs no statement while it waits", async () => {
    const bounds = { ...REQUEST_TIMEOUTS, statementMs: 200, idleInTransactionMs: 200 };
    const listening = createPool(database.url, 2, bounds);
    const sending = createPool(database.url, 2, bounds);
    const bus = createChatBus(listening, pino({ level: 'silent' }));
    const other = createChatBus(sending, pino({ level: 'silent' }));
    try {
      await Promise.all([bus.ready, other.ready]);
      const heard: ChatEvent[] = [];
      bus.onEvent((event) => heard.push(event));
      await sleep(1_000);
      const db = createDb(database.url, 1, bounds);
      const event: ChatEvent = { to: ['someone'], event: 'user-typing', data: {}, conversationId: 'c1' };
      await other.publish(db, event).finally(() => db.destroy());
      await expect.poll(() => heard, { timeout: 2_000 }).toEqual([event]);
    } finally {
      await bus.close();
      await other.close();
      await listening.end();
      await sending.end();
    }
  });

  it('fails a statement that runs past the bound with a statement timeout, and the pool goes on', async () => {
    const db = createDb(database.url, 1, { ...REQUEST_TIMEOUTS, statementMs: 200 });
    try {
      const err = await db.raw('SELECT pg_sleep(2)').catch((e: unknown) => e);
      expect(err).toMatchObject({ code: '57014' });
      expect(isDatabaseUnavailable(err)).toBe(true);
      await expect(db.raw('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await db.destroy();
    }
  });
});

describe('what counts as the database being unavailable', () => {
  const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code, severity: 'FATAL' });

  it.each([
    ['connection refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a host of several addresses refusing', new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })])],
    ["knex's pool acquire timeout", Object.assign(new Error('Knex: Timeout acquiring a connection.'), { name: 'KnexTimeoutError' })],
    ["pg's connect timeout", new Error('timeout expired')],
    ["pg-pool's connect timeout", new Error('timeout exceeded when trying to connect')],
    ["pg's query read timeout, behind knex's query text", new Error('select 1 - Query read timeout')],
    ['a connection that broke', new Error('select * from "users" - Connection terminated unexpectedly')],
    ['a wrapped cause', new Error('could not consume', { cause: pgError('57P01') })],
    ['admin shutdown (pg_terminate_backend)', pgError('57P01')],
    ['cannot connect now', pgError('57P03')],
    ['a connection exception', pgError('08006')],
    ['a statement timeout', pgError('57014')],
    ['too many connections', pgError('53300')],
  ])('%s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['a data exception', pgError('22003')],
    ['a code bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
    // Not a SQLSTATE: a code without a severity is not PostgreSQL's.
    ['some other 08 code', Object.assign(new Error('x'), { code: '08' })],
  ])('not %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
