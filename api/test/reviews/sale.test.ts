// "Who bought it?": the seller names the buyer among the students who chatted about the listing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../listings/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { alertsOf, chatAbout, listingWithChat, student } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const isAvailable = async (id: string) => (await t.db('listings').where({ id }).first('isAvailable')).isAvailable as boolean;

describe('the buyer candidates', () => {
  it('are the students who chatted with the seller about the listing, the latest chat first', async () => {
    const d = await listingWithChat(t);
    const earlier = await student(t);
    await chatAbout(t, d.listing.id, d.seller.user.id, earlier.user.id, new Date(Date.now() - 3600_000));
    // A chat about another listing of the seller does not count.
    const other = await insertListing(t.db, d.seller.user.id);
    await chatAbout(t, other.id, d.seller.user.id, d.bystander.user.id);
    const res = await d.seller.agent.get(`/api/listings/${d.listing.id}/buyer-candidates`).expect(200);
    expect(res.body.items.map((c: { id: string }) => c.id)).toEqual([d.buyer.user.id, earlier.user.id]);
    expect(res.body.items[0]).toMatchObject({ fullName: d.buyer.user.fullName, profileImage: null });
  });

  it('are the seller’s alone to see: another student gets 403, a visitor 401, an unknown listing 404', async () => {
    const d = await listingWithChat(t);
    const res = await d.buyer.agent.get(`/api/listings/${d.listing.id}/buyer-candidates`).expect(403);
    expect(res.body.detail).toBe('You can only change your own listings.');
    await t.request().get(`/api/listings/${d.listing.id}/buyer-candidates`).expect(401);
    const gone = await d.seller.agent.get('/api/listings/00000000-0000-4000-8000-000000000000/buyer-candidates').expect(404);
    expect(gone.body.detail).toBe('Product not found');
  });
});

describe('marking sold with a buyer', () => {
  it('marks the listing sold, opens 14 days to rate and tells the buyer', async () => {
    const d = await listingWithChat(t);
    const before = Date.now();
    const res = await d.seller.agent.post(`/api/listings/${d.listing.id}/sale`).send({ buyerId: d.buyer.user.id }).expect(200);
    expect(res.body).toMatchObject({ listingId: d.listing.id, buyer: { kind: 'user', id: d.buyer.user.id, name: d.buyer.user.fullName } });
    const until = new Date(res.body.reviewableUntil).getTime();
    expect(until - before).toBeGreaterThan(13.9 * 86400_000);
    expect(until - before).toBeLessThan(14.1 * 86400_000);
    expect(await isAvailable(d.listing.id)).toBe(false);
    const [alert] = await alertsOf(t, d.buyer.user.id);
    expect(alert).toMatchObject({ kind: 'review', title: 'Rate your purchase', link: '/reviews' });
    expect(alert!.body).toContain('Casio fx-991EX calculator');
    // Both now have it to rate.
    const pending = (await d.buyer.agent.get('/api/reviews/pending').expect(200)).body.items;
    expect(pending).toEqual([expect.objectContaining({ dealType: 'listing', dealId: d.listing.id, role: 'buyer', counterpart: expect.objectContaining({ id: d.seller.user.id }) })]);
    const sellerPending = (await d.seller.agent.get('/api/reviews/pending').expect(200)).body.items;
    expect(sellerPending).toEqual([expect.objectContaining({ dealId: d.listing.id, role: 'seller' })]);
  });

  it('“someone else, not on Thriftz” only marks it sold: nobody rates', async () => {
    const d = await listingWithChat(t);
    const res = await d.seller.agent.post(`/api/listings/${d.listing.id}/sale`).send({ buyerId: null }).expect(200);
    expect(res.body).toEqual({ listingId: d.listing.id, buyer: null, reviewableUntil: null });
    expect(await isAvailable(d.listing.id)).toBe(false);
    expect((await d.buyer.agent.get('/api/reviews/pending').expect(200)).body.items).toEqual([]);
    expect(await alertsOf(t, d.buyer.user.id)).toEqual([]);
  });

  it('refuses a buyer who did not chat about it, and leaves the listing for sale', async () => {
    const d = await listingWithChat(t);
    for (const buyerId of [d.bystander.user.id, d.seller.user.id]) {
      const res = await d.seller.agent.post(`/api/listings/${d.listing.id}/sale`).send({ buyerId }).expect(400);
      expect(res.body.detail).toBe('Choose someone who chatted with you about this listing.');
      expect(res.body.errors).toEqual([expect.objectContaining({ path: '/body/buyerId' })]);
    }
    expect(await isAvailable(d.listing.id)).toBe(true);
  });

  it('is the seller’s alone: another student 403, a visitor 401, a bad id 400', async () => {
    const d = await listingWithChat(t);
    const res = await d.buyer.agent.post(`/api/listings/${d.listing.id}/sale`).send({ buyerId: d.buyer.user.id }).expect(403);
    expect(res.body.detail).toBe('You can only change your own listings.');
    await t.request().post(`/api/listings/${d.listing.id}/sale`).send({ buyerId: null }).expect(401);
    await d.seller.agent.post(`/api/listings/${d.listing.id}/sale`).send({ buyerId: 'nope' }).expect(400);
    await d.seller.agent.post(`/api/listings/${d.listing.id}/sale`).send({}).expect(400);
    expect(await isAvailable(d.listing.id)).toBe(true);
  });

  it('names the buyer once: a second answer is 409', async () => {
    const d = await listingWithChat(t);
    await d.seller.agent.post(`/api/listings/${d.listing.id}/sale`).send({ buyerId: d.buyer.user.id }).expect(200);
    const res = await d.seller.agent.post(`/api/listings/${d.listing.id}/sale`).send({ buyerId: d.buyer.user.id }).expect(409);
    expect(res.body.detail).toBe('You already said who bought this listing.');
  });

  it('two answers at once (two tabs, two buyers): exactly one deal stands', async () => {
    const d = await listingWithChat(t);
    const second = await student(t);
    await chatAbout(t, d.listing.id, d.seller.user.id, second.user.id);
    const tab = await t.loginAs(d.seller.user);
    const answers = await Promise.all([
      d.seller.agent.post(`/api/listings/${d.listing.id}/sale`).send({ buyerId: d.buyer.user.id }),
      tab.post(`/api/listings/${d.listing.id}/sale`).send({ buyerId: second.user.id }),
      d.seller.agent.post(`/api/listings/${d.listing.id}/sale`).send({ buyerId: second.user.id }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await t.db('listingDeals').where({ listingId: d.listing.id })).toHaveLength(1);
  });
});

describe('a lend listing', () => {
  it('has no buyer to name: 409, and it stays available', async () => {
    const d = await listingWithChat(t);
    const lend = await insertListing(t.db, d.seller.user.id, { listingType: 'lend', title: 'Tripod to borrow' });
    await chatAbout(t, lend.id, d.seller.user.id, d.buyer.user.id);
    const res = await d.seller.agent.post(`/api/listings/${lend.id}/sale`).send({ buyerId: d.buyer.user.id }).expect(409);
    expect(res.body.detail).toBe('Only a listing for sale has a buyer.');
    expect(await isAvailable(lend.id)).toBe(true);
  });
});
