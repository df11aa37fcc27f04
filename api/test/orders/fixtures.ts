// Stores, products and portal sessions straight in the database (the stores modules are built
// beside this one), and the checkout's request.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { student, type Agent } from '../payments/fixtures.js';

export { student, type Agent };

export interface StoreSeed {
  name?: string;
  paymentOptions?: ('cod' | 'prepaid')[];
}

export async function insertStore(t: TestApp, seed: StoreSeed = {}) {
  const owner = await t.createUser();
  const tag = randomUUID().slice(0, 8);
  const [row] = await t
    .db('stores')
    .insert({
      ownerId: owner.id,
      name: seed.name ?? `Store ${tag}`,
      slug: `store-${tag}`,
      category: 'clothing-fashion',
      paymentOptions: seed.paymentOptions ?? ['cod', 'prepaid'],
    })
    .returning(['id', 'name', 'slug']);
  return row as { id: string; name: string; slug: string };
}

export interface ProductSeed {
  title?: string;
  price?: number;
  stock?: number;
  isActive?: boolean;
  sizes?: { key: string; size: string; stock: number }[];
}

export async function insertProduct(t: TestApp, storeId: string, seed: ProductSeed = {}) {
  const sizes = seed.sizes ?? [];
  const [row] = await t
    .db('storeProducts')
    .insert({
      storeId,
      title: seed.title ?? `Product ${randomUUID().slice(0, 6)}`,
      price: seed.price ?? 100,
      stock: sizes.length ? sizes.reduce((n, s) => n + s.stock, 0) : (seed.stock ?? 10),
      hasSizes: sizes.length > 0,
      isActive: seed.isActive ?? true,
    })
    .returning(['id', 'title', 'price']);
  if (sizes.length) await t.db('storeProductSizes').insert(sizes.map((s, position) => ({ productId: row.id, ...s, position })));
  return row as { id: string; title: string; price: number };
}

export const stockOf = async (t: TestApp, productId: string) => (await t.db('storeProducts').where({ id: productId }).first('stock')).stock as number;
export const sizeStockOf = async (t: TestApp, productId: string, key: string) =>
  (await t.db('storeProductSizes').where({ productId, key }).first('stock')).stock as number;

/** A portal session of the store, as the `thriftz.store` cookie header. */
export async function portalCookie(t: TestApp, storeId: string) {
  const token = randomBytes(32).toString('base64url');
  await t.db('storeSessions').insert({
    tokenHash: createHash('sha256').update(token).digest('hex'),
    storeId,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return `thriftz.store=${token}`;
}

export const contact = {
  fullName: 'Asha Rao',
  email: 'asha@campus.edu',
  phone: '9876543210',
  address: 'Room 12, Hostel B',
  city: 'Manipal',
  state: 'Karnataka',
  pincode: '576104',
};

export interface Line {
  productId: string;
  quantity: number;
  size?: string;
  storeId?: string;
}

export const checkout = (storeId: string, items: Line[], extra: Record<string, unknown> = {}) => ({
  storeId,
  paymentType: 'cod',
  items: items.map((i) => ({ storeId, ...i })),
  ...contact,
  ...extra,
});

/** POST /api/orders, expecting 201; answers the order. */
export async function placeOrder(agent: Agent, body: Record<string, unknown>) {
  const res = await agent.post('/api/orders').send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { _id: string; orderId: string; status: string; total: number; products: { title: string; price: number; quantity: number; size: string | null }[] };
}

/** A store with one product and a buyer with a COD order of it. */
export async function orderOf(t: TestApp, opts: { stock?: number; quantity?: number; paymentType?: 'cod' | 'prepaid'; store?: { id: string } } = {}) {
  const store = opts.store ?? (await insertStore(t));
  const product = await insertProduct(t, store.id, { stock: opts.stock ?? 10, price: 250 });
  const buyer = await student(t);
  const order = await placeOrder(
    buyer.agent,
    checkout(store.id, [{ productId: product.id, quantity: opts.quantity ?? 2 }], { paymentType: opts.paymentType ?? 'cod' }),
  );
  return { store, product, buyer, order };
}

export const orderRow = (t: TestApp, id: string) => t.db('storeOrders').where({ id }).first();
export const mailsTo = async (t: TestApp, to: string) => (await t.outbox(to)).filter((m) => m.template.startsWith('store-order-'));

/** A store with a portal session and a COD order of 2 × ₹250 from a buyer whose checkout e-mail is `email`. */
export async function portalOrder(t: TestApp, email = `c-${randomUUID().slice(0, 6)}@campus.edu`) {
  const store = await insertStore(t, { name: 'Campus Threads' });
  const product = await insertProduct(t, store.id, { title: 'Logo tee', price: 250, stock: 10 });
  const buyer = await student(t);
  const order = await placeOrder(buyer.agent, checkout(store.id, [{ productId: product.id, quantity: 2 }], { email }));
  const cookie = await portalCookie(t, store.id);
  const patch = (status: string, extra: Record<string, unknown> = {}) =>
    t.request().patch(`/api/store-portal/orders/${order._id}/status`).set('Cookie', cookie).send({ status, ...extra });
  return { store, product, buyer, order, cookie, patch, email };
}
