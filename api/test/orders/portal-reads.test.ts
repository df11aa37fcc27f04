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

describe('the portal’s reads', () => {
  it('lists the store’s orders newest first with counts per status, a status filter and a search', async () => {
    const store = await insertStore(t);
    const product = await insertProduct(t, store.id, { stock: 50 });
    const buyer = await student(t);
    const place = (fullName: string, phone: string) => placeOrder(buyer.agent, checkout(store.id, [{ productId: product.id, quantity: 1 }], { fullName, phone }));
    const first = await place('Ravi Kumar', '9000000001');
    const second = await place('Meera Nair', '9000000002');
    const third = await place('Ravi Menon', '9000000003');
    const prepaidStore = await insertStore(t, { paymentOptions: ['prepaid'] });
    const hidden = await insertProduct(t, prepaidStore.id);
    await placeOrder(buyer.agent, checkout(prepaidStore.id, [{ productId: hidden.id, quantity: 1 }], { paymentType: 'prepaid' }));
    // An order awaiting payment in this store is not the store's business yet.
    await t.db('storeOrders').insert({
      ...(await t.db('storeOrders').where({ id: first._id }).first('storeId', 'storeName', 'buyerId', 'total', 'customerName', 'customerEmail', 'customerPhone', 'shippingAddress', 'shippingCity', 'shippingState', 'shippingPincode')),
      orderNumber: 'ORD-20260101-999999',
      status: 'awaiting_payment',
      paymentType: 'prepaid',
    });
    await orderOf(t); // another store's
    const cookie = await portalCookie(t, store.id);
    await t.request().patch(`/api/store-portal/orders/${second._id}/status`).set('Cookie', cookie).send({ status: 'confirmed' }).expect(200);
    const get = (query: string) => t.request().get(`/api/store-portal/orders${query}`).set('Cookie', cookie);

    const all = await get('');
    expect(all.status).toBe(200);
    expect(all.body.items.map((o: { _id: string }) => o._id)).toEqual([third._id, second._id, first._id]);
    expect(all.body.counts).toEqual({ all: 3, pending: 2, confirmed: 1, shipped: 0, delivered: 0, cancelled: 0 });
    expect(all.body.items[0].products).toHaveLength(1);
    const pending = await get('?status=pending');
    expect(pending.body).toMatchObject({ total: 2, counts: { all: 3 } });
    expect((await get('?search=ravi')).body.total).toBe(2);
    expect((await get('?search=RAVI%20MENON')).body.items.map((o: { _id: string }) => o._id)).toEqual([third._id]);
    expect((await get('?search=9000000002')).body.items.map((o: { _id: string }) => o._id)).toEqual([second._id]);
    expect((await get(`?search=${first.orderId.slice(-6)}`)).body.items.map((o: { _id: string }) => o._id)).toEqual([first._id]);
    // The number a customer quotes from the e-mail, as they type it.
    for (const quoted of [first.orderId, first.orderId.toLowerCase(), first.orderId.slice(4), ` ord-${first.orderId.slice(4)} `]) {
      const found = await get(`?search=${encodeURIComponent(quoted)}`);
      expect(found.body.items.map((o: { _id: string; orderId: string }) => [o._id, o.orderId])).toEqual([[first._id, first.orderId]]);
    }
    expect((await get('?search=%25')).body.total).toBe(0);
    const paged = await get('?page=2&pageSize=2');
    expect(paged.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.body.items.map((o: { _id: string }) => o._id)).toEqual([first._id]);

    const one = await t.request().get(`/api/store-portal/orders/${first._id}`).set('Cookie', cookie);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ _id: first._id, orderId: first.orderId, customerName: 'Ravi Kumar' });
    expect(first.orderId).toMatch(/^ORD-\d{8}-\d{6}$/);
  });

  it('the dashboard: products, orders, pending, revenue of confirmed + shipped + delivered, per status', async () => {
    const store = await insertStore(t);
    await insertProduct(t, store.id, { isActive: false });
    const product = await insertProduct(t, store.id, { price: 100, stock: 50 });
    const buyer = await student(t);
    const cookie = await portalCookie(t, store.id);
    const place = (quantity: number) => placeOrder(buyer.agent, checkout(store.id, [{ productId: product.id, quantity }]));
    const patch = (id: string, status: string, extra = {}) =>
      t.request().patch(`/api/store-portal/orders/${id}/status`).set('Cookie', cookie).send({ status, ...extra }).expect(200);
    await place(1); // pending 100
    const c = await place(2); // confirmed 200
    const s = await place(3); // shipped 300
    const d = await place(4); // delivered 400
    const x = await place(5); // cancelled 500
    await patch(c._id, 'confirmed');
    for (const status of ['confirmed', 'shipped']) await patch(s._id, status);
    for (const status of ['confirmed', 'shipped', 'delivered']) await patch(d._id, status);
    await patch(x._id, 'cancelled', { cancellationReason: 'No longer needed' });
    await orderOf(t); // another store's
    const res = await t.request().get('/api/store-portal/dashboard').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totalProducts: 2,
      activeProducts: 1,
      totalOrders: 5,
      pendingOrders: 1,
      totalRevenue: 900,
      revenueByStatus: { pending: 100, confirmed: 200, shipped: 300, delivered: 400, cancelled: 500 },
    });
  });
});

