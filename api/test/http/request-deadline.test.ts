// The request deadline: a request nothing answers gets a 503 at the deadline; what the late
// handler does afterwards goes nowhere (and crashes nothing); a response that has started, or a
// body still arriving, is left alone.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import express from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../../src/http/error-handler.js';
import { requestDeadline } from '../../src/http/request-deadline.js';

const DEADLINE_MS = 200;
/** The late handlers act this long after the deadline answered. */
const LATE_MS = DEADLINE_MS * 2;

const lateDone: string[] = [];
const app = express();
app.use(requestDeadline(DEADLINE_MS));
app.all('/never', () => {});
// Each answers too late, in a way that would throw or emit an unheard error on a sent response.
app.get('/late-callback', (_req, res) => {
  setTimeout(() => {
    res.setHeader('X-Late', '1');
    res.status(200).json({ late: true });
    lateDone.push('callback');
  }, LATE_MS);
});
app.get('/late-then', (_req, res) => {
  void sleep(LATE_MS).then(() => {
    res.set('Cache-Control', 'no-cache').type('html').send('<p>late</p>');
    res.write('more');
    res.end();
    lateDone.push('then');
  });
});
app.get('/late-throw', async () => {
  await sleep(LATE_MS);
  lateDone.push('throw');
  throw new Error('the database finally said no');
});
app.get('/late-redirect', async (_req, res) => {
  await sleep(LATE_MS);
  res.redirect('/elsewhere');
  lateDone.push('redirect');
});
// Started before the deadline, finished well after it.
app.get('/stream', (_req, res) => {
  res.type('text/csv');
  res.write('a,b\n');
  setTimeout(() => res.write('1,2\n'), DEADLINE_MS);
  setTimeout(() => res.end('3,4\n'), DEADLINE_MS * 3);
});
// Reads its body (which arrives slowly), then answers quickly.
app.post('/upload', (req, res) => {
  let bytes = 0;
  req.on('data', (chunk: Buffer) => (bytes += chunk.length));
  req.on('end', () => setTimeout(() => res.json({ bytes }), DEADLINE_MS / 4));
});
// Answers in time: the deadline never fires after it.
app.get('/quick', (_req, res) => res.json({ ok: true }));
app.use(errorHandler);

let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function timed<T>(run: () => PromiseLike<T>): Promise<{ res: T; ms: number }> {
  const started = Date.now();
  const res = await run();
  return { res, ms: Date.now() - started };
}

describe('the request deadline', () => {
  it('answers a request nothing answers with 503 problem+json and Retry-After, at the deadline', async () => {
    const { res, ms } = await timed(() => supertest(base).get('/never').set('Accept', 'application/json'));
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toMatchObject({ status: 503, title: 'Service Unavailable', code: 'timeout' });
    expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS - 5);
    expect(ms).toBeLessThan(DEADLINE_MS + 500);
  });

  it('answers a browser opening a page with the 503 page', async () => {
    const res = await supertest(base).get('/never').set('Accept', 'text/html');
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['retry-after']).toBe('5');
  });

  it('keeps what the handler does after the deadline harmless: no second answer, no crash', async () => {
    for (const path of ['/late-callback', '/late-then', '/late-throw', '/late-redirect']) {
      const res = await supertest(base).get(path);
      expect(res.status, path).toBe(503);
      expect(res.headers['x-late']).toBeUndefined();
    }
    // Let the last one act; an uncaught exception or unhandled rejection would fail the run.
    await sleep(LATE_MS + 100);
    expect(lateDone.sort()).toEqual(['callback', 'redirect', 'then', 'throw']);
    // The server still answers.
    await supertest(base).get('/quick').expect(200, { ok: true });
  });

  it('never cuts a response that has started', async () => {
    const { res, ms } = await timed(() => supertest(base).get('/stream'));
    expect(res.status).toBe(200);
    expect(res.text).toBe('a,b\n1,2\n3,4\n');
    expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS * 3 - 5);
  });

  it('waits for a body still arriving, then gives the handler the deadline', async () => {
    const chunks = 6;
    const { res, ms } = await timed(
      () =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = http.request(`${base}/upload`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' } }, (r) => {
            let body = '';
            r.on('data', (c: Buffer) => (body += c.toString()));
            r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
          });
          req.on('error', reject);
          let sent = 0;
          const send = () => {
            req.write(Buffer.alloc(1000));
            sent += 1;
            if (sent < chunks) setTimeout(send, DEADLINE_MS / 2);
            else req.end();
          };
          send();
        }),
    );
    expect(ms).toBeGreaterThan(DEADLINE_MS * 2);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ bytes: chunks * 1000 });
  });

  it('answers a body nobody reads at the deadline', async () => {
    const res = await supertest(base).post('/never').send({ a: 1 });
    expect(res.status).toBe(503);
  });
});
