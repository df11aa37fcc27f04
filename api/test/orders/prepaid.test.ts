import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allJobs } from '../../src/jobs/jobs.js';
import { runExclusive } from '../../src/jobs/cron-runner.js';
import { pino } from 'pino';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { checkoutResult, createOrder, fakeId, purchaseRow, sendWebhook, settleEvents, webhookBody } from '../payments/fixtures.js';
import { checkout, insertProduct, insertStore, placeOrder, stockOf, student } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const orderRow = (id: string) => t.db('storeOrders').where({ id }).first();

/** A buyer with a prepaid order of two items (₹450 each) awaiting payment. */
async function prepaidOrder(stock = 5) {
  const store = await insertStore(t, { paymentOptions: ['prepaid'] });
  const product = await insertProduct(t, store.id, { title: 'Desk lamp', price: 450, stock });
  const buyer = await student(t);
  const order = await placeOrder(buyer.agent, checkout(store.id, [{ productId: product.id, quantity: 2 }], { paymentType: 'prepaid' }));
  return { store, product, buyer, order };
}

/** The gateway order for it, and the ways its payment reaches the API. */
async function paying(p: Awaited<ReturnType<typeof prepaidOrder>>) {
  const payment = await createOrder(p.buyer.agent, { type: 'store_order', orderId: p.order._id, storeId: p.store.id, paymentType: 'prepaid' }, { amount: 1 });
  const result = checkoutResult(t, payment.id);
  const verify = () => p.buyer.agent.post('/api/razorpay/verify-payment').send(result);
  const webhook = (eventId = fakeId('evt')) =>
    sendWebhook(t, webhookBody('payment.captured', { id: result.razorpay_payment_id, order_id: payment.id, amount: payment.amount }), { eventId });
  return { payment, result, verify, webhook };
}

describe('paying a prepaid order (POST /api/razorpay/create-order, notes.type store_order)', () => {
  it('is priced at the order’s total, described by its number, and linked to the order', async () => {
    const p = await prepaidOrder();
    const { payment } = await paying(p);
    expect(payment).toMatchObject({ amount: 90000, description: `Order ${p.order.orderId}` });
    expect(await purchaseRow(t, payment.purchaseId)).toMatchObject({ kind: 'order', amount: 900, storeOrderId: p.order._id, status: 'created' });
    const seen = await p.buyer.agent.get(`/api/purchases/${payment.purchaseId}`);
    expect(seen.body).toMatchObject({ kind: 'order', storeOrderId: p.order._id });
  });

  it('refuses another’s order or an unknown one (404), a paid one and an abandoned one (409), paying as someone else (403)', async () => {
    const p = await prepaidOrder();
    const other = await student(t);
    const theirs = await other.agent.post('/api/razorpay/create-order').send({ notes: { type: 'store_order', orderId: p.order._id } });
    expect(theirs.status).toBe(404);
    expect(theirs.body.detail).toBe('Order not found');
    const unknown = await p.buyer.agent.post('/api/razorpay/create-order').send({ notes: { type: 'store_order', orderId: randomUUID() } });
    expect(unknown.status).toBe(404);
    const none = await p.buyer.agent.post('/api/razorpay/create-order').send({ notes: { type: 'store_order' } });
    expect(none.status).toBe(404);
    const asOther = await p.buyer.agent.post('/api/razorpay/create-order').send({ notes: { type: 'store_order', orderId: p.order._id, buyerId: other.user.id } });
    expect(asOther.status).toBe(403);

    await t.db('storeOrders').where({ id: p.order._id }).update({ status: 'pending' });
    const paid = await p.buyer.agent.post('/api/razorpay/create-order').send({ notes: { type: 'store_order', orderId: p.order._id } });
    expect(paid.status).toBe(409);
    expect(paid.body.detail).toBe('This order is already paid');
    await t.db('storeOrders').where({ id: p.order._id }).update({ status: 'abandoned' });
    const abandoned = await p.buyer.agent.post('/api/razorpay/create-order').send({ notes: { type: 'store_order', orderId: p.order._id } });
    expect(abandoned.status).toBe(409);
    expect(abandoned.body.detail).toBe('This order was cancelled. Please place it again.');
    expect(await t.db('purchases').where({ storeOrderId: p.order._id })).toHaveLength(0);
  });
});

