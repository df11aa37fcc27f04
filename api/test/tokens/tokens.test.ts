import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, makeToken, sha256, studentWithToken } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.db('rate_limits').delete());

const DAY = 24 * 60 * 60 * 1000;

describe('POST /api/tokens', () => {
  it('makes a token shown once: thz_ secret, scopes, 30 days by default, never used yet, not cacheable', async () => {
    const agent = await t.loginAs(await t.createUser());
    const before = Date.now();
    const res = await agent.post('/api/tokens').send({ name: '  Price sync  ', scopes: ['read', 'write'] }).expect(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ name: 'Price sync', scopes: ['read', 'write'], lastUsedAt: null });
    expect(res.body.token).toMatch(/^thz_[A-Za-z0-9_-]{43}$/);
    const days = (new Date(res.body.expiresAt).getTime() - before) / DAY;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
  });

  it('keeps only the SHA-256 of the secret: the database holds no plaintext', async () => {
    const agent = await t.loginAs(await t.createUser());
    const { secret, id } = await makeToken(agent, ['read'], { expiresInDays: 365 });
    const row = await t.db('access_tokens').where({ id }).first();
    expect(row.tokenHash).toBe(sha256(secret));
    expect(JSON.stringify(row)).not.toContain(secret.slice(4));
    expect(Math.round((new Date(row.expiresAt).getTime() - Date.now()) / DAY)).toBe(365);
  });

  it.each([
    [{ name: '', scopes: ['read'] }, 'name', 'Name the token in 1 to 60 characters.'],
    [{ name: '    ', scopes: ['read'] }, 'name', 'Name the token in 1 to 60 characters.'],
    [{ name: 'x'.repeat(61), scopes: ['read'] }, 'name', 'Name the token in 1 to 60 characters.'],
    [{ name: 'ok', scopes: [] }, 'scopes', 'Choose one or more scopes: read, write, admin or chat.'],
    [{ name: 'ok', scopes: ['read', 'delete'] }, 'scopes/1', 'Choose one or more scopes: read, write, admin or chat.'],
    [{ name: 'ok', scopes: ['read', 'read'] }, 'scopes', 'Choose one or more scopes: read, write, admin or chat.'],
    [{ name: 'ok', scopes: ['read'], expiresInDays: 0 }, 'expiresInDays', 'The expiry must be a whole number of days from 1 to 365.'],
    [{ name: 'ok', scopes: ['read'], expiresInDays: 366 }, 'expiresInDays', 'The expiry must be a whole number of days from 1 to 365.'],
    [{ name: 'ok', scopes: ['read'], expiresInDays: 1.5 }, 'expiresInDays', 'The expiry must be a whole number of days from 1 to 365.'],
  ])('refuses %j with its message', async (input, field, message) => {
    const agent = await t.loginAs(await t.createUser());
    const res = await agent.post('/api/tokens').send(input).expect(400);
    expect(res.body.detail).toBe(message);
    expect(res.body.errors[0]).toMatchObject({ path: `/body/${field}`, message });
  });

  it('refuses the admin scope to a student (403) and gives it to an admin', async () => {
    const student = await t.loginAs(await t.createUser());
    const res = await student.post('/api/tokens').send({ name: 'Admin?', scopes: ['read', 'admin'] }).expect(403);
    expect(res.body.detail).toBe('Only admins can give a token the admin scope.');
    const admin = await t.loginAs(await t.createUser({ isAdmin: true }));
    expect((await makeToken(admin, ['read', 'admin'])).body.scopes).toEqual(['read', 'admin']);
  });

  it('holds at most 20 tokens per student: the 21st is 409 until one is revoked', async () => {
    const agent = await t.loginAs(await t.createUser());
    const made = await Promise.all(Array.from({ length: 20 }, (_, i) => agent.post('/api/tokens').send({ name: `t${i}`, scopes: ['read'] })));
    expect(made.map((r) => r.status)).toEqual(Array(20).fill(201));
    const res = await agent.post('/api/tokens').send({ name: 'one more', scopes: ['read'] }).expect(409);
    expect(res.body.detail).toBe('You have 20 tokens, the most one can hold. Revoke one to make another.');
    await agent.delete(`/api/tokens/${made[0]!.body.id}`).expect(204);
    await agent.post('/api/tokens').send({ name: 'one more', scopes: ['read'] }).expect(201);
  });

  it('is 401 without a session', async () => {
    const res = await t.request().post('/api/tokens').send({ name: 'x', scopes: ['read'] }).expect(401);
    expect(res.body.detail).toBe('Please log in to continue.');
    await t.request().get('/api/tokens').expect(401);
  });

  it('cannot be called with a token, not even one beside a cookie: managing tokens needs the session', async () => {
    const { secret, id } = await studentWithToken(t, ['read', 'write']);
    await t.request().post('/api/tokens').set(bearer(secret)).send({ name: 'longer', scopes: ['write'], expiresInDays: 365 }).expect(401);
    await t.request().get('/api/tokens').set(bearer(secret)).set('Cookie', 'thriftz.sid=anything').expect(401);
    await t.request().delete(`/api/tokens/${id}`).set(bearer(secret)).expect(401);
  });
});

