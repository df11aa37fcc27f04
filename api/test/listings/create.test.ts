import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstFreeSlug, slugify as slugOf } from '../../src/posts/index.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { attachToRequest, DAY, insertImages, lendInput, scratchDataDir, sellInput } from './fixtures.js';

const slugify = (title: string) => slugOf(title, 'listing');

const dataDir = scratchDataDir();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<TestApp['loginAs']>>;

/** A signed-in student with lots of quota (validation tests should not run out of it). */
async function seller(extraListings = 0): Promise<{ user: TestUser; agent: Agent }> {
  const user = await t.createUser();
  if (extraListings) await t.db('users').where({ id: user.id }).update({ extraListingsPurchased: extraListings });
  return { user, agent: await t.loginAs(user) };
}

const counters = (id: string) =>
  t.db('users').where({ id }).first('monthlyListingsUsed', 'extraListingsPurchased') as Promise<{
    monthlyListingsUsed: number;
    extraListingsPurchased: number;
  }>;
const listingCount = async (sellerId: string) => Number((await t.db('listings').where({ sellerId }).count({ n: '*' }))[0]!.n);

describe('POST /api/listings', () => {
  it('creates a sell listing: available, 28 days to live, pictures in order, one listing of the quota used', async () => {
    const { user, agent } = await seller();
    const images = await insertImages(t.db, user.id, 3);
    const order = [images[2]!, images[0]!, images[1]!];
    const before = Date.now();
    const res = await agent
      .post('/api/listings')
      .send(sellInput(order, { tags: ['  Drafter ', 'drafter', 'DRAWING', 'first year', '   '], location: { lat: 12.97, lng: 77.59 } }))
      .expect(201);

    expect(res.body).toMatchObject({
      slug: 'engineering-drawing-kit',
      title: 'Engineering Drawing Kit',
      listingType: 'sell',
      category: 'lab-equipment',
      condition: 'good',
      price: 650,
      rentalRate: null,
      productAge: { years: 0, months: 6 },
      tags: ['Drafter', 'DRAWING', 'first year'],
      location: { lat: 12.97, lng: 77.59 },
      isAnonymous: false,
      anonymousName: null,
      isOwner: true,
      isAvailable: true,
      isBoosted: false,
      seller: { _id: user.id, uid: user.id, fullName: user.fullName, profileImage: null },
    });
    expect(res.body.images).toEqual(
      order.map((id) => ({
        _id: id,
        thumbUrl: `/api/images/${id}/thumb.webp`,
        cardUrl: `/api/images/${id}/card.webp`,
        mainUrl: `/api/images/${id}/main.webp`,
      })),
    );
    const expires = new Date(res.body.expirationDate).getTime();
    expect(expires - new Date(res.body.createdAt).getTime()).toBe(28 * DAY);
    expect(expires).toBeGreaterThanOrEqual(before + 28 * DAY - 5_000);

    const row = await t.db('listings').where({ id: res.body._id }).first();
    expect(row).toMatchObject({ sellerId: user.id, searchText: expect.stringContaining('first year') });
    expect(await counters(user.id)).toEqual({ monthlyListingsUsed: 1, extraListingsPurchased: 0 });
    expect(await t.db('images').whereIn('id', images).orderBy('position').pluck('id')).toEqual(order);
  });

  it('creates a lend listing with its rental rate and deposit, and no price', async () => {
    const { user, agent } = await seller();
    const res = await agent.post('/api/listings').send(lendInput(await insertImages(t.db, user.id))).expect(201);
    expect(res.body).toMatchObject({
      listingType: 'lend',
      price: null,
      rentalRate: { amount: 300, duration: 'day', deposit: 2000 },
      productAge: { years: 2, months: 0 },
      location: null,
      tags: [],
    });

    const noDeposit = await agent
      .post('/api/listings')
      .send(lendInput(await insertImages(t.db, user.id), { rentalRate: { amount: 0, duration: 'hour' } }))
      .expect(201);
    expect(noDeposit.body.rentalRate).toEqual({ amount: 0, duration: 'hour' });
  });

  it('keeps the anonymous name of an anonymous listing, and shows its owner as the seller to the owner', async () => {
    const { user, agent } = await seller();
    const res = await agent
      .post('/api/listings')
      .send(sellInput(await insertImages(t.db, user.id), { isAnonymous: true, anonymousName: ' Hostel 4 senior ' }))
      .expect(201);
    expect(res.body).toMatchObject({ isAnonymous: true, anonymousName: 'Hostel 4 senior', seller: { _id: user.id } });
  });

  it("makes slugs from the title and numbers repeats: 'casio-fx991es-plus', then 'casio-fx991es-plus-1'", async () => {
    const { user, agent } = await seller(5);
    const first = await agent.post('/api/listings').send(sellInput(await insertImages(t.db, user.id), { title: 'Casio FX-991ES Plus!' })).expect(201);
    const second = await agent.post('/api/listings').send(sellInput(await insertImages(t.db, user.id), { title: 'Casio FX-991ES Plus!' })).expect(201);
    expect(first.body.slug).toBe('casio-fx991es-plus');
    expect(second.body.slug).toBe('casio-fx991es-plus-1');
  });

  it('gives different sellers listing the same title at the same moment different slugs', async () => {
    const sellers = await Promise.all(Array.from({ length: 6 }, () => seller()));
    const bodies = await Promise.all(
      sellers.map(async ({ user }) => sellInput(await insertImages(t.db, user.id), { title: 'Race Slug Lamp' })),
    );
    const results = await Promise.all(sellers.map(({ agent }, i) => agent.post('/api/listings').send(bodies[i]!)));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(results.map((r) => r.body.slug as string).sort()).toEqual([
      'race-slug-lamp',
      'race-slug-lamp-1',
      'race-slug-lamp-2',
      'race-slug-lamp-3',
      'race-slug-lamp-4',
      'race-slug-lamp-5',
    ]);
  });

  it('needs a session', async () => {
    const res = await t.request().post('/api/listings').send(sellInput([])).expect(401);
    expect(res.body.detail).toBe('Please log in to continue.');
  });

  describe('refuses invalid listings, without using the quota', () => {
    let user: TestUser;
    let agent: Agent;
    beforeAll(async () => {
      ({ user, agent } = await seller());
    });

    const refused = async (body: object, path: string, detail?: string) => {
      const [listingsBefore, countersBefore] = [await listingCount(user.id), await counters(user.id)];
      const res = await agent.post('/api/listings').send(body).expect(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
      if (detail) expect(res.body.detail).toBe(detail);
      expect(await listingCount(user.id)).toBe(listingsBefore);
      expect(await counters(user.id)).toEqual(countersBefore);
      return res;
    };
    const image = async () => insertImages(t.db, user.id);

    it('a title over 100 characters, or only spaces', async () => {
      await refused(sellInput(await image(), { title: 'x'.repeat(101) }), '/body/title');
      await refused(sellInput(await image(), { title: '' }), '/body/title');
      await refused(sellInput(await image(), { title: '   ' }), '/body/title', 'Please enter a title.');
    });

    it('a description under 30 or over 500 characters', async () => {
      await refused(sellInput(await image(), { description: 'x'.repeat(29) }), '/body/description');
      await refused(sellInput(await image(), { description: 'x'.repeat(501) }), '/body/description');
      await refused(
        sellInput(await image(), { description: `   ${'x'.repeat(28)}    ` }),
        '/body/description',
        'The description must be at least 30 characters.',
      );
    });

    it('a sell listing without a price, or with a rental rate', async () => {
      const { price: _price, ...noPrice } = sellInput(await image());
      await refused(noPrice, '/body/price', 'Please enter a price.');
      await refused(
        sellInput(await image(), { rentalRate: { amount: 10, duration: 'day' } }),
        '/body/rentalRate',
        'A listing for sale has a price, not a rental rate.',
      );
      await refused(sellInput(await image(), { price: -1 }), '/body/price');
      await refused(sellInput(await image(), { price: 10.001 }), '/body/price');
    });

    it('a lend listing without a rental rate, or with a price', async () => {
      const { rentalRate: _rate, ...noRate } = lendInput(await image());
      await refused(noRate, '/body/rentalRate', 'Please enter a rental rate and duration.');
      await refused(lendInput(await image(), { price: 100 }), '/body/price', 'A listing for rent has a rental rate, not a price.');
      await refused(lendInput(await image(), { rentalRate: { amount: 10 } }), '/body/rentalRate/duration');
      await refused(lendInput(await image(), { rentalRate: { amount: 10, duration: 'year' } }), '/body/rentalRate/duration');
      await refused(lendInput(await image(), { rentalRate: { amount: 10, duration: 'day', deposit: 0 } }), '/body/rentalRate/deposit');
    });

    it('no images, or more than 10', async () => {
      await refused(sellInput([]), '/body/imageIds');
      await refused(sellInput(await insertImages(t.db, user.id, 11)), '/body/imageIds');
    });

    it('more than 10 tags', async () => {
      await refused(sellInput(await image(), { tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }), '/body/tags');
    });

    it('a product age with 12 months, or negative years', async () => {
      await refused(sellInput(await image(), { productAge: { years: 1, months: 12 } }), '/body/productAge/months');
      await refused(sellInput(await image(), { productAge: { years: -1, months: 0 } }), '/body/productAge/years');
    });

    it('an anonymous name on a listing that is not anonymous', async () => {
      await refused(
        sellInput(await image(), { anonymousName: 'Secret' }),
        '/body/anonymousName',
        'An anonymous name is only used when the listing is anonymous.',
      );
    });

    it('unknown categories, conditions, types and fields', async () => {
      await refused(sellInput(await image(), { category: 'books' }), '/body/category');
      await refused(sellInput(await image(), { condition: 'broken' }), '/body/condition');
      await refused(sellInput(await image(), { listingType: 'borrow' }), '/body/listingType');
      await refused(sellInput(await image(), { sellerId: user.id }), '/body/sellerId');
      await refused(sellInput(await image(), { location: { lat: 91, lng: 0 } }), '/body/location/lat');
    });

    it("someone else's image, one already used, or one that does not exist", async () => {
      const other = await t.createUser();
      const [theirs] = await insertImages(t.db, other.id);
      const mine = await image();
      const res = await refused(
        sellInput([...mine, theirs!]),
        '/body/imageIds/1',
        'Some images are not yours or are already used. Please upload them again.',
      );
      expect(res.body.code).toBe('unusable-images');
      // Nothing was attached.
      expect(await t.db('images').whereIn('id', [...mine, theirs!]).whereNotNull('listingId').count({ n: '*' })).toEqual([{ n: 0 }]);

      const [unknown] = await insertImages(t.db, user.id);
      await t.db('images').where({ id: unknown }).delete();
      await refused(sellInput([unknown!]), '/body/imageIds/0');

      // Already attached to one of this student's listings.
      const used = await image();
      await t.db('images').whereIn('id', used).update({ listingId: (await insertListingFor(user.id)).id });
      await refused(sellInput(used), '/body/imageIds/0');

      // Already attached to one of this student's requests.
      const requested = await image();
      await attachToRequest(t.db, user.id, requested);
      await refused(sellInput(requested), '/body/imageIds/0');
    });

    it('repeated image ids', async () => {
      const [id] = await image();
      await refused(sellInput([id!, id!]), '/body/imageIds');
    });
  });

  it('is rate limited per student (30 an hour)', async () => {
    const { user, agent } = await seller(40);
    const images = await insertImages(t.db, user.id, 31);
    for (let i = 0; i < 30; i += 1) {
      await agent.post('/api/listings').send(sellInput([images[i]!], { title: `Rate ${i}` })).expect(201);
    }
    const res = await agent.post('/api/listings').send(sellInput([images[30]!])).expect(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

/** A bare listing row for attaching an image to. */
async function insertListingFor(sellerId: string) {
  const [row] = await t
    .db('listings')
    .insert({
      sellerId,
      slug: `holder-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      title: 'Holder',
      description: 'A listing that holds an image for this test.',
      category: 'other',
      condition: 'good',
      listingType: 'sell',
      price: 1,
      expiresAt: new Date(Date.now() + DAY),
    })
    .returning('id');
  return row as { id: string };
}

describe('slugs', () => {
  it('lowercase the title, drop punctuation and join words with dashes', () => {
    expect(slugify('Casio FX-991ES Plus!')).toBe('casio-fx991es-plus');
    expect(slugify("  Physics  (H.C. Verma)   Vol. 1 & 2 ")).toBe('physics-hc-verma-vol-1-2');
    expect(slugify('Café chair')).toBe('café-chair');
    expect(slugify('!!!')).toBe('listing');
    expect(slugify('a'.repeat(120)).length).toBe(80);
  });

  it('take the first free number', () => {
    expect(firstFreeSlug('desk', [])).toBe('desk');
    expect(firstFreeSlug('desk', ['desk'])).toBe('desk-1');
    expect(firstFreeSlug('desk', ['desk', 'desk-1', 'desk-3'])).toBe('desk-2');
  });
});
