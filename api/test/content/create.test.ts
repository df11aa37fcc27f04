import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LISTINGS_LEFT } from '../../src/modules/subscriptions/index.js';
import { insertImages, scratchDataDir } from '../listings/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';

const dataDir = scratchDataDir();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<TestApp['loginAs']>>;

async function student(): Promise<{ user: TestUser; agent: Agent }> {
  const user = await t.createUser();
  return { user, agent: await t.loginAs(user) };
}

const imageField = (id: string, key = 'k') => ({ _type: 'image', _key: key, asset: { _type: 'reference', _ref: id } });

/** A productListing as the original client sends it, server-owned fields included. */
function listingData(user: TestUser, imageIds: string[], overrides: Record<string, unknown> = {}) {
  return {
    _type: 'productListing',
    title: 'Engineering Drawing Kit',
    slug: { _type: 'slug', current: 'engineering-drawing-kit-from-client' },
    description: 'Complete drawing kit with mini drafter, compass and scales. Used one semester.',
    category: 'lab-equipment',
    condition: 'good',
    listingType: 'sell',
    price: 650,
    productAge: { years: 0, months: 6 },
    images: imageIds.map((id, i) => imageField(id, `k${i}`)),
    tags: ['drafter'],
    isAnonymous: false,
    seller: { _type: 'reference', _ref: user.id },
    isAvailable: true,
    expirationDate: new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString(),
    ...overrides,
  };
}

function requestData(user: TestUser, overrides: Record<string, unknown> = {}) {
  return {
    _type: 'request',
    title: 'Need a scientific calculator',
    description: 'Looking for a Casio fx-991ES Plus for the semester exams, any colour is fine.',
    category: 'electronics',
    requestedBy: { _type: 'reference', _ref: user.id },
    isActive: true,
    ...overrides,
  };
}

const counters = (id: string) => t.db('users').where({ id }).first('monthlyListingsUsed', 'extraListingsPurchased');
const countOf = async (table: string, column: string, id: string) => Number((await t.db(table).where(column, id).count({ n: '*' }))[0]!.n);

