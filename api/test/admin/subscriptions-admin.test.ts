import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';

let t: TestApp;
let adminAgent: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  adminAgent = await t.loginAs(await t.createUser({ isAdmin: true, fullName: 'Head Admin' }));
});
afterAll(() => t.close());

const DENIED = 'Access denied. Admin privileges required.';
const DAY = 86_400_000;

/** Users whose names carry a token no other test uses, joined a minute apart (oldest first). */
async function cohort(names: string[]) {
  const token = randomUUID().slice(0, 8);
  const users: TestUser[] = [];
  for (const [i, name] of names.entries()) {
    const user = await t.createUser({ fullName: `${name} ${token}`, email: `${name.toLowerCase()}.${token}@campus.edu` });
    await t.db('users').where({ id: user.id }).update({ joinedDate: new Date(Date.UTC(2026, 0, 1, 12, i)) });
    users.push(user);
  }
  return { token, users };
}

const plan = (slug: string) => t.db('subscriptionPlans').where({ slug }).first();

async function subscribe(userId: string, slug: string, opts: { status?: string; endInDays?: number } = {}) {
  const [row] = await t
    .db('userSubscriptions')
    .insert({
      userId,
      planId: (await plan(slug)).id,
      status: opts.status ?? 'active',
      startDate: new Date(Date.now() - 5 * DAY),
      endDate: new Date(Date.now() + (opts.endInDays ?? 25) * DAY),
      isCurrent: true,
    })
    .returning('id');
  return row.id as string;
}

describe('access', () => {
  it('needs a session, refuses a student, and changes nothing', async () => {
    const target = await t.createUser();
    const student = await t.loginAs(await t.createUser());
    const body = { userId: target.id, planSlug: 'pro' };
    for (const res of [
      await t.request().get('/api/admin-subscription/users').expect(401),
      await t.request().post('/api/admin-subscription/change-plan').send(body).expect(401),
    ]) {
      expect(res.body.detail).toBe('Please log in to continue.');
    }
    for (const res of [
      await student.get('/api/admin-subscription/users').expect(403),
      await student.post('/api/admin-subscription/change-plan').send(body).expect(403),
    ]) {
      expect(res.body).toMatchObject({ status: 403, detail: DENIED, code: 'not-admin' });
    }
    expect(await t.db('userSubscriptions').where({ userId: target.id })).toHaveLength(0);
  });
});

describe('GET /api/admin-subscription/users', () => {
  it('lists users newest first with their tier and current subscription', async () => {
    const { token, users } = await cohort(['Free', 'Paid', 'Lapsed', 'Cancelled']);
    await subscribe(users[1]!.id, 'mid');
    await subscribe(users[2]!.id, 'pro', { endInDays: -1 });
    await subscribe(users[3]!.id, 'basic', { status: 'cancelled' });
    const res = await adminAgent.get('/api/admin-subscription/users').query({ q: token }).expect(200);
    expect(res.body).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    const [cancelled, lapsed, paid, free] = res.body.items;
    expect(free).toEqual({
      _id: users[0]!.id,
      fullName: `Free ${token}`,
      email: `free.${token}@campus.edu`,
      isAdmin: false,
      joinedDate: new Date(Date.UTC(2026, 0, 1, 12, 0)).toISOString(),
      subscriptionTier: 'free',
      currentSubscription: null,
    });
    expect(paid).toMatchObject({ _id: users[1]!.id, subscriptionTier: 'mid', currentSubscription: { plan: { slug: 'mid' }, status: 'active' } });
    expect(paid.currentSubscription.plan.name).toEqual(expect.any(String));
    // A past end date reads expired whatever the stored status, and leaves the user on free.
    expect(lapsed).toMatchObject({ subscriptionTier: 'free', currentSubscription: { plan: { slug: 'pro' }, status: 'expired' } });
    // Cancelled but unexpired keeps the plan until its end.
    expect(cancelled).toMatchObject({ subscriptionTier: 'basic', currentSubscription: { status: 'cancelled' } });
  });

  it('searches name or e-mail in any case and pages', async () => {
    const { token, users } = await cohort(['Alpha', 'Beta', 'Gamma']);
    const byName = await adminAgent.get('/api/admin-subscription/users').query({ q: `BETA ${token}` }).expect(200);
    expect(byName.body.items.map((u: { _id: string }) => u._id)).toEqual([users[1]!.id]);
    const page2 = await adminAgent.get('/api/admin-subscription/users').query({ q: `${token}@campus`, page: 2, pageSize: 2 }).expect(200);
    expect(page2.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.body.items.map((u: { _id: string }) => u._id)).toEqual([users[0]!.id]);
  });

  it('refuses a bad page', async () => {
    await adminAgent.get('/api/admin-subscription/users').query({ page: 0 }).expect(400);
    await adminAgent.get('/api/admin-subscription/users').query({ pageSize: 500 }).expect(400);
  });
});

