import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { builtWeb, inlineQueries, WEB_SHELL } from '../support/built-web.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { insertProduct, insertStore, scratchDataDir } from '../stores/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: scratchDataDir(), WEB_DIST: builtWeb() });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db('siteNotifications').delete();
});

const page = (url: string, cookie?: string) => {
  const req = t.request().get(url).set('Accept', 'text/html');
  return cookie ? req.set('Cookie', cookie) : req;
};

async function notice(fields: Record<string, unknown> = {}) {
  const [row] = await t.db('siteNotifications').insert({ message: 'Exam week sale', showOnAllPages: true, showOnHomePage: true, ...fields }).returning(['id', 'updatedAt']);
  return { id: row.id as string, updatedAt: (row.updatedAt as Date).toISOString() };
}

describe('the site banner sent with every page', () => {
  it("renders a prerendered landing page again with the banner's notifications, the same as the API gives", async () => {
    await notice({ title: 'Sale' });
    const res = await page('/').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<main data-url="/" data-keys="/api/notifications/active">');
    const active = await t.request().get('/api/notifications/active?page=home').expect(200);
    expect(inlineQueries(res.text)).toEqual([[['/api/notifications/active', { page: 'home' }], active.body]]);
  });

  it('asks for the other pages\' kind elsewhere: a fixed page rendered with it, a page at a parameter\'s address as the shell with the data', async () => {
    await notice({ showOnAllPages: false, message: 'Home only' });
    const everywhere = await notice({ message: 'Everywhere' });
    expect((await page('/inbox').expect(200)).text).toContain('<main data-url="/inbox" data-keys="/api/notifications/active">');
    const res = await page('/user/someone').expect(200);
    expect(res.text).toContain('<div id="root"></div>');
    const [[key, shown]] = inlineQueries(res.text) as [[unknown[], { id: string }[]]];
    expect(key).toEqual(['/api/notifications/active', { page: 'other' }]);
    expect(shown.map((n) => n.id)).toEqual([everywhere.id]);
  });

  it('leaves out what this browser dismissed (its cookie), and adds nothing when none is left', async () => {
    const first = await notice({ message: 'First' });
    const second = await notice({ message: 'Second' });
    const cookie = `thriftz_dismissed_notifications=${encodeURIComponent(`${first.id}@${first.updatedAt}`)}`;
    const [[, shown]] = inlineQueries((await page('/inbox', cookie).expect(200)).text) as [[unknown[], { id: string }[]]];
    expect(shown.map((n) => n.id)).toEqual([second.id]);

    // Both dismissed: the static handler's page, exactly.
    const both = `thriftz_dismissed_notifications=${encodeURIComponent(`${first.id}@${first.updatedAt} ${second.id}@${second.updatedAt}`)}`;
    expect((await page('/', both).expect(200)).text).toContain('<div id="root">prerendered home</div>');
    expect((await page('/inbox', both).expect(200)).text).toBe(WEB_SHELL);
    // An admin's edit (a new updatedAt) shows it again.
    await t.db('siteNotifications').where({ id: first.id }).update({ updatedAt: new Date(Date.now() + 1000) });
    expect(inlineQueries((await page('/inbox', both).expect(200)).text)).toHaveLength(1);
  });

  it('sends the static page when nothing is showing, and never answers for files, the API or the other apps', async () => {
    expect((await page('/').expect(200)).text).toContain('<div id="root">prerendered home</div>');
    expect((await page('/inbox').expect(200)).text).toBe(WEB_SHELL);
    await notice();
    expect((await page('/favicon.svg').expect(200)).headers['content-type']).toMatch(/^image\/svg\+xml/);
    await page('/api/nothing-here').expect(404);
    // A filtered list's first screen is not the prerendered one: the shell, with the banner's data.
    const filtered = await page('/products?category=books').expect(200);
    expect(filtered.text).toContain('<div id="root"></div>');
    expect(inlineQueries(filtered.text)).toHaveLength(1);
    // A JSON client is not sent a page.
    await t.request().get('/inbox').set('Accept', 'application/json').expect(404);
  });

  it('sends the page for the client to render when the server cannot', async () => {
    await notice();
    const res = await page('/render-fails').expect(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(inlineQueries(res.text)).toHaveLength(1);
  });
});

describe('GET /mini-stores (the stores\' home)', () => {
  it('is rendered with its three reads, each as the API gives it to a visitor', async () => {
    const owner = await t.createUser({ fullName: 'Store Owner' });
    const store = await insertStore(t, owner.id, { name: 'Campus Threads', subscriptionPlan: 'premium' });
    await insertProduct(t.db, store, { title: 'Hoodie', boosted: true, boostLocation: 'miniStore', boostTime: new Date() });
    const res = await page('/mini-stores').expect(200);
    expect(res.text).toContain('data-url="/mini-stores" data-keys="/api/stores/showcase /api/stores /api/store-products/featured"');
    const queries = inlineQueries(res.text)!;
    const api = async (url: string) => (await t.request().get(url).expect(200)).body as unknown;
    expect(queries).toEqual([
      [['/api/stores/showcase'], await api('/api/stores/showcase')],
      [['/api/stores', { premium: true, pageSize: 8 }], await api('/api/stores?premium=true&pageSize=8')],
      [['/api/store-products/featured', { limit: 12 }], await api('/api/store-products/featured?limit=12')],
    ]);
    expect(JSON.stringify(queries)).toContain('Campus Threads');
    expect(JSON.stringify(queries)).toContain('Hoodie');
    // The entry code's hash (a store secret) is nowhere in the page.
    expect(res.text).not.toContain(store.entryCodeHash);
  });

  it('adds the banner to it, and leaves a query-string address to the client', async () => {
    await notice();
    const res = await page('/mini-stores').expect(200);
    expect(inlineQueries(res.text)!.map(([key]) => key[0])).toEqual([
      '/api/stores/showcase',
      '/api/stores',
      '/api/store-products/featured',
      '/api/notifications/active',
    ]);
    const other = await page('/mini-stores?from=home').expect(200);
    expect(inlineQueries(other.text)!.map(([key]) => key[0])).toEqual(['/api/notifications/active']);
  });
});