describe('a prepaid order is paid exactly once', () => {
  async function expectPaidOnce(p: Awaited<ReturnType<typeof prepaidOrder>>, pay: Awaited<ReturnType<typeof paying>>) {
    await settleEvents(t);
    expect(await t.db('paymentEvents').whereNotNull('lastError')).toEqual([]);
    const order = await orderRow(p.order._id);
    expect(order.status).toBe('pending');
    expect(order.paidAt).toBeInstanceOf(Date);
    const purchase = await purchaseRow(t, pay.payment.purchaseId);
    expect(purchase).toMatchObject({ status: 'fulfilled', granted: { orderId: p.order.orderId } });
    // Stock was taken once, at checkout.
    expect(await stockOf(t, p.product.id)).toBe(3);
    const shown = (await p.buyer.agent.get(`/api/orders/${p.order._id}`)).body;
    expect(shown).toMatchObject({ status: 'pending', razorpayOrderId: pay.payment.id, razorpayPaymentId: pay.result.razorpay_payment_id });
    const mine = (await p.buyer.agent.get('/api/orders/mine')).body;
    expect(mine.items.map((o: { _id: string }) => o._id)).toEqual([p.order._id]);
  }

  it('verify, then the webhook three times (one replayed id)', async () => {
    const p = await prepaidOrder();
    const pay = await paying(p);
    const first = await pay.verify();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.purchase).toMatchObject({ status: 'fulfilled', kind: 'order', grant: { orderId: p.order.orderId } });
    const same = fakeId('evt');
    for (const id of [same, same, fakeId('evt')]) expect((await pay.webhook(id)).status).toBe(200);
    expect((await pay.verify()).body.purchase).toEqual(first.body.purchase);
    await expectPaidOnce(p, pay);
  });

  it('the webhook three times, then verify', async () => {
    const p = await prepaidOrder();
    const pay = await paying(p);
    for (let i = 0; i < 3; i += 1) expect((await pay.webhook()).status).toBe(200);
    await settleEvents(t);
    const verified = await pay.verify();
    expect(verified.status).toBe(200);
    expect(verified.body.purchase.grant).toEqual({ orderId: p.order.orderId });
    await expectPaidOnce(p, pay);
  });

  it('verify ×3 and the webhook ×3 all at once', async () => {
    const p = await prepaidOrder();
    const pay = await paying(p);
    const replies = await Promise.all([pay.verify(), pay.webhook(), pay.verify(), pay.webhook(), pay.verify(), pay.webhook()]);
    for (const r of replies) expect(r.status).toBe(200);
    await expectPaidOnce(p, pay);
  });

  it('a second payment of the same order (another tab) changes nothing and is owed back', async () => {
    const p = await prepaidOrder();
    const first = await paying(p);
    const second = await paying(p); // the window was opened twice before either was paid
    // One gateway order per store order: both tabs pay the same one.
    expect(second.payment).toEqual(first.payment);
    await first.verify().expect(200);
    const again = await second.verify();
    expect(again.status).toBe(200);
    expect(again.body.purchase.grant).toEqual({ orderId: p.order.orderId });
    expect(again.body.purchase.gatewayPaymentId).toBe(first.result.razorpay_payment_id);
    expect(again.body.purchase.refunds).toMatchObject([{ gatewayPaymentId: second.result.razorpay_payment_id, reason: 'duplicate_payment', amount: 900 }]);
    expect((await orderRow(p.order._id)).status).toBe('pending');
    expect(await stockOf(t, p.product.id)).toBe(3);
  });
});

