// Shared by the outbox worker's lease and marking tests: a real SMTP server, a second instance's
// pool, a batch of due mails, a logger to read back.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { createDb, type Db } from '../../src/db/knex.js';
import { enqueueEmail, type OutboxRow } from '../../src/modules/email/outbox.repository.js';
import type { TestApp } from '../support/test-app.js';

export const FROM = 'Thriftz <no-reply@thriftz.test>';
export const silent = pino({ level: 'silent' });

/** A logger that keeps its warnings and errors, to read back. */
export function recordingLogger() {
  const lines: { level: number; msg: string; tries?: number }[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

/** Another instance's connection pool on the test database, its backends named `name`. */
export function instanceDb(t: TestApp, name: string): Db {
  const url = new URL(t.config.databaseUrl!);
  url.searchParams.set('application_name', name);
  return createDb(url.toString(), 3);
}

/** Only these mails are due; answers their rows. */
export async function queue(t: TestApp, count: number, prefix: string) {
  await t.db('emailOutbox').delete();
  const to = Array.from({ length: count }, (_, i) => `${prefix}${i}-${randomUUID().slice(0, 6)}@campus.edu`);
  await enqueueEmail(
    t.db,
    to.map((address) => ({ to: address, subject: `Hello ${address}`, text: 'Plain body', template: 'test' })),
  );
  return (await t.db<OutboxRow>('emailOutbox').whereIn('toAddress', to).select('*')) as OutboxRow[];
}

export const outboxRow = async (t: TestApp, id: string) => (await t.db<OutboxRow>('emailOutbox').where({ id }).first())!;

/** The database's clock, now. */
export const dbNow = async (t: TestApp) => (await t.db.raw<{ rows: { now: Date }[] }>('SELECT clock_timestamp() AS now')).rows[0]!.now;

/**
 * A real SMTP server on a free port; `received` lists each accepted mail's recipients. An
 * `onData` of `options` replaces the default one and records in `received` itself.
 */
export async function smtpServer(options: Partial<SMTPServerOptions> = {}) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
      stream.resume();
    },
    ...options,
  });
  const { port } = await new Promise<AddressInfo>((resolve) => {
    const listening = server.listen(0, '127.0.0.1', () => resolve(listening.address() as AddressInfo));
  });
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
