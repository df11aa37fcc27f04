import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { DAY, daysAgo, image, insertImages, insertListing, insertRequest, requestInput, scratchDataDir } from './fixtures.js';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = scratchDataDir();
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<TestApp['loginAs']>>;

async function student(overrides: { phone?: string; isAdmin?: boolean } = {}): Promise<{ user: TestUser; agent: Agent }> {
  const user = await t.createUser({ isAdmin: overrides.isAdmin });
  if (overrides.phone !== undefined) await t.db('users').where({ id: user.id }).update({ phone: overrides.phone });
  return { user, agent: await t.loginAs(user) };
}

const requestCount = async (requestedById: string) =>
  Number((await t.db('requests').where({ requestedById }).count({ n: '*' }))[0]!.n);

describe('POST /api/requests', () => {
  it('creates an active request with the spec defaults, 28 days to live, slug from the title', async () => {
    const { user, agent } = await student({ phone: '+91 90000 11111' });
    const before = Date.now();
    const res = await agent.post('/api/requests').send(requestInput()).expect(201);

    expect(res.body).toMatchObject({
      slug: 'need-a-scientific-calculator',
      title: 'Need a scientific calculator',
      description: 'Looking for a Casio fx-991ES Plus for the semester exams, any colour is fine.',
      category: 'electronics',
      requestType: 'buy',
      priceRange: 'negotiable',
      condition: 'good',
      urgency: 'low',
      productAge: null,
      images: [],
      tags: [],
      location: null,
      isAnonymous: false,
      anonymousName: null,
      isOwner: true,
      isActive: true,
      requestedBy: { _id: user.id, uid: user.id, fullName: user.fullName, profileImage: null, phone: '+91 90000 11111' },
    });
    const expires = new Date(res.body.expirationDate).getTime();
    const created = new Date(res.body.createdAt).getTime();
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    expect(expires - created).toBe(28 * DAY);
    expect(await requestCount(user.id)).toBe(1);
  });

  it('takes every field: roommate-housing, rent, any condition, maximum age, pictures in order, tags, place, alias, urgency', async () => {
    const { user, agent } = await student();
    const images = await insertImages(t.db, user.id, 3);
    const order = [images[1]!, images[2]!, images[0]!];
    const res = await agent
      .post('/api/requests')
      .send(
        requestInput({
          title: '  Room near the north gate!  ',
          description: '  Looking for a shared room within walking distance of the north gate from July.  ',
          category: 'roommate-housing',
          requestType: 'rent',
          priceRange: '5000-10000',
          condition: 'any',
          productAge: { years: 1, months: 6 },
          imageIds: order,
          tags: ['  Room ', 'room', 'NORTH gate', ' '],
          location: { lat: 12.97, lng: 77.59 },
          isAnonymous: true,
          anonymousName: ' Night Owl ',
          urgency: 'high',
        }),
      )
      .expect(201);

    expect(res.body).toMatchObject({
      slug: 'room-near-the-north-gate',
      title: 'Room near the north gate!',
      description: 'Looking for a shared room within walking distance of the north gate from July.',
      category: 'roommate-housing',
      requestType: 'rent',
      priceRange: '5000-10000',
      condition: 'any',
      productAge: { years: 1, months: 6 },
      tags: ['Room', 'NORTH gate'],
      location: { lat: 12.97, lng: 77.59 },
      isAnonymous: true,
      anonymousName: 'Night Owl',
      urgency: 'high',
      // The owner still sees who they are.
      requestedBy: { _id: user.id, fullName: user.fullName },
    });
    expect(res.body.images).toEqual(order.map(image));
    const rows = await t.db('images').whereIn('id', images).orderBy('position');
    expect(rows.map((r) => [r.id, r.requestId, r.position])).toEqual(order.map((id, i) => [id, res.body._id, i]));
  });

  it('takes "new only" as the maximum age and calls an unnamed anonymous requester "Anonymous"', async () => {
    const { agent } = await student();
    const res = await agent
      .post('/api/requests')
      .send(requestInput({ productAge: { years: 0, months: 0 }, isAnonymous: true }))
      .expect(201);
    expect(res.body).toMatchObject({ productAge: { years: 0, months: 0 }, isAnonymous: true, anonymousName: 'Anonymous' });
    const row = await t.db('requests').where({ id: res.body._id }).first();
    expect(row).toMatchObject({ productAgeYears: 0, productAgeMonths: 0, anonymousName: null });
  });

  it('makes the slug unique by appending -1, -2', async () => {
    const { agent } = await student();
    const title = `Hostel Mattress ${randomUUID().slice(0, 6)}`;
    const slugs = [];
    for (let i = 0; i < 3; i += 1) slugs.push((await agent.post('/api/requests').send(requestInput({ title })).expect(201)).body.slug);
    const base = title.toLowerCase().replaceAll(' ', '-');
    expect(slugs).toEqual([base, `${base}-1`, `${base}-2`]);
  });

  it('needs a session', async () => {
    const res = await t.request().post('/api/requests').send(requestInput()).expect(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body.detail).toBe('Please log in to continue.');
  });

  it('refuses invalid input and creates nothing', async () => {
    const { user, agent } = await student();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: undefined }, "title must have required property 'title'"],
      [{ title: '' }, 'title must NOT have fewer than 1 characters'],
      [{ title: '   ' }, 'Please enter a title.'],
      [{ title: 'x'.repeat(101) }, 'title must NOT have more than 100 characters'],
      [{ description: 'Too short.' }, 'description must NOT have fewer than 30 characters'],
      [{ description: `   ${'short '.repeat(4)}   ` }, 'The description must be at least 30 characters.'],
      [{ description: 'x'.repeat(501) }, 'description must NOT have more than 500 characters'],
      [{ category: undefined }, "category must have required property 'category'"],
      [{ category: 'roommates' }, 'category must be equal to one of the allowed values'],
      [{ condition: 'broken' }, 'condition must be equal to one of the allowed values'],
      [{ requestType: 'borrow' }, 'requestType must be equal to one of the allowed values: buy, rent'],
      [{ priceRange: '0-100' }, 'priceRange must be equal to one of the allowed values'],
      [{ urgency: 'asap' }, 'urgency must be equal to one of the allowed values: low, medium, high'],
      [{ productAge: { years: 1, months: 12 } }, 'months must be <= 11'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, 'tags must NOT have more than 10 items'],
      [{ location: { lat: 91, lng: 0 } }, 'lat must be <= 90'],
      [{ anonymousName: 'Shadow' }, 'An anonymous name is only used when the request is anonymous.'],
      [{ price: 100 }, 'price must NOT have additional properties'],
    ];
    for (const [overrides, detail] of cases) {
      const res = await agent.post('/api/requests').send(requestInput(overrides));
      expect(res.status).toBe(400);
      expect(res.body.detail, JSON.stringify(overrides)).toContain(detail);
    }
    expect(await requestCount(user.id)).toBe(0);
  });

  it('takes at most 5 images', async () => {
    const { user, agent } = await student();
    const six = await insertImages(t.db, user.id, 6);
    const res = await agent.post('/api/requests').send(requestInput({ imageIds: six })).expect(400);
    expect(res.body.detail).toBe('imageIds must NOT have more than 5 items');
    const five = await agent.post('/api/requests').send(requestInput({ imageIds: six.slice(0, 5) })).expect(201);
    expect(five.body.images).toHaveLength(5);
  });

  it("refuses someone else's images and images already in use, and keeps nothing", async () => {
    const { user, agent } = await student();
    const other = await t.createUser();
    const [theirs] = await insertImages(t.db, other.id, 1);
    const [mine] = await insertImages(t.db, user.id, 1);
    const listing = await insertListing(t.db, user.id, { imageCount: 1 });
    const used = await insertRequest(t.db, user.id, { imageCount: 1 });

    for (const foreign of [theirs!, listing.imageIds[0]!, used.imageIds[0]!]) {
      const res = await agent.post('/api/requests').send(requestInput({ imageIds: [mine, foreign] })).expect(400);
      expect(res.body).toMatchObject({
        detail: 'Some images are not yours or are already used. Please upload them again.',
        code: 'unusable-images',
        errors: [{ path: '/body/imageIds/1', message: 'This image is not yours or is already used.' }],
      });
    }
    expect(await requestCount(user.id)).toBe(1);
    expect((await t.db('images').where({ id: mine }).first()).requestId).toBeNull();
  });
});

