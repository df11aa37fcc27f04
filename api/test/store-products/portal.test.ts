import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TINY_PNG } from '../fuzz/contract-cases.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { image, insertImages, insertProduct, insertStore, openPortal, productInput, scratchDataDir, type Agent } from '../stores/fixtures.js';

let t: TestApp;
let owner: TestUser;
let storeA: Awaited<ReturnType<typeof insertStore>>;
let storeB: Awaited<ReturnType<typeof insertStore>>;
let portalA: Agent;
const dataDir = scratchDataDir();
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  owner = await t.createUser();
  storeA = await insertStore(t, owner.id, { name: 'Store A', slug: 'store-a' });
  storeB = await insertStore(t, (await t.createUser()).id, { name: 'Store B', slug: 'store-b' });
  portalA = await openPortal(t, storeA);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
// Every test opens what it needs; the failures of one do not throttle the next.
beforeEach(() => t.db('rate_limits').delete());

const REQUIRED = 'Please fill in all required fields';
const ids = (body: { items: { _id: string }[] }) => body.items.map((p) => p._id);

describe('GET /api/store-portal/products', () => {
  it("lists all of the session's store's products, inactive too, newest first, and none of another store's", async () => {
    const old = await insertProduct(t.db, storeA, { title: 'Old mug', createdAt: new Date(Date.now() - 60_000), category: 'home' });
    const hidden = await insertProduct(t.db, storeA, { title: 'Hidden Hoodie', isActive: false, category: 'clothing' });
    await insertProduct(t.db, storeB, { title: 'Their hoodie', category: 'clothing' });
    const { body } = await portalA.get('/api/store-portal/products').expect(200);
    expect(ids(body)).toEqual([hidden.id, old.id]);
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(body.items[0]).toMatchObject({ isActive: false, store: { _id: storeA.id } });
  });

  it('searches titles in any case (LIKE characters as themselves) and filters by category', async () => {
    await insertProduct(t.db, storeA, { title: '100% cotton tee', category: 'clothing' });
    const search = async (query: string) => (await portalA.get(`/api/store-portal/products?${query}`).expect(200)).body.items.map((p: { title: string }) => p.title);
    expect(await search('search=HOODIE')).toEqual(['Hidden Hoodie']);
    expect(await search(`search=${encodeURIComponent('100%')}`)).toEqual(['100% cotton tee']);
    expect(await search(`search=${encodeURIComponent('%')}`)).toEqual(['100% cotton tee']);
    expect(await search('category=home')).toEqual(['Old mug']);
    expect(await search('category=clothing&search=tee')).toEqual(['100% cotton tee']);
    await portalA.get('/api/store-portal/products?category=weapons').expect(400);
  });
});

describe('POST /api/store-portal/products', () => {
  it("adds a product to the session's store with the owner's uploads", async () => {
    const images = await insertImages(t.db, owner.id, 2);
    const res = await portalA.post('/api/store-portal/products').send(productInput({ imageIds: images, isActive: false })).expect(201);
    expect(res.body).toMatchObject({ title: 'Hoodie', price: 799, category: 'clothing', stock: 3, isActive: false, images: images.map(image), store: { _id: storeA.id } });
  });

  it(`requires title, price and category: '${REQUIRED}'`, async () => {
    for (const body of [{ price: 1, category: 'other' }, { title: 'A', category: 'other' }, { title: 'A', price: 1 }, { title: ' ', price: 1, category: 'other' }]) {
      expect((await portalA.post('/api/store-portal/products').send(body).expect(400)).body.detail).toBe(REQUIRED);
    }
  });

  it("refuses a size listed twice in any case ('M' and 'm'): 400 'Each size can be listed only once.'", async () => {
    const res = await portalA
      .post('/api/store-portal/products')
      .send(productInput({ title: 'Twice-sized tee', hasSizes: true, sizes: [{ size: 'M', stock: 1 }, { size: ' m ', stock: 2 }] }))
      .expect(400);
    expect(res.body).toMatchObject({ status: 400, detail: 'Each size can be listed only once.' });
    expect(res.body.errors).toEqual([{ path: '/body/sizes/1/size', message: 'Each size can be listed only once.' }]);
    expect(await t.db('store_products').where({ title: 'Twice-sized tee' }).first()).toBeUndefined();
  });

  it('allows at most 10 pictures', async () => {
    const images = await insertImages(t.db, owner.id, 11);
    await portalA.post('/api/store-portal/products').send(productInput({ imageIds: images })).expect(400);
    const ten = await portalA.post('/api/store-portal/products').send(productInput({ imageIds: images.slice(0, 10) })).expect(201);
    expect(ten.body.images).toHaveLength(10);
  });
});

