import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { checkout, insertProduct, insertStore, placeOrder, student } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A picture row of the product (no files: the answer only names the image). */
async function addPicture(storeId: string, productId: string, position: number) {
  const { ownerId } = await t.db('stores').where({ id: storeId }).first('ownerId');
  const [row] = await t.db('images').insert({ ownerId, storeProductId: productId, position }).returning('id');
  return row.id as string;
}

const imageOf = (id: string) => ({
  _id: id,
  thumbUrl: `/api/images/${id}/thumb.webp`,
  cardUrl: `/api/images/${id}/card.webp`,
  mainUrl: `/api/images/${id}/main.webp`,
});

interface MinePage {
  items: { _id: string; products: { productId: string | null; image: unknown }[] }[];
}

describe('GET /api/orders/mine shows each line with its product’s picture', () => {
  it('the product’s first picture when the line kept none or its picture is gone; the ordered one while it exists; in one query', async () => {
    const store = await insertStore(t);
    // Pictured only after the order was placed.
    const later = await insertProduct(t, store.id, { title: 'Pictured later' });
    // Ordered with a picture the seller has since replaced.
    const replaced = await insertProduct(t, store.id, { title: 'Picture replaced' });
    const oldPicture = await addPicture(store.id, replaced.id, 0);
    // Ordered with its picture, still there.
    const kept = await insertProduct(t, store.id, { title: 'Picture kept' });
    const keptPicture = await addPicture(store.id, kept.id, 0);
    // Never pictured.
    const bare = await insertProduct(t, store.id, { title: 'No picture' });

    const buyer = await student(t);
    const first = await placeOrder(
      buyer.agent,
      checkout(store.id, [
        { productId: later.id, quantity: 1 },
        { productId: replaced.id, quantity: 1 },
      ]),
    );
    const second = await placeOrder(
      buyer.agent,
      checkout(store.id, [
        { productId: kept.id, quantity: 1 },
        { productId: bare.id, quantity: 1 },
      ]),
    );

    const laterSecond = await addPicture(store.id, later.id, 1);
    const laterFirst = await addPicture(store.id, later.id, 0);
    await t.db('images').where({ id: oldPicture }).delete();
    const newPicture = await addPicture(store.id, replaced.id, 0);
    await addPicture(store.id, kept.id, 1);

    const seen: string[] = [];
    const listen = (q: { sql: string }) => seen.push(q.sql);
    t.db.on('query', listen);
    const res = await buyer.agent.get('/api/orders/mine');
    t.db.off('query', listen);
    expect(res.status).toBe(200);

    const body = res.body as MinePage;
    const lines = new Map(body.items.flatMap((order) => order.products.map((line) => [line.productId, line.image])));
    expect(body.items.map((o) => o._id).sort()).toEqual([first._id, second._id].sort());
    expect(lines.get(later.id)).toEqual(imageOf(laterFirst));
    expect(lines.get(later.id)).not.toEqual(imageOf(laterSecond));
    expect(lines.get(replaced.id)).toEqual(imageOf(newPicture));
    expect(lines.get(kept.id)).toEqual(imageOf(keptPicture));
    expect(lines.get(bare.id)).toBeNull();
    // The lines and their pictures of the whole page come in one query, not one per order or line.
    expect(seen.filter((sql) => sql.includes('store_order_items'))).toHaveLength(1);
    expect(seen.filter((sql) => /\bimages\b/.test(sql))).toHaveLength(1);

    // The single order reads the same.
    const one = await buyer.agent.get(`/api/orders/${first.orderId}`);
    expect(one.body.products.map((line: { image: unknown }) => line.image)).toEqual([imageOf(laterFirst), imageOf(newPicture)]);
  });
});
