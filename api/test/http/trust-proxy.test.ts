// TRUST_PROXY decides whose address the per-address budgets count: the client's, as the proxies we
// trust forwarded it (X-Forwarded-For), or the socket's. Each app here listens on 127.0.0.1, so its
// requests arrive from that address as they would from a proxy on that host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { newAddresses } from '../support/addresses.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { limitedApp, loginCounters } from './limited-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fromNewAddress = newAddresses();
const FAILURES = 2;
const trustProxy = (value: string) => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value }).trustProxy;

/** Spends FAILURES failed log-ins forwarded for `client`, then tries once more for it and once for `other`. */
async function spend(value: string, forwardedFor: (client: string) => string) {
  const app = await limitedApp(t, { limits: { loginFailuresPerAddress: FAILURES }, trustProxy: trustProxy(value) });
  try {
    const http = await app.listen();
    const attempt = (client: string, i: number) =>
      http.post('/api/auth/login').set('X-Forwarded-For', forwardedFor(client)).send({ email: `nobody-${i}@campus.edu`, password: 'whatever' });
    const [client, other] = [fromNewAddress(), fromNewAddress()];
    for (let i = 0; i < FAILURES; i += 1) expect((await attempt(client, i)).status).toBe(404);
    return { client, other, again: (await attempt(client, 10)).status, fromOther: (await attempt(other, 11)).status };
  } finally {
    await app.close();
  }
}

describe('TRUST_PROXY', () => {
  it.each(['loopback', '127.0.0.1', '10.0.0.0/8, 127.0.0.0/8'])(
    'with %s (naming the proxy the request comes from), limits per the forwarded client address',
    async (value) => {
      const { client, other, again, fromOther } = await spend(value, (c) => c);
      expect(again).toBe(429);
      expect(fromOther).toBe(404);
      const counters = await loginCounters(t);
      expect(counters[client]).toBe(FAILURES + 1);
      expect(counters[other]).toBe(1);
    },
  );

  it('with a proxy on another host (10.0.0.5), ignores the X-Forwarded-For of a request that did not come through it', async () => {
    const before = (await loginCounters(t))['127.0.0.1'] ?? 0;
    const { client, other, again, fromOther } = await spend('10.0.0.5', (c) => c);
    // Every attempt counted against the socket's address, whatever client it named.
    expect(again).toBe(429);
    expect(fromOther).toBe(429);
    const counters = await loginCounters(t);
    expect(counters[client]).toBeUndefined();
    expect(counters[other]).toBeUndefined();
    expect(counters['127.0.0.1']).toBe(before + FAILURES + 2);
  });

  it("with a hop count (1), takes the entry the nearest proxy added, not one the client wrote before it", async () => {
    const { client, other, again, fromOther } = await spend('1', (c) => `203.0.113.66, ${c}`);
    expect(again).toBe(429);
    expect(fromOther).toBe(404);
    const counters = await loginCounters(t);
    expect(counters[client]).toBe(FAILURES + 1);
    expect(counters[other]).toBe(1);
    expect(counters['203.0.113.66']).toBeUndefined();
  });

  it('is parsed at start-up: hop counts, false and lists pass; true and typos stop it naming TRUST_PROXY', () => {
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy(' loopback, 10.0.0.5, fd00::/8, 10.0.0.0/255.0.0.0 ')).toBe('loopback, 10.0.0.5, fd00::/8, 10.0.0.0/255.0.0.0');
    for (const value of ['true', 'bogus', '10.0.0.0/33', '10.0.0.5,,loopback', '']) {
      expect(() => trustProxy(value), value).toThrow(/TRUST_PROXY/);
    }
  });
});
