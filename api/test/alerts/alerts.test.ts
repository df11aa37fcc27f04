// The student's notifications over HTTP: the paged list and its cursor, the bell's count, marking
// one or all read, and who may see what.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, studentWithToken } from '../tokens/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { alertsOf, insertAlerts, sendAlert } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function student() {
  const user = await t.createUser();
  return { user, agent: await t.loginAs(user) };
}

type Page = { items: { _id: string; readAt: string | null }[]; nextCursor: string | null; unreadCount: number };

describe('who may call', () => {
  it('refuses a visitor on every call with 401', async () => {
    const id = randomUUID();
    const calls = [
      t.request().get('/api/alerts'),
      t.request().get('/api/alerts/unread-count'),
      t.request().post(`/api/alerts/${id}/read`),
      t.request().post('/api/alerts/read-all'),
    ];
    for (const call of calls) expect((await call.expect(401)).body).toMatchObject({ status: 401, detail: 'Please log in to continue.' });
  });

  it("answers another student's notification as unknown (404), and leaves it unread", async () => {
    const owner = await student();
    const other = await student();
    await sendAlert(t.db, owner.user.id);
    const [mine] = await alertsOf(t.db, owner.user.id);
    const res = await other.agent.post(`/api/alerts/${mine!.id}/read`).expect(404);
    expect(res.body).toMatchObject({ status: 404, detail: 'Notification not found.', code: 'alert-not-found' });
    expect((await other.agent.post(`/api/alerts/${randomUUID()}/read`).expect(404)).body.detail).toBe('Notification not found.');
    expect((await alertsOf(t.db, owner.user.id))[0]!.readAt).toBeNull();
    // Nor does the other student's list, count or read-all reach it.
    expect((await other.agent.get('/api/alerts').expect(200)).body).toEqual({ items: [], nextCursor: null, unreadCount: 0 });
    expect((await other.agent.post('/api/alerts/read-all').expect(200)).body).toEqual({ updated: 0 });
    expect((await owner.agent.get('/api/alerts/unread-count').expect(200)).body).toEqual({ count: 1 });
  });

  it('refuses an id that is not a uuid with 400', async () => {
    const { agent } = await student();
    await agent.post('/api/alerts/not-a-uuid/read').expect(400);
  });

  it("lets a student's access token read (read scope) and mark (write scope)", async () => {
    const reader = await studentWithToken(t, ['read']);
    await sendAlert(t.db, reader.student.id);
    const page = (await t.request().get('/api/alerts').set(bearer(reader.secret)).expect(200)).body as Page;
    expect(page.unreadCount).toBe(1);
    expect((await t.request().post('/api/alerts/read-all').set(bearer(reader.secret)).expect(403)).body.code).toBe('insufficient-scope');
    const writer = await studentWithToken(t, ['read', 'write'], reader.student);
    expect((await t.request().post('/api/alerts/read-all').set(bearer(writer.secret)).expect(200)).body).toEqual({ updated: 1 });
  });
});

