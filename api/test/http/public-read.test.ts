/**
 * HTTP caching of the public reads (http/public-read.ts): a visitor's answer may be kept briefly
 * by any cache and carries a validator made of its tables' versions, so a revalidation is
 * answered 304 before anything is read; a change to any of those tables changes the validator;
 * a signed-in caller's answer is never kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../listings/fixtures.js';
import { insertRequest } from '../requests/fixtures.js';
import { insertRoommatePost } from '../roommates/fixtures.js';
import { insertProduct, insertStore } from '../stores/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';

let t: TestApp;
let seller: TestUser;
let listingId: string;
const reads: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  // The validators need the instance to listen for its tables' changes.
  await t.chat.ready;
  seller = await t.createUser({ fullName: 'Meera Iyer', firstLoginDone: true });
  listingId = (await insertListing(t.db, seller.id, { title: 'Study lamp', price: 400, imageCount: 1 })).id;
  const request = await insertRequest(t.db, seller.id, { title: 'Wanted: a kettle' });
  const roommate = await insertRoommatePost(t.db, seller.id);
  const store = await insertStore(t, seller.id, { slug: 'cache-store' });
  const product = await insertProduct(t.db, store);
  Object.assign(reads, {
    'listing browse': '/api/listings?type=sell',
    'listing detail': `/api/listings/${listingId}`,
    'hot deals': '/api/listings/hot-deals',
    'price bounds': '/api/listings/price-bounds?type=sell',
    'request browse': '/api/requests',
    'request detail': `/api/requests/${request.id}`,
    'roommate browse': '/api/roommates',
    'roommate detail': `/api/roommates/${roommate.id}`,
    profile: `/api/users/${seller.id}`,
    stores: '/api/stores',
    showcase: '/api/stores/showcase',
    'store page': '/api/stores/cache-store',
    'store products': '/api/stores/cache-store/products',
    'store product': `/api/stores/cache-store/products/${product.id}`,
    'featured products': '/api/store-products/featured',
  });
});

afterAll(async () => {
  await t?.close();
});

/** The knex statements sent while `run` runs. */
async function statementsDuring(run: () => Promise<unknown>) {
  const seen: string[] = [];
  const listener = (q: { sql: string }) => seen.push(q.sql);
  t.db.on('query', listener);
  try {
    await run();
  } finally {
    t.db.off('query', listener);
  }
  return seen;
}

describe('a public read, for a visitor', () => {
  it('may be kept 30 s by any cache, varies by sign-in, and answers a revalidation 304 without reading anything', async () => {
    for (const [name, path] of Object.entries(reads)) {
      const first = await t.request().get(path).expect(200);
      expect(first.headers['cache-control'], name).toBe('public, max-age=30, stale-while-revalidate=30');
      expect(first.headers.vary, name).toMatch(/Cookie, Authorization/);
      const etag = first.headers.etag as string;
      expect(etag, name).toMatch(/^W\/"/);
      let status = 0;
      const sent = await statementsDuring(async () => {
        const again = await t.request().get(path).set('If-None-Match', etag);
        status = again.status;
        expect(again.text, name).toBe('');
        expect(again.headers.etag, name).toBe(etag);
      });
      expect(status, name).toBe(304);
      expect(sent, name).toEqual([]);
    }
  });

  it('answers in full once a table it is read from has changed: the listing, then its seller', async () => {
    const path = reads['listing detail']!;
    const before = await t.request().get(path).expect(200);
    const etag = before.headers.etag as string;
    // Another instance, a job or psql: the trigger notifies every instance at commit.
    await t.db('listings').where({ id: listingId }).update({ price: 350 });
    await expect.poll(async () => (await t.request().get(path).set('If-None-Match', etag)).status).toBe(200);
    const after = await t.request().get(path).expect(200);
    expect(after.body.price).toBe(350);
    expect(after.headers.etag).not.toBe(etag);

    // The seller's name shows on the listing: a change of the users table changes the validator too.
    const named = after.headers.etag as string;
    await t.db('users').where({ id: seller.id }).update({ fullName: 'Meera K. Iyer' });
    await expect.poll(async () => (await t.request().get(path).set('If-None-Match', named)).status).toBe(200);
    expect((await t.request().get(path).expect(200)).body.seller.fullName).toBe('Meera K. Iyer');
  });

  it('is never 304 for a validator it did not give', async () => {
    const path = reads['listing detail']!;
    await t.request().get(path).set('If-None-Match', 'W/"someone-else"').expect(200);
    await t.request().get(path).set('If-None-Match', '*').expect(304); // "*": any current answer matches (RFC 9110)
  });

  it('gives a problem without its validator or caching', async () => {
    const ours = (await t.request().get(reads['listing detail']!).expect(200)).headers.etag as string;
    const res = await t.request().get('/api/listings/00000000-0000-4000-8000-000000000000').expect(404);
    // Express's own hash of the problem's body may be there, not the read's validator.
    expect(res.headers.etag).not.toBe(ours);
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('category counts: the 10-second window is the validator, on every instance', async () => {
    const first = await t.request().get('/api/listings/category-counts?type=sell').expect(200);
    expect(first.headers.etag).toMatch(/^W\/"counts\.sell\./);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const again = await t.request().get('/api/listings/category-counts?type=sell').set('If-None-Match', first.headers.etag as string);
    // The window may have just ended between the two.
    expect([200, 304]).toContain(again.status);
    if (again.status === 304) expect(again.text).toBe('');
  });
});

describe('a public read, signed in', () => {
  it('is private and never stored: it may show what is the caller’s own', async () => {
    const agent = await t.loginAs(seller);
    const visitorTag = (await t.request().get(reads['listing detail']!).expect(200)).headers.etag as string;
    for (const [name, path] of Object.entries(reads)) {
      const res = await agent.get(path).set('If-None-Match', visitorTag).expect(200);
      expect(res.headers['cache-control'], name).toBe('private, no-store');
    }
    expect((await agent.get(reads['listing detail']!).expect(200)).body.isOwner).toBe(true);
  });
});
