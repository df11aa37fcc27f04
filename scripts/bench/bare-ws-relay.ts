/**
 * The chat scenario's baseline: node:http + ws relaying each buyer's frame, as is, to the seller
 * of its pair. No authentication, validation, storage or cross-instance bus. A client says who it
 * is in the query: `/?pair=N&role=buyer|seller`. Started by chat.ts.
 */
import http from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

const sellers = new Map<string, WebSocket>();

const server = http.createServer((_req, res) => res.writeHead(200).end('ok'));
const wss = new WebSocketServer({ server, maxPayload: 16 * 1024 });

wss.on('connection', (ws, req) => {
  const query = new URL(req.url ?? '/', 'http://x').searchParams;
  const pair = query.get('pair') ?? '';
  if (query.get('role') === 'seller') {
    sellers.set(pair, ws);
    ws.on('close', () => sellers.get(pair) === ws && sellers.delete(pair));
    return;
  }
  ws.on('message', (data, isBinary) => sellers.get(pair)?.send(data, { binary: isBinary }));
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => {
  for (const ws of wss.clients) ws.terminate();
  wss.close();
  server.close(() => process.exit(0));
});
