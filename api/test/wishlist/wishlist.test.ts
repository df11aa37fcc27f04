import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { daysAgo, daysFromNow, image, insertListing, insertRequest } from '../requests/fixtures.js';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
});
afterAll(() => t.close());

async function student() {
  const user = await t.createUser();
  return { user, agent: await t.loginAs(user) };
}

const listings = async (n: number) => Promise.all(Array.from({ length: n }, (_, i) => insertListing(t.db, owner.id, { title: `Listing ${i}` })));
const requests = async (n: number) => Promise.all(Array.from({ length: n }, (_, i) => insertRequest(t.db, owner.id, { title: `Request ${i}` })));

describe('GET and PUT /api/wishlist', () => {
  it('needs a session', async () => {
    for (const call of [t.request().get('/api/wishlist'), t.request().put('/api/wishlist').send({ productIds: [], requestIds: [] })]) {
      expect((await call.expect(401)).body.detail).toBe('Please log in to continue.');
    }
  });

  it('starts empty, and round-trips what was PUT in its order, duplicates once, unknown ids dropped', async () => {
    const { agent } = await student();
    expect((await agent.get('/api/wishlist').expect(200)).body).toEqual({ productIds: [], requestIds: [] });

    const [l1, l2, l3] = await listings(3);
    const [r1, r2] = await requests(2);
    const put = await agent
      .put('/api/wishlist')
      .send({
        productIds: [l3!.id, randomUUID(), l1!.id, l3!.id, l2!.id.toUpperCase()],
        // A listing id among the request ids is unknown there.
        requestIds: [r2!.id, l1!.id, r1!.id],
      })
      .expect(200);
    const stored = { productIds: [l3!.id, l1!.id, l2!.id], requestIds: [r2!.id, r1!.id] };
    expect(put.body).toEqual(stored);
    expect((await agent.get('/api/wishlist').expect(200)).body).toEqual(stored);
  });

  it('replaces: ids left out are removed, kept ones keep their place, new ones go last', async () => {
    const { agent } = await student();
    const [l1, l2, l3, l4] = await listings(4);
    const [r1] = await requests(1);
    await agent.put('/api/wishlist').send({ productIds: [l1!.id, l2!.id, l3!.id], requestIds: [r1!.id] }).expect(200);
    const res = await agent.put('/api/wishlist').send({ productIds: [l4!.id, l3!.id, l1!.id], requestIds: [] }).expect(200);
    expect(res.body).toEqual({ productIds: [l1!.id, l3!.id, l4!.id], requestIds: [] });
  });

  it('merges a browser list at log-in: GET, union, PUT', async () => {
    const { agent } = await student();
    const [l1, l2, l3] = await listings(3);
    const [r1, r2] = await requests(2);
    await agent.put('/api/wishlist').send({ productIds: [l1!.id, l2!.id], requestIds: [r1!.id] }).expect(200);

    const local = { productIds: [l2!.id, l3!.id], requestIds: [r2!.id] };
    const account = (await agent.get('/api/wishlist').expect(200)).body;
    const union = {
      productIds: [...new Set([...account.productIds, ...local.productIds])],
      requestIds: [...new Set([...account.requestIds, ...local.requestIds])],
    };
    const merged = await agent.put('/api/wishlist').send(union).expect(200);
    expect(merged.body).toEqual({ productIds: [l1!.id, l2!.id, l3!.id], requestIds: [r1!.id, r2!.id] });
  });

  it('keeps each student their own wishlist', async () => {
    const a = await student();
    const b = await student();
    const [l1] = await listings(1);
    await a.agent.put('/api/wishlist').send({ productIds: [l1!.id], requestIds: [] }).expect(200);
    expect((await b.agent.get('/api/wishlist').expect(200)).body).toEqual({ productIds: [], requestIds: [] });
  });

  it('leaves out items deleted since they were added', async () => {
    const { agent } = await student();
    const [l1, l2] = await listings(2);
    const [r1] = await requests(1);
    await agent.put('/api/wishlist').send({ productIds: [l1!.id, l2!.id], requestIds: [r1!.id] }).expect(200);
    await t.db('listings').where({ id: l1!.id }).delete();
    await t.db('requests').where({ id: r1!.id }).delete();
    expect((await agent.get('/api/wishlist').expect(200)).body).toEqual({ productIds: [l2!.id], requestIds: [] });
  });

  it('holds at most 200 ids of each kind', async () => {
    const { agent } = await student();
    const ids = (n: number) => Array.from({ length: n }, () => randomUUID());
    const over = await agent.put('/api/wishlist').send({ productIds: ids(201), requestIds: [] }).expect(400);
    expect(over.body.detail).toBe('productIds must NOT have more than 200 items');
    await agent.put('/api/wishlist').send({ productIds: [], requestIds: ids(201) }).expect(400);
    await agent.put('/api/wishlist').send({ productIds: ids(200), requestIds: ids(200) }).expect(200);
  });

  it('refuses bad input', async () => {
    const { agent } = await student();
    await agent.put('/api/wishlist').send({ productIds: ['nope'], requestIds: [] }).expect(400);
    await agent.put('/api/wishlist').send({ productIds: [] }).expect(400);
    await agent.put('/api/wishlist').send({ productIds: [], requestIds: [], extra: true }).expect(400);
  });
});

