import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxRow } from '../../src/modules/email/outbox.repository.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';

let t: TestApp;
let admin: TestUser;
let adminAgent: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ isAdmin: true, fullName: 'Head Admin', firstLoginDone: true });
  adminAgent = await t.loginAs(admin);
});
afterAll(() => t.close());

const DENIED = 'Access denied. Admin privileges required.';
type Agent = typeof adminAgent;

/** A user who accepts promotional e-mail unless told otherwise (first log-in done: no welcome mail). */
async function user(opts: { unsubscribed?: boolean; verified?: boolean; fullName?: string } = {}) {
  const u = await t.createUser({ verified: opts.verified ?? true, firstLoginDone: true, ...(opts.fullName ? { fullName: opts.fullName } : {}) });
  if (opts.unsubscribed) await t.db('users').where({ id: u.id }).update({ marketingEmails: false });
  return u;
}

const promotional = (to: string | undefined) =>
  t.db<OutboxRow>('emailOutbox').where({ template: 'promotional' }).modify<OutboxRow, OutboxRow[]>((q) => (to ? q.where('toAddress', to) : q));
const single = (agent: Agent, emailData: Record<string, unknown>) => agent.post('/api/email/promotional').send({ emailData });
const bulk = (agent: Agent, body: Record<string, unknown>) => agent.post('/api/email/bulk-promotional').send(body);
const auditOf = (action: string) => t.db('auditLog').where({ action }).orderBy('createdAt', 'desc');
const tokenIn = (text: string) => /\/api\/email\/unsubscribe\?token=([\w.-]+)/.exec(text)![1]!;

describe('access', () => {
  const calls = (agent: Agent | ReturnType<TestApp['request']>) => [
    agent.get('/api/email/stats'),
    agent.post('/api/email/promotional').send({ emailData: { to: admin.email, subject: 'Hi', content: 'Hello' } }),
    agent.post('/api/email/bulk-promotional').send({ emailData: { subject: 'Hi', content: 'Hello' }, recipientType: 'all' }),
    agent.get('/api/admin/email/outbox'),
    agent.post('/api/admin/email/outbox/00000000-0000-4000-8000-000000000000/retry'),
  ];

  it('needs a session, and queues nothing', async () => {
    for (const call of calls(t.request())) {
      const res = await call.expect(401);
      expect(res.body.detail).toBe('Please log in to continue.');
    }
    expect(await promotional(undefined)).toHaveLength(0);
  });

  it("refuses a student with the spec's words (and `error`), and queues nothing", async () => {
    const agent = await t.loginAs(await user());
    for (const call of calls(agent)) {
      const res = await call.expect(403);
      expect(res.body).toMatchObject({ status: 403, detail: DENIED, code: 'not-admin' });
    }
    const res = await agent.get('/api/email/stats').expect(403);
    expect(res.body.error).toBe(DENIED);
    expect(await promotional(undefined)).toHaveLength(0);
  });
});

describe('GET /api/email/stats', () => {
  it('counts every user, the reachable subscribers, and lists the e-mail types', async () => {
    await user({ unsubscribed: true });
    await user({ verified: false });
    const res = await adminAgent.get('/api/email/stats').expect(200);
    const total = Number((await t.db('users').count({ n: '*' }))[0]!.n);
    const reachable = Number((await t.db('users').where({ marketingEmails: true }).whereNotNull('emailVerifiedAt').count({ n: '*' }))[0]!.n);
    expect(res.body).toMatchObject({ success: true, totalUsers: total, subscribers: reachable });
    expect(reachable).toBeLessThan(total - 1);
    expect(res.body.emailTypes).toContain('promotional');
    expect(res.body.emailTypes).toContain('registration-welcome');
  });
});

