import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorHandler } from '../../src/http/error-handler.js';
import { HttpProblem } from '../../src/http/problem.js';
import { staticApps } from '../../src/http/static-apps.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** A built student app on disk, as the server serves web/dist. */
function builtWebApp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thriftz-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Thriftz app</title>');
  return dir;
}

const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('a failure while the server answers a page load', () => {
  let request: ReturnType<typeof supertest>;
  beforeAll(() => {
    const app = express();
    // What a broken session store or a failing deserialisation does: fail before the apps.
    app.use((req, _res, next) => {
      if (req.query.busy !== undefined) return next(new HttpProblem(503, 'Busy.', 'unavailable', undefined, { 'Retry-After': '5' }));
      if (req.query.refused !== undefined) return next(new HttpProblem(403, 'You are not <allowed> here.', 'forbidden'));
      // A fault of the code's own (a database that cannot be reached is a 503: database-outage.test.ts).
      next(new Error('Cannot read the cart: undefined'));
    });
    app.use(staticApps(builtWebApp(), '/nonexistent-admin-dist'));
    app.use(errorHandler);
    request = supertest(app);
  });

  it("shows a browser the app's own error page, with the status kept and nothing cached", async () => {
    const res = await request.get('/products?category=books').set('Accept', browser).expect(500);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<title>This page could not load · Thriftz</title>');
    expect(res.text).toContain('Something went wrong on our side. Please try again in a moment.');
    // Retry reloads the same address; the other link leads home.
    expect(res.text).toMatch(/<a class="button primary" href="">[^]*Retry<\/a>/);
    expect(res.text).toContain('<a class="button secondary" href="/">Back to home</a>');
    // Self-contained: nothing to fetch, nothing the CSP would block.
    expect(res.text).not.toMatch(/<script|<link|src="http|url\(/);
    expect(res.text).not.toContain('Cannot read the cart');
  });

  it('keeps problem+json for the same failure under /api, and for a client that asks for JSON', async () => {
    const api = await request.get('/api/listings').set('Accept', browser).expect(500);
    expect(api.headers['content-type']).toContain('application/problem+json');
    expect(api.body).toMatchObject({ status: 500, code: 'internal' });

    const json = await request.get('/products').set('Accept', 'application/json').expect(500);
    expect(json.headers['content-type']).toContain('application/problem+json');
  });

  it("keeps a 503's status and Retry-After, leads admins back to the admin app, and shows a 4xx's own words escaped", async () => {
    const busy = await request.get('/admin/users?busy').set('Accept', browser).expect(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.text).toContain('Error 503');
    expect(busy.text).toContain('href="/admin/">Back to home</a>');

    const refused = await request.get('/profile?refused').set('Accept', browser).expect(403);
    expect(refused.text).toContain('You are not &lt;allowed&gt; here.');
  });
});

describe('a broken session store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: builtWebApp() });
  });
  afterAll(() => t.close());

  it("does not stop a signed-in student's page load, while their API calls answer problem+json (503: try again)", async () => {
    const user = await t.createUser();
    const agent = await t.loginAs(user);
    const sessionRead = vi.spyOn(t.deps.pool, 'query').mockRejectedValue(new Error('Connection terminated unexpectedly'));

    // The built app is the same for everyone: serving it needs no session.
    const page = await agent.get('/profile').set('Accept', browser).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<title>Thriftz app</title>');
    expect(sessionRead).not.toHaveBeenCalled();

    const api = await agent.get('/api/auth/session').set('Accept', 'application/json').expect(503);
    expect(api.headers['content-type']).toContain('application/problem+json');
    expect(api.headers['retry-after']).toBe('5');
    expect(api.body).toMatchObject({ status: 503, code: 'unavailable' });
    expect(sessionRead).toHaveBeenCalled();
    sessionRead.mockRestore();
  });

  it('answers what nobody serves (a DELETE of a page, a removed asset) with its own 404: a page for browsers, a problem for the rest', async () => {
    const page = await t.request().delete('/').set('Accept', browser).expect(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('Error 404');
    const problem = await t.request().delete('/products').set('Accept', 'application/json').expect(404);
    expect(problem.headers['content-type']).toContain('application/problem+json');
    expect(problem.body).toMatchObject({ status: 404, detail: 'Not found.' });
    await t.request().get('/assets/app-000000.js').set('Accept', '*/*').expect(404);
  });
});
