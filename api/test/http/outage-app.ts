// The app on a database that fails in the ways a real one does: refusing connections, frozen
// (a TCP proxy that stops forwarding), or ending its connections. Built as runtime.ts builds it
// (bounded pools), on a database URL of the test's choosing.
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { pino } from 'pino';
import supertest from 'supertest';
import { inject } from 'vitest';
import { createApp } from '../../src/app.js';
import type { AppDeps } from '../../src/app-deps.js';
import { loadConfig } from '../../src/config.js';
import { createDb, createPool, type DbTimeouts } from '../../src/db/knex.js';
import { createRateLimits } from '../../src/http/rate-limits.js';
import { hashPassword } from '../../src/modules/auth/index.js';
import { createPictureStore } from '../../src/modules/images/index.js';
import { adminQuery, dropTestDatabase, urlFor } from '../support/database.js';
import { FIXTURE_PASSWORD_COST, TEST_GENERAL_BUDGETS } from '../support/test-app.js';

/** A fresh copy of the migrated template; `close()` drops it. */
export async function testDatabase() {
  const name = `thriftz_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  return { name, url: urlFor(name), close: () => dropTestDatabase(name) };
}

/** The app on `url` with pools bounded by `timeouts`; `env` adds to the test configuration. */
export async function appOn(url: string, timeouts: DbTimeouts, env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    CAMPUS_EMAIL_DOMAINS: 'campus.edu',
    PUBLIC_URL: 'http://localhost:3000',
    SEED_DEMO: 'false',
    RUN_JOBS: 'false',
    ...env,
  });
  const db = createDb(url, 3, timeouts);
  const pool = createPool(url, 3, timeouts);
  // As runtime.ts: an idle client whose server went away is reported, never fatal.
  const lostIdle: Error[] = [];
  pool.on('error', (err) => lostIdle.push(err));
  // The configured store (local, in DATA_DIR): these tests store no picture.
  const pictures = await createPictureStore(config.pictures, config.dataDir);
  const deps: AppDeps = { config, db, pool, logger: pino({ level: 'silent' }), rateLimits: createRateLimits(pool, TEST_GENERAL_BUDGETS), pictures };
  const built = createApp(deps);
  return {
    ...built,
    config,
    db,
    pool,
    lostIdle,
    request: () => supertest(built.app),
    async close() {
      await built.chat.close();
      pictures.close();
      await pool.end();
      await db.destroy();
    },
  };
}

/** A verified student straight in the database. */
export async function createStudent(url: string) {
  const db = createDb(url, 1);
  try {
    const email = `student-${randomUUID().slice(0, 8)}@campus.edu`;
    const password = 'secret123';
    await db('users').insert({
      email,
      fullName: 'Outage Student',
      passwordHash: await hashPassword(password, FIXTURE_PASSWORD_COST),
      emailVerifiedAt: db.fn.now(),
    });
    return { email, password };
  } finally {
    await db.destroy();
  }
}

/**
 * A TCP proxy in front of PostgreSQL that can freeze: while frozen nothing is forwarded either
 * way (bytes are held, new connections are accepted and held too), as when the network between
 * the app and its database stops passing packets. Thawed, what was held is delivered (or lost,
 * with the connections it was on).
 */
export async function freezingProxy(target: { host: string; port: number }) {
  let frozen = false;
  const pairs = new Set<{ held: (() => void)[]; lost: boolean }>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair = { held: [] as (() => void)[], lost: false };
    pairs.add(pair);
    const forward = (to: net.Socket) => (chunk: Buffer) => {
      if (pair.lost) return;
      if (frozen) pair.held.push(() => to.write(chunk));
      else to.write(chunk);
    };
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    /** `url` with the proxy's host and port in place of the server's. */
    urlFor(url: string) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const pair of pairs) for (const send of pair.held.splice(0)) send();
    },
    /**
     * Thaws for new connections only: the connections open now stay silent for good, with what
     * was held lost, as after a failover or a NAT reset that neither end was told of.
     */
    thawLosingOpenConnections() {
      for (const pair of pairs) {
        pair.lost = true;
        pair.held.length = 0;
      }
      frozen = false;
    },
    async close() {
      this.thaw();
      server.close();
      for (const pair of pairs) pair.held.length = 0;
    },
  };
}