describe('PATCH /api/store-portal/products/{id}', () => {
  it('edits any field and keeps the rest', async () => {
    const product = await insertProduct(t.db, storeA, { title: 'Lamp', price: 650, category: 'home', stock: 4 });
    const res = await portalA.patch(`/api/store-portal/products/${product.id}`).send({ price: 450, description: 'Warm light' }).expect(200);
    expect(res.body).toMatchObject({ title: 'Lamp', price: 450, description: 'Warm light', category: 'home', stock: 4, isHot: true, isActive: true });
  });

  it('deactivates and activates with isActive alone', async () => {
    const product = await insertProduct(t.db, storeA, { title: 'Toggle' });
    expect((await portalA.patch(`/api/store-portal/products/${product.id}`).send({ isActive: false }).expect(200)).body.isActive).toBe(false);
    await t.request().get(`/api/stores/store-a/products/${product.id}`).expect(404);
    expect((await portalA.patch(`/api/store-portal/products/${product.id}`).send({ isActive: true }).expect(200)).body.isActive).toBe(true);
    await t.request().get(`/api/stores/store-a/products/${product.id}`).expect(200);
  });

  it("keeps the sizes' keys on edit (sent, or by the size's name), gives new sizes new keys, stock their sum", async () => {
    const product = await insertProduct(t.db, storeA, { sizes: [{ key: 'k-s', size: 'S', stock: 1 }, { key: 'k-m', size: 'M', stock: 1 }] });
    const res = await portalA
      .patch(`/api/store-portal/products/${product.id}`)
      .send({ sizes: [{ size: 'M', stock: 5 }, { _key: 'k-s', size: 'Small', stock: 2 }, { size: 'L', stock: 3 }] })
      .expect(200);
    expect(res.body.stock).toBe(10);
    expect(res.body.sizes).toEqual([
      { _key: 'k-m', size: 'M', stock: 5 },
      { _key: 'k-s', size: 'Small', stock: 2 },
      { _key: expect.not.stringMatching(/^k-/), size: 'L', stock: 3 },
    ]);
    // Other fields alone leave the sizes as they are.
    expect((await portalA.patch(`/api/store-portal/products/${product.id}`).send({ title: 'Renamed' }).expect(200)).body.sizes).toEqual(res.body.sizes);
  });

  it("refuses an edit naming one size twice in any case ('XL' and 'xl'), and keeps the sizes it had", async () => {
    const product = await insertProduct(t.db, storeA, { sizes: [{ key: 'k-xl', size: 'XL', stock: 1 }] });
    const res = await portalA
      .patch(`/api/store-portal/products/${product.id}`)
      .send({ sizes: [{ _key: 'k-xl', size: 'XL', stock: 1 }, { size: 'xl', stock: 3 }] })
      .expect(400);
    expect(res.body.detail).toBe('Each size can be listed only once.');
    expect(res.body.errors).toEqual([{ path: '/body/sizes/1/size', message: 'Each size can be listed only once.' }]);
    expect((await t.db('store_product_sizes').where({ productId: product.id })).map((s: { size: string }) => s.size)).toEqual(['XL']);
  });

  it('drops the sizes when hasSizes is turned off, and the stock is then the one sent', async () => {
    const product = await insertProduct(t.db, storeA, { sizes: [{ key: 'a', size: 'S', stock: 4 }] });
    const res = await portalA.patch(`/api/store-portal/products/${product.id}`).send({ hasSizes: false, stock: 7 }).expect(200);
    expect(res.body).toMatchObject({ hasSizes: false, sizes: [], stock: 7 });
    expect(await t.db('store_product_sizes').where({ productId: product.id })).toHaveLength(0);
    const sized = await portalA.patch(`/api/store-portal/products/${product.id}`).send({ hasSizes: true, sizes: [{ size: 'M', stock: 2 }] }).expect(200);
    expect(sized.body).toMatchObject({ hasSizes: true, stock: 2 });
  });

  it("replaces the pictures in order; the removed ones are deleted with their files", async () => {
    const agent = await t.loginAs(owner);
    const uploaded = [];
    for (let i = 0; i < 2; i += 1) uploaded.push((await agent.post('/api/images').attach('image', TINY_PNG, { filename: 'a.png', contentType: 'image/png' }).expect(201)).body._id as string);
    const product = (await portalA.post('/api/store-portal/products').send(productInput({ imageIds: uploaded })).expect(201)).body;
    const [fresh] = await insertImages(t.db, owner.id, 1);
    const res = await portalA.patch(`/api/store-portal/products/${product._id}`).send({ imageIds: [fresh, uploaded[1]] }).expect(200);
    expect(res.body.images).toEqual([image(fresh!), image(uploaded[1]!)]);
    expect(await t.db('images').where({ id: uploaded[0] }).first()).toBeUndefined();
    expect(fs.existsSync(path.join(dataDir, 'uploads', uploaded[0]!))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'uploads', uploaded[1]!))).toBe(true);
  });

  it(`answers '${REQUIRED}' for a blank title`, async () => {
    const product = await insertProduct(t.db, storeA);
    expect((await portalA.patch(`/api/store-portal/products/${product.id}`).send({ title: '  ' }).expect(400)).body.detail).toBe(REQUIRED);
    await portalA.patch(`/api/store-portal/products/${product.id}`).send({}).expect(400);
  });

  it("answers 'Product not found' for another store's product, and changes nothing", async () => {
    const theirs = await insertProduct(t.db, storeB, { title: 'Theirs' });
    const res = await portalA.patch(`/api/store-portal/products/${theirs.id}`).send({ title: 'Mine now' }).expect(404);
    expect(res.body.detail).toBe('Product not found');
    expect((await t.db('store_products').where({ id: theirs.id }).first()).title).toBe('Theirs');
  });
});

