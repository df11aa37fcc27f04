// The Mini Stores panel: stores (list, delete, entry code) and store products (list, active switch).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, placeOrder } from '../orders/fixtures.js';
import { student } from '../payments/fixtures.js';
import { insertProduct, insertStore, insertStorePicture, openPortal, scratchDataDir } from '../stores/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { auditOf, expectAdminOnly, sessions, type Agent } from './commerce-fixtures.js';

const dataDir = scratchDataDir();
let t: TestApp;
let adminAgent: Agent;
let studentAgent: Agent;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  ({ adminAgent, studentAgent } = await sessions(t));
});
afterAll(() => t.close());

/** A store named with a fresh token, of a fresh owner. */
async function store(name = 'Page Turners', seed: { paymentOptions?: ('cod' | 'prepaid')[] } = {}) {
  const token = randomUUID().slice(0, 8);
  const owner = await t.createUser({ fullName: `Owner ${token}` });
  const row = await insertStore(t, owner.id, { name: `${name} ${token}`, ...seed });
  return { ...row, token, owner };
}

/** Image files as uploads leave them, so a delete can be seen removing them. */
function writeFiles(ids: string[]) {
  for (const id of ids) {
    fs.mkdirSync(path.join(dataDir, 'uploads', id), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', id, 'main.webp'), 'x');
  }
}
const fileExists = (id: string) => fs.existsSync(path.join(dataDir, 'uploads', id));

describe('access', () => {
  it('answers a visitor 401 and a student 403 on every call, and nothing changes', async () => {
    const s = await store();
    const product = await insertProduct(t.db, s, { title: 'Novel' });
    await expectAdminOnly(t, studentAgent, [
      (a) => a.get('/api/admin/stores'),
      (a) => a.delete(`/api/admin/stores/${s.id}`),
      (a) => a.post(`/api/admin/stores/${s.id}/entry-code`),
      (a) => a.get('/api/admin/store-products'),
      (a) => a.patch(`/api/admin/store-products/${product.id}`).send({ isActive: false }),
    ]);
    expect(await t.db('stores').where({ id: s.id }).first('entryCodeHash')).toEqual({ entryCodeHash: s.entryCodeHash });
    expect((await t.db('storeProducts').where({ id: product.id }).first()).isActive).toBe(true);
    // The old code still opens the portal.
    await openPortal(t, s);
    expect(await auditOf(t, s.id)).toEqual([]);
  });
});

describe('GET /api/admin/stores', () => {
  it('lists stores newest first with owner, product count and placed-order count; searches by name', async () => {
    const s = await store('Campus Threads', { paymentOptions: ['cod'] });
    await insertProduct(t.db, s, { title: 'Tee' });
    const mug = await insertProduct(t.db, s, { title: 'Mug', stock: 5 });
    const buyer = await student(t);
    await placeOrder(buyer.agent, checkout(s.id, [{ productId: mug.id, quantity: 1 }]));
    // An abandoned checkout is no order.
    await t.db('storeOrders').insert({
      orderNumber: `ORD-X-${s.token}`,
      storeId: s.id,
      storeName: s.name,
      status: 'abandoned',
      paymentType: 'prepaid',
      total: 1,
      customerName: 'A',
      customerEmail: 'a@campus.edu',
      customerPhone: '9876543210',
      shippingAddress: 'x',
      shippingCity: 'x',
      shippingState: 'x',
      shippingPincode: '576104',
    });
    const res = await adminAgent.get('/api/admin/stores').query({ q: `campus THREADS ${s.token}` }).expect(200);
    expect(res.body).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(res.body.items[0]).toMatchObject({
      id: s.id,
      name: s.name,
      slug: s.slug,
      category: 'clothing-fashion',
      owner: { id: s.owner.id, fullName: s.owner.fullName, email: s.owner.email },
      paymentOptions: ['cod'],
      productCount: 2,
      orderCount: 1,
    });
    const other = await store('Other');
    const all = await adminAgent.get('/api/admin/stores').query({ pageSize: 100 }).expect(200);
    expect(all.body.items[0].id).toBe(other.id);
    expect((await adminAgent.get('/api/admin/stores').query({ pageSize: 0 })).status).toBe(400);
  });
});

describe('DELETE /api/admin/stores/{id}', () => {
  it('deletes the store with its products, pictures (rows and files) and portal sessions; its orders keep their history, the unfilled ones cancelled', async () => {
    const s = await store('Page Turners');
    const book = await insertProduct(t.db, s, { title: 'Atlas', stock: 4, imageCount: 2 });
    const logo = await insertStorePicture(t.db, s, 'logo');
    writeFiles([...book.imageIds, logo]);
    const buyer = await student(t);
    const order = await placeOrder(buyer.agent, checkout(s.id, [{ productId: book.id, quantity: 1 }]));
    const portal = await openPortal(t, s);

    await adminAgent.delete(`/api/admin/stores/${s.id}`).expect(204);
    expect(await t.db('stores').where({ id: s.id }).first()).toBeUndefined();
    expect(await t.db('storeProducts').where({ storeId: s.id })).toEqual([]);
    expect(await t.db('images').whereIn('id', [...book.imageIds, logo])).toEqual([]);
    expect([...book.imageIds, logo].some(fileExists)).toBe(false);
    expect(await t.db('storeSessions').where({ storeId: s.id })).toEqual([]);
    await portal.get('/api/store-portal/session').expect(401);
    const kept = await t.db('storeOrders').where({ id: order._id }).first();
    // Nobody can fill it any more: it is cancelled as the store was closed (delete-refunds.test.ts refunds the paid ones).
    expect(kept).toMatchObject({ storeId: null, storeName: s.name, status: 'cancelled', cancellationReason: 'The store was closed.' });
    const mine = await buyer.agent.get(`/api/orders/${order._id}`).expect(200);
    expect(mine.body.products[0]).toMatchObject({ productId: null, title: 'Atlas', quantity: 1 });

    const audit = await auditOf(t, s.id);
    expect(audit).toEqual([
      expect.objectContaining({ actorKind: 'admin', action: 'store.delete', targetType: 'store', summary: `Deleted the store ${s.name}` }),
    ]);
    const again = await adminAgent.delete(`/api/admin/stores/${s.id}`);
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe('Store not found');
  });
});

describe('POST /api/admin/stores/{id}/entry-code', () => {
  it('answers a new 16-digit code once; it opens the portal, the old one no longer does, and every session ends', async () => {
    const s = await store();
    const portal = await openPortal(t, s);
    const res = await adminAgent.post(`/api/admin/stores/${s.id}/entry-code`).expect(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.entryCode).toMatch(/^[1-9]\d{15}$/);
    await portal.get('/api/store-portal/session').expect(401);
    const old = await t.request().post('/api/store-portal/session').send({ entryCode: s.entryCode });
    expect(old.status).toBe(401);
    await openPortal(t, { entryCode: res.body.entryCode });
    const [entry] = await auditOf(t, s.id);
    expect(entry).toMatchObject({ actorKind: 'admin', action: 'store.entry-code', summary: `Regenerated the entry code of ${s.name}` });
    expect(entry!.summary).not.toContain(res.body.entryCode);
  });

  it('answers 404 for an unknown store', async () => {
    const res = await adminAgent.post(`/api/admin/stores/${randomUUID()}/entry-code`);
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('Store not found');
  });
});

describe('store products', () => {
  it('lists products newest first with their store, filtered by store and by title in any letter case', async () => {
    const a = await store('Alpha');
    const b = await store('Beta');
    const older = await insertProduct(t.db, a, { title: `Blue Hoodie ${a.token}`, price: 799, stock: 3, createdAt: new Date(Date.now() - 60_000) });
    const newer = await insertProduct(t.db, a, { title: `Cap ${a.token}`, isActive: false });
    await insertProduct(t.db, b, { title: `Blue Mug ${a.token}` });
    const ofA = await adminAgent.get('/api/admin/store-products').query({ storeId: a.id }).expect(200);
    expect(ofA.body.total).toBe(2);
    expect(ofA.body.items.map((p: { id: string }) => p.id)).toEqual([newer.id, older.id]);
    expect(ofA.body.items[1]).toMatchObject({
      id: older.id,
      title: `Blue Hoodie ${a.token}`,
      price: 799,
      category: 'other',
      stock: 3,
      isActive: true,
      store: { id: a.id, name: a.name, slug: a.slug },
    });
    expect(ofA.body.items[0].isActive).toBe(false);
    const blue = await adminAgent.get('/api/admin/store-products').query({ q: `BLUE` }).expect(200);
    expect(blue.body.items.filter((p: { title: string }) => p.title.endsWith(a.token))).toHaveLength(2);
    const blueOfA = await adminAgent.get('/api/admin/store-products').query({ q: 'blue', storeId: a.id }).expect(200);
    expect(blueOfA.body.items.map((p: { id: string }) => p.id)).toEqual([older.id]);
    expect((await adminAgent.get('/api/admin/store-products').query({ storeId: 'nope' })).status).toBe(400);
  });

  it('deactivates and activates a product (the store page follows), audited; 404 and 400 change nothing', async () => {
    const s = await store();
    const p = await insertProduct(t.db, s, { title: 'Scarf' });
    const off = await adminAgent.patch(`/api/admin/store-products/${p.id}`).send({ isActive: false }).expect(200);
    expect(off.body).toMatchObject({ id: p.id, isActive: false, store: { id: s.id } });
    await t.request().get(`/api/stores/${s.slug}/products/${p.id}`).expect(404);
    await adminAgent.patch(`/api/admin/store-products/${p.id}`).send({ isActive: true }).expect(200);
    await t.request().get(`/api/stores/${s.slug}/products/${p.id}`).expect(200);
    expect((await auditOf(t, p.id)).map((e) => [e.action, e.summary])).toEqual([
      ['store-product.deactivate', 'Deactivated the store product Scarf'],
      ['store-product.activate', 'Activated the store product Scarf'],
    ]);
    const missing = await adminAgent.patch(`/api/admin/store-products/${randomUUID()}`).send({ isActive: false });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('Product not found');
    expect((await adminAgent.patch(`/api/admin/store-products/${p.id}`).send({ isActive: false, stock: 3 })).status).toBe(400);
    expect((await t.db('storeProducts').where({ id: p.id }).first()).isActive).toBe(true);
    expect(await auditOf(t, p.id)).toHaveLength(2);
  });
});
