import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../../src/modules/email/mailer.js';
import { enqueueEmail } from '../../src/modules/email/outbox.repository.js';
import { deliverDueEmails } from '../../src/modules/email/outbox.worker.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const logger = pino({ level: 'silent' });

/** A signed-in student whose welcome e-mail has not been queued yet (the first log-in queues it). */
async function studentWithoutWelcome() {
  const user = await t.createUser({ fullName: 'Kavya Menon' });
  const agent = await t.loginAs(user);
  await t.db('users').where({ id: user.id }).update({ welcomeEmailQueuedAt: null });
  await t.db('emailOutbox').where({ toAddress: user.email }).delete();
  return { user, agent };
}

const welcome = (agent: Awaited<ReturnType<TestApp['loginAs']>>, user: TestUser, email = user.email) =>
  agent.post('/api/email/registration-welcome').send({ fullName: user.fullName, email });

describe('POST /api/email/registration-welcome', () => {
  it('queues the welcome e-mail to the student’s own address, whatever its letter case', async () => {
    const { user, agent } = await studentWithoutWelcome();
    const res = await welcome(agent, user, user.email.toUpperCase()).expect(202);
    expect(res.body).toEqual({ success: true });

    const mails = await t.outbox(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'registration-welcome', status: 'pending', subject: 'Welcome to Thriftz' });
    expect(mails[0]!.textBody).toContain('Kavya Menon');
    expect((await t.db('users').where({ id: user.id }).first()).welcomeEmailQueuedAt).not.toBeNull();
  });

  it('answers 409 the second time and queues nothing more', async () => {
    const { user, agent } = await studentWithoutWelcome();
    await welcome(agent, user).expect(202);
    const again = await welcome(agent, user).expect(409);
    expect(again.body).toMatchObject({ code: 'already-sent', detail: 'The welcome e-mail has already been sent.' });
    expect(await t.outbox(user.email)).toHaveLength(1);
  });

  it('answers 409 after the first log-in queued it', async () => {
    const user = await t.createUser();
    const agent = await t.loginAs(user);
    await welcome(agent, user).expect(409);
    expect((await t.outbox(user.email)).filter((m) => m.template === 'registration-welcome')).toHaveLength(1);
  });

  it('refuses any other address and sends nothing', async () => {
    const { user, agent } = await studentWithoutWelcome();
    const res = await welcome(agent, user, 'someone-else@campus.edu').expect(403);
    expect(res.body.code).toBe('not-own-address');
    expect(await t.outbox('someone-else@campus.edu')).toHaveLength(0);
    expect(await t.outbox(user.email)).toHaveLength(0);
    expect((await t.db('users').where({ id: user.id }).first()).welcomeEmailQueuedAt).toBeNull();
  });

  it('needs a session', async () => {
    const res = await t
      .request()
      .post('/api/email/registration-welcome')
      .send({ fullName: 'Anon', email: 'anon@campus.edu' })
      .expect(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(await t.outbox('anon@campus.edu')).toHaveLength(0);
  });

  it('rejects a malformed address and a missing name', async () => {
    const { user, agent } = await studentWithoutWelcome();
    const bad = await welcome(agent, user, 'not-an-email').expect(400);
    expect(bad.body.detail).toBe('Invalid email format.');
    await agent.post('/api/email/registration-welcome').send({ email: user.email }).expect(400);
    expect(await t.outbox(user.email)).toHaveLength(0);
  });
});

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port; `options` may reject. */
async function smtpServer(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
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

async function queueOne(to: string) {
  // Only this test's mail is due.
  await t.db('emailOutbox').delete();
  await enqueueEmail(t.db, { to, subject: `Hello ${to}`, text: 'Plain body', html: '<p>Html body</p>', template: 'test' });
  const [row] = await t.outbox(to);
  return row!;
}

const run = (mailer: Mailer | undefined) => deliverDueEmails(t.db, mailer, logger);
const outboxRow = (id: string) => t.db('emailOutbox').where({ id }).first();

describe('outbox worker', () => {
  it('delivers a pending mail over SMTP and marks it sent', async () => {
    const smtp = await smtpServer();
    const mailer = createMailer(smtp.url, 'Thriftz <no-reply@thriftz.test>')!;
    try {
      const mail = await queueOne('receiver@campus.edu');
      expect(await run(mailer)).toEqual({ claimed: 1, sent: 1 });

      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(['receiver@campus.edu']);
      expect(smtp.received[0]!.from).toBe('no-reply@thriftz.test');
      expect(smtp.received[0]!.raw).toMatch(/^Subject: Hello receiver@campus\.edu\r?$/m);
      expect(smtp.received[0]!.raw).toContain('Plain body');

      const row = await outboxRow(mail.id);
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(row.sentAt).not.toBeNull();

      // Nothing is due any more.
      expect(await run(mailer)).toEqual({ claimed: 0, sent: 0 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('keeps a mail the server refuses pending, and retries it later', async () => {
    const smtp = await smtpServer({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      },
    });
    const mailer = createMailer(smtp.url, 'Thriftz <no-reply@thriftz.test>')!;
    try {
      const mail = await queueOne('bounce@campus.edu');
      expect(await run(mailer)).toEqual({ claimed: 1, sent: 0 });

      const row = await outboxRow(mail.id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.lastError).toMatch(/Mailbox unavailable|recipients were rejected/);
      const now = (await t.db.raw('SELECT now() AS now')).rows[0].now as Date;
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime() + 20_000);
      expect(smtp.received).toHaveLength(0);

      // Not due again yet.
      expect(await run(mailer)).toEqual({ claimed: 0, sent: 0 });
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('keeps a mail the server refuses at DATA pending too', async () => {
    const smtp = await smtpServer({
      onData(stream, _session, callback) {
        stream.on('end', () => callback(Object.assign(new Error('Message rejected as spam'), { responseCode: 554 })));
        stream.resume();
      },
    });
    const mailer = createMailer(smtp.url, 'Thriftz <no-reply@thriftz.test>')!;
    try {
      const mail = await queueOne('spam@campus.edu');
      await run(mailer);
      const row = await outboxRow(mail.id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.lastError).toContain('Message rejected as spam');
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('gives up after the 8th failed attempt', async () => {
    const failing: Mailer = {
      send: () => Promise.reject(new Error('connection refused')),
      close: () => undefined,
    };
    const mail = await queueOne('never@campus.edu');
    await t.db('emailOutbox').where({ id: mail.id }).update({ attempts: 7 });
    await run(failing);
    expect(await outboxRow(mail.id)).toMatchObject({ status: 'failed', attempts: 8, lastError: 'Error: connection refused' });
  });

  it('holds the mail when no SMTP server is configured', async () => {
    expect(createMailer(undefined, 'Thriftz <no-reply@thriftz.test>')).toBeUndefined();
    const mail = await queueOne('held@campus.edu');
    expect(await run(undefined)).toEqual({ claimed: 1, sent: 0 });
    expect(await outboxRow(mail.id)).toMatchObject({ status: 'held', attempts: 0 });
  });
});