describe('POST /api/sanity/create', () => {
  it('creates a productListing through the listings service: the caller is the seller, one listing of the quota used', async () => {
    const { user, agent } = await student();
    const [a, b] = await insertImages(t.db, user.id, 2);
    const data = listingData(user, [], { images: [imageField(b!), a!] });
    const res = await agent.post('/api/sanity/create').send({ documentType: 'productListing', documentData: data }).expect(201);

    expect(res.body).toMatchObject({
      success: true,
      document: {
        _type: 'productListing',
        _id: expect.any(String),
        slug: 'engineering-drawing-kit',
        title: 'Engineering Drawing Kit',
        listingType: 'sell',
        price: 650,
        tags: ['drafter'],
        isAvailable: true,
        isOwner: true,
        seller: { _id: user.id },
      },
    });
    expect(res.body.document.images.map((i: { _id: string }) => i._id)).toEqual([b, a]);
    // The expiry is the server's (28 days), not the client's.
    const ttl = new Date(res.body.document.expirationDate).getTime() - new Date(res.body.document.createdAt).getTime();
    expect(ttl).toBe(28 * 24 * 3600 * 1000);
    expect(await t.db('listings').where({ id: res.body.document._id }).first('sellerId')).toEqual({ sellerId: user.id });
    expect(await counters(user.id)).toEqual({ monthlyListingsUsed: 1, extraListingsPurchased: 0 });
    await t.request().get(`/api/listings/${res.body.document._id}`).expect(200);
  });

  it("reads listingType 'borrow' as a lend listing", async () => {
    const { user, agent } = await student();
    const data = listingData(user, await insertImages(t.db, user.id), {
      listingType: 'borrow',
      price: undefined,
      rentalRate: { amount: 300, duration: 'day', deposit: 2000 },
    });
    const res = await agent.post('/api/sanity/create').send({ documentType: 'productListing', documentData: data }).expect(201);
    expect(res.body.document).toMatchObject({ listingType: 'lend', price: null, rentalRate: { amount: 300, duration: 'day', deposit: 2000 } });
  });

  it('creates a request through the requests service, with its defaults, without using the quota', async () => {
    const { user, agent } = await student();
    await t.db('users').where({ id: user.id }).update({ monthlyListingsUsed: 5 });
    const [image] = await insertImages(t.db, user.id);
    const res = await agent
      .post('/api/sanity/create')
      .send({ documentType: 'request', documentData: requestData(user, { images: [imageField(image!)], urgency: 'high' }) })
      .expect(201);
    expect(res.body).toMatchObject({
      success: true,
      document: {
        _type: 'request',
        title: 'Need a scientific calculator',
        requestType: 'buy',
        priceRange: 'negotiable',
        condition: 'good',
        urgency: 'high',
        isActive: true,
        isOwner: true,
        requestedBy: { _id: user.id },
      },
    });
    expect(res.body.document.images.map((i: { _id: string }) => i._id)).toEqual([image]);
    expect(await counters(user.id)).toMatchObject({ monthlyListingsUsed: 5 });
  });

  it('needs a session', async () => {
    const res = await t.request().post('/api/sanity/create').send({ documentType: 'request', documentData: {} }).expect(401);
    expect(res.body).toMatchObject({ status: 401, detail: 'Please log in to continue.', error: 'Please log in to continue.' });
  });

  it('creates no other document type (profiles are made at first log-in)', async () => {
    const { user, agent } = await student();
    for (const documentType of ['userProfile', 'miniStore', 'roommatePost']) {
      const res = await agent.post('/api/sanity/create').send({ documentType, documentData: { fullName: 'X' } }).expect(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body).toMatchObject({
        detail: `Documents of type '${documentType}' cannot be created here: documentType must be productListing, request, roommateRequest, productAdBoost, userSubscription, extraListingPurchase, miniStoreProduct or order.`,
        errors: [{ path: '/body/documentType' }],
      });
      expect(res.body.error).toBe(res.body.detail);
    }
    const missing = await agent.post('/api/sanity/create').send({ documentData: requestData(user) }).expect(400);
    expect(missing.body.detail).toBe('documentType must be productListing, request, roommateRequest, productAdBoost, userSubscription, extraListingPurchase, miniStoreProduct or order.');
    expect(await countOf('requests', 'requestedById', user.id)).toBe(0);
  });

  it("refuses a listing or request in another student's name, and changes nothing", async () => {
    const { user, agent } = await student();
    const other = await t.createUser();
    const data = listingData(user, await insertImages(t.db, user.id), { seller: { _type: 'reference', _ref: other.id } });
    const res = await agent.post('/api/sanity/create').send({ documentType: 'productListing', documentData: data }).expect(403);
    expect(res.body).toMatchObject({ detail: 'You can only create listings as yourself.', error: 'You can only create listings as yourself.' });
    expect(res.body.errors[0].path).toBe('/body/documentData/seller');

    const req = await agent
      .post('/api/sanity/create')
      .send({ documentType: 'request', documentData: requestData(user, { requestedBy: { _ref: other.id } }) })
      .expect(403);
    expect(req.body.detail).toBe('You can only create requests as yourself.');

    expect(await countOf('listings', 'sellerId', user.id)).toBe(0);
    expect(await countOf('listings', 'sellerId', other.id)).toBe(0);
    expect(await countOf('requests', 'requestedById', other.id)).toBe(0);
    expect(await counters(user.id)).toEqual({ monthlyListingsUsed: 0, extraListingsPurchased: 0 });
  });

  it("refuses a listing beyond the quota with the spec's words, and discards the caller's pictures sent with it (as POST /api/listings does)", async () => {
    const { user, agent } = await student();
    await t.db('users').where({ id: user.id }).update({ monthlyListingsUsed: 5 });
    const images = await insertImages(t.db, user.id);
    const res = await agent
      .post('/api/sanity/create')
      .send({ documentType: 'productListing', documentData: listingData(user, images) })
      .expect(409);
    expect(res.body).toMatchObject({ code: 'quota-exhausted', detail: NO_LISTINGS_LEFT, error: NO_LISTINGS_LEFT });
    expect(await countOf('listings', 'sellerId', user.id)).toBe(0);
    expect(await t.db('images').whereIn('id', images)).toHaveLength(0);
  });

  describe('refuses invalid documents, without using the quota', () => {
    let user: TestUser;
    let agent: Agent;
    beforeAll(async () => {
      ({ user, agent } = await student());
    });

    const refused = async (documentType: string, documentData: object, path: string, detail?: string) => {
      const res = await agent.post('/api/sanity/create').send({ documentType, documentData }).expect(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
      if (detail) expect(res.body.detail).toBe(detail);
      expect(res.body.error).toBe(res.body.detail);
      expect(await countOf('listings', 'sellerId', user.id)).toBe(0);
      expect(await countOf('requests', 'requestedById', user.id)).toBe(0);
      expect(await counters(user.id)).toEqual({ monthlyListingsUsed: 0, extraListingsPurchased: 0 });
      return res;
    };
    const image = () => insertImages(t.db, user.id);

    it('the fields POST /api/listings refuses, named under documentData', async () => {
      await refused('productListing', listingData(user, await image(), { title: 'x'.repeat(101) }), '/body/documentData/title');
      await refused('productListing', listingData(user, await image(), { title: '   ' }), '/body/documentData/title', 'Please enter a title.');
      await refused(
        'productListing',
        listingData(user, await image(), { description: `  ${'x'.repeat(28)}  ` }),
        '/body/documentData/description',
        'The description must be at least 30 characters.',
      );
      await refused('productListing', listingData(user, await image(), { price: undefined }), '/body/documentData/price', 'Please enter a price.');
      await refused('productListing', listingData(user, await image(), { category: 'pets' }), '/body/documentData/category');
      await refused('productListing', listingData(user, [], { images: [] }), '/body/documentData/images');
      await refused('productListing', listingData(user, await image(), { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }), '/body/documentData/tags');
    });

    it('fields the original never had, and server-owned values other than the new-listing ones', async () => {
      await refused('productListing', listingData(user, await image(), { owner: user.id }), '/body/documentData/owner');
      await refused('productListing', listingData(user, await image(), { isAvailable: false }), '/body/documentData/isAvailable');
      await refused('productListing', listingData(user, await image(), { isBoosted: true }), '/body/documentData/isBoosted');
      await refused('request', requestData(user, { isActive: false }), '/body/documentData/isActive');
      await refused('request', requestData(user, { requestType: 'steal' }), '/body/documentData/requestType');
      await refused('request', requestData(user, { description: 'short' }), '/body/documentData/description');
    });

    it('pictures that are not the caller’s, used already, given twice, or more than a request takes', async () => {
      const others = await insertImages(t.db, (await t.createUser()).id);
      const res = await refused(
        'productListing',
        listingData(user, others),
        '/body/documentData/images/0',
        'Some images are not yours or are already used. Please upload them again.',
      );
      expect(res.body.errors[0].message).toBe('This image is not yours or is already used.');
      const [mine] = await image();
      await refused('productListing', listingData(user, [], { images: [mine!, imageField(mine!)] }), '/body/documentData/images/1', 'This image is already in the list.');
      await refused('request', requestData(user, { images: [randomUUID()] }), '/body/documentData/images/0');
      await refused('request', requestData(user, { images: await insertImages(t.db, user.id, 6) }), '/body/documentData/images');
      await refused('productListing', listingData(user, [], { images: [{ asset: { _ref: 'not-a-uuid' } }] }), '/body/documentData/images/0');
    });
  });
});
