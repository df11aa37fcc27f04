// The store portal's actions land in the audit log in the store's name, in their own transactions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, placeOrder } from '../orders/fixtures.js';
import { student } from '../payments/fixtures.js';
import { insertProduct, insertStore, openPortal, productInput, scratchDataDir } from '../stores/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { auditOf } from './commerce-fixtures.js';

const dataDir = scratchDataDir();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(() => t.close());

async function portalStore(name: string) {
  const owner = await t.createUser();
  const store = await insertStore(t, owner.id, { name, paymentOptions: ['cod'] });
  return { store, portal: await openPortal(t, store) };
}

const storeActor = (store: { id: string; name: string }) => ({ actorKind: 'store', actorUserId: null, actorStoreId: store.id, actorName: store.name });

describe('store portal audit', () => {
  it('records product create, edit, deactivate, activate and delete', async () => {
    const { store, portal } = await portalStore('Audit Threads');
    const created = await portal.post('/api/store-portal/products').send(productInput({ title: 'Hoodie' })).expect(201);
    const id = created.body._id as string;
    await portal.patch(`/api/store-portal/products/${id}`).send({ price: 899 }).expect(200);
    await portal.patch(`/api/store-portal/products/${id}`).send({ isActive: false }).expect(200);
    await portal.patch(`/api/store-portal/products/${id}`).send({ isActive: true }).expect(200);
    await portal.delete(`/api/store-portal/products/${id}`).expect(204);
    const audit = await auditOf(t, id);
    expect(audit.map((e) => [e.action, e.summary])).toEqual([
      ['store-product.create', 'Added the product Hoodie to Audit Threads'],
      ['store-product.update', 'Edited the product Hoodie'],
      ['store-product.deactivate', 'Deactivated the product Hoodie'],
      ['store-product.activate', 'Activated the product Hoodie'],
      ['store-product.delete', 'Deleted the product Hoodie'],
    ]);
    for (const entry of audit) expect(entry).toMatchObject({ ...storeActor(store), targetType: 'store-product' });
  });

  it('records order status changes, one by one and in bulk', async () => {
    const { store, portal } = await portalStore('Audit Books');
    const product = await insertProduct(t.db, store, { title: 'Atlas', stock: 10 });
    const buyer = await student(t);
    const a = await placeOrder(buyer.agent, checkout(store.id, [{ productId: product.id, quantity: 1 }]));
    const b = await placeOrder(buyer.agent, checkout(store.id, [{ productId: product.id, quantity: 1 }]));
    await portal.patch(`/api/store-portal/orders/${a._id}/status`).send({ status: 'confirmed' }).expect(200);
    await portal.post('/api/store-portal/orders/bulk-status').send({ orderIds: [a._id, b._id], status: 'cancelled', cancellationReason: 'Closed' }).expect(200);
    expect((await auditOf(t, a._id)).map((e) => e.summary)).toEqual([
      `Set order ${a.orderId} from pending to confirmed`,
      `Set order ${a.orderId} from confirmed to cancelled`,
    ]);
    expect(await auditOf(t, b._id)).toEqual([expect.objectContaining({ ...storeActor(store), action: 'order.status', targetType: 'order' })]);
  });

  it('records settings changes and entry-code regeneration; a refused change records nothing', async () => {
    const { store, portal } = await portalStore('Audit Gadgets');
    await portal.patch('/api/store-portal/store').send({ name: 'Audit Gadgets Two', description: 'New' }).expect(200);
    await portal.patch('/api/store-portal/store').send({ name: '  ' }).expect(400);
    const code = await portal.post('/api/store-portal/entry-code').expect(201);
    const audit = await auditOf(t, store.id);
    expect(audit.map((e) => [e.action, e.summary])).toEqual([
      ['store.settings', 'Updated the settings of Audit Gadgets Two: name, description'],
      ['store.entry-code', 'Regenerated the entry code of Audit Gadgets Two'],
    ]);
    expect(audit[0]).toMatchObject({ actorKind: 'store', actorStoreId: store.id, actorName: 'Audit Gadgets Two' });
    expect(JSON.stringify(audit)).not.toContain(code.body.entryCode);
    // The session that asked stays open.
    await portal.get('/api/store-portal/session').expect(200);
  });
});
