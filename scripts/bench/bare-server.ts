/**
 * The baselines: the benched reads (bare-reads.ts) over node:http, or, with BARE_SERVER=express,
 * over plain Express 5 with one route each (the framework floor). Started by run.ts.
 */
import http from 'node:http';
import express from 'express';
import { bareReads } from './bare-reads.js';

const { browse, profile, listingDetail, close } = bareReads(process.env.DATABASE_URL!, Number(process.env.POOL_MAX ?? 10));
const userRoute = /^\/api\/users\/([0-9a-f-]{36})$/;
const listingRoute = /^\/api\/listings\/([0-9a-f-]{36})$/;

const json = (res: http.ServerResponse, body: unknown) =>
  body === undefined ? res.writeHead(404).end() : res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

function nodeHttp() {
  return http.createServer((req, res) => {
    const url = req.url ?? '';
    const user = userRoute.exec(url);
    const one = listingRoute.exec(url);
    const answer = user ? profile(user[1]!) : url.startsWith('/api/listings?') ? browse(url.slice(url.indexOf('?') + 1)) : one ? listingDetail(one[1]!) : undefined;
    if (!answer) return void res.writeHead(404).end();
    answer.then((body) => json(res, body), () => res.writeHead(500).end());
  });
}

function plainExpress() {
  const app = express();
  const send = (res: express.Response, body: unknown) => (body === undefined ? res.status(404).end() : res.json(body));
  app.get('/api/users/:uid', async (req, res) => send(res, await profile(req.params.uid)));
  app.get('/api/listings', async (req, res) => send(res, await browse(req.originalUrl.slice(req.originalUrl.indexOf('?') + 1))));
  app.get('/api/listings/:id', async (req, res) => send(res, await listingDetail(req.params.id)));
  return http.createServer(app);
}

const server = process.env.BARE_SERVER === 'express' ? plainExpress() : nodeHttp();
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => close().then(() => process.exit(0))));
