import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { checkout, contact, insertProduct, insertStore, placeOrder, sizeStockOf, stockOf, student } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/orders places a cash-on-delivery order', () => {
  it('prices every line from the database (never the client), totals it, reserves the stock and snapshots the store', async () => {
    const store = await insertStore(t, { name: 'Campus Threads' });
    const tee = await insertProduct(t, store.id, { title: 'Logo tee', price: 349.5, stock: 5 });
    const mug = await insertProduct(t, store.id, { title: 'Mug', price: 120, stock: 3 });
    const { user, agent } = await student(t);
    const body = checkout(store.id, [
      { productId: tee.id, quantity: 2 },
      { productId: mug.id, quantity: 1 },
    ]);
    // Whatever prices or totals a client might add are refused, never read.
    const sneaky = await agent.post('/api/orders').send({ ...body, total: 1 });
    expect(sneaky.status).toBe(400);
    const sneakyLine = await agent.post('/api/orders').send({ ...body, items: [{ productId: tee.id, quantity: 1, price: 1 }] });
    expect(sneakyLine.status).toBe(400);

    const order = await placeOrder(agent, { ...body, deliveryInstructions: '  Leave at the gate  ' });
    expect(order).toMatchObject({
      status: 'pending',
      paymentType: 'cod',
      total: 819,
      customerName: contact.fullName,
      customerEmail: contact.email,
      shippingPincode: '576104',
      deliveryInstructions: 'Leave at the gate',
      cancellationReason: null,
      paidAt: null,
      razorpayOrderId: null,
      store: { _id: store.id, name: 'Campus Threads', slug: store.slug },
      buyer: { _id: user.id, fullName: user.fullName, email: user.email },
    });
    expect(order.orderId).toMatch(/^ORD-\d{8}-\d{6}$/);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()).replaceAll('-', '');
    expect(order.orderId.slice(4, 12)).toBe(today);
    expect(order.products).toEqual([
      { productId: tee.id, title: 'Logo tee', price: 349.5, quantity: 2, size: null, image: null },
      { productId: mug.id, title: 'Mug', price: 120, quantity: 1, size: null, image: null },
    ]);
    expect(await stockOf(t, tee.id)).toBe(3);
    expect(await stockOf(t, mug.id)).toBe(2);
    // The store renames itself: the order keeps the name it was placed with.
    await t.db('stores').where({ id: store.id }).update({ name: 'Renamed' });
    expect((await agent.get(`/api/orders/${order.orderId}`)).body.store.name).toBe('Campus Threads');
  });

  it('merges lines of the same product and size, takes a size by its text or key, and keeps per-size stock', async () => {
    const store = await insertStore(t);
    const hoodie = await insertProduct(t, store.id, {
      title: 'Hoodie',
      price: 899,
      sizes: [
        { key: 's', size: 'Small', stock: 4 },
        { key: 'm', size: 'Medium', stock: 1 },
      ],
    });
    const { agent } = await student(t);
    const order = await placeOrder(
      agent,
      checkout(store.id, [
        { productId: hoodie.id, quantity: 1, size: 'Small' },
        { productId: hoodie.id, quantity: 2, size: 's' },
        { productId: hoodie.id, quantity: 1, size: 'M' },
      ]),
    );
    expect(order.products).toEqual([
      expect.objectContaining({ title: 'Hoodie', quantity: 3, size: 'Small' }),
      expect.objectContaining({ title: 'Hoodie', quantity: 1, size: 'Medium' }),
    ]);
    expect(order.total).toBe(3596);
    expect(await sizeStockOf(t, hoodie.id, 's')).toBe(1);
    expect(await sizeStockOf(t, hoodie.id, 'm')).toBe(0);
    expect(await stockOf(t, hoodie.id)).toBe(1);
    const lines = await t.db('storeOrderItems').where({ orderId: order._id }).orderBy('position');
    expect(lines.map((l) => l.sizeKey)).toEqual(['s', 'm']);
  });

  it('a prepaid order waits for its payment, in My Orders as awaiting payment', async () => {
    const store = await insertStore(t, { paymentOptions: ['prepaid'] });
    const product = await insertProduct(t, store.id, { stock: 2 });
    const { agent } = await student(t);
    const order = await placeOrder(agent, checkout(store.id, [{ productId: product.id, quantity: 1 }], { paymentType: 'prepaid' }));
    expect(order.status).toBe('awaiting_payment');
    expect(await stockOf(t, product.id)).toBe(1);
    expect((await agent.get('/api/orders/mine')).body).toMatchObject({ total: 1, items: [{ _id: order._id, status: 'awaiting_payment' }] });
  });
});