describe('POST /api/email/promotional', () => {
  it('queues one e-mail to a platform user, with escaped HTML and their unsubscribe link, and audits it', async () => {
    const u = await user();
    const res = await single(adminAgent, { to: `  ${u.email.toUpperCase()} `, subject: 'Flash sale', content: 'Up to 50% off <b>today</b>.\n\nOnly 24 hours.' }).expect(202);
    expect(res.body).toEqual({ success: true, message: 'Queued 1 e-mail (0 skipped)', queued: 1, skipped: 0 });
    const mail = (await promotional(u.email))[0]!;
    expect(mail).toMatchObject({ subject: 'Flash sale', status: 'pending', template: 'promotional' });
    expect(mail.textBody).toContain('Up to 50% off <b>today</b>.');
    expect(mail.htmlBody).toContain('Up to 50% off &lt;b&gt;today&lt;/b&gt;.</p><p');
    expect(mail.unsubscribeUrl).toBe(`http://localhost:3000/api/email/unsubscribe?token=${tokenIn(mail.textBody)}`);
    expect(tokenIn(mail.textBody).startsWith(`${u.id}.`)).toBe(true);
    const [entry] = await auditOf('email.send-promotional');
    expect(entry).toMatchObject({ actorUserId: admin.id, targetType: 'user', targetId: u.id, summary: `Sent the promotional e-mail “Flash sale” to ${u.email}` });
  });

  it("answers 'Please fill in all fields' when a field is missing or blank, and queues nothing", async () => {
    const u = await user();
    for (const emailData of [
      { subject: 'S', content: 'C' },
      { to: u.email, subject: '   ', content: 'C' },
      { to: u.email, subject: 'S' },
      { to: '', subject: 'S', content: 'C' },
    ]) {
      const res = await single(adminAgent, emailData).expect(400);
      expect(res.body).toMatchObject({ detail: 'Please fill in all fields', error: 'Please fill in all fields' });
    }
    const res = await adminAgent.post('/api/email/promotional').send({}).expect(400);
    expect(res.body.detail).toBe('Please fill in all fields');
    expect(await promotional(u.email)).toHaveLength(0);
  });

  it('refuses an address from outside the platform', async () => {
    const res = await single(adminAgent, { to: 'someone@gmail.com', subject: 'S', content: 'C' }).expect(400);
    expect(res.body).toMatchObject({ code: 'not-a-user' });
    expect(res.body.detail).toContain('someone@gmail.com');
    expect(await promotional('someone@gmail.com')).toHaveLength(0);
  });

  it('refuses a user who unsubscribed, or whose address is not confirmed', async () => {
    const gone = await user({ unsubscribed: true });
    const res = await single(adminAgent, { to: gone.email, subject: 'S', content: 'C' }).expect(409);
    expect(res.body).toMatchObject({ code: 'unsubscribed', detail: 'This user has unsubscribed from promotional e-mail.' });
    const fresh = await user({ verified: false });
    expect((await single(adminAgent, { to: fresh.email, subject: 'S', content: 'C' }).expect(409)).body.code).toBe('unconfirmed');
    expect(await promotional(gone.email)).toHaveLength(0);
    expect(await promotional(fresh.email)).toHaveLength(0);
  });

  it('rejects unknown fields', async () => {
    const u = await user();
    await single(adminAgent, { to: u.email, subject: 'S', content: 'C', bcc: 'x@y.z' }).expect(400);
    expect(await promotional(u.email)).toHaveLength(0);
  });
});

