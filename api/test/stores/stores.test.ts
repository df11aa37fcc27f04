import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { daysAgo, image, insertStore, insertStorePicture } from './fixtures.js';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
});
afterAll(() => t.close());

/** How many statements the database runs while `work` does. */
async function statementsDuring(work: () => Promise<unknown>) {
  let n = 0;
  const count = () => (n += 1);
  t.db.on('query', count);
  try {
    await work();
  } finally {
    t.db.off('query', count);
  }
  return n;
}

describe('GET /api/stores', () => {
  let fashion: Awaited<ReturnType<typeof insertStore>>;
  let books: Awaited<ReturnType<typeof insertStore>>;
  let gadgets: Awaited<ReturnType<typeof insertStore>>;
  beforeAll(async () => {
    await t.db('stores').delete();
    fashion = await insertStore(t, owner.id, { name: 'Campus Threads', category: 'clothing-fashion', subscriptionPlan: 'premium', createdAt: daysAgo(30) });
    books = await insertStore(t, owner.id, { name: 'Page Turners', category: 'books-stationery', subscriptionPlan: 'premium', createdAt: daysAgo(10) });
    gadgets = await insertStore(t, owner.id, { name: 'Gadget Garage', category: 'electronics', createdAt: daysAgo(2) });
  });

  it('lists every store newest first as cards with their pictures, NEW under 7 days old', async () => {
    const logo = await insertStorePicture(t.db, fashion, 'logo');
    const cover = await insertStorePicture(t.db, fashion, 'cover');
    const banner2 = await insertStorePicture(t.db, fashion, 'banner', 1);
    const banner1 = await insertStorePicture(t.db, fashion, 'banner', 0);
    const res = await t.request().get('/api/stores').expect(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(res.body.items.map((s: { name: string }) => s.name)).toEqual(['Gadget Garage', 'Page Turners', 'Campus Threads']);
    expect(res.body.items[0]).toMatchObject({ _id: gadgets.id, slug: gadgets.slug, isNew: true, isPremium: false, coverImage: null, logo: null, highlights: [] });
    expect(res.body.items[2]).toEqual({
      _id: fashion.id,
      name: 'Campus Threads',
      slug: fashion.slug,
      description: 'A little campus store.',
      category: 'clothing-fashion',
      coverImage: image(cover),
      logo: image(logo),
      highlights: [image(banner1), image(banner2)],
      isPremium: true,
      isNew: false,
      createdAt: expect.any(String),
    });
    expect(Date.now() - new Date(res.body.items[2].createdAt).getTime()).toBeGreaterThan(29 * 24 * 60 * 60 * 1000);
  });

  it('reads a page of cards, its count and the pictures of the page in three statements, however many stores have pictures', async () => {
    for (const store of [books, gadgets]) {
      await insertStorePicture(t.db, store, 'cover');
      await insertStorePicture(t.db, store, 'banner');
    }
    expect(await statementsDuring(() => t.request().get('/api/stores').expect(200))).toBeLessThanOrEqual(3);
  });

  it('filters by category (all is every store) and pages', async () => {
    const electronics = await t.request().get('/api/stores?category=electronics').expect(200);
    expect(electronics.body.items.map((s: { _id: string }) => s._id)).toEqual([gadgets.id]);
    expect(electronics.body.total).toBe(1);
    expect((await t.request().get('/api/stores?category=all').expect(200)).body.total).toBe(3);
    expect((await t.request().get('/api/stores?category=gaming').expect(200)).body).toMatchObject({ items: [], total: 0 });
    const second = await t.request().get('/api/stores?page=2&pageSize=2').expect(200);
    expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.body.items.map((s: { _id: string }) => s._id)).toEqual([fashion.id]);
  });

  it('gives the premium stores for Featured Stores with premium=true', async () => {
    const res = await t.request().get('/api/stores?premium=true').expect(200);
    expect(res.body.items.map((s: { _id: string }) => s._id)).toEqual([books.id, fashion.id]);
    expect((await t.request().get('/api/stores?premium=false').expect(200)).body.total).toBe(3);
  });

  it('refuses an unknown category', async () => {
    await t.request().get('/api/stores?category=weapons').expect(400);
  });
});

