// Money owed back is refunded through the (built-in test) gateway, exactly once: one gateway
// order per store order, a payment after its order closed, a paid order cancelled by its store,
// and the webhook, the reconciler and an admin asking for the same refund at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcilePayments, refundCancelledOrders } from '../../src/modules/payments/index.js';
import { sessions } from '../admin/commerce-fixtures.js';
import { checkout, insertProduct, insertStore, placeOrder, portalCookie, stockOf, student } from '../orders/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createOrder, fakeId, purchaseRow, sendWebhook, settleEvents, waitFor, webhookBody } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const orderRow = (id: string) => t.db('storeOrders').where({ id }).first();
const refundsOf = (purchaseId: string) => t.db('refunds').where({ purchaseId });
const refundMails = async (to: string) => (await t.outbox(to)).filter((m) => m.template === 'payment-refund');

/** A buyer with a prepaid order of two lamps at ₹450 awaiting payment. */
async function prepaidOrder(stock = 5) {
  const store = await insertStore(t, { paymentOptions: ['prepaid'] });
  const product = await insertProduct(t, store.id, { title: 'Desk lamp', price: 450, stock });
  const buyer = await student(t);
  const order = await placeOrder(buyer.agent, checkout(store.id, [{ productId: product.id, quantity: 2 }], { paymentType: 'prepaid' }));
  return { store, product, buyer, order };
}
type Prepaid = Awaited<ReturnType<typeof prepaidOrder>>;

/** Waits until the test gateway's webhook (sent after its answer) has fulfilled the purchase. */
async function fulfilled(purchaseId: string) {
  await waitFor(async () => (await purchaseRow(t, purchaseId)).status === 'fulfilled');
  await settleEvents(t);
}

const notesOf = (p: Prepaid) => ({ type: 'store_order', orderId: p.order._id, storeId: p.store.id, paymentType: 'prepaid' });

/** Pays the order through the test gateway's dialog, and waits for its webhook to be applied. */
async function payAtGateway(p: Prepaid) {
  const payment = await createOrder(p.buyer.agent, notesOf(p));
  const paid = await p.buyer.agent.post(`/api/test-gateway/orders/${payment.id}/pay`).send({ outcome: 'success' });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  await fulfilled(payment.purchaseId);
  return { payment, paymentId: paid.body.razorpay_payment_id as string };
}

/** Counts the gateway's refund calls (the app's payments context is this one object); `before` may hold one back. */
function countGatewayRefunds(before: (calls: number) => Promise<void> = async () => undefined) {
  const gateway = t.payments.gateway;
  const original = gateway.refund;
  const calls: string[] = [];
  gateway.refund = async (paymentId, amount) => {
    calls.push(paymentId);
    await before(calls.length);
    return original(paymentId, amount);
  };
  return { calls, restore: () => void (gateway.refund = original) };
}

describe('one gateway order per store order', () => {
  it('two tabs creating the payment of one order at once get the same gateway order and purchase', async () => {
    const p = await prepaidOrder();
    const tabs = await Promise.all([1, 2, 3].map(() => createOrder(p.buyer.agent, notesOf(p))));
    const a = tabs[0]!;
    expect(tabs).toEqual([a, a, a]);
    expect(a).toMatchObject({ amount: 90000, description: `Order ${p.order.orderId}` });
    expect(await t.db('purchases').where({ storeOrderId: p.order._id })).toHaveLength(1);
    expect(await t.db('testGatewayOrders').where({ id: a.id })).toHaveLength(1);
    // Once it is paid there is nothing more to pay.
    await p.buyer.agent.post(`/api/test-gateway/orders/${a.id}/pay`).send({ outcome: 'success' }).expect(200);
    await fulfilled(a.purchaseId);
    const again = await p.buyer.agent.post('/api/razorpay/create-order').send({ notes: notesOf(p) });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('This order is already paid');
  });

  it('a failed attempt keeps the same gateway order for the retry', async () => {
    const p = await prepaidOrder();
    const first = await createOrder(p.buyer.agent, notesOf(p));
    await p.buyer.agent.post(`/api/test-gateway/orders/${first.id}/pay`).send({ outcome: 'failure' }).expect(402);
    await waitFor(async () => (await purchaseRow(t, first.purchaseId)).status === 'failed');
    expect(await purchaseRow(t, first.purchaseId)).toMatchObject({ status: 'failed' });
    expect((await createOrder(p.buyer.agent, notesOf(p))).id).toBe(first.id);
  });
});

