import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { insertListing } from '../listings/fixtures.js';
import { listen, sessionCookie } from '../support/listening.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// LAUNCH_AT in the future: before the launch unless the admin's Settings say otherwise.
const LAUNCH = '2030-01-01T21:00:00+05:30';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
let student: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp({ LAUNCH_AT: LAUNCH });
  admin = await t.loginAs(await t.createUser({ isAdmin: true, firstLoginDone: true }));
  student = await t.loginAs(await t.createUser({ firstLoginDone: true }));
});
afterAll(() => t.close());

const setLaunch = (launchAt: string | null) => admin.patch('/api/admin/settings').send({ launchAt }).expect(200);

describe('before the launch (LAUNCH_AT)', () => {
  it('tells anyone the effective launch time and the server clock', async () => {
    const before = Date.now();
    const res = await t.request().get('/api/settings/public').expect(200);
    expect(res.body).toMatchObject({ siteName: 'Thriftz', launchAt: new Date(LAUNCH).toISOString() });
    expect(new Date(res.body.serverTime).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('answers a visitor and a student 503 not-launched with Retry-After on a closed call', async () => {
    for (const caller of [t.request(), student]) {
      const res = await caller.get('/api/listings?type=sell').expect(503);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.body).toMatchObject({ status: 503, code: 'not-launched', detail: 'Thriftz opens on 1 January 2030 at 9:00 pm IST.' });
      const seconds = Number(res.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(Math.abs(seconds - (new Date(LAUNCH).getTime() - Date.now()) / 1000)).toBeLessThan(5);
    }
    // Refused before its input is read: a bad body still gets the 503.
    await student.post('/api/listings?type=sell').send({ nonsense: true }).expect(503);
  });

  it('lets an admin through', async () => {
    await admin.get('/api/listings?type=sell').expect(200);
    await admin.get('/api/stores').expect(200);
  });

  it('keeps the open calls working for a visitor', async () => {
    await t.request().get('/api/auth/session').expect(200);
    await t.request().get('/api/health').expect((r) => expect([200, 503]).toContain(r.status));
    await t.request().get('/api/early-access/counter').expect(200);
    await t.request().get('/api/notifications/active?page=other').expect(200);
    await t.request().post('/api/auth/login').send({ email: 'nobody@campus.edu', password: 'secret123' }).expect(404);
    // Admin-only calls keep their own answers for others (401, 403), not the 503.
    await t.request().get('/api/admin/users').expect(401);
    await student.get('/api/admin/users').expect(403);
    await t.request().get('/api/no-such-route').expect(404);
  });
});

describe("the admin's Settings value wins over LAUNCH_AT", () => {
  it('opens the site at once on this instance when the admin sets a past time', async () => {
    await setLaunch('2020-01-01T00:00:00.000Z');
    await student.get('/api/listings?type=sell').expect(200);
    await t.request().get('/api/listings?type=sell').expect(200);
    expect((await t.request().get('/api/settings/public').expect(200)).body.launchAt).toBe('2020-01-01T00:00:00.000Z');
  });

  it('closes it again for a future time, and falls back to LAUNCH_AT when cleared', async () => {
    await setLaunch('2031-06-01T10:00:00.000Z');
    const res = await t.request().get('/api/roommates').expect(503);
    expect(res.body.detail).toBe('Thriftz opens on 1 June 2031 at 3:30 pm IST.');
    await setLaunch(null);
    expect((await t.request().get('/api/settings/public').expect(200)).body.launchAt).toBe(new Date(LAUNCH).toISOString());
    await t.request().get('/api/roommates').expect(503);
  });
});

describe('the chat socket before the launch', () => {
  it("refuses a student's message with the launch time, as the HTTP send is refused", async () => {
    const served = await listen(t);
    served.sockets.onConnection(t.chat.onConnection);
    await t.chat.ready;
    try {
      // A conversation from after a launch, then the launch moved ahead again.
      await setLaunch('2020-01-01T00:00:00.000Z');
      const seller = await t.createUser();
      const buyer = await t.createUser();
      const listing = await insertListing(t.db, seller.id, { title: 'Desk lamp' });
      const created = await (await t.loginAs(buyer))
        .post('/api/create-conversation')
        .send({ participants: [buyer.id, seller.id], productId: listing.id, type: 'product' })
        .expect(201);
      const conversationId = created.body.conversationId as string;
      await setLaunch(null);
      const ws = new WebSocket(`ws://127.0.0.1:${served.port}/api/ws`, { headers: { Cookie: await sessionCookie(t, buyer) }, origin: 'http://localhost:3000' });
      await new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      });
      const reply = new Promise<{ event: string; data: { error: string } }>((resolve) => ws.once('message', (raw) => resolve(JSON.parse(String(raw)))));
      ws.send(JSON.stringify({ event: 'send-message', data: { conversationId, message: 'hello', clientMessageId: randomUUID() } }));
      const frame = await reply;
      expect(frame).toMatchObject({ event: 'message-error', data: { error: 'Thriftz opens on 1 January 2030 at 9:00 pm IST.' } });
      expect(await t.db('messages').where({ conversationId })).toHaveLength(0);
      ws.close();
    } finally {
      await served.close();
    }
  });
});

describe('without LAUNCH_AT or a Settings value', () => {
  let open: TestApp;
  beforeAll(async () => {
    open = await createTestApp();
  });
  afterAll(() => open.close());

  it('is launched: launchAt null and every call as usual', async () => {
    const res = await open.request().get('/api/settings/public').expect(200);
    expect(res.body.launchAt).toBeNull();
    await open.request().get('/api/listings?type=sell').expect(200);
  });
});
