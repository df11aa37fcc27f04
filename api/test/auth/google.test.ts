import nock from 'nock';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stubNetworkEdge } from '../support/network-edge.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
stubNetworkEdge('127.0.0.1');
beforeAll(async () => {
  t = await createTestApp({ GOOGLE_CLIENT_ID: 'test-client', GOOGLE_CLIENT_SECRET: 'test-secret' });
});
afterAll(async () => {
  await t.close();
});

type Agent = ReturnType<typeof supertest.agent>;

interface GoogleUser {
  sub: string;
  name: string;
  email: string;
  email_verified: boolean;
  picture?: string;
}

/** Starts the sign-in as a browser would and answers the state Google would carry back. */
async function startSignIn(agent: Agent, returnTo = '/profile') {
  const res = await agent.get('/api/auth/google').query({ returnTo }).expect(302);
  const location = new URL(res.headers.location!);
  return { location, state: location.searchParams.get('state')! };
}

/** Google's token and userinfo endpoints, stubbed at the network edge (the URLs passport-google-oauth20 calls). */
function stubGoogle(user: GoogleUser) {
  const token = nock('https://www.googleapis.com')
    .post(
      '/oauth2/v4/token',
      (body: Record<string, string>) =>
        body.code === 'abc' &&
        body.client_id === 'test-client' &&
        body.client_secret === 'test-secret' &&
        body.grant_type === 'authorization_code' &&
        body.redirect_uri === 'http://localhost:3000/api/auth/google/callback',
    )
    .reply(200, { access_token: 'at', token_type: 'Bearer', expires_in: 3600 });
  const userinfo = nock('https://www.googleapis.com').get('/oauth2/v3/userinfo').query(true).reply(200, user);
  return { called: () => token.isDone() && userinfo.isDone() };
}

const callback = (agent: Agent, state: string) => agent.get('/api/auth/google/callback').query({ code: 'abc', state });

