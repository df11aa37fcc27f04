import { performance } from 'node:perf_hooks';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { insertListing } from '../listings/fixtures.js';
import { sessionCookie } from '../support/listening.js';
import { appOnSameDatabase, serveInstance, type ServedInstance } from '../support/instances.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';

// Two API instances on one database: A (the test app) and B, whose chat bus loses its LISTEN
// connection while messages are being sent through A. Whatever A stored must reach B's sockets,
// once each, when B's bus listens again.

const B_NAME = 'chat-instance-b';
const C_NAME = 'chat-instance-c';
const LISTENING_AGAIN = 'chat bus: listening again; catching up';

/** When each instance's bus logged that it listens again (before it catches up). */
const relistenings: Record<string, number[]> = { [B_NAME]: [], [C_NAME]: [] };
const loggerOf = (name: string) =>
  pino(
    { level: 'info' },
    {
      write(line: string) {
        if ((JSON.parse(line) as { msg?: string }).msg === LISTENING_AGAIN) relistenings[name]!.push(performance.now());
      },
    },
  );

let t: TestApp;
let a: ServedInstance;
let bApp: ReturnType<typeof appOnSameDatabase>;
let b: ServedInstance;
const extra: { close(): Promise<void> }[] = [];
const sockets: WebSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  a = await serveInstance(t);
  bApp = appOnSameDatabase(t, { applicationName: B_NAME, logger: loggerOf(B_NAME) });
  b = await serveInstance(bApp);
});

afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  for (const closeable of extra.reverse()) await closeable.close();
  await a.close();
  await b.close();
  await bApp.close();
  await t.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Frame = { event: string; data: Record<string, unknown>; at: number };

/** A student's socket that records every frame with when it came. */
class Client {
  readonly frames: Frame[] = [];
  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const { event, data } = JSON.parse(String(raw)) as Omit<Frame, 'at'>;
      this.frames.push({ event, data, at: performance.now() });
    });
  }
  send(event: string, data: unknown) {
    this.ws.send(JSON.stringify({ event, data }));
  }
  /** The received messages, in arrival order. */
  get messages() {
    return this.frames.filter((f) => f.event === 'receive-message');
  }
  ids() {
    return this.messages.map((f) => f.data.id as string);
  }
}

async function connect(wsUrl: string, user: TestUser): Promise<Client> {
  const ws = new WebSocket(wsUrl, { headers: { Cookie: await sessionCookie(t, user) }, origin: 'http://localhost:3000' });
  sockets.push(ws);
  ws.on('error', () => undefined);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return new Client(ws);
}

/** A buyer and a seller with a conversation; the buyer's agent sends through A (the test app). */
async function pair() {
  const seller = await t.createUser({ fullName: 'Sita Seller' });
  const buyer = await t.createUser({ fullName: 'Bala Buyer' });
  const listing = await insertListing(t.db, seller.id, { title: 'Desk lamp' });
  const agent = await t.loginAs(buyer);
  const res = await agent
    .post('/api/create-conversation')
    .send({ participants: [buyer.id, seller.id], productId: listing.id, type: 'product' })
    .expect(201);
  return { seller, buyer, agent, conversationId: res.body.conversationId as string };
}

/** The backend pids of an instance's chat bus LISTEN connection (by its pool's application_name; the cache bus listens on another channel). */
async function listenerPids(applicationName: string): Promise<number[]> {
  const { rows } = await t.db.raw(
    `SELECT pid FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = ? AND query = 'LISTEN thriftz_chat' AND pid <> pg_backend_pid()`,
    [applicationName],
  );
  return rows.map((r: { pid: number }) => r.pid);
}

/** Ends an instance's LISTEN connection from the server side, as a failover or a network cut does. */
async function dropListener(applicationName: string): Promise<number[]> {
  const { rows } = await t.db.raw(
    `SELECT pid, pg_terminate_backend(pid) AS ended FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = ? AND query = 'LISTEN thriftz_chat' AND pid <> pg_backend_pid()`,
    [applicationName],
  );
  return rows.filter((r: { ended: boolean }) => r.ended).map((r: { pid: number }) => r.pid);
}

/** When the instance's bus last listened again after `since` (waiting for it up to 5 s). */
async function relistened(applicationName: string, since: number): Promise<number> {
  const last = () => relistenings[applicationName]!.filter((at) => at > since).at(-1);
  await expect.poll(last, { timeout: 5_000, interval: 10 }).toBeDefined();
  return last()!;
}

const gone = async (pids: number[]) => {
  await expect.poll(async () => (await listenerPids(B_NAME)).filter((pid) => pids.includes(pid)), { timeout: 2_000, interval: 10 }).toEqual([]);
};