describe('a payment after its order closed is refunded through the gateway', () => {
  it('out of stock: the order is cancelled with the spec’s words, the refund processed and the buyer told', async () => {
    const p = await prepaidOrder(2);
    const payment = await createOrder(p.buyer.agent, notesOf(p));
    await p.buyer.agent.post(`/api/orders/${p.order._id}/abandon`).expect(200);
    const rival = await student(t);
    await placeOrder(rival.agent, checkout(p.store.id, [{ productId: p.product.id, quantity: 1 }], { paymentType: 'prepaid' }));
    const paid = await p.buyer.agent.post(`/api/test-gateway/orders/${payment.id}/pay`).send({ outcome: 'success' });
    expect(paid.status).toBe(200);
    await fulfilled(payment.purchaseId);

    expect(await orderRow(p.order._id)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Items went out of stock before the payment arrived; the payment will be refunded.',
    });
    expect(await stockOf(t, p.product.id)).toBe(1);
    const [refund] = await refundsOf(payment.purchaseId);
    expect(refund).toMatchObject({ gatewayPaymentId: paid.body.razorpay_payment_id, amount: 900, reason: 'order_unavailable', status: 'processed', attempts: 1 });
    expect(await t.db('testGatewayRefunds').where({ paymentId: paid.body.razorpay_payment_id })).toMatchObject([
      { id: refund.gatewayRefundId, amount: 90000, status: 'processed' },
    ]);
    const mails = await refundMails(p.buyer.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(`We have refunded ₹900 for Order ${p.order.orderId}.`);
    const seen = await p.buyer.agent.get(`/api/purchases/${payment.purchaseId}`).expect(200);
    expect(seen.body.refunds).toMatchObject([{ reason: 'order_unavailable', status: 'processed', amount: 900, gatewayRefundId: refund.gatewayRefundId }]);
    expect((await p.buyer.agent.get(`/api/orders/${p.order._id}`).expect(200)).body).toMatchObject({ status: 'cancelled', refundStatus: 'processed' });
  });

  it('an order deleted before its payment arrived: the payment is refunded', async () => {
    const p = await prepaidOrder();
    const payment = await createOrder(p.buyer.agent, notesOf(p));
    await t.db('storeOrders').where({ id: p.order._id }).del();
    const paid = await p.buyer.agent.post(`/api/test-gateway/orders/${payment.id}/pay`).send({ outcome: 'success' }).expect(200);
    await fulfilled(payment.purchaseId);
    expect(await purchaseRow(t, payment.purchaseId)).toMatchObject({ status: 'fulfilled', granted: { note: 'The order no longer exists; the payment will be refunded.' } });
    expect(await refundsOf(payment.purchaseId)).toMatchObject([{ gatewayPaymentId: paid.body.razorpay_payment_id, reason: 'order_unavailable', status: 'processed' }]);
    expect(await refundMails(p.buyer.user.email)).toHaveLength(1);
  });
});

