import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireBoosts } from '../../src/modules/boosts/index.js';
import { NO_ADS_LEFT } from '../../src/modules/subscriptions/index.js';
import { daysAgo } from '../listings/fixtures.js';
import { grants, liveListing, student, subscribe, userRow } from '../payments/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const giveExtraAds = (userId: string, n: number) => t.db('users').where({ id: userId }).update({ extraAdsPurchased: n });
const listingRow = (id: string) => t.db('listings').where({ id }).first();
const boostsOf = (listingId: string) => t.db('boosts').where({ listingId });

// First in the file, while the database holds few listings (Hot Deals shows 3).
it('Hot Deals lists a boosted listing first, before newer ones', async () => {
  const { user, agent } = await student(t);
  await giveExtraAds(user.id, 1);
  const older = await liveListing(t, user.id, { title: 'Older lamp', createdAt: daysAgo(3) });
  for (let i = 0; i < 3; i += 1) await liveListing(t, user.id, { title: `Newer lamp ${i}`, createdAt: daysAgo(1) });
  const before = await t.request().get('/api/listings/hot-deals');
  expect(before.body.items.map((i: { _id: string }) => i._id)).not.toContain(older.id);
  await agent.post('/api/boosts').send({ listingId: older.id }).expect(201);
  const after = await t.request().get('/api/listings/hot-deals');
  expect(after.status).toBe(200);
  expect(after.body.items[0]._id).toBe(older.id);
  expect(after.body.items).toHaveLength(3);
});

describe('GET /api/boosts/pricing', () => {
  it('answers the server’s prices to anyone', async () => {
    const res = await t.request().get('/api/boosts/pricing');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ boostPrice: 50, boostHours: 24, extraListingPrice: 10 });
  });
});

describe('POST /api/boosts (paid with an ad credit)', () => {
  it('spends extra ads first, then the plan’s monthly ads, then refuses with no-ads-left', async () => {
    const { user, agent } = await student(t);
    await subscribe(t, user.id, 'basic'); // one ad a month
    await giveExtraAds(user.id, 1);
    const [a, b, c] = [await liveListing(t, user.id), await liveListing(t, user.id), await liveListing(t, user.id)];

    const first = await agent.post('/api/boosts').send({ listingId: a.id });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ product: { _id: a.id, title: a.title, slug: a.slug }, seller: { _id: user.id }, status: 'active', boostType: 'extra', amount: 0, razorpayPaymentId: null });
    expect(new Date(first.body.endTime).getTime() - new Date(first.body.startTime).getTime()).toBeCloseTo(24 * HOUR, -4);
    expect(await userRow(t, user.id)).toMatchObject({ extraAdsPurchased: 0, monthlyProductAdsUsed: 0 });
    expect(await listingRow(a.id)).toMatchObject({ isBoosted: true });

    const second = await agent.post('/api/boosts').send({ listingId: b.id });
    expect(second.status).toBe(201);
    expect(second.body.boostType).toBe('subscription_credit');
    expect(await userRow(t, user.id)).toMatchObject({ extraAdsPurchased: 0, monthlyProductAdsUsed: 1 });

    const third = await agent.post('/api/boosts').send({ listingId: c.id });
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ detail: NO_ADS_LEFT, code: 'no-ads-left' });
    expect(await listingRow(c.id)).toMatchObject({ isBoosted: false });
    expect(await userRow(t, user.id)).toMatchObject({ extraAdsPurchased: 0, monthlyProductAdsUsed: 1 });
  });

  it('a free student without extra ads has none', async () => {
    const { user, agent } = await student(t);
    const listing = await liveListing(t, user.id);
    const res = await agent.post('/api/boosts').send({ listingId: listing.id });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('no-ads-left');
    expect(await boostsOf(listing.id)).toHaveLength(0);
  });

  it('refuses a boosted listing (409), another’s (403), a sold or expired one (409), an unknown one (404), without spending an ad', async () => {
    const { user, agent } = await student(t);
    await giveExtraAds(user.id, 3);
    const seller = await t.createUser();
    const mine = await liveListing(t, user.id);
    const theirs = await liveListing(t, seller.id);
    const sold = await liveListing(t, user.id, { isAvailable: false });
    const expired = await liveListing(t, user.id, { createdAt: daysAgo(40), expiresAt: daysAgo(1) });
    await agent.post('/api/boosts').send({ listingId: mine.id }).expect(201);

    const again = await agent.post('/api/boosts').send({ listingId: mine.id });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ detail: 'This product is already boosted', code: 'already-boosted' });
    const forbidden = await agent.post('/api/boosts').send({ listingId: theirs.id });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('not-owner');
    for (const listing of [sold, expired]) {
      const res = await agent.post('/api/boosts').send({ listingId: listing.id });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('listing-not-live');
    }
    expect((await agent.post('/api/boosts').send({ listingId: randomUUID() })).status).toBe(404);
    expect(await userRow(t, user.id)).toMatchObject({ extraAdsPurchased: 2 });
    expect(await t.db('boosts').where({ sellerId: user.id })).toHaveLength(1);
    expect(await listingRow(theirs.id)).toMatchObject({ isBoosted: false });
  });

  it('20 boosts of one listing at once: exactly one starts and exactly one ad is spent', async () => {
    const { user, agent } = await student(t);
    await subscribe(t, user.id, 'pro'); // three ads a month
    await giveExtraAds(user.id, 5);
    const listing = await liveListing(t, user.id);
    const replies = await Promise.all(Array.from({ length: 20 }, () => agent.post('/api/boosts').send({ listingId: listing.id })));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of replies.filter((x) => x.status === 409)) expect(r.body.detail).toBe('This product is already boosted');
    expect(await boostsOf(listing.id)).toHaveLength(1);
    expect(await userRow(t, user.id)).toMatchObject({ extraAdsPurchased: 4, monthlyProductAdsUsed: 0 });
  });
});

