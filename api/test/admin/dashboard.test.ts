import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePercent } from '../../src/modules/admin/admin-dashboard.service.js';
import { daysAgo, listingCreated, listingRow, orderPlaced, storeCreated, userJoined } from './dashboard-fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { checkout, insertProduct, insertStore, placeOrder, student } from '../orders/fixtures.js';
import { createOrder, fakeId, purchaseRow, settleEvents, waitFor } from '../payments/fixtures.js';

let t: TestApp;
let admin: TestUser;
let adminAgent: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ isAdmin: true, fullName: 'Head Admin' });
  adminAgent = await t.loginAs(admin);
});
afterAll(() => t.close());

const DENIED = 'Access denied. Admin privileges required.';
const DAY = 86_400_000;

const dashboard = async () => (await adminAgent.get('/api/admin/dashboard').expect(200)).body;

// First in the file: the database holds only the admin.
describe('a fresh marketplace', () => {
  it('says null (not a division by zero) when the previous 30 days had nothing', async () => {
    const res = await adminAgent.get('/api/admin/dashboard').expect(200);
    expect(res.body).toMatchObject({
      users: { total: 1, last30Days: 1, previous30Days: 0, changePercent: null },
      products: { total: 0, last30Days: 0, previous30Days: 0, changePercent: null },
      miniStores: { total: 0, changePercent: null },
      activeOrders: { total: 0, changePercent: null },
      activeSubscriptions: 0,
      storeProducts: 0,
      totalRevenue: 0,
    });
    expect(Math.abs(Date.parse(res.body.generatedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('gives the exact change: 9 listings against 8 is +12.5%, 1 store against 2 is -50%', async () => {
    const seller = await t.createUser();
    const rows = [...Array(9).fill(3), ...Array(8).fill(40)].map((days: number) => listingRow(seller.id, days));
    await t.db('listings').insert(rows);
    await t.db('stores').insert([5, 35, 50].map((days, i) => ({ ownerId: seller.id, name: 'S', slug: `s-${i}`, category: 'gaming', createdAt: daysAgo(days) })));
    const counted = await adminAgent.get('/api/admin/dashboard').expect(200);
    expect(counted.body.products).toEqual({ total: 17, last30Days: 9, previous30Days: 8, changePercent: 12.5 });
    expect(counted.body.miniStores).toEqual({ total: 3, last30Days: 1, previous30Days: 2, changePercent: -50 });
  });
});

describe('access', () => {
  it('needs a session and refuses a student on both routes', async () => {
    for (const path of ['/api/admin/dashboard', '/api/admin/activity']) {
      const visitor = await t.request().get(path).expect(401);
      expect(visitor.body.detail).toBe('Please log in to continue.');
    }
    const student = await t.loginAs(await t.createUser());
    for (const path of ['/api/admin/dashboard', '/api/admin/activity']) {
      const res = await student.get(path).expect(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body).toMatchObject({ status: 403, detail: DENIED, code: 'not-admin' });
    }
  });
});

describe('changePercent', () => {
  it('is the change against the previous window with one decimal, and null with nothing to compare', () => {
    expect(changePercent(9, 8)).toBe(12.5);
    expect(changePercent(2, 3)).toBe(-33.3);
    expect(changePercent(4, 4)).toBe(0);
    expect(changePercent(0, 5)).toBe(-100);
    expect(changePercent(7, 0)).toBeNull();
    expect(changePercent(0, 0)).toBeNull();
  });
});

describe('GET /api/admin/dashboard', () => {
  it('counts users, listings and stores in total and in the last 30 days against the 30 days before', async () => {
    const before = await dashboard();
    const seller = await userJoined(t, 5);
    await userJoined(t, 10);
    await userJoined(t, 45);
    await userJoined(t, 90);
    for (const days of [1, 2, 3]) await listingCreated(t, seller.id, days);
    for (const days of [31, 59]) await listingCreated(t, seller.id, days);
    await listingCreated(t, seller.id, 61);
    await storeCreated(t, seller.id, 40);
    await storeCreated(t, seller.id, 100);

    const after = await dashboard();
    const delta = (card: string, key: string) => after[card][key] - before[card][key];
    expect([delta('users', 'total'), delta('users', 'last30Days'), delta('users', 'previous30Days')]).toEqual([4, 2, 1]);
    expect([delta('products', 'total'), delta('products', 'last30Days'), delta('products', 'previous30Days')]).toEqual([6, 3, 2]);
    expect([delta('miniStores', 'total'), delta('miniStores', 'last30Days'), delta('miniStores', 'previous30Days')]).toEqual([2, 0, 1]);
    for (const card of ['users', 'products', 'miniStores', 'activeOrders']) {
      const { last30Days, previous30Days, changePercent: change } = after[card];
      expect(change).toBe(previous30Days === 0 ? null : Math.round(((last30Days - previous30Days) / previous30Days) * 1000) / 10);
    }
    expect(Date.parse(after.generatedAt)).toBeGreaterThan(Date.parse(before.generatedAt) - 1);
  });

  it('counts active orders and revenue from paid and delivered orders only', async () => {
    const owner = await userJoined(t, 300);
    const store = await storeCreated(t, owner.id, 300);
    const before = await dashboard();
    // Counted in revenue: prepaid and captured (pending to delivered), cash on delivery once delivered.
    await orderPlaced(t, store, { status: 'pending', paymentType: 'prepaid', total: 100.25 });
    await orderPlaced(t, store, { status: 'confirmed', paymentType: 'prepaid', total: 200 });
    await orderPlaced(t, store, { status: 'shipped', paymentType: 'prepaid', total: 300 });
    await orderPlaced(t, store, { status: 'delivered', paymentType: 'prepaid', total: 400.5 });
    await orderPlaced(t, store, { status: 'delivered', paymentType: 'cod', total: 1000 });
    // Not revenue: cash not yet collected, cancelled, never paid.
    await orderPlaced(t, store, { status: 'pending', paymentType: 'cod', total: 11 });
    await orderPlaced(t, store, { status: 'confirmed', paymentType: 'cod', total: 12 });
    await orderPlaced(t, store, { status: 'shipped', paymentType: 'cod', total: 13, days: 40 });
    await orderPlaced(t, store, { status: 'cancelled', paymentType: 'cod', total: 14 });
    await orderPlaced(t, store, { status: 'cancelled', paymentType: 'prepaid', total: 15, days: 45 });
    await orderPlaced(t, store, { status: 'awaiting_payment', paymentType: 'prepaid', total: 16 });
    await orderPlaced(t, store, { status: 'abandoned', paymentType: 'prepaid', total: 17, days: 50 });

    const after = await dashboard();
    expect(after.totalRevenue - before.totalRevenue).toBeCloseTo(2000.75, 2);
    // pending, confirmed, shipped of either payment type.
    expect(after.activeOrders.total - before.activeOrders.total).toBe(6);
    // The trend counts orders placed: not the awaiting or abandoned ones.
    expect(after.activeOrders.last30Days - before.activeOrders.last30Days).toBe(8);
    expect(after.activeOrders.previous30Days - before.activeOrders.previous30Days).toBe(2);
    expect(Number.isInteger(Math.round(after.totalRevenue * 100))).toBe(true);
  });

  it('counts active subscriptions in force and store products', async () => {
    const owner = await userJoined(t, 300);
    const store = await storeCreated(t, owner.id, 300);
    const before = await dashboard();
    const plan = await t.db('subscriptionPlans').where({ slug: 'mid' }).first();
    const subscribe = async (status: string, endInDays: number) => {
      const user = await t.createUser();
      await t.db('userSubscriptions').insert({
        userId: user.id,
        planId: plan.id,
        status,
        startDate: daysAgo(5),
        endDate: new Date(Date.now() + endInDays * DAY),
        isCurrent: true,
      });
    };
    await subscribe('active', 20);
    await subscribe('active', 10);
    await subscribe('active', -1);
    await subscribe('cancelled', 20);
    await t.db('storeProducts').insert([
      { storeId: store, title: 'Cable', price: 99 },
      { storeId: store, title: 'Charger', price: 499, isActive: false },
    ]);
    const after = await dashboard();
    expect(after.activeSubscriptions - before.activeSubscriptions).toBe(2);
    expect(after.storeProducts - before.storeProducts).toBe(2);
  });
});

describe('GET /api/admin/activity', () => {
  it('lists the audit log newest first, paged, with who did what', async () => {
    const store = await storeCreated(t, (await userJoined(t, 300)).id, 300);
    const total = (await adminAgent.get('/api/admin/activity').expect(200)).body.total as number;
    const token = randomUUID().slice(0, 8);
    await t.db('auditLog').insert([
      { actorKind: 'admin', actorUserId: admin.id, actorName: 'Head Admin', action: 'user.promote', targetType: 'user', targetId: admin.id, summary: `Oldest ${token}`, createdAt: daysAgo(3) },
      { actorKind: 'store', actorStoreId: store, actorName: 'Dash Store', action: 'order.status', targetType: 'order', targetId: null, summary: `Middle ${token}`, createdAt: daysAgo(2) },
      { actorKind: 'system', actorName: 'Expiry job', action: 'listing.expire', targetType: 'listing', summary: `Newest ${token}`, createdAt: daysAgo(1) },
    ]);

    const first = await adminAgent.get('/api/admin/activity').query({ pageSize: 2 }).expect(200);
    expect(first.body).toMatchObject({ total: total + 3, page: 1, pageSize: 2 });
    expect(first.body.items.map((i: { summary: string }) => i.summary)).toEqual([`Newest ${token}`, `Middle ${token}`]);
    expect(first.body.items[1]).toEqual({
      id: expect.any(String),
      actorKind: 'store',
      actorName: 'Dash Store',
      action: 'order.status',
      targetType: 'order',
      targetId: null,
      summary: `Middle ${token}`,
      createdAt: expect.any(String),
    });
    const second = await adminAgent.get('/api/admin/activity').query({ page: 2, pageSize: 2 }).expect(200);
    expect(second.body.items[0]).toMatchObject({ actorKind: 'admin', actorName: 'Head Admin', action: 'user.promote', targetId: admin.id, summary: `Oldest ${token}` });
    const times = [...first.body.items, ...second.body.items].map((i: { createdAt: string }) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('defaults to 25 a page and refuses a bad page', async () => {
    const res = await adminAgent.get('/api/admin/activity').expect(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 25 });
    await adminAgent.get('/api/admin/activity').query({ page: 0 }).expect(400);
    await adminAgent.get('/api/admin/activity').query({ pageSize: 101 }).expect(400);
    await adminAgent.get('/api/admin/activity').query({ pageSize: 'ten' }).expect(400);
  });
});

describe('the plan change is audited', () => {
  it('records "Changed {name}\'s plan to {plan} for 30 days" by the admin, in the feed', async () => {
    const student = await t.createUser({ fullName: `Riya ${randomUUID().slice(0, 6)}` });
    await adminAgent.post('/api/admin-subscription/change-plan').send({ userId: student.id, planSlug: 'pro' }).expect(200);
    const entries = await t.db('auditLog').where({ targetId: student.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorKind: 'admin',
      actorUserId: admin.id,
      actorName: 'Head Admin',
      action: 'subscription.change-plan',
      targetType: 'user',
      summary: `Changed ${student.fullName}'s plan to Pro Plan for 30 days`,
    });
    const feed = await adminAgent.get('/api/admin/activity').query({ pageSize: 1 }).expect(200);
    expect(feed.body.items[0]).toMatchObject({ action: 'subscription.change-plan', summary: `Changed ${student.fullName}'s plan to Pro Plan for 30 days` });
  });

  it('names the duration asked for', async () => {
    const student = await t.createUser({ fullName: 'Kabir Short' });
    await adminAgent.post('/api/admin-subscription/change-plan').send({ userId: student.id, planSlug: 'basic', duration: 7 }).expect(200);
    const entry = await t.db('auditLog').where({ targetId: student.id }).first();
    expect(entry.summary).toBe("Changed Kabir Short's plan to Basic Plan for 7 days");
  });

  it('records nothing when the change is refused', async () => {
    const student = await t.createUser();
    const studentAgent = await t.loginAs(student);
    await studentAgent.post('/api/admin-subscription/change-plan').send({ userId: student.id, planSlug: 'pro' }).expect(403);
    await adminAgent.post('/api/admin-subscription/change-plan').send({ userId: student.id, planSlug: 'gold' }).expect(400);
    await adminAgent.post('/api/admin-subscription/change-plan').send({ userId: randomUUID(), planSlug: 'pro' }).expect(404);
    expect(await t.db('auditLog').where({ targetId: student.id })).toHaveLength(0);
    expect(await t.db('userSubscriptions').where({ userId: student.id })).toHaveLength(0);
  });
});

// Last in the file: its admin cancel is audited now, ahead of the activity test's dated entries.
describe('the dashboard revenue and refunds', () => {
  it('revenue is net of refunds: a paid order cancelled and refunded adds nothing; a second payment refunded leaves the order counted once', async () => {
    const store = await insertStore(t, { paymentOptions: ['prepaid'] });
    const product = await insertProduct(t, store.id, { title: 'Desk lamp', price: 450, stock: 10 });
    const buyer = await student(t);
    /** A prepaid order of two ₹450 lamps, paid through the test gateway (its webhook applied). */
    const paidOrder = async () => {
      const order = await placeOrder(buyer.agent, checkout(store.id, [{ productId: product.id, quantity: 2 }], { paymentType: 'prepaid' }));
      const payment = await createOrder(buyer.agent, { type: 'store_order', orderId: order._id, storeId: store.id, paymentType: 'prepaid' });
      await buyer.agent.post(`/api/test-gateway/orders/${payment.id}/pay`).send({ outcome: 'success' }).expect(200);
      await waitFor(async () => (await purchaseRow(t, payment.purchaseId)).status === 'fulfilled');
      await settleEvents(t);
      return { order, payment };
    };
    const before = (await dashboard()).totalRevenue as number;

    const cancelled = await paidOrder();
    expect((await dashboard()).totalRevenue - before).toBeCloseTo(900, 2);
    await adminAgent.patch(`/api/admin/orders/${cancelled.order._id}`).send({ status: 'cancelled', cancellationReason: 'Store closed for exams' }).expect(200);
    expect(await t.db('refunds').where({ purchaseId: cancelled.payment.purchaseId })).toMatchObject([{ reason: 'order_cancelled', status: 'processed' }]);
    expect((await dashboard()).totalRevenue - before).toBeCloseTo(0, 2);

    // Paid twice (two tabs): the second capture is refunded, the order's ₹900 stays.
    const kept = await paidOrder();
    await t.db('refunds').insert({
      purchaseId: kept.payment.purchaseId,
      gatewayPaymentId: fakeId('pay'),
      amount: 900,
      reason: 'duplicate_payment',
      status: 'processed',
      gatewayRefundId: `rfnd_${randomUUID().slice(0, 14)}`,
      attempts: 1,
      processedAt: new Date(),
    });
    expect((await dashboard()).totalRevenue - before).toBeCloseTo(900, 2);
  });
});
