import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../listings/fixtures.js';
import { insertSubscription } from '../subscriptions/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<TestApp['loginAs']>>;

async function student(): Promise<{ user: TestUser; agent: Agent }> {
  const user = await t.createUser({ firstLoginDone: true });
  return { user, agent: await t.loginAs(user) };
}

/** Pays through the test gateway and verifies, as the client does; answers the payment id. */
async function pay(agent: Agent, notes: Record<string, unknown>): Promise<string> {
  const order = await agent.post('/api/razorpay/create-order').send({ amount: 1, currency: 'INR', notes });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const paid = await agent.post(`/api/test-gateway/orders/${order.body.id}/pay`).send({ outcome: 'success' }).expect(200);
  await agent.post('/api/razorpay/verify-payment').send(paid.body).expect(200);
  return paid.body.razorpay_payment_id as string;
}

const create = (agent: Agent, documentType: string, documentData: object) => agent.post('/api/sanity/create').send({ documentType, documentData });
const ref = (id: string) => ({ _type: 'reference', _ref: id });
const counters = (id: string) =>
  t.db('users').where({ id }).first('monthlyListingsUsed', 'monthlyProductAdsUsed', 'extraListingsPurchased', 'extraAdsPurchased');
const subscriptionsOf = (userId: string) => t.db('userSubscriptions').where({ userId }).select('id', 'endDate', 'status');

describe('POST /api/sanity/create productAdBoost', () => {
  it('boosts with an ad credit when no payment id is sent, extras first', async () => {
    const { user, agent } = await student();
    const listing = await insertListing(t.db, user.id);
    await t.db('users').where({ id: user.id }).update({ extraAdsPurchased: 1 });
    const res = await create(agent, 'productAdBoost', { _type: 'productAdBoost', product: ref(listing.id), seller: ref(user.id), status: 'active', amount: 0 }).expect(201);
    expect(res.body.document).toMatchObject({ _type: 'productAdBoost', product: { _id: listing.id }, seller: { _id: user.id }, boostType: 'extra', status: 'active', amount: 0 });
    expect(await counters(user.id)).toMatchObject({ extraAdsPurchased: 0, monthlyProductAdsUsed: 0 });
    expect((await t.db('listings').where({ id: listing.id }).first()).isBoosted).toBe(true);
  });

  it('refuses 409 with no ads left', async () => {
    const { user, agent } = await student();
    const listing = await insertListing(t.db, user.id);
    const res = await create(agent, 'productAdBoost', { product: ref(listing.id) }).expect(409);
    expect(res.body).toMatchObject({ code: 'no-ads-left', error: res.body.detail });
    expect(await t.db('boosts').where({ listingId: listing.id })).toHaveLength(0);
  });

  it("refuses another student's listing with 403, and a seller reference other than the caller", async () => {
    const { user, agent } = await student();
    const other = await t.createUser();
    await t.db('users').where({ id: user.id }).update({ extraAdsPurchased: 2 });
    const theirs = await insertListing(t.db, other.id);
    await create(agent, 'productAdBoost', { product: ref(theirs.id) }).expect(403);
    const mine = await insertListing(t.db, user.id);
    const res = await create(agent, 'productAdBoost', { product: ref(mine.id), seller: ref(other.id) }).expect(403);
    expect(res.body.errors).toEqual([expect.objectContaining({ path: '/body/documentData/seller' })]);
    expect(await counters(user.id)).toMatchObject({ extraAdsPurchased: 2 });
  });

  it('answers the boost a verified payment made, and grants nothing more', async () => {
    const { user, agent } = await student();
    const listing = await insertListing(t.db, user.id);
    const paymentId = await pay(agent, { type: 'product_boost', productId: listing.id });
    const before = await counters(user.id);
    const res = await create(agent, 'productAdBoost', { product: ref(listing.id), razorpayPaymentId: paymentId, boostType: 'paid_boost' }).expect(201);
    expect(res.body.document).toMatchObject({ _type: 'productAdBoost', product: { _id: listing.id }, boostType: 'paid_boost', amount: 50, razorpayPaymentId: paymentId });
    expect(await t.db('boosts').where({ listingId: listing.id })).toHaveLength(1);
    expect(await counters(user.id)).toEqual(before);
  });

  it("refuses 403 a payment id that is not the caller's paid boost", async () => {
    const { user, agent } = await student();
    const other = await student();
    const theirListing = await insertListing(t.db, other.user.id);
    const theirPayment = await pay(other.agent, { type: 'product_boost', productId: theirListing.id });
    const mine = await insertListing(t.db, user.id);
    for (const razorpayPaymentId of [theirPayment, 'pay_made_up_123']) {
      const res = await create(agent, 'productAdBoost', { product: ref(mine.id), razorpayPaymentId }).expect(403);
      expect(res.body).toMatchObject({ detail: 'No verified boost payment of yours has this payment id.', code: 'not-paid' });
    }
    expect(await t.db('boosts').where({ listingId: mine.id })).toHaveLength(0);
  });
});

