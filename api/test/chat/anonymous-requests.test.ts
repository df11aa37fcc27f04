// Issue 27: an anonymous request is answered by In-App Chat, and the student answering it never
// learns who posted it: in no HTTP answer, socket event or e-mail they get.
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { runExclusive } from '../../src/jobs/cron-runner.js';
import { allJobs } from '../../src/jobs/jobs.js';
import { aliasId } from '../../src/modules/chat/chat.anonymity.js';
import { messageEventsAfter } from '../../src/modules/chat/chat.service.js';
import { insertListing } from '../listings/fixtures.js';
import { insertRequest } from '../requests/fixtures.js';
import { serveInstance } from '../support/instances.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';

let t: TestApp;
let served: Awaited<ReturnType<typeof serveInstance>>;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  served = await serveInstance(t);
});

afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await served.close();
  await t.close();
});

type Frame = { event: string; data: Record<string, unknown> };

/** A student socket recording every frame it gets. */
async function connect(user: TestUser) {
  const login = await t.request().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
  const cookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  const ws = new WebSocket(served.wsUrl, { headers: { Cookie: cookie }, origin: 'http://localhost:3000' });
  sockets.push(ws);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const frames: Frame[] = [];
  let waiters: { test: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  ws.on('message', (raw) => {
    const frame = JSON.parse(String(raw)) as Frame;
    frames.push(frame);
    waiters = waiters.filter((w) => (w.test(frame) ? (w.resolve(frame), false) : true));
  });
  return {
    frames,
    send: (event: string, data: unknown) => ws.send(JSON.stringify({ event, data })),
    next(event: string, match: (data: Record<string, unknown>) => boolean = () => true): Promise<Frame> {
      const test = (f: Frame) => f.event === event && match(f.data);
      const seen = frames.find(test);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s; got ${JSON.stringify(frames)}`)), 5000);
        waiters.push({ test, resolve: (f) => (clearTimeout(timer), resolve(f)) });
      });
    },
  };
}

/** An anonymous request by a requester with a name, picture, phone and e-mail worth hiding. */
async function anonymousRequest() {
  const requester = await t.createUser({ fullName: 'Rhea Kapoor' });
  await t.db('users').where({ id: requester.id }).update({ phone: '9812345678', profileImage: '/api/images/rhea-face/thumb.webp' });
  const responder = await t.createUser({ fullName: 'Arjun Mehta' });
  const request = await insertRequest(t.db, requester.id, { title: 'Need a drafter', isAnonymous: true, anonymousName: 'Hostel 4 student' });
  const secrets = [requester.id, 'Rhea Kapoor', 'Rhea', 'Kapoor', requester.email, '9812345678', 'rhea-face'];
  return { requester, responder, request, secrets };
}

/** Fails if any of `secrets` is anywhere in what was received. */
function expectNoLeak(received: unknown, secrets: string[]) {
  const text = JSON.stringify(received);
  for (const secret of secrets) expect(text, `leaks ${secret}`).not.toContain(secret);
}

describe('chat about an anonymous request', () => {
  it('is started without naming the requester; naming anyone is refused alike, and nobody chats with themselves', async () => {
    const { requester, responder, request } = await anonymousRequest();
    const agent = await t.loginAs(responder);
    const body = { requestId: request.id, type: 'request' };

    // A right guess and a wrong one get the same answer: the requester cannot be confirmed.
    const right = await agent.post('/api/create-conversation').send({ participants: [responder.id, requester.id], ...body }).expect(403);
    const wrong = await agent.post('/api/create-conversation').send({ participants: [responder.id, randomUUID()], ...body }).expect(403);
    expect(right.body.code).toBe('anonymous-request');
    expect([wrong.body.code, wrong.body.detail]).toEqual([right.body.code, right.body.detail]);
    expect(await t.db('conversations').where({ itemId: request.id })).toHaveLength(0);

    const started = await agent.post('/api/create-conversation').send({ participants: [responder.id], ...body }).expect(201);
    const again = await agent.post('/api/create-conversation').send({ participants: [responder.id], ...body }).expect(200);
    expect(again.body).toEqual({ conversationId: started.body.conversationId, created: false });

    // The requester's own request: not with themselves.
    const own = await t.loginAs(requester);
    const self = await own.post('/api/create-conversation').send({ participants: [requester.id], ...body }).expect(400);
    expect(self.body).toMatchObject({ code: 'same-participant', detail: 'You cannot start a conversation with yourself.' });
    await own.post('/api/create-conversation').send({ participants: [requester.id, requester.id], ...body }).expect(400);

    // Only a request can be answered this way; a listing still names its seller, and an anonymous listing has no chat.
    const listing = await insertListing(t.db, requester.id, { isAnonymous: true, anonymousName: 'Quiet seller' });
    const lonely = await agent.post('/api/create-conversation').send({ participants: [responder.id], productId: listing.id, type: 'product' }).expect(400);
    expect(lonely.body.code).toBe('same-participant');
    const hidden = await agent
      .post('/api/create-conversation')
      .send({ participants: [responder.id, requester.id], productId: listing.id, type: 'product' })
      .expect(403);
    expect(hidden.body.code).toBe('anonymous-item');
  });

  it('shows the responder only the alias in every answer and event; the requester sees the responder', async () => {
    const { requester, responder, request, secrets } = await anonymousRequest();
    const agent = await t.loginAs(responder);
    const requesterAgent = await t.loginAs(requester);
    const seen: unknown[] = [];
    const got = <T extends { body: unknown }>(res: T) => (seen.push(res.body), res);

    got(await agent.get(`/api/requests/${request.id}`).expect(200));
    const started = got(
      await agent.post('/api/create-conversation').send({ participants: [responder.id], requestId: request.id, type: 'request' }).expect(201),
    );
    const conversationId = started.body.conversationId as string;
    const alias = aliasId(conversationId);

    const header = got(await agent.get(`/api/conversations/${conversationId}`).expect(200));
    expect(header.body.otherUser).toEqual({ uid: alias, fullName: 'Hostel 4 student', profileImage: null, isAnonymous: true });
    expect(header.body.participants).toEqual(expect.arrayContaining([responder.id, alias]));
    expect(header.body).toMatchObject({ type: 'request', requestId: request.id, productTitle: 'Need a drafter' });

    const responderSocket = await connect(responder);
    const requesterSocket = await connect(requester);
    responderSocket.send('join-conversation', { conversationId });
    requesterSocket.send('join-conversation', { conversationId });

    // The responder writes over the socket, naming the requester by the alias they were given.
    responderSocket.send('send-message', { conversationId, receiverId: alias, message: 'I have a drafter', clientMessageId: randomUUID() });
    const arrived = await requesterSocket.next('receive-message');
    expect(arrived.data).toMatchObject({ senderId: responder.id, receiverId: requester.id, message: 'I have a drafter' });
    const ack = await responderSocket.next('receive-message');
    expect(ack.data).toMatchObject({ senderId: responder.id, receiverId: alias });
    // Naming the real requester is no better than any stranger: refused.
    responderSocket.send('send-message', { conversationId, receiverId: requester.id, message: 'Hi Rhea?' });
    expect((await responderSocket.next('message-error')).data.error).toBe('Could not identify message recipient');

    // The requester sees the responder as usual, and that it is about their request.
    const mine = await requesterAgent.get(`/api/conversations/${conversationId}`).expect(200);
    expect(mine.body.otherUser).toEqual({ uid: responder.id, fullName: 'Arjun Mehta', profileImage: null, isAnonymous: false });
    expect(mine.body).toMatchObject({ requestId: request.id, productTitle: 'Need a drafter', participants: expect.arrayContaining([requester.id]) });

    // The requester answers over HTTP, types and reads: the responder gets the alias each time.
    await requesterAgent.post(`/api/conversations/${conversationId}/messages`).send({ message: 'Great, when can we meet?' }).expect(201);
    const reply = await responderSocket.next('receive-message', (d) => d.message === 'Great, when can we meet?');
    expect(reply.data).toMatchObject({ senderId: alias, receiverId: responder.id });
    // The responder typing reaches the requester once it has joined; then the requester's own typing comes back masked.
    responderSocket.send('typing', { conversationId, isTyping: true });
    expect((await requesterSocket.next('user-typing')).data.userId).toBe(responder.id);
    requesterSocket.send('typing', { conversationId, isTyping: true });
    expect((await responderSocket.next('user-typing')).data).toEqual({ conversationId, userId: alias, isTyping: true });
    await requesterAgent.post(`/api/conversations/${conversationId}/mark-read`).send({ userId: requester.id }).expect(200);
    expect((await responderSocket.next('messages-read')).data).toMatchObject({ conversationId, readerId: alias });

    const sent = got(await agent.post(`/api/conversations/${conversationId}/messages`).send({ message: 'Tomorrow at the library' }).expect(201));
    expect(sent.body).toMatchObject({ senderId: responder.id, receiverId: alias });
    await responderSocket.next('receive-message', (d) => d.message === 'Tomorrow at the library');
    await agent.post(`/api/conversations/${conversationId}/mark-read`).send({ userId: responder.id }).expect(200);
    await requesterSocket.next('messages-read', (d) => d.readerId === responder.id);

    const messages = got(await agent.get(`/api/conversations/${conversationId}/messages`).expect(200));
    expect(messages.body.map((m: { senderId: string }) => m.senderId)).toEqual([responder.id, alias, responder.id]);
    const inbox = got(await agent.get(`/api/users/${responder.id}/conversations`).expect(200));
    expect(inbox.body).toHaveLength(1);
    expect(inbox.body[0]).toMatchObject({ otherUser: { uid: alias, fullName: 'Hostel 4 student', isAnonymous: true }, lastMessageSender: responder.id });
    got(await agent.get(`/api/users/${responder.id}/unread-count`).expect(200));
    got(await agent.get(`/api/conversations/${conversationId}`).expect(200));

    // Everything the responder received, over HTTP and the socket, names nobody.
    expectNoLeak(seen, secrets);
    expectNoLeak(responderSocket.frames, secrets);
    // The requester's side is not masked.
    expect(JSON.stringify(requesterSocket.frames)).toContain(requester.id);

    // A socket that catches up after a reconnection gets the same masked payloads.
    const caughtUp = (await messageEventsAfter(t.db, 0, 1000)).filter((e) => e.conversationId === conversationId);
    expect(caughtUp).toHaveLength(3);
    for (const event of caughtUp) expect(event.mask).toEqual({ viewer: responder.id, id: requester.id, alias });
  });

  it("mails the responder about unread messages under the alias, never the requester's name", async () => {
    const { requester, responder, request } = await anonymousRequest();
    const agent = await t.loginAs(responder);
    const { body } = await agent
      .post('/api/create-conversation')
      .send({ participants: [responder.id], requestId: request.id, type: 'request' })
      .expect(201);
    const requesterAgent = await t.loginAs(requester);
    await agent.post(`/api/conversations/${body.conversationId}/messages`).send({ message: 'Still need it?' }).expect(201);
    await requesterAgent.post(`/api/conversations/${body.conversationId}/messages`).send({ message: 'Yes please' }).expect(201);
    await t.db('messages').where({ conversationId: body.conversationId }).update({ createdAt: new Date(Date.now() - 20 * 60_000) });

    const job = allJobs(undefined, pino({ level: 'silent' }), t.deps.pictures, t.config.publicUrl).find((j) => j.name === 'mail-unread-messages')!;
    await runExclusive(t.db, job);
    const [toResponder] = (await t.outbox(responder.email)).filter((m) => m.template === 'chat-unread');
    expect(toResponder!.textBody).toContain('Hostel 4 student');
    expectNoLeak(toResponder, ['Rhea', 'Kapoor', requester.email]);
    // The requester is told who wrote, as for any chat.
    const [toRequester] = (await t.outbox(requester.email)).filter((m) => m.template === 'chat-unread');
    expect(toRequester!.textBody).toContain('Arjun Mehta');
  });
});
