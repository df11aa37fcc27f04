import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeListingSlot, NO_LISTINGS_LEFT } from '../../src/modules/subscriptions/index.js';
import { startOfIndianMonth } from '../../src/modules/subscriptions/quota.js';
import { insertImages, scratchDataDir, sellInput } from '../listings/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const dataDir = scratchDataDir();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

async function subscribe(userId: string, slug: 'basic' | 'mid' | 'pro', endDate = new Date(Date.now() + 29 * DAY)) {
  const plan = await t.db('subscriptionPlans').where({ slug }).first();
  await t.db('userSubscriptions').insert({
    userId,
    planId: plan.id,
    status: 'active',
    startDate: new Date(Date.now() - 40 * DAY),
    endDate,
    isCurrent: true,
  });
}

interface Counters {
  monthlyListingsUsed: number;
  monthlyProductAdsUsed: number;
  extraListingsPurchased: number;
  lastListingReset: Date;
}
const counters = (id: string) => t.db('users').where({ id }).first() as Promise<Counters>;
const consume = (userId: string) => t.db.transaction((trx) => consumeListingSlot(trx, userId));

/** Spends slots until refused; answers how many were granted. */
async function drain(userId: string, max = 50) {
  for (let n = 0; n < max; n += 1) {
    try {
      await consume(userId);
    } catch (err) {
      expect(err).toMatchObject({ status: 409, detail: NO_LISTINGS_LEFT, code: 'quota-exhausted' });
      return n;
    }
  }
  throw new Error('never refused');
}

