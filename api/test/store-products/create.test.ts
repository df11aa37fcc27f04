import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { image, insertImages, insertStore, productInput } from '../stores/fixtures.js';

let t: TestApp;
let owner: TestUser;
let store: Awaited<ReturnType<typeof insertStore>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
  store = await insertStore(t, owner.id, { name: 'Campus Threads', slug: 'campus-threads' });
});
afterAll(() => t.close());

const REQUIRED = 'Please fill in all required fields';

describe('POST /api/stores/{store}/products', () => {
  it("adds a product to the owner's store with their pictures in order", async () => {
    const agent = await t.loginAs(owner);
    const images = await insertImages(t.db, owner.id, 3);
    const order = [images[2]!, images[0]!, images[1]!];
    const res = await agent
      .post('/api/stores/campus-threads/products')
      .send({ title: '  Denim jacket ', description: 'Barely worn', price: 1499.5, category: 'clothing', stock: 2, imageIds: order })
      .expect(201);
    expect(res.body).toMatchObject({
      title: 'Denim jacket',
      description: 'Barely worn',
      price: 1499.5,
      category: 'clothing',
      stock: 2,
      hasSizes: false,
      sizes: [],
      images: order.map(image),
      isActive: true,
      boosted: false,
      isNew: true,
      isHot: false,
      store: { _id: store.id, name: 'Campus Threads', slug: 'campus-threads' },
    });
    // On the store page at once.
    const page = await t.request().get('/api/stores/campus-threads/products').expect(200);
    expect(page.body.items.map((p: { _id: string }) => p._id)).toContain(res.body._id);
  });

  it('takes only title and price: category other, stock 0, no description', async () => {
    const agent = await t.loginAs(owner);
    const res = await agent.post(`/api/stores/${store.id}/products`).send({ title: 'Mug', price: 0 }).expect(201);
    expect(res.body).toMatchObject({ title: 'Mug', price: 0, category: 'other', stock: 0, description: '', images: [], isHot: true });
  });

  it('keeps sizes with keys, stock their sum; ignores sizes without hasSizes', async () => {
    const agent = await t.loginAs(owner);
    const sized = await agent
      .post('/api/stores/campus-threads/products')
      .send(productInput({ hasSizes: true, stock: 99, sizes: [{ size: 'S', stock: 2 }, { size: ' M ', stock: 3 }, { _key: 'xl', size: 'XL', stock: 0 }] }))
      .expect(201);
    expect(sized.body.stock).toBe(5);
    expect(sized.body.sizes).toEqual([
      { _key: expect.stringMatching(/^[\w-]{1,40}$/), size: 'S', stock: 2 },
      { _key: expect.stringMatching(/^[\w-]{1,40}$/), size: 'M', stock: 3 },
      { _key: 'xl', size: 'XL', stock: 0 },
    ]);
    expect(sized.body.sizes[0]._key).not.toBe(sized.body.sizes[1]._key);
    const plain = await agent.post('/api/stores/campus-threads/products').send(productInput({ sizes: [{ size: 'S', stock: 2 }] })).expect(201);
    expect(plain.body).toMatchObject({ hasSizes: false, sizes: [], stock: 3 });
    expect(await t.db('store_product_sizes').where({ productId: plain.body._id })).toHaveLength(0);
  });

  it('refuses a size named twice or with no name', async () => {
    const agent = await t.loginAs(owner);
    const twice = await agent.post('/api/stores/campus-threads/products').send(productInput({ hasSizes: true, sizes: [{ size: 'S', stock: 1 }, { size: 'S', stock: 2 }] })).expect(400);
    expect(twice.body.errors[0].path).toBe('/body/sizes/1/size');
    const blank = await agent.post('/api/stores/campus-threads/products').send(productInput({ hasSizes: true, sizes: [{ size: '  ', stock: 1 }] })).expect(400);
    expect(blank.body.detail).toBe(REQUIRED);
  });

  it(`answers '${REQUIRED}' without a title or a price, or with a blank title`, async () => {
    const agent = await t.loginAs(owner);
    for (const body of [{ price: 10 }, { title: 'No price' }, { title: '   ', price: 10 }, { title: 'Negative', price: -1 }]) {
      const res = await agent.post('/api/stores/campus-threads/products').send(body).expect(400);
      expect(res.body.detail).toBe(REQUIRED);
    }
  });

  it('refuses pictures that are not the owner\'s or are already used', async () => {
    const agent = await t.loginAs(owner);
    const [theirs] = await insertImages(t.db, (await t.createUser()).id, 1);
    const res = await agent.post('/api/stores/campus-threads/products').send(productInput({ imageIds: [theirs] })).expect(400);
    expect(res.body.errors).toEqual([{ path: '/body/imageIds/0', message: 'This image is not yours or is already used.' }]);
    await agent.post('/api/stores/campus-threads/products').send(productInput({ imageIds: Array.from({ length: 11 }, () => theirs) })).expect(400);
  });

  it("answers 403 'You can only add products to your own store' to another student", async () => {
    const other = await t.loginAs(await t.createUser());
    const res = await other.post('/api/stores/campus-threads/products').send(productInput()).expect(403);
    expect(res.body.detail).toBe('You can only add products to your own store');
  });

  it("answers 404 'Store not found' for a store that is not there", async () => {
    const agent = await t.loginAs(owner);
    expect((await agent.post('/api/stores/nowhere/products').send(productInput()).expect(404)).body.detail).toBe('Store not found');
  });

  it('answers 401 to a visitor, and to a store portal session without a student', async () => {
    await t.request().post('/api/stores/campus-threads/products').send(productInput()).expect(401);
    const portal = await t.request().post('/api/store-portal/session').send({ entryCode: store.entryCode }).expect(201);
    await t.request().post('/api/stores/campus-threads/products').set('Cookie', portal.headers['set-cookie']!).send(productInput()).expect(401);
  });
});
