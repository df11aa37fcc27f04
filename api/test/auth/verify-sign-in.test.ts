import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkIn, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const INVALID = 'This verification link is invalid or has expired.';

/** Signs a student up through the API and answers the token of their verification mail. */
async function signUpForToken(fullName: string, email: string) {
  await t.request().post('/api/auth/signup').send({ fullName, email, password: 'secret1' }).expect(201);
  const mail = (await t.outbox(email)).find((m) => m.template === 'verify-email');
  return linkIn(mail!.textBody).token;
}

const sessionCookie = (res: { headers: Record<string, unknown> }) =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('thriftz.sid='))?.split(';')[0];

describe('opening the verification link', () => {
  it('verifies the address and signs the new student in, greeted as new', async () => {
    const token = await signUpForToken('Kavya Iyer', 'kavya@campus.edu');
    const agent = t.agent();
    const res = await agent.post('/api/auth/verify-email').send({ token }).expect(200);
    expect(res.body.user).toMatchObject({ email: 'kavya@campus.edu', fullName: 'Kavya Iyer', emailVerified: true, firstSignIn: true });
    expect(sessionCookie(res)).toBeDefined();

    const session = await agent.get('/api/auth/session').expect(200);
    expect(session.body.user).toMatchObject({ email: 'kavya@campus.edu', emailVerified: true });
    // The first sign-in created the profile and queued the welcome mail, once.
    const welcome = (await t.outbox('kavya@campus.edu')).filter((m) => m.template === 'registration-welcome');
    expect(welcome).toHaveLength(1);
  });

  it('works once: a used link gets the error and signs nobody in', async () => {
    const token = await signUpForToken('Rohan Das', 'rohan@campus.edu');
    await t.request().post('/api/auth/verify-email').send({ token }).expect(200);
    const again = await t.request().post('/api/auth/verify-email').send({ token }).expect(400);
    expect(again.body.detail).toBe(INVALID);
    expect(sessionCookie(again)).toBeUndefined();
  });

  it('refuses an expired link and leaves the address unverified', async () => {
    const token = await signUpForToken('Old Link', 'old.link@campus.edu');
    await t.db('emailTokens').update({ expiresAt: t.db.raw("now() - interval '1 minute'") });
    const res = await t.request().post('/api/auth/verify-email').send({ token }).expect(400);
    expect(res.body.detail).toBe(INVALID);
    expect((await t.db('users').where({ email: 'old.link@campus.edu' }).first()).emailVerifiedAt).toBeNull();
  });

  it('does not sign in an account deleted after the link was sent', async () => {
    const token = await signUpForToken('Gone Student', 'gone@campus.edu');
    await t.db('users').where({ email: 'gone@campus.edu' }).delete();
    const res = await t.request().post('/api/auth/verify-email').send({ token }).expect(400);
    expect(res.body.detail).toBe(INVALID);
    expect(sessionCookie(res)).toBeUndefined();
  });

  it("replaces another student's session with the link's account, under a new session id", async () => {
    const other = await t.createUser({ fullName: 'Already Here' });
    const agent = await t.loginAs(other);
    const before = (await agent.get('/api/auth/session')).body.user.email;
    expect(before).toBe(other.email);

    const token = await signUpForToken('Link Owner', 'link.owner@campus.edu');
    const res = await agent.post('/api/auth/verify-email').send({ token }).expect(200);
    expect(sessionCookie(res)).toBeDefined();
    expect((await agent.get('/api/auth/session')).body.user.email).toBe('link.owner@campus.edu');
    // The other student's session row is gone: its id was not reused.
    const sessions = await t.db('sessions').whereRaw("sess->'passport'->>'user' = ?", [other.id]);
    expect(sessions).toHaveLength(0);
  });
});

describe('the greeting flag on log-in', () => {
  it('is true on the first log-in only', async () => {
    const user = await t.createUser();
    const first = await t.request().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    expect(first.body).toMatchObject({ email: user.email, firstSignIn: true });
    const second = await t.request().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    expect(second.body.firstSignIn).toBe(false);
  });

  it('is false when the verification link already made the first sign-in', async () => {
    const token = await signUpForToken('Nisha Paul', 'nisha@campus.edu');
    await t.request().post('/api/auth/verify-email').send({ token }).expect(200);
    const login = await t.request().post('/api/auth/login').send({ email: 'nisha@campus.edu', password: 'secret1' }).expect(200);
    expect(login.body.firstSignIn).toBe(false);
  });
});