describe('consumeListingSlot', () => {
  it('grants the Free Plan 5 listings a month', async () => {
    const user = await t.createUser();
    expect(await drain(user.id)).toBe(5);
    expect(await counters(user.id)).toMatchObject({ monthlyListingsUsed: 5, extraListingsPurchased: 0 });
  });

  it('grants a Pro plan 15, a Basic plan 8, and an expired Pro plan the free 5', async () => {
    const pro = await t.createUser();
    await subscribe(pro.id, 'pro');
    expect(await drain(pro.id)).toBe(15);

    const basic = await t.createUser();
    await subscribe(basic.id, 'basic');
    expect(await drain(basic.id)).toBe(8);

    const lapsed = await t.createUser();
    await subscribe(lapsed.id, 'pro', new Date(Date.now() - DAY));
    expect(await drain(lapsed.id)).toBe(5);
  });

  it('spends purchased extra listings first, then the month’s', async () => {
    const user = await t.createUser();
    await t.db('users').where({ id: user.id }).update({ extraListingsPurchased: 2 });
    await consume(user.id);
    expect(await counters(user.id)).toMatchObject({ monthlyListingsUsed: 0, extraListingsPurchased: 1 });
    await consume(user.id);
    expect(await counters(user.id)).toMatchObject({ monthlyListingsUsed: 0, extraListingsPurchased: 0 });
    await consume(user.id);
    expect(await counters(user.id)).toMatchObject({ monthlyListingsUsed: 1, extraListingsPurchased: 0 });
    expect(await drain(user.id)).toBe(4);
  });

  it('spends extras even when the month’s listings are used up', async () => {
    const user = await t.createUser();
    await t.db('users').where({ id: user.id }).update({ monthlyListingsUsed: 5, extraListingsPurchased: 1 });
    await consume(user.id);
    expect(await counters(user.id)).toMatchObject({ monthlyListingsUsed: 5, extraListingsPurchased: 0 });
    expect(await drain(user.id)).toBe(0);
  });

  it("resets last month's counters before counting", async () => {
    const user = await t.createUser();
    const lastMonth = new Date(startOfIndianMonth(new Date()).getTime() - 2 * DAY);
    await t.db('users').where({ id: user.id }).update({ monthlyListingsUsed: 5, monthlyProductAdsUsed: 2, lastListingReset: lastMonth });
    const before = Date.now();
    await consume(user.id);
    const after = await counters(user.id);
    expect(after).toMatchObject({ monthlyListingsUsed: 1, monthlyProductAdsUsed: 0 });
    expect(after.lastListingReset.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(await drain(user.id)).toBe(4);
  });

  it('keeps this month’s counters (a reset at the first instant of the month counts as this month)', async () => {
    const user = await t.createUser();
    await t.db('users').where({ id: user.id }).update({ monthlyListingsUsed: 3, lastListingReset: startOfIndianMonth(new Date()) });
    expect(await drain(user.id)).toBe(2);
  });

  it('undoes the spending when the transaction fails', async () => {
    const user = await t.createUser();
    await expect(
      t.db.transaction(async (trx) => {
        await consumeListingSlot(trx, user.id);
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await counters(user.id)).toMatchObject({ monthlyListingsUsed: 0 });
  });
});

describe('POST /api/listings and the quota', () => {
  it("refuses the 6th listing of a free month with the spec's words", async () => {
    const user = await t.createUser();
    const agent = await t.loginAs(user);
    for (let i = 0; i < 5; i += 1) {
      await agent.post('/api/listings').send(sellInput(await insertImages(t.db, user.id), { title: `Free ${i}` })).expect(201);
    }
    const images = await insertImages(t.db, user.id);
    const res = await agent.post('/api/listings').send(sellInput(images)).expect(409);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body).toMatchObject({
      status: 409,
      detail: 'No available listings. Please upgrade your plan to create more listings!',
      code: 'quota-exhausted',
    });
    // Its pictures go with the refusal (issue 27: nothing orphaned; quota-refusal.test.ts has the files).
    expect(await t.db('images').where({ id: images[0] }).first()).toBeUndefined();
    expect(await t.db('listings').where({ sellerId: user.id }).count({ n: '*' })).toEqual([{ n: 5 }]);
  });

  it('lets exactly one of 10 parallel creations through when one listing is left', async () => {
    const user = await t.createUser();
    await t.db('users').where({ id: user.id }).update({ monthlyListingsUsed: 4, lastListingReset: new Date() });
    const agent = await t.loginAs(user);
    const images = await insertImages(t.db, user.id, 10);

    const results = await Promise.all(
      images.map((id, i) => agent.post('/api/listings').send(sellInput([id], { title: `Parallel ${i}` }))),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const r of results.filter((r) => r.status === 409)) expect(r.body.detail).toBe(NO_LISTINGS_LEFT);

    expect(await t.db('listings').where({ sellerId: user.id }).count({ n: '*' })).toEqual([{ n: 1 }]);
    expect(await counters(user.id)).toMatchObject({ monthlyListingsUsed: 5, extraListingsPurchased: 0 });
    expect(await t.db('images').whereIn('id', images).whereNotNull('listingId').count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('lets exactly two through when one extra and one monthly listing are left', async () => {
    const user = await t.createUser();
    await t.db('users').where({ id: user.id }).update({ monthlyListingsUsed: 4, extraListingsPurchased: 1, lastListingReset: new Date() });
    const agent = await t.loginAs(user);
    const images = await insertImages(t.db, user.id, 8);
    const results = await Promise.all(images.map((id, i) => agent.post('/api/listings').send(sellInput([id], { title: `Pair ${i}` }))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(6);
    expect(await counters(user.id)).toMatchObject({ monthlyListingsUsed: 5, extraListingsPurchased: 0 });
  });

  it('shows the spent listing in the subscription read', async () => {
    const user = await t.createUser();
    await subscribe(user.id, 'pro');
    const agent = await t.loginAs(user);
    await agent.post('/api/listings').send(sellInput(await insertImages(t.db, user.id))).expect(201);
    const res = await agent.get(`/api/subscription/${user.id}`).expect(200);
    expect(res.body).toMatchObject({ planName: 'Pro Plan', listingsTotal: 15, listingsAvailable: 14, monthlyListingsUsed: 1 });
  });
});
