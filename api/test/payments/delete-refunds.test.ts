// An admin deleting what was paid for: a paid order that was not delivered is refunded before it
// goes; a deleted store's unfilled orders are cancelled as the store was closed (buyers told and
// refunded) and its unpaid ones abandoned. A delivered order's payment is kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, type Agent } from '../admin/commerce-fixtures.js';
import { checkout, insertProduct, insertStore, placeOrder, student } from '../orders/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createOrder, purchaseRow, settleEvents, waitFor } from './fixtures.js';

let t: TestApp;
let adminAgent: Agent;
beforeAll(async () => {
  t = await createTestApp();
  ({ adminAgent } = await sessions(t));
});
afterAll(() => t.close());

/** A prepaid order of two ₹450 lamps at a new store, paid through the test gateway. */
async function paidOrder(storeId?: string) {
  const store = storeId ? { id: storeId } : await insertStore(t, { paymentOptions: ['prepaid', 'cod'] });
  const product = await insertProduct(t, store.id, { title: 'Desk lamp', price: 450, stock: 5 });
  const buyer = await student(t);
  const order = await placeOrder(buyer.agent, checkout(store.id, [{ productId: product.id, quantity: 2 }], { paymentType: 'prepaid' }));
  const payment = await createOrder(buyer.agent, { type: 'store_order', orderId: order._id, storeId: store.id, paymentType: 'prepaid' });
  await buyer.agent.post(`/api/test-gateway/orders/${payment.id}/pay`).send({ outcome: 'success' }).expect(200);
  await waitFor(async () => (await purchaseRow(t, payment.purchaseId)).status === 'fulfilled');
  await settleEvents(t);
  return { store, product, buyer, order, payment };
}

const refundsOf = (purchaseId: string) => t.db('refunds').where({ purchaseId }).select('reason', 'status', 'amount');

describe('DELETE /api/admin/orders/{id} of a paid order', () => {
  it('refunds one that was not delivered, once, and tells the buyer', async () => {
    const { order, payment, buyer } = await paidOrder();
    await adminAgent.delete(`/api/admin/orders/${order._id}`).expect(204);
    expect(await t.db('storeOrders').where({ id: order._id })).toHaveLength(0);
    expect(await refundsOf(payment.purchaseId)).toEqual([{ reason: 'order_cancelled', status: 'processed', amount: 900 }]);
    expect((await t.outbox(buyer.user.email)).filter((m) => m.template === 'payment-refund')).toHaveLength(1);
    const audit = await t.db('auditLog').where({ targetId: order._id, action: 'order.delete' }).first();
    expect(audit.summary).toMatch(/payment refunded$/);
  });

  it('keeps the payment of a delivered order', async () => {
    const { order, payment } = await paidOrder();
    await adminAgent.patch(`/api/admin/orders/${order._id}`).send({ status: 'delivered' }).expect(200);
    await adminAgent.delete(`/api/admin/orders/${order._id}`).expect(204);
    expect(await refundsOf(payment.purchaseId)).toEqual([]);
  });

  it('does not refund twice an order cancelled (and refunded) before it is deleted', async () => {
    const { order, payment } = await paidOrder();
    await adminAgent.patch(`/api/admin/orders/${order._id}`).send({ status: 'cancelled', cancellationReason: 'Out of lamps' }).expect(200);
    await adminAgent.delete(`/api/admin/orders/${order._id}`).expect(204);
    expect(await refundsOf(payment.purchaseId)).toEqual([{ reason: 'order_cancelled', status: 'processed', amount: 900 }]);
  });
});

describe('DELETE /api/admin/stores/{id}', () => {
  it("cancels the store's pending and confirmed orders as closed, refunds the paid ones, abandons the unpaid and keeps the shipped", async () => {
    const pending = await paidOrder();
    const storeId = pending.store.id;
    const confirmed = await paidOrder(storeId);
    await adminAgent.patch(`/api/admin/orders/${confirmed.order._id}`).send({ status: 'confirmed' }).expect(200);
    const shipped = await paidOrder(storeId);
    await adminAgent.patch(`/api/admin/orders/${shipped.order._id}`).send({ status: 'shipped' }).expect(200);
    const unpaidBuyer = await student(t);
    const unpaid = await placeOrder(unpaidBuyer.agent, checkout(storeId, [{ productId: pending.product.id, quantity: 1 }], { paymentType: 'prepaid' }));
    const cod = await placeOrder(unpaidBuyer.agent, checkout(storeId, [{ productId: pending.product.id, quantity: 1 }], { paymentType: 'cod' }));

    await adminAgent.delete(`/api/admin/stores/${storeId}`).expect(204);

    const statusOf = async (id: string) => t.db('storeOrders').where({ id }).first('status', 'cancellationReason', 'storeId');
    for (const { order } of [pending, confirmed]) {
      expect(await statusOf(order._id)).toEqual({ status: 'cancelled', cancellationReason: 'The store was closed.', storeId: null });
    }
    expect(await statusOf(cod._id)).toMatchObject({ status: 'cancelled', cancellationReason: 'The store was closed.' });
    expect(await statusOf(shipped.order._id)).toMatchObject({ status: 'shipped' });
    expect(await statusOf(unpaid._id)).toMatchObject({ status: 'abandoned' });

    for (const { payment, buyer, order } of [pending, confirmed]) {
      expect(await refundsOf(payment.purchaseId)).toEqual([{ reason: 'order_cancelled', status: 'processed', amount: 900 }]);
      expect((await t.outbox(buyer.user.email)).map((m) => m.template)).toContain('payment-refund');
      // The cancellation goes where the checkout said, with the reason.
      const { orderNumber, customerEmail } = await t.db('storeOrders').where({ id: order._id }).first('orderNumber', 'customerEmail');
      const [cancellation] = (await t.outbox(customerEmail)).filter((m) => m.template === 'store-order-cancellation' && m.subject.includes(orderNumber));
      expect(cancellation?.textBody).toContain('Reason: The store was closed.');
    }
    expect(await refundsOf(shipped.payment.purchaseId)).toEqual([]);
  });

  it('changes nothing for a store that does not exist', async () => {
    await adminAgent.delete('/api/admin/stores/00000000-0000-4000-8000-000000000000').expect(404);
  });
});
