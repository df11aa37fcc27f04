// The Orders panel: GET /api/admin/orders, PATCH and DELETE /api/admin/orders/{id}.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, insertProduct, insertStore, mailsTo, orderRow, placeOrder, sizeStockOf, stockOf, student } from '../orders/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { auditOf, expectAdminOnly, sessions, type Agent } from './commerce-fixtures.js';

let t: TestApp;
let adminAgent: Agent;
let studentAgent: Agent;
beforeAll(async () => {
  t = await createTestApp();
  ({ adminAgent, studentAgent } = await sessions(t));
});
afterAll(() => t.close());

/** A store (named with a fresh token) with a product of `stock` and an order of `quantity` by a fresh buyer. */
async function anOrder(opts: { stock?: number; quantity?: number; storeName?: string; email?: string } = {}) {
  const token = randomUUID().slice(0, 8);
  const store = await insertStore(t, { name: `${opts.storeName ?? 'Campus Threads'} ${token}` });
  const product = await insertProduct(t, store.id, { title: 'Logo tee', price: 250, stock: opts.stock ?? 10 });
  const buyer = await student(t);
  const email = opts.email ?? `c-${token}@campus.edu`;
  const order = await placeOrder(buyer.agent, checkout(store.id, [{ productId: product.id, quantity: opts.quantity ?? 2 }], { email }));
  const patch = (status: string, extra: Record<string, unknown> = {}) => adminAgent.patch(`/api/admin/orders/${order._id}`).send({ status, ...extra });
  return { token, store, product, buyer, order, email, patch };
}

describe('access', () => {
  it('answers a visitor 401 and a student 403 on every call; the order and its stock stay as they were', async () => {
    const o = await anOrder();
    await expectAdminOnly(t, studentAgent, [
      (a) => a.get('/api/admin/orders'),
      (a) => a.patch(`/api/admin/orders/${o.order._id}`).send({ status: 'cancelled', cancellationReason: 'x' }),
      (a) => a.delete(`/api/admin/orders/${o.order._id}`),
    ]);
    // Even the order's own buyer.
    await o.buyer.agent.patch(`/api/admin/orders/${o.order._id}`).send({ status: 'confirmed' }).expect(403);
    expect((await orderRow(t, o.order._id)).status).toBe('pending');
    expect(await stockOf(t, o.product.id)).toBe(8);
    expect(await auditOf(t, o.order._id)).toEqual([]);
  });
});

describe('GET /api/admin/orders', () => {
  it('lists orders newest first with customer, store, amount, payment and products', async () => {
    const first = await anOrder({ storeName: 'Listing Store' });
    const second = await anOrder({ storeName: 'Listing Store' });
    const res = await adminAgent.get('/api/admin/orders').query({ pageSize: 2 }).expect(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 2 });
    expect(res.body.total).toBeGreaterThanOrEqual(2);
    expect(res.body.items.map((o: { _id: string }) => o._id)).toEqual([second.order._id, first.order._id]);
    expect(res.body.items[0]).toMatchObject({
      status: 'pending',
      paymentType: 'cod',
      total: 500,
      customerEmail: second.email,
      store: { _id: second.store.id, name: second.store.name },
      buyer: { _id: second.buyer.user.id, fullName: second.buyer.user.fullName, email: second.buyer.user.email },
      products: [{ title: 'Logo tee', price: 250, quantity: 2 }],
    });
  });

  it('searches buyer name, buyer e-mail and store name in any letter case', async () => {
    const o = await anOrder({ storeName: 'Zebra Books' });
    const ids = async (q: string) =>
      (await adminAgent.get('/api/admin/orders').query({ q }).expect(200)).body.items.map((x: { _id: string }) => x._id);
    expect(await ids(`ZEBRA books ${o.token}`)).toEqual([o.order._id]); // store name
    expect(await ids(o.email.toUpperCase())).toEqual([o.order._id]); // checkout e-mail
    expect(await ids('asha rao')).toContain(o.order._id); // checkout name (the fixture's contact)
    expect(await ids(o.buyer.user.email.toUpperCase())).toEqual([o.order._id]); // the buyer's account e-mail
    expect(await ids(o.buyer.user.fullName.toLowerCase())).toEqual([o.order._id]); // the buyer's account name
    expect(await ids(`nobody-${o.token}`)).toEqual([]);
    expect(await ids('100%_')).toEqual([]);
  });

  it('finds an order by the number its customer quotes from the e-mail: whole, any case, without ORD-, or its last digits', async () => {
    const o = await anOrder();
    const other = await anOrder();
    const number: string = o.order.orderId;
    expect(number).toMatch(/^ORD-\d{8}-\d{6}$/);
    const ids = async (q: string) =>
      (await adminAgent.get('/api/admin/orders').query({ q }).expect(200)).body.items.map((x: { _id: string }) => x._id);
    expect(await ids(number)).toEqual([o.order._id]);
    expect(await ids(number.toLowerCase())).toEqual([o.order._id]);
    expect(await ids(`  ${number.slice(4)} `)).toEqual([o.order._id]); // 20261126-000011
    expect(await ids(`ord-${number.slice(4)}`.toUpperCase())).toEqual([o.order._id]);
    expect(await ids(number.slice(-6))).toContain(o.order._id); // 000011
    expect(await ids(number.slice(-6))).not.toContain(other.order._id);
    // Every list and the detail after a change carry the same number.
    const listed = (await adminAgent.get('/api/admin/orders').query({ q: number }).expect(200)).body.items[0];
    expect(listed.orderId).toBe(number);
    expect((await o.patch('shipped').expect(200)).body.order.orderId).toBe(number);
    expect((await auditOf(t, o.order._id)).at(-1)!.summary).toBe(`Set order ${number} of ${o.store.name} from pending to shipped`);
  });

  it('filters by status; awaiting-payment and abandoned checkouts are never listed', async () => {
    const o = await anOrder();
    await o.patch('shipped').expect(200);
    const shipped = await adminAgent.get('/api/admin/orders').query({ q: o.email, status: 'shipped' }).expect(200);
    expect(shipped.body.items.map((x: { _id: string }) => x._id)).toEqual([o.order._id]);
    const pending = await adminAgent.get('/api/admin/orders').query({ q: o.email, status: 'pending' }).expect(200);
    expect(pending.body.total).toBe(0);
    await t.db('storeOrders').where({ id: o.order._id }).update({ status: 'abandoned' });
    expect((await adminAgent.get('/api/admin/orders').query({ q: o.email })).body.total).toBe(0);
    await t.db('storeOrders').where({ id: o.order._id }).update({ status: 'awaiting_payment' });
    expect((await adminAgent.get('/api/admin/orders').query({ q: o.email })).body.total).toBe(0);
    expect((await o.patch('confirmed')).status).toBe(404);
    expect((await adminAgent.delete(`/api/admin/orders/${o.order._id}`)).status).toBe(404);
    expect((await adminAgent.get('/api/admin/orders').query({ status: 'abandoned' })).status).toBe(400);
  });
});

