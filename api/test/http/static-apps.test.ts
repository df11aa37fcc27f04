import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { staticApps } from '../../src/http/static-apps.js';

/** Two tiny built apps on disk, served the way the API serves web/dist and admin/dist. */
function builtApp(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `thriftz-${name}-`));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${name}</title>`);
  fs.writeFileSync(path.join(dir, 'assets', `${name}-3f9a1c.js`), 'console.log(1)');
  return dir;
}

let request: ReturnType<typeof supertest>;
beforeAll(() => {
  const app = express();
  app.use(staticApps(builtApp('web'), builtApp('admin')));
  app.use((_req, res) => res.status(404).send('api 404'));
  request = supertest(app);
});

describe('the built apps', () => {
  it('caches hashed assets for a year and revalidates index.html', async () => {
    const asset = await request.get('/assets/web-3f9a1c.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await request.get('/').set('Accept', 'text/html').expect(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.text).toContain('<title>web</title>');
  });

  it('answers deep links with the right app (SPA fallback)', async () => {
    expect((await request.get('/profile?tab=subscription').set('Accept', 'text/html').expect(200)).text).toContain('<title>web</title>');
    expect((await request.get('/admin/').set('Accept', 'text/html').expect(200)).text).toContain('<title>admin</title>');
    const adminAsset = await request.get('/admin/assets/admin-3f9a1c.js').expect(200);
    expect(adminAsset.headers['cache-control']).toContain('immutable');
  });

  it('redirects /admin to /admin/ once, and never falls back for /api or non-HTML requests', async () => {
    const redirect = await request.get('/admin').expect(301);
    expect(redirect.headers.location).toBe('/admin/');
    expect((await request.get('/api/nothing').set('Accept', 'text/html').expect(404)).text).toBe('api 404');
    await request.get('/missing.js').set('Accept', 'application/javascript').expect(404);
  });

  it('answers 404 for a hashed file a redeploy removed, in either app, whatever the browser accepts', async () => {
    expect((await request.get('/assets/web-000000.js').set('Accept', '*/*').expect(404)).text).toBe('api 404');
    expect((await request.get('/admin/assets/admin-000000.js').set('Accept', 'text/html').expect(404)).text).toBe('api 404');
  });
});