describe('GET /api/boosts and DELETE /api/boosts/{id}', () => {
  it('lists one’s own boosts only', async () => {
    const { user, agent } = await student(t);
    const other = await student(t);
    await giveExtraAds(user.id, 2);
    const a = await liveListing(t, user.id, { title: 'Kettle', imageCount: 2 });
    const b = await liveListing(t, user.id, { title: 'Fan' });
    await agent.post('/api/boosts').send({ listingId: a.id }).expect(201);
    await agent.post('/api/boosts').send({ listingId: b.id }).expect(201);
    const mine = await agent.get('/api/boosts');
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(mine.body.items.map((x: { product: { _id: string } }) => x.product._id).sort()).toEqual([a.id, b.id].sort());
    const paged = await agent.get('/api/boosts?page=2&pageSize=1');
    expect(paged.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.body.items).toHaveLength(1);
    const kettle = mine.body.items.find((x: { product: { _id: string } }) => x.product._id === a.id);
    expect(kettle.product.image).toEqual(expect.stringContaining(a.imageIds[0]!));
    expect(mine.body.items.find((x: { product: { _id: string } }) => x.product._id === b.id).product.image).toBeNull();
    const theirs = await other.agent.get('/api/boosts');
    expect(theirs.body).toMatchObject({ total: 0, items: [] });
  });

  it('removing one’s boost is 204, unboosts the listing and does not give the ad back; another’s is 403, unknown 404', async () => {
    const { user, agent } = await student(t);
    const other = await student(t);
    await giveExtraAds(user.id, 1);
    const listing = await liveListing(t, user.id);
    const boost = (await agent.post('/api/boosts').send({ listingId: listing.id }).expect(201)).body;
    const before = await grants(t, user.id);

    const theirs = await other.agent.delete(`/api/boosts/${boost._id}`);
    expect(theirs.status).toBe(403);
    expect(theirs.body.detail).toBe('You can only remove your own boosts.');
    expect(await listingRow(listing.id)).toMatchObject({ isBoosted: true });
    expect((await agent.delete(`/api/boosts/${randomUUID()}`)).status).toBe(404);

    const removed = await agent.delete(`/api/boosts/${boost._id}`);
    expect(removed.status).toBe(204);
    expect(await listingRow(listing.id)).toMatchObject({ isBoosted: false });
    expect(await boostsOf(listing.id)).toHaveLength(0);
    expect(await grants(t, user.id)).toEqual({ ...before, boosts: 0 });
    expect(await userRow(t, user.id)).toMatchObject({ extraAdsPurchased: 0, monthlyProductAdsUsed: 0 });
    expect((await agent.delete(`/api/boosts/${boost._id}`)).status).toBe(404);

    // With no ad left, the listing can now only be boosted by paying.
    const again = await agent.post('/api/boosts').send({ listingId: listing.id });
    expect(again.body.code).toBe('no-ads-left');
  });

  it('anonymous is 401 on the signed-in routes', async () => {
    const { user, agent } = await student(t);
    await giveExtraAds(user.id, 1);
    const listing = await liveListing(t, user.id);
    const boost = (await agent.post('/api/boosts').send({ listingId: listing.id }).expect(201)).body;
    const anon = t.request();
    for (const res of [
      await anon.get('/api/boosts'),
      await anon.post('/api/boosts').send({ listingId: listing.id }),
      await anon.delete(`/api/boosts/${boost._id}`),
    ]) {
      expect(res.status).toBe(401);
    }
    expect(await boostsOf(listing.id)).toHaveLength(1);
  });
});

describe('expireBoosts', () => {
  it('ends boosts past their end time, unboosts their listings, and lets them be boosted again', async () => {
    const { user, agent } = await student(t);
    await giveExtraAds(user.id, 2);
    const due = await liveListing(t, user.id);
    const running = await liveListing(t, user.id);
    const old = (await agent.post('/api/boosts').send({ listingId: due.id }).expect(201)).body;
    await agent.post('/api/boosts').send({ listingId: running.id }).expect(201);
    await t.db('boosts').where({ id: old._id }).update({ startTime: new Date(Date.now() - 25 * HOUR), endTime: new Date(Date.now() - HOUR) });

    expect(await t.db.transaction((trx) => expireBoosts(trx))).toBe(1);
    expect(await t.db('boosts').where({ id: old._id }).first()).toMatchObject({ status: 'expired' });
    expect(await listingRow(due.id)).toMatchObject({ isBoosted: false });
    expect(await listingRow(running.id)).toMatchObject({ isBoosted: true });
    expect(await t.db.transaction((trx) => expireBoosts(trx))).toBe(0);

    // A new boost of the listing starts; removing the ended one leaves the new one in place.
    await giveExtraAds(user.id, 1);
    await agent.post('/api/boosts').send({ listingId: due.id }).expect(201);
    await agent.delete(`/api/boosts/${old._id}`).expect(204);
    expect(await listingRow(due.id)).toMatchObject({ isBoosted: true });
    expect(await boostsOf(due.id)).toHaveLength(1);
    const listed = await agent.get('/api/boosts');
    expect(listed.body.items.map((b: { status: string }) => b.status)).toEqual(['active', 'active']);
  });
});