describe('GET /api/tokens', () => {
  it("lists the caller's tokens newest first, with their use, never their secrets", async () => {
    const { agent, secret } = await studentWithToken(t, ['read']);
    const second = await makeToken(agent, ['write'], { name: 'Second' });
    await t.request().get('/api/listings/mine').set(bearer(secret)).expect(200);
    const other = await studentWithToken(t, ['read']);
    const { body } = await agent.get('/api/tokens').expect(200);
    expect(body.limit).toBe(20);
    expect(body.items.map((i: { id: string }) => i.id)).toEqual([second.id, expect.any(String)]);
    expect(body.items.map((i: { id: string }) => i.id)).not.toContain(other.id);
    expect(body.items[1]).toMatchObject({ scopes: ['read'], lastUsedAt: expect.any(String) });
    expect(body.items[0].lastUsedAt).toBeNull();
    const text = JSON.stringify(body);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(second.secret);
    expect(body.items[0]).not.toHaveProperty('token');
  });
});

describe('DELETE /api/tokens/{id}', () => {
  it('revokes the token: its next call is 401, and it is gone from the list', async () => {
    const { agent, secret, id } = await studentWithToken(t, ['read']);
    await t.request().get('/api/listings/mine').set(bearer(secret)).expect(200);
    await agent.delete(`/api/tokens/${id}`).expect(204);
    const res = await t.request().get('/api/listings/mine').set(bearer(secret)).expect(401);
    expect(res.body).toMatchObject({ code: 'invalid-token', detail: 'This access token is invalid, expired or revoked.' });
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect((await agent.get('/api/tokens').expect(200)).body.items).toEqual([]);
  });

  it("is 404 for another student's token (which keeps working) and for no token", async () => {
    const mine = await studentWithToken(t, ['read']);
    const theirs = await studentWithToken(t, ['read']);
    const res = await mine.agent.delete(`/api/tokens/${theirs.id}`).expect(404);
    expect(res.body.detail).toBe('Token not found.');
    await mine.agent.delete('/api/tokens/00000000-0000-4000-8000-000000000000').expect(404);
    await t.request().get('/api/listings/mine').set(bearer(theirs.secret)).expect(200);
  });
});

describe('last use', () => {
  it('is recorded at most once a minute, not on every call', async () => {
    const { secret, id } = await studentWithToken(t, ['read']);
    const lastUsed = async () => (await t.db('access_tokens').where({ id }).first('lastUsedAt')).lastUsedAt as Date | null;
    expect(await lastUsed()).toBeNull();
    await t.request().get('/api/listings/mine').set(bearer(secret)).expect(200);
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);

    // 30 seconds ago: within the minute, the next calls write nothing.
    const recent = new Date(Date.now() - 30_000);
    await t.db('access_tokens').where({ id }).update({ lastUsedAt: recent });
    for (let i = 0; i < 3; i += 1) await t.request().get('/api/listings/mine').set(bearer(secret)).expect(200);
    expect((await lastUsed())!.getTime()).toBe(recent.getTime());

    // Over a minute ago: the next call records its use.
    await t.db('access_tokens').where({ id }).update({ lastUsedAt: new Date(Date.now() - 61_000) });
    await t.request().get('/api/listings/mine').set(bearer(secret)).expect(200);
    expect(Date.now() - (await lastUsed())!.getTime()).toBeLessThan(5_000);
  });
});