describe('GET /api/requests/{id}', () => {
  it('shows a request to visitors without the phone, and with it to signed-in students', async () => {
    const { user } = await student({ phone: '+91 98888 77777' });
    const request = await insertRequest(t.db, user.id, { title: 'Cycle for campus rides', imageCount: 2, tags: ['Cycle'] });

    const visitor = await t.request().get(`/api/requests/${request.id}`).expect(200);
    expect(visitor.body).toMatchObject({
      _id: request.id,
      title: 'Cycle for campus rides',
      isOwner: false,
      isActive: true,
      tags: ['Cycle'],
      requestedBy: { _id: user.id, uid: user.id, fullName: user.fullName, profileImage: null },
    });
    expect(visitor.body.requestedBy).not.toHaveProperty('phone');
    expect(visitor.body.images).toEqual(request.imageIds.map(image));

    const { agent } = await student();
    const signedIn = await agent.get(`/api/requests/${request.id}`).expect(200);
    expect(signedIn.body.requestedBy.phone).toBe('+91 98888 77777');
    expect(signedIn.body.isOwner).toBe(false);
  });

  it('hides the requester of an anonymous request from everyone but the owner', async () => {
    const { user, agent: owner } = await student({ phone: '+91 91111 22222' });
    const request = await insertRequest(t.db, user.id, { isAnonymous: true, anonymousName: 'Quiet Fox' });
    const { agent: other } = await student();

    for (const call of [t.request().get(`/api/requests/${request.id}`), other.get(`/api/requests/${request.id}`)]) {
      const res = await call.expect(200);
      expect(res.body).toMatchObject({ isAnonymous: true, anonymousName: 'Quiet Fox', requestedBy: null, isOwner: false });
    }
    const own = await owner.get(`/api/requests/${request.id}`).expect(200);
    expect(own.body).toMatchObject({ isOwner: true, requestedBy: { _id: user.id, phone: '+91 91111 22222' } });
  });

  it("answers 404 'Request not found' once expired (except to the owner), deleted or unknown", async () => {
    const { user, agent: owner } = await student();
    const expired = await insertRequest(t.db, user.id, { createdAt: daysAgo(30), expiresAt: daysAgo(2) });
    const { agent: other } = await student();

    for (const call of [t.request().get(`/api/requests/${expired.id}`), other.get(`/api/requests/${expired.id}`)]) {
      const res = await call.expect(404);
      expect(res.body).toMatchObject({ status: 404, detail: 'Request not found' });
    }
    expect((await owner.get(`/api/requests/${expired.id}`).expect(200)).body.isOwner).toBe(true);
    expect((await t.request().get(`/api/requests/${randomUUID()}`).expect(404)).body.detail).toBe('Request not found');
    await t.request().get('/api/requests/not-a-uuid').expect(400);
  });

  it('keeps showing a fulfilled request until it expires', async () => {
    const { user } = await student();
    const request = await insertRequest(t.db, user.id, { isActive: false });
    expect((await t.request().get(`/api/requests/${request.id}`).expect(200)).body.isActive).toBe(false);
  });
});