describe('DELETE /api/sanity/delete/{boostId}', () => {
  it("removes one's own boost (the ad is not given back) and refuses another's", async () => {
    const { user, agent } = await student();
    const other = await student();
    const listing = await insertListing(t.db, user.id);
    await t.db('users').where({ id: user.id }).update({ extraAdsPurchased: 1 });
    const boost = (await create(agent, 'productAdBoost', { product: ref(listing.id) }).expect(201)).body.document;

    await other.agent.delete(`/api/sanity/delete/${boost._id}`).expect(403);
    const res = await agent.delete(`/api/sanity/delete/${boost._id}`).expect(200);
    expect(res.body).toEqual({ success: true, document: { _id: boost._id, _type: 'productAdBoost' } });
    expect(await t.db('boosts').where({ id: boost._id })).toHaveLength(0);
    expect((await t.db('listings').where({ id: listing.id }).first()).isBoosted).toBe(false);
    expect(await counters(user.id)).toMatchObject({ extraAdsPurchased: 0 });
  });
});

describe('POST /api/sanity/create userSubscription and extraListingPurchase', () => {
  it('answers the subscription a verified plan payment made, and grants nothing more', async () => {
    const { user, agent } = await student();
    const paymentId = await pay(agent, { type: 'subscription', planSlug: 'basic' });
    const subsBefore = await subscriptionsOf(user.id);
    expect(subsBefore).toHaveLength(1);
    const res = await create(agent, 'userSubscription', {
      _type: 'userSubscription', user: ref(user.id), razorpayPaymentId: paymentId, status: 'active', amount: 99, isCurrentSubscription: true,
    }).expect(201);
    expect(res.body.document).toMatchObject({ _type: 'userSubscription', _id: subsBefore[0]!.id, status: 'active', plan: { slug: 'basic' }, razorpayPaymentId: paymentId });
    expect(await subscriptionsOf(user.id)).toEqual(subsBefore);
  });

  it('refuses a subscription without a payment, or with a payment of something else or of someone else', async () => {
    const { user, agent } = await student();
    const other = await student();
    const extraPayment = await pay(agent, { type: 'extra_listing' });
    const theirPlan = await pay(other.agent, { type: 'subscription', planSlug: 'pro' });
    for (const data of [{}, { razorpayPaymentId: extraPayment }, { paymentId: theirPlan }, { razorpayPaymentId: 'pay_made_up_1' }]) {
      const res = await create(agent, 'userSubscription', { user: ref(user.id), ...data }).expect(403);
      expect(res.body).toMatchObject({ detail: 'A subscription is created only by paying for it.', error: 'A subscription is created only by paying for it.' });
    }
    expect(await subscriptionsOf(user.id)).toHaveLength(0);
  });

  it('answers the extra listing a verified payment granted, and grants nothing more', async () => {
    const { user, agent } = await student();
    const paymentId = await pay(agent, { type: 'extra_listing' });
    expect(await counters(user.id)).toMatchObject({ extraListingsPurchased: 1 });
    const res = await create(agent, 'extraListingPurchase', { _type: 'extraListingPurchase', paymentId, amount: 10, extraListingsGranted: 5 }).expect(201);
    const purchase = await t.db('purchases').where({ gatewayPaymentId: paymentId }).first();
    expect(res.body.document).toEqual({
      _id: purchase.id,
      _type: 'extraListingPurchase',
      status: 'active',
      purchaseDate: purchase.fulfilledAt.toISOString(),
      paymentId,
      amount: 10,
      extraListingsGranted: 1,
    });
    expect(await counters(user.id)).toMatchObject({ extraListingsPurchased: 1 });
  });

  it('refuses extra listings without a payment of the caller', async () => {
    const { user, agent } = await student();
    const other = await student();
    const theirs = await pay(other.agent, { type: 'extra_listing' });
    for (const data of [{}, { razorpayPaymentId: theirs }, { extraListingsGranted: 3 }]) {
      const res = await create(agent, 'extraListingPurchase', data).expect(403);
      expect(res.body.detail).toBe('Extra listings are granted only by paying for them.');
    }
    expect(await counters(user.id)).toMatchObject({ extraListingsPurchased: 0 });
  });

  it('keeps refusing a patch of the subscription or the extra listings', async () => {
    const { user, agent } = await student();
    const { sub } = await insertSubscription(t.db, user.id, 'basic');
    for (const updates of [{ extraListingsPurchased: 5 }, { currentSubscription: ref(sub.id) }]) {
      await agent.patch(`/api/sanity/patch/${user.id}`).send({ updates }).expect(403);
    }
    expect(await counters(user.id)).toMatchObject({ extraListingsPurchased: 0 });
  });

  it('needs a session', async () => {
    await t.request().post('/api/sanity/create').send({ documentType: 'extraListingPurchase', documentData: {} }).expect(401);
  });
});
