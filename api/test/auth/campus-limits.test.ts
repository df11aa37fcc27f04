// Issue 26: a whole campus reaches us through one NAT address and shares its per-address budgets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/http/rate-limits.js';
import { limitedApp, loginCounters } from '../http/limited-app.js';
import { newAddresses } from '../support/addresses.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fromNewAddress = newAddresses();
type Caller = { request: () => ReturnType<TestApp['request']> };
const logIn = (app: Caller, address: string, email: string, password: string) =>
  app.request().post('/api/auth/login').set('X-Forwarded-For', address).send({ email, password });
const signUp = (app: Caller, address: string, email: string) =>
  app.request().post('/api/auth/signup').set('X-Forwarded-For', address).send({ fullName: 'New Student', email, password: 'secret1' });

/** The 429 the spec has for every spent budget. */
function expectRefused(res: { status: number; headers: Record<string, string>; body: Record<string, unknown> }, atMostSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.body).toMatchObject({ status: 429, code: 'rate-limited', detail: 'Too many attempts. Try again later.' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(atMostSeconds);
}

describe('log-in budget per address: failures only', () => {
  it('lets 150 correct sign-ins from one address within 15 minutes through', async () => {
    const campus = fromNewAddress();
    const students = await Promise.all(Array.from({ length: 15 }, () => t.createUser()));
    // Fifteen at a time, as a campus would: each holds a point only while it is being checked.
    for (let round = 0; round < 10; round += 1) {
      const statuses = await Promise.all(students.map(async (s) => (await logIn(t, campus, s.email, s.password)).status));
      expect(statuses).toEqual(students.map(() => 200));
    }
    // Nothing of the address's budget is spent.
    expect((await loginCounters(t))[campus]).toBe(0);
  });

  it(`refuses the ${DEFAULT_RATE_LIMITS.loginFailuresPerAddress + 1}st failure from one address with 429 and Retry-After`, async () => {
    const campus = fromNewAddress();
    const students = await Promise.all(Array.from({ length: 10 }, () => t.createUser()));
    // Wrong passwords spread over accounts (each stays under its own budgets) and unknown accounts.
    for (let i = 0; i < DEFAULT_RATE_LIMITS.loginFailuresPerAddress; i += 1) {
      if (i % 2 === 0) await logIn(t, campus, students[(i / 2) % 10]!.email, 'wrong-one').expect(401);
      else await logIn(t, campus, `nobody-${i}@campus.edu`, 'whatever').expect(404);
    }
    expectRefused(await logIn(t, campus, 'nobody-else@campus.edu', 'whatever'), 15 * 60);
    // Another address is not held back.
    await logIn(t, fromNewAddress(), students[0]!.email, students[0]!.password).expect(200);
  });

  it('refuses even a correct sign-in once the address has spent its failures (intended: that address is under attack)', async () => {
    const app = await limitedApp(t, { limits: { loginFailuresPerAddress: 5 } });
    try {
      const campus = fromNewAddress();
      const [owner, other] = [await t.createUser(), await t.createUser()];
      for (let i = 0; i < 4; i += 1) await logIn(app, campus, `guess-${i}@campus.edu`, 'whatever').expect(404);
      // One failure left: correct sign-ins in between neither spend it nor are refused.
      for (let i = 0; i < 20; i += 1) await logIn(app, campus, owner.email, owner.password).expect(200);
      await logIn(app, campus, other.email, 'wrong-one').expect(401);

      // Spent: a right password is refused like a wrong one, so the 429 tells a guesser nothing.
      expectRefused(await logIn(app, campus, owner.email, owner.password), 15 * 60);
      expectRefused(await logIn(app, campus, other.email, 'wrong-two'), 15 * 60);
      // The accounts themselves are not locked: their owners sign in from elsewhere.
      await logIn(app, fromNewAddress(), owner.email, owner.password).expect(200);
      await logIn(app, fromNewAddress(), other.email, other.password).expect(200);
    } finally {
      await app.close();
    }
  });

  it("does not count the right password of an account whose e-mail is not verified yet", async () => {
    const app = await limitedApp(t, { limits: { loginFailuresPerAddress: 3 } });
    try {
      const campus = fromNewAddress();
      const unverified = await t.createUser({ verified: false });
      for (let i = 0; i < 5; i += 1) {
        expect((await logIn(app, campus, unverified.email, unverified.password).expect(403)).body.code).toBe('email-not-verified');
      }
      for (let i = 0; i < 3; i += 1) await logIn(app, campus, unverified.email, 'wrong-one').expect(401);
      expectRefused(await logIn(app, campus, unverified.email, unverified.password), 15 * 60);
    } finally {
      await app.close();
    }
  });
});

describe('sign-up budget per address', () => {
  it(`lets ${DEFAULT_RATE_LIMITS.signUpsPerAddressPerMinute} sign-ups from one address in a minute through and refuses the next with 429`, async () => {
    const campus = fromNewAddress();
    const perMinute = DEFAULT_RATE_LIMITS.signUpsPerAddressPerMinute;
    for (let i = 0; i < perMinute; i += 1) await signUp(t, campus, `burst-${i}@campus.edu`).expect(201);
    expectRefused(await signUp(t, campus, 'burst-late@campus.edu'), 60);
    expect(await t.db('users').where({ email: 'burst-late@campus.edu' }).first()).toBeUndefined();
    // Another address is not held back.
    await signUp(t, fromNewAddress(), 'burst-late@campus.edu').expect(201);
  });

  it(`allows ${DEFAULT_RATE_LIMITS.signUpsPerAddressPerHour} sign-ups from one address in an hour`, async () => {
    const campus = fromNewAddress();
    await signUp(t, campus, 'hour-1@campus.edu').expect(201);
    // As if the hour had seen all but one of its budget, spread over its minutes.
    await t.db('rate_limits').where({ key: `signup:${campus}` }).update({ points: DEFAULT_RATE_LIMITS.signUpsPerAddressPerHour - 1 });
    await signUp(t, campus, 'hour-2@campus.edu').expect(201);
    const refused = await signUp(t, campus, 'hour-3@campus.edu');
    expectRefused(refused, 60 * 60);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
  });

  it("holds an address to the hour's budget once the minute's has passed; attempts the minute refused do not spend it", async () => {
    const app = await limitedApp(t, { limits: { signUpsPerAddressPerMinute: 3, signUpsPerAddressPerHour: 5 } });
    try {
      const campus = fromNewAddress();
      for (let i = 0; i < 3; i += 1) await signUp(app, campus, `small-${i}@campus.edu`).expect(201);
      expectRefused(await signUp(app, campus, 'small-refused-1@campus.edu'), 60);
      expectRefused(await signUp(app, campus, 'small-refused-2@campus.edu'), 60);

      // The minute passes.
      await t.db('rate_limits').where({ key: `signup-burst:${campus}` }).update({ expire: Date.now() - 1 });
      for (let i = 3; i < 5; i += 1) await signUp(app, campus, `small-${i}@campus.edu`).expect(201);
      const refused = await signUp(app, campus, 'small-5@campus.edu');
      expectRefused(refused, 60 * 60);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    } finally {
      await app.close();
    }
  });
});