describe('GET /api/requests/mine', () => {
  it("lists the caller's active requests newest first, or all of them", async () => {
    const { user, agent } = await student();
    const other = await t.createUser();
    const old = await insertRequest(t.db, user.id, { title: 'Old one', createdAt: daysAgo(3) });
    const recent = await insertRequest(t.db, user.id, { title: 'Recent one', createdAt: daysAgo(1), requestType: 'rent' });
    const fulfilled = await insertRequest(t.db, user.id, { title: 'Fulfilled', createdAt: daysAgo(2), isActive: false });
    const expired = await insertRequest(t.db, user.id, { title: 'Expired', createdAt: daysAgo(29), expiresAt: daysAgo(1) });
    await insertRequest(t.db, other.id, { title: 'Not mine' });

    const active = await agent.get('/api/requests/mine').expect(200);
    expect(active.body).toMatchObject({ total: 2, counts: { buy: 1, rent: 1 }, page: 1, pageSize: 25 });
    expect(active.body.items.map((r: { _id: string }) => r._id)).toEqual([recent.id, old.id]);
    expect(active.body.items[0]).toMatchObject({ title: 'Recent one', requestType: 'rent', isActive: true, image: null });

    const all = await agent.get('/api/requests/mine').query({ status: 'all' }).expect(200);
    expect(all.body.items.map((r: { _id: string }) => r._id)).toEqual([recent.id, fulfilled.id, old.id, expired.id]);

    const page2 = await agent.get('/api/requests/mine').query({ status: 'all', page: 2, pageSize: 3 }).expect(200);
    expect(page2.body).toMatchObject({ total: 4, counts: { buy: 3, rent: 1 }, page: 2, pageSize: 3 });
    expect(page2.body.items.map((r: { _id: string }) => r._id)).toEqual([expired.id]);
  });

  it('needs a session', async () => {
    expect((await t.request().get('/api/requests/mine').expect(401)).body.detail).toBe('Please log in to continue.');
  });
});

