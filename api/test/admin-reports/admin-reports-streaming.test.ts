// The CSV is written as it is read: a page of rows at a time, at the client's pace.
import http from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_BATCH } from '../../src/modules/admin-reports/admin-reports.service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ROWS = 100_000;

// What the process holds, after a full collection: heapUsed alone counts garbage not yet
// collected, which rises and falls with the collector's timing, not with what the stream keeps.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
const liveHeap = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};
const PAGES = Math.ceil(ROWS / CSV_BATCH);

let t: TestApp;
let server: http.Server;
let port: number;
let cookie: string;
/** The report's page queries the app has started (each reads CSV_BATCH rows). */
let pageQueries = 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.raw(`
    INSERT INTO store_orders (order_number, store_name, status, payment_type, total, customer_name, customer_email,
      customer_phone, shipping_address, shipping_city, shipping_state, shipping_pincode, created_at)
    SELECT 'ORD-S-' || g, 'Streaming Store', 'delivered', 'prepaid', g % 5000, 'Buyer number ' || g, 'buyer' || g || '@campus.edu',
      '9876543210', 'Room ' || g || ', Hostel B', 'Pune', 'Maharashtra', '411001', now() - g * interval '1 second'
    FROM generate_series(1, ${ROWS}) AS g`);
  const admin = await t.createUser({ isAdmin: true });
  t.db.on('query', (q: { sql: string }) => {
    if (q.sql.includes('"cursorAt"')) pageQueries += 1;
  });
  server = http.createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  expect(login.status).toBe(200);
  cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}, 60_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** The CSV download as a paused response stream, once its headers are in. */
function openCsv(): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.get({ port, host: '127.0.0.1', path: '/api/admin/reports/orders/csv', headers: { cookie } }, (res) => {
      res.pause();
      resolve(res);
    });
    req.on('error', reject);
  });
}

/** What arrives until the first whole line (the header row), then the response is paused again. */
const firstChunk = (res: http.IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      if (!chunk.includes(10)) return;
      res.pause();
      res.off('data', onData);
      resolve(Buffer.concat(chunks));
    };
    res.on('data', onData);
    res.resume();
  });

/** Waits until the app has started no page query for 400 ms (it is waiting for the client), and answers how many it started. */
async function settled(): Promise<number> {
  let seen = -1;
  for (let waited = 0; waited < 15_000 && pageQueries !== seen; waited += 400) {
    seen = pageQueries;
    await sleep(400);
  }
  return pageQueries;
}

describe('the streamed CSV', () => {
  it(`sends ${ROWS.toLocaleString('en')} orders: the first bytes before most of the rows are read, then every row`, async () => {
    pageQueries = 0;
    const heapBefore = liveHeap();
    const res = await openCsv();
    expect(res.statusCode).toBe(200);
    const first = await firstChunk(res);
    expect(first.toString('utf8')).toMatch(/^\ufeffOrder number,Customer,Customer email/);
    // The client reads nothing more: the server stops at what the sockets' buffers hold.
    const whilePaused = await settled();
    expect(whilePaused).toBeLessThan(PAGES / 2);

    let lines = 0;
    let chunks = 0;
    let peakHeap = 0;
    await new Promise<void>((resolve, reject) => {
      res.on('data', (chunk: Buffer) => {
        for (const byte of chunk) if (byte === 10) lines += 1;
        // Two looks mid-stream: a full collection of the test worker's heap takes a while on a busy machine.
        if (++chunks === 40 || chunks === 120) peakHeap = Math.max(peakHeap, liveHeap());
      });
      res.on('end', resolve);
      res.on('error', reject);
      res.resume();
    });
    lines += first.toString('utf8').split('\n').length - 1;
    expect(lines).toBe(ROWS + 1);
    expect(pageQueries).toBe(PAGES + 1);
    // The CSV is about 17 MB; what the server holds meanwhile is a fraction of it (measured: 1.6 MB).
    expect(chunks, 'chunks, two of them looked at').toBeGreaterThan(120);
    expect(peakHeap - heapBefore).toBeLessThan(16 * 1024 * 1024);
  }, 60_000);

  it('stops reading when the client goes away', async () => {
    pageQueries = 0;
    const res = await openCsv();
    await firstChunk(res);
    res.destroy();
    const afterClose = await settled();
    expect(afterClose).toBeLessThan(PAGES / 2);
    // No connection is left behind: the pool answers at once.
    const pool = (t.db.client as { pool: { numUsed(): number } }).pool;
    expect(pool.numUsed()).toBe(0);
    await t.db.raw('SELECT 1');
  }, 30_000);
});