describe('GET /api/wishlist/items', () => {
  it("answers cards of what can still be seen, in the order asked, to visitors too", async () => {
    const sold = await insertListing(t.db, owner.id, { title: 'Sold kettle', isAvailable: false });
    const live = await insertListing(t.db, owner.id, { title: 'Live kettle', imageCount: 2 });
    const lend = await insertListing(t.db, owner.id, { title: 'Tent to borrow', listingType: 'lend' });
    const expiredListing = await insertListing(t.db, owner.id, { title: 'Expired kettle', expiresAt: daysAgo(1) });
    const open = await insertRequest(t.db, owner.id, { title: 'Open request', imageCount: 1, urgency: 'medium' });
    const fulfilled = await insertRequest(t.db, owner.id, { title: 'Fulfilled request', isActive: false });
    const expiredRequest = await insertRequest(t.db, owner.id, { createdAt: daysAgo(30), expiresAt: daysAgo(2) });

    const res = await t
      .request()
      .get('/api/wishlist/items')
      .query({
        productId: [live.id, expiredListing.id, randomUUID(), sold.id, lend.id, live.id],
        requestId: [fulfilled.id, expiredRequest.id, open.id],
      })
      .expect(200);

    expect(res.body.products.map((p: { _id: string }) => p._id)).toEqual([live.id, sold.id, lend.id]);
    expect(res.body.products[0]).toEqual({
      _id: live.id,
      slug: live.slug,
      title: 'Live kettle',
      listingType: 'sell',
      category: 'other',
      condition: 'good',
      price: 100,
      rentalRate: null,
      image: image(live.imageIds[0]!),
      isBoosted: false,
      isAvailable: true,
      isReserved: false,
      seller: { _id: owner.id, uid: owner.id, fullName: owner.fullName, profileImage: null },
      createdAt: (live.createdAt as Date).toISOString(),
    });
    expect(res.body.products[1]).toMatchObject({ title: 'Sold kettle', isAvailable: false, image: null });
    expect(res.body.products[2]).toMatchObject({ listingType: 'lend', price: null, rentalRate: { amount: 50, duration: 'day' } });

    expect(res.body.requests.map((r: { _id: string }) => r._id)).toEqual([fulfilled.id, open.id]);
    expect(res.body.requests[0]).toMatchObject({ title: 'Fulfilled request', isActive: false });
    expect(res.body.requests[1]).toMatchObject({ title: 'Open request', urgency: 'medium', image: image(open.imageIds[0]!) });
  });

  it('takes one id of a kind, or none', async () => {
    const listing = await insertListing(t.db, owner.id);
    const one = await t.request().get('/api/wishlist/items').query({ productId: listing.id }).expect(200);
    expect(one.body).toMatchObject({ products: [{ _id: listing.id }], requests: [] });
    expect((await t.request().get('/api/wishlist/items').expect(200)).body).toEqual({ products: [], requests: [] });
  });

  it('reads each kind in one query, however many ids', async () => {
    const ls = await listings(20);
    const rs = await requests(20);
    let queries = 0;
    const count = () => {
      queries += 1;
    };
    t.db.on('query', count);
    try {
      const res = await t
        .request()
        .get('/api/wishlist/items')
        .query({ productId: ls.map((l) => l.id), requestId: rs.map((r) => r.id) })
        .expect(200);
      expect(res.body.products).toHaveLength(20);
      expect(res.body.requests).toHaveLength(20);
    } finally {
      t.db.off('query', count);
    }
    expect(queries).toBe(2);
  });

  it('takes at most 100 ids of each kind, and only ids', async () => {
    const many = Array.from({ length: 101 }, () => randomUUID());
    await t.request().get('/api/wishlist/items').query({ productId: many }).expect(400);
    await t.request().get('/api/wishlist/items').query({ requestId: many }).expect(400);
    await t.request().get('/api/wishlist/items').query({ productId: 'abc' }).expect(400);
    await t.request().get('/api/wishlist/items').query({ productId: many.slice(0, 100), requestId: many.slice(0, 100) }).expect(200);
  });

  it('shows a request that expires later today but not one that expired', async () => {
    const soon = await insertRequest(t.db, owner.id, { createdAt: daysAgo(27.9), expiresAt: daysFromNow(0.1) });
    const res = await t.request().get('/api/wishlist/items').query({ requestId: soon.id }).expect(200);
    expect(res.body.requests).toHaveLength(1);
  });
});
