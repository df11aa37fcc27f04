import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkIn, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (body: Record<string, unknown>) => t.request().post('/api/auth/signup').send(body);

describe('sign-up', () => {
  it('creates an unverified account and e-mails a single-use verification link', async () => {
    const res = await signUp({ fullName: 'Asha Rao', email: 'asha@campus.edu', password: 'secret1' }).expect(201);
    expect(res.body.message).toContain('asha@campus.edu');

    const [mail] = await t.outbox('asha@campus.edu');
    expect(mail).toMatchObject({ template: 'verify-email', status: 'pending' });
    const { path, token } = linkIn(mail!.textBody);
    expect(path).toBe('/verify-email');

    const user = await t.db('users').where({ email: 'asha@campus.edu' }).first();
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^scrypt\$/);

    await t.request().post('/api/auth/verify-email').send({ token }).expect(200);
    expect((await t.db('users').where({ id: user.id }).first()).emailVerifiedAt).not.toBeNull();
    // Single use.
    const again = await t.request().post('/api/auth/verify-email').send({ token }).expect(400);
    expect(again.body.detail).toBe('This verification link is invalid or has expired.');
  });

  it('accepts only campus addresses', async () => {
    const res = await signUp({ fullName: 'Outsider', email: 'someone@gmail.com', password: 'secret1' }).expect(400);
    expect(res.body).toMatchObject({ status: 400, code: 'campus-email-required' });
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(await t.db('users').where({ email: 'someone@gmail.com' }).first()).toBeUndefined();
  });

  it("answers the spec's words for a bad e-mail and a short password", async () => {
    const email = await signUp({ fullName: 'A', email: 'not-an-email', password: 'secret1' }).expect(400);
    expect(email.body.detail).toBe('Invalid email format.');
    expect(email.body.errors[0]).toMatchObject({ path: '/body/email', message: 'Invalid email format.' });

    const password = await signUp({ fullName: 'A', email: 'a@campus.edu', password: '12345' }).expect(400);
    expect(password.body.detail).toBe('Password should be at least 6 characters.');
  });

  it("refuses a full name of only spaces with 'Full name is required.' at the field, and stores names trimmed", async () => {
    for (const fullName of ['   ', '\t\n ', '']) {
      const res = await signUp({ fullName, email: 'blank@campus.edu', password: 'secret1' }).expect(400);
      expect(res.body.detail).toBe('Full name is required.');
      expect(res.body.errors).toContainEqual(expect.objectContaining({ path: '/body/fullName', message: 'Full name is required.' }));
    }
    expect(await t.db('users').where({ email: 'blank@campus.edu' }).first()).toBeUndefined();

    await signUp({ fullName: '  Meera  Nair ', email: 'meera@campus.edu', password: 'secret1' }).expect(201);
    expect((await t.db('users').where({ email: 'meera@campus.edu' }).first()).fullName).toBe('Meera  Nair');
  });

  it('refuses a taken address whatever its letter case', async () => {
    await t.createUser({ email: 'taken@campus.edu' });
    const res = await signUp({ fullName: 'B', email: 'TAKEN@campus.edu', password: 'secret1' }).expect(409);
    expect(res.body.detail).toBe('This email is already in use.');
  });

  it('rejects unknown fields and missing ones', async () => {
    const extra = await signUp({ fullName: 'C', email: 'c@campus.edu', password: 'secret1', isAdmin: true }).expect(400);
    expect(extra.body.errors.length).toBeGreaterThan(0);
    await signUp({ email: 'c@campus.edu', password: 'secret1' }).expect(400);
    expect(await t.db('users').where({ email: 'c@campus.edu' }).first()).toBeUndefined();
  });
});

