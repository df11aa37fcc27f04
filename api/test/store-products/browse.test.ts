import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { daysAgo, image, insertProduct, insertStore } from '../stores/fixtures.js';

let t: TestApp;
let owner: TestUser;
let store: Awaited<ReturnType<typeof insertStore>>;
let other: Awaited<ReturnType<typeof insertStore>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
  store = await insertStore(t, owner.id, { name: 'Campus Threads', slug: 'campus-threads' });
  other = await insertStore(t, owner.id, { name: 'Page Turners', slug: 'page-turners' });
});
afterAll(() => t.close());

const titles = (body: { items: { title: string }[] }) => body.items.map((p) => p.title);

describe('GET /api/store-products/featured', () => {
  it('lists boosted active products of every store, newest boost first, with their store', async () => {
    const hoodie = await insertProduct(t.db, store, { title: 'Hoodie', boosted: true, boostLocation: 'miniStore', boostTime: daysAgo(0.1), imageCount: 2 });
    await insertProduct(t.db, other, { title: 'Atlas', boosted: true, boostLocation: 'home', boostTime: daysAgo(0.5) });
    await insertProduct(t.db, store, { title: 'Hidden boosted', boosted: true, boostTime: daysAgo(0.05), isActive: false });
    await insertProduct(t.db, store, { title: 'Plain', boosted: false });
    const { body } = await t.request().get('/api/store-products/featured').expect(200);
    expect(body.map((p: { title: string }) => p.title)).toEqual(['Hoodie', 'Atlas']);
    expect(body[0]).toMatchObject({
      _id: hoodie.id,
      boosted: true,
      boostLocation: 'miniStore',
      images: hoodie.imageIds.map(image),
      store: { _id: store.id, name: 'Campus Threads', slug: 'campus-threads' },
    });
    expect(body[1].store.slug).toBe('page-turners');
  });

  it('puts the boosted products that are out of stock after those in stock', async () => {
    await insertProduct(t.db, other, { title: 'Sold-out mug', boosted: true, boostTime: daysAgo(0.01), stock: 0 });
    await insertProduct(t.db, other, { title: 'Older poster', boosted: true, boostTime: daysAgo(2), stock: 3 });
    const { body } = await t.request().get('/api/store-products/featured').expect(200);
    const order = body.map((p: { title: string }) => p.title);
    expect(order.at(-1)).toBe('Sold-out mug');
    expect(order.indexOf('Older poster')).toBeLessThan(order.indexOf('Sold-out mug'));
    await t.db('store_products').whereIn('title', ['Sold-out mug', 'Older poster']).delete();
  });

  it('gives at most 12, or the limit asked for', async () => {
    for (let i = 0; i < 13; i += 1) await insertProduct(t.db, other, { title: `Boosted ${i}`, boosted: true, boostTime: daysAgo(1 + i) });
    expect((await t.request().get('/api/store-products/featured').expect(200)).body).toHaveLength(12);
    expect((await t.request().get('/api/store-products/featured?limit=3').expect(200)).body).toHaveLength(3);
    await t.request().get('/api/store-products/featured?limit=13').expect(400);
    await t.db('store_products').where({ storeId: other.id }).delete();
  });
});

