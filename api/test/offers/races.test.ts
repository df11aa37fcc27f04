// Two answers at the same moment: exactly one wins, the other is told 409, and the listing ends
// up reserved for the winner only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { market } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // One offer made and accepted first, alone: the validator compiles each operation on its first
  // call (about a second on a busy machine), which should not fall inside the races' window.
  const warm = await market(t);
  const made = await warm.offer(warm.buyer, 100).expect(201);
  await warm.seller.agent.post(`/api/offers/${made.body._id}/accept`).expect(200);
});
afterAll(() => t.close());

const statuses = (responses: { status: number }[]) => responses.map((r) => r.status).sort();

describe('accepts at the same moment', () => {
  it('two accepts of one offer: one 200, one 409, one card and one notification', async () => {
    const m = await market(t);
    const seller2 = await t.loginAs(m.seller.user);
    const made = (await m.offer(m.buyer, 450).expect(201)).body;
    const results = await Promise.all([
      m.seller.agent.post(`/api/offers/${made._id}/accept`),
      seller2.post(`/api/offers/${made._id}/accept`),
    ]);
    expect(statuses(results)).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.code).toBe('offer-closed');
    expect(await t.db('messages').where({ offerId: made._id })).toHaveLength(2);
    expect(await t.db('alerts').where({ userId: m.buyer.user.id, kind: 'offer' })).toHaveLength(1);
  });

  it('accepts of two offers on one listing: one buyer gets it, the other 409 reserved', async () => {
    const m = await market(t);
    const first = (await m.offer(m.buyer, 450).expect(201)).body;
    const second = (await m.offer(m.rival, 500).expect(201)).body;
    const results = await Promise.all([
      m.seller.agent.post(`/api/offers/${first._id}/accept`),
      m.seller.agent.post(`/api/offers/${second._id}/accept`),
    ]);
    expect(statuses(results)).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body).toMatchObject({ code: 'reserved', detail: 'This item is reserved for another buyer.' });
    const winner = results.find((r) => r.status === 200)!.body;
    const offers = await t.db('offers').where({ listingId: m.listing.id }).select('id', 'status');
    expect(offers.filter((o) => o.status === 'accepted').map((o) => o.id)).toEqual([winner._id]);
    const listing = await t.db('listings').where({ id: m.listing.id }).first('reservedFor');
    expect(listing.reservedFor).toBe(winner.buyerId);
  });

  it('the buyer withdrawing while the seller accepts: exactly one of them wins', async () => {
    const m = await market(t);
    const made = (await m.offer(m.buyer, 450).expect(201)).body;
    const results = await Promise.all([m.seller.agent.post(`/api/offers/${made._id}/accept`), m.buyer.agent.post(`/api/offers/${made._id}/withdraw`)]);
    expect(statuses(results)).toEqual([200, 409]);
  });

  it('two offers from one buyer at once: one is stored', async () => {
    const m = await market(t);
    const results = await Promise.all([m.offer(m.buyer, 400), m.offer(m.buyer, 410)]);
    expect(statuses(results)).toEqual([201, 409]);
    expect(await t.db('offers').where({ listingId: m.listing.id })).toHaveLength(1);
  });
});
