// A payment buys what was chosen: two plans paid at once grant one and refund the other (plans
// cannot be switched), the same plan paid twice at once is thirty more days of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createOrder, orderNotes, purchaseRow, settleEvents, student, type Agent } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

/**
 * Opens both plan purchases first (neither plan is in force yet, so both are allowed), pays both
 * at the test gateway, then both tabs come back to verify at the same moment.
 */
async function payBothAtOnce(agent: Agent, slugs: [string, string]) {
  const orders = [];
  for (const planSlug of slugs) orders.push(await createOrder(agent, orderNotes.plan({ planSlug })));
  const paid = [];
  for (const o of orders) paid.push(await agent.post(`/api/test-gateway/orders/${o.id}/pay`).send({ outcome: 'success' }).expect(200));
  const verified = await Promise.all(paid.map((res) => agent.post('/api/razorpay/verify-payment').send(res.body)));
  for (const res of verified) expect(res.status, JSON.stringify(res.body)).toBe(200);
  await settleEvents(t);
  return orders.map((o) => o.purchaseId);
}

const subscriptionsOf = (userId: string) =>
  t.db('userSubscriptions as s').join('subscriptionPlans as p', 'p.id', 's.planId').where('s.userId', userId).select('p.slug', 's.isCurrent', 's.startDate', 's.endDate', 's.purchaseId');

describe('two plan payments at once', () => {
  it('grant the plan that settled first and refund the other, never turning Pro into Basic days', async () => {
    const { user, agent } = await student(t);
    const purchaseIds = await payBothAtOnce(agent, ['basic', 'pro']);

    const subs = await subscriptionsOf(user.id);
    expect(subs).toHaveLength(1);
    const [granted] = subs;
    expect(granted!.isCurrent).toBe(true);
    // Thirty days, not sixty: the other payment bought nothing of this plan.
    expect(granted!.endDate.getTime() - granted!.startDate.getTime()).toBeLessThan(31 * DAY);

    const refunded = purchaseIds.find((id) => id !== granted!.purchaseId)!;
    const refunds = await t.db('refunds').where({ purchaseId: refunded });
    expect(refunds).toMatchObject([{ reason: 'plan_switching', status: 'processed' }]);
    expect(await t.db('refunds').where({ purchaseId: granted!.purchaseId })).toHaveLength(0);
    expect((await purchaseRow(t, refunded)).granted).toEqual({ note: 'Plan switching is not available. You can only renew your current plan.' });

    // The buyer sees it on the purchase, and gets the e-mail once.
    const seen = await agent.get(`/api/purchases/${refunded}`).expect(200);
    expect(seen.body.refunds).toMatchObject([{ reason: 'plan_switching', status: 'processed' }]);
    expect((await t.outbox(user.email)).filter((m) => m.template === 'payment-refund')).toHaveLength(1);
  });

  it('of the same plan are sixty days of it, with nothing refunded', async () => {
    const { user, agent } = await student(t);
    const purchaseIds = await payBothAtOnce(agent, ['mid', 'mid']);
    const subs = await subscriptionsOf(user.id);
    expect(subs).toHaveLength(1);
    expect(subs[0]!.slug).toBe('mid');
    expect(subs[0]!.endDate.getTime() - subs[0]!.startDate.getTime()).toBeGreaterThan(59 * DAY);
    expect(await t.db('refunds').whereIn('purchaseId', purchaseIds)).toHaveLength(0);
  });
});
