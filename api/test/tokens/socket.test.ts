import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, type ClientOptions } from 'ws';
import { listen, sessionCookie } from '../support/listening.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { insertStore, openPortal } from '../stores/fixtures.js';
import { bearer, studentWithToken } from './fixtures.js';

let t: TestApp;
let served: Awaited<ReturnType<typeof listen>>;
const connected: string[] = [];
const clients: WebSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ STORE_CODE_SECRET: 'a-test-secret-for-store-entry-codes-0123456789' });
  served = await listen(t);
  served.sockets.onConnection((_socket, user) => connected.push(user.id));
});

afterAll(async () => {
  for (const client of clients) client.terminate();
  await served.close();
  await t.close();
});

/** 'open' when the socket opened, else the HTTP status its upgrade was refused with. */
function connect(options: ClientOptions): Promise<'open' | number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${served.port}/api/ws`, options);
    clients.push(ws);
    ws.once('open', () => resolve('open'));
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode!);
      res.resume();
      ws.terminate();
    });
    ws.on('error', reject);
  });
}

describe('the chat socket and access tokens', () => {
  it('refuses a token without the chat scope (403), even a write token beside a session cookie', async () => {
    const { student, secret } = await studentWithToken(t, ['read', 'write']);
    expect(await connect({ headers: bearer(secret) })).toBe(403);
    const cookie = await sessionCookie(t, student);
    expect(await connect({ headers: { ...bearer(secret), Cookie: cookie }, origin: 'http://localhost:3000' })).toBe(403);
    expect(connected).not.toContain(student.id);
    // The session alone still opens it.
    expect(await connect({ headers: { Cookie: cookie }, origin: 'http://localhost:3000' })).toBe('open');
  });

  it('opens for a token with the chat scope, as its maker', async () => {
    const { student, secret } = await studentWithToken(t, ['chat']);
    expect(await connect({ headers: bearer(secret) })).toBe('open');
    expect(connected).toContain(student.id);
  });

  it('refuses a revoked or unknown token (401) and a store token', async () => {
    const { agent, secret, id } = await studentWithToken(t, ['chat']);
    await agent.delete(`/api/tokens/${id}`).expect(204);
    expect(await connect({ headers: bearer(secret) })).toBe(401);
    expect(await connect({ headers: bearer(`thz_${'b'.repeat(43)}`) })).toBe(401);

    const store = await insertStore(t, (await t.createUser()).id, { slug: 'socket-store' });
    const portal = await openPortal(t, store);
    const res = await portal.post('/api/store-portal/tokens').send({ name: 'x', scopes: ['read', 'write'] }).expect(201);
    expect(await connect({ headers: bearer(res.body.token as string) })).toBe(401);
  });
});