describe('GET /api/stores/{store}/products', () => {
  let shop: Awaited<ReturnType<typeof insertStore>>;
  beforeAll(async () => {
    shop = await insertStore(t, owner.id, { slug: 'sorting-shop' });
    await insertProduct(t.db, shop, { title: 'Tee', price: 299, category: 'clothing', createdAt: daysAgo(3) });
    await insertProduct(t.db, shop, { title: 'Lamp', price: 650, category: 'home', createdAt: daysAgo(1) });
    await insertProduct(t.db, shop, { title: 'Novel', price: 450, category: 'books', createdAt: daysAgo(2) });
    await insertProduct(t.db, shop, { title: 'Laptop', price: 25000, category: 'electronics', createdAt: daysAgo(4) });
    await insertProduct(t.db, shop, { title: 'Jacket', price: 1200, category: 'clothing', createdAt: daysAgo(10) });
    await insertProduct(t.db, shop, { title: 'Off the shelf', price: 100, isActive: false });
  });

  it('lists the active products newest first, priced 0 to 10000 by default, with isNew and isHot', async () => {
    const { body } = await t.request().get('/api/stores/sorting-shop/products').expect(200);
    expect(titles(body)).toEqual(['Lamp', 'Novel', 'Tee', 'Jacket']);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    const tee = body.items.find((p: { title: string }) => p.title === 'Tee');
    expect(tee).toMatchObject({ isHot: true, isNew: true, hasSizes: false, sizes: [], images: [], stock: 5, isActive: true, boostLocation: null, boostTime: null });
    expect(body.items.find((p: { title: string }) => p.title === 'Jacket')).toMatchObject({ isHot: false, isNew: false });
  });

  it('finds the store by its id too', async () => {
    expect(titles((await t.request().get(`/api/stores/${shop.id}/products`).expect(200)).body)).toHaveLength(4);
  });

  it('sorts by price, age and popularity (hot first, then newest)', async () => {
    const sorted = async (sort: string) => titles((await t.request().get(`/api/stores/sorting-shop/products?sort=${sort}&maxPrice=100000`).expect(200)).body);
    expect(await sorted('price-low')).toEqual(['Tee', 'Novel', 'Lamp', 'Jacket', 'Laptop']);
    expect(await sorted('price-high')).toEqual(['Laptop', 'Jacket', 'Lamp', 'Novel', 'Tee']);
    expect(await sorted('oldest')).toEqual(['Jacket', 'Laptop', 'Tee', 'Novel', 'Lamp']);
    expect(await sorted('newest')).toEqual(['Lamp', 'Novel', 'Tee', 'Laptop', 'Jacket']);
    expect(await sorted('popular')).toEqual(['Novel', 'Tee', 'Lamp', 'Laptop', 'Jacket']);
    await t.request().get('/api/stores/sorting-shop/products?sort=cheapest').expect(400);
  });

  it('filters by price range and categories, and pages', async () => {
    const body = async (query: string) => (await t.request().get(`/api/stores/sorting-shop/products?${query}`).expect(200)).body;
    expect(titles(await body('minPrice=400&maxPrice=700'))).toEqual(['Lamp', 'Novel']);
    expect(titles(await body('categories=clothing'))).toEqual(['Tee', 'Jacket']);
    // Encoded, as URLSearchParams sends it: the contract's categories are a plain (not reserved) string.
    expect(titles(await body('categories=clothing%2Cbooks&maxPrice=1000'))).toEqual(['Novel', 'Tee']);
    const page = await body('pageSize=3&page=2');
    expect(page).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(titles(page)).toEqual(['Jacket']);
    await t.request().get('/api/stores/sorting-shop/products?categories=weapons').expect(400);
    await t.request().get('/api/stores/sorting-shop/products?minPrice=-1').expect(400);
  });

  it("answers 'Store not found' for a store that is not there", async () => {
    expect((await t.request().get('/api/stores/nowhere/products').expect(404)).body.detail).toBe('Store not found');
  });
});

describe('GET /api/stores/{store}/products/{productId}', () => {
  it('answers the product with its sizes, pictures and store', async () => {
    const product = await insertProduct(t.db, store, {
      title: 'Sized tee',
      price: 499,
      sizes: [{ key: 'm', size: 'M', stock: 2 }, { key: 's', size: 'S', stock: 0 }],
      imageCount: 2,
    });
    const { body } = await t.request().get(`/api/stores/campus-threads/products/${product.id}`).expect(200);
    expect(body).toMatchObject({
      _id: product.id,
      title: 'Sized tee',
      price: 499,
      hasSizes: true,
      stock: 2,
      sizes: [{ _key: 'm', size: 'M', stock: 2 }, { _key: 's', size: 'S', stock: 0 }],
      images: product.imageIds.map(image),
      store: { _id: store.id, name: 'Campus Threads', slug: 'campus-threads' },
      isHot: true,
    });
    await t.request().get(`/api/stores/${store.id}/products/${product.id}`).expect(200);
  });

  it("answers 'Product not found' when it is missing, inactive, or another store's", async () => {
    const inactive = await insertProduct(t.db, store, { isActive: false });
    const theirs = await insertProduct(t.db, other, {});
    for (const path of [
      `/api/stores/campus-threads/products/${inactive.id}`,
      `/api/stores/campus-threads/products/${theirs.id}`,
      `/api/stores/campus-threads/products/6f1c2b6e-8d6b-4a43-9a55-3f0d9d1e2a11`,
      `/api/stores/nowhere/products/${theirs.id}`,
    ]) {
      expect((await t.request().get(path).expect(404)).body.detail).toBe('Product not found');
    }
    await t.request().get('/api/stores/campus-threads/products/not-a-uuid').expect(400);
  });
});
