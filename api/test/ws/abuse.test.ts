// What one client can do to the socket endpoint, and that none of it stops the process: after
// each case the API still answers and another student's socket still receives its messages.
import { once } from 'node:events';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { insertListing } from '../listings/fixtures.js';
import { listen, sessionCookie } from '../support/listening.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { closePayload, frame, openRaw, sendUpgrade } from './raw-socket.js';

let t: TestApp;
let served: Awaited<ReturnType<typeof listen>>;
let port: number;
const clients: WebSocket[] = [];
const logs: { level: number; msg: string; userId?: string; err?: { message: string; code?: string } }[] = [];

/**
 * The last step of the upgrade's session lookup, held open or failed on demand, so a test can
 * reset the connection while the lookup is still running.
 */
let lookup: { entered: (req: http.IncomingMessage) => void; release: Promise<void> } | { fail: Error } | undefined;
const lookupGate: RequestHandler = (req, _res, next) => {
  const step = lookup;
  if (!step) return next();
  if ('fail' in step) return next(step.fail);
  step.entered(req);
  void step.release.then(() => next());
};

/** Bala and Sita's conversation: Sita's socket is joined to it for the whole file. */
let seller: TestUser;
let buyerAgent: Awaited<ReturnType<TestApp['loginAs']>>;
let conversationId: string;
let sellerSocket: WebSocket;
const sellerInbox: string[] = [];
let studentCookie: string;
let studentId: string;
/** A student for whom a connection handler throws. */
let failingHandlerFor: string | undefined;

async function connect(cookie: string): Promise<WebSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { headers: { Cookie: cookie }, origin: 'http://localhost:3000' });
  clients.push(ws);
  // Errors after the close frame (the server hanging up) are expected here.
  ws.on('error', () => {});
  await once(ws, 'open');
  return ws;
}

const closeCodeOf = (ws: WebSocket) => once(ws, 'close').then(([code]) => code as number);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

let sent = 0;
/** The process answers HTTP and Sita's socket, connected before the abuse, still gets a new message. */
async function stillServing() {
  await t.request().get('/api/health').expect(200);
  sent += 1;
  const text = `Still there? #${sent}`;
  await buyerAgent.post(`/api/conversations/${conversationId}/messages`).send({ message: text }).expect(201);
  for (let waited = 0; !sellerInbox.includes(text); waited += 20) {
    if (waited > 3000) throw new Error(`Sita's socket did not receive '${text}'`);
    await pause(20);
  }
  expect(sellerSocket.readyState).toBe(WebSocket.OPEN);
}

beforeAll(async () => {
  t = await createTestApp();
  served = await listen(t, {
    afterSessionLookup: [lookupGate],
    logger: pino({ level: 'debug' }, { write: (line: string) => void logs.push(JSON.parse(line)) }),
  });
  served.sockets.onConnection(t.chat.onConnection);
  served.sockets.onConnection((_socket, user) => {
    if (user.id === failingHandlerFor) throw new Error('handler broke');
  });
  await t.chat.ready;
  port = served.port;

  seller = await t.createUser({ fullName: 'Sita Seller' });
  const buyer = await t.createUser({ fullName: 'Bala Buyer' });
  const listing = await insertListing(t.db, seller.id, { title: 'Desk lamp' });
  buyerAgent = await t.loginAs(buyer);
  const res = await buyerAgent
    .post('/api/create-conversation')
    .send({ participants: [buyer.id, seller.id], productId: listing.id, type: 'product' })
    .expect(201);
  conversationId = res.body.conversationId as string;
  sellerSocket = await connect(await sessionCookie(t, seller));
  sellerSocket.on('message', (raw) => {
    const { event, data } = JSON.parse(String(raw)) as { event: string; data: { message?: string } };
    if (event === 'receive-message' && data.message) sellerInbox.push(data.message);
  });
  sellerSocket.send(JSON.stringify({ event: 'join-conversation', data: { conversationId } }));

  const student = await t.createUser({ fullName: 'Mallory Student' });
  studentId = student.id;
  studentCookie = await sessionCookie(t, student);
  await stillServing();
});

afterAll(async () => {
  for (const client of clients) client.terminate();
  await served.close();
  await t.close();
});

describe('a client resetting its upgrade request', () => {
  it('at any moment, with or without a session, does not stop the process', async () => {
    for (const cookie of [undefined, studentCookie]) {
      for (const delay of [0, 1, 2, 5, 10, 25, 50]) {
        const socket = await sendUpgrade(port, cookie);
        if (delay) await pause(delay);
        socket.resetAndDestroy();
      }
      // Once the server has answered (401, or 101 with a session), too.
      const socket = await sendUpgrade(port, cookie);
      await once(socket, 'data');
      socket.resetAndDestroy();
    }
    await pause(200);
    await stillServing();
  });

  it('while the session is being looked up: no answer is written and no socket opens', async () => {
    const before = t.chat.sockets.size;
    for (const cookie of [undefined, studentCookie]) {
      let release!: () => void;
      const entered = new Promise<http.IncomingMessage>((resolve) => {
        lookup = { entered: resolve, release: new Promise<void>((r) => (release = r)) };
      });
      const socket = await sendUpgrade(port, cookie);
      const serverSide = (await entered).socket as Socket;
      // Not events.once: it would listen for 'error' itself and hide the crash this test is about.
      const serverClosed = new Promise((resolve) => serverSide.once('close', resolve));
      socket.resetAndDestroy();
      await serverClosed;
      const written = [vi.spyOn(serverSide, 'write'), vi.spyOn(serverSide, 'end')];
      lookup = undefined;
      release();
      await pause(50);
      for (const spy of written) expect(spy).not.toHaveBeenCalled();
    }
    expect(t.chat.sockets.size).toBe(before);
    await stillServing();
  });

  it('a failing session lookup answers 500 and is logged, not swallowed', async () => {
    lookup = { fail: new Error('session store unreachable') };
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { headers: { Cookie: studentCookie }, origin: 'http://localhost:3000' });
    clients.push(ws);
    ws.on('error', () => {});
    const [, res] = (await once(ws, 'unexpected-response')) as [unknown, http.IncomingMessage];
    lookup = undefined;
    expect(res.statusCode).toBe(500);
    res.resume();
    expect(logs.find((l) => l.err?.message === 'session store unreachable')).toMatchObject({ level: 50 });
    await stillServing();
  });
});

