// A database that refuses connections, freezes, or ends its connections: every request is
// answered in time, as 503 problem+json with Retry-After (never a 500), and once the database is
// back the next requests succeed without a restart.
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUTS, type DbTimeouts } from '../../src/db/knex.js';
import { SESSION_COOKIE } from '../../src/http/session.js';
import { adminQuery, serverUrl } from '../support/database.js';
import { appOn, createStudent, freezingProxy, testDatabase } from './outage-app.js';

/** The test's bounds, shorter than production's (REQUEST_TIMEOUTS, asserted in db-timeouts.test.ts). */
const FAST: DbTimeouts = { connectMs: 400, acquireMs: 600, statementMs: 300, idleInTransactionMs: 5_000 };
const DEADLINE_MS = 1_500;
/** What a loaded test machine may add to the deadline. */
const SLACK_MS = 1_000;

/** A built web app on disk, for the page loads (GET /). */
function builtWeb() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thriftz-outage-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><title>web</title></html>');
  return dir;
}

function expectUnavailable(res: Response) {
  expect(res.status, `${res.status} ${res.text}`).toBe(503);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.body).toMatchObject({ status: 503, title: 'Service Unavailable' });
}

async function timed<T>(run: () => PromiseLike<T>): Promise<{ res: T; ms: number }> {
  const started = Date.now();
  const res = await run();
  return { res, ms: Date.now() - started };
}

