import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import supertest from 'supertest';
import { inject } from 'vitest';
import { createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createDb, type Db } from '../../src/db/knex.js';
import { createRateLimits, type RateLimitOptions } from '../../src/http/rate-limits.js';
import { hashPassword } from '../../src/modules/auth/index.js';
import { createPictureStore } from '../../src/modules/images/index.js';
import type { AppDeps } from '../../src/app-deps.js';
import { adminQuery, dropTestDatabase, urlFor } from './database.js';

/**
 * The fixtures' password cost: scrypt at 1/16 of the product's (N 1024, not 16384). Every file
 * makes its accounts here and logs them in; at the product's cost their hashing was a fifth of the
 * API tests' CPU. Sign-up and password changes through the API still hash at the product's cost.
 */
export const FIXTURE_PASSWORD_COST = { N: 1024, r: 8, p: 1, keylen: 64 };

export interface TestUser {
  id: string;
  email: string;
  password: string;
  fullName: string;
}

/**
 * The general API budgets of the test apps: far above what any test file sends, so that only
 * api/test/http/api-rate-limit.test.ts (which passes small ones) meets them. The special budgets
 * (log-in, sign-up, chat ...) keep their real sizes.
 */
export const TEST_GENERAL_BUDGETS: RateLimitOptions = { apiPerTokenPerMinute: 1_000_000, apiPerUserPerMinute: 1_000_000, apiPerAddressPerMinute: 1_000_000 };

/**
 * A fresh database (copied from the migrated template) and the real app on it, with response
 * validation on. Pictures go to the configured store: the local one in DATA_DIR (a scratch folder
 * of its own, removed by `close()`, unless the test names one), or PICTURE_STORAGE=s3's bucket.
 * Call `close()` in afterAll.
 */
export async function createTestApp(env: Record<string, string> = {}, limits: RateLimitOptions = TEST_GENERAL_BUDGETS) {
  const database = `thriftz_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(`CREATE DATABASE ${database} TEMPLATE ${inject('templateDatabase')}`);
  const url = urlFor(database);
  const scratch = env.DATA_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'thriftz-test-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    CAMPUS_EMAIL_DOMAINS: 'campus.edu',
    PUBLIC_URL: 'http://localhost:3000',
    SEED_DEMO: 'false',
    RUN_JOBS: 'false',
    ...(scratch ? { DATA_DIR: scratch } : {}),
    ...env,
  });
  const db = createDb(url, 5);
  // One connection of the pool is the chat bus's listener.
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const pictures = await createPictureStore(config.pictures, config.dataDir);
  const deps: AppDeps = { config, db, pool, logger: pino({ level: process.env.TEST_LOG ?? 'silent' }), rateLimits: createRateLimits(pool, limits), pictures };
  const built = createApp(deps);
  // One listening server for every supertest call: given the bare app, supertest starts and
  // closes a server around each request (measured: 0.9 ms of CPU a request instead of 0.5).
  const server = http.createServer(built.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  let counter = 0;

  const helpers = {
    ...built,
    deps,
    db,
    config,
    server,
    request: () => supertest(server),
    /** A supertest agent: keeps the cookies its answers set (a session, a portal). */
    agent: () => supertest.agent(server),
    /** A user straight in the database (verified unless told otherwise). */
    async createUser(overrides: Partial<TestUser> & { verified?: boolean; isAdmin?: boolean; firstLoginDone?: boolean } = {}) {
      counter += 1;
      const user = {
        email: overrides.email ?? `student${counter}-${randomUUID().slice(0, 6)}@campus.edu`,
        password: overrides.password ?? 'secret123',
        fullName: overrides.fullName ?? `Student ${counter}`,
      };
      const [row] = await db('users')
        .insert({
          email: user.email,
          fullName: user.fullName,
          passwordHash: await hashPassword(user.password, FIXTURE_PASSWORD_COST),
          emailVerifiedAt: overrides.verified === false ? null : db.fn.now(),
          isAdmin: overrides.isAdmin ?? false,
          ...(overrides.firstLoginDone ? { profileCreatedAt: db.fn.now(), welcomeEmailQueuedAt: db.fn.now() } : {}),
        })
        .returning('id');
      return { ...user, id: row.id as string } satisfies TestUser;
    },
    /** A supertest agent holding the user's session cookie. */
    async loginAs(user: Pick<TestUser, 'email' | 'password'>) {
      const agent = supertest.agent(server);
      await agent.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
      return agent;
    },
    outbox: (to?: string) =>
      db('emailOutbox')
        .modify((q) => (to ? q.where('toAddress', to) : q))
        .orderBy('createdAt') as Promise<{ id: string; toAddress: string; subject: string; textBody: string; template: string; status: string; attempts: number }[]>,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await built.chat.close();
      pictures.close();
      await pool.end();
      await db.destroy();
      await dropTestDatabase(database);
      if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
  return helpers;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The link a mail carries (verification or reset), as a path with its token. */
export function linkIn(text: string): { path: string; token: string } {
  const match = /https?:\/\/[^/\s]+(\/[^\s?]+)\?token=([\w-]+)/.exec(text);
  if (!match) throw new Error(`no link in mail: ${text}`);
  return { path: match[1]!, token: match[2]! };
}

export type { Db };