describe('POST /api/email/mini-store-order-*: the documented e-mail calls', () => {
  const calls = [
    ['confirmation', 'confirmed', 'Order confirmation email sent to customer', 'store-order-confirmation'],
    ['shipped', 'shipped', 'Order shipped notification sent to customer', 'store-order-shipped'],
    ['delivered', 'delivered', 'Order delivered notification sent to customer', 'store-order-delivered'],
  ] as const;

  it('queues the mail of an order in the matching status, to the order’s customer whatever the body says', async () => {
    const o = await portalOrder();
    const send = (call: string, orderId: string) =>
      t.request().post(`/api/email/mini-store-order-${call}`).set('Cookie', o.cookie).send({ orderId, buyerEmail: 'attacker@evil.test', total: 1 });
    const early = await send('shipped', o.order.orderId);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(early.body.detail);
    for (const [call, status, message, template] of calls) {
      await o.patch(status).expect(200);
      const res = await send(call, call === 'shipped' ? o.order._id : o.order.orderId);
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ success: true, message });
      const mails = (await mailsTo(o.email)).filter((m) => m.template === template);
      expect(mails).toHaveLength(2);
    }
    expect(await t.outbox('attacker@evil.test')).toHaveLength(0);

    const c = await portalOrder();
    await c.patch('cancelled', { cancellationReason: 'Sold out' }).expect(200);
    const cancelled = await t.request().post('/api/email/mini-store-order-cancellation').set('Cookie', c.cookie).send({ orderId: c.order.orderId });
    expect(cancelled.status).toBe(202);
    expect(cancelled.body).toEqual({ success: true, message: 'Order cancellation email sent to customer' });
    const mails = await mailsTo(c.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.textBody).toContain('Reason: Sold out');
  });
});

describe('who may see and change what', () => {
  it('a session of store A gets 404 on store B’s order (GET, PATCH, e-mail calls) and changes nothing', async () => {
    const b = await portalOrder();
    const a = await insertStore(t);
    const cookieA = await portalCookie(t, a.id);
    const get = await t.request().get(`/api/store-portal/orders/${b.order._id}`).set('Cookie', cookieA);
    const patch = await t.request().patch(`/api/store-portal/orders/${b.order._id}/status`).set('Cookie', cookieA).send({ status: 'confirmed' });
    await b.patch('confirmed').expect(200);
    const mail = await t.request().post('/api/email/mini-store-order-confirmation').set('Cookie', cookieA).send({ orderId: b.order.orderId });
    for (const res of [get, patch, mail]) {
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('Order not found');
    }
    expect(mail.body.error).toBe('Order not found');
    expect(await mailsTo(b.email)).toHaveLength(1);
    const list = await t.request().get('/api/store-portal/orders').set('Cookie', cookieA);
    expect(list.body.total).toBe(0);
  });

  it('a student session without a store cookie, or none at all, is 401 on every portal route', async () => {
    const o = await portalOrder();
    const calls = [
      (r: ReturnType<typeof t.request>) => r.get('/api/store-portal/orders'),
      (r: ReturnType<typeof t.request>) => r.get('/api/store-portal/dashboard'),
      (r: ReturnType<typeof t.request>) => r.get(`/api/store-portal/orders/${o.order._id}`),
      (r: ReturnType<typeof t.request>) => r.patch(`/api/store-portal/orders/${o.order._id}/status`).send({ status: 'confirmed' }),
      (r: ReturnType<typeof t.request>) => r.post('/api/store-portal/orders/bulk-status').send({ orderIds: [o.order._id], status: 'confirmed' }),
      (r: ReturnType<typeof t.request>) => r.post('/api/email/mini-store-order-confirmation').send({ orderId: o.order.orderId }),
    ];
    for (const call of calls) {
      for (const agent of [o.buyer.agent as unknown as ReturnType<typeof t.request>, t.request()]) {
        const res = await call(agent);
        expect(res.status, `${res.request.method} ${res.request.url}`).toBe(401);
      }
    }
    expect((await orderRow(o.order._id)).status).toBe('pending');
  });

  it('the buyer sees their order by number or id; another buyer 404; an admin any; My Orders is theirs only, newest first', async () => {
    const o = await portalOrder();
    const second = await placeOrder(o.buyer.agent, checkout(o.store.id, [{ productId: o.product.id, quantity: 1 }]));
    const other = await student(t);
    for (const ref of [o.order.orderId, o.order._id]) expect((await o.buyer.agent.get(`/api/orders/${ref}`)).body._id).toBe(o.order._id);
    for (const ref of [o.order.orderId, o.order._id, 'ORD-20990101-000000']) {
      const res = await other.agent.get(`/api/orders/${ref}`);
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('Order not found');
    }
    expect((await t.request().get(`/api/orders/${o.order._id}`)).status).toBe(401);
    const admin = await t.createUser({ isAdmin: true });
    const adminAgent = await t.loginAs(admin);
    expect((await adminAgent.get(`/api/orders/${o.order.orderId}`)).body).toMatchObject({ _id: o.order._id, buyer: { _id: o.buyer.user.id } });
    const mine = await o.buyer.agent.get('/api/orders/mine?pageSize=1');
    expect(mine.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(mine.body.items.map((x: { _id: string }) => x._id)).toEqual([second._id]);
    expect((await other.agent.get('/api/orders/mine')).body.total).toBe(0);
    // The lines of a whole page come in one query, not one per order.
    const seen: string[] = [];
    const listen = (q: { sql: string }) => seen.push(q.sql);
    t.db.on('query', listen);
    const page = await o.buyer.agent.get('/api/orders/mine');
    t.db.off('query', listen);
    expect(page.body.items).toHaveLength(2);
    expect(seen.filter((sql) => sql.includes('store_order_items'))).toHaveLength(1);
    expect((await t.request().get('/api/orders/mine')).status).toBe(401);
  });
});
