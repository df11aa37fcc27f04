import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  const user = await t.createUser({ isAdmin: true, fullName: 'Notice Admin' });
  adminId = user.id;
  admin = await t.loginAs(user);
});
afterAll(() => t.close());
// Each test reads the whole (small) table: start from none.
beforeEach(async () => {
  await t.db('siteNotifications').delete();
});

const DENIED = 'Access denied. Admin privileges required.';
const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * HOUR);

/** A notification straight in the table; `minute` orders creation (higher is newer). */
async function notice(spec: Record<string, unknown> & { minute?: number } = {}) {
  const { minute = 0, ...fields } = spec;
  const [row] = await t
    .db('siteNotifications')
    .insert({ message: `Notice ${randomUUID().slice(0, 6)}`, createdAt: new Date(Date.UTC(2026, 5, 1, 12, minute)), ...fields })
    .returning('id');
  return row.id as string;
}

const auditOf = (targetId: string) =>
  t.db('auditLog').where({ targetId }).orderBy('createdAt').select('actorKind', 'actorUserId', 'action', 'targetType', 'summary');

describe('access', () => {
  const calls = (agent: ReturnType<TestApp['request']>, id: string) => [
    agent.get('/api/notifications'),
    agent.get(`/api/notifications/${id}`),
    agent.post('/api/notifications').send({ message: 'Hi' }),
    agent.patch(`/api/notifications/${id}`).send({ isActive: false }),
    agent.delete(`/api/notifications/${id}`),
  ];

  it('needs a session on every admin call', async () => {
    const id = await notice({ message: 'Kept' });
    for (const call of calls(t.request(), id)) {
      expect((await call.expect(401)).body.detail).toBe('Please log in to continue.');
    }
    expect(await t.db('siteNotifications').count({ n: '*' }).first()).toEqual({ n: 1 });
  });

  it('refuses a student on every admin call, and changes nothing', async () => {
    const id = await notice({ message: 'Kept' });
    const student = await t.loginAs(await t.createUser());
    for (const call of calls(student as unknown as ReturnType<TestApp['request']>, id)) {
      expect((await call.expect(403)).body).toMatchObject({ status: 403, detail: DENIED, code: 'not-admin' });
    }
    expect(await t.db('siteNotifications').select('message', 'isActive')).toEqual([{ message: 'Kept', isActive: true }]);
    expect(await auditOf(id)).toEqual([]);
  });

  it('answers the banner read to visitors', async () => {
    await notice({ message: 'For everyone', showOnAllPages: true });
    const res = await t.request().get('/api/notifications/active').query({ page: 'other' }).expect(200);
    expect(res.body.map((n: { message: string }) => n.message)).toEqual(['For everyone']);
  });
});