describe('a paid order cancelled is refunded', () => {
  it('by its store in the portal: one refund through the gateway, the buyer e-mailed', async () => {
    const p = await prepaidOrder();
    const { payment, paymentId } = await payAtGateway(p);
    expect((await orderRow(p.order._id)).status).toBe('pending');
    const cookie = await portalCookie(t, p.store.id);
    const res = await t
      .request()
      .patch(`/api/store-portal/orders/${p.order._id}/status`)
      .set('Cookie', cookie)
      .send({ status: 'cancelled', cancellationReason: 'Sold out at the stall' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await refundsOf(payment.purchaseId)).toMatchObject([{ gatewayPaymentId: paymentId, amount: 900, reason: 'order_cancelled', status: 'processed' }]);
    expect(await t.db('testGatewayRefunds').where({ paymentId })).toHaveLength(1);
    expect(await refundMails(p.buyer.user.email)).toHaveLength(1);
    const mine = (await p.buyer.agent.get(`/api/orders/${p.order._id}`).expect(200)).body;
    expect(mine).toMatchObject({ status: 'cancelled', refundStatus: 'processed' });
    expect(Date.parse(mine.refundedAt)).not.toBeNaN();
    // The reconciler finds nothing more to do.
    await reconcilePayments(t.payments);
    expect(await refundsOf(payment.purchaseId)).toHaveLength(1);
    expect(await t.db('testGatewayRefunds').where({ paymentId })).toHaveLength(1);
  });

  it('once refunded, neither the store nor an admin can reopen it (it would ship goods nobody pays for)', async () => {
    const { adminAgent } = await sessions(t);
    const p = await prepaidOrder();
    await payAtGateway(p);
    const cookie = await portalCookie(t, p.store.id);
    const portal = (status: string) =>
      t.request().patch(`/api/store-portal/orders/${p.order._id}/status`).set('Cookie', cookie).send({ status, cancellationReason: 'Sold out at the stall' });
    expect((await portal('cancelled')).status).toBe(200);
    const stock = await stockOf(t, p.product.id);

    const reopened = await portal('pending');
    expect(reopened.status).toBe(409);
    expect(reopened.body.detail).toBe('This order was paid and then cancelled, so its payment is refunded: it cannot be reopened.');
    const byAdmin = await adminAgent.patch(`/api/admin/orders/${p.order._id}`).send({ status: 'confirmed' });
    expect(byAdmin.status).toBe(409);
    expect(byAdmin.body.detail).toBe('This order was paid and then cancelled, so its payment is refunded: it cannot be reopened.');
    // Nothing changed: still cancelled, its stock not taken again.
    expect((await orderRow(p.order._id)).status).toBe('cancelled');
    expect(await stockOf(t, p.product.id)).toBe(stock);
  });

  it('a cash-on-delivery order cancelled has nothing to refund', async () => {
    const store = await insertStore(t);
    const product = await insertProduct(t, store.id, { stock: 5 });
    const buyer = await student(t);
    const order = await placeOrder(buyer.agent, checkout(store.id, [{ productId: product.id, quantity: 1 }]));
    const cookie = await portalCookie(t, store.id);
    await t.request().patch(`/api/store-portal/orders/${order._id}/status`).set('Cookie', cookie).send({ status: 'cancelled', cancellationReason: 'x' }).expect(200);
    expect(await refundCancelledOrders(t.payments, [order._id])).toBe(0);
  });

  it('the webhook, the reconciler and an admin asking at the same moment make one refund and one gateway call', async () => {
    const { adminAgent } = await sessions(t);
    const p = await prepaidOrder();
    const { payment, paymentId } = await payAtGateway(p);
    const replay = () =>
      sendWebhook(t, webhookBody('payment.captured', { id: paymentId, order_id: payment.id, amount: payment.amount }), { eventId: fakeId('evt') });
    // The first refund call is held at the gateway until everyone else has asked.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const atGateway = new Promise<void>((resolve) => (reached = resolve));
    const counter = countGatewayRefunds(async (calls) => {
      reached();
      if (calls === 1) await gate;
    });
    try {
      const cancel = adminAgent.patch(`/api/admin/orders/${p.order._id}`).send({ status: 'cancelled', cancellationReason: 'Store closed for exams' }).then((r) => r);
      await atGateway;
      await Promise.all([reconcilePayments(t.payments), replay(), replay(), reconcilePayments(t.payments), refundCancelledOrders(t.payments, [p.order._id])]);
      await settleEvents(t);
      expect(counter.calls).toEqual([paymentId]);
      release();
      const res = await cancel;
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // All of them again once it is processed: nothing more.
      await Promise.all([reconcilePayments(t.payments), replay(), refundCancelledOrders(t.payments, [p.order._id])]);
      await settleEvents(t);
    } finally {
      release();
      counter.restore();
    }
    expect(counter.calls).toEqual([paymentId]);
    expect(await refundsOf(payment.purchaseId)).toMatchObject([{ gatewayPaymentId: paymentId, reason: 'order_cancelled', status: 'processed', attempts: 1 }]);
    expect(await t.db('testGatewayRefunds').where({ paymentId })).toHaveLength(1);
    expect(await refundMails(p.buyer.user.email)).toHaveLength(1);
  });
});