describe('GET /api/alerts', () => {
  it('answers the newest first, in the contract’s shape, with the unread count', async () => {
    const { user, agent } = await student();
    await sendAlert(t.db, user.id, { kind: 'refund', title: 'Refund of ₹1,499 issued', body: 'We have refunded ₹1,499.', link: '/subscription-management' });
    await sendAlert(t.db, user.id, { kind: 'moderation', title: 'Your report was reviewed', body: 'Thank you.', link: null });
    const page = (await agent.get('/api/alerts').expect(200)).body;
    expect(page.nextCursor).toBeNull();
    expect(page.unreadCount).toBe(2);
    expect(page.items).toMatchObject([
      { kind: 'moderation', title: 'Your report was reviewed', body: 'Thank you.', link: null, readAt: null },
      { kind: 'refund', title: 'Refund of ₹1,499 issued', body: 'We have refunded ₹1,499.', link: '/subscription-management', readAt: null },
    ]);
    expect(Date.parse(page.items[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(page.items[1].createdAt));
  });

  it('pages by cursor through every alert once, ties in time ordered by id, whatever arrives meanwhile', async () => {
    const { user, agent } = await student();
    // 25 a second apart, then 20 more at one older instant.
    const spread = await insertAlerts(t.db, user.id, 25);
    const tied = await insertAlerts(t.db, user.id, 20, { sameTime: true });
    const expected = [...spread, ...tied];

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=7&before=${cursor}` : '?limit=7';
      const page: Page = (await agent.get(`/api/alerts${query}`).expect(200)).body;
      expect(page.items.length).toBeLessThanOrEqual(7);
      expect(page.unreadCount).toBe(45 + pages);
      seen.push(...page.items.map((a) => a._id));
      cursor = page.nextCursor;
      pages += 1;
      // A new alert after the first page neither shifts nor repeats the pages that follow.
      await sendAlert(t.db, user.id);
    } while (cursor);
    expect(pages).toBe(7);
    expect(seen).toEqual(expected);
  });

  it('holds 20 by default and at most 50', async () => {
    const { user, agent } = await student();
    await insertAlerts(t.db, user.id, 55);
    const first = (await agent.get('/api/alerts').expect(200)).body as Page;
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    expect(((await agent.get('/api/alerts?limit=50').expect(200)).body as Page).items).toHaveLength(50);
    for (const limit of ['0', '51', 'many', '-1']) await agent.get(`/api/alerts?limit=${limit}`).expect(400);
  });

  it('refuses a cursor that is not one of its own with 400 and a clear message', async () => {
    const { agent } = await student();
    const forged = (text: string) => Buffer.from(text).toString('base64url');
    for (const before of ['nonsense', forged('123.not-a-uuid'), forged(`99999999999999999.${randomUUID()}`), forged(randomUUID()), forged('')]) {
      const res = await agent.get(`/api/alerts?before=${before || 'x'}`);
      expect(res.status, before).toBe(400);
      expect(res.body.detail, before).toMatch(/cursor|before/i);
    }
    const res = await agent.get(`/api/alerts?before=${forged('12.bad')}`).expect(400);
    expect(res.body).toMatchObject({
      code: 'invalid-cursor',
      detail: 'This page cursor is not valid: pass the nextCursor of the previous page as before.',
      errors: [{ path: '/query/before' }],
    });
    // Characters a cursor never has are refused by the contract itself.
    await agent.get('/api/alerts?before=a%2Fb').expect(400);
    await agent.get(`/api/alerts?before=${'a'.repeat(201)}`).expect(400);
    await agent.get('/api/alerts?page=2').expect(400);
  });
});

describe('marking read', () => {
  it('marks one read (204), idempotently: the first read time stays, the count drops once', async () => {
    const { user, agent } = await student();
    const [newest, older] = await insertAlerts(t.db, user.id, 2);
    expect((await agent.get('/api/alerts/unread-count').expect(200)).body).toEqual({ count: 2 });
    const res = await agent.post(`/api/alerts/${older}/read`).expect(204);
    expect(res.text).toBe('');
    const first = (await t.db('alerts').where({ id: older }).first()).readAt as Date;
    expect(first).toBeInstanceOf(Date);
    await new Promise((r) => setTimeout(r, 20));
    await agent.post(`/api/alerts/${older!.toUpperCase()}/read`).expect(204);
    expect(((await t.db('alerts').where({ id: older }).first()).readAt as Date).getTime()).toBe(first.getTime());
    expect((await agent.get('/api/alerts/unread-count').expect(200)).body).toEqual({ count: 1 });
    const page = (await agent.get('/api/alerts').expect(200)).body as Page;
    expect(page.unreadCount).toBe(1);
    expect(page.items.map((a) => [a._id, a.readAt === null])).toEqual([
      [newest, true],
      [older, false],
    ]);
  });

  it('marks all read, answering how many it marked; a second time marks none', async () => {
    const { user, agent } = await student();
    await insertAlerts(t.db, user.id, 3);
    await insertAlerts(t.db, user.id, 2, { unread: false });
    expect((await agent.post('/api/alerts/read-all').expect(200)).body).toEqual({ updated: 3 });
    expect((await agent.post('/api/alerts/read-all').expect(200)).body).toEqual({ updated: 0 });
    expect((await agent.get('/api/alerts/unread-count').expect(200)).body).toEqual({ count: 0 });
    expect(((await agent.get('/api/alerts').expect(200)).body as Page).items.every((a) => a.readAt !== null)).toBe(true);
  });
});
