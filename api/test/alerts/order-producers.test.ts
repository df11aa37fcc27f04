// The order and refund producers: a store (or an admin) moving an order tells its buyer, once per
// status as the e-mails go; a refund issued tells the student; a refused change tells nobody.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcilePayments } from '../../src/modules/payments/index.js';
import { checkout, insertProduct, insertStore, placeOrder, portalCookie, portalOrder, student } from '../orders/fixtures.js';
import { createOrder, purchaseRow, settleEvents, waitFor } from '../payments/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { alertsOf } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const link = (orderNumber: string) => `/order-confirmation?order=${orderNumber}`;

describe('order status changes made by the store', () => {
  it('tell the buyer once per change, in words and with a link to the order', async () => {
    const o = await portalOrder(t);
    expect(await alertsOf(t.db, o.buyer.user.id)).toEqual([]);
    expect((await o.patch('confirmed')).status).toBe(200);
    const alerts = await alertsOf(t.db, o.buyer.user.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      kind: 'order',
      title: 'Order confirmed',
      body: `Campus Threads confirmed your order ${o.order.orderId} (₹500).`,
      link: link(o.order.orderId),
      dedupeKey: `order:${o.order._id}:confirmed`,
      readAt: null,
    });
    // The buyer sees it in the list and the count.
    const page = (await o.buyer.agent.get('/api/alerts').expect(200)).body;
    expect(page.unreadCount).toBe(1);
    expect(page.items[0]).toMatchObject({ kind: 'order', title: 'Order confirmed', link: link(o.order.orderId) });

    await o.patch('shipped').expect(200);
    await o.patch('delivered').expect(200);
    expect((await alertsOf(t.db, o.buyer.user.id)).map((a) => [a.title, a.body])).toEqual([
      ['Order confirmed', `Campus Threads confirmed your order ${o.order.orderId} (₹500).`],
      ['Order shipped', `Your order ${o.order.orderId} from Campus Threads is on its way.`],
      ['Order delivered', `Your order ${o.order.orderId} from Campus Threads was delivered. Enjoy!`],
    ]);
  });

  it('a status reached again (shipped → confirmed → shipped) is not told twice, as its e-mail is not', async () => {
    const o = await portalOrder(t);
    for (const status of ['confirmed', 'shipped', 'confirmed', 'shipped']) await o.patch(status).expect(200);
    expect((await alertsOf(t.db, o.buyer.user.id)).map((a) => a.title)).toEqual(['Order confirmed', 'Order shipped']);
  });

  it('a cancellation carries the store’s reason; reopening it is told too', async () => {
    const o = await portalOrder(t);
    await o.patch('cancelled', { cancellationReason: 'Sold out at the stall' }).expect(200);
    await o.patch('pending').expect(200);
    expect((await alertsOf(t.db, o.buyer.user.id)).map((a) => [a.title, a.body])).toEqual([
      ['Order cancelled', `Your order ${o.order.orderId} from Campus Threads was cancelled: Sold out at the stall`],
      ['Order reopened', `Your order ${o.order.orderId} from Campus Threads was reopened and is pending again.`],
    ]);
  });

  it('a refused change tells nobody', async () => {
    const o = await portalOrder(t);
    expect((await o.patch('delivered')).status).toBe(409);
    expect((await o.patch('cancelled')).status).toBe(400);
    expect(await alertsOf(t.db, o.buyer.user.id)).toEqual([]);
  });

  it('bulk status: each order changed tells its own buyer once; a refused one tells nobody', async () => {
    const store = await insertStore(t, { name: 'Page Turners' });
    const product = await insertProduct(t, store.id, { price: 120, stock: 20 });
    const buyers = [await student(t), await student(t), await student(t)];
    const orders = [];
    for (const b of buyers) orders.push(await placeOrder(b.agent, checkout(store.id, [{ productId: product.id, quantity: 1 }])));
    const cookie = await portalCookie(t, store.id);
    // The third is delivered already: it cannot be confirmed.
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      await t.request().patch(`/api/store-portal/orders/${orders[2]!._id}/status`).set('Cookie', cookie).send({ status }).expect(200);
    }
    const before = (await alertsOf(t.db, buyers[2]!.user.id)).length;
    const res = await t
      .request()
      .post('/api/store-portal/orders/bulk-status')
      .set('Cookie', cookie)
      .send({ orderIds: orders.map((o) => o._id), status: 'confirmed' })
      .expect(200);
    expect(res.body.updated).toHaveLength(2);
    expect(res.body.failed).toHaveLength(1);
    for (const [i, b] of buyers.slice(0, 2).entries()) {
      expect(await alertsOf(t.db, b.user.id)).toMatchObject([{ title: 'Order confirmed', link: link(orders[i]!.orderId) }]);
    }
    expect(await alertsOf(t.db, buyers[2]!.user.id)).toHaveLength(before);
  });

  it("an admin's change in the back office tells the buyer too", async () => {
    const o = await portalOrder(t);
    const admin = await t.loginAs(await t.createUser({ isAdmin: true }));
    await admin.patch(`/api/admin/orders/${o.order._id}`).send({ status: 'shipped' }).expect(200);
    expect(await alertsOf(t.db, o.buyer.user.id)).toMatchObject([{ title: 'Order shipped', dedupeKey: `order:${o.order._id}:shipped` }]);
  });
});

describe('refunds', () => {
  it('a paid order cancelled by its store: the buyer is told of the cancellation and of the refund, once each', async () => {
    const store = await insertStore(t, { name: 'Gadget Garage', paymentOptions: ['prepaid'] });
    const product = await insertProduct(t, store.id, { title: 'Desk lamp', price: 749.5, stock: 5 });
    const buyer = await student(t);
    const order = await placeOrder(buyer.agent, checkout(store.id, [{ productId: product.id, quantity: 2 }], { paymentType: 'prepaid' }));
    const payment = await createOrder(buyer.agent, { type: 'store_order', orderId: order._id, storeId: store.id, paymentType: 'prepaid' });
    await buyer.agent.post(`/api/test-gateway/orders/${payment.id}/pay`).send({ outcome: 'success' }).expect(200);
    await waitFor(async () => (await purchaseRow(t, payment.purchaseId)).status === 'fulfilled');
    await settleEvents(t);

    const cookie = await portalCookie(t, store.id);
    await t
      .request()
      .patch(`/api/store-portal/orders/${order._id}/status`)
      .set('Cookie', cookie)
      .send({ status: 'cancelled', cancellationReason: 'Sold out' })
      .expect(200);
    const [refund] = await t.db('refunds').where({ purchaseId: payment.purchaseId });
    expect(refund).toMatchObject({ status: 'processed' });
    const alerts = await alertsOf(t.db, buyer.user.id);
    expect(alerts.map((a) => a.kind)).toEqual(['order', 'refund']);
    expect(alerts[1]).toMatchObject({
      title: 'Refund of ₹1,499 issued',
      link: link(order.orderId),
      dedupeKey: `refund:${refund.id}`,
    });
    expect(alerts[1]!.body).toBe(
      `We have refunded ₹1,499 for Order ${order.orderId}. The order was cancelled. It reaches the account you paid from, usually within 5-7 working days.`,
    );

    // The reconciler running again (a retried job) tells nobody twice.
    await reconcilePayments(t.payments);
    expect(await alertsOf(t.db, buyer.user.id)).toHaveLength(2);
  });
});