describe('PATCH /api/admin/orders/{id}', () => {
  it('sets any status in any order, writing each time stamp and the customer’s e-mail, audited', async () => {
    const o = await anOrder();
    // Straight to delivered: the stages passed over are stamped too.
    const delivered = await o.patch('delivered');
    expect(delivered.status).toBe(200);
    expect(delivered.body).toMatchObject({ emailQueued: true, order: { status: 'delivered' } });
    let row = await orderRow(t, o.order._id);
    expect(row.confirmedAt).not.toBeNull();
    expect(row.shippedAt).not.toBeNull();
    expect(row.deliveredAt.getTime()).toBe(row.statusUpdatedAt.getTime());
    // Back to confirmed: no longer shipped or delivered.
    await o.patch('confirmed').expect(200);
    row = await orderRow(t, o.order._id);
    expect(row).toMatchObject({ status: 'confirmed', shippedAt: null, deliveredAt: null });
    expect(row.confirmedAt).not.toBeNull();
    // Back to pending: nothing but placed; no e-mail for pending.
    const pending = await o.patch('pending');
    expect(pending.body.emailQueued).toBe(false);
    row = await orderRow(t, o.order._id);
    expect(row).toMatchObject({ status: 'pending', confirmedAt: null, shippedAt: null, deliveredAt: null });
    expect((await mailsTo(t, o.email)).map((m) => m.template)).toEqual(['store-order-delivered', 'store-order-confirmation']);
    expect(await stockOf(t, o.product.id)).toBe(8);
    const audit = await auditOf(t, o.order._id);
    expect(audit.map((e) => e.action)).toEqual(['order.status', 'order.status', 'order.status']);
    expect(audit[0]).toMatchObject({ actorKind: 'admin', actorName: 'Head Admin', targetType: 'order' });
    expect(audit[0]!.summary).toBe(`Set order ${o.order.orderId} of ${o.store.name} from pending to delivered`);
  });

  it('cancelling needs a reason, returns the stock and mails the reason; un-cancelling takes the stock again', async () => {
    const o = await anOrder({ stock: 10, quantity: 3 });
    expect(await stockOf(t, o.product.id)).toBe(7);
    for (const extra of [{}, { cancellationReason: '   ' }]) {
      const res = await o.patch('cancelled', extra);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('Please provide a cancellation reason');
    }
    expect(await stockOf(t, o.product.id)).toBe(7);
    await o.patch('shipped').expect(200);
    const cancelled = await o.patch('cancelled', { cancellationReason: ' Out of print ' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({ status: 'cancelled', cancellationReason: 'Out of print' });
    expect(await stockOf(t, o.product.id)).toBe(10);
    const row = await orderRow(t, o.order._id);
    expect(row.cancelledAt).not.toBeNull();
    expect(row.shippedAt).not.toBeNull(); // how far it had got is kept
    const mail = (await mailsTo(t, o.email)).at(-1)!;
    expect(mail.template).toBe('store-order-cancellation');
    expect(mail.textBody).toContain('Out of print');
    // Out of cancelled (to shipped): the stock is taken again, and the cancellation is cleared.
    await o.patch('shipped').expect(200);
    expect(await stockOf(t, o.product.id)).toBe(7);
    expect(await orderRow(t, o.order._id)).toMatchObject({ status: 'shipped', cancelledAt: null, cancellationReason: null });
    expect((await auditOf(t, o.order._id)).at(-2)!.summary).toContain('from shipped to cancelled (Out of print)');
  });

  it('un-cancelling is refused with 409 when the stock has gone, and nothing changes', async () => {
    const o = await anOrder({ stock: 3, quantity: 2 });
    await o.patch('cancelled', { cancellationReason: 'Customer asked' }).expect(200);
    expect(await stockOf(t, o.product.id)).toBe(3);
    // Someone else buys two: one left.
    const other = await student(t);
    await placeOrder(other.agent, checkout(o.store.id, [{ productId: o.product.id, quantity: 2 }]));
    let res = await o.patch('pending');
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('Only 1 left of Logo tee');
    await t.db('storeProducts').where({ id: o.product.id }).update({ stock: 0 });
    res = await o.patch('confirmed');
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('Logo tee is out of stock');
    expect(await orderRow(t, o.order._id)).toMatchObject({ status: 'cancelled', cancellationReason: 'Customer asked' });
    expect(await stockOf(t, o.product.id)).toBe(0);
    expect((await auditOf(t, o.order._id)).map((e) => e.action)).toEqual(['order.status']);
  });

  it('keeps per-size stock right across cancel and un-cancel', async () => {
    const token = randomUUID().slice(0, 8);
    const store = await insertStore(t, { name: `Sized ${token}` });
    const product = await insertProduct(t, store.id, { title: 'Hoodie', sizes: [{ key: 'm', size: 'M', stock: 4 }, { key: 'l', size: 'L', stock: 2 }] });
    const buyer = await student(t);
    const order = await placeOrder(buyer.agent, checkout(store.id, [{ productId: product.id, quantity: 3, size: 'M' }]));
    expect([await sizeStockOf(t, product.id, 'm'), await stockOf(t, product.id)]).toEqual([1, 3]);
    await adminAgent.patch(`/api/admin/orders/${order._id}`).send({ status: 'cancelled', cancellationReason: 'Duplicate' }).expect(200);
    expect([await sizeStockOf(t, product.id, 'm'), await stockOf(t, product.id)]).toEqual([4, 6]);
    await adminAgent.patch(`/api/admin/orders/${order._id}`).send({ status: 'confirmed' }).expect(200);
    expect([await sizeStockOf(t, product.id, 'm'), await stockOf(t, product.id)]).toEqual([1, 3]);
  });

  it('refuses the same status (400), a bad body (400) and an unknown order (404), changing nothing', async () => {
    const o = await anOrder();
    const same = await o.patch('pending');
    expect(same.status).toBe(400);
    expect(same.body.detail).toBe('Please select a different status');
    expect((await o.patch('abandoned')).status).toBe(400);
    expect((await o.patch('confirmed', { note: 'x' })).status).toBe(400);
    expect((await o.patch('cancelled', { cancellationReason: 'x'.repeat(501) })).status).toBe(400);
    const missing = await adminAgent.patch(`/api/admin/orders/${randomUUID()}`).send({ status: 'confirmed' });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('Order not found');
    expect(await orderRow(t, o.order._id)).toMatchObject({ status: 'pending', confirmedAt: null });
    expect(await mailsTo(t, o.email)).toEqual([]);
    expect(await auditOf(t, o.order._id)).toEqual([]);
  });
});

describe('DELETE /api/admin/orders/{id}', () => {
  it('deletes an order and gives back the stock it held, audited', async () => {
    const o = await anOrder({ stock: 5, quantity: 2 });
    expect(await stockOf(t, o.product.id)).toBe(3);
    await adminAgent.delete(`/api/admin/orders/${o.order._id}`).expect(204);
    expect(await orderRow(t, o.order._id)).toBeUndefined();
    expect(await t.db('storeOrderItems').where({ orderId: o.order._id })).toEqual([]);
    expect(await stockOf(t, o.product.id)).toBe(5);
    const [entry] = await auditOf(t, o.order._id);
    expect(entry).toMatchObject({ actorKind: 'admin', action: 'order.delete', targetType: 'order' });
    expect(entry!.summary).toBe(`Deleted order ${o.order.orderId} of ${o.store.name} (pending, ₹500)`);
    const again = await adminAgent.delete(`/api/admin/orders/${o.order._id}`);
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe('Order not found');
  });

  it('a cancelled order has already given its stock back: deleting it gives nothing more', async () => {
    const o = await anOrder({ stock: 5, quantity: 2 });
    await o.patch('cancelled', { cancellationReason: 'Changed mind' }).expect(200);
    expect(await stockOf(t, o.product.id)).toBe(5);
    await adminAgent.delete(`/api/admin/orders/${o.order._id}`).expect(204);
    expect(await stockOf(t, o.product.id)).toBe(5);
  });
});