describe('POST /api/notifications', () => {
  it('creates a notification with only a message, taking the spec defaults, and audits it', async () => {
    const res = await admin.post('/api/notifications').send({ message: '  Exams week: library open 24h  ' }).expect(201);
    expect(res.body).toMatchObject({
      title: '',
      message: 'Exams week: library open 24h',
      type: 'info',
      priority: 'medium',
      isActive: true,
      isSticky: false,
      showOnHomePage: true,
      showOnAllPages: false,
      ctaText: null,
      ctaLink: null,
      imageUrl: null,
      backgroundColor: '#3B82F6',
      textColor: '#FFFFFF',
      startDate: null,
      endDate: null,
    });
    expect(await auditOf(res.body.id)).toEqual([
      {
        actorKind: 'admin',
        actorUserId: adminId,
        action: 'notification.create',
        targetType: 'site-notification',
        summary: 'Created the notification "Exams week: library open 24h"',
      },
    ]);
  });

  it('keeps every field of the form', async () => {
    const body = {
      title: 'Sale',
      message: 'Half price',
      type: 'success',
      priority: 'high',
      isActive: false,
      isSticky: true,
      showOnHomePage: false,
      showOnAllPages: true,
      ctaText: 'Shop now',
      ctaLink: '/products',
      imageUrl: 'https://cdn.example.com/sale.png',
      backgroundColor: '#10b981',
      textColor: '#111827',
      startDate: '2026-06-01T00:00:00.000Z',
      endDate: '2026-07-01T00:00:00.000Z',
    };
    const res = await admin.post('/api/notifications').send(body).expect(201);
    expect(res.body).toMatchObject({ ...body, backgroundColor: '#10B981', textColor: '#111827' });
    expect(await admin.get(`/api/notifications/${res.body.id}`).expect(200)).toMatchObject({ body: res.body });
  });

  it.each([
    [{ message: '   ' }, 'Message is required', '/body/message'],
    [{ startDate: '2026-06-02T00:00:00Z', endDate: '2026-06-01T00:00:00Z' }, 'End date must be after the start date', '/body/endDate'],
    [{ startDate: '2026-06-01T00:00:00Z', endDate: '2026-06-01T00:00:00Z' }, 'End date must be after the start date', '/body/endDate'],
    [{ ctaLink: 'javascript:alert(1)' }, 'The link must start with https:// or be a path on this site', '/body/ctaLink'],
    [{ ctaLink: '//evil.example.com' }, 'The link must start with https:// or be a path on this site', '/body/ctaLink'],
    [{ ctaLink: 'http://example.com' }, 'The link must start with https:// or be a path on this site', '/body/ctaLink'],
    [{ imageUrl: 'data:image/png;base64,AAAA' }, 'The image address must start with https:// or be a path on this site', '/body/imageUrl'],
  ])('refuses %j with its message and stores nothing', async (fields, message, path) => {
    const res = await admin
      .post('/api/notifications')
      .send({ message: 'M', ...fields })
      .expect(400);
    expect(res.body.detail).toBe(message);
    expect(res.body.errors).toEqual([{ path, message }]);
    expect(await t.db('siteNotifications').count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('needs a message, and refuses unknown fields, types, priorities and colours', async () => {
    await admin.post('/api/notifications').send({ title: 'No message' }).expect(400);
    await admin.post('/api/notifications').send({ message: 'M', type: 'offer' }).expect(400);
    await admin.post('/api/notifications').send({ message: 'M', priority: 'urgent' }).expect(400);
    await admin.post('/api/notifications').send({ message: 'M', backgroundColor: 'blue' }).expect(400);
    await admin.post('/api/notifications').send({ message: 'M', textColor: '#fff' }).expect(400);
    await admin.post('/api/notifications').send({ message: 'M', createdAt: '2026-01-01T00:00:00Z' }).expect(400);
    expect(await t.db('siteNotifications').count({ n: '*' }).first()).toEqual({ n: 0 });
  });
});

describe('GET /api/notifications', () => {
  it('lists by priority (high, medium, low) then newest, paginated', async () => {
    const lowNew = await notice({ priority: 'low', minute: 9 });
    const mediumOld = await notice({ priority: 'medium', minute: 1 });
    const highOld = await notice({ priority: 'high', minute: 2, isActive: false });
    const mediumNew = await notice({ priority: 'medium', minute: 5 });
    const highNew = await notice({ priority: 'high', minute: 3 });
    const res = await admin.get('/api/notifications').expect(200);
    expect(res.body).toMatchObject({ total: 5, page: 1, pageSize: 25 });
    expect(res.body.items.map((n: { id: string }) => n.id)).toEqual([highNew, highOld, mediumNew, mediumOld, lowNew]);
    const second = await admin.get('/api/notifications').query({ page: 2, pageSize: 2 }).expect(200);
    expect(second.body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.body.items.map((n: { id: string }) => n.id)).toEqual([mediumNew, mediumOld]);
  });

  it('refuses a page size over 100', async () => {
    await admin.get('/api/notifications').query({ pageSize: 101 }).expect(400);
  });
});

describe('GET /api/notifications/{id}', () => {
  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await admin.get(`/api/notifications/${randomUUID()}`).expect(404)).body.detail).toBe('Notification not found.');
    await admin.get('/api/notifications/nope').expect(400);
  });
});

