import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let adminAgent: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  adminAgent = await t.loginAs(await t.createUser({ isAdmin: true, firstLoginDone: true }));
});
afterAll(() => t.close());

async function user(opts: { unsubscribed?: boolean; verified?: boolean } = {}) {
  const u = await t.createUser({ verified: opts.verified ?? true, firstLoginDone: true });
  if (opts.unsubscribed) await t.db('users').where({ id: u.id }).update({ marketingEmails: false });
  return u;
}
const outboxSize = async () => Number((await t.db('emailOutbox').count({ n: '*' }))[0]!.n);
const preview = (body: Record<string, unknown>) => adminAgent.post('/api/email/bulk-promotional/preview').send(body);
const emailData = { subject: 'Flash sale', content: 'Up to 50% off <b>today</b>.\n\nOnly 24 hours.' };

describe('POST /api/email/bulk-promotional/preview', () => {
  it('counts exactly the e-mails the send then queues (not the unsubscribed or unconfirmed), and queues nothing itself', async () => {
    await user();
    await user();
    await user({ unsubscribed: true });
    await user({ verified: false });
    const before = await outboxSize();
    for (const recipientType of ['all', 'subscribers'] as const) {
      const res = await preview({ emailData, recipientType }).expect(200);
      const reach = Number((await t.db('users').where({ marketingEmails: true }).whereNotNull('emailVerifiedAt').count({ n: '*' }))[0]!.n);
      expect(res.body.recipients).toBe(reach);
      expect(res.body.skipped).toBe(0);
      expect(await outboxSize()).toBe(before);
    }
    const counted = (await preview({ emailData, recipientType: 'all' }).expect(200)).body.recipients as number;
    const sent = await adminAgent.post('/api/email/bulk-promotional').send({ emailData, recipientType: 'all' }).expect(202);
    expect(sent.body.queued).toBe(counted);
    expect(await outboxSize()).toBe(before + counted);
  });

  it('counts a custom list as the send does: reachable users queued, the others skipped', async () => {
    const [ok, gone] = [await user(), await user({ unsubscribed: true })];
    const body = { emailData, recipientType: 'custom', recipients: [{ email: ok.email.toUpperCase() }, { email: gone.email }, { email: 'stranger@example.com' }] };
    const res = await preview(body).expect(200);
    expect(res.body).toMatchObject({ recipients: 1, skipped: 2 });
    const sent = await adminAgent.post('/api/email/bulk-promotional').send(body).expect(202);
    expect(sent.body).toMatchObject({ queued: 1, skipped: 2 });
  });

  it('shows the e-mail as sent: the subject, the escaped HTML and the unsubscribe footer', async () => {
    const res = await preview({ emailData: { subject: '  Flash sale ', content: emailData.content }, recipientType: 'subscribers' }).expect(200);
    expect(res.body.subject).toBe('Flash sale');
    expect(res.body.text).toContain('Only 24 hours.');
    expect(res.body.text).toContain('To stop these e-mails: http://localhost:3000/api/email/unsubscribe?token=');
    expect(res.body.html).toContain('&lt;b&gt;today&lt;/b&gt;');
    expect(res.body.html).toContain('Unsubscribe');
  });

  it("refuses what the send refuses, with the spec's words", async () => {
    const blank = await preview({ emailData: { subject: ' ', content: 'x' }, recipientType: 'all' }).expect(400);
    expect(blank.body.detail).toBe('Please fill in subject and content');
    const none = await preview({ emailData, recipientType: 'custom', recipients: [{ email: 'nobody' }] }).expect(400);
    expect(none.body.detail).toBe('Please enter custom recipients');
  });

  it('is for admins only', async () => {
    await t.request().post('/api/email/bulk-promotional/preview').send({ emailData, recipientType: 'all' }).expect(401);
    const agent = await t.loginAs(await user());
    await agent.post('/api/email/bulk-promotional/preview').send({ emailData, recipientType: 'all' }).expect(403);
  });
});
