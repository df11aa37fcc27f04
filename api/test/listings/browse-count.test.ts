import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { insertListing, scratchDataDir } from './fixtures.js';

const dataDir = scratchDataDir();
let t: TestApp;
let sellerId: string;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  sellerId = (await t.createUser()).id;
});
afterAll(() => t.close());

describe('GET /api/listings counting', () => {
  it('answers a null price bound and an empty page when nothing is listed', async () => {
    expect((await t.request().get('/api/listings/price-bounds?type=lend').expect(200)).body).toEqual({ max: null });
    expect((await t.request().get('/api/listings?type=lend').expect(200)).body).toEqual({
      items: [],
      total: 0,
      totalIsCapped: false,
      page: 1,
      pageSize: 24,
    });
    expect((await t.request().get('/api/listings/hot-deals').expect(200)).body).toEqual({ items: [] });
  });

  it('counts up to 1,000 and says when there are more', async () => {
    // 1,005 sell listings, one a minute; every 10th is tagged 'Rare' (100 of them).
    await t.db.raw(
      `INSERT INTO listings (seller_id, slug, title, description, category, condition, listing_type, price, tags, created_at, expires_at)
       SELECT ?, 'bulk-' || n, 'Bulk item ' || n, 'A bulk listing for the counting test, number ' || n, 'other', 'good', 'sell', n,
              CASE WHEN n % 10 = 0 THEN ARRAY['Rare'] ELSE ARRAY[]::text[] END,
              now() - n * interval '1 minute', now() + interval '28 days'
         FROM generate_series(1, 1005) AS n`,
      [sellerId],
    );

    const all = await t.request().get('/api/listings?type=sell&pageSize=100').expect(200);
    expect(all.body).toMatchObject({ total: 1000, totalIsCapped: true, page: 1, pageSize: 100 });
    expect(all.body.items).toHaveLength(100);
    expect(all.body.items[0].title).toBe('Bulk item 1');

    const last = await t.request().get('/api/listings?type=sell&pageSize=100&page=11').expect(200);
    expect(last.body.items.map((i: { title: string }) => i.title)).toEqual([1001, 1002, 1003, 1004, 1005].map((n) => `Bulk item ${n}`));
    expect(last.body).toMatchObject({ total: 1000, totalIsCapped: true });

    const rare = await t.request().get('/api/listings?type=sell&q=rare&pageSize=5').expect(200);
    expect(rare.body).toMatchObject({ total: 100, totalIsCapped: false });
    expect(rare.body.items.map((i: { title: string }) => i.title)).toEqual([10, 20, 30, 40, 50].map((n) => `Bulk item ${n}`));

    const cheap = await t.request().get('/api/listings?type=sell&maxPrice=1000&sort=price-high&pageSize=3').expect(200);
    expect(cheap.body).toMatchObject({ total: 1000, totalIsCapped: false });
    // Every match fits the one-statement sample: its page is still the first in the sort's order.
    expect(cheap.body.items.map((i: { price: number }) => i.price)).toEqual([1000, 999, 998]);

    // A page past the end is empty and still carries the count, capped or not.
    const pastRare = await t.request().get('/api/listings?type=sell&q=rare&pageSize=5&page=30').expect(200);
    expect(pastRare.body).toMatchObject({ items: [], total: 100, totalIsCapped: false, page: 30 });
    const pastAll = await t.request().get('/api/listings?type=sell&pageSize=100&page=12').expect(200);
    expect(pastAll.body).toMatchObject({ items: [], total: 1000, totalIsCapped: true, page: 12 });
    const cheaper = await t.request().get('/api/listings?type=sell&minPrice=5&maxPrice=1004').expect(200);
    expect(cheaper.body).toMatchObject({ total: 1000, totalIsCapped: false });
    const over = await t.request().get('/api/listings?type=sell&minPrice=4').expect(200);
    expect(over.body).toMatchObject({ total: 1000, totalIsCapped: true });

    expect((await t.request().get('/api/listings/price-bounds?type=sell').expect(200)).body).toEqual({ max: 1005 });
  });

  it('breaks ties in every sort by id, so pages never repeat or skip a listing', async () => {
    const at = new Date(Date.now() - 60 * 60 * 1000);
    const tied = [];
    for (let i = 0; i < 6; i += 1) {
      tied.push((await insertListing(t.db, sellerId, { title: `Tied ${i}`, tags: ['tiebreak'], price: 777, createdAt: at })).id);
    }
    const asc = [...tied].sort();
    const desc = [...asc].reverse();
    const order = async (sort: string) => {
      const pages = [];
      for (const page of [1, 2, 3]) {
        const res = await t.request().get(`/api/listings?type=sell&q=tiebreak&sort=${sort}&pageSize=2&page=${page}`).expect(200);
        pages.push(...res.body.items.map((i: { _id: string }) => i._id));
      }
      return pages;
    };
    expect(await order('newest')).toEqual(desc);
    expect(await order('oldest')).toEqual(asc);
    expect(await order('price-low')).toEqual(asc);
    expect(await order('price-high')).toEqual(desc);
  });
});
