import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, type ClientOptions } from 'ws';
import { listen, sessionCookie as cookieFor } from '../support/listening.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';

let t: TestApp;
let served: Awaited<ReturnType<typeof listen>>;
let base: string;
const connected: { userId: string; email: string }[] = [];
const clients: WebSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  served = await listen(t);
  served.sockets.onConnection((socket, user) => {
    connected.push({ userId: user.id, email: user.email });
    socket.send(JSON.stringify({ hello: user.id }));
  });
  base = `ws://127.0.0.1:${served.port}`;
});

afterAll(async () => {
  for (const client of clients) client.terminate();
  await served.close();
  await t.close();
});

type Outcome = { opened: WebSocket; greeting: Promise<unknown> } | { status: number };

/** Opens a socket; answers the socket, or the HTTP status the upgrade was refused with. */
function connect(path: string, options: ClientOptions = {}): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base}${path}`, options);
    clients.push(ws);
    const greeting = new Promise((resolveMessage) => ws.once('message', (data) => resolveMessage(JSON.parse(String(data)))));
    ws.once('open', () => resolve({ opened: ws, greeting }));
    ws.once('unexpected-response', (_req, res) => {
      resolve({ status: res.statusCode! });
      res.resume();
      ws.terminate();
    });
    ws.on('error', reject);
  });
}

const sessionCookie = (user: TestUser) => cookieFor(t, user);

describe('WebSocket upgrade at /api/ws', () => {
  it('refuses a connection without a session', async () => {
    expect(await connect('/api/ws')).toEqual({ status: 401 });
    expect(await connect('/api/ws', { headers: { Cookie: 'thriftz.sid=s%3Aforged.signature' } })).toEqual({ status: 401 });
    expect(connected).toHaveLength(0);
  });

  it('refuses a foreign origin, even with a session', async () => {
    const cookie = await sessionCookie(await t.createUser());
    expect(await connect('/api/ws', { origin: 'https://evil.example', headers: { Cookie: cookie } })).toEqual({ status: 403 });
    expect(connected).toHaveLength(0);
  });

  it('answers 404 on any other path', async () => {
    const cookie = await sessionCookie(await t.createUser());
    expect(await connect('/api/other', { headers: { Cookie: cookie } })).toEqual({ status: 404 });
    expect(await connect('/ws', { headers: { Cookie: cookie } })).toEqual({ status: 404 });
  });

  it('opens for a signed-in student and hands the connection over with who they are', async () => {
    const user = await t.createUser();
    const cookie = await sessionCookie(user);
    for (const origin of [undefined, 'http://localhost:3000']) {
      const outcome = await connect('/api/ws', { origin, headers: { Cookie: cookie } });
      expect(outcome).toHaveProperty('opened');
      if (!('opened' in outcome)) continue;
      expect(outcome.opened.readyState).toBe(WebSocket.OPEN);
      expect(await outcome.greeting).toEqual({ hello: user.id });
      outcome.opened.close();
    }
    expect(connected).toEqual([
      { userId: user.id, email: user.email },
      { userId: user.id, email: user.email },
    ]);
  });

  it('refuses a session that has ended', async () => {
    const user = await t.createUser();
    const cookie = await sessionCookie(user);
    await t.request().post('/api/auth/logout').set('Cookie', cookie).expect(204);
    const before = connected.length;
    expect(await connect('/api/ws', { headers: { Cookie: cookie } })).toEqual({ status: 401 });
    expect(connected).toHaveLength(before);
  });
});
