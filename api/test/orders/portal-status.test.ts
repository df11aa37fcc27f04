import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  checkout,
  insertProduct,
  insertStore,
  mailsTo as fixtureMailsTo,
  orderOf,
  orderRow as fixtureOrderRow,
  placeOrder,
  portalCookie,
  portalOrder as fixturePortalOrder,
  sizeStockOf,
  stockOf,
  student,
} from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const orderRow = (id: string) => fixtureOrderRow(t, id);
const mailsTo = (to: string) => fixtureMailsTo(t, to);
const portalOrder = (email?: string) => fixturePortalOrder(t, email);

describe('PATCH /api/store-portal/orders/{id}/status: the owner’s transition table', () => {
  it('pending → confirmed → shipped → delivered, each writing its time, with the customer’s e-mail each time', async () => {
    const o = await portalOrder();
    const confirmed = await o.patch('confirmed');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ emailQueued: true, order: { status: 'confirmed' } });
    expect(confirmed.body.order.confirmedAt).not.toBeNull();
    const shipped = await o.patch('shipped');
    expect(shipped.body.order.shippedAt).not.toBeNull();
    const delivered = await o.patch('delivered');
    expect(delivered.body.order).toMatchObject({ status: 'delivered' });
    const row = await orderRow(o.order._id);
    expect(row.confirmedAt.getTime()).toBeLessThanOrEqual(row.shippedAt.getTime());
    expect(row.shippedAt.getTime()).toBeLessThanOrEqual(row.deliveredAt.getTime());
    expect(row.statusUpdatedAt.getTime()).toBe(row.deliveredAt.getTime());
    const mails = await mailsTo(o.email);
    expect(mails.map((m) => m.template)).toEqual(['store-order-confirmation', 'store-order-shipped', 'store-order-delivered']);
    expect(mails[0]!.subject).toBe(`Your order ${o.order.orderId} is confirmed by Campus Threads`);
    expect(mails[0]!.textBody).toContain('2 × Logo tee');
    expect(mails[0]!.textBody).toContain('₹500');
    expect(await stockOf(t, o.product.id)).toBe(8);
  });

  it('refuses what the table does not allow, with its message', async () => {
    const o = await portalOrder();
    const expectRefused = async (status: string, code: number, detail: string, extra = {}) => {
      const res = await o.patch(status, extra);
      expect(res.status, status).toBe(code);
      expect(res.body.detail).toBe(detail);
    };
    await expectRefused('pending', 409, 'Please select a different status');
    await expectRefused('delivered', 409, 'Cannot change status from pending to delivered');
    await expectRefused('shipped', 409, 'Cannot change status from pending to shipped');
    await expectRefused('cancelled', 400, 'Please provide a cancellation reason');
    await expectRefused('cancelled', 400, 'Please provide a cancellation reason', { cancellationReason: '   ' });
    await o.patch('confirmed').expect(200);
    await expectRefused('pending', 409, 'Confirmed orders cannot go back to pending: confirming is a commitment to the customer.');
    await expectRefused('delivered', 409, 'Cannot change status from confirmed to delivered');
    await o.patch('shipped').expect(200);
    await expectRefused('pending', 409, 'Cannot change status from shipped to pending');
    await expectRefused('cancelled', 409, 'Cannot change status from shipped to cancelled', { cancellationReason: 'x' });
    // Shipped may go back to confirmed: it is no longer on its way.
    const back = await o.patch('confirmed');
    expect(back.status).toBe(200);
    expect(back.body.order.shippedAt).toBeNull();
    await o.patch('shipped').expect(200);
    await o.patch('delivered').expect(200);
    for (const status of ['pending', 'confirmed', 'shipped', 'cancelled']) await expectRefused(status, 409, 'Cannot modify delivered orders', { cancellationReason: 'x' });
    expect((await orderRow(o.order._id)).status).toBe('delivered');
  });

  it('cancelling returns the stock and mails the reason; only pending is allowed after, which takes the stock again', async () => {
    const o = await portalOrder();
    const cancelled = await o.patch('cancelled', { cancellationReason: '  Out of this colour  ' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({ status: 'cancelled', cancellationReason: 'Out of this colour' });
    expect(cancelled.body.order.cancelledAt).not.toBeNull();
    expect(await stockOf(t, o.product.id)).toBe(10);
    const [mail] = await mailsTo(o.email);
    expect(mail).toMatchObject({ template: 'store-order-cancellation' });
    expect(mail!.textBody).toContain('Reason: Out of this colour');
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      const res = await o.patch(status);
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe('Cancelled orders can only be reverted to pending');
    }
    const reverted = await o.patch('pending');
    expect(reverted.status).toBe(200);
    expect(reverted.body).toMatchObject({ emailQueued: false, order: { status: 'pending', cancellationReason: null, cancelledAt: null } });
    expect(await stockOf(t, o.product.id)).toBe(8);
    expect(await mailsTo(o.email)).toHaveLength(1);
  });

  it('reverting a cancellation whose stock was sold meanwhile is refused: {title} is out of stock', async () => {
    const store = await insertStore(t);
    const product = await insertProduct(t, store.id, { title: 'Beanie', sizes: [{ key: 'one', size: 'One size', stock: 1 }] });
    const first = await student(t);
    const order = await placeOrder(first.agent, checkout(store.id, [{ productId: product.id, quantity: 1, size: 'one' }]));
    const cookie = await portalCookie(t, store.id);
    const patch = (body: object) => t.request().patch(`/api/store-portal/orders/${order._id}/status`).set('Cookie', cookie).send(body);
    await patch({ status: 'cancelled', cancellationReason: 'Buyer asked' }).expect(200);
    expect(await sizeStockOf(t, product.id, 'one')).toBe(1);
    const second = await student(t);
    await placeOrder(second.agent, checkout(store.id, [{ productId: product.id, quantity: 1, size: 'One size' }]));
    const res = await patch({ status: 'pending' });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('Beanie is out of stock');
    expect((await orderRow(order._id)).status).toBe('cancelled');
    expect(await sizeStockOf(t, product.id, 'one')).toBe(0);
  });

  it('two changes at once serialize on the order: one cancels, the stock is returned once', async () => {
    const o = await portalOrder();
    const replies = await Promise.all(Array.from({ length: 6 }, () => o.patch('cancelled', { cancellationReason: 'Duplicate order' })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.status !== 200)) expect(r.body.detail).toBe('Please select a different status');
    expect(await stockOf(t, o.product.id)).toBe(10);
    expect(await mailsTo(o.email)).toHaveLength(1);
  });
});

