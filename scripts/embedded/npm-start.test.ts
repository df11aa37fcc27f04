/**
 * The embedded default as a newcomer meets it: `node scripts/start.mjs` (what `npm start` runs)
 * with no DATABASE_URL, on an empty data folder, so the API starts its own PostgreSQL. Parallel
 * traffic, malformed input to every operation, hostile sockets, a crash and a second start.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { fetchSender, formatFailures, fuzzContract } from '../../api/test/fuzz/contract-fuzz.js';
import { freePort, repoRoot, waitForServer } from '../lib/local-server.js';
import { client, signedIn, type Client } from './client.js';
import { isAlive, postmasterPid, runToEnd } from './processes.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thriftz-npm-start-'));
let baseUrl: string;
let port: number;
let supervisor: ChildProcess;
let output = '';
const log = () => output.slice(-6000);

function npmStart() {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.SESSION_SECRET;
  delete env.NODE_ENV;
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return child;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  child.kill('SIGTERM');
  return new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
}

/** The API process the supervisor runs now. */
const apiPid = () => Number(execFileSync('ps', ['-o', 'pid=', '--ppid', String(supervisor.pid)], { encoding: 'utf8' }).trim().split('\n')[0]);

async function timedStart() {
  const started = Date.now();
  supervisor = npmStart();
  await waitForServer(`${baseUrl}/api/health`, supervisor, log);
  return Date.now() - started;
}

/** The demo student's listing, and a conversation about it with the demo admin. */
async function marketplace(student: Client, admin: Client) {
  const picture = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#2f6f4f' } }).png().toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'lamp.png');
  const image = await student.call('POST', '/api/images', form);
  expect(image.status, JSON.stringify(image.json_)).toBe(201);
  const listing = await student.call('POST', '/api/listings', {
    title: 'Desk lamp with warm bulb',
    description: 'A sturdy desk lamp, warm light, perfect for late study nights in the hostel.',
    category: 'electronics',
    condition: 'good',
    listingType: 'sell',
    price: 350,
    productAge: { years: 1, months: 2 },
    imageIds: [(image.json_ as { _id: string })._id],
  });
  expect(listing.status, JSON.stringify(listing.json_)).toBe(201);
  const listingId = (listing.json_ as { _id: string })._id;
  const conversation = await admin.call('POST', '/api/create-conversation', {
    participants: [admin.userId, student.userId],
    productId: listingId,
  });
  expect(conversation.status, JSON.stringify(conversation.json_)).toBe(201);
  return { listingId, conversationId: (conversation.json_ as { conversationId: string }).conversationId };
}

beforeAll(async () => {
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const ms = await timedStart();
  console.log(`first start on an empty data folder (initdb, migrations, seed): ready in ${ms} ms`);
}, 120_000);

