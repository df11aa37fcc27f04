import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RequestHandler } from 'express';
import { pino, type Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import { tokenMayOpenChat, type AccessTokenAuth } from '../http/access-token.js';
import { HttpProblem } from '../http/problem.js';
import type { SessionUser } from '../http/session-user.js';

export interface WsDeps {
  /** The same session + passport (+ access token) middleware the HTTP routes run. */
  authenticate: RequestHandler[];
  publicUrl: string;
  /** Optional only so older callers compile; without it, failures go to a logger of our own. */
  logger?: Logger;
}

export type ConnectionHandler = (socket: WebSocket, user: SessionUser) => void;

const HEARTBEAT_MS = 30_000;

/** The client may have hung up while we were deciding: a gone socket gets no answer. */
const isGone = (socket: Duplex) => socket.destroyed || !socket.writable;

function reject(socket: Duplex, status: number, reason: string) {
  if (isGone(socket)) return socket.destroy();
  // Our side closes once the answer is out, so a client that never closes its own leaves nothing open.
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Errors a client causes by breaking the protocol (ws closes with 1002/1007/1009) are worth a warning; hang-ups are not. */
const isProtocolError = (err: Error & { code?: unknown }) => typeof err.code === 'string' && err.code.startsWith('WS_ERR_');

function runMiddleware(handlers: RequestHandler[], req: IncomingMessage): Promise<void> {
  const res = { getHeader() {}, setHeader() {}, end() {} } as unknown as Parameters<RequestHandler>[1];
  return handlers.reduce<Promise<void>>(
    (prev, handler) =>
      prev.then(() => new Promise<void>((resolve, reject) => handler(req as Parameters<RequestHandler>[0], res, (err?: unknown) => (err ? reject(err) : resolve())))),
    Promise.resolve(),
  );
}

/**
 * WebSockets on the API's own HTTP server at /api/ws: the upgrade is accepted only from our own
 * origin and with a live session; dead sockets are dropped by a ping/pong heartbeat. Chat
 * registers its handler with `onConnection`.
 */
export function attachWebSockets(server: Server, deps: WsDeps) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const handlers: ConnectionHandler[] = [];
  const allowedOrigin = new URL(deps.publicUrl).origin;
  const alive = new WeakMap<WebSocket, boolean>();
  const logger = deps.logger ?? pino({ name: 'ws' });

  server.on('upgrade', (req, socket, head) => {
    // Node takes its own 'error' listener off a socket it hands to 'upgrade'; without one, a
    // client's reset (ECONNRESET) would be an uncaught error that stops the process.
    socket.on('error', (err) => logger.debug({ err }, 'ws: upgrade socket error'));
    if (new URL(req.url ?? '/', 'http://x').pathname !== '/api/ws') return reject(socket, 404, 'Not Found');
    const origin = req.headers.origin;
    const hostOrigin = `http://${req.headers.host}`;
    if (origin && origin !== allowedOrigin && origin !== hostOrigin && origin !== hostOrigin.replace('http:', 'https:')) {
      return reject(socket, 403, 'Forbidden');
    }
    runMiddleware(deps.authenticate, req)
      .then(() => {
        if (isGone(socket)) return socket.destroy();
        const user = (req as unknown as Express.Request).user;
        if (!user) return reject(socket, 401, 'Unauthorized');
        // A token opens the socket only with the chat scope (http/access-token.ts).
        if (!tokenMayOpenChat(req as { accessToken?: AccessTokenAuth })) return reject(socket, 403, 'Forbidden');
        wss.handleUpgrade(req, socket, head, (ws) => {
          // An oversized frame, invalid UTF-8 or a protocol violation arrives as 'error' after ws
          // has sent its close frame (1009, 1007, 1002): log it, the socket closes on its own.
          ws.on('error', (err) => {
            if (isProtocolError(err)) logger.warn({ err, userId: user.id }, 'ws: socket closed for a protocol error');
            else logger.debug({ err, userId: user.id }, 'ws: socket error');
          });
          alive.set(ws, true);
          ws.on('pong', () => alive.set(ws, true));
          // ws calls this inside our promise chain: a throwing handler must not reach the
          // catch below, which would answer HTTP on a socket that already speaks WebSocket.
          try {
            for (const handler of handlers) handler(ws, user);
          } catch (err) {
            logger.error({ err, userId: user.id }, 'ws: connection handler failed');
            ws.close(1011);
          }
        });
      })
      .catch((err: unknown) => {
        // A refused access token (invalid, expired, revoked): the client's to fix, not ours.
        if (err instanceof HttpProblem && err.status === 401) return reject(socket, 401, 'Unauthorized');
        logger.error({ err }, 'ws: session lookup failed during upgrade');
        reject(socket, 500, 'Internal Server Error');
      });
  });

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.get(ws)) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    onConnection: (handler: ConnectionHandler) => handlers.push(handler),
    close() {
      clearInterval(heartbeat);
      for (const ws of wss.clients) ws.close(1001, 'server shutting down');
      wss.close();
    },
  };
}
