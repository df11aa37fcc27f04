import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { insertListing } from '../listings/fixtures.js';
import { appOnSameDatabase, serveInstance } from '../support/instances.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';

let t: TestApp;
let one: Instance;
let two: Instance;
let second: ReturnType<typeof appOnSameDatabase>;
const sockets: WebSocket[] = [];

/** One API instance on its own port: its app, its sockets, and its chat bus. */
type Instance = Awaited<ReturnType<typeof serveInstance>>;

beforeAll(async () => {
  t = await createTestApp();
  one = await serveInstance(t);
  // A second instance on the same database, with its own pools and bus, as a second process would have.
  second = appOnSameDatabase(t);
  two = await serveInstance(second);
});

afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await one.close();
  await two.close();
  await second.close();
  await t.close();
});

type Frame = { event: string; data: Record<string, unknown> };

/** A connected student socket that records every frame it gets. */
class Client {
  readonly frames: Frame[] = [];
  private waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as Frame;
      this.frames.push(frame);
      this.waiters = this.waiters.filter((w) => (w.match(frame) ? (w.resolve(frame), false) : true));
    });
  }
  send(event: string, data: unknown) {
    this.ws.send(JSON.stringify({ event, data }));
  }
  /** The first frame (already received or coming) that matches, within 3 s. */
  next(event: string, match: (data: Record<string, unknown>) => boolean = () => true): Promise<Frame> {
    const test = (f: Frame) => f.event === event && match(f.data);
    const seen = this.frames.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} within 3 s; got ${JSON.stringify(this.frames)}`)), 3000);
      this.waiters.push({ match: test, resolve: (f) => (clearTimeout(timer), resolve(f)) });
    });
  }
  /** Resolves false if no such frame comes within `ms`. */
  async nothing(event: string, ms = 400) {
    await new Promise((r) => setTimeout(r, ms));
    return !this.frames.some((f) => f.event === event);
  }
}

async function cookieOf(user: TestUser) {
  const res = await t.request().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
  return (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
}

async function connect(instance: Instance, user: TestUser): Promise<Client> {
  const ws = new WebSocket(instance.wsUrl, { headers: { Cookie: await cookieOf(user) }, origin: 'http://localhost:3000' });
  sockets.push(ws);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return new Client(ws);
}

async function pair() {
  const seller = await t.createUser({ fullName: 'Sita Seller' });
  const buyer = await t.createUser({ fullName: 'Bala Buyer' });
  const listing = await insertListing(t.db, seller.id, { title: 'Desk lamp' });
  const agent = await t.loginAs(buyer);
  const res = await agent
    .post('/api/create-conversation')
    .send({ participants: [buyer.id, seller.id], productId: listing.id, type: 'product' })
    .expect(201);
  return { seller, buyer, agent, listing, conversationId: res.body.conversationId as string };
}

/** A pair's conversation with both members' sockets joined to it (the buyer's on `buyerOn`, the seller's on `sellerOn`). */
async function joinedPair(buyerOn: Instance, sellerOn: Instance) {
  const found = await pair();
  const buyerSocket = await connect(buyerOn, found.buyer);
  const sellerSocket = await connect(sellerOn, found.seller);
  buyerSocket.send('join-conversation', { conversationId: found.conversationId });
  sellerSocket.send('join-conversation', { conversationId: found.conversationId });
  await new Promise((r) => setTimeout(r, 150));
  return { ...found, buyerSocket, sellerSocket };
}

describe('chat over WebSockets', () => {
  it('stores a message, then delivers it to the receiver and back to the sender as its acknowledgement', async () => {
    const { seller, buyer, conversationId, listing } = await pair();
    const buyerSocket = await connect(one, buyer);
    const sellerSocket = await connect(one, seller);
    const clientMessageId = randomUUID();
    // The documented payload, as the original client sends it.
    buyerSocket.send('send-message', {
      senderId: buyer.id,
      receiverId: seller.id,
      message: '  Is the lamp still there?  ',
      conversationId,
      timestamp: new Date().toISOString(),
      type: 'text',
      productId: listing.id,
      clientMessageId,
    });
    const received = await sellerSocket.next('receive-message');
    expect(received.data).toMatchObject({ conversationId, senderId: buyer.id, receiverId: seller.id, message: 'Is the lamp still there?', status: 'sent', productId: listing.id });
    const ack = await buyerSocket.next('receive-message');
    expect(ack.data).toMatchObject({ id: received.data.id, clientMessageId });
    const stored = await t.db('messages').where({ id: received.data.id as string }).first();
    expect(stored).toMatchObject({ body: 'Is the lamp still there?', senderId: buyer.id });
  });

  it('passes typing signals to the other member once they joined, and read receipts to the sender', async () => {
    const { seller, conversationId, agent, buyerSocket, sellerSocket } = await joinedPair(one, one);
    sellerSocket.send('typing', { conversationId, userId: seller.id, isTyping: true });
    expect((await buyerSocket.next('user-typing')).data).toEqual({ conversationId, userId: seller.id, isTyping: true });
    sellerSocket.send('typing', { conversationId, isTyping: false });
    expect((await buyerSocket.next('user-typing', (d) => d.isTyping === false)).data.userId).toBe(seller.id);
    expect(sellerSocket.frames.some((f) => f.event === 'user-typing')).toBe(false);

    await agent.post(`/api/conversations/${conversationId}/messages`).send({ message: 'Hello' }).expect(201);
    await sellerSocket.next('receive-message');
    const sellerAgent = await t.loginAs(seller);
    await sellerAgent.post(`/api/conversations/${conversationId}/mark-read`).send({ userId: seller.id }).expect(200);
    const receipt = await buyerSocket.next('messages-read');
    expect(receipt.data).toMatchObject({ conversationId, readerId: seller.id });
  });

  it('lets a third student neither join, send nor signal typing, and ignores a forged sender', async () => {
    const { seller, buyer, conversationId } = await pair();
    const third = await t.createUser();
    const thirdSocket = await connect(one, third);
    const sellerSocket = await connect(one, seller);
    sellerSocket.send('join-conversation', { conversationId });

    thirdSocket.send('join-conversation', { conversationId });
    expect((await thirdSocket.next('message-error')).data).toEqual({ error: 'Conversation not found', conversationId });
    thirdSocket.send('send-message', { conversationId, message: 'Let me in', senderId: third.id, receiverId: seller.id });
    await thirdSocket.next('message-error', (d) => d.error === 'Conversation not found' && thirdSocket.frames.length >= 2);
    thirdSocket.send('typing', { conversationId, isTyping: true });
    await thirdSocket.next('message-error', (d) => d.error === 'Join the conversation first');

    // A member naming someone else as the sender is refused, not believed.
    const buyerSocket = await connect(two, buyer);
    buyerSocket.send('send-message', { conversationId, message: 'As the seller', senderId: seller.id });
    expect((await buyerSocket.next('message-error')).data.error).toBe('You can only send messages as yourself');
    buyerSocket.send('send-message', { conversationId, message: 'Wrong receiver', receiverId: third.id });
    await buyerSocket.next('message-error', (d) => d.error === 'Could not identify message recipient');

    expect(await sellerSocket.nothing('receive-message')).toBe(true);
    expect(await sellerSocket.nothing('user-typing', 0)).toBe(true);
    expect(await t.db('messages').where({ conversationId })).toHaveLength(0);
  });

  it('refuses a typing signal naming the other member as the typist, and passes nothing on', async () => {
    const { seller, conversationId, buyerSocket, sellerSocket } = await joinedPair(one, one);

    buyerSocket.send('typing', { conversationId, userId: seller.id, isTyping: true });
    expect((await buyerSocket.next('message-error')).data).toEqual({ error: 'You can only signal your own typing', conversationId });
    expect(await sellerSocket.nothing('user-typing')).toBe(true);
    expect(buyerSocket.frames.some((f) => f.event === 'user-typing')).toBe(false);
  });

  it('answers message-error to frames that are not the protocol', async () => {
    const { buyer, conversationId } = await pair();
    const socket = await connect(one, buyer);
    socket.ws.send('not json');
    socket.send('send-message', { conversationId, message: '' });
    socket.send('send-message', { conversationId: 'nope', message: 'x' });
    socket.send('shout', { conversationId });
    await socket.next('message-error');
    await new Promise((r) => setTimeout(r, 200));
    expect(socket.frames.filter((f) => f.event === 'message-error').map((f) => f.data.error)).toEqual(Array(4).fill('Invalid event'));
    socket.send('send-message', { conversationId, message: '   ' });
    expect((await socket.next('message-error', (d) => d.error !== 'Invalid event')).data.error).toBe('Message cannot be empty.');
    // PostgreSQL cannot store U+0000: refused with its own words, not 'Failed to send message'.
    socket.send('send-message', { conversationId, message: 'a\u0000b' });
    expect((await socket.next('message-error', (d) => typeof d.error === 'string' && d.error.includes('NUL'))).data.error).toBe('message must not contain NUL characters (\\u0000).');
  });

  it('delivers between two API instances sharing the database: messages and typing', async () => {
    const { seller, conversationId, buyerSocket, sellerSocket } = await joinedPair(one, two);

    buyerSocket.send('send-message', { conversationId, message: 'From instance one' });
    expect((await sellerSocket.next('receive-message')).data.message).toBe('From instance one');
    sellerSocket.send('send-message', { conversationId, message: 'From instance two' });
    expect((await buyerSocket.next('receive-message', (d) => d.message === 'From instance two')).data.senderId).toBe(seller.id);
    sellerSocket.send('typing', { conversationId, isTyping: true });
    expect((await buyerSocket.next('user-typing')).data).toMatchObject({ userId: seller.id, isTyping: true });
    // Each delivered once, not once per instance.
    await new Promise((r) => setTimeout(r, 200));
    expect(sellerSocket.frames.filter((f) => f.event === 'receive-message')).toHaveLength(2);
  });

  it('keeps a message sent while the receiver is away, and delivers live again after they reconnect', async () => {
    const { seller, buyer, conversationId, agent } = await pair();
    const away = await connect(one, seller);
    away.ws.close();
    await agent.post(`/api/conversations/${conversationId}/messages`).send({ message: 'While you were out' }).expect(201);

    const back = await connect(two, seller);
    const sellerAgent = await t.loginAs(seller);
    const history = await sellerAgent.get(`/api/conversations/${conversationId}/messages`).expect(200);
    expect(history.body.map((m: { message: string }) => m.message)).toEqual(['While you were out']);
    expect((await sellerAgent.get(`/api/users/${seller.id}/unread-count`)).body.totalUnread).toBe(1);
    const buyerSocket = await connect(one, buyer);
    buyerSocket.send('send-message', { conversationId, message: 'Back now?' });
    expect((await back.next('receive-message')).data.message).toBe('Back now?');
  });

  it('reconnects its bus after losing the listening connection', async () => {
    const { seller, buyer, conversationId } = await pair();
    const killed = await t.db.raw(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN thriftz_chat' AND pid <> pg_backend_pid()`,
    );
    expect(killed.rows).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 1800));
    const buyerSocket = await connect(one, buyer);
    const sellerSocket = await connect(two, seller);
    buyerSocket.send('send-message', { conversationId, message: 'After the outage' });
    expect((await sellerSocket.next('receive-message')).data.message).toBe('After the outage');
  });
});
