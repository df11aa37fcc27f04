// An unpaid order belongs to its buyer (issue 25, part 5): My Orders shows it awaiting payment,
// the buyer may cancel it (its stock back at once) or check the same lines out again (the order
// is resumed, its stock held once), an expired one reads abandoned, and the store sees it only
// once it is paid.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExclusive } from '../../src/jobs/cron-runner.js';
import { allJobs } from '../../src/jobs/jobs.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createOrder, purchaseRow, settleEvents, waitFor } from '../payments/fixtures.js';
import { checkout, insertProduct, insertStore, placeOrder, portalCookie, stockOf, student } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const orderRow = (id: string) => t.db('storeOrders').where({ id }).first();

/** A buyer with a prepaid order of two calculators (₹450 each, `stock` in stock) awaiting payment. */
async function unpaidOrder(stock = 2) {
  const store = await insertStore(t, { paymentOptions: ['prepaid'] });
  const product = await insertProduct(t, store.id, { title: 'Scientific calculator fx-991', price: 450, stock });
  const buyer = await student(t);
  const body = checkout(store.id, [{ productId: product.id, quantity: 2 }], { paymentType: 'prepaid' });
  const order = await placeOrder(buyer.agent, body);
  return { store, product, buyer, order, body };
}
type Unpaid = Awaited<ReturnType<typeof unpaidOrder>>;

/** Pays the order through the built-in test gateway, as the payment dialog does, and waits for it to be granted. */
async function payAtGateway(p: Unpaid) {
  const payment = await createOrder(p.buyer.agent, { type: 'store_order', orderId: p.order._id, storeId: p.store.id, paymentType: 'prepaid' });
  const paid = await p.buyer.agent.post(`/api/test-gateway/orders/${payment.id}/pay`).send({ outcome: 'success' });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  await waitFor(async () => (await purchaseRow(t, payment.purchaseId)).status === 'fulfilled');
  await settleEvents(t);
}

const mineOf = async (p: Unpaid) => (await p.buyer.agent.get('/api/orders/mine').expect(200)).body as { total: number; items: { _id: string; status: string }[] };

describe('My Orders (GET /api/orders/mine) and an unpaid order', () => {
  it('lists the buyer’s unpaid prepaid order as awaiting_payment', async () => {
    const p = await unpaidOrder();
    const mine = await mineOf(p);
    expect(mine.total).toBe(1);
    expect(mine.items).toMatchObject([{ _id: p.order._id, status: 'awaiting_payment', paymentType: 'prepaid', total: 900 }]);
  });

  it('an order expired unpaid (the 30-minute job) reads abandoned, not awaiting payment, and its stock is back', async () => {
    const p = await unpaidOrder();
    await t.db('storeOrders').where({ id: p.order._id }).update({ createdAt: t.db.raw('now() - make_interval(mins => 31)') });
    const job = allJobs(undefined, pino({ level: 'silent' }), t.deps.pictures, t.config.publicUrl).find((j) => j.name === 'abandon-unpaid-orders')!;
    await runExclusive(t.db, job);
    expect((await mineOf(p)).items).toMatchObject([{ _id: p.order._id, status: 'abandoned' }]);
    expect(await stockOf(t, p.product.id)).toBe(2);
  });
});

describe('the buyer cancels an unpaid order (POST /api/orders/{order}/abandon)', () => {
  it('returns its stock at once and My Orders shows it abandoned', async () => {
    const p = await unpaidOrder();
    expect(await stockOf(t, p.product.id)).toBe(0);
    const res = await p.buyer.agent.post(`/api/orders/${p.order._id}/abandon`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ _id: p.order._id, status: 'abandoned' });
    expect(await stockOf(t, p.product.id)).toBe(2);
    expect((await mineOf(p)).items).toMatchObject([{ _id: p.order._id, status: 'abandoned' }]);
    // Cancelled, the same lines can be bought again: a new order.
    const again = await placeOrder(p.buyer.agent, p.body);
    expect(again._id).not.toBe(p.order._id);
    expect(await stockOf(t, p.product.id)).toBe(0);
  });

  it('is the buyer’s alone: 404 for another student, 401 anonymous; nothing changes', async () => {
    const p = await unpaidOrder();
    const other = await student(t);
    const theirs = await other.agent.post(`/api/orders/${p.order._id}/abandon`);
    expect(theirs.status).toBe(404);
    expect(theirs.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(theirs.body.detail).toBe('Order not found');
    expect((await t.request().post(`/api/orders/${p.order._id}/abandon`)).status).toBe(401);
    expect((await orderRow(p.order._id)).status).toBe('awaiting_payment');
    expect(await stockOf(t, p.product.id)).toBe(0);
  });

  it('a paid order is not cancelled: 409 "This order is already paid", the stock stays with it', async () => {
    const p = await unpaidOrder();
    await payAtGateway(p);
    const res = await p.buyer.agent.post(`/api/orders/${p.order._id}/abandon`);
    expect(res.status).toBe(409);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body.detail).toBe('This order is already paid');
    expect((await orderRow(p.order._id)).status).toBe('pending');
    expect(await stockOf(t, p.product.id)).toBe(0);
  });
});