describe('a connection handler that throws', () => {
  it('closes that socket with 1011 and is logged; the process keeps serving', async () => {
    failingHandlerFor = studentId;
    const ws = await connect(studentCookie);
    failingHandlerFor = undefined;
    expect(await closeCodeOf(ws)).toBe(1011);
    expect(logs).toContainEqual(expect.objectContaining({ level: 50, userId: studentId, err: expect.objectContaining({ message: 'handler broke' }) }));
    await stillServing();
  });
});

describe('a signed-in student sending frames the server refuses', () => {
  it('a text frame over 16 KiB closes only that socket, with 1009', async () => {
    const ws = await connect(studentCookie);
    const closed = closeCodeOf(ws);
    ws.send('x'.repeat(16 * 1024 + 1));
    expect(await closed).toBe(1009);
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 40, userId: studentId, err: expect.objectContaining({ code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' }) }),
    );
    await stillServing();
  });

  it('a 1 MB send-message closes only that socket, with 1009, and stores nothing', async () => {
    const ws = await connect(studentCookie);
    const closed = closeCodeOf(ws);
    ws.send(JSON.stringify({ event: 'send-message', data: { conversationId, message: 'x'.repeat(1 << 20) } }));
    expect(await closed).toBe(1009);
    await stillServing();
    expect(await t.db('messages').where({ conversationId }).whereRaw('length(body) > 1000')).toHaveLength(0);
  });

  it('a text frame of invalid UTF-8 closes only that socket, with 1007', async () => {
    const ws = await connect(studentCookie);
    const closed = closeCodeOf(ws);
    ws.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
    expect(await closed).toBe(1007);
    await stillServing();
  });

  it('a binary frame is refused as an invalid event and the socket stays open', async () => {
    const ws = await connect(studentCookie);
    const reply = once(ws, 'message');
    ws.send(Buffer.from(JSON.stringify({ event: 'join-conversation', data: { conversationId } })), { binary: true });
    expect(JSON.parse(String((await reply)[0]))).toEqual({ event: 'message-error', data: { error: 'Invalid event' } });
    expect(ws.readyState).toBe(WebSocket.OPEN);
    ws.close();
    await stillServing();
  });

  it('200 malformed frames, each on its own socket, each close that socket with the protocol code', async () => {
    const text = (s: string) => Buffer.from(s);
    const kinds: { name: string; bytes: () => Buffer; code: number | null }[] = [
      { name: 'reserved bit set', bytes: () => frame(0x1, text('{}'), { rsv: 4 }), code: 1002 },
      { name: 'unmasked', bytes: () => frame(0x1, text('{}'), { mask: false }), code: 1002 },
      { name: 'reserved opcode', bytes: () => frame(0x3, text('{}')), code: 1002 },
      { name: 'fragmented ping', bytes: () => frame(0x9, text('hi'), { fin: false }), code: 1002 },
      { name: 'ping over 125 bytes', bytes: () => frame(0x9, Buffer.alloc(126)), code: 1002 },
      { name: 'continuation with nothing to continue', bytes: () => frame(0x0, text('{}')), code: 1002 },
      { name: 'new message inside a fragmented one', bytes: () => Buffer.concat([frame(0x1, text('{'), { fin: false }), frame(0x1, text('}'))]), code: 1002 },
      { name: 'close with a forbidden code', bytes: () => frame(0x8, closePayload(1005)), code: 1002 },
      { name: 'close of one byte', bytes: () => frame(0x8, Buffer.from([0x03])), code: 1002 },
      { name: 'close reason of invalid UTF-8', bytes: () => frame(0x8, closePayload(1000, Buffer.from([0xc3, 0x28]))), code: 1007 },
      { name: 'invalid UTF-8 across fragments', bytes: () => Buffer.concat([frame(0x1, Buffer.from([0xe2, 0x82]), { fin: false }), frame(0x0, Buffer.from([0x28]))]), code: 1007 },
      { name: 'declares more than 16 KiB', bytes: () => frame(0x1, Buffer.alloc(0), { declaredLength: 17n * 1024n }), code: 1009 },
      { name: 'declares a length past 2^53', bytes: () => frame(0x2, Buffer.alloc(0), { declaredLength: 1n << 62n }), code: 1009 },
    ];
    const seen = new Map<string, Set<number | null>>();
    for (let i = 0; i < 200; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, async (_, j) => {
          const kind = kinds[(i + j) % kinds.length]!;
          const { socket, closeCode } = await openRaw(port, studentCookie);
          socket.write(kind.bytes());
          const code = await closeCode;
          socket.destroy();
          seen.set(kind.name, (seen.get(kind.name) ?? new Set()).add(code));
        }),
      );
    }
    expect(Object.fromEntries([...seen].map(([name, codes]) => [name, [...codes]]))).toEqual(
      Object.fromEntries(kinds.map((k) => [k.name, [k.code]])),
    );
    await stillServing();
  });
});
