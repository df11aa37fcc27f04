import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { staticApps } from '../../src/http/static-apps.js';

/** A tiny built app on disk, with relative asset URLs as the portal's Vite build (base './') writes them. */
function builtApp(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `thriftz-${name}-`));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>${name}</title><script type="module" src="./assets/${name}-3f9a1c.js"></script></head></html>`,
  );
  fs.writeFileSync(path.join(dir, 'assets', `${name}-3f9a1c.js`), 'console.log(1)');
  return dir;
}

function appServing(storePortal?: { dist: string; path: string }) {
  const app = express();
  app.use(staticApps(builtApp('web'), builtApp('admin'), storePortal));
  app.use((_req, res) => res.status(404).send('api 404'));
  return supertest(app);
}

let request: ReturnType<typeof supertest>;
beforeAll(() => {
  request = appServing({ dist: builtApp('portal'), path: '/owners-7f3k' });
});

describe('the store portal at its configured path', () => {
  it('serves its index.html with a <base href> of that path, revalidated and not indexed', async () => {
    const page = await request.get('/owners-7f3k/').set('Accept', 'text/html').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.text).toContain('<head><base href="/owners-7f3k/"><title>portal</title>');
  });

  it('answers deep links with the same page, so relative assets still load from the path', async () => {
    for (const deep of ['/owners-7f3k/?tab=orders', '/owners-7f3k/orders', '/owners-7f3k/a/b/c']) {
      const page = await request.get(deep).set('Accept', 'text/html').expect(200);
      expect(page.text).toContain('<base href="/owners-7f3k/">');
      expect(page.text).toContain('<title>portal</title>');
    }
    const asset = await request.get('/owners-7f3k/assets/portal-3f9a1c.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.text).toBe('console.log(1)');
  });

  it('redirects the bare path to the path with a slash, keeping the query', async () => {
    expect((await request.get('/owners-7f3k').expect(301)).headers.location).toBe('/owners-7f3k/');
    expect((await request.get('/owners-7f3k?tab=products').expect(301)).headers.location).toBe('/owners-7f3k/?tab=products');
  });

  it('answers 404 for a missing asset of the portal, never the student app', async () => {
    expect((await request.get('/owners-7f3k/assets/portal-000000.js').set('Accept', 'text/html').expect(404)).text).toBe('api 404');
    await request.get('/owners-7f3k/missing.js').set('Accept', 'application/javascript').expect(404);
  });

  it('leaves every other path to the student app', async () => {
    expect((await request.get('/store-portal/').set('Accept', 'text/html').expect(200)).text).toContain('<title>web</title>');
    expect((await request.get('/owners-7f3k-other').set('Accept', 'text/html').expect(200)).text).toContain('<title>web</title>');
  });

  it('is not the student app when the portal is not built', async () => {
    const bare = appServing({ dist: path.join(os.tmpdir(), 'thriftz-no-portal-build'), path: '/store-portal' });
    expect((await bare.get('/store-portal/orders').set('Accept', 'text/html').expect(404)).text).toBe('api 404');
  });
});
