// The outbox worker claims mails with a lease and talks to SMTP with no transaction open: a silent
// server costs a greeting timeout per mail and holds nothing in the database, two workers never
// send one mail twice, and a dead worker's mail is sent once its lease runs out.
import { randomUUID } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCron } from '../../src/jobs/cron-runner.js';
import { allJobs } from '../../src/jobs/jobs.js';
import { createMailer, SMTP_GREETING_TIMEOUT_MS } from '../../src/modules/email/mailer.js';
import { markEmailFailedAttempt, type OutboxRow } from '../../src/modules/email/outbox.repository.js';
import { deliverDueEmails, LEASE_SECONDS } from '../../src/modules/email/outbox.worker.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { dbNow, FROM, instanceDb, outboxRow, queue, silent, smtpServer } from './outbox-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const row = (id: string) => outboxRow(t, id);
const idleInTransaction = async () =>
  (
    await t.db.raw<{ rows: { n: number }[] }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction'`,
    )
  ).rows[0]!.n;

describe('a server that accepts the connection and never greets', () => {
  it('costs a greeting timeout per mail, holds no transaction meanwhile, and schedules each retry from its attempt’s end', async () => {
    const sockets: net.Socket[] = [];
    const connected: (() => void)[] = [];
    const server = net.createServer((socket) => {
      sockets.push(socket); // and never a byte
      connected.shift()?.();
    });
    const { port } = await new Promise<AddressInfo>((resolve) => {
      server.listen(0, '127.0.0.1', () => resolve(server.address() as AddressInfo));
    });
    const nextConnection = () => new Promise<void>((resolve) => connected.push(resolve));
    const mailer = createMailer(`smtp://127.0.0.1:${port}`, FROM)!;
    try {
      const mails = await queue(t, 3, 'silent');
      const startedAt = await dbNow(t);
      const started = performance.now();
      const connections = [nextConnection(), nextConnection(), nextConnection()];
      const delivery = deliverDueEmails(t.db, mailer, silent);

      // While the worker waits on each greeting: its claim is committed (another connection sees
      // it) and no transaction is open.
      const waits: { idle: number; claimed: number }[] = [];
      for (const connection of connections) {
        await connection;
        await sleep(500);
        const claimed = await t.db('emailOutbox').whereIn('id', mails.map((m) => m.id)).where('claimedUntil', '>', t.db.fn.now()).count({ n: '*' });
        waits.push({ idle: await idleInTransaction(), claimed: Number(claimed[0]!.n) });
      }
      expect(await delivery).toEqual({ claimed: 3, sent: 0 });
      const elapsed = performance.now() - started;
      const endedAt = await dbNow(t);
      console.info(`3 mails against a silent SMTP server: ${(elapsed / 1000).toFixed(1)} s; idle in transaction while waiting: ${waits.map((w) => w.idle).join(', ')}`);

      // (Each failed attempt gives its claim back.)
      expect(waits).toEqual([
        { idle: 0, claimed: 3 },
        { idle: 0, claimed: 2 },
        { idle: 0, claimed: 1 },
      ]);
      // A greeting timeout each (nodemailer's default was 30 s each: 92 s measured for 3).
      expect(elapsed).toBeGreaterThan(3 * SMTP_GREETING_TIMEOUT_MS - 500);
      expect(elapsed).toBeLessThan(3 * SMTP_GREETING_TIMEOUT_MS + 5_000);

      const rows = (await Promise.all(mails.map((m) => row(m.id)))).sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
      for (const [i, r] of rows.entries()) {
        expect(r).toMatchObject({ status: 'pending', attempts: 1, claimedUntil: null, claimToken: null });
        expect(r.lastError).toMatch(/Greeting never received/);
        // 30 s after the end of its own attempt: the i-th attempt ended (i + 1) greeting timeouts in.
        const retryFrom = r.nextAttemptAt.getTime() - 30_000;
        expect(retryFrom).toBeGreaterThanOrEqual(startedAt.getTime() + (i + 1) * SMTP_GREETING_TIMEOUT_MS - 250);
        expect(retryFrom).toBeLessThanOrEqual(endedAt.getTime());
      }
      // Not the same instant for all three (the round's start, as before).
      expect(rows[1]!.nextAttemptAt.getTime() - rows[0]!.nextAttemptAt.getTime()).toBeGreaterThan(SMTP_GREETING_TIMEOUT_MS - 500);
      expect(rows[2]!.nextAttemptAt.getTime() - rows[1]!.nextAttemptAt.getTime()).toBeGreaterThan(SMTP_GREETING_TIMEOUT_MS - 500);
    } finally {
      mailer.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('two workers at once', () => {
  it('deliver each of 10 due mails exactly once', async () => {
    // A little slow to accept, so the two workers' rounds overlap.
    const smtp = await smtpServer({
      onData(stream, session, callback) {
        stream.on('end', () => {
          smtp.received.push(...session.envelope.rcptTo.map((r) => r.address));
          setTimeout(callback, 30);
        });
        stream.resume();
      },
    });
    const instances = [instanceDb(t, 'outbox-worker-a'), instanceDb(t, 'outbox-worker-b')];
    const mailers = instances.map(() => createMailer(smtp.url, FROM)!);
    try {
      const mails = await queue(t, 10, 'twice');
      const worker = async (i: number) => {
        let sent = 0;
        for (;;) {
          const round = await deliverDueEmails(instances[i]!, mailers[i]!, silent, { batchSize: 3 });
          sent += round.sent;
          if (round.claimed === 0) return sent;
        }
      };
      const sentBy = await Promise.all([worker(0), worker(1)]);

      expect(smtp.received.toSorted()).toEqual(mails.map((m) => m.toAddress).toSorted());
      expect(sentBy[0]! + sentBy[1]!).toBe(10);
      expect(sentBy[0]).toBeGreaterThan(0);
      expect(sentBy[1]).toBeGreaterThan(0);
      for (const mail of mails) expect(await row(mail.id)).toMatchObject({ status: 'sent', attempts: 1, claimedUntil: null });
    } finally {
      for (const mailer of mailers) mailer.close();
      await Promise.all(instances.map((db) => db.destroy()));
      await smtp.close();
    }
  });
});

describe('leases', () => {
  it('sends once a mail whose worker died mid-send, after its lease ran out; a live lease is left alone', async () => {
    const smtp = await smtpServer();
    const mailer = createMailer(smtp.url, FROM)!;
    try {
      const [dead, live] = await queue(t, 2, 'lease');
      const deadToken = randomUUID();
      await t.db('emailOutbox').where({ id: dead!.id }).update({ claimedUntil: t.db.raw(`now() - interval '1 second'`), claimToken: deadToken });
      await t.db('emailOutbox').where({ id: live!.id }).update({ claimedUntil: t.db.raw(`now() + interval '1 minute'`), claimToken: randomUUID() });

      expect(await deliverDueEmails(t.db, mailer, silent)).toEqual({ claimed: 1, sent: 1 });
      expect(await deliverDueEmails(t.db, mailer, silent)).toEqual({ claimed: 0, sent: 0 });
      expect(smtp.received).toEqual([dead!.toAddress]);
      expect(await row(dead!.id)).toMatchObject({ status: 'sent', attempts: 1, claimedUntil: null, claimToken: null });
      expect(await row(live!.id)).toMatchObject({ status: 'pending', attempts: 0 });

      // The dead worker coming back to record a failure changes nothing: the claim is not its own.
      expect(await markEmailFailedAttempt(t.db, dead!.id, deadToken, 1, 'late', false, 30)).toBe(0);
      expect(await row(dead!.id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('renews a mail’s lease as it is sent, and skips one of its batch another worker took over meanwhile', async () => {
    let first = '';
    let takenOver = '';
    const leaseLeft: number[] = [];
    const smtp = await smtpServer({
      onData(stream, session, callback) {
        stream.on('end', async () => {
          smtp.received.push(...session.envelope.rcptTo.map((r) => r.address));
          const sending = await t.db<OutboxRow>('emailOutbox').where({ toAddress: session.envelope.rcptTo[0]!.address }).first();
          leaseLeft.push(sending!.claimedUntil!.getTime() - (await dbNow(t)).getTime());
          // While the first is sent, the second's lease runs out and another worker claims it.
          await t.db('emailOutbox').where({ id: takenOver }).update({ claimedUntil: t.db.raw(`now() + interval '1 minute'`), claimToken: randomUUID() });
          callback();
        });
        stream.resume();
      },
    });
    const mailer = createMailer(smtp.url, FROM)!;
    try {
      const mails = await queue(t, 2, 'renew');
      await t.db('emailOutbox').where({ id: mails[0]!.id }).update({ nextAttemptAt: t.db.raw(`now() - interval '1 minute'`) });
      [first, takenOver] = [mails[0]!.id, mails[1]!.id];
      expect(await deliverDueEmails(t.db, mailer, silent)).toEqual({ claimed: 2, sent: 1 });
      expect(smtp.received).toEqual([mails[0]!.toAddress]);
      expect(leaseLeft[0]).toBeGreaterThan((LEASE_SECONDS - 10) * 1000);
      expect(await row(first)).toMatchObject({ status: 'sent', attempts: 1 });
      expect(await row(takenOver)).toMatchObject({ status: 'pending', attempts: 0 });
      expect((await row(takenOver)).claimToken).not.toBeNull();
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('is what the scheduled job runs: on the pool, no transaction open while the server answers', async () => {
    const idleDuringSend: number[] = [];
    const smtp = await smtpServer({
      onData(stream, session, callback) {
        stream.on('end', async () => {
          smtp.received.push(...session.envelope.rcptTo.map((r) => r.address));
          idleDuringSend.push(await idleInTransaction());
          callback();
        });
        stream.resume();
      },
    });
    const mailer = createMailer(smtp.url, FROM)!;
    const job = allJobs(mailer, silent, t.deps.pictures, t.config.publicUrl).find((j) => j.name === 'deliver-email')!;
    expect(job).toMatchObject({ onPool: true });
    const cron = startCron(t.db, [{ ...job, schedule: '* * * * * *' }], silent);
    try {
      const [mail] = await queue(t, 1, 'cron');
      for (let i = 0; i < 100 && (await row(mail!.id)).status !== 'sent'; i += 1) await sleep(100);
      expect(await row(mail!.id)).toMatchObject({ status: 'sent', attempts: 1 });
      expect(smtp.received).toEqual([mail!.toAddress]);
      expect(idleDuringSend).toEqual([0]);
    } finally {
      await cron.stop();
      mailer.close();
      await smtp.close();
    }
  });

  it('refuses to run inside a transaction', async () => {
    await expect(t.db.transaction((trx) => deliverDueEmails(trx, undefined, silent))).rejects.toThrow(/must not hold a transaction/);
  });
});
