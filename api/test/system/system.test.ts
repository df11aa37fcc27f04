import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('answers ok with the database, and tags the response with a request id', async () => {
    const res = await t.request().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await t.request().get('/api/health').expect(200);
    expect(other.headers['x-request-id']).not.toBe(res.headers['x-request-id']);
  });

  it("echoes the caller's request id, cut to 64 characters", async () => {
    const res = await t.request().get('/api/health').set('X-Request-Id', 'trace-abc-123').expect(200);
    expect(res.headers['x-request-id']).toBe('trace-abc-123');
    const long = await t.request().get('/api/health').set('X-Request-Id', 'x'.repeat(100)).expect(200);
    expect(long.headers['x-request-id']).toBe('x'.repeat(64));
  });

  it('sends the security headers', async () => {
    const res = await t.request().get('/api/health').expect(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // Plain http: no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the contract and its docs', () => {
  it('serves the OpenAPI 3.1 contract', async () => {
    const res = await t.request().get('/api/openapi.json').expect(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/users/{uid}', '/api/subscription/{uid}', '/api/email/registration-welcome', '/api/admin/users']),
    );
  });

  it('renders the docs with the Redoc bundle served from here, no CDN', async () => {
    const res = await t.request().get('/api/docs').expect(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('<script src="/api/docs/redoc.standalone.js"></script>');
    expect(res.text).toContain('spec-url="/api/openapi.json"');
    expect(res.text).not.toContain('https://');
    expect(res.headers['content-security-policy']).toContain("worker-src 'self' blob:");

    const bundle = await t.request().get('/api/docs/redoc.standalone.js').expect(200);
    expect(bundle.headers['content-type']).toContain('javascript');
    // Sent compressed (no content-length then): what arrives, unpacked, is the whole bundle.
    expect(bundle.headers['content-encoding']).toMatch(/gzip|br/);
    expect(bundle.text.length).toBeGreaterThan(100_000);
    expect(bundle.headers['cache-control']).toBe('public, max-age=86400');
    // Redoc's footer logo would come from its CDN, which the page's CSP refuses: it is dropped.
    expect(bundle.text).not.toContain('cdn.redoc.ly');
    expect(res.text).toContain('body{margin:0}');
  });
});

describe('errors', () => {
  it('answers an unknown API path with a problem+json 404', async () => {
    const res = await t.request().get('/api/no-such-thing').expect(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body).toMatchObject({ status: 404, title: 'Not Found', code: 'not-found' });
  });

  it('answers a malformed JSON body with a problem+json 400', async () => {
    const res = await t.request().post('/api/auth/login').set('Content-Type', 'application/json').send('{"email": ').expect(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body).toMatchObject({ status: 400, code: 'invalid-json', detail: 'The request body is not valid JSON.' });
  });

  it('refuses a body over 100 kB', async () => {
    const res = await t
      .request()
      .post('/api/auth/login')
      .send({ email: 'a@campus.edu', password: 'x'.repeat(150_000) })
      .expect(413);
    expect(res.body).toMatchObject({ code: 'too-large', detail: 'The request is too large.' });
  });

  it('hides an unexpected failure behind the generic message, and health reports the database down', async () => {
    const broken = await createTestApp();
    try {
      await broken.db.destroy();
      const res = await broken.request().get(`/api/users/${randomUUID()}`).expect(500);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body).toEqual({
        type: 'https://thriftz.app/problems/internal',
        title: 'Internal Server Error',
        status: 500,
        detail: 'Something went wrong. Please try again.',
        code: 'internal',
      });
      expect(res.text).not.toMatch(/\bat .*\.(ts|js):\d+/);
      expect(res.headers['x-request-id']).toBeTruthy();

      const health = await broken.request().get('/api/health').expect(503);
      expect(health.headers['content-type']).toContain('application/problem+json');
      expect(health.body).toMatchObject({ status: 503, code: 'database-down', detail: 'The database is unreachable.' });
    } finally {
      await broken.close();
    }
  });
});

describe('configuration', () => {
  const base = { DATABASE_URL: 'postgres://localhost/thriftz' };

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(/PORT:/);
    expect(() => loadConfig({ ...base, PORT: '70000' })).toThrow(/PORT:/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/thriftz' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: is required in production/);
    expect(() => loadConfig({ ...base, SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ ...base, GOOGLE_CLIENT_ID: 'id-only' })).toThrow(/GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL:/);
    expect(() => loadConfig({ ...base, CAMPUS_EMAIL_DOMAINS: ' , ' })).toThrow(/CAMPUS_EMAIL_DOMAINS:/);
  });

  it('reads a good environment', () => {
    const config = loadConfig({
      ...base,
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(32),
      PUBLIC_URL: 'https://thriftz.example/',
      CAMPUS_EMAIL_DOMAINS: ' Campus.EDU, iitb.AC.in ,',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      RAZORPAY_KEY_ID: 'rzp_live_key',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
      PORT: '8080',
    });
    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      publicUrl: 'https://thriftz.example',
      secureCookies: true,
      campusDomains: ['campus.edu', 'iitb.ac.in'],
      google: { clientId: 'id', clientSecret: 'secret' },
      payments: { gateway: 'razorpay', keyId: 'rzp_live_key', keySecret: 'key-secret', webhookSecret: 'webhook-secret' },
      validateResponses: false,
      logLevel: 'info',
    });
  });

  it('has development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      campusDomains: ['campus.edu'],
      google: undefined,
      validateResponses: true,
      runJobs: true,
    });
  });
});
