import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutResult, createOrder, grants, liveListing, orderNotes, student, userRow } from '../payments/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const giveExtraAds = (userId: string, n: number) => t.db('users').where({ id: userId }).update({ extraAdsPurchased: n });
const listingRow = (id: string) => t.db('listings').where({ id }).first();
const boostsOf = (listingId: string) => t.db('boosts').where({ listingId });

describe('a paid boost', () => {
  it('starts a 24-hour paid boost of ₹50 when verified', async () => {
    const { user, agent } = await student(t);
    const listing = await liveListing(t, user.id);
    const order = await createOrder(agent, orderNotes.boost(listing.id), { amount: 1 });
    const checkout = checkoutResult(t, order.id);
    const verified = await agent.post('/api/razorpay/verify-payment').send(checkout);
    expect(verified.status).toBe(200);
    const [boost] = await boostsOf(listing.id);
    expect(verified.body.purchase).toMatchObject({ kind: 'boost', listingId: listing.id, status: 'fulfilled', grant: { boostId: boost.id } });
    expect(boost).toMatchObject({ boostType: 'paid_boost', amount: 50, status: 'active', razorpayPaymentId: checkout.razorpay_payment_id, purchaseId: order.purchaseId });
    expect(await listingRow(listing.id)).toMatchObject({ isBoosted: true });
    const listed = await agent.get('/api/boosts');
    expect(listed.body.items[0]).toMatchObject({ _id: boost.id, boostType: 'paid_boost', amount: 50, razorpayPaymentId: checkout.razorpay_payment_id });
  });

  it('whose listing was sold before the payment becomes an extra ad', async () => {
    const { user, agent } = await student(t);
    const listing = await liveListing(t, user.id);
    const order = await createOrder(agent, orderNotes.boost(listing.id));
    await t.db('listings').where({ id: listing.id }).update({ isAvailable: false });
    const verified = await agent.post('/api/razorpay/verify-payment').send(checkoutResult(t, order.id));
    expect(verified.status).toBe(200);
    expect(verified.body.purchase).toMatchObject({ status: 'fulfilled', grant: { extraAds: 1 } });
    expect(verified.body.purchase.grant.note).toEqual(expect.any(String));
    expect(await boostsOf(listing.id)).toHaveLength(0);
    expect(await grants(t, user.id)).toMatchObject({ extraAds: 1, boosts: 0 });

    // …which boosts another listing for free.
    const next = await liveListing(t, user.id);
    const boosted = await agent.post('/api/boosts').send({ listingId: next.id });
    expect(boosted.status).toBe(201);
    expect(boosted.body.boostType).toBe('extra');
  });

  it('racing credit boosts of the same listing: one boost in all, and the payment is never lost', async () => {
    const { user, agent } = await student(t);
    await giveExtraAds(user.id, 3);
    const listing = await liveListing(t, user.id);
    const order = await createOrder(agent, orderNotes.boost(listing.id));
    const checkout = checkoutResult(t, order.id);
    const replies = await Promise.all([
      agent.post('/api/boosts').send({ listingId: listing.id }),
      agent.post('/api/razorpay/verify-payment').send(checkout),
      agent.post('/api/boosts').send({ listingId: listing.id }),
      agent.post('/api/boosts').send({ listingId: listing.id }),
    ]);
    const verify = replies[1]!;
    expect(verify.status).toBe(200);
    const creditWins = replies.filter((r, i) => i !== 1 && r.status === 201).length;
    const [boost, ...more] = await boostsOf(listing.id);
    expect(more).toHaveLength(0);
    if (boost.boostType === 'paid_boost') {
      expect(creditWins).toBe(0);
      expect(verify.body.purchase.grant).toEqual({ boostId: boost.id });
    } else {
      expect(creditWins).toBe(1);
      expect(verify.body.purchase.grant).toMatchObject({ extraAds: 1 });
    }
    // Either no ad was spent, or the one spent came back as the payment's extra ad.
    expect(await userRow(t, user.id)).toMatchObject({ extraAdsPurchased: 3 });
  });

  it('whose listing was boosted meanwhile becomes an extra ad too', async () => {
    const { user, agent } = await student(t);
    const listing = await liveListing(t, user.id);
    const order = await createOrder(agent, orderNotes.boost(listing.id));
    await giveExtraAds(user.id, 1);
    await agent.post('/api/boosts').send({ listingId: listing.id }).expect(201);
    const verified = await agent.post('/api/razorpay/verify-payment').send(checkoutResult(t, order.id));
    expect(verified.body.purchase.grant).toMatchObject({ extraAds: 1 });
    expect(await boostsOf(listing.id)).toHaveLength(1);
    expect(await userRow(t, user.id)).toMatchObject({ extraAdsPurchased: 1 });
  });
});
