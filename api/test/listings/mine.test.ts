import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { daysAgo, insertListing, scratchDataDir } from './fixtures.js';

const dataDir = scratchDataDir();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(() => t.close());

describe('GET /api/listings/mine', () => {
  it("lists the student's available listings newest first; status=all adds sold and expired ones", async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    const long = `${'A long description. '.repeat(10)}The end.`;
    const old = await insertListing(t.db, me.id, { title: 'Old desk', createdAt: daysAgo(10), imageCount: 1 });
    const lend = await insertListing(t.db, me.id, {
      title: 'Tent to lend',
      listingType: 'lend',
      rentalAmount: 120,
      rentalDuration: 'week',
      description: long,
      createdAt: daysAgo(2),
    });
    const sold = await insertListing(t.db, me.id, { title: 'Sold chair', isAvailable: false, createdAt: daysAgo(1) });
    const expired = await insertListing(t.db, me.id, { title: 'Expired fan', createdAt: daysAgo(40), expiresAt: daysAgo(12) });
    await insertListing(t.db, other.id, { title: 'Not mine' });

    const agent = await t.loginAs(me);
    const res = await agent.get('/api/listings/mine').expect(200);
    expect(res.body).toMatchObject({ total: 2, counts: { sell: 1, lend: 1 }, page: 1, pageSize: 25 });
    expect(res.body.items.map((i: { title: string }) => i.title)).toEqual(['Tent to lend', 'Old desk']);
    const tent = res.body.items[0];
    expect(tent).toMatchObject({
      _id: lend.id,
      listingType: 'lend',
      price: null,
      rentalRate: { amount: 120, duration: 'week' },
      image: null,
      isAvailable: true,
      // Cut at a word boundary, not mid-word, and marked as cut.
      descriptionPreview: `${'A long description. '.repeat(4)}A long description…`,
    });
    expect(tent.descriptionPreview.length).toBeLessThanOrEqual(100);
    expect(new Date(tent.expirationDate).getTime() - new Date(tent.createdAt).getTime()).toBe(28 * 24 * 60 * 60 * 1000);
    expect(res.body.items[1].image._id).toBe(old.imageIds[0]);

    const all = await agent.get('/api/listings/mine?status=all').expect(200);
    expect(all.body).toMatchObject({ total: 4, counts: { sell: 3, lend: 1 } });
    expect(all.body.items.map((i: { _id: string }) => i._id)).toEqual([sold.id, lend.id, old.id, expired.id]);
    expect(all.body.items[0].isAvailable).toBe(false);

    const paged = await agent.get('/api/listings/mine?status=all&pageSize=3&page=2').expect(200);
    expect(paged.body).toMatchObject({ total: 4, counts: { sell: 3, lend: 1 }, page: 2, pageSize: 3 });
    expect(paged.body.items.map((i: { _id: string }) => i._id)).toEqual([expired.id]);
  });

  it('is empty for a student without listings', async () => {
    const agent = await t.loginAs(await t.createUser());
    expect((await agent.get('/api/listings/mine').expect(200)).body).toEqual({ items: [], total: 0, counts: { sell: 0, lend: 0 }, page: 1, pageSize: 25 });
  });

  it('needs a session and a known status', async () => {
    await t.request().get('/api/listings/mine').expect(401);
    const agent = await t.loginAs(await t.createUser());
    await agent.get('/api/listings/mine?status=sold').expect(400);
  });
});