describe('giving up an unpaid order', () => {
  it('POST /api/orders/{order}/abandon returns its stock; a paid one is 409; another’s is 404', async () => {
    const p = await prepaidOrder();
    const other = await student(t);
    expect((await other.agent.post(`/api/orders/${p.order.orderId}/abandon`)).status).toBe(404);
    const res = await p.buyer.agent.post(`/api/orders/${p.order.orderId}/abandon`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('abandoned');
    expect(await stockOf(t, p.product.id)).toBe(5);
    // Twice is the same as once: the stock is returned once.
    expect((await p.buyer.agent.post(`/api/orders/${p.order._id}/abandon`)).body.status).toBe('abandoned');
    expect(await stockOf(t, p.product.id)).toBe(5);
    // The buyer still sees it, cancelled (abandoned); the store never did.
    expect((await p.buyer.agent.get('/api/orders/mine')).body).toMatchObject({ total: 1, items: [{ _id: p.order._id, status: 'abandoned' }] });

    const paid = await prepaidOrder();
    await (await paying(paid)).verify().expect(200);
    const refused = await paid.buyer.agent.post(`/api/orders/${paid.order._id}/abandon`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('This order is already paid');
    expect((await t.request().post(`/api/orders/${paid.order._id}/abandon`)).status).toBe(401);
  });

  it('a payment that arrives after the buyer gave up takes the stock again when it is there', async () => {
    const p = await prepaidOrder();
    const pay = await paying(p);
    await p.buyer.agent.post(`/api/orders/${p.order._id}/abandon`).expect(200);
    expect(await stockOf(t, p.product.id)).toBe(5);
    const res = await pay.verify();
    expect(res.status).toBe(200);
    expect(res.body.purchase.grant).toMatchObject({ orderId: p.order.orderId });
    expect(await orderRow(p.order._id)).toMatchObject({ status: 'pending' });
    expect(await stockOf(t, p.product.id)).toBe(3);
  });

  it('…and cancels the order, keeping the stock at 0, when the items were sold meanwhile', async () => {
    const p = await prepaidOrder(2);
    const pay = await paying(p);
    await p.buyer.agent.post(`/api/orders/${p.order._id}/abandon`).expect(200);
    const rival = await student(t);
    await placeOrder(rival.agent, checkout(p.store.id, [{ productId: p.product.id, quantity: 1 }], { paymentType: 'prepaid' }));
    for (let i = 0; i < 3; i += 1) await pay.webhook();
    await settleEvents(t);
    const order = await orderRow(p.order._id);
    expect(order).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Items went out of stock before the payment arrived; the payment will be refunded.',
    });
    expect(order.cancelledAt).toBeInstanceOf(Date);
    expect(await purchaseRow(t, pay.payment.purchaseId)).toMatchObject({ status: 'fulfilled' });
    expect(await stockOf(t, p.product.id)).toBe(1);
  });
});

describe('the abandon-unpaid-orders job', () => {
  const job = () => allJobs(undefined, pino({ level: 'silent' }), t.deps.pictures, t.config.publicUrl).find((j) => j.name === 'abandon-unpaid-orders')!;
  const age = (table: 'storeOrders' | 'purchases', id: string, minutes: number) =>
    t.db(table).where({ id }).update({ createdAt: t.db.raw(`now() - make_interval(mins => ?)`, [minutes]) });

  it('abandons orders unpaid for 30 minutes with no open payment attempt, returning their stock', async () => {
    const stale = await prepaidOrder();
    const fresh = await prepaidOrder();
    const closedAttempt = await prepaidOrder();
    const openAttempt = await prepaidOrder();
    const paidAtGateway = await prepaidOrder();
    const cod = await prepaidOrder();
    for (const o of [stale, fresh, closedAttempt, openAttempt, paidAtGateway]) await age('storeOrders', o.order._id, o === fresh ? 10 : 31);
    const closed = await paying(closedAttempt);
    await age('purchases', closed.payment.purchaseId, 40);
    await t.db('purchases').where({ id: closed.payment.purchaseId }).update({ status: 'closed', closedAt: t.db.fn.now() });
    const open = await paying(openAttempt);
    await age('purchases', open.payment.purchaseId, 20);
    const captured = await paying(paidAtGateway);
    // Taken at the gateway and recorded, not yet fulfilled: the reconciler settles it first.
    await t.db('purchases').where({ id: captured.payment.purchaseId }).update({ status: 'paid', gatewayPaymentId: fakeId('pay'), paidAt: t.db.fn.now() });
    await t.db('storeOrders').where({ id: cod.order._id }).update({ status: 'pending' });
    await age('storeOrders', cod.order._id, 120);

    const run = await runExclusive(t.db, job());
    expect(run).toEqual({ ran: true, result: 2 });
    for (const o of [stale, closedAttempt]) {
      expect((await orderRow(o.order._id)).status).toBe('abandoned');
      expect(await stockOf(t, o.product.id)).toBe(5);
    }
    for (const o of [fresh, openAttempt, paidAtGateway]) {
      expect((await orderRow(o.order._id)).status).toBe('awaiting_payment');
      expect(await stockOf(t, o.product.id)).toBe(3);
    }
    expect((await orderRow(cod.order._id)).status).toBe('pending');
    expect(await runExclusive(t.db, job())).toEqual({ ran: true, result: 0 });
  });
});
