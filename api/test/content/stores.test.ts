import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contact, insertProduct, insertStore, stockOf, student } from '../orders/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ref = (id: string) => ({ _type: 'reference', _ref: id });

/** An order document as the original client sent it, server-owned fields included. */
const orderData = (storeId: string, productId: string, buyerId: string, overrides: Record<string, unknown> = {}) => ({
  orderId: 'ORD-20250101-123456',
  buyer: ref(buyerId),
  products: [{ _key: 'a', product: ref(productId), quantity: 2, size: null }],
  total: 1,
  status: 'delivered',
  paymentType: 'cod',
  customerName: contact.fullName,
  customerEmail: contact.email,
  customerPhone: contact.phone,
  shippingAddress: contact.address,
  shippingCity: contact.city,
  shippingState: contact.state,
  shippingPincode: contact.pincode,
  createdAt: new Date().toISOString(),
  store: ref(storeId),
  ...overrides,
});

describe('POST /api/sanity/create with the mini stores\' documents', () => {
  it("a miniStoreProduct is the owner's Add Product: created in their store; another student 403", async () => {
    const store = await insertStore(t);
    const { user, agent } = await student(t);
    await t.db('stores').where({ id: store.id }).update({ ownerId: user.id });
    const data = { title: 'Batik scarf', price: 299, category: 'clothing', stock: 4, store: ref(store.id), isNew: true, boosted: true };
    const created = await agent.post('/api/sanity/create').send({ documentType: 'miniStoreProduct', documentData: data });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.document).toMatchObject({ _type: 'miniStoreProduct', title: 'Batik scarf', price: 299, stock: 4, boosted: false });
    expect(created.body.document.store._id).toBe(store.id);

    const { agent: stranger } = await student(t);
    const refused = await stranger.post('/api/sanity/create').send({ documentType: 'miniStoreProduct', documentData: data });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('You can only add products to your own store');
  });

  it('an order document places a cash-on-delivery order with the server\'s price, number and status', async () => {
    const store = await insertStore(t, { name: 'Page Turners' });
    const product = await insertProduct(t, store.id, { title: 'Novel', price: 150, stock: 5 });
    const { user, agent } = await student(t);
    const res = await agent.post('/api/sanity/create').send({ documentType: 'order', documentData: orderData(store.id, product.id, user.id) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.document).toMatchObject({ _type: 'order', status: 'pending', paymentType: 'cod', total: 300, store: { name: 'Page Turners' } });
    expect(res.body.document.orderId).toMatch(/^ORD-\d{8}-\d{6}$/);
    expect(res.body.document.orderId).not.toBe('ORD-20250101-123456');
    expect(await stockOf(t, product.id)).toBe(3);
  });

  it("refuses another buyer, a prepaid order, and names the document's fields in the checkout's messages", async () => {
    const store = await insertStore(t);
    const product = await insertProduct(t, store.id, { stock: 5 });
    const { user, agent } = await student(t);
    const asOther = await agent.post('/api/sanity/create').send({ documentType: 'order', documentData: orderData(store.id, product.id, randomUUID()) });
    expect(asOther.status).toBe(403);
    expect(asOther.body.error).toBe('You can only place orders as yourself.');

    const prepaid = await agent
      .post('/api/sanity/create')
      .send({ documentType: 'order', documentData: orderData(store.id, product.id, user.id, { paymentType: 'prepaid' }) });
    expect(prepaid.status).toBe(400);
    expect(prepaid.body.errors).toEqual([expect.objectContaining({ path: '/body/documentData/paymentType' })]);

    const noPhone = await agent
      .post('/api/sanity/create')
      .send({ documentType: 'order', documentData: orderData(store.id, product.id, user.id, { customerPhone: '', shippingPincode: '123' }) });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/body/documentData/customerPhone', message: 'Phone is required' }),
        expect.objectContaining({ path: '/body/documentData/shippingPincode', message: 'Please enter a valid 6-digit pincode' }),
      ]),
    );
    expect(await stockOf(t, product.id)).toBe(5);
  });
});
