// The general budget of every /api request (issue 28): per access token, else per signed-in user,
// else per address; counted in PostgreSQL so every instance spends the same one; the RateLimit
// headers on every answer, and 429 problem+json with Retry-After once it is spent. The real
// budgets are sized for a campus (rate-limits.ts); these apps get small ones.
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/http/rate-limits.js';
import { newAddresses } from '../support/addresses.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, studentWithToken } from '../tokens/fixtures.js';
import { limitedApp } from './limited-app.js';

const limits = { apiPerTokenPerMinute: 3, apiPerUserPerMinute: 4, apiPerAddressPerMinute: 5 };

let t: TestApp;
let app: Awaited<ReturnType<typeof limitedApp>>;
let other: Awaited<ReturnType<typeof limitedApp>>;
beforeAll(async () => {
  t = await createTestApp();
  app = await limitedApp(t, { limits });
  // A second instance on the same database, as another process behind the load balancer.
  other = await limitedApp(t, { limits });
});
afterAll(async () => {
  await other?.close();
  await app?.close();
  await t?.close();
});

const fromNewAddress = newAddresses();
const remaining = (res: supertest.Response) => Number(res.headers['ratelimit-remaining']);

function expectRefused(res: supertest.Response) {
  expect(res.status).toBe(429);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.body).toMatchObject({ status: 429, code: 'rate-limited' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect(res.headers['ratelimit-remaining']).toBe('0');
}

describe('the general API budget', () => {
  it('keeps campus-sized defaults', () => {
    expect(DEFAULT_RATE_LIMITS).toMatchObject({ apiPerTokenPerMinute: 600, apiPerUserPerMinute: 1200, apiPerAddressPerMinute: 3000 });
  });

  it('puts the RateLimit headers on every answer, counting down, then refuses with 429 and Retry-After', async () => {
    const address = fromNewAddress();
    const seen: number[] = [];
    for (let i = 0; i < limits.apiPerAddressPerMinute; i += 1) {
      const res = await app.request().get('/api/meeting-spots').set('X-Forwarded-For', address).expect(200);
      expect(res.headers['ratelimit-limit']).toBe(String(limits.apiPerAddressPerMinute));
      const reset = Number(res.headers['ratelimit-reset']);
      expect(reset).toBeGreaterThan(0);
      expect(reset).toBeLessThanOrEqual(60);
      seen.push(remaining(res));
    }
    expect(seen).toEqual([4, 3, 2, 1, 0]);
    expectRefused(await app.request().get('/api/meeting-spots').set('X-Forwarded-For', address));
    // An error answer carries them too, and another address has its own budget.
    const elsewhere = await app.request().get('/api/no-such-thing').set('X-Forwarded-For', fromNewAddress()).expect(404);
    expect(remaining(elsewhere)).toBe(limits.apiPerAddressPerMinute - 1);
  });

  it('counts a token by the token, wherever it calls from, apart from its address', async () => {
    const { secret } = await studentWithToken(t, ['read']);
    const [first, second] = [fromNewAddress(), fromNewAddress()];
    const call = (address: string) => app.request().get('/api/listings/mine').set(bearer(secret)).set('X-Forwarded-For', address);
    expect(remaining(await call(first).expect(200))).toBe(2);
    expect(remaining(await call(second).expect(200))).toBe(1);
    const last = await call(first).expect(200);
    expect(last.headers['ratelimit-limit']).toBe(String(limits.apiPerTokenPerMinute));
    expect(remaining(last)).toBe(0);
    expectRefused(await call(second));
    // The address itself has its whole budget for anyone else.
    const anonymous = await app.request().get('/api/meeting-spots').set('X-Forwarded-For', first).expect(200);
    expect(remaining(anonymous)).toBe(limits.apiPerAddressPerMinute - 1);
  });

  it('counts a signed-in student by the account, whatever address', async () => {
    const student = await t.createUser();
    const agent = supertest.agent(app.app);
    const address = fromNewAddress();
    // The log-in itself is a visitor's request, counted against the address.
    const login = await agent.post('/api/auth/login').set('X-Forwarded-For', address).send({ email: student.email, password: student.password }).expect(200);
    expect(remaining(login)).toBe(limits.apiPerAddressPerMinute - 1);
    const seen: number[] = [];
    for (let i = 0; i < limits.apiPerUserPerMinute; i += 1) {
      const res = await agent.get('/api/listings/mine').set('X-Forwarded-For', fromNewAddress()).expect(200);
      expect(res.headers['ratelimit-limit']).toBe(String(limits.apiPerUserPerMinute));
      seen.push(remaining(res));
    }
    expect(seen).toEqual([3, 2, 1, 0]);
    expectRefused(await agent.get('/api/listings/mine').set('X-Forwarded-For', fromNewAddress()));
    // The address the student signed in from still serves its visitors.
    expect(remaining(await app.request().get('/api/meeting-spots').set('X-Forwarded-For', address).expect(200))).toBe(limits.apiPerAddressPerMinute - 2);
  });

  it('is one budget across instances: they count in PostgreSQL', async () => {
    const address = fromNewAddress();
    const seen: number[] = [];
    for (let i = 0; i < limits.apiPerAddressPerMinute; i += 1) {
      const instance = i % 2 === 0 ? app : other;
      seen.push(remaining(await instance.request().get('/api/meeting-spots').set('X-Forwarded-For', address).expect(200)));
    }
    expect(seen).toEqual([4, 3, 2, 1, 0]);
    expectRefused(await other.request().get('/api/meeting-spots').set('X-Forwarded-For', address));
    expectRefused(await app.request().get('/api/meeting-spots').set('X-Forwarded-For', address));
  });

  it('counts the requests a bad token gets 401 for against their address', async () => {
    const address = fromNewAddress();
    const res = await app.request().get('/api/listings/mine').set(bearer(`thz_${'x'.repeat(43)}`)).set('X-Forwarded-For', address).expect(401);
    expect(remaining(res)).toBe(limits.apiPerAddressPerMinute - 1);
  });

  it('keeps the special budgets: a spent sign-up budget still answers 429 within the general one', async () => {
    const strict = await limitedApp(t, { limits: { ...limits, signUpsPerAddressPerMinute: 1 } });
    try {
      const address = fromNewAddress();
      const signUp = (n: number) =>
        strict.request().post('/api/auth/signup').set('X-Forwarded-For', address).send({ email: `newcomer-${n}-${Date.now()}@campus.edu`, password: 'secret123', fullName: 'New Comer' });
      expect((await signUp(1)).status).toBeLessThan(400);
      const refused = await signUp(2);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The general budget had room: the special one refused it.
      expect(remaining(refused)).toBe(limits.apiPerAddressPerMinute - 2);
    } finally {
      await strict.close();
    }
  });
});

describe('CORS', () => {
  it('lets other origins call with a token and read the answer and its limits, never with cookies', async () => {
    const res = await t.request().get('/api/meeting-spots').set('Origin', 'https://example.org').expect(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers['access-control-expose-headers']).toContain('RateLimit-Remaining');
  });

  it('answers a preflight 204 with the methods and headers a token call needs', async () => {
    const res = await t.request().options('/api/listings').set('Origin', 'https://example.org').set('Access-Control-Request-Method', 'POST').set('Access-Control-Request-Headers', 'authorization, content-type').expect(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toContain('POST');
    expect(res.headers['access-control-allow-headers']).toMatch(/Authorization/);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