describe('GET /api/stores/showcase', () => {
  it('answers empty lists when nothing is set', async () => {
    expect((await t.request().get('/api/stores/showcase').expect(200)).body).toEqual({ slides: [], promos: [] });
  });

  it('answers the active slides and promos in position order', async () => {
    await t.db('store_slides').insert([
      { position: 2, h1: 'Second', gradient: 'linear-gradient(135deg, #059669, #0d9488)' },
      { position: 1, h1: 'First', h2: 'Sub', h3: 'Text', icon: '🛍️', button1Text: 'Browse', button1Link: '/all-stores', bgImageUrl: '/hero.webp' },
      { position: 0, h1: 'Hidden', isActive: false },
    ]);
    await t.db('store_promos').insert([
      { position: 1, message: 'Free delivery on campus', cta: 'Shop', ctaLink: 'https://example.com' },
      { position: 0, message: 'Exams week sale' },
      { position: 2, message: 'Gone', isActive: false },
    ]);
    const { body } = await t.request().get('/api/stores/showcase').expect(200);
    expect(body.slides.map((s: { h1: string }) => s.h1)).toEqual(['First', 'Second']);
    expect(body.slides[0]).toMatchObject({
      bgImage: '/hero.webp', icon: '🛍️', h2: 'Sub', h3: 'Text', button1Text: 'Browse', button1Link: '/all-stores', button2Text: '', gradient: '',
    });
    expect(body.slides[1]).toMatchObject({ bgImage: null, gradient: 'linear-gradient(135deg, #059669, #0d9488)' });
    expect(body.promos).toEqual([
      { id: expect.any(String), message: 'Exams week sale', cta: '', ctaLink: '' },
      { id: expect.any(String), message: 'Free delivery on campus', cta: 'Shop', ctaLink: 'https://example.com' },
    ]);
  });
});

describe('GET /api/stores/{store}', () => {
  it('finds the store by slug and by id, with its owner, settings and design preset', async () => {
    await t.db('users').where({ id: owner.id }).update({ profileImage: '/api/images/x/main.webp' });
    const store = await insertStore(t, owner.id, {
      name: 'Gadget Garage', slug: 'gadget-garage', category: 'electronics', paymentOptions: ['prepaid', 'cod'], designPreset: { colorScheme: '2', layout: 'grid' },
    });
    await t.db('stores').where({ id: store.id }).update({ location: 'Hostel 4', contactInfo: 'After 6 pm', contactLink: 'https://wa.me/919800000000', socialLinks: JSON.stringify({ instagram: 'https://instagram.com/gg' }) });
    const bySlug = await t.request().get('/api/stores/gadget-garage').expect(200);
    expect(bySlug.body).toMatchObject({
      _id: store.id,
      name: 'Gadget Garage',
      slug: 'gadget-garage',
      location: 'Hostel 4',
      contactInfo: 'After 6 pm',
      contactLink: 'https://wa.me/919800000000',
      socialLinks: { instagram: 'https://instagram.com/gg' },
      paymentOptions: ['prepaid', 'cod'],
      designPreset: { colorScheme: '2', layout: 'grid' },
      owner: { _id: owner.id, fullName: owner.fullName, profileImage: '/api/images/x/main.webp' },
      isOwner: false,
      isNew: true,
    });
    expect(bySlug.body).not.toHaveProperty('ownerDetails');
    expect(bySlug.body).not.toHaveProperty('entryCodeSetAt');
    const byId = await t.request().get(`/api/stores/${store.id}`).expect(200);
    expect(byId.body).toEqual(bySlug.body);
  });

  it('tells the signed-in owner it is theirs, and no one else', async () => {
    const store = await insertStore(t, owner.id);
    const mine = await (await t.loginAs(owner)).get(`/api/stores/${store.slug}`).expect(200);
    expect(mine.body.isOwner).toBe(true);
    const other = await t.createUser();
    expect((await (await t.loginAs(other)).get(`/api/stores/${store.slug}`).expect(200)).body.isOwner).toBe(false);
  });

  it("answers 'Store not found' for an unknown slug or id", async () => {
    expect((await t.request().get('/api/stores/no-such-store').expect(404)).body.detail).toBe('Store not found');
    expect((await t.request().get('/api/stores/6f1c2b6e-8d6b-4a43-9a55-3f0d9d1e2a11').expect(404)).body.detail).toBe('Store not found');
  });
});
