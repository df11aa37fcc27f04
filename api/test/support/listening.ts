// The app on a real port with its WebSocket endpoint wired as main.ts wires it, for tests that
// need a socket (ws clients, raw TCP) rather than supertest's in-process requests.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { attachWebSockets } from '../../src/ws/upgrade.js';
import type { TestApp, TestUser } from './test-app.js';

export interface ListenOptions {
  /** Run after the session lookup in the upgrade, to hold or fail it. */
  afterSessionLookup?: RequestHandler[];
  logger?: Logger;
}

export async function listen(t: TestApp, { afterSessionLookup = [], logger }: ListenOptions = {}) {
  const server = http.createServer(t.app);
  const sockets = attachWebSockets(server, {
    authenticate: [t.sessionMiddleware, t.passport.initialize(), t.passport.session(), t.accessTokens, ...afterSessionLookup],
    publicUrl: 'http://localhost:3000',
    ...(logger ? { logger } : {}),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    sockets,
    port: (server.address() as AddressInfo).port,
    async close() {
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The session cookie a log-in sets, as a browser would send it back. */
export async function sessionCookie(t: TestApp, user: Pick<TestUser, 'email' | 'password'>) {
  const res = await t.request().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
  return (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
}
