// Marking a mail sent, after the SMTP server accepted it, in a short statement of its own: tried
// again when the database drops the worker's connection; given up loudly (the mail then goes a
// second time once its lease runs out: delivery is at least once).
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/modules/email/mailer.js';
import { deliverDueEmails } from '../../src/modules/email/outbox.worker.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { dbNow, FROM, instanceDb, outboxRow, queue, recordingLogger, silent, smtpServer } from './outbox-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const row = (id: string) => outboxRow(t, id);

describe('marking a mail sent', () => {
  it('is tried again when the database drops the connection between the SMTP acceptance and the mark', async () => {
    const worker = instanceDb(t, 'outbox-worker-cut');
    let mailId = '';
    let cut: Promise<void> | undefined;
    // The server accepts the mail only once a row lock holds the worker's mark back; then the
    // mark's connection is killed while it waits, and the lock let go.
    const smtp = await smtpServer({
      onData(stream, session, callback) {
        stream.on('end', () => {
          smtp.received.push(...session.envelope.rcptTo.map((r) => r.address));
          cut = (async () => {
            const locker = await t.db.transaction();
            try {
              await locker('emailOutbox').where({ id: mailId }).forUpdate();
              callback();
              let pid: number | undefined;
              for (let i = 0; i < 200 && pid === undefined; i += 1) {
                const { rows } = await t.db.raw<{ rows: { pid: number }[] }>(
                  `SELECT pid FROM pg_stat_activity
                    WHERE datname = current_database() AND application_name = 'outbox-worker-cut'
                      AND wait_event_type = 'Lock' AND query ILIKE 'update "email_outbox"%'`,
                );
                pid = rows[0]?.pid;
                if (pid === undefined) await sleep(25);
              }
              if (pid === undefined) throw new Error('the mark never waited on the lock');
              await t.db.raw('SELECT pg_terminate_backend(?)', [pid]);
            } finally {
              await locker.rollback();
            }
          })();
        });
        stream.resume();
      },
    });
    const mailer = createMailer(smtp.url, FROM)!;
    const { logger, lines } = recordingLogger();
    try {
      const [mail] = await queue(t, 1, 'cut');
      mailId = mail!.id;
      expect(await deliverDueEmails(worker, mailer, logger)).toEqual({ claimed: 1, sent: 1 });
      await cut;

      expect(smtp.received).toEqual([mail!.toAddress]);
      expect(await row(mail!.id)).toMatchObject({ status: 'sent', attempts: 1, claimedUntil: null, lastError: null });
      expect(lines.filter((l) => l.msg === 'e-mail outbox: marking failed; trying again').map((l) => l.tries)).toEqual([1]);
      expect(lines.filter((l) => l.level >= 50)).toEqual([]);
      // Nothing left to send again.
      expect(await deliverDueEmails(worker, mailer, silent)).toEqual({ claimed: 0, sent: 0 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      mailer.close();
      await worker.destroy();
      await smtp.close();
    }
  });

  it('gives up loudly when the database stays away, stops the round, and the mail goes again after its lease (at least once)', async () => {
    const worker = instanceDb(t, 'outbox-worker-gone');
    // The database goes away for this worker as the server accepts the first mail.
    const smtp = await smtpServer({
      onData(stream, session, callback) {
        stream.on('end', () => {
          smtp.received.push(...session.envelope.rcptTo.map((r) => r.address));
          void worker.destroy().then(() => callback());
        });
        stream.resume();
      },
    });
    const mailer = createMailer(smtp.url, FROM)!;
    const { logger, lines } = recordingLogger();
    try {
      const mails = await queue(t, 2, 'gone');
      const started = performance.now();
      expect(await deliverDueEmails(worker, mailer, logger)).toEqual({ claimed: 2, sent: 1 });
      console.info(`marking given up after ${((performance.now() - started) / 1000).toFixed(1)} s`);

      expect(lines.filter((l) => l.msg === 'e-mail outbox: marking failed; trying again')).toHaveLength(5);
      expect(lines.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([expect.stringMatching(/^E-MAIL SENT BUT NOT MARKED SENT/)]);
      // The round stopped: the second mail was not sent; both stay claimed.
      expect(smtp.received).toHaveLength(1);
      const first = mails.find((m) => m.toAddress === smtp.received[0])!;
      expect(await row(first.id)).toMatchObject({ status: 'pending', attempts: 0 });
      expect((await row(first.id)).claimedUntil!.getTime()).toBeGreaterThan((await dbNow(t)).getTime() + 60_000);
      expect(await deliverDueEmails(t.db, mailer, silent)).toEqual({ claimed: 0, sent: 0 });

      // Once the leases run out, both go: the first for the second time.
      await t.db('emailOutbox').whereIn('id', mails.map((m) => m.id)).update({ claimedUntil: t.db.raw(`now() - interval '1 second'`) });
      expect(await deliverDueEmails(t.db, mailer, silent)).toEqual({ claimed: 2, sent: 2 });
      expect(smtp.received.toSorted()).toEqual([first.toAddress, ...mails.map((m) => m.toAddress)].toSorted());
    } finally {
      mailer.close();
      await worker.destroy();
      await smtp.close();
    }
  });
});
