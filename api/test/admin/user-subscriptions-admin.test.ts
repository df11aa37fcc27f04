import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { DAY, insertSubscription } from '../subscriptions/fixtures.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  const user = await t.createUser({ isAdmin: true, fullName: 'Plan Admin' });
  adminId = user.id;
  admin = await t.loginAs(user);
});
afterAll(() => t.close());

const DENIED = 'Access denied. Admin privileges required.';

/** A student whose name carries a token no other test uses. */
async function student(name: string) {
  const token = randomUUID().slice(0, 8);
  const user = await t.createUser({ fullName: `${name} ${token}`, email: `${name.toLowerCase()}.${token}@campus.edu` });
  return { ...user, token };
}

const tierOf = async (token: string) =>
  (await admin.get('/api/admin-subscription/users').query({ q: token }).expect(200)).body.items[0].subscriptionTier as string;
const row = (id: string) => t.db('userSubscriptions').where({ id }).first('status', 'isCurrent', 'autoRenew', 'cancelledAt', 'endDate');
const auditOf = (targetId: string) => t.db('auditLog').where({ targetId }).orderBy('createdAt').select('actorUserId', 'action', 'targetType', 'summary');

describe('access', () => {
  it('needs a session, refuses a student, and changes nothing', async () => {
    const owner = await student('Owner');
    const { sub } = await insertSubscription(t.db, owner.id, 'pro');
    const other = await t.loginAs(await t.createUser());
    for (const res of [
      await t.request().get('/api/admin/subscriptions').expect(401),
      await t.request().patch(`/api/admin/subscriptions/${sub.id}`).send({ status: 'cancelled' }).expect(401),
    ]) {
      expect(res.body.detail).toBe('Please log in to continue.');
    }
    for (const res of [
      await other.get('/api/admin/subscriptions').expect(403),
      await other.patch(`/api/admin/subscriptions/${sub.id}`).send({ status: 'cancelled' }).expect(403),
    ]) {
      expect(res.body).toMatchObject({ status: 403, detail: DENIED, code: 'not-admin' });
    }
    expect(await row(sub.id)).toMatchObject({ status: 'active', isCurrent: true });
    expect(await auditOf(sub.id)).toEqual([]);
  });
});

