import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_SWITCHING } from '../../src/modules/subscriptions/subscriptions.grants.js';
import { daysAgo } from '../listings/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { checkoutResult, createOrder, liveListing, orderNotes, purchaseRow, student, subscribe } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

describe('POST /api/razorpay/create-order prices every purchase itself', () => {
  it('an extra listing is ₹10 (1000 paise) whatever amount the client sends', async () => {
    const { user, agent } = await student(t);
    for (const amount of [1, 999999]) {
      const order = await createOrder(agent, orderNotes.extra, { amount });
      expect(order).toMatchObject({ amount: 1000, gateway: 'test', description: '1 extra listing (lifetime)' });
      expect(order.id).toMatch(/^order_/);
      const row = await purchaseRow(t, order.purchaseId);
      expect(row).toMatchObject({ userId: user.id, kind: 'extra_listing', status: 'created', amount: 10, gatewayOrderId: order.id });
      const gatewayOrder = await t.db('testGatewayOrders').where({ id: order.id }).first();
      expect(gatewayOrder.amount).toBe(1000);
    }
  });

  it('a boost of one’s live listing is ₹50 (5000 paise)', async () => {
    const { user, agent } = await student(t);
    const listing = await liveListing(t, user.id, { title: 'Study table' });
    const order = await createOrder(agent, { ...orderNotes.boost(listing.id), productName: 'Cheap' }, { amount: 1 });
    expect(order).toMatchObject({ amount: 5000, description: 'Boost "Study table" for 24 hours' });
    expect(await purchaseRow(t, order.purchaseId)).toMatchObject({ kind: 'boost', listingId: listing.id, amount: 50, planId: null });
  });

  it('a plan, by id or by slug, is its price ×100', async () => {
    const { agent } = await student(t);
    const pro = await t.db('subscriptionPlans').where({ slug: 'pro' }).first();
    const bySlug = await createOrder(agent, { ...orderNotes.plan({ planSlug: 'basic' }), planName: 'Free' }, { amount: 999999 });
    expect(bySlug).toMatchObject({ amount: 9900, description: 'Basic Plan: 30 days' });
    const byId = await createOrder(agent, orderNotes.plan({ planId: pro.id }), { amount: 1 });
    expect(byId.amount).toBe(Number(pro.price) * 100);
    expect(await purchaseRow(t, byId.purchaseId)).toMatchObject({ kind: 'plan', planId: pro.id, amount: 199 });
  });

  it('refuses paying for someone else (notes.userId) with 403', async () => {
    const { user, agent } = await student(t);
    const other = await t.createUser();
    const res = await agent.post('/api/razorpay/create-order').send({ notes: { type: 'extra_listing', userId: other.id } });
    expect(res.status).toBe(403);
    const own = await createOrder(agent, { type: 'extra_listing', userId: user.id });
    expect(own.amount).toBe(1000);
    expect(await t.db('purchases').where({ userId: other.id })).toHaveLength(0);
  });

  it('refuses boosting another’s listing (403), a sold or expired one (409), an unknown one (404), a boosted one (409)', async () => {
    const { user, agent } = await student(t);
    const seller = await t.createUser();
    const theirs = await liveListing(t, seller.id);
    const sold = await liveListing(t, user.id, { isAvailable: false });
    const expired = await liveListing(t, user.id, { createdAt: daysAgo(40), expiresAt: daysAgo(1) });
    const boosted = await liveListing(t, user.id, { isBoosted: true });
    const post = (productId: string) => agent.post('/api/razorpay/create-order').send({ amount: 50, notes: orderNotes.boost(productId) });

    const forbidden = await post(theirs.id);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ detail: 'You can only boost your own listings.', code: 'not-owner' });
    for (const listing of [sold, expired]) {
      const res = await post(listing.id);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('listing-not-live');
    }
    const already = await post(boosted.id);
    expect(already.status).toBe(409);
    expect(already.body.detail).toBe('This product is already boosted');
    const unknown = await post(randomUUID());
    expect(unknown.status).toBe(404);
    const missing = await agent.post('/api/razorpay/create-order').send({ notes: { type: 'product_boost' } });
    expect(missing.status).toBe(404);
    expect(await t.db('purchases').where({ userId: user.id })).toHaveLength(0);
    expect(await t.db('testGatewayOrders').whereRaw("notes->>'userId' = ?", [user.id])).toHaveLength(0);
  });

  it('refuses another plan while one is in force, with the spec’s message; an unknown plan is 404', async () => {
    const { user, agent } = await student(t);
    await subscribe(t, user.id, 'basic');
    for (const notes of [orderNotes.plan({ planSlug: 'pro' }), orderNotes.plan({ planSlug: 'mid' })]) {
      const res = await agent.post('/api/razorpay/create-order').send({ notes });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ detail: PLAN_SWITCHING, code: 'plan-switching' });
    }
    expect(PLAN_SWITCHING).toBe('Plan switching is not available. You can only renew your current plan.');
    const unknown = await agent.post('/api/razorpay/create-order').send({ notes: orderNotes.plan({ planId: randomUUID() }) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Plan not found');
    const none = await agent.post('/api/razorpay/create-order').send({ notes: { type: 'subscription' } });
    expect(none.status).toBe(404);
    expect(await t.db('purchases').where({ userId: user.id })).toHaveLength(0);
  });

  it('another plan is allowed once the old one has ended', async () => {
    const { user, agent } = await student(t);
    await subscribe(t, user.id, 'basic', new Date(Date.now() - DAY));
    const order = await createOrder(agent, orderNotes.plan({ planSlug: 'pro' }));
    expect(order).toMatchObject({ amount: 19900, description: 'Pro Plan: 30 days' });
    const verified = await agent.post('/api/razorpay/verify-payment').send(checkoutResult(t, order.id));
    expect(verified.status).toBe(200);
    const subs = await t.db('userSubscriptions').where({ userId: user.id }).orderBy('createdAt');
    expect(subs).toHaveLength(2);
    expect(subs.find((s) => s.id !== verified.body.purchase.grant.subscriptionId)).toMatchObject({ isCurrent: false, status: 'expired' });
    const pro = await t.db('subscriptionPlans').where({ slug: 'pro' }).first();
    expect(subs.find((s) => s.id === verified.body.purchase.grant.subscriptionId)).toMatchObject({ isCurrent: true, status: 'active', planId: pro.id });
  });

  it('a cancelled plan still in force can be renewed (it becomes active again) but not switched', async () => {
    const { user, agent } = await student(t);
    const endDate = new Date(Date.now() + 3 * DAY);
    const { subscriptionId } = await subscribe(t, user.id, 'pro', endDate);
    await t.db('userSubscriptions').where({ id: subscriptionId }).update({ status: 'cancelled', autoRenew: false, cancelledAt: new Date() });
    const other = await agent.post('/api/razorpay/create-order').send({ notes: orderNotes.plan({ planSlug: 'basic' }) });
    expect(other.status).toBe(409);
    expect(other.body.detail).toBe(PLAN_SWITCHING);
    const order = await createOrder(agent, orderNotes.plan({ planSlug: 'pro' }));
    expect(order.description).toBe('Pro Plan: renewal, 30 days');
    await agent.post('/api/razorpay/verify-payment').send(checkoutResult(t, order.id)).expect(200);
    const sub = await t.db('userSubscriptions').where({ id: subscriptionId }).first();
    expect(sub).toMatchObject({ status: 'active', autoRenew: true, cancelledAt: null, isCurrent: true });
    expect(sub.endDate.getTime()).toBe(endDate.getTime() + 30 * DAY);
  });

  it('renewing the plan in force extends its end date by exactly 30 days', async () => {
    const { user, agent } = await student(t);
    const endDate = new Date(Date.now() + 7 * DAY);
    const { subscriptionId, plan } = await subscribe(t, user.id, 'mid', endDate);
    const order = await createOrder(agent, { ...orderNotes.plan({ planSlug: 'mid' }), action: 'renew' });
    expect(order).toMatchObject({ amount: 14900, description: 'Mid Plan: renewal, 30 days' });
    const verified = await agent.post('/api/razorpay/verify-payment').send(checkoutResult(t, order.id));
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.purchase).toMatchObject({ status: 'fulfilled', kind: 'plan', planId: plan.id, grant: { subscriptionId } });
    const subs = await t.db('userSubscriptions').where({ userId: user.id });
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ id: subscriptionId, planId: plan.id, status: 'active', isCurrent: true });
    expect(subs[0].endDate.getTime()).toBe(endDate.getTime() + 30 * DAY);
    const mails = (await t.outbox(user.email)).filter((m) => m.template === 'subscription-confirmation');
    expect(mails).toHaveLength(1);
  });

  it('a first subscription starts now and runs 30 days', async () => {
    const { user, agent } = await student(t);
    const order = await createOrder(agent, orderNotes.plan({ planSlug: 'basic' }));
    const before = Date.now();
    const verified = await agent.post('/api/razorpay/verify-payment').send(checkoutResult(t, order.id));
    expect(verified.status).toBe(200);
    const [sub] = await t.db('userSubscriptions').where({ userId: user.id });
    expect(verified.body.purchase.grant).toEqual({ subscriptionId: sub.id });
    expect(sub).toMatchObject({ status: 'active', isCurrent: true, purchaseId: order.purchaseId, source: 'paid' });
    expect(sub.endDate.getTime() - before).toBeGreaterThan(30 * DAY - 60_000);
    expect(sub.endDate.getTime() - before).toBeLessThan(30 * DAY + 60_000);
  });
});

