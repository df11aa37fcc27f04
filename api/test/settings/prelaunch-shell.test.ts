import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

// The student app's page requests before the launch: hidden until the app shows the pre-launch
// page (api/src/http/prelaunch-shell.ts), except on the pages that stay open.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'thriftz-prelaunch-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>');

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp({ LAUNCH_AT: '2030-01-01T21:00:00+05:30', WEB_DIST: webDist });
  admin = await t.loginAs(await t.createUser({ isAdmin: true, firstLoginDone: true }));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string) => t.request().get(url).set('accept', 'text/html');

describe('a page of the student app before the launch', () => {
  it('arrives hidden for a visitor, uncached, on any page the pre-launch page replaces', async () => {
    for (const url of ['/', '/products', '/product/6f1c2a3b-0000-4000-8000-000000000001', '/mini-stores/page-turners']) {
      const res = await page(url).expect(200);
      expect(res.text, url).toContain('<html data-prelaunch lang="en">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('arrives as always on the pages that stay open, and for files', async () => {
    for (const url of ['/recruitment', '/recruitment/apply', '/staging/recruitment', '/verify-email?token=x', '/reset-password']) {
      const res = await page(url).expect(200);
      expect(res.text, url).not.toContain('data-prelaunch');
    }
    expect((await t.request().get('/assets/missing.js')).text).not.toContain('data-prelaunch');
  });

  it('arrives as always once the launch time has passed', async () => {
    await admin.patch('/api/admin/settings').send({ launchAt: new Date(Date.now() - 60_000).toISOString() }).expect(200);
    const res = await page('/products').expect(200);
    expect(res.text).not.toContain('data-prelaunch');
  });
});