describe('Google sign-in', () => {
  it('is offered when configured', async () => {
    const res = await t.request().get('/api/auth/session').expect(200);
    expect(res.body).toEqual({ user: null, googleEnabled: true });
  });

  it("sends the browser to Google's consent screen with a state", async () => {
    const agent = t.agent();
    const { location, state } = await startSignIn(agent);
    expect(location.origin).toBe('https://accounts.google.com');
    expect(location.pathname).toBe('/o/oauth2/v2/auth');
    expect(location.searchParams.get('client_id')).toBe('test-client');
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/google/callback');
    expect(location.searchParams.get('scope')).toBe('profile email');
    expect(state.length).toBeGreaterThanOrEqual(16);
  });

  it('creates a verified account, signs it in, returns to the page asked for and queues the welcome', async () => {
    const agent = t.agent();
    const { state } = await startSignIn(agent, '/profile');
    const google = stubGoogle({
      sub: 'g-123',
      name: 'Gita Iyer',
      email: 'gita@campus.edu',
      email_verified: true,
      picture: 'https://example.com/p.png',
    });

    const res = await callback(agent, state).expect(302);
    expect(res.headers.location).toBe('/profile');
    expect(google.called()).toBe(true);

    const user = await t.db('users').where({ email: 'gita@campus.edu' }).first();
    expect(user).toMatchObject({ googleId: 'g-123', fullName: 'Gita Iyer', profileImage: 'https://example.com/p.png', passwordHash: null });
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(user.profileCreatedAt).not.toBeNull();

    const session = await agent.get('/api/auth/session').expect(200);
    expect(session.body.user).toEqual({
      id: user.id,
      uid: user.id,
      email: 'gita@campus.edu',
      fullName: 'Gita Iyer',
      isAdmin: false,
      emailVerified: true,
      profileImage: 'https://example.com/p.png',
      suspension: null,
    });
    expect((await t.outbox('gita@campus.edu')).map((m) => m.template)).toEqual(['registration-welcome']);

    // Signing in again finds the same account and sends no second welcome.
    const again = t.agent();
    const second = await startSignIn(again, '/');
    stubGoogle({ sub: 'g-123', name: 'Gita Iyer', email: 'gita@campus.edu', email_verified: true });
    expect((await callback(again, second.state).expect(302)).headers.location).toBe('/');
    expect((await again.get('/api/auth/session').expect(200)).body.user.id).toBe(user.id);
    expect(await t.db('users').where({ googleId: 'g-123' })).toHaveLength(1);
    expect(await t.outbox('gita@campus.edu')).toHaveLength(1);
  });

  it('turns a non-campus Google address away, creating nothing', async () => {
    const agent = t.agent();
    const { state } = await startSignIn(agent);
    stubGoogle({ sub: 'g-out', name: 'Out Sider', email: 'outsider@gmail.com', email_verified: true });

    const res = await callback(agent, state).expect(302);
    expect(res.headers.location).toBe('/login?error=campus-email-required');
    expect(await t.db('users').where({ email: 'outsider@gmail.com' }).first()).toBeUndefined();
    expect(await t.db('users').where({ googleId: 'g-out' }).first()).toBeUndefined();
    expect((await agent.get('/api/auth/session').expect(200)).body.user).toBeNull();
  });

  it('turns an unverified Google address away', async () => {
    const agent = t.agent();
    const { state } = await startSignIn(agent);
    stubGoogle({ sub: 'g-unv', name: 'Un Verified', email: 'unverified@campus.edu', email_verified: false });

    const res = await callback(agent, state).expect(302);
    expect(res.headers.location).toBe('/login?error=google-email-unverified');
    expect(await t.db('users').where({ email: 'unverified@campus.edu' }).first()).toBeUndefined();
  });

  it('links an existing password account with the same address instead of creating another', async () => {
    const existing = await t.createUser({ email: 'linked@campus.edu', fullName: 'Lina Password' });
    const agent = t.agent();
    const { state } = await startSignIn(agent, '/products');
    stubGoogle({ sub: 'g-link', name: 'Lina Google', email: 'Linked@Campus.edu', email_verified: true });

    const res = await callback(agent, state).expect(302);
    expect(res.headers.location).toBe('/products');

    const rows = await t.db('users').whereRaw('lower(email) = ?', ['linked@campus.edu']);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: existing.id, googleId: 'g-link', fullName: 'Lina Password' });
    expect(rows[0].passwordHash).toMatch(/^scrypt\$/);
    expect((await agent.get('/api/auth/session').expect(200)).body.user.id).toBe(existing.id);
    // The password still works too.
    await t.loginAs(existing);
  });

  it("takes an unverified account back from whoever registered the owner's address: their password and sessions stop working", async () => {
    const squatter = await t.createUser({ email: 'taken@campus.edu', password: 'squatter1' });
    // A session from before the address was unverified-registered (the row is what matters).
    const squatterAgent = await t.loginAs(squatter);
    await t.db('users').where({ id: squatter.id }).update({ emailVerifiedAt: null });

    const owner = t.agent();
    const { state } = await startSignIn(owner, '/profile');
    stubGoogle({ sub: 'g-owner', name: 'Real Owner', email: 'taken@campus.edu', email_verified: true });
    expect((await callback(owner, state).expect(302)).headers.location).toBe('/profile');

    const row = await t.db('users').where({ id: squatter.id }).first();
    expect(row).toMatchObject({ googleId: 'g-owner', passwordHash: null });
    expect(row.emailVerifiedAt).not.toBeNull();
    expect((await owner.get('/api/auth/session').expect(200)).body.user.id).toBe(squatter.id);

    expect((await squatterAgent.get('/api/auth/session').expect(200)).body.user).toBeNull();
    const login = await t.request().post('/api/auth/login').send({ email: squatter.email, password: squatter.password }).expect(401);
    expect(login.body.code).toBe('use-google');
  });

  it('refuses a callback whose state does not match, without calling Google', async () => {
    const agent = t.agent();
    await startSignIn(agent);
    const google = stubGoogle({ sub: 'g-forged', name: 'Forged', email: 'forged@campus.edu', email_verified: true });

    const res = await callback(agent, 'forged-state').expect(302);
    expect(res.headers.location).toBe('/login?error=google-failed');
    expect(google.called()).toBe(false);
    expect(await t.db('users').where({ email: 'forged@campus.edu' }).first()).toBeUndefined();
  });

  it('sends the student back to log-in when they deny consent', async () => {
    const agent = t.agent();
    const { state } = await startSignIn(agent);
    const res = await agent.get('/api/auth/google/callback').query({ error: 'access_denied', state }).expect(302);
    expect(res.headers.location).toBe('/login?error=google-failed');
    expect((await agent.get('/api/auth/session').expect(200)).body.user).toBeNull();
  });

  it('keeps only a same-site path to return to', async () => {
    await t.request().get('/api/auth/google').query({ returnTo: '//evil.example/x' }).expect(400);
    await t.request().get('/api/auth/google').query({ returnTo: 'https://evil.example/x' }).expect(400);
  });
});

describe('without Google configured', () => {
  it('answers 404 and says Google is off', async () => {
    const plain = await createTestApp();
    try {
      const start = await plain.request().get('/api/auth/google').expect(404);
      expect(start.headers['content-type']).toContain('application/problem+json');
      expect(start.body.detail).toBe('Google sign-in is not configured.');
      await plain.request().get('/api/auth/google/callback').query({ code: 'abc', state: 'x' }).expect(404);
      expect((await plain.request().get('/api/auth/session').expect(200)).body.googleEnabled).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
