// A pending plan (set by an admin, never paid for) is not in force: its student can pay for it,
// which starts that very subscription, choose another plan instead, or drop it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, orderNotes, settleEvents, student } from '../payments/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { DAY, insertSubscription } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pending = (userId: string, slug: 'basic' | 'mid' | 'pro') =>
  insertSubscription(t.db, userId, slug, { status: 'pending', startDate: new Date(Date.now() - 40 * DAY), endDate: new Date(Date.now() - 10 * DAY) });

async function pay(agent: Awaited<ReturnType<typeof student>>['agent'], planSlug: string) {
  const order = await createOrder(agent, orderNotes.plan({ planSlug }));
  const paid = await agent.post(`/api/test-gateway/orders/${order.id}/pay`).send({ outcome: 'success' }).expect(200);
  await agent.post('/api/razorpay/verify-payment').send(paid.body).expect(200);
  await settleEvents(t);
  return order;
}

describe('a pending plan', () => {
  it('is paid for: the same subscription starts now, for thirty days, with its confirmation', async () => {
    const { user, agent } = await student(t);
    const { sub } = await pending(user.id, 'mid');
    const before = await agent.get(`/api/subscription/${user.id}`).expect(200);
    expect(before.body).toMatchObject({ planName: 'Free Plan', currentSubscription: { _id: sub.id, status: 'pending' } });

    const order = await pay(agent, 'mid');
    const rows = await t.db('userSubscriptions').where({ userId: user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: sub.id, status: 'active', isCurrent: true, purchaseId: order.purchaseId, cancelledAt: null });
    expect(Date.now() - rows[0].startDate.getTime()).toBeLessThan(60_000);
    expect(rows[0].endDate.getTime() - rows[0].startDate.getTime()).toBe(30 * DAY);
    const after = await agent.get(`/api/subscription/${user.id}`).expect(200);
    expect(after.body).toMatchObject({ planName: 'Mid Plan', currentSubscription: { _id: sub.id, status: 'active' } });
    expect((await t.outbox(user.email)).map((m) => m.template)).toContain('subscription-confirmation');
    expect(await t.db('refunds').where({ purchaseId: order.purchaseId })).toHaveLength(0);
  });

  it('gives way to another plan bought instead: it is dropped, not refused as a switch', async () => {
    const { user, agent } = await student(t);
    const { sub } = await pending(user.id, 'basic');
    const order = await pay(agent, 'pro');

    expect(await t.db('userSubscriptions').where({ id: sub.id }).first()).toMatchObject({ status: 'cancelled', isCurrent: false });
    const current = await t.db('userSubscriptions').where({ userId: user.id, isCurrent: true }).first();
    expect(current).toMatchObject({ status: 'active', purchaseId: order.purchaseId });
    expect(await t.db('refunds').where({ purchaseId: order.purchaseId })).toHaveLength(0);
  });

  it('is dropped by cancel: answered cancelled and not current, and the student is on the free plan', async () => {
    const { user, agent } = await student(t);
    const { sub } = await pending(user.id, 'pro');
    const res = await agent.post('/api/subscriptions/current/cancel').expect(200);
    expect(res.body).toMatchObject({ _id: sub.id, status: 'cancelled', autoRenew: false, plan: { slug: 'pro' } });
    expect(Date.now() - new Date(res.body.cancelledAt).getTime()).toBeLessThan(60_000);

    const profile = await agent.get(`/api/subscription/${user.id}`).expect(200);
    expect(profile.body).toMatchObject({ planName: 'Free Plan', currentSubscription: null });
    const history = await agent.get('/api/subscriptions/history').expect(200);
    expect(history.body.items).toMatchObject([{ _id: sub.id, status: 'cancelled', isCurrent: false }]);
    // Nothing is left to cancel.
    const again = await agent.post('/api/subscriptions/current/cancel').expect(409);
    expect(again.body.detail).toBe('You have no active subscription to cancel.');
  });

  it("is dropped only for its own student", async () => {
    const { agent } = await student(t);
    const other = await t.createUser();
    const { sub } = await pending(other.id, 'mid');
    await agent.post('/api/subscriptions/current/cancel').expect(409);
    expect(await t.db('userSubscriptions').where({ id: sub.id }).first()).toMatchObject({ status: 'pending', isCurrent: true });
    await t.request().post('/api/subscriptions/current/cancel').expect(401);
  });
});