describe('DELETE /api/store-portal/products/{id}', () => {
  it('deletes the product and its pictures', async () => {
    const product = await insertProduct(t.db, storeA, { imageCount: 2, sizes: [{ key: 'a', size: 'S', stock: 1 }] });
    await portalA.delete(`/api/store-portal/products/${product.id}`).expect(204);
    expect(await t.db('store_products').where({ id: product.id }).first()).toBeUndefined();
    expect(await t.db('images').whereIn('id', product.imageIds)).toHaveLength(0);
    await portalA.delete(`/api/store-portal/products/${product.id}`).expect(404);
  });

  it("answers 'Product not found' for another store's product, and keeps it", async () => {
    const theirs = await insertProduct(t.db, storeB);
    expect((await portalA.delete(`/api/store-portal/products/${theirs.id}`).expect(404)).body.detail).toBe('Product not found');
    expect(await t.db('store_products').where({ id: theirs.id }).first()).toBeDefined();
  });
});

describe('who may call the portal product routes', () => {
  it('answers 401 to a visitor and to a signed-in student without a portal session, even the owner', async () => {
    const product = await insertProduct(t.db, storeA);
    const student = await t.loginAs(owner);
    for (const agent of [t.request(), student]) {
      await agent.get('/api/store-portal/products').expect(401);
      await agent.post('/api/store-portal/products').send(productInput()).expect(401);
      await agent.patch(`/api/store-portal/products/${product.id}`).send({ isActive: false }).expect(401);
      await agent.delete(`/api/store-portal/products/${product.id}`).expect(401);
    }
  });
});

describe('edits at the same time', () => {
  it('queue: ten parallel edits of one product with sizes all succeed, and the last one stands whole', async () => {
    const product = await insertProduct(t.db, storeA, { sizes: [{ key: 'm', size: 'M', stock: 1 }] });
    const edits = Array.from({ length: 10 }, (_, i) =>
      portalA.patch(`/api/store-portal/products/${product.id}`).send({ hasSizes: i % 3 !== 0, stock: i, sizes: [{ size: 'M', stock: i }, { size: `X${i}`, stock: 1 }] }),
    );
    const answers = await Promise.all(edits);
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const { body } = await portalA.get(`/api/store-portal/products?search=${encodeURIComponent('Plain product')}&pageSize=100`).expect(200);
    const saved = body.items.find((p: { _id: string }) => p._id === product.id);
    const sizes = await t.db('store_product_sizes').where({ productId: product.id });
    expect(saved.stock).toBe(saved.hasSizes ? sizes.reduce((n: number, s: { stock: number }) => n + s.stock, 0) : saved.stock);
    if (!saved.hasSizes) expect(sizes).toHaveLength(0);
  });
});
