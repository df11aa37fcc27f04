import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
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

/** What web/prerender.mjs writes: a landing page's first screen inside #root, with its twins. */
function prerendered(dir: string, name: string, heading: string) {
  fs.mkdirSync(path.join(dir, 'prerendered'), { recursive: true });
  const html = `<!doctype html><title>web</title><div id="root"><main><h1>${heading}</h1></main></div>`;
  const file = path.join(dir, 'prerendered', `${name}.html`);
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html));
}

let request: ReturnType<typeof supertest>;
beforeAll(() => {
  const app = express();
  const web = builtApp('web');
  prerendered(web, 'index', 'Buy, sell, lend and borrow');
  prerendered(web, 'products', 'Pre-loved finds from your campus');
  app.use(staticApps(web, builtApp('admin')));
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

  it('sends the prerendered first screen for exactly the landing paths, compressed by Accept-Encoding', async () => {
    const home = await request.get('/').set('Accept', 'text/html').set('Accept-Encoding', 'br').expect(200);
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers.vary).toContain('Accept-Encoding');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.text).toMatch(/<div id="root">.*<h1>Buy, sell, lend and borrow<\/h1>/);
    const products = await request.get('/products').set('Accept', 'text/html').set('Accept-Encoding', 'gzip').expect(200);
    expect(products.headers['content-encoding']).toBe('gzip');
    expect(products.headers['content-type']).toMatch(/^text\/html/);
    expect(products.text).toMatch(/<div id="root">.*<h1>Pre-loved finds from your campus<\/h1>/);
    const plain = await request.get('/products').set('Accept', 'text/html').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain('<h1>Pre-loved finds from your campus</h1>');
    // Another page, or the list filtered by its query, gets the empty shell its own first render fills.
    for (const other of ['/login', '/products?category=books', '/products/extra']) {
      const shell = await request.get(other).set('Accept', 'text/html').expect(200);
      expect(shell.text).toBe('<!doctype html><title>web</title>');
    }
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
