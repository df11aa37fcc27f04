import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let adminAgent: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  adminAgent = await t.loginAs(await t.createUser({ isAdmin: true, fullName: 'Head Admin', firstLoginDone: true }));
});
afterAll(() => t.close());

const auditOf = (action: string) => t.db('auditLog').where({ action }).orderBy('createdAt', 'desc');
const user = () => t.createUser({ firstLoginDone: true });

describe('the outbox view', () => {
  async function rows() {
    await t.db('emailOutbox').delete();
    const base = { subject: 'S', textBody: 'T', template: 'promotional' };
    const [failed, held, sent, pending] = await t
      .db('emailOutbox')
      .insert([
        { ...base, toAddress: 'failed@campus.edu', status: 'failed', attempts: 8, lastError: 'Error: 550 Mailbox unavailable', createdAt: new Date(Date.now() - 4000) },
        { ...base, toAddress: 'held@campus.edu', status: 'held', createdAt: new Date(Date.now() - 3000) },
        { ...base, toAddress: 'sent@campus.edu', status: 'sent', attempts: 1, sentAt: new Date(), createdAt: new Date(Date.now() - 2000) },
        { ...base, toAddress: 'pending@campus.edu', status: 'pending', createdAt: new Date(Date.now() - 1000) },
      ])
      .returning('id');
    return { failed: failed.id as string, held: held.id as string, sent: sent.id as string, pending: pending.id as string };
  }

  it('lists newest first, by status, a page at a time', async () => {
    await rows();
    const all = await adminAgent.get('/api/admin/email/outbox').expect(200);
    expect(all.body).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(all.body.items.map((i: { to: string }) => i.to)).toEqual(['pending@campus.edu', 'sent@campus.edu', 'held@campus.edu', 'failed@campus.edu']);
    const failed = await adminAgent.get('/api/admin/email/outbox?status=failed').expect(200);
    expect(failed.body.items).toEqual([
      expect.objectContaining({ to: 'failed@campus.edu', status: 'failed', attempts: 8, lastError: 'Error: 550 Mailbox unavailable', template: 'promotional', sentAt: null }),
    ]);
    const page2 = await adminAgent.get('/api/admin/email/outbox?page=2&pageSize=3').expect(200);
    expect(page2.body).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.body.items).toHaveLength(1);
    await adminAgent.get('/api/admin/email/outbox?status=lost').expect(400);
    await adminAgent.get('/api/admin/email/outbox?pageSize=101').expect(400);
  });

  it('retries a failed or a held e-mail now, audited', async () => {
    const ids = await rows();
    for (const id of [ids.failed, ids.held]) {
      const res = await adminAgent.post(`/api/admin/email/outbox/${id}/retry`).expect(200);
      expect(res.body).toMatchObject({ id, status: 'pending', attempts: 0 });
      const row = await t.db('emailOutbox').where({ id }).first();
      expect(row.status).toBe('pending');
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    const entries = await auditOf('email.retry');
    expect(entries.map((e) => e.targetId)).toEqual(expect.arrayContaining([ids.failed, ids.held]));
    expect(entries.find((e) => e.targetId === ids.failed)!.summary).toBe('Retried the e-mail “S” to failed@campus.edu');
  });

  it('refuses to retry one pending or sent (409), an unknown one (404), and a student (403), changing nothing', async () => {
    const ids = await rows();
    for (const id of [ids.sent, ids.pending]) {
      const res = await adminAgent.post(`/api/admin/email/outbox/${id}/retry`).expect(409);
      expect(res.body.code).toBe('not-retryable');
    }
    await adminAgent.post('/api/admin/email/outbox/00000000-0000-4000-8000-000000000000/retry').expect(404);
    await adminAgent.post('/api/admin/email/outbox/not-a-uuid/retry').expect(400);
    const student = await t.loginAs(await user());
    await student.post(`/api/admin/email/outbox/${ids.failed}/retry`).expect(403);
    expect((await t.db('emailOutbox').where({ id: ids.failed }).first()).status).toBe('failed');
    expect((await t.db('emailOutbox').where({ id: ids.sent }).first()).status).toBe('sent');
  });
});