describe('POST /api/email/bulk-promotional', () => {
  it('queues one e-mail per subscriber, never to who unsubscribed, in batches of 500', async () => {
    const agent = await t.loginAs(await t.createUser({ isAdmin: true, firstLoginDone: true }));
    await t.db.raw(`
      INSERT INTO users (email, full_name, email_verified_at, profile_created_at, welcome_email_queued_at)
      SELECT 'bulk' || g || '@campus.edu', 'Bulk ' || g, now(), now(), now() FROM generate_series(1, 1100) AS g`);
    const gone = await user({ unsubscribed: true });
    const unconfirmed = await user({ verified: false });
    await t.db('emailOutbox').delete();
    const reachable = Number((await t.db('users').where({ marketingEmails: true }).whereNotNull('emailVerifiedAt').count({ n: '*' }))[0]!.n);
    const inserts: string[] = [];
    const onQuery = (q: { sql: string }) => {
      if (q.sql.startsWith('insert into "email_outbox"')) inserts.push(q.sql);
    };
    t.db.on('query', onQuery);
    const res = await bulk(agent, { emailData: { subject: 'Welcome week', content: 'Hello!' }, recipientType: 'subscribers' }).expect(202);
    t.db.off('query', onQuery);
    expect(res.body).toEqual({ success: true, message: `Queued ${reachable} e-mails (0 skipped)`, queued: reachable, skipped: 0 });
    const rows = await promotional(undefined);
    expect(rows).toHaveLength(reachable);
    expect(new Set(rows.map((r) => r.toAddress)).size).toBe(reachable);
    expect(rows.map((r) => r.toAddress)).not.toContain(gone.email);
    expect(rows.map((r) => r.toAddress)).not.toContain(unconfirmed.email);
    expect(inserts).toHaveLength(Math.ceil(reachable / 500));
    const [entry] = await auditOf('email.send-bulk');
    expect(entry.summary).toBe(`Queued the promotional e-mail “Welcome week” to ${reachable} subscribers (0 skipped)`);
  });

  it('“all” honours unsubscribing too', async () => {
    const gone = await user({ unsubscribed: true });
    const stays = await user();
    await t.db('emailOutbox').delete();
    const res = await bulk(adminAgent, { emailData: { subject: 'News', content: 'Hello all' }, recipientType: 'all' }).expect(202);
    const rows = await promotional(undefined);
    expect(res.body.queued).toBe(rows.length);
    expect(rows.map((r) => r.toAddress)).toContain(stays.email);
    expect(rows.map((r) => r.toAddress)).not.toContain(gone.email);
  });

  it('sends a custom list only to platform users who accept it, and counts the rest as skipped', async () => {
    const a = await user();
    const b = await user();
    const gone = await user({ unsubscribed: true });
    await t.db('emailOutbox').delete();
    const recipients = [a.email.toUpperCase(), ` ${b.email} `, a.email, gone.email, 'outsider@gmail.com', 'not-an-address'].map((email) => ({ email }));
    const res = await bulk(adminAgent, { emailData: { subject: 'Just you', content: 'Hi' }, recipientType: 'custom', recipients }).expect(202);
    expect(res.body).toMatchObject({ success: true, message: 'Queued 2 e-mails (2 skipped)', queued: 2, skipped: 2 });
    expect((await promotional(undefined)).map((r) => r.toAddress).sort()).toEqual([a.email, b.email].sort());
  });

  it('answers the spec’s messages and queues nothing', async () => {
    await t.db('emailOutbox').delete();
    const cases: [Record<string, unknown>, string][] = [
      [{ emailData: { subject: ' ', content: 'C' }, recipientType: 'all' }, 'Please fill in subject and content'],
      [{ emailData: { subject: 'S' }, recipientType: 'subscribers' }, 'Please fill in subject and content'],
      [{ recipientType: 'all' }, 'Please fill in subject and content'],
      [{ emailData: { subject: 'S', content: 'C' }, recipientType: 'custom' }, 'Please enter custom recipients'],
      [{ emailData: { subject: 'S', content: 'C' }, recipientType: 'custom', recipients: [{ email: 'no-at-sign' }] }, 'Please enter custom recipients'],
    ];
    for (const [body, message] of cases) {
      const res = await bulk(adminAgent, body).expect(400);
      expect(res.body).toMatchObject({ detail: message, error: message });
    }
    const res = await bulk(adminAgent, { emailData: { subject: 'S', content: 'C' }, recipientType: 'everyone' }).expect(400);
    expect(res.body.detail).toMatch(/recipientType/);
    expect(await promotional(undefined)).toHaveLength(0);
  });
});

describe('unsubscribe', () => {
  async function mailedUser() {
    const u = await user();
    await single(adminAgent, { to: u.email, subject: 'Offer', content: 'Hello' }).expect(202);
    const mail = (await promotional(u.email))[0]!;
    return { u, token: tokenIn(mail.textBody) };
  }
  const accepts = async (id: string) => (await t.db('users').where({ id }).first()).marketingEmails as boolean;

  it('asks on GET (changing nothing), then unsubscribes on the button, and later e-mail is refused', async () => {
    const { u, token } = await mailedUser();
    const page = await t.request().get(`/api/email/unsubscribe?token=${token}`).expect(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('<form method="post"');
    expect(await accepts(u.id)).toBe(true);

    const done = await t.request().post(`/api/email/unsubscribe?token=${token}`).type('form').send({ 'List-Unsubscribe': 'One-Click' }).expect(200);
    expect(done.text).toContain('You are unsubscribed');
    expect(await accepts(u.id)).toBe(false);
    await single(adminAgent, { to: u.email, subject: 'Again', content: 'Hi' }).expect(409);
    expect(await promotional(u.email)).toHaveLength(1);
  });

  it('takes a one-click POST without a body, twice', async () => {
    const { u, token } = await mailedUser();
    await t.request().post(`/api/email/unsubscribe?token=${token}`).expect(200);
    await t.request().post(`/api/email/unsubscribe?token=${token}`).expect(200);
    expect(await accepts(u.id)).toBe(false);
  });

  it('refuses a forged or altered token, changing nothing', async () => {
    const { u, token } = await mailedUser();
    const other = await user();
    const forged = `${other.id}.${token.split('.')[1]}`;
    for (const bad of [forged, `${token}x`, 'nonsense', `${u.id}`]) {
      const res = await t.request().post(`/api/email/unsubscribe?token=${encodeURIComponent(bad)}`).expect(400);
      expect(res.body).toMatchObject({ code: 'invalid-token', detail: 'This unsubscribe link is not valid. Use the link of a Thriftz e-mail as it is.' });
      await t.request().get(`/api/email/unsubscribe?token=${encodeURIComponent(bad)}`).expect(400);
    }
    expect(await accepts(u.id)).toBe(true);
    expect(await accepts(other.id)).toBe(true);
    await t.request().get('/api/email/unsubscribe').expect(400);
  });
});
