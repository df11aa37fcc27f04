import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLoop } from '../../../scripts/bench/open-loop.js';

/** Answers after 20 ms, /missing with a 404; counts the requests it is sent at once. */
let server: http.Server;
let base: string;
let inFlight = 0;
let mostAtOnce = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    inFlight += 1;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    setTimeout(() => {
      inFlight -= 1;
      res.writeHead(req.url === '/missing' ? 404 : 200).end('ok');
    }, 20);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the bench's open-loop load (scripts/bench/open-loop.ts)", () => {
  it('sends rate × seconds requests at that rate, each timed from when it was due, non-2xx counted', async () => {
    const r = await openLoop(base, ['/a', '/b', '/c', '/missing'], 100, 1);
    expect(r.sent).toBe(100);
    expect(r.errors).toBe(0);
    expect(r.non2xx).toBe(25);
    expect(r.rate).toBeGreaterThan(60);
    expect(r.rate).toBeLessThan(140);
    // Every answer takes the server's 20 ms at least; random arrivals overlap, without waiting for each other.
    expect(r.p50).toBeGreaterThanOrEqual(20);
    expect(r.max).toBeGreaterThanOrEqual(r.p99);
    expect(mostAtOnce).toBeGreaterThan(1);
  });
});
