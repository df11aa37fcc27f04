// Promotional e-mail on its way out: through a real SMTP server, one message per recipient.
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/modules/email/mailer.js';
import type { OutboxRow } from '../../src/modules/email/outbox.repository.js';
import { deliverDueEmails } from '../../src/modules/email/outbox.worker.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let adminAgent: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  adminAgent = await t.loginAs(await t.createUser({ isAdmin: true, firstLoginDone: true }));
});
afterAll(() => t.close());

const user = () => t.createUser({ firstLoginDone: true });
const promotional = (to: string | undefined) =>
  t.db<OutboxRow>('emailOutbox').where({ template: 'promotional' }).modify<OutboxRow, OutboxRow[]>((q) => (to ? q.where('toAddress', to) : q));
const bulk = (agent: typeof adminAgent, body: Record<string, unknown>) => agent.post('/api/email/bulk-promotional').send(body);

describe('delivery', () => {
  it('goes through SMTP, one message per recipient, with the one-click List-Unsubscribe headers', async () => {
    const received: { to: string[]; raw: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    const { port } = await new Promise<AddressInfo>((resolve) => {
      const listening = server.listen(0, '127.0.0.1', () => resolve(listening.address() as AddressInfo));
    });
    const mailer = createMailer(`smtp://127.0.0.1:${port}`, 'Thriftz <no-reply@thriftz.test>')!;
    try {
      const a = await user();
      const b = await user();
      await t.db('emailOutbox').delete();
      await bulk(adminAgent, { emailData: { subject: 'Two of you', content: 'Hello' }, recipientType: 'custom', recipients: [{ email: a.email }, { email: b.email }] }).expect(202);
      await deliverDueEmails(t.db, mailer, pino({ level: 'silent' }));
      expect(received.map((r) => r.to)).toEqual(expect.arrayContaining([[a.email], [b.email]]));
      expect(received).toHaveLength(2);
      // Headers unfolded (a long one is folded onto the next line).
      const toA = received.find((r) => r.to[0] === a.email)!.raw.replace(/\r?\n[ \t]+/g, ' ');
      expect(toA).toMatch(new RegExp(`^List-Unsubscribe: +<http://localhost:3000/api/email/unsubscribe\\?token=${a.id}\\.`, 'm'));
      expect(toA).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      expect(toA).not.toContain(b.email);
      expect((await promotional(undefined)).every((r) => r.status === 'sent')).toBe(true);
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
