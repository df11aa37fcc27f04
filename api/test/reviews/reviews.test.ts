// Rating after a listing deal: the two sides, once each, within 14 days, in the form's words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ageListingDeal, alertsOf, listingWithChat, review, sold } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('rating the other side of a listing deal', () => {
  it('seller and buyer each rate once; the profile shows the average, the count and the reviews', async () => {
    const d = await sold(t);
    const byBuyer = await d.buyer.agent.post('/api/reviews').send({ listingId: d.listing.id, ...review(4, '  Friendly, came on time.  ') }).expect(201);
    expect(byBuyer.body).toMatchObject({
      rating: 4,
      text: 'Friendly, came on time.',
      dealType: 'listing',
      reviewer: { kind: 'user', id: d.buyer.user.id, name: d.buyer.user.fullName, profileImage: null, slug: null },
    });
    await d.seller.agent.post('/api/reviews').send({ listingId: d.listing.id, ...review(5) }).expect(201);

    const sellerPage = (await t.request().get(`/api/users/${d.seller.user.id}/reviews`).expect(200)).body;
    expect(sellerPage.summary).toEqual({ average: 4, count: 1 });
    expect(sellerPage.items).toHaveLength(1);
    expect(sellerPage).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    const buyerPage = (await t.request().get(`/api/users/${d.buyer.user.id}/reviews`).expect(200)).body;
    expect(buyerPage.summary).toEqual({ average: 5, count: 1 });
    expect(buyerPage.items[0].reviewer.id).toBe(d.seller.user.id);

    // Each reviewed side was told; nobody has anything left to rate.
    expect((await alertsOf(t, d.seller.user.id)).map((a) => [a.kind, a.title])).toEqual([['review', 'New 4-star review']]);
    expect((await alertsOf(t, d.buyer.user.id)).map((a) => a.title)).toEqual(['Rate your purchase', 'New 5-star review']);
    expect((await d.buyer.agent.get('/api/reviews/pending').expect(200)).body.items).toEqual([]);
  });

  it('a second review by the same side is 409', async () => {
    const d = await sold(t);
    await d.buyer.agent.post('/api/reviews').send({ listingId: d.listing.id, ...review() }).expect(201);
    const res = await d.buyer.agent.post('/api/reviews').send({ listingId: d.listing.id, ...review(1, 'Changed my mind') }).expect(409);
    expect(res.body.detail).toBe('You have already reviewed this deal.');
    expect((await t.request().get(`/api/users/${d.seller.user.id}/reviews`).expect(200)).body.summary).toEqual({ average: 5, count: 1 });
  });

  it('only the two sides may rate: anyone else 404, a visitor 401, a listing sold to nobody named 404', async () => {
    const d = await sold(t);
    const res = await d.bystander.agent.post('/api/reviews').send({ listingId: d.listing.id, ...review() }).expect(404);
    expect(res.body.detail).toBe('Deal not found.');
    await t.request().post('/api/reviews').send({ listingId: d.listing.id, ...review() }).expect(401);
    const unnamed = await listingWithChat(t);
    await unnamed.seller.agent.post(`/api/listings/${unnamed.listing.id}/sale`).send({ buyerId: null }).expect(200);
    const none = await unnamed.buyer.agent.post('/api/reviews').send({ listingId: unnamed.listing.id, ...review() }).expect(404);
    expect(none.body.detail).toBe('Deal not found.');
  });

  it('after 14 days it is too late, in words', async () => {
    const d = await sold(t);
    await ageListingDeal(t, d.listing.id, 15);
    const res = await d.buyer.agent.post('/api/reviews').send({ listingId: d.listing.id, ...review() }).expect(409);
    expect(res.body.detail).toBe('The 14 days to review this deal are over.');
    expect((await d.buyer.agent.get('/api/reviews/pending').expect(200)).body.items).toEqual([]);
  });

  it('names what is wrong with the form, field by field', async () => {
    const d = await sold(t);
    const send = (body: Record<string, unknown>) => d.buyer.agent.post('/api/reviews').send({ listingId: d.listing.id, ...body });
    for (const rating of [0, 6, 2.5]) {
      const res = await send({ rating, text: 'Fine' }).expect(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ path: '/body/rating', message: 'Choose a rating from 1 to 5 stars.' })]);
    }
    for (const text of ['', '   ', 'x'.repeat(501)]) {
      const res = await send({ rating: 3, text }).expect(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ path: '/body/text', message: 'Write a short review (up to 500 characters).' })]);
    }
    const both = await d.buyer.agent.post('/api/reviews').send({ listingId: d.listing.id, orderId: d.listing.id, ...review() }).expect(400);
    expect(both.body.detail).toBe('Say which deal you are rating: a listing or an order.');
    const neither = await d.buyer.agent.post('/api/reviews').send(review()).expect(400);
    expect(neither.body.detail).toBe('Say which deal you are rating: a listing or an order.');
    await send({ rating: 3, text: 'ok', extra: 1 }).expect(400);
    // 500 characters are fine.
    await send({ rating: 3, text: 'y'.repeat(500) }).expect(201);
  });

  it('five reviews at once by the same side: exactly one is stored, the others 409', async () => {
    const d = await sold(t);
    const tabs = [d.buyer.agent, ...(await Promise.all([1, 2, 3, 4].map(() => t.loginAs(d.buyer.user))))];
    const answers = await Promise.all(tabs.map((a, i) => a.post('/api/reviews').send({ listingId: d.listing.id, ...review(i + 1, `Try ${i}`) })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await t.db('reviews').where({ subjectUserId: d.seller.user.id })).toHaveLength(1);
    // One notification for the one review.
    expect((await alertsOf(t, d.seller.user.id)).filter((a) => a.kind === 'review')).toHaveLength(1);
  });
});

