// A prepaid checkout of free items (the contract allows a ₹0 price): nothing to charge, so no
// gateway order (the gateway refuses an amount of 0); the order is placed paid and the stock held.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { checkout, insertProduct, insertStore, placeOrder, stockOf, student } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a prepaid order with nothing to charge', () => {
  it('is placed pending and paid, with its stock taken, and no payment is asked for', async () => {
    const store = await insertStore(t, { paymentOptions: ['prepaid'] });
    const product = await insertProduct(t, store.id, { title: 'Free bookmark', price: 0, stock: 5 });
    const buyer = await student(t);
    const order = await placeOrder(buyer.agent, checkout(store.id, [{ productId: product.id, quantity: 2 }], { paymentType: 'prepaid' }));

    expect(order).toMatchObject({ status: 'pending', paymentType: 'prepaid', total: 0 });
    expect((await t.db('storeOrders').where({ id: order._id }).first()).paidAt).toBeInstanceOf(Date);
    expect(await stockOf(t, product.id)).toBe(3);
    expect(await t.db('purchases').where({ storeOrderId: order._id })).toHaveLength(0);

    // Nothing is left to pay: the payment path refuses it rather than making a ₹0 gateway order.
    const pay = await buyer.agent
      .post('/api/razorpay/create-order')
      .send({ currency: 'INR', notes: { type: 'store_order', orderId: order._id, storeId: store.id, paymentType: 'prepaid' } });
    expect(pay.status, JSON.stringify(pay.body)).toBe(409);
    expect(await t.db('purchases').where({ storeOrderId: order._id })).toHaveLength(0);

    // The buyer finds it in My Orders.
    const mine = await buyer.agent.get('/api/orders/mine').expect(200);
    expect((mine.body.items ?? mine.body).map((o: { _id: string }) => o._id)).toContain(order._id);
  });

  it('a prepaid order of priced items still waits for its payment', async () => {
    const store = await insertStore(t, { paymentOptions: ['prepaid'] });
    const product = await insertProduct(t, store.id, { title: 'Desk lamp', price: 450, stock: 5 });
    const buyer = await student(t);
    const order = await placeOrder(buyer.agent, checkout(store.id, [{ productId: product.id, quantity: 1 }], { paymentType: 'prepaid' }));
    expect(order).toMatchObject({ status: 'awaiting_payment' });
    expect((await t.db('storeOrders').where({ id: order._id }).first()).paidAt).toBeNull();
  });
});
