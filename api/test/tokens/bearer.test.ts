import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertImages, scratchDataDir, sellInput } from '../listings/fixtures.js';
import { createTestApp, linkIn, type TestApp } from '../support/test-app.js';
import { bearer, makeToken, studentWithToken } from './fixtures.js';

const dataDir = scratchDataDir();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(() => t.close());
beforeEach(() => t.db('rate_limits').delete());

const READ_ONLY = 'This token is read-only: this call changes something and needs a token with the write scope.';
const NO_ADMIN_SCOPE = 'This token has no admin scope: admin operations need a token with the admin scope.';
const INVALID = 'This access token is invalid, expired or revoked.';

describe('Authorization: Bearer', () => {
  it('a write token creates a listing with no cookie and no Origin, as its maker', async () => {
    const { student, secret } = await studentWithToken(t, ['write']);
    const images = await insertImages(t.db, student.id);
    const res = await t.request().post('/api/listings').set(bearer(secret)).send(sellInput(images)).expect(201);
    expect(res.body).toMatchObject({ title: 'Engineering Drawing Kit', isOwner: true, seller: { _id: student.id } });
    expect(res.headers['set-cookie']).toBeUndefined();
    // write covers reads too.
    const mine = await t.request().get('/api/listings/mine').set(bearer(secret)).expect(200);
    expect(mine.body.items.map((l: { _id: string }) => l._id)).toEqual([res.body._id]);
  });

  it('is not held to the origin check, which still refuses a cookie from another site', async () => {
    const { student, agent, secret } = await studentWithToken(t, ['write']);
    const images = await insertImages(t.db, student.id, 2);
    await t.request().post('/api/listings').set(bearer(secret)).set('Origin', 'https://elsewhere.example').send(sellInput([images[0]!])).expect(201);
    const res = await agent.post('/api/listings').set('Origin', 'https://elsewhere.example').send(sellInput([images[1]!])).expect(403);
    expect(res.body.code).toBe('foreign-origin');
  });

  it('a read token reads but cannot write: 403 with the reason', async () => {
    const { student, secret } = await studentWithToken(t, ['read']);
    await t.request().get('/api/listings/mine').set(bearer(secret)).expect(200);
    const images = await insertImages(t.db, student.id);
    const res = await t.request().post('/api/listings').set(bearer(secret)).send(sellInput(images)).expect(403);
    expect(res.body).toMatchObject({ code: 'insufficient-scope', detail: READ_ONLY });
    expect(await t.db('listings').where({ sellerId: student.id }).first()).toBeUndefined();
  });

  it('a chat-only token can neither read nor write over HTTP', async () => {
    const { secret } = await studentWithToken(t, ['chat']);
    const res = await t.request().get('/api/listings/mine').set(bearer(secret)).expect(403);
    expect(res.body.code).toBe('insufficient-scope');
  });

  it('an unknown, malformed or cookie-less bad token is 401, even on a public operation', async () => {
    for (const header of ['Bearer thz_' + 'a'.repeat(43), 'Bearer nonsense', 'Bearer  two  spaces', 'Bearer']) {
      const res = await t.request().get('/api/listings?type=sell').set('Authorization', header).expect(401);
      expect(res.body.detail).toBe(INVALID);
    }
  });

  it('an expired token is 401 on its next call', async () => {
    const { secret, id } = await studentWithToken(t, ['read']);
    await t.request().get('/api/listings/mine').set(bearer(secret)).expect(200);
    await t.db('access_tokens').where({ id }).update({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.request().get('/api/listings/mine').set(bearer(secret)).expect(401)).body.code).toBe('invalid-token');
  });

  it('an admin token needs the admin scope for admin operations; without it the admin acts as a student', async () => {
    const admin = await t.createUser({ isAdmin: true });
    const agent = await t.loginAs(admin);
    const plain = await makeToken(agent, ['read', 'write']);
    const scoped = await makeToken(agent, ['read', 'admin']);
    const res = await t.request().get('/api/notifications').set(bearer(plain.secret)).expect(403);
    expect(res.body).toMatchObject({ code: 'insufficient-scope', detail: NO_ADMIN_SCOPE });
    await t.request().get('/api/notifications').set(bearer(scoped.secret)).expect(200);
    // admin + read is still read-only.
    const write = await t.request().post('/api/notifications').set(bearer(scoped.secret)).send({ title: 'Hi', message: 'Hello' }).expect(403);
    expect(write.body.detail).toBe(READ_ONLY);
    // A student's token on an admin route: the usual refusal.
    const student = await studentWithToken(t, ['read']);
    expect((await t.request().get('/api/notifications').set(bearer(student.secret)).expect(403)).body.code).toBe('not-admin');
  });

  it("an admin token with the admin scope reaches the back office's user and e-mail operations", async () => {
    const agent = await t.loginAs(await t.createUser({ isAdmin: true }));
    const { secret } = await makeToken(agent, ['write', 'admin']);
    const users = await t.request().get('/api/admin/users').set(bearer(secret)).expect(200);
    expect(JSON.stringify(users.body)).toContain('@');
    const preview = await t.request()
      .post('/api/email/bulk-promotional/preview')
      .set(bearer(secret))
      .send({ emailData: { subject: 'Exam week', content: 'Quiet hours in the library.' }, recipientType: 'all' })
      .expect(200);
    expect(preview.body.subject).toBe('Exam week');
    expect(preview.body.recipients).toBeGreaterThan(0);
  });

  it("removing the admin flag takes effect on the admin's token at its next call", async () => {
    const admin = await t.createUser({ isAdmin: true });
    const { secret } = await makeToken(await t.loginAs(admin), ['read', 'admin']);
    await t.request().get('/api/notifications').set(bearer(secret)).expect(200);
    await t.db('users').where({ id: admin.id }).update({ isAdmin: false });
    expect((await t.request().get('/api/notifications').set(bearer(secret)).expect(403)).body.code).toBe('not-admin');
  });

  it("a suspension refuses the token's writes at once, as it does the cookie's; reads go on", async () => {
    const { student, secret } = await studentWithToken(t, ['write']);
    await t.db('userSuspensions').insert({ userId: student.id, reason: 'Spam', endsAt: new Date(Date.now() + 86_400_000), createdByName: 'Mod' });
    const images = await insertImages(t.db, student.id);
    const res = await t.request().post('/api/listings').set(bearer(secret)).send(sellInput(images)).expect(403);
    expect(res.body.code).toBe('suspended');
    expect(res.body.detail).toMatch(/^Your account is suspended until .*: Spam$/);
    await t.request().get('/api/listings/mine').set(bearer(secret)).expect(200);
  });

  it('signing out everywhere (a password reset ends every session) ends the tokens too', async () => {
    const { student, secret } = await studentWithToken(t, ['read']);
    await t.request().get('/api/listings/mine').set(bearer(secret)).expect(200);
    await t.request().post('/api/auth/password-reset').send({ email: student.email }).expect(202);
    const mail = (await t.outbox(student.email)).at(-1)!;
    await t.request().post('/api/auth/password-reset/confirm').send({ token: linkIn(mail.textBody).token, password: 'another-secret-1' }).expect(200);
    expect((await t.request().get('/api/listings/mine').set(bearer(secret)).expect(401)).body.code).toBe('invalid-token');
  });

  it("deleting the account ends its tokens (an admin's delete, as it ends the sessions)", async () => {
    const { student, secret } = await studentWithToken(t, ['read']);
    const admin = await t.loginAs(await t.createUser({ isAdmin: true }));
    await admin.delete(`/api/admin/users/${student.id}`).expect(204);
    expect((await t.request().get('/api/listings/mine').set(bearer(secret)).expect(401)).body.code).toBe('invalid-token');
    expect(await t.db('access_tokens').where({ userId: student.id }).first()).toBeUndefined();
  });

  it('says who it is (GET /api/auth/session) but cannot sign in or out: 403, the session is for browsers', async () => {
    const { student, secret } = await studentWithToken(t, ['read', 'write']);
    const me = await t.request().get('/api/auth/session').set(bearer(secret)).expect(200);
    expect(me.body.user).toMatchObject({ id: student.id, email: student.email });
    const res = await t.request().post('/api/auth/logout').set(bearer(secret)).expect(403);
    expect(res.body).toMatchObject({ code: 'session-only', detail: 'An access token cannot sign in or out: that is for the browser session.' });
    await t.request().post('/api/auth/login').set(bearer(secret)).send({ email: student.email, password: student.password }).expect(403);
    await t.request().get('/api/listings/mine').set(bearer(secret)).expect(200);
  });

  it("a student's token is not a store session: the portal's operations are 401", async () => {
    const { secret } = await studentWithToken(t, ['read', 'write']);
    await t.request().get('/api/store-portal/dashboard').set(bearer(secret)).expect(401);
  });
});
