import { createHmac } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runExclusive } from '../../src/jobs/cron-runner.js';
import { allJobs } from '../../src/jobs/jobs.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { insertStore, openPortal } from '../stores/fixtures.js';

let t: TestApp;
let owner: TestUser;
let store: Awaited<ReturnType<typeof insertStore>>;
beforeAll(async () => {
  t = await createTestApp({ STORE_CODE_SECRET: 'a-test-secret-for-store-entry-codes-0123456789' });
  owner = await t.createUser({ fullName: 'Priya Sharma' });
  await t.db('users').where({ id: owner.id }).update({ phone: '+91 98765 43210' });
  store = await insertStore(t, owner.id, { name: 'Campus Threads', slug: 'campus-threads', entryCode: '4242424242424242' });
});
afterAll(() => t.close());
beforeEach(() => t.db('rate_limits').delete());

const INVALID = 'Invalid entry code. Please try again.';
const from = (address: string) => ({ 'X-Forwarded-For': address });
const attempt = (code: string, address = '203.0.113.1', agent = t.agent()) =>
  agent.post('/api/store-portal/session').set(from(address)).send({ entryCode: code });

describe('POST /api/store-portal/session', () => {
  it("opens a session for the code's store: its cookie, the store with its owner's details", async () => {
    const res = await attempt('4242424242424242').expect(201);
    const cookie = res.headers['set-cookie']![0]!;
    expect(cookie).toMatch(/^thriftz\.store=[\w-]+;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api/);
    expect(res.body.store).toMatchObject({
      _id: store.id,
      name: 'Campus Threads',
      slug: 'campus-threads',
      isOwner: true,
      ownerDetails: { _id: owner.id, fullName: 'Priya Sharma', email: owner.email, phone: '+91 98765 43210' },
      entryCodeSetAt: expect.any(String),
    });
    const expires = new Date(res.body.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(11 * 60 * 60 * 1000);
    expect(expires).toBeLessThanOrEqual(12 * 60 * 60 * 1000);
  });

  it("answers 'Entry code must be 16 digits' for anything but 16 digits", async () => {
    for (const code of ['', '424242424242424', '42424242424242424', '4242-4242-4242-42', 'abcdabcdabcdabcd', '４２４２４２４２４２４２４２４２']) {
      const res = await attempt(code).expect(400);
      expect(res.body.detail).toBe('Entry code must be 16 digits');
    }
    await t.request().post('/api/store-portal/session').send({}).expect(400);
  });

  it(`answers 401 '${INVALID}' for a code of no store`, async () => {
    const res = await attempt('1234567812345678').expect(401);
    expect(res.body.detail).toBe(INVALID);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses the sixth attempt after five wrong ones from an address, even with the right code, and says when to retry', async () => {
    for (let i = 0; i < 5; i += 1) await attempt(`100000000000000${i}`).expect(401);
    const sixth = await attempt('4242424242424242').expect(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Another address is not held back.
    await attempt('4242424242424242', '203.0.113.2').expect(201);
  });

  it('counts only failures: opening the portal starts the address afresh', async () => {
    for (let i = 0; i < 4; i += 1) await attempt(`100000000000000${i}`).expect(401);
    await attempt('4242424242424242').expect(201);
    for (let i = 0; i < 5; i += 1) await attempt(`100000000000000${i}`).expect(401);
    await attempt('1000000000000009').expect(429);
  });

  it('opens the portal to the right code from a fresh address after 60 wrong codes from many networks', async () => {
    for (let i = 0; i < 60; i += 1) await attempt('1000000000000000', `10.${i}.0.1`).expect(401);
    await attempt('4242424242424242', '192.0.2.77').expect(201);
  });

  it('caps failures from one /24 at 25 in 15 minutes with Retry-After, and holds back no other network', async () => {
    for (let i = 0; i < 25; i += 1) await attempt('1000000000000000', `198.51.100.${i}`).expect(401);
    const res = await attempt('4242424242424242', '198.51.100.200').expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
    await attempt('4242424242424242', '198.51.101.1').expect(201);
  });

  it('counts an IPv6 /64 as one address, and another /64 of the same /48 is not held back', async () => {
    for (let i = 1; i <= 5; i += 1) await attempt('1000000000000000', `2001:db8:0:7::${i}`).expect(401);
    const res = await attempt('4242424242424242', '2001:db8:0:7:ffff::1').expect(429);
    expect(res.headers['retry-after']).toBeDefined();
    await attempt('4242424242424242', '2001:db8:0:8::1').expect(201);
  });

  it("does not let a burst of parallel guesses from one /24's addresses past its 25", async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(`30000000000000${String(i).padStart(2, '0')}`, `198.51.100.${i}`)));
    expect(answers.filter((r) => r.status === 401)).toHaveLength(25);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(15);
  });

  it('does not let a burst of parallel guesses from one address past five', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(`20000000000000${String(i).padStart(2, '0')}`)));
    expect(answers.filter((r) => r.status === 401)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it('keeps only a keyed hash of the code', async () => {
    const row = await t.db('stores').where({ id: store.id }).first('entryCodeHash');
    expect(row.entryCodeHash).not.toContain('4242424242424242');
    expect(row.entryCodeHash).toBe(createHmac('sha256', t.config.storePortal.codeSecret).update('4242424242424242').digest('hex'));
  });
});

describe('GET and DELETE /api/store-portal/session', () => {
  it("answers the session's store; after logging out, 401", async () => {
    const portal = await openPortal(t, store);
    const sessions = async () => (await t.db('store_sessions').where({ storeId: store.id })).length;
    const open = await sessions();
    const res = await portal.get('/api/store-portal/session').expect(200);
    expect(res.body.store._id).toBe(store.id);
    expect(res.body.expiresAt).toEqual(expect.any(String));
    const out = await portal.delete('/api/store-portal/session').expect(204);
    expect(out.headers['set-cookie']![0]).toMatch(/^thriftz\.store=;/);
    await portal.get('/api/store-portal/session').expect(401);
    expect(await sessions()).toBe(open - 1);
  });

  it('answers 401 to a visitor and to a signed-in student, even the owner', async () => {
    await t.request().get('/api/store-portal/session').expect(401);
    await (await t.loginAs(owner)).get('/api/store-portal/session').expect(401);
  });

  it('logs out with 204 without a session too', async () => {
    await t.request().delete('/api/store-portal/session').expect(204);
  });

  it('ends a session when it expires, and the hourly prune removes it', async () => {
    const portal = await openPortal(t, store);
    await t.db('store_sessions').where({ storeId: store.id }).update({ expiresAt: new Date(Date.now() - 1000) });
    await portal.get('/api/store-portal/session').expect(401);
    const job = allJobs(undefined, pino({ level: 'silent' }), t.deps.pictures, t.config.publicUrl).find((j) => j.name === 'prune-store-sessions')!;
    await runExclusive(t.db, job);
    expect(await t.db('store_sessions').where({ storeId: store.id })).toHaveLength(0);
  });
});