/** A session cookie as express-session signs it, for a session the database holds (or not). */
function signedSessionCookie(sid: string, secret: string) {
  const signature = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return `${SESSION_COOKIE}=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}

describe('a database refusing connections', () => {
  let app: Awaited<ReturnType<typeof appOn>>;
  beforeAll(async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const closed = new URL(serverUrl);
    closed.hostname = '127.0.0.1';
    closed.port = '1';
    app = await appOn(closed.toString(), REQUEST_TIMEOUTS, { WEB_DIST: builtWeb() });
  });
  afterAll(() => app.close());

  it('answers reads, sign-ins, signed-in reads and the health check 503 with Retry-After, never 500', async () => {
    expectUnavailable(await app.request().get('/api/listings?type=sell'));
    expectUnavailable(await app.request().get('/api/settings/public'));
    const login = await app.request().post('/api/auth/login').send({ email: 'someone@campus.edu', password: 'secret123' });
    expectUnavailable(login);
    expect(login.body.code).toBe('unavailable');
    // The session store's read fails first.
    const cookie = signedSessionCookie('outage-session-id', app.config.sessionSecret);
    expectUnavailable(await app.request().get('/api/listings/mine').set('Cookie', cookie));
    const health = await app.request().get('/api/health');
    expectUnavailable(health);
    expect(health.body.code).toBe('database-down');
  });

  it('still serves the page: the launch time is not to be had, so the page is the launched one', async () => {
    const { res, ms } = await timed(() => app.request().get('/').set('Accept', 'text/html'));
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>web</title>');
    expect(res.text).not.toContain('data-prelaunch');
    expect(ms).toBeLessThan(DEADLINE_MS);
  });
});

describe('a frozen database (the network stops passing packets)', () => {
  let database: Awaited<ReturnType<typeof testDatabase>>;
  let proxy: Awaited<ReturnType<typeof freezingProxy>>;
  let app: Awaited<ReturnType<typeof appOn>>;
  let student: { email: string; password: string };

  beforeAll(async () => {
    database = await testDatabase();
    student = await createStudent(database.url);
    const server = new URL(serverUrl);
    proxy = await freezingProxy({ host: server.hostname, port: Number(server.port || 5432) });
    app = await appOn(proxy.urlFor(database.url), FAST, { REQUEST_DEADLINE_MS: String(DEADLINE_MS), WEB_DIST: builtWeb() });
    await app.chat.ready;
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await database?.close();
  });

  it('answers every request within the deadline, 503 with Retry-After, and recovers when it thaws', async () => {
    const agent = app.request;
    const login = await agent().post('/api/auth/login').send(student).expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    await agent().get('/api/listings?type=sell').expect(200);
    await agent().get('/api/listings/mine').set('Cookie', cookie).expect(200);

    proxy.freeze();
    const calls = [
      () => agent().get('/api/listings?type=sell'),
      () => agent().post('/api/auth/login').send(student),
      () => agent().get('/api/listings/mine').set('Cookie', cookie),
      () => agent().get('/api/health'),
    ];
    // All at once (more than the pools hold), then each again: idle connections, new connections
    // and connections whose query timed out are all met.
    const first = await Promise.all(calls.map((call) => timed(call)));
    const again = await Promise.all(calls.map((call) => timed(call)));
    for (const { res, ms } of [...first, ...again]) {
      expectUnavailable(res);
      expect(ms).toBeLessThan(DEADLINE_MS + SLACK_MS);
    }
    // The page waits for the launch time no longer than the deadline: served, or a 503 page.
    const page = await timed(() => agent().get('/').set('Accept', 'text/html'));
    expect(page.ms).toBeLessThan(DEADLINE_MS + SLACK_MS);
    expect([200, 503]).toContain(page.res.status);
    if (page.res.status === 503) expect(page.res.headers['retry-after']).toBeDefined();

    proxy.thaw();
    await agent().get('/api/listings?type=sell').expect(200);
    await agent().post('/api/auth/login').send(student).expect(200);
    await agent().get('/api/listings/mine').set('Cookie', cookie).expect(200);
    await agent().get('/api/health').expect(200);
  });
});

describe('a freeze that loses the connections open in it (a failover, a NAT reset nobody was told of)', () => {
  let database: Awaited<ReturnType<typeof testDatabase>>;
  let proxy: Awaited<ReturnType<typeof freezingProxy>>;
  let app: Awaited<ReturnType<typeof appOn>>;
  let student: { email: string; password: string };

  beforeAll(async () => {
    database = await testDatabase();
    student = await createStudent(database.url);
    const server = new URL(serverUrl);
    proxy = await freezingProxy({ host: server.hostname, port: Number(server.port || 5432) });
    app = await appOn(proxy.urlFor(database.url), FAST, { REQUEST_DEADLINE_MS: String(DEADLINE_MS) });
    await app.chat.ready;
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await database?.close();
  });

  it('drops the silent connections (one 503 each at most) and serves from new ones, without a restart', async () => {
    const login = await app.request().post('/api/auth/login').send(student).expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const calls = [
      () => app.request().get('/api/listings?type=sell'),
      () => app.request().get('/api/listings/mine').set('Cookie', cookie),
      () => app.request().get('/api/health'),
    ];
    await Promise.all(calls.map(async (call) => expect((await call()).status).toBe(200)));

    proxy.freeze();
    // Queries go out on the open connections and are never answered.
    for (const { res } of await Promise.all(calls.map((call) => timed(call)))) expectUnavailable(res);
    proxy.thawLosingOpenConnections();

    // Each silent connection costs at most one timed-out request; then every request succeeds.
    const statuses: number[] = [];
    let succeededInARow = 0;
    for (let round = 0; round < 12 && succeededInARow < 3; round++) {
      const results = await Promise.all(calls.map((call) => call()));
      statuses.push(...results.map((r) => r.status));
      succeededInARow = results.every((r) => r.status === 200) ? succeededInARow + 1 : 0;
    }
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(succeededInARow, statuses.join(' ')).toBe(3);
  });
});

describe('connections the server ends (pg_terminate_backend, a restart, a failover)', () => {
  let database: Awaited<ReturnType<typeof testDatabase>>;
  let app: Awaited<ReturnType<typeof appOn>>;
  let student: { email: string; password: string };

  beforeAll(async () => {
    database = await testDatabase();
    student = await createStudent(database.url);
    app = await appOn(database.url, REQUEST_TIMEOUTS);
    await app.chat.ready;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** Ends every connection of the test's database; `waitMs`: until the backends have exited (0: at once). */
  const terminateAll = (waitMs = 0) =>
    adminQuery(
      'SELECT count(pg_terminate_backend(pid, $2))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database.name, waitMs],
    );

  it('answers the next requests (at worst one 503, never a 500), then all succeed', async () => {
    const login = await app.request().post('/api/auth/login').send(student).expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    // Both pools hold idle connections.
    await Promise.all([
      app.request().get('/api/listings?type=sell').expect(200),
      app.request().get('/api/listings/mine').set('Cookie', cookie).expect(200),
      app.request().get('/api/health').expect(200),
    ]);

    // While the app is idle: its connections hear of it before the next request.
    const { rows } = await terminateAll(5_000);
    expect(rows[0].n).toBeGreaterThan(0);
    const calls = [
      () => app.request().get('/api/listings?type=sell'),
      () => app.request().get('/api/listings/mine').set('Cookie', cookie),
      () => app.request().post('/api/auth/login').send(student),
      () => app.request().get('/api/health'),
    ];
    const answers: string[] = [];
    for (const call of calls) {
      const res = await call();
      answers.push(`${res.status} ${res.status === 200 ? '' : res.text}`);
    }
    expect(answers.filter((a) => !/^(200|503) /.test(a))).toEqual([]);
    expect(answers.filter((a) => a.startsWith('503')).length, answers.join('\n')).toBeLessThanOrEqual(1);

    for (const call of calls) expect((await call()).status).toBe(200);
  });

  it('answers the requests in flight when their connections are ended (200 or 503, never 500), and the next ones succeed', async () => {
    const login = await app.request().post('/api/auth/login').send(student).expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const busy = Array.from({ length: 6 }, () => app.request().get('/api/listings/mine').set('Cookie', cookie));
    await terminateAll();
    for (const res of await Promise.all(busy)) expect([200, 503], res.text).toContain(res.status);
    await app.request().get('/api/listings/mine').set('Cookie', cookie).expect(200);
    await app.request().get('/api/health').expect(200);
  });
});