describe('PATCH /api/requests/{id}', () => {
  it('marks the own request fulfilled; it leaves the browse page', async () => {
    const { user, agent } = await student();
    const request = await insertRequest(t.db, user.id, { title: `Fulfil me ${randomUUID().slice(0, 6)}` });
    const res = await agent.patch(`/api/requests/${request.id}`).send({ isActive: false }).expect(200);
    expect(res.body).toMatchObject({ _id: request.id, isActive: false, isOwner: true });
    const browse = await t.request().get('/api/requests').query({ q: request.title }).expect(200);
    expect(browse.body.total).toBe(0);
  });

  it("refuses other students (403, or 404 once expired), visitors and a bad change", async () => {
    const { user, agent: owner } = await student();
    const request = await insertRequest(t.db, user.id);
    const expired = await insertRequest(t.db, user.id, { createdAt: daysAgo(30), expiresAt: daysAgo(1) });
    const { agent: other } = await student();

    const forbidden = await other.patch(`/api/requests/${request.id}`).send({ isActive: false }).expect(403);
    expect(forbidden.body).toMatchObject({ detail: 'You can only mark your own requests as fulfilled.', code: 'not-owner' });
    expect((await other.patch(`/api/requests/${expired.id}`).send({ isActive: false }).expect(404)).body.detail).toBe('Request not found');
    await t.request().patch(`/api/requests/${request.id}`).send({ isActive: false }).expect(401);
    await owner.patch(`/api/requests/${request.id}`).send({ isActive: true }).expect(400);
    await owner.patch(`/api/requests/${request.id}`).send({ isActive: false, title: '' }).expect(400);
    await owner.patch(`/api/requests/${request.id}`).send({}).expect(400);
    expect((await owner.patch(`/api/requests/${randomUUID()}`).send({ isActive: false }).expect(404)).body.detail).toBe('Request not found');
    expect((await t.db('requests').where({ id: request.id }).first()).isActive).toBe(true);

    // The owner may still close an expired one.
    await owner.patch(`/api/requests/${expired.id}`).send({ isActive: false }).expect(200);
  });
});

describe('DELETE /api/requests/{id}', () => {
  const writeFiles = (id: string) => {
    const dir = path.join(dataDir, 'uploads', id);
    fs.mkdirSync(dir, { recursive: true });
    for (const v of ['thumb', 'card', 'main']) fs.writeFileSync(path.join(dir, `${v}.webp`), 'x');
    return dir;
  };

  it('deletes the own request with its pictures (rows and files)', async () => {
    const { user, agent } = await student();
    const request = await insertRequest(t.db, user.id, { imageCount: 2 });
    const dirs = request.imageIds.map(writeFiles);
    await agent.delete(`/api/requests/${request.id}`).expect(204);
    expect(await t.db('requests').where({ id: request.id }).first()).toBeUndefined();
    expect(await t.db('images').whereIn('id', request.imageIds)).toEqual([]);
    for (const dir of dirs) expect(fs.existsSync(dir)).toBe(false);
    expect((await t.request().get(`/api/requests/${request.id}`).expect(404)).body.detail).toBe('Request not found');
  });

  it("lets admins delete anyone's request, and refuses other students and visitors", async () => {
    const { user } = await student();
    const request = await insertRequest(t.db, user.id);
    const { agent: other } = await student();
    const { agent: admin } = await student({ isAdmin: true });

    await t.request().delete(`/api/requests/${request.id}`).expect(401);
    const res = await other.delete(`/api/requests/${request.id}`).expect(403);
    expect(res.body).toMatchObject({ detail: 'You can only delete your own requests.', code: 'not-owner' });
    expect(await t.db('requests').where({ id: request.id }).first()).toBeDefined();

    await admin.delete(`/api/requests/${request.id}`).expect(204);
    expect(await t.db('requests').where({ id: request.id }).first()).toBeUndefined();
    expect((await admin.delete(`/api/requests/${request.id}`).expect(404)).body.detail).toBe('Request not found');
  });
});
