import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkIn, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LAUNCH_AT: '2030-01-01T21:00:00+05:30' });
});
afterAll(() => t.close());

const counter = async () => (await t.db('earlyBirdCounter').first('count')).count as number;

async function verifyToken(email: string) {
  const mail = (await t.outbox(email)).find((m) => m.template === 'verify-email');
  return linkIn(mail!.textBody).token;
}

const signUp = (email: string, extra: Record<string, unknown> = { earlyAccess: true }) =>
  t.request().post('/api/auth/signup').send({ fullName: 'Early Bird', email, password: 'secret123', ...extra });

describe('GET /api/early-access/counter', () => {
  it('answers the places taken, the cap and the next place’s plan at each tier', async () => {
    for (const [count, nextPlan] of [
      [0, 'mid'],
      [48, 'mid'],
      [49, 'basic'],
      [98, 'basic'],
      [99, 'pro'],
      [140, 'pro'],
    ] as const) {
      await t.db('earlyBirdCounter').update({ count });
      const res = await t.request().get('/api/early-access/counter').expect(200);
      expect(res.body).toEqual({ count, cap: 100, nextPlan });
    }
    await t.db('earlyBirdCounter').update({ count: 0 });
  });
});

describe('early sign-up before the launch', () => {
  it('takes no place at sign-up; verifying the address claims the next one and queues the welcome mail', async () => {
    await t.db('earlyBirdCounter').update({ count: 3 });
    const email = 'early.one@campus.edu';
    await signUp(email).expect(201);
    expect(await counter()).toBe(3);
    expect(await t.db('users').where({ email }).first('earlyAccessSignup')).toEqual({ earlyAccessSignup: true });

    const agent = (await import('supertest')).default.agent(t.app);
    const res = await agent.post('/api/auth/verify-email').send({ token: await verifyToken(email) }).expect(200);
    expect(res.body.earlyBird).toEqual({ place: 4, plan: { name: 'Mid Plan', slug: 'mid' } });
    expect(await counter()).toBe(4);
    const user = await t.db('users').where({ email }).first('id');
    expect(await t.db('earlyBirdClaims').where({ userId: user.id }).first()).toMatchObject({ place: 4, planSlug: 'mid' });
    expect((await t.outbox(email)).map((m) => m.template)).toEqual(expect.arrayContaining(['registration-welcome']));
    // Signed in, with the plan in force (its page is closed until the launch).
    expect((await agent.get('/api/auth/session').expect(200)).body.user).toMatchObject({ email });
    await agent.get(`/api/subscription/${user.id}`).expect(503);
    expect(await t.db('userSubscriptions').where({ userId: user.id, isCurrent: true, source: 'early_bird' }).first('status')).toEqual({ status: 'active' });
  });

  it('refuses an address that has an account in the pre-launch words; the normal sign-up keeps its own', async () => {
    const email = 'taken.early@campus.edu';
    await signUp(email, {}).expect(201);
    const early = await signUp(email).expect(409);
    expect(early.body).toMatchObject({ detail: 'Email already registered! Try signing in instead.', code: 'email-in-use' });
    const normal = await signUp(email, {}).expect(409);
    expect(normal.body.detail).toBe('This email is already in use.');
  });

  it('checks the form as sign-up does (password length, e-mail)', async () => {
    await t.request().post('/api/auth/signup').send({ fullName: 'X', email: 'short@campus.edu', password: '123', earlyAccess: true }).expect(400);
    await t.request().post('/api/auth/signup').send({ fullName: 'X', email: 'x@elsewhere.com', password: 'secret123', earlyAccess: true }).expect(400);
  });

  it('gives a normal sign-up no place when verified', async () => {
    const before = await counter();
    const email = 'plain.signup@campus.edu';
    await signUp(email, {}).expect(201);
    const res = await t.request().post('/api/auth/verify-email').send({ token: await verifyToken(email) }).expect(200);
    expect(res.body.earlyBird).toBeUndefined();
    expect(await counter()).toBe(before);
  });
});

describe('early sign-up after the launch', () => {
  let open: TestApp;
  beforeAll(async () => {
    open = await createTestApp();
  });
  afterAll(() => open.close());

  it('is an ordinary sign-up: no mark, no place on verification', async () => {
    const email = 'late.bird@campus.edu';
    await open.request().post('/api/auth/signup').send({ fullName: 'Late Bird', email, password: 'secret123', earlyAccess: true }).expect(201);
    expect(await open.db('users').where({ email }).first('earlyAccessSignup')).toEqual({ earlyAccessSignup: false });
    const mail = (await open.outbox(email)).find((m) => m.template === 'verify-email')!;
    const res = await open.request().post('/api/auth/verify-email').send({ token: linkIn(mail.textBody).token }).expect(200);
    expect(res.body.earlyBird).toBeUndefined();
  });
});
