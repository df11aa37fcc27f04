// The Finance panel's Refunds list (GET /api/admin/refunds): every refund, newest first, with its
// purchase, buyer and store order number, by status, for admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly, sessions, type Agent } from '../admin/commerce-fixtures.js';
import { checkout, insertProduct, insertStore, placeOrder, student } from '../orders/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createOrder, fakeId, orderNotes, purchaseRow, settleEvents, waitFor } from './fixtures.js';

let t: TestApp;
let adminAgent: Agent;
let studentAgent: Agent;
beforeAll(async () => {
  t = await createTestApp();
  ({ adminAgent, studentAgent } = await sessions(t));
});
afterAll(() => t.close());

/** A prepaid order of two ₹450 lamps, paid through the test gateway, then cancelled by an admin (refunded at once). */
async function cancelledPaidOrder() {
  const store = await insertStore(t, { paymentOptions: ['prepaid'] });
  const product = await insertProduct(t, store.id, { title: 'Desk lamp', price: 450, stock: 5 });
  const buyer = await student(t);
  const order = await placeOrder(buyer.agent, checkout(store.id, [{ productId: product.id, quantity: 2 }], { paymentType: 'prepaid' }));
  const payment = await createOrder(buyer.agent, { type: 'store_order', orderId: order._id, storeId: store.id, paymentType: 'prepaid' });
  await buyer.agent.post(`/api/test-gateway/orders/${payment.id}/pay`).send({ outcome: 'success' }).expect(200);
  await waitFor(async () => (await purchaseRow(t, payment.purchaseId)).status === 'fulfilled');
  await settleEvents(t);
  const res = await adminAgent.patch(`/api/admin/orders/${order._id}`).send({ status: 'cancelled', cancellationReason: 'Store closed for exams' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { buyer, order, payment };
}

/** The gateway refuses every refund while `run` runs. */
async function gatewayRefusing<T>(run: () => Promise<T>): Promise<T> {
  const gateway = t.payments.gateway;
  const original = gateway.refund;
  gateway.refund = () => Promise.reject(new Error('Gateway timeout'));
  try {
    return await run();
  } finally {
    gateway.refund = original;
  }
}

const list = (query: Record<string, string | number> = {}) => adminAgent.get('/api/admin/refunds').query(query);

describe('GET /api/admin/refunds', () => {
  let processed: Awaited<ReturnType<typeof cancelledPaidOrder>>;
  let retrying: Awaited<ReturnType<typeof cancelledPaidOrder>>;
  let duplicate: { purchaseId: string; email: string; fullName: string };

  beforeAll(async () => {
    processed = await cancelledPaidOrder();
    retrying = await gatewayRefusing(cancelledPaidOrder);
    // A second payment of an extra listing: a purchase that is no store order.
    const buyer = await student(t);
    const payment = await createOrder(buyer.agent, orderNotes.extra);
    await t.db('refunds').insert({ purchaseId: payment.purchaseId, gatewayPaymentId: fakeId('pay'), amount: 10, reason: 'duplicate_payment', createdAt: new Date(Date.now() + 60_000) });
    duplicate = { purchaseId: payment.purchaseId, email: buyer.user.email, fullName: buyer.user.fullName };
  });

  it('lists every refund newest first: amount, reason, status, attempts, error, dates, purchase, buyer and order number', async () => {
    const res = await list();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    const [first, second, third] = res.body.items;
    expect(first).toMatchObject({
      amount: 10,
      reason: 'duplicate_payment',
      status: 'pending',
      attempts: 0,
      lastError: null,
      processedAt: null,
      purchase: { id: duplicate.purchaseId, description: expect.any(String) },
      buyer: { fullName: duplicate.fullName, email: duplicate.email },
      orderNumber: null,
    });
    expect(second).toMatchObject({
      amount: 900,
      reason: 'order_cancelled',
      status: 'failed_retrying',
      attempts: 1,
      lastError: expect.stringContaining('Gateway timeout'),
      processedAt: null,
      purchase: { id: retrying.payment.purchaseId, description: `Order ${retrying.order.orderId}` },
      buyer: { _id: retrying.buyer.user.id, fullName: retrying.buyer.user.fullName, email: retrying.buyer.user.email },
      orderNumber: retrying.order.orderId,
    });
    expect(third).toMatchObject({
      amount: 900,
      reason: 'order_cancelled',
      status: 'processed',
      attempts: 1,
      lastError: null,
      buyer: { _id: processed.buyer.user.id, email: processed.buyer.user.email },
      orderNumber: processed.order.orderId,
    });
    expect(third.orderNumber).toMatch(/^ORD-\d{8}-\d{6}$/);
    expect(Date.parse(third.processedAt)).toBeGreaterThanOrEqual(Date.parse(third.createdAt));
  });

  it('filters by status and pages', async () => {
    const retryingOnly = (await list({ status: 'failed_retrying' }).expect(200)).body;
    expect(retryingOnly).toMatchObject({ total: 1, items: [{ orderNumber: retrying.order.orderId, status: 'failed_retrying' }] });
    const processedOnly = (await list({ status: 'processed' }).expect(200)).body;
    expect(processedOnly).toMatchObject({ total: 1, items: [{ orderNumber: processed.order.orderId }] });
    const pageTwo = (await list({ page: 2, pageSize: 2 }).expect(200)).body;
    expect(pageTwo).toMatchObject({ total: 3, page: 2, pageSize: 2, items: [{ orderNumber: processed.order.orderId }] });
    expect((await list({ status: 'refunded' })).status).toBe(400);
  });

  it('answers 401 to a visitor and 403 to a student', async () => {
    await expectAdminOnly(t, studentAgent, [(agent) => agent.get('/api/admin/refunds')]);
  });
});