afterAll(async () => {
  if (supervisor) await stop(supervisor);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start on a bare data folder', () => {
  it('runs its own PostgreSQL server', () => {
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    expect(fs.readFileSync(path.join(dataDir, 'postgres', 'PG_VERSION'), 'utf8').trim()).toBe('18');
  });

  it('answers 50 parallel mixed requests without a 5xx, and a correct log-in still works afterwards', async () => {
    const student = await signedIn(baseUrl, 'student@campus.edu', 'student123');
    const admin = await signedIn(baseUrl, 'admin@campus.edu', 'admin123');
    const { listingId, conversationId } = await marketplace(student, admin);
    const visitor = client(baseUrl);
    const run = `${Date.now()}`;

    const kinds = [
      () => visitor.call('GET', '/api/listings?type=sell&q=lamp&sort=price-low'),
      () => visitor.call('GET', `/api/listings/${listingId}`),
      () => client(baseUrl).call('POST', '/api/auth/login', { email: 'student@campus.edu', password: 'wrong-password' }),
      () => client(baseUrl).call('POST', '/api/auth/login', { email: 'admin@campus.edu', password: 'admin123' }),
      (i: number) => client(baseUrl).call('POST', '/api/auth/signup', { fullName: `New Student ${i}`, email: `new${run}${i}@campus.edu`, password: 'secret123' }),
      (i: number) => client(baseUrl).call('POST', '/api/contact/submit', { name: 'Asha', email: 'asha@campus.edu', subject: 'Hello', message: `Question number ${i}` }),
      (i: number) => admin.call('POST', `/api/conversations/${conversationId}/messages`, { message: `Is it still available? (${i})` }),
      () => visitor.call('GET', '/api/roommates'),
    ];
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => kinds[i % kinds.length]!(i)));

    const statuses = responses.map((r) => `${r.status} ${r.url.replace(baseUrl, '')}`);
    expect(statuses.filter((s) => s.startsWith('5')), log()).toEqual([]);
    // Every kind did what it is for, not merely "not 5xx".
    const sent = responses.filter((r) => r.url.includes('/messages'));
    expect(sent.map((r) => r.status)).toEqual(sent.map(() => 201));
    const signUps = responses.filter((r) => r.url.endsWith('/signup'));
    expect(signUps.map((r) => r.status)).toEqual(signUps.map(() => 201));
    expect((await student.call('GET', `/api/conversations/${conversationId}/messages`)).json_).toHaveLength(sent.length);

    const again = await client(baseUrl).call('POST', '/api/auth/login', { email: 'student@campus.edu', password: 'student123' });
    expect(again.status).toBe(200);
  }, 60_000);

  it('takes payments and boosts exactly once under parallel calls', async () => {
    const student = await signedIn(baseUrl, 'student@campus.edu', 'student123');
    const quota = async () => (await student.call('GET', `/api/subscription/${student.userId}`)).json_ as Record<string, number>;
    const before = await quota();

    // Three extra listings bought at once; each checkout verified three times at once, beside the test gateway's own webhook.
    const orders = await Promise.all(
      [1, 2, 3].map(() => student.call('POST', '/api/razorpay/create-order', { amount: 1, notes: { type: 'extra_listing' } })),
    );
    expect(orders.map((o) => o.status)).toEqual([201, 201, 201]);
    const paid = await Promise.all(
      orders.map((o) => student.call('POST', `/api/test-gateway/orders/${(o.json_ as { id: string }).id}/pay`, { outcome: 'success' })),
    );
    const verified = await Promise.all(paid.flatMap((p) => [1, 2, 3].map(() => student.call('POST', '/api/razorpay/verify-payment', p.json_))));
    expect(verified.map((v) => v.status)).toEqual(verified.map(() => 200));
    expect((await quota()).extraListingsPurchased).toBe(before.extraListingsPurchased! + 3);

    // The demo student's extra ad: five boosts of one of her listings at once, one boost and one ad spent.
    const mine = (await student.call('GET', '/api/listings/mine')).json_ as { items: { _id: string; isBoosted: boolean }[] };
    const target = mine.items.find((l) => !l.isBoosted)!;
    const boosts = await Promise.all([1, 2, 3, 4, 5].map(() => student.call('POST', '/api/boosts', { listingId: target._id })));
    expect(boosts.map((b) => b.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await quota()).extraAdsPurchased).toBe(before.extraAdsPurchased! - 1);
  }, 60_000);

  it('sells the last item of a store product once under parallel checkouts, and the owner confirms it', async () => {
    // The demo store Campus Threads opens with the demo entry code; its owner adds one lamp.
    const store = client(baseUrl);
    const unlocked = await store.call('POST', '/api/store-portal/session', { entryCode: '4242424242424242' });
    expect(unlocked.status, JSON.stringify(unlocked.json_)).toBe(201);
    const storeId = (unlocked.json_ as { store: { _id: string } }).store._id;
    const created = await store.call('POST', '/api/store-portal/products', { title: 'Last lamp', price: 300, category: 'home', stock: 1 });
    expect(created.status, JSON.stringify(created.json_)).toBe(201);
    const productId = (created.json_ as { _id: string })._id;

    // Ten checkouts of it at once by a student who is not the owner: one order, nine refusals.
    const buyer = await signedIn(baseUrl, 'rahul.verma@campus.edu', 'student123');
    const body = {
      storeId,
      items: [{ productId, quantity: 1 }],
      paymentType: 'cod',
      fullName: 'Rahul Verma',
      email: 'rahul.verma@campus.edu',
      phone: '9876543210',
      address: 'Room 12, Boys Hostel 1',
      city: 'Manipal',
      state: 'Karnataka',
      pincode: '576104',
    };
    const orders = await Promise.all(Array.from({ length: 10 }, () => buyer.call('POST', '/api/orders', body)));
    expect(orders.map((o) => o.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const order = orders.find((o) => o.status === 201)!.json_ as { _id: string; orderId: string };

    const confirmed = await store.call('PATCH', `/api/store-portal/orders/${order._id}/status`, { status: 'confirmed' });
    expect(confirmed.status, JSON.stringify(confirmed.json_)).toBe(200);
    expect(confirmed.json_).toMatchObject({ order: { status: 'confirmed' }, emailQueued: true });
    expect(((await buyer.call('GET', `/api/orders/${order.orderId}`)).json_ as { status: string }).status).toBe('confirmed');
    const product = (await store.call('GET', '/api/store-portal/products?search=Last%20lamp')).json_ as { items: { stock: number }[] };
    expect(product.items[0]!.stock).toBe(0);
  }, 60_000);

  it('answers malformed requests to every operation of the contract below 500, as a visitor and signed in', async () => {
    const contract = JSON.parse(fs.readFileSync(path.join(repoRoot, 'api/generated/openapi.json'), 'utf8'));
    const student = await signedIn(baseUrl, 'student@campus.edu', 'student123');
    const admin = await signedIn(baseUrl, 'admin@campus.edu', 'admin123');
    const db = new pg.Client({ connectionString: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(path.join(dataDir, 'postgres'))}` });
    await db.connect();
    try {
      const report = await fuzzContract({
        contract,
        callers: [
          { name: 'visitor', send: fetchSender(baseUrl), signedIn: false },
          { name: 'student', send: fetchSender(baseUrl, { cookie: student.cookie }), signedIn: true },
          { name: 'admin', send: fetchSender(baseUrl, { cookie: admin.cookie }), signedIn: true, only: (op) => op.tags.includes('admin') },
        ],
        resetRateLimits: async () => {
          await db.query('DELETE FROM rate_limits');
        },
        budget: 50,
      });
      console.log(`contract fuzz on the embedded engine: ${report.requests} requests`);
      expect(report.failures, formatFailures(report.failures)).toEqual([]);
    } finally {
      await db.end();
    }
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
  }, 300_000);
});

describe('one client never stops the process', () => {
  it('survives an upgrade reset mid-way and an oversized frame, with the same process serving', async () => {
    const pid = apiPid();
    for (const delay of [0, 1, 5, 20]) {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      await new Promise((r) => socket.once('connect', r));
      socket.write(
        `GET /api/ws HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nOrigin: ${baseUrl}\r\n\r\n`,
      );
      await new Promise((r) => setTimeout(r, delay));
      socket.resetAndDestroy();
    }
    const student = await signedIn(baseUrl, 'student@campus.edu', 'student123');
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { headers: { cookie: student.cookie, origin: baseUrl } });
    ws.on('error', () => undefined);
    await new Promise((r) => ws.once('open', r));
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    ws.send(JSON.stringify({ event: 'send-message', data: { conversationId: crypto.randomUUID(), message: 'x'.repeat(1 << 20) } }));
    expect(await closed).toBe(1009);

    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    expect(apiPid()).toBe(pid);
    expect(output).not.toContain('starting it again');
  });
});

describe('a crash and a second start', () => {
  it('is restarted by npm start after a crash, with its data', async () => {
    const pid = apiPid();
    process.kill(pid, 'SIGKILL');
    await waitForServer(`${baseUrl}/api/health`, supervisor, log);
    await expect.poll(() => apiPid(), { timeout: 20_000 }).not.toBe(pid);
    expect(output).toContain('the server was killed by SIGKILL; starting it again');
    const student = await client(baseUrl).call('POST', '/api/auth/login', { email: 'student@campus.edu', password: 'student123' });
    expect(student.status).toBe(200);
  }, 60_000);

  it('stops its database with it, and starts again on the same data (time printed)', async () => {
    expect(await stop(supervisor)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    const ms = await timedStart();
    console.log(`second start (npm start on existing data): ready in ${ms} ms`);
    // Not a benchmark: a guard against a start that hangs or redoes first-start work.
    expect(ms).toBeLessThan(15_000);
    const student = await client(baseUrl).call('POST', '/api/auth/login', { email: 'student@campus.edu', password: 'student123' });
    expect(student.status).toBe(200);
  }, 60_000);
});

describe('faults that heal, and a stop that leaves nothing behind', () => {
  it('starts its PostgreSQL again after a kill -9 of the postmaster, with its data (time printed)', async () => {
    const before = await client(baseUrl).call('POST', '/api/auth/login', { email: 'student@campus.edu', password: 'student123' });
    expect(before.status).toBe(200);
    const killed = postmasterPid(dataDir)!;
    const started = Date.now();
    process.kill(killed, 'SIGKILL');
    await expect.poll(() => output.includes('the embedded PostgreSQL stopped unexpectedly'), { timeout: 10_000 }).toBe(true);
    const noticedMs = Date.now() - started;
    await expect
      .poll(async () => (await client(baseUrl).call('POST', '/api/auth/login', { email: 'student@campus.edu', password: 'student123' })).status, {
        timeout: 30_000,
        interval: 250,
      })
      .toBe(200);
    console.log(`postmaster killed: noticed in ${noticedMs} ms, signing in again after ${Date.now() - started} ms`);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(postmasterPid(dataDir)).not.toBe(killed);
  }, 60_000);

  it('refuses a second start on the same data folder with one line and exit 78, leaving the first serving', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    delete env.NODE_ENV;
    const second = await runToEnd(process.execPath, ['scripts/start.mjs'], env);
    expect(second.code, second.text).toBe(78);
    expect(second.text).toMatch(/Thriftz could not start: Another Thriftz process \(pid \d+\) is running on/);
    expect(second.text).not.toContain('starting it again');
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
  }, 60_000);

  it('stops within 10 s with its database even when a client never finishes its request', async () => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise((r) => socket.once('connect', r));
    // Headers never finished: the request is in flight for as long as the client wants.
    socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
    const postmaster = postmasterPid(dataDir);
    const started = Date.now();
    const code = await stop(supervisor);
    console.log(`stopped with a silent client in ${Date.now() - started} ms`);
    expect(Date.now() - started).toBeLessThan(12_000);
    expect(code).toBe(0);
    await expect.poll(() => isAlive(postmaster), { timeout: 5_000 }).toBe(false);
    socket.destroy();
  }, 30_000);

  it('stops the whole product when only the npm process gets SIGTERM', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    delete env.NODE_ENV;
    const npm = spawn('npm', ['start', '--silent'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForServer(`${baseUrl}/api/health`, npm, log);
    const postmaster = postmasterPid(dataDir);
    expect(isAlive(postmaster)).toBe(true);
    npm.kill('SIGTERM');
    const started = Date.now();
    await expect.poll(() => isAlive(postmaster), { timeout: 15_000 }).toBe(false);
    await expect.poll(() => fetch(`${baseUrl}/api/health`).then(() => 'serving', () => 'stopped'), { timeout: 5_000 }).toBe('stopped');
    console.log(`npm alone got SIGTERM: product stopped in ${Date.now() - started} ms`);
    // The next test (and afterAll) start from a stopped product.
    supervisor = npm;
  }, 120_000);

  it('refuses an unwritable data folder, a taken port and a missing secret with one line and exit 78', async () => {
    const notAFolder = path.join(dataDir, 'session-secret');
    const base: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
    delete base.DATABASE_URL;
    delete base.NODE_ENV;
    const unwritable = await runToEnd(process.execPath, ['scripts/start.mjs'], { ...base, PORT: String(await freePort()), DATA_DIR: path.join(notAFolder, 'data') });
    expect(unwritable.code, unwritable.text).toBe(78);
    expect(unwritable.text.trim().split('\n').filter((l) => l.includes('Thriftz could not start'))).toHaveLength(1);
    expect(unwritable.text).toContain('cannot be written');
    expect(unwritable.text).not.toMatch(/\n\s+at /);

    const holder = net.createServer().listen(0, '127.0.0.1');
    await new Promise((r) => holder.once('listening', r));
    const taken = (holder.address() as net.AddressInfo).port;
    const busy = await runToEnd(process.execPath, ['scripts/start.mjs'], { ...base, PORT: String(taken), DATA_DIR: dataDir });
    holder.close();
    expect(busy.code, busy.text).toBe(78);
    expect(busy.text).not.toContain('starting it again');

    const production: NodeJS.ProcessEnv = { ...base, NODE_ENV: 'production', PORT: String(await freePort()), DATA_DIR: dataDir };
    delete production.SESSION_SECRET;
    const noSecret = await runToEnd(process.execPath, ['api/dist/api/src/main.js'], production);
    expect(noSecret.code, noSecret.text).toBe(78);
    expect(noSecret.text).toContain('SESSION_SECRET');
    expect(noSecret.text).not.toMatch(/\n\s+at /);
  }, 120_000);
});

describe('the supervisor', () => {
  it('gives up on a server that crashes 5 times within a minute, and says so', () => {
    const script = `import('./scripts/lib/supervise.mjs').then((m) => m.supervise({ command: process.execPath, args: ['-e', 'process.exit(3)'], cwd: process.cwd(), env: process.env, firstDelayMs: 10 }))`;
    let status = 0;
    let stderr = '';
    try {
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8', stdio: 'pipe' });
    } catch (err) {
      ({ status, stderr } = err as { status: number; stderr: string });
    }
    expect(status).toBe(1);
    expect(stderr.match(/starting it again/g)).toHaveLength(4);
    expect(stderr).toContain('crashed 5 times within 60 s, so it is not started again');
  });
});