describe('the chat bus after its LISTEN connection drops', () => {
  it('delivers every message of a burst once to the other instance, its LISTEN connection dropped mid-burst', async ({ annotate }) => {
    const { seller, agent, conversationId } = await pair();
    const sellerOnB = await connect(b.wsUrl, seller);
    expect(await listenerPids(B_NAME)).toHaveLength(1);

    const stored: string[] = [];
    const start = performance.now();
    let dropped: Promise<number[]> | undefined;
    for (let i = 0; i < 15; i++) {
      // Not awaited: the burst goes on with no pause while B's listener is ended.
      if (i === 5) dropped = dropListener(B_NAME);
      const res = await agent.post(`/api/conversations/${conversationId}/messages`).send({ message: `Burst ${i}` });
      if (res.status === 201) stored.push(res.body.id as string);
    }
    const ended = await dropped!;
    expect(ended).toHaveLength(1);
    await expect.poll(() => new Set(sellerOnB.ids()).size, { timeout: 5_000, interval: 20 }).toBe(stored.length);
    // Room for a duplicate to show up.
    await sleep(500);
    const reconnectedAt = await relistened(B_NAME, start);
    const ids = sellerOnB.ids();
    expect(stored).toHaveLength(15);
    expect([...ids].sort()).toEqual([...stored].sort());
    expect(ids).toHaveLength(new Set(ids).size);

    const arrivals = sellerOnB.messages.map((f) => f.at);
    const lastDelivery = Math.max(...arrivals);
    const afterReconnect = arrivals.filter((at) => at >= reconnectedAt).length;
    // Some were sent while B was not listening: they came by the catch-up, after the reconnection.
    expect(afterReconnect).toBeGreaterThan(0);
    expect(lastDelivery - reconnectedAt).toBeLessThan(3_000);
    await annotate(
      `stored ${stored.length}, delivered ${new Set(ids).size} (${ids.length} frames), ${afterReconnect} after the reconnection; ` +
        `last delivery ${Math.round(lastDelivery - reconnectedAt)} ms after B listened again`,
    );
    // Caught up or live, the same messages (the client orders them by time).
    expect(sellerOnB.messages.map((f) => f.data.message).sort()).toEqual(Array.from({ length: 15 }, (_, i) => `Burst ${i}`).sort());
  });

  it('delivers a message sent while the bus is down when it listens again, and its own sends meanwhile only once', async () => {
    const { seller, buyer, agent, conversationId } = await pair();
    const sellerOnB = await connect(b.wsUrl, seller);
    const buyerOnB = await connect(b.wsUrl, buyer);

    const start = performance.now();
    const ended = await dropListener(B_NAME);
    expect(ended).toHaveLength(1);
    await gone(ended);
    // Stored through A while B hears nothing.
    const viaA = await agent.post(`/api/conversations/${conversationId}/messages`).send({ message: 'While B is deaf' }).expect(201);
    // Sent through B itself: B's own sockets get it at once, and the catch-up must not bring it again.
    buyerOnB.send('send-message', { conversationId, message: 'Through B meanwhile' });
    await expect.poll(() => sellerOnB.messages.map((f) => f.data.message), { timeout: 3_000, interval: 10 }).toContain('Through B meanwhile');
    expect(sellerOnB.ids()).not.toContain(viaA.body.id);

    await expect.poll(() => sellerOnB.ids(), { timeout: 3_000, interval: 10 }).toContain(viaA.body.id);
    const reconnectedAt = await relistened(B_NAME, start);
    const arrival = sellerOnB.messages.find((f) => f.data.id === viaA.body.id)!;
    expect(arrival.at).toBeGreaterThanOrEqual(reconnectedAt);
    // The same payload as a live delivery.
    const history = await agent.get(`/api/conversations/${conversationId}/messages`).expect(200);
    expect(arrival.data).toEqual(history.body.find((m: { id: string }) => m.id === viaA.body.id));

    await sleep(500);
    expect(sellerOnB.messages.map((f) => f.data.message)).toEqual(['Through B meanwhile', 'While B is deaf']);
    expect(buyerOnB.messages.map((f) => f.data.message)).toEqual(['Through B meanwhile', 'While B is deaf']);
  });

  it('stays down through several dropped reconnections and still delivers everything once', async () => {
    const { seller, agent, conversationId } = await pair();
    const sellerOnB = await connect(b.wsUrl, seller);
    await gone(await dropListener(B_NAME));
    const stored: string[] = [];
    // For 2.5 s every listener B opens is ended again, while messages go on through A.
    const until = performance.now() + 2_500;
    let n = 0;
    while (performance.now() < until) {
      await dropListener(B_NAME);
      const res = await agent.post(`/api/conversations/${conversationId}/messages`).send({ message: `Outage ${n++}` });
      if (res.status === 201) stored.push(res.body.id as string);
      await sleep(150);
    }
    await expect.poll(() => new Set(sellerOnB.ids()).size, { timeout: 5_000, interval: 20 }).toBe(stored.length);
    await sleep(500);
    expect([...sellerOnB.ids()].sort()).toEqual([...stored].sort());
  });

  it('replays no history on a fresh start, nor on its first reconnection', async () => {
    const { seller, agent, conversationId } = await pair();
    for (const message of ['Old one', 'Old two']) {
      await agent.post(`/api/conversations/${conversationId}/messages`).send({ message }).expect(201);
    }
    const cApp = appOnSameDatabase(t, { applicationName: C_NAME, logger: loggerOf(C_NAME) });
    extra.push(cApp);
    const c = await serveInstance(cApp);
    extra.push(c);
    const sellerOnC = await connect(c.wsUrl, seller);
    await sleep(300);
    expect(sellerOnC.messages).toEqual([]);

    const start = performance.now();
    expect(await dropListener(C_NAME)).toHaveLength(1);
    await relistened(C_NAME, start);
    await sleep(300);
    expect(sellerOnC.messages).toEqual([]);

    const fresh = await agent.post(`/api/conversations/${conversationId}/messages`).send({ message: 'New one' }).expect(201);
    await expect.poll(() => sellerOnC.ids(), { timeout: 3_000, interval: 10 }).toEqual([fresh.body.id]);
  });
});