describe('GET /api/purchases/{id}', () => {
  it('answers one’s own purchase and 404 for another’s or an unknown one', async () => {
    const { agent } = await student(t);
    const other = await student(t);
    const order = await createOrder(agent, orderNotes.extra);
    const own = await agent.get(`/api/purchases/${order.purchaseId}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id: order.purchaseId,
      kind: 'extra_listing',
      status: 'created',
      amount: 10,
      currency: 'INR',
      gatewayOrderId: order.id,
      gatewayPaymentId: null,
      grant: null,
    });
    const theirs = await other.agent.get(`/api/purchases/${order.purchaseId}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.detail).toBe('Payment not found');
    expect((await agent.get(`/api/purchases/${randomUUID()}`)).status).toBe(404);
  });
});

describe('anonymous', () => {
  it('is 401 on every signed-in payments route', async () => {
    const anon = t.request();
    const { agent } = await student(t);
    const order = await createOrder(agent, orderNotes.extra);
    const calls = [
      anon.post('/api/razorpay/create-order').send({ notes: orderNotes.extra }),
      anon.post('/api/razorpay/verify-payment').send(checkoutResult(t, order.id)),
      anon.get(`/api/purchases/${order.purchaseId}`),
      anon.post(`/api/test-gateway/orders/${order.id}/pay`).send({ outcome: 'success' }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status, `${res.request.method} ${res.request.url}`).toBe(401);
    expect(await purchaseRow(t, order.purchaseId)).toMatchObject({ status: 'created' });
  });
});