describe('POST /api/orders refuses, with the spec’s words, and writes nothing', () => {
  const expectNothingWritten = async (productId: string, stock: number) => {
    expect(await t.db('storeOrderItems').where({ productId })).toHaveLength(0);
    expect(await stockOf(t, productId)).toBe(stock);
  };

  it('every missing field at once: {Field} is required', async () => {
    const store = await insertStore(t);
    const product = await insertProduct(t, store.id);
    const { agent } = await student(t);
    const res = await agent.post('/api/orders').send({
      storeId: store.id,
      paymentType: 'cod',
      items: [{ productId: product.id, quantity: 1 }],
      fullName: '   ',
      deliveryInstructions: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Full name is required');
    expect(res.body.errors).toEqual([
      { path: '/body/fullName', message: 'Full name is required' },
      { path: '/body/email', message: 'Email is required' },
      { path: '/body/phone', message: 'Phone is required' },
      { path: '/body/address', message: 'Address is required' },
      { path: '/body/city', message: 'City is required' },
      { path: '/body/state', message: 'State is required' },
      { path: '/body/pincode', message: 'Pincode is required' },
    ]);
    await expectNothingWritten(product.id, 10);
  });

  it('an e-mail without @, a phone under 10 characters and a pincode not of 6 digits, all at once', async () => {
    const store = await insertStore(t);
    const product = await insertProduct(t, store.id);
    const { agent } = await student(t);
    for (const pincode of ['57610', '5761045', '57610a']) {
      const res = await agent
        .post('/api/orders')
        .send(checkout(store.id, [{ productId: product.id, quantity: 1 }], { email: 'asha.campus.edu', phone: '98765', pincode }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { path: '/body/email', message: 'Please enter a valid email address' },
        { path: '/body/phone', message: 'Please enter a valid phone number' },
        { path: '/body/pincode', message: 'Please enter a valid 6-digit pincode' },
      ]);
    }
    await expectNothingWritten(product.id, 10);
  });

  it('a product with sizes needs a size it has: Please select a size for {title}', async () => {
    const store = await insertStore(t);
    const shoe = await insertProduct(t, store.id, { title: 'Sneaker', sizes: [{ key: '9', size: 'UK 9', stock: 3 }] });
    const { agent } = await student(t);
    for (const size of [undefined, 'UK 10']) {
      const res = await agent.post('/api/orders').send(checkout(store.id, [{ productId: shoe.id, quantity: 1, ...(size ? { size } : {}) }]));
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('Please select a size for Sneaker');
      expect(res.body.errors).toEqual([{ path: '/body/items/0/size', message: 'Please select a size for Sneaker' }]);
    }
    await expectNothingWritten(shoe.id, 3);
  });

  it('items of another store: All items in cart must be from the same store', async () => {
    const store = await insertStore(t);
    const other = await insertStore(t);
    const mine = await insertProduct(t, store.id);
    const theirs = await insertProduct(t, other.id);
    const { agent } = await student(t);
    const byProduct = await agent.post('/api/orders').send(checkout(store.id, [{ productId: mine.id, quantity: 1 }, { productId: theirs.id, quantity: 1 }]));
    const byCart = await agent.post('/api/orders').send(checkout(store.id, [{ productId: mine.id, quantity: 1, storeId: other.id }]));
    for (const res of [byProduct, byCart]) {
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('All items in cart must be from the same store');
    }
    await expectNothingWritten(mine.id, 10);
  });

  it('a payment type the store does not offer, and an unknown store', async () => {
    const codOnly = await insertStore(t, { paymentOptions: ['cod'] });
    const prepaidOnly = await insertStore(t, { paymentOptions: ['prepaid'] });
    const a = await insertProduct(t, codOnly.id);
    const b = await insertProduct(t, prepaidOnly.id);
    const { agent } = await student(t);
    const prepaid = await agent.post('/api/orders').send(checkout(codOnly.id, [{ productId: a.id, quantity: 1 }], { paymentType: 'prepaid' }));
    expect(prepaid.status).toBe(400);
    expect(prepaid.body.detail).toBe('This store does not accept Prepaid payments.');
    const cod = await agent.post('/api/orders').send(checkout(prepaidOnly.id, [{ productId: b.id, quantity: 1 }]));
    expect(cod.status).toBe(400);
    expect(cod.body.detail).toBe('This store does not accept Cash on Delivery payments.');
    const unknown = await agent.post('/api/orders').send(checkout(randomUUID(), [{ productId: a.id, quantity: 1 }]));
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Store not found');
    await expectNothingWritten(a.id, 10);
  });

  it("the store's owner cannot order from their own store (403), and nothing is reserved", async () => {
    const store = await insertStore(t);
    const product = await insertProduct(t, store.id, { stock: 4 });
    const { user, agent } = await student(t);
    await t.db('stores').where({ id: store.id }).update({ ownerId: user.id });
    const res = await agent.post('/api/orders').send(checkout(store.id, [{ productId: product.id, quantity: 1 }]));
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('You cannot order from your own store.');
    expect(await stockOf(t, product.id)).toBe(4);
  });

  it('an inactive or deleted product: {title} is no longer available (409)', async () => {
    const store = await insertStore(t);
    const gone = await insertProduct(t, store.id, { title: 'Old poster', isActive: false });
    const { agent } = await student(t);
    const inactive = await agent.post('/api/orders').send(checkout(store.id, [{ productId: gone.id, quantity: 1 }]));
    expect(inactive.status).toBe(409);
    expect(inactive.body.detail).toBe('Old poster is no longer available');
    const unknown = await agent.post('/api/orders').send(checkout(store.id, [{ productId: randomUUID(), quantity: 1 }]));
    expect(unknown.status).toBe(409);
    expect(unknown.body.detail).toBe('A product in your cart is no longer available');
  });

  it('not enough stock: {title} is out of stock, or Only N left of {title}; no line is reserved', async () => {
    const store = await insertStore(t);
    const plenty = await insertProduct(t, store.id, { title: 'Pen', stock: 50 });
    const few = await insertProduct(t, store.id, { title: 'Lamp', stock: 2 });
    const none = await insertProduct(t, store.id, { title: 'Kettle', stock: 0 });
    const { agent } = await student(t);
    const short = await agent.post('/api/orders').send(checkout(store.id, [{ productId: plenty.id, quantity: 5 }, { productId: few.id, quantity: 3 }]));
    expect(short.status).toBe(409);
    expect(short.body.detail).toBe('Only 2 left of Lamp');
    const out = await agent.post('/api/orders').send(checkout(store.id, [{ productId: plenty.id, quantity: 5 }, { productId: none.id, quantity: 1 }]));
    expect(out.status).toBe(409);
    expect(out.body.detail).toBe('Kettle is out of stock');
    await expectNothingWritten(plenty.id, 50);
    expect(await stockOf(t, few.id)).toBe(2);
    expect(await t.db('storeOrders').where({ storeId: store.id })).toHaveLength(0);
  });

  it('a student without a profile: User profile is required to place an order. Please log in. (403); a visitor 401', async () => {
    const store = await insertStore(t);
    const product = await insertProduct(t, store.id);
    const { user, agent } = await student(t);
    await t.db('users').where({ id: user.id }).update({ profileCreatedAt: null });
    const res = await agent.post('/api/orders').send(checkout(store.id, [{ productId: product.id, quantity: 1 }]));
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('User profile is required to place an order. Please log in.');
    const anon = await t.request().post('/api/orders').send(checkout(store.id, [{ productId: product.id, quantity: 1 }]));
    expect(anon.status).toBe(401);
    await expectNothingWritten(product.id, 10);
  });
});

describe('the last item', () => {
  it('50 buyers at once: exactly one order, stock 0, the others told it is out of stock', async () => {
    const store = await insertStore(t);
    const last = await insertProduct(t, store.id, { title: 'Last jacket', stock: 1 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => student(t)));
    const replies = await Promise.all(buyers.map(({ agent }) => agent.post('/api/orders').send(checkout(store.id, [{ productId: last.id, quantity: 1 }]))));
    const placed = replies.filter((r) => r.status === 201);
    expect(placed).toHaveLength(1);
    for (const r of replies.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.detail).toBe('Last jacket is out of stock');
    }
    expect(await stockOf(t, last.id)).toBe(0);
    expect(await t.db('storeOrders').where({ storeId: store.id })).toHaveLength(1);
  });
});
