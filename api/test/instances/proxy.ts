// A load balancer in front of the API instances of a test: HTTP requests and WebSocket upgrades are
// passed to one instance each, in turn, or to the one a request names in `x-instance` (the header is
// the test's steering wheel; it is not passed on). Every response says who answered in
// `x-served-by`. Like a real balancer it adds X-Forwarded-For (the instances trust loopback).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

export const STEER = 'x-instance';
export const SERVED_BY = 'x-served-by';

export interface Proxy {
  /** http://127.0.0.1:port */
  url: string;
  /** ws://127.0.0.1:port/api/ws */
  wsUrl: string;
  /** The instance of every request and upgrade passed on, in order. */
  served: string[];
  close(): Promise<void>;
}

/** `targets`: each instance's name and port on 127.0.0.1. */
export async function startProxy(targets: Record<string, number>): Promise<Proxy> {
  const names = Object.keys(targets);
  const served: string[] = [];
  let turn = 0;
  /** The instance the request names, else the next in turn. */
  const pick = (req: http.IncomingMessage) => {
    const asked = req.headers[STEER];
    const name = typeof asked === 'string' && asked in targets ? asked : names[turn++ % names.length]!;
    served.push(name);
    return name;
  };
  /** What to pass on: the client's headers without the steering one, with X-Forwarded-For added. */
  const forwarded = (req: http.IncomingMessage) => {
    const headers = { ...req.headers };
    delete headers[STEER];
    const client = req.socket.remoteAddress ?? '127.0.0.1';
    headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${String(headers['x-forwarded-for'])}, ${client}` : client;
    return headers;
  };
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  const server = http.createServer((req, res) => {
    const name = pick(req);
    const upstream = http.request(
      { host: '127.0.0.1', port: targets[name], method: req.method, path: req.url, headers: forwarded(req), agent: false },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY]: name });
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { [SERVED_BY]: name }).end();
      else res.destroy();
    });
    req.on('error', () => upstream.destroy());
    res.on('error', () => upstream.destroy());
    req.pipe(upstream);
  });
  server.on('connection', track);
  server.on('clientError', (_err, socket) => socket.destroy());

  // An upgrade is passed on as bytes: its request head, then whatever either side sends.
  server.on('upgrade', (req, socket: net.Socket, head: Buffer) => {
    const name = pick(req);
    const upstream = net.connect(targets[name]!, '127.0.0.1');
    track(upstream);
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
    upstream.once('connect', () => {
      const headers = forwarded(req);
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (const [key, value] of Object.entries(headers)) {
        for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined) lines.push(`${key}: ${v}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('close', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // Whatever the server reports later (it has no other cause to fail) must not be unhandled.
  server.on('error', () => undefined);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/api/ws`,
    served,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