describe('PATCH /api/notifications/{id}', () => {
  it('edits the fields given and keeps the rest, audited as an edit', async () => {
    const id = await notice({ title: 'Old', message: 'Old message', ctaText: 'Go', ctaLink: '/x' });
    const res = await admin.patch(`/api/notifications/${id}`).send({ title: 'New', ctaLink: '', priority: 'high' }).expect(200);
    expect(res.body).toMatchObject({ title: 'New', message: 'Old message', ctaText: 'Go', ctaLink: null, priority: 'high' });
    expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThan(new Date(res.body.createdAt).getTime());
    expect(await auditOf(id)).toMatchObject([{ action: 'notification.update', summary: 'Edited the notification "New"' }]);
  });

  it('deactivates and activates, each audited in its own words', async () => {
    const id = await notice({ message: 'Switch me' });
    expect((await admin.patch(`/api/notifications/${id}`).send({ isActive: false }).expect(200)).body.isActive).toBe(false);
    expect((await admin.patch(`/api/notifications/${id}`).send({ isActive: true }).expect(200)).body.isActive).toBe(true);
    expect((await auditOf(id)).map((a) => [a.action, a.summary])).toEqual([
      ['notification.deactivate', 'Deactivated the notification "Switch me"'],
      ['notification.activate', 'Activated the notification "Switch me"'],
    ]);
  });

  it('checks the date window against the kept dates, and changes nothing when refused', async () => {
    const id = await notice({ message: 'Windowed', startDate: new Date('2026-06-10T00:00:00Z') });
    const res = await admin.patch(`/api/notifications/${id}`).send({ endDate: '2026-06-05T00:00:00Z', title: 'Changed' }).expect(400);
    expect(res.body.detail).toBe('End date must be after the start date');
    await admin.patch(`/api/notifications/${id}`).send({ message: '' }).expect(400);
    expect(await t.db('siteNotifications').where({ id }).first('title', 'message', 'endDate')).toEqual({ title: '', message: 'Windowed', endDate: null });
    expect(await auditOf(id)).toEqual([]);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await admin.patch(`/api/notifications/${randomUUID()}`).send({ isActive: false }).expect(404)).body.detail).toBe('Notification not found.');
  });
});

describe('DELETE /api/notifications/{id}', () => {
  it('deletes and audits, then answers 404', async () => {
    const id = await notice({ title: 'Gone soon' });
    await admin.delete(`/api/notifications/${id}`).expect(204);
    expect(await t.db('siteNotifications').where({ id }).first()).toBeUndefined();
    expect(await auditOf(id)).toMatchObject([{ action: 'notification.delete', summary: 'Deleted the notification "Gone soon"' }]);
    expect((await admin.delete(`/api/notifications/${id}`).expect(404)).body.detail).toBe('Notification not found.');
  });
});

describe('GET /api/notifications/active', () => {
  it('shows active ones in their date window, by page kind and priority, at most 10', async () => {
    const homeOnly = await notice({ message: 'home only', minute: 1 });
    const everywhere = await notice({ message: 'everywhere', showOnHomePage: false, showOnAllPages: true, priority: 'low', minute: 2 });
    const urgent = await notice({ message: 'urgent', priority: 'high', showOnAllPages: true, startDate: at(-1), endDate: at(1), minute: 3 });
    await notice({ message: 'inactive', isActive: false, showOnAllPages: true });
    await notice({ message: 'future', startDate: at(2), showOnAllPages: true });
    await notice({ message: 'past', startDate: at(-3), endDate: at(-1), showOnAllPages: true });
    await notice({ message: 'nowhere', showOnHomePage: false });

    const home = await t.request().get('/api/notifications/active').query({ page: 'home' }).expect(200);
    expect(home.body.map((n: { id: string }) => n.id)).toEqual([urgent, homeOnly, everywhere]);
    const other = await t.request().get('/api/notifications/active').query({ page: 'other' }).expect(200);
    expect(other.body.map((n: { id: string }) => n.id)).toEqual([urgent, everywhere]);

    for (let i = 0; i < 12; i += 1) await notice({ showOnAllPages: true });
    expect((await t.request().get('/api/notifications/active').query({ page: 'other' }).expect(200)).body).toHaveLength(10);
  });

  it('needs a known page kind', async () => {
    await t.request().get('/api/notifications/active').expect(400);
    await t.request().get('/api/notifications/active').query({ page: 'admin' }).expect(400);
  });
});
