import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { attachToRequest, daysAgo, insertImages, lendInput, scratchDataDir, sellInput } from './fixtures.js';

const dataDir = scratchDataDir();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<TestApp['loginAs']>>;

async function seller(): Promise<{ user: TestUser; agent: Agent }> {
  const user = await t.createUser();
  await t.db('users').where({ id: user.id }).update({ phone: '+91 90000 22222', extraListingsPurchased: 20 });
  return { user, agent: await t.loginAs(user) };
}

/** A listing made through the API (so it has pictures in order), and its picture ids. */
async function listed(agent: Agent, user: TestUser, input: (imageIds: string[]) => object = sellInput, pictures = 3) {
  const images = await insertImages(t.db, user.id, pictures);
  const res = await agent.post('/api/listings').send(input(images)).expect(201);
  return { id: res.body._id as string, slug: res.body.slug as string, images };
}

const imageIdsOf = (body: { images: { _id: string }[] }) => body.images.map((image) => image._id);
const counters = (id: string) => t.db('users').where({ id }).first('monthlyListingsUsed', 'extraListingsPurchased');

describe('PATCH /api/listings/{id}: editing', () => {
  it('changes every field of the create form, keeps the slug and spends no quota', async () => {
    const { user, agent } = await seller();
    const { id, slug } = await listed(agent, user);
    const before = await counters(user.id);

    const res = await agent
      .patch(`/api/listings/${id}`)
      .send({
        title: '  Mini drafter, barely used ',
        description: 'Mini drafter with its box and the original scales. Collect from hostel 4.',
        category: 'textbooks',
        condition: 'like-new',
        price: 499.5,
        productAge: { years: 1, months: 3 },
        tags: ['drafter', ' Drafter ', 'ED'],
        location: { lat: 19.13, lng: 72.91 },
        meetingSpot: '  Central Library ',
        isAnonymous: true,
        anonymousName: 'Hostel 4 seller',
      })
      .expect(200);

    expect(res.body).toMatchObject({
      slug,
      title: 'Mini drafter, barely used',
      description: 'Mini drafter with its box and the original scales. Collect from hostel 4.',
      category: 'textbooks',
      condition: 'like-new',
      listingType: 'sell',
      price: 499.5,
      rentalRate: null,
      productAge: { years: 1, months: 3 },
      tags: ['drafter', 'ED'],
      location: { lat: 19.13, lng: 72.91 },
      meetingSpot: 'Central Library',
      isAnonymous: true,
      anonymousName: 'Hostel 4 seller',
      isAvailable: true,
    });
    expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThan(new Date(res.body.createdAt).getTime());
    expect(await counters(user.id)).toEqual(before);
    // The search finds it by its new words.
    const found = await t.request().get('/api/listings').query({ type: 'sell', q: 'drafter' }).expect(200);
    expect(found.body.items.map((item: { _id: string }) => item._id)).toContain(id);
  });

  it('leaves out fields it is not sent, and clears location, meeting spot and tags with null and []', async () => {
    const { user, agent } = await seller();
    const { id } = await listed(agent, user, (images) =>
      sellInput(images, { tags: ['kit'], location: { lat: 1, lng: 2 }, meetingSpot: 'Main Gate' }),
    );
    const kept = await agent.patch(`/api/listings/${id}`).send({ price: 700 }).expect(200);
    expect(kept.body).toMatchObject({ price: 700, title: 'Engineering Drawing Kit', tags: ['kit'], meetingSpot: 'Main Gate' });

    const cleared = await agent.patch(`/api/listings/${id}`).send({ location: null, meetingSpot: null, tags: [] }).expect(200);
    expect(cleared.body).toMatchObject({ location: null, meetingSpot: null, tags: [], price: 700 });
  });

  it('turns a sell listing into a lend listing and back, asking for the new amount', async () => {
    const { user, agent } = await seller();
    const { id } = await listed(agent, user);

    const noRate = await agent.patch(`/api/listings/${id}`).send({ listingType: 'lend' }).expect(400);
    expect(noRate.body).toMatchObject({ detail: 'Please enter a rental rate and duration.' });

    const lend = await agent
      .patch(`/api/listings/${id}`)
      .send({ listingType: 'lend', rentalRate: { amount: 40, duration: 'week', deposit: 300 } })
      .expect(200);
    expect(lend.body).toMatchObject({ listingType: 'lend', price: null, rentalRate: { amount: 40, duration: 'week', deposit: 300 } });
    expect(await t.db('listings').where({ id }).first('price')).toEqual({ price: null });

    // The rental rate is replaced whole: no deposit now means none.
    const noDeposit = await agent.patch(`/api/listings/${id}`).send({ rentalRate: { amount: 45, duration: 'day' } }).expect(200);
    expect(noDeposit.body.rentalRate).toEqual({ amount: 45, duration: 'day' });

    const noPrice = await agent.patch(`/api/listings/${id}`).send({ listingType: 'sell' }).expect(400);
    expect(noPrice.body.detail).toBe('Please enter a price.');
    const sell = await agent.patch(`/api/listings/${id}`).send({ listingType: 'sell', price: 900 }).expect(200);
    expect(sell.body).toMatchObject({ listingType: 'sell', price: 900, rentalRate: null });
  });

  it('removes, reorders and adds pictures; removed ones are deleted with their files', async () => {
    const { agent } = await seller();
    const png = (background: string) => sharp({ create: { width: 40, height: 30, channels: 3, background } }).png().toBuffer();
    const upload = async (color: string) =>
      (await agent.post('/api/images').attach('image', await png(color), 'p.png').expect(201)).body._id as string;
    const [a, b, c] = [await upload('#112233'), await upload('#445566'), await upload('#778899')];
    const created = await agent.post('/api/listings').send(sellInput([a!, b!, c!])).expect(201);
    const id = created.body._id as string;
    const d = await upload('#aabbcc');

    const res = await agent.patch(`/api/listings/${id}`).send({ imageIds: [c, d, a] }).expect(200);
    expect(imageIdsOf(res.body)).toEqual([c, d, a]);
    expect((await agent.get(`/api/listings/${id}`).expect(200)).body.images.map((i: { _id: string }) => i._id)).toEqual([c, d, a]);
    expect(await t.db('images').where({ id: b }).first()).toBeUndefined();
    expect(fs.existsSync(path.join(dataDir, 'uploads', b!))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'uploads', d))).toBe(true);
    // The card shows the new cover.
    const mine = await agent.get('/api/listings/mine').expect(200);
    expect(mine.body.items.find((item: { _id: string }) => item._id === id).image._id).toBe(c);
  });

  it("refuses another student's picture or one used elsewhere, and changes nothing", async () => {
    const { user, agent } = await seller();
    const { id, images } = await listed(agent, user);
    const [theirs] = await insertImages(t.db, (await t.createUser()).id);
    const [used] = await insertImages(t.db, user.id);
    await attachToRequest(t.db, user.id, [used!]);

    const res = await agent.patch(`/api/listings/${id}`).send({ title: 'Changed', imageIds: [images[0], theirs, used] }).expect(400);
    expect(res.body).toMatchObject({ detail: 'Some images are not yours or are already used. Please upload them again.' });
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(['/body/imageIds/1', '/body/imageIds/2']);
    const after = (await agent.get(`/api/listings/${id}`).expect(200)).body;
    expect(imageIdsOf(after)).toEqual(images);
    expect(after.title).toBe('Engineering Drawing Kit');
  });

  it('refuses a listing without pictures', async () => {
    const { user, agent } = await seller();
    const { id } = await listed(agent, user);
    await agent.patch(`/api/listings/${id}`).send({ imageIds: [] }).expect(400);
  });

  describe("gives the create form's messages and changes nothing", () => {
    let user: TestUser;
    let agent: Agent;
    let id: string;
    beforeAll(async () => {
      ({ user, agent } = await seller());
      ({ id } = await listed(agent, user, lendInput));
    });

    const refused = async (body: object, place: string, detail?: string) => {
      const before = await t.db('listings').where({ id }).first();
      const res = await agent.patch(`/api/listings/${id}`).send(body).expect(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(place);
      if (detail) expect(res.body.detail).toBe(detail);
      expect(await t.db('listings').where({ id }).first()).toEqual(before);
    };

    it('title and description', async () => {
      await refused({ title: '   ' }, '/body/title', 'Please enter a title.');
      await refused({ title: 'x'.repeat(101) }, '/body/title');
      await refused({ description: `  ${'x'.repeat(28)}  ` }, '/body/description', 'The description must be at least 30 characters.');
      await refused({ description: 'x'.repeat(501) }, '/body/description');
    });

    it('amounts by type', async () => {
      await refused({ price: 10 }, '/body/price', 'A listing for rent has a rental rate, not a price.');
      await refused({ listingType: 'sell', price: 10, rentalRate: { amount: 1, duration: 'day' } }, '/body/rentalRate', 'A listing for sale has a price, not a rental rate.');
      await refused({ rentalRate: { amount: -1, duration: 'day' } }, '/body/rentalRate/amount');
    });

    it('anonymous name only when anonymous, meeting spot at most 80 characters, unknown fields', async () => {
      await refused({ anonymousName: 'Ghost' }, '/body/anonymousName', 'An anonymous name is only used when the listing is anonymous.');
      await refused({ meetingSpot: 'x'.repeat(81) }, '/body/meetingSpot');
      await refused({ sellerId: randomUUID() }, '/body/sellerId');
      await refused({ category: 'spaceships' }, '/body/category');
    });
  });

  it('edits and marks sold in one go, and still edits once the month is used up', async () => {
    const user = await t.createUser();
    const agent = await t.loginAs(user);
    const ids: string[] = [];
    for (;;) {
      const res = await agent.post('/api/listings').send(sellInput(await insertImages(t.db, user.id)));
      if (res.status === 409) break;
      expect(res.status).toBe(201);
      ids.push(res.body._id);
    }
    expect(ids.length).toBeGreaterThan(0);
    const res = await agent.patch(`/api/listings/${ids[0]}`).send({ price: 1, isAvailable: false }).expect(200);
    expect(res.body).toMatchObject({ price: 1, isAvailable: false });
    await agent.post('/api/listings').send(sellInput(await insertImages(t.db, user.id))).expect(409);
  });

  it('lets only the seller edit: 403 for another student or an admin, 404 once expired or gone, 401 without a session', async () => {
    const { user, agent } = await seller();
    const { id } = await listed(agent, user);
    for (const other of [await t.createUser(), await t.createUser({ isAdmin: true })]) {
      const res = await (await t.loginAs(other)).patch(`/api/listings/${id}`).send({ title: 'Mine now' }).expect(403);
      expect(res.body).toMatchObject({ detail: 'You can only change your own listings.', code: 'forbidden' });
    }
    await t.request().patch(`/api/listings/${id}`).send({ title: 'Mine now' }).expect(401);
    await t.db('listings').where({ id }).update({ expiresAt: daysAgo(1) });
    const stranger = await t.loginAs(await t.createUser());
    expect((await stranger.patch(`/api/listings/${id}`).send({ title: 'Mine now' }).expect(404)).body.detail).toBe('Product not found');
    // Its seller still may.
    expect((await agent.patch(`/api/listings/${id}`).send({ title: 'Still mine' }).expect(200)).body.title).toBe('Still mine');
    expect((await agent.patch(`/api/listings/${randomUUID()}`).send({ title: 'x' }).expect(404)).body.detail).toBe('Product not found');
    expect((await t.db('listings').where({ id }).first()).title).toBe('Still mine');
  });
});

describe('meetingSpot on create', () => {
  it('is kept trimmed, none when blank, and shown to everyone', async () => {
    const { user, agent } = await seller();
    const { id } = await listed(agent, user, (images) => sellInput(images, { meetingSpot: ' Hostel Block A ' }));
    expect((await t.request().get(`/api/listings/${id}`).expect(200)).body.meetingSpot).toBe('Hostel Block A');
    const blank = await agent.post('/api/listings').send(sellInput(await insertImages(t.db, user.id), { meetingSpot: '   ' })).expect(201);
    expect(blank.body.meetingSpot).toBeNull();
    await agent.post('/api/listings').send(sellInput(await insertImages(t.db, user.id), { meetingSpot: 'x'.repeat(81) })).expect(400);
  });
});