describe('POST /api/admin-subscription/change-plan', () => {
  it("gives a free student the plan for 30 days, and their own quota call shows the plan's listings and ads", async () => {
    const student = await t.createUser();
    const before = Date.now();
    const res = await adminAgent.post('/api/admin-subscription/change-plan').send({ userId: student.id, planSlug: 'pro' }).expect(200);
    expect(res.body).toMatchObject({ _id: student.id, subscriptionTier: 'pro', currentSubscription: { plan: { slug: 'pro' }, status: 'active' } });
    const days = (new Date(res.body.currentSubscription.endDate).getTime() - before) / DAY;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);

    const pro = await plan('pro');
    const own = await (await t.loginAs(student)).get(`/api/subscription/${student.id}`).expect(200);
    expect(own.body).toMatchObject({
      currentSubscription: { plan: { slug: 'pro' }, status: 'active' },
      listingsTotal: 5 + pro.extraListings,
      adsTotal: pro.productAdsPerMonth,
    });
    const stored = await t.db('userSubscriptions').where({ userId: student.id, isCurrent: true }).first();
    expect(stored.source).toBe('admin');
  });

  it('ends the subscription in force (cancelled, no longer current) and makes the new one current for the given days', async () => {
    const student = await t.createUser();
    const oldId = await subscribe(student.id, 'basic');
    const res = await adminAgent
      .post('/api/admin-subscription/change-plan')
      .send({ userId: student.id, planSlug: 'mid', duration: 7 })
      .expect(200);
    expect(res.body).toMatchObject({ subscriptionTier: 'mid', currentSubscription: { plan: { slug: 'mid' } } });
    const days = (new Date(res.body.currentSubscription.endDate).getTime() - Date.now()) / DAY;
    expect(Math.round(days)).toBe(7);

    const old = await t.db('userSubscriptions').where({ id: oldId }).first();
    expect(old).toMatchObject({ status: 'cancelled', isCurrent: false });
    expect(old.endDate.getTime()).toBeLessThanOrEqual(Date.now());
    expect(old.cancelledAt).not.toBeNull();
    expect(await t.db('userSubscriptions').where({ userId: student.id, isCurrent: true })).toHaveLength(1);

    const mid = await plan('mid');
    const own = await (await t.loginAs(student)).get(`/api/subscription/${student.id}`).expect(200);
    expect(own.body).toMatchObject({ listingsTotal: 5 + mid.extraListings, adsTotal: mid.productAdsPerMonth });
  });

  it('replaces a lapsed subscription, marking it expired', async () => {
    const student = await t.createUser();
    const oldId = await subscribe(student.id, 'pro', { endInDays: -2 });
    await adminAgent.post('/api/admin-subscription/change-plan').send({ userId: student.id, planSlug: 'basic' }).expect(200);
    expect(await t.db('userSubscriptions').where({ id: oldId }).first()).toMatchObject({ status: 'expired', isCurrent: false });
  });

  it('two grants at once leave exactly one current subscription', async () => {
    const student = await t.createUser();
    await Promise.all(
      ['basic', 'pro'].map((planSlug) => adminAgent.post('/api/admin-subscription/change-plan').send({ userId: student.id, planSlug }).expect(200)),
    );
    expect(await t.db('userSubscriptions').where({ userId: student.id, isCurrent: true })).toHaveLength(1);
    expect(await t.db('userSubscriptions').where({ userId: student.id, status: 'cancelled', isCurrent: false })).toHaveLength(1);
  });

  it('answers 404 for an unknown user or a plan not on sale', async () => {
    const missing = await adminAgent.post('/api/admin-subscription/change-plan').send({ userId: randomUUID(), planSlug: 'pro' }).expect(404);
    expect(missing.body.detail).toBe('User not found.');

    const student = await t.createUser();
    await t.db('subscriptionPlans').where({ slug: 'basic' }).update({ isActive: false });
    try {
      const res = await adminAgent.post('/api/admin-subscription/change-plan').send({ userId: student.id, planSlug: 'basic' }).expect(404);
      expect(res.body.detail).toBe('Plan not found');
    } finally {
      await t.db('subscriptionPlans').where({ slug: 'basic' }).update({ isActive: true });
    }
    expect(await t.db('userSubscriptions').where({ userId: student.id })).toHaveLength(0);
  });

  it('refuses an unknown plan slug, a duration outside 1..365, a missing user and unknown fields', async () => {
    const student = await t.createUser();
    for (const body of [
      { userId: student.id, planSlug: 'gold' },
      { userId: student.id, planSlug: 'pro', duration: 0 },
      { userId: student.id, planSlug: 'pro', duration: 366 },
      { userId: student.id, planSlug: 'pro', duration: 1.5 },
      { planSlug: 'pro' },
      { userId: 'nope', planSlug: 'pro' },
      { userId: student.id, planSlug: 'pro', price: 0 },
    ]) {
      await adminAgent.post('/api/admin-subscription/change-plan').send(body).expect(400);
    }
    expect(await t.db('userSubscriptions').where({ userId: student.id })).toHaveLength(0);
  });
});
