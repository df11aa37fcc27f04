import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfIndianMonth } from '../../src/modules/subscriptions/quota.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { insertSubscription, type SubscriptionSeed } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

/** Gives the user a current subscription to a seeded plan. */
const subscribe = (userId: string, slug: 'basic' | 'mid' | 'pro', opts: SubscriptionSeed = {}) => insertSubscription(t.db, userId, slug, opts);

async function ownView() {
  const user = await t.createUser();
  const agent = await t.loginAs(user);
  return { user, read: () => agent.get(`/api/subscription/${user.id}`).expect(200) };
}

describe('GET /api/subscription/{uid}', () => {
  it('gives a new account the Free Plan: 5 listings, no ads, no subscription', async () => {
    const { user, read } = await ownView();
    const res = await read();
    expect(res.body).toMatchObject({
      _id: user.id,
      uid: user.id,
      currentSubscription: null,
      planName: 'Free Plan',
      listingsTotal: 5,
      listingsAvailable: 5,
      adsTotal: 0,
      adsAvailable: 0,
      monthlyListingsUsed: 0,
      monthlyProductAdsUsed: 0,
      extraListingsPurchased: 0,
      extraAdsPurchased: 0,
    });
  });

  it("applies an active Pro subscription's allowances, minus what was used, plus extras bought", async () => {
    const { user, read } = await ownView();
    const { plan, sub } = await subscribe(user.id, 'pro');
    await t.db('users').where({ id: user.id }).update({
      monthlyListingsUsed: 4,
      monthlyProductAdsUsed: 1,
      extraListingsPurchased: 2,
      extraAdsPurchased: 1,
      lastListingReset: t.db.fn.now(),
    });

    const res = await read();
    expect(res.body).toMatchObject({
      planName: 'Pro Plan',
      listingsTotal: 15,
      listingsAvailable: 15 - 4 + 2,
      adsTotal: 3,
      adsAvailable: 3 - 1 + 1,
      monthlyListingsUsed: 4,
      monthlyProductAdsUsed: 1,
      extraListingsPurchased: 2,
      extraAdsPurchased: 1,
    });
    expect(res.body.currentSubscription).toEqual({
      _id: sub.id,
      plan: {
        _id: plan.id,
        name: 'Pro Plan',
        slug: 'pro',
        price: 199,
        extraListings: 10,
        productAdsPerMonth: 3,
        features: plan.features,
      },
      startDate: sub.startDate.toISOString(),
      endDate: sub.endDate.toISOString(),
      status: 'active',
      autoRenew: true,
      cancelledAt: null,
    });
  });

  it("reads an earlier month's counters as zero", async () => {
    const { user, read } = await ownView();
    await subscribe(user.id, 'pro');
    const lastMonth = new Date(startOfIndianMonth(new Date()).getTime() - 3 * DAY);
    await t.db('users').where({ id: user.id }).update({
      monthlyListingsUsed: 9,
      monthlyProductAdsUsed: 3,
      extraListingsPurchased: 2,
      lastListingReset: lastMonth,
    });

    const res = await read();
    expect(res.body).toMatchObject({
      monthlyListingsUsed: 0,
      monthlyProductAdsUsed: 0,
      listingsAvailable: 15 + 2,
      adsAvailable: 3,
      lastListingReset: lastMonth.toISOString(),
    });
  });

  it('never counts below zero when more was used than the plan allows', async () => {
    const { user, read } = await ownView();
    await t.db('users').where({ id: user.id }).update({ monthlyListingsUsed: 8, extraListingsPurchased: 1 });
    const res = await read();
    expect(res.body).toMatchObject({ planName: 'Free Plan', listingsTotal: 5, listingsAvailable: 1 });
  });

  it('shows a subscription whose end date has passed as expired, with Free Plan allowances', async () => {
    const { user, read } = await ownView();
    await subscribe(user.id, 'pro', { startDate: new Date(Date.now() - 40 * DAY), endDate: new Date(Date.now() - DAY) });
    const res = await read();
    expect(res.body.currentSubscription).toMatchObject({ status: 'expired', plan: { slug: 'pro' } });
    expect(res.body).toMatchObject({ planName: 'Free Plan', listingsTotal: 5, listingsAvailable: 5, adsTotal: 0, adsAvailable: 0 });
  });

  it('keeps a cancelled but unexpired plan in force, and a pending one not yet', async () => {
    const cancelled = await ownView();
    await subscribe(cancelled.user.id, 'mid', { status: 'cancelled' });
    const res = await cancelled.read();
    expect(res.body.currentSubscription.status).toBe('cancelled');
    expect(res.body).toMatchObject({ planName: 'Mid Plan', listingsTotal: 10, adsTotal: 2 });

    const pending = await ownView();
    await subscribe(pending.user.id, 'basic', { status: 'pending' });
    const pendingRes = await pending.read();
    expect(pendingRes.body.currentSubscription.status).toBe('pending');
    expect(pendingRes.body).toMatchObject({ planName: 'Free Plan', listingsTotal: 5, adsTotal: 0 });
  });

  it("refuses another student's subscription, but shows it to an admin", async () => {
    const owner = await t.createUser();
    await subscribe(owner.id, 'basic');

    const student = await t.loginAs(await t.createUser());
    const refused = await student.get(`/api/subscription/${owner.id}`).expect(403);
    expect(refused.body.detail).toBe('You can only view your own subscription.');

    const admin = await t.loginAs(await t.createUser({ isAdmin: true }));
    const res = await admin.get(`/api/subscription/${owner.id}`).expect(200);
    expect(res.body).toMatchObject({ uid: owner.id, planName: 'Basic Plan', listingsTotal: 8, adsTotal: 1 });

    const missing = await admin.get(`/api/subscription/${randomUUID()}`).expect(404);
    expect(missing.body.detail).toBe('User profile not found');
  });

  it('needs a session', async () => {
    const owner = await t.createUser();
    const res = await t.request().get(`/api/subscription/${owner.id}`).expect(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body.detail).toBe('Please log in to continue.');
  });

  it('shows the current subscription on the profile read too', async () => {
    const { user } = await ownView();
    const { sub } = await subscribe(user.id, 'pro');
    const agent = await t.loginAs(user);
    const res = await agent.get(`/api/users/${user.id}`).expect(200);
    expect(res.body.currentSubscription).toMatchObject({ _id: sub.id, status: 'active', plan: { name: 'Pro Plan' } });
  });
});

describe('GET /api/subscription-plans', () => {
  it('lists the seeded plans, cheapest first, to anybody', async () => {
    const res = await t.request().get('/api/subscription-plans').expect(200);
    expect(res.body.items.map((p: { slug: string; price: number; extraListings: number; productAdsPerMonth: number }) => [p.slug, p.price, p.extraListings, p.productAdsPerMonth])).toEqual([
      ['basic', 99, 3, 1],
      ['mid', 149, 5, 2],
      ['pro', 199, 10, 3],
    ]);
  });

  it('leaves out a plan that is no longer offered', async () => {
    await t.db('subscriptionPlans').where({ slug: 'mid' }).update({ isActive: false });
    const res = await t.request().get('/api/subscription-plans').expect(200);
    expect(res.body.items.map((p: { slug: string }) => p.slug)).toEqual(['basic', 'pro']);
    await t.db('subscriptionPlans').where({ slug: 'mid' }).update({ isActive: true });
  });
});