describe('checking the same lines out again resumes the unpaid order', () => {
  it('answers the same order: no stock error, the stock held once, delivered where the buyer now says', async () => {
    const p = await unpaidOrder();
    const again = await p.buyer.agent.post('/api/orders').send({ ...p.body, address: 'Room 7, Girls Hostel 2' });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body).toMatchObject({ _id: p.order._id, orderId: p.order.orderId, status: 'awaiting_payment', total: 900 });
    expect(await stockOf(t, p.product.id)).toBe(0);
    expect(await t.db('storeOrders').where({ buyerId: p.buyer.user.id })).toHaveLength(1);
    expect((await orderRow(p.order._id)).shippingAddress).toBe('Room 7, Girls Hostel 2');
    // And it can be paid from there.
    await payAtGateway(p);
    expect((await orderRow(p.order._id)).status).toBe('pending');
  });

  it('resumes whatever the order of the cart’s lines; other lines, another buyer or cash on delivery do not', async () => {
    const store = await insertStore(t, { paymentOptions: ['prepaid', 'cod'] });
    const a = await insertProduct(t, store.id, { title: 'Lab coat', price: 300, stock: 3 });
    const b = await insertProduct(t, store.id, { title: 'Goggles', price: 100, stock: 4 });
    const buyer = await student(t);
    const prepaid = (items: { productId: string; quantity: number }[]) => checkout(store.id, items, { paymentType: 'prepaid' });
    const first = await placeOrder(buyer.agent, prepaid([{ productId: a.id, quantity: 1 }, { productId: b.id, quantity: 1 }]));
    const reordered = await placeOrder(buyer.agent, prepaid([{ productId: b.id, quantity: 1 }, { productId: a.id, quantity: 1 }]));
    expect(reordered._id).toBe(first._id);
    const moreOfOne = await placeOrder(buyer.agent, prepaid([{ productId: a.id, quantity: 2 }, { productId: b.id, quantity: 1 }]));
    expect(moreOfOne._id).not.toBe(first._id);
    expect(await stockOf(t, a.id)).toBe(0);
    const other = await student(t);
    const theirs = await other.agent.post('/api/orders').send(prepaid([{ productId: b.id, quantity: 1 }]));
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
    expect(theirs.body._id).not.toBe(first._id);
    const cod = await placeOrder(buyer.agent, checkout(store.id, [{ productId: b.id, quantity: 1 }], { paymentType: 'cod' }));
    expect(cod).toMatchObject({ status: 'pending' });
    expect(await stockOf(t, b.id)).toBe(0);
  });
});

describe('the store sees an order only once it is paid', () => {
  it('the portal’s list, counts, detail and dashboard leave out an unpaid order, and show it after its payment', async () => {
    const p = await unpaidOrder();
    const cookie = await portalCookie(t, p.store.id);
    const list = () => t.request().get('/api/store-portal/orders').set('Cookie', cookie).expect(200);
    const detail = () => t.request().get(`/api/store-portal/orders/${p.order._id}`).set('Cookie', cookie);
    const dashboard = () => t.request().get('/api/store-portal/dashboard').set('Cookie', cookie).expect(200);

    expect((await list()).body).toMatchObject({ items: [], total: 0, counts: { all: 0, pending: 0 } });
    expect((await detail()).status).toBe(404);
    expect((await dashboard()).body).toMatchObject({ totalOrders: 0, pendingOrders: 0 });

    await payAtGateway(p);
    const after = (await list()).body;
    expect(after).toMatchObject({ total: 1, counts: { all: 1, pending: 1 } });
    expect(after.items.map((o: { _id: string }) => o._id)).toEqual([p.order._id]);
    expect((await detail()).status).toBe(200);
    expect((await dashboard()).body).toMatchObject({ totalOrders: 1, pendingOrders: 1 });
  });
});