describe('GET /api/admin/subscriptions', () => {
  it('lists every subscription with its user and plan, newest first, by status and search', async () => {
    const asha = await student('Asha');
    const old = await insertSubscription(t.db, asha.id, 'basic', { status: 'expired', isCurrent: false, createdAt: new Date(Date.now() - 40 * DAY) });
    const cur = await insertSubscription(t.db, asha.id, 'pro', { createdAt: new Date(Date.now() - DAY) });

    const res = await admin.get('/api/admin/subscriptions').query({ q: asha.token }).expect(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(res.body.items.map((s: { id: string }) => s.id)).toEqual([cur.sub.id, old.sub.id]);
    expect(res.body.items[0]).toMatchObject({
      user: { id: asha.id, fullName: asha.fullName, email: asha.email },
      plan: { name: cur.plan.name, slug: 'pro' },
      status: 'active',
      autoRenew: true,
      isCurrent: true,
      cancelledAt: null,
      source: 'paid',
    });

    const expired = await admin.get('/api/admin/subscriptions').query({ q: asha.token, status: 'expired' }).expect(200);
    expect(expired.body.items.map((s: { id: string }) => s.id)).toEqual([old.sub.id]);
    const byEmail = await admin.get('/api/admin/subscriptions').query({ q: `ASHA.${asha.token}` }).expect(200);
    expect(byEmail.body.total).toBe(2);
    const page2 = await admin.get('/api/admin/subscriptions').query({ q: asha.token, pageSize: 1, page: 2 }).expect(200);
    expect(page2.body.items.map((s: { id: string }) => s.id)).toEqual([old.sub.id]);
    expect((await admin.get('/api/admin/subscriptions').query({ q: '%_' }).expect(200)).body.total).toBe(0);
  });

  it('finds subscriptions by plan name or slug', async () => {
    const user = await student('Planner');
    await insertSubscription(t.db, user.id, 'mid');
    const bySlug = await admin.get('/api/admin/subscriptions').query({ q: 'mid' }).expect(200);
    expect(bySlug.body.items.some((s: { user: { id: string } }) => s.user.id === user.id)).toBe(true);
    const plan = await t.db('subscriptionPlans').where({ slug: 'mid' }).first('name');
    const byName = await admin.get('/api/admin/subscriptions').query({ q: plan.name.toUpperCase() }).expect(200);
    expect(byName.body.items.every((s: { plan: { slug: string } }) => s.plan.slug === 'mid')).toBe(true);
  });

  it('refuses an unknown status and a page size over 100', async () => {
    await admin.get('/api/admin/subscriptions').query({ status: 'paused' }).expect(400);
    await admin.get('/api/admin/subscriptions').query({ pageSize: 101 }).expect(400);
  });
});

describe('PATCH /api/admin/subscriptions/{id}', () => {
  it('cancelling the current subscription puts the user on the free plan at once, audited', async () => {
    const user = await student('Cancel');
    const { sub } = await insertSubscription(t.db, user.id, 'pro');
    expect(await tierOf(user.token)).toBe('pro');
    const res = await admin.patch(`/api/admin/subscriptions/${sub.id}`).send({ status: 'cancelled' }).expect(200);
    expect(res.body).toMatchObject({ id: sub.id, status: 'cancelled', isCurrent: false, autoRenew: false });
    expect(res.body.cancelledAt).toEqual(expect.any(String));
    expect(await tierOf(user.token)).toBe('free');
    expect(await auditOf(sub.id)).toEqual([
      {
        actorUserId: adminId,
        action: 'subscription.status',
        targetType: 'subscription',
        summary: `Set ${user.fullName}'s ${res.body.plan.name} subscription from active to cancelled`,
      },
    ]);
  });

  it('expiring the current subscription also puts the user on the free plan; the end date is kept', async () => {
    const user = await student('Expire');
    const { sub } = await insertSubscription(t.db, user.id, 'basic');
    await admin.patch(`/api/admin/subscriptions/${sub.id}`).send({ status: 'expired' }).expect(200);
    expect(await row(sub.id)).toMatchObject({ status: 'expired', isCurrent: false, cancelledAt: null, endDate: sub.endDate });
    expect(await tierOf(user.token)).toBe('free');
  });

  it('making an earlier subscription active makes it current and ends the one in force', async () => {
    const user = await student('Restore');
    const earlier = await insertSubscription(t.db, user.id, 'mid', { status: 'cancelled', isCurrent: false, createdAt: new Date(Date.now() - 2 * DAY) });
    const current = await insertSubscription(t.db, user.id, 'basic');
    const res = await admin.patch(`/api/admin/subscriptions/${earlier.sub.id}`).send({ status: 'active' }).expect(200);
    expect(res.body).toMatchObject({ status: 'active', isCurrent: true, cancelledAt: null });
    expect(await row(current.sub.id)).toMatchObject({ status: 'cancelled', isCurrent: false, autoRenew: false });
    expect(await tierOf(user.token)).toBe('mid');
    expect(await t.db('userSubscriptions').where({ userId: user.id, isCurrent: true }).count({ n: '*' }).first()).toEqual({ n: 1 });
  });

  it('pending keeps the subscription current but out of force', async () => {
    const user = await student('Pending');
    const { sub } = await insertSubscription(t.db, user.id, 'pro');
    await admin.patch(`/api/admin/subscriptions/${sub.id}`).send({ status: 'pending' }).expect(200);
    expect(await row(sub.id)).toMatchObject({ status: 'pending', isCurrent: true });
    expect(await tierOf(user.token)).toBe('free');
    await admin.patch(`/api/admin/subscriptions/${sub.id}`).send({ status: 'active' }).expect(200);
    expect(await tierOf(user.token)).toBe('pro');
  });

  it('refuses to make an ended subscription active, and changes nothing', async () => {
    const user = await student('Ended');
    const { sub } = await insertSubscription(t.db, user.id, 'pro', {
      status: 'expired',
      startDate: new Date(Date.now() - 40 * DAY),
      endDate: new Date(Date.now() - 10 * DAY),
    });
    const res = await admin.patch(`/api/admin/subscriptions/${sub.id}`).send({ status: 'active' }).expect(409);
    expect(res.body.detail).toBe('This subscription has already ended, so it cannot be made active. Give the user a plan from User Management instead.');
    expect(await row(sub.id)).toMatchObject({ status: 'expired', isCurrent: true });
    expect(await auditOf(sub.id)).toEqual([]);
  });

  it('setting the same status changes and records nothing', async () => {
    const user = await student('Same');
    const { sub } = await insertSubscription(t.db, user.id, 'basic');
    await admin.patch(`/api/admin/subscriptions/${sub.id}`).send({ status: 'active' }).expect(200);
    expect(await auditOf(sub.id)).toEqual([]);
  });

  it('refuses a bad body and answers 404 for an unknown id', async () => {
    const user = await student('Body');
    const { sub } = await insertSubscription(t.db, user.id, 'basic');
    await admin.patch(`/api/admin/subscriptions/${sub.id}`).send({ status: 'paused' }).expect(400);
    await admin.patch(`/api/admin/subscriptions/${sub.id}`).send({ status: 'active', plan: 'pro' }).expect(400);
    await admin.patch(`/api/admin/subscriptions/${sub.id}`).send({}).expect(400);
    await admin.patch('/api/admin/subscriptions/nope').send({ status: 'active' }).expect(400);
    const missing = await admin.patch(`/api/admin/subscriptions/${randomUUID()}`).send({ status: 'active' }).expect(404);
    expect(missing.body.detail).toBe('Subscription not found.');
    expect(await row(sub.id)).toMatchObject({ status: 'active', isCurrent: true });
  });
});