describe('a public list of reviews', () => {
  it('pages newest first, averages to one decimal, and 404s an unknown student', async () => {
    const seller = (await sold(t)).seller;
    // Three deals of the same seller (moved onto them), rated 5, 4 and 4: 13 / 3 = 4.3.
    for (const rating of [5, 4, 4]) {
      const d = await sold(t);
      await t.db('listingDeals').where({ listingId: d.listing.id }).update({ sellerId: seller.user.id });
      await t.db('listings').where({ id: d.listing.id }).update({ sellerId: seller.user.id });
      await d.buyer.agent.post('/api/reviews').send({ listingId: d.listing.id, ...review(rating, `Rated ${rating}`) }).expect(201);
    }
    const page1 = (await t.request().get(`/api/users/${seller.user.id}/reviews?pageSize=2`).expect(200)).body;
    expect(page1.summary).toEqual({ average: 4.3, count: 3 });
    expect(page1.total).toBe(3);
    expect(page1.items.map((r: { rating: number }) => r.rating)).toEqual([4, 4]);
    const page2 = (await t.request().get(`/api/users/${seller.user.id}/reviews?pageSize=2&page=2`).expect(200)).body;
    expect(page2.items.map((r: { text: string }) => r.text)).toEqual(['Rated 5']);
    const none = await t.request().get('/api/users/00000000-0000-4000-8000-000000000000/reviews').expect(404);
    expect(none.body.detail).toBe('User profile not found');
    await t.request().get(`/api/users/${seller.user.id}/reviews?pageSize=51`).expect(400);
  });
});

describe('what a visitor may keep of a list', () => {
  it('is public for 30 s, and a new review changes its validator (no 304 for a changed list)', async () => {
    const d = await sold(t);
    const first = await t.request().get(`/api/users/${d.seller.user.id}/reviews`).expect(200);
    expect(first.headers['cache-control']).toContain('public');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    await t.request().get(`/api/users/${d.seller.user.id}/reviews`).set('If-None-Match', etag).expect(304);
    await d.buyer.agent.post('/api/reviews').send({ listingId: d.listing.id, ...review() }).expect(201);
    await expect
      .poll(async () => (await t.request().get(`/api/users/${d.seller.user.id}/reviews`).set('If-None-Match', etag)).status)
      .toBe(200);
    // A signed-in caller's answer is never kept.
    const mine = await d.seller.agent.get(`/api/users/${d.seller.user.id}/reviews`).expect(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
  });
});

describe('a suspended student', () => {
  it('cannot review (403 with the reason), and nothing is stored', async () => {
    const d = await sold(t);
    await t.db('userSuspensions').insert({ userId: d.buyer.user.id, reason: 'Spam', endsAt: new Date(Date.now() + 86400_000), createdByName: 'Admin' });
    await expect
      .poll(async () => (await d.buyer.agent.post('/api/reviews').send({ listingId: d.listing.id, ...review() })).status)
      .toBe(403);
    const res = await d.buyer.agent.post('/api/reviews').send({ listingId: d.listing.id, ...review() }).expect(403);
    expect(res.body.detail).toMatch(/^Your account is suspended until .*: Spam$/);
    expect(await t.db('reviews').where({ subjectUserId: d.seller.user.id })).toEqual([]);
  });
});
