// A second app on a test app's database with budgets (and a `trust proxy`) of the test's choosing,
// for the tests of the per-address limits: the real budgets are sized for a campus and too large to
// spend in a test.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import supertest from 'supertest';
import { createApp } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import { createRateLimits, type RateLimitOptions } from '../../src/http/rate-limits.js';
import { TEST_GENERAL_BUDGETS, type TestApp } from '../support/test-app.js';

export async function limitedApp(t: TestApp, { limits = {}, trustProxy }: { limits?: RateLimitOptions; trustProxy?: Config['trustProxy'] } = {}) {
  // Its own pool: the chat bus holds one connection of it.
  const pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 4 });
  const config = trustProxy === undefined ? t.config : { ...t.config, trustProxy };
  const built = createApp({ ...t.deps, config, pool, rateLimits: createRateLimits(pool, { ...TEST_GENERAL_BUDGETS, ...limits }) });
  await built.chat.ready;
  let server: http.Server | undefined;
  return {
    ...built,
    /** In process (supertest's socket is on loopback, which the default TRUST_PROXY trusts). */
    request: () => supertest(built.app),
    /** A real server on 127.0.0.1: requests arrive from that address, as from a proxy there. */
    async listen() {
      server = http.createServer(built.app);
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
      return supertest(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    },
    async close() {
      if (server) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server!.close(() => resolve()));
      }
      await built.chat.close();
      await pool.end();
    },
  };
}

/** The per-address log-in counters, as `address → points spent`. */
export async function loginCounters(t: TestApp): Promise<Record<string, number>> {
  const rows = (await t.db('rate_limits').where('key', 'like', 'login-ip:%').select('key', 'points')) as { key: string; points: number }[];
  return Object.fromEntries(rows.map((r) => [r.key.slice('login-ip:'.length), Number(r.points)]));
}