describe('POST /api/store-portal/orders/bulk-status', () => {
  it('changes what the table allows and reports the rest, another store’s orders as not found', async () => {
    const store = await insertStore(t);
    const product = await insertProduct(t, store.id, { stock: 20 });
    const buyer = await student(t);
    const place = () => placeOrder(buyer.agent, checkout(store.id, [{ productId: product.id, quantity: 1 }]));
    const [a, b, c] = [await place(), await place(), await place()];
    const cookie = await portalCookie(t, store.id);
    await t.request().patch(`/api/store-portal/orders/${c._id}/status`).set('Cookie', cookie).send({ status: 'confirmed' }).expect(200);
    await t.request().patch(`/api/store-portal/orders/${c._id}/status`).set('Cookie', cookie).send({ status: 'shipped' }).expect(200);
    const foreign = await orderOf(t);
    const unknown = randomUUID();
    const res = await t
      .request()
      .post('/api/store-portal/orders/bulk-status')
      .set('Cookie', cookie)
      .send({ orderIds: [a._id, b._id, c._id, foreign.order._id, unknown], status: 'confirmed' });
    expect(res.status).toBe(200);
    expect(res.body.updated.map((o: { _id: string; status: string }) => [o._id, o.status])).toEqual([
      [a._id, 'confirmed'],
      [b._id, 'confirmed'],
      [c._id, 'confirmed'],
    ]);
    expect(res.body.failed).toEqual([
      { _id: foreign.order._id, detail: 'Order not found' },
      { _id: unknown, detail: 'Order not found' },
    ]);
    const again = await t.request().post('/api/store-portal/orders/bulk-status').set('Cookie', cookie).send({ orderIds: [a._id], status: 'cancelled' });
    expect(again.body.failed).toEqual([{ _id: a._id, orderId: a.orderId, detail: 'Please provide a cancellation reason' }]);
    const shipped = await t.request().post('/api/store-portal/orders/bulk-status').set('Cookie', cookie).send({ orderIds: [a._id, b._id], status: 'shipped' });
    expect(shipped.body.updated).toHaveLength(2);
    const refused = await t.request().post('/api/store-portal/orders/bulk-status').set('Cookie', cookie).send({ orderIds: [a._id], status: 'confirmed', cancellationReason: 'x' });
    expect(refused.body).toEqual({ updated: [expect.objectContaining({ _id: a._id, status: 'confirmed' })], failed: [] });
    expect((await orderRow(foreign.order._id)).status).toBe('pending');
  });
});