describe('log-in and log-out', () => {
  it('signs in a verified student, and the session says who they are', async () => {
    const user = await t.createUser();
    const agent = await t.loginAs(user);
    const session = await agent.get('/api/auth/session').expect(200);
    expect(session.body.user).toMatchObject({ id: user.id, uid: user.id, email: user.email, isAdmin: false, emailVerified: true });

    await agent.post('/api/auth/logout').expect(204);
    expect((await agent.get('/api/auth/session').expect(200)).body.user).toBeNull();
  });

  it("refuses a session cookie whose signature was changed, also once the genuine one's check is remembered", async () => {
    const user = await t.createUser();
    const login = await t.request().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('thriftz.sid='))!.split(';')[0]!;
    const who = async (c: string) => (await t.request().get('/api/auth/session').set('Cookie', c).expect(200)).body.user?.id ?? null;
    expect(await who(cookie)).toBe(user.id);
    expect(await who(cookie)).toBe(user.id);

    // thriftz.sid=s%3A<sid>.<signature>
    const [sid, signature] = decodeURIComponent(cookie.slice('thriftz.sid='.length)).slice(2).split('.') as [string, string];
    const resigned = (s: string, sig: string) => `thriftz.sid=${encodeURIComponent(`s:${s}.${sig}`)}`;
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    expect(await who(resigned(sid, flipped))).toBeNull();
    expect(await who(resigned(`${sid.slice(0, -1)}x`, signature))).toBeNull();
    expect(await who(cookie)).toBe(user.id);

    await t.request().post('/api/auth/logout').set('Cookie', cookie).expect(204);
    expect(await who(cookie)).toBeNull();
  });

  it('creates the profile and queues the welcome e-mail on the first log-in only', async () => {
    const user = await t.createUser();
    await t.loginAs(user);
    await t.loginAs(user);
    const mails = (await t.outbox(user.email)).filter((m) => m.template === 'registration-welcome');
    expect(mails).toHaveLength(1);
    expect((await t.db('users').where({ id: user.id }).first()).profileCreatedAt).not.toBeNull();
  });

  it("answers the spec's messages for a wrong password and an unknown address", async () => {
    const user = await t.createUser();
    const wrong = await t.request().post('/api/auth/login').send({ email: user.email, password: 'nope-nope' }).expect(401);
    expect(wrong.body).toMatchObject({ detail: 'Incorrect password. Try again.', code: 'wrong-password' });
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const unknown = await t.request().post('/api/auth/login').send({ email: 'ghost@campus.edu', password: 'whatever' }).expect(404);
    expect(unknown.body.detail).toBe('No account found with this email.');
  });

  it('keeps unverified accounts out and re-sends their link', async () => {
    const user = await t.createUser({ verified: false });
    const res = await t.request().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(403);
    expect(res.body.code).toBe('email-not-verified');
    const mails = await t.outbox(user.email);
    expect(mails.map((m) => m.template)).toEqual(['verify-email']);
    // A second attempt within 5 minutes does not send another.
    await t.request().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(403);
    expect(await t.outbox(user.email)).toHaveLength(1);
  });

  it('limits attempts per address: the 11th in 15 minutes is refused', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 10; i += 1) {
      await t.request().post('/api/auth/login').send({ email: user.email, password: 'wrong-one' }).expect(401);
    }
    const res = await t.request().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(429);
    expect(res.body.detail).toBe('Too many attempts. Try again later.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts only failed log-ins against an account: its owner signing in often is never locked out', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 12; i += 1) {
      await t.request().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    }
    // The budget of 10 per address and account is whole again: nine wrong guesses, then the owner gets in.
    for (let i = 0; i < 9; i += 1) {
      await t.request().post('/api/auth/login').send({ email: user.email, password: 'wrong-one' }).expect(401);
    }
    await t.request().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
  });

  it('limits attempts per account across addresses: 50 wrong passwords from 5 addresses meet a 429', async () => {
    const victim = await t.createUser();
    const bystander = await t.createUser();
    const from = (n: number) => t.request().post('/api/auth/login').set('X-Forwarded-For', `203.0.113.${n}`);
    const statuses: number[] = [];
    let refused: { headers: Record<string, string>; body: { detail: string } } | undefined;
    for (let i = 0; i < 50; i += 1) {
      const res = await from(1 + (i % 5)).send({ email: victim.email, password: `wrong-${i}` });
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
    }
    // Each address stays under its own 10 for this account; the account's 30 are what run out.
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    expect(refused!.body.detail).toBe('Too many attempts. Try again later.');
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);

    // Another account, from the same addresses, is not held back.
    for (let n = 1; n <= 5; n += 1) {
      await from(n).send({ email: bystander.email, password: 'wrong-one' }).expect(401);
      await from(n).send({ email: bystander.email, password: bystander.password }).expect(200);
    }
  });

  it('refuses cookie-authenticated writes from a foreign origin', async () => {
    const user = await t.createUser();
    const res = await t
      .request()
      .post('/api/auth/login')
      .set('Origin', 'https://evil.example')
      .send({ email: user.email, password: user.password })
      .expect(403);
    expect(res.body.code).toBe('foreign-origin');
    await t.request().post('/api/auth/login').set('Origin', 'http://localhost:3000').send({ email: user.email, password: user.password }).expect(200);
  });
});

describe('password reset', () => {
  it('e-mails a link that sets a new password once and ends other sessions', async () => {
    const user = await t.createUser();
    const otherDevice = await t.loginAs(user);

    const res = await t.request().post('/api/auth/password-reset').send({ email: user.email }).expect(202);
    expect(res.body.message).toBe('Password reset link sent to your email.');
    const mail = (await t.outbox(user.email)).find((m) => m.template === 'password-reset')!;
    const { path, token } = linkIn(mail.textBody);
    expect(path).toBe('/reset-password');

    await t.request().post('/api/auth/password-reset/confirm').send({ token, password: 'brand-new' }).expect(200);
    await t.request().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(401);
    await t.request().post('/api/auth/login').send({ email: user.email, password: 'brand-new' }).expect(200);
    expect((await otherDevice.get('/api/auth/session')).body.user).toBeNull();

    const reuse = await t.request().post('/api/auth/password-reset/confirm').send({ token, password: 'another1' }).expect(400);
    expect(reuse.body.detail).toBe('This reset link is invalid or has expired.');
  });

  it('stops working after 1 hour', async () => {
    const user = await t.createUser();
    await t.request().post('/api/auth/password-reset').send({ email: user.email }).expect(202);
    const mail = (await t.outbox(user.email)).find((m) => m.template === 'password-reset')!;
    await t.db('emailTokens').where({ userId: user.id }).update({ expiresAt: t.db.raw(`now() - interval '1 second'`) });
    await t.request().post('/api/auth/password-reset/confirm').send({ token: linkIn(mail.textBody).token, password: 'brand-new' }).expect(400);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await t.request().post('/api/auth/password-reset').send({ email: 'nobody@campus.edu' }).expect(202);
    expect(res.body.message).toBe('Password reset link sent to your email.');
    expect(await t.outbox('nobody@campus.edu')).toHaveLength(0);
  });

  it('needs an e-mail, and a new password of 6 characters or more', async () => {
    await t.request().post('/api/auth/password-reset').send({}).expect(400);
    const short = await t.request().post('/api/auth/password-reset/confirm').send({ token: 'x'.repeat(43), password: '123' }).expect(400);
    expect(short.body.detail).toBe('Password should be at least 6 characters.');
  });
});
