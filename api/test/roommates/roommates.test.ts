import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { runExclusive } from '../../src/jobs/cron-runner.js';
import { allJobs } from '../../src/jobs/jobs.js';
import { insertListing, insertRequest } from '../requests/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { DAY, daysAgo, image, insertImages, insertRoommatePost, roommateInput, scratchDataDir } from './fixtures.js';

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

const postCount = async (postedById: string) =>
  Number((await t.db('roommate_posts').where({ postedById }).count({ n: '*' }))[0]!.n);

describe('POST /api/roommates', () => {
  it('creates an active post with no preference by default, 28 days to live', async () => {
    const { user, agent } = await student({ phone: '+91 90000 11111' });
    const before = Date.now();
    const res = await agent.post('/api/roommates').send(roommateInput()).expect(201);

    expect(res.body).toMatchObject({
      title: 'Flatmate wanted near the north gate',
      description: 'Two-bedroom flat, ten minutes from campus, looking for a tidy and quiet flatmate.',
      roommatePreferences: { gender: 'any', ageRange: null, otherPreferences: null },
      budget: 8000,
      accommodationType: 'flat-apartment',
      contactInfo: 'Message me on chat after 6 pm',
      images: [],
      location: null,
      isOwner: true,
      isActive: true,
      postedBy: { _id: user.id, uid: user.id, fullName: user.fullName, profileImage: null, phone: '+91 90000 11111' },
    });
    const expires = new Date(res.body.expirationDate).getTime();
    const created = new Date(res.body.createdAt).getTime();
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    expect(expires - created).toBe(28 * DAY);
    expect(await postCount(user.id)).toBe(1);
    // It is on the browse page at once.
    const browse = await t.request().get('/api/roommates').expect(200);
    expect(browse.body.items.map((i: { _id: string }) => i._id)).toContain(res.body._id);
  });

  it('takes every field: preferences (trimmed), place, pictures in order', async () => {
    const { user, agent } = await student();
    const images = await insertImages(t.db, user.id, 3);
    const order = [images[2]!, images[0]!, images[1]!];
    const res = await agent
      .post('/api/roommates')
      .send(
        roommateInput({
          title: '  PG spot for a girl  ',
          description: '  Single occupancy in a PG with meals, five minutes from the south gate.  ',
          roommatePreferences: { gender: 'female', ageRange: ' 18-22 ', otherPreferences: '   ' },
          budget: 0,
          accommodationType: 'pg',
          contactInfo: '  Call after class  ',
          location: { lat: 12.97, lng: 77.59 },
          imageIds: order,
        }),
      )
      .expect(201);
    expect(res.body).toMatchObject({
      title: 'PG spot for a girl',
      description: 'Single occupancy in a PG with meals, five minutes from the south gate.',
      roommatePreferences: { gender: 'female', ageRange: '18-22', otherPreferences: null },
      budget: 0,
      accommodationType: 'pg',
      contactInfo: 'Call after class',
      location: { lat: 12.97, lng: 77.59 },
    });
    expect(res.body.images).toEqual(order.map(image));
    const rows = await t.db('images').whereIn('id', images).orderBy('position');
    expect(rows.map((r) => [r.id, r.roommatePostId, r.position])).toEqual(order.map((id, i) => [id, res.body._id, i]));
  });

  it('needs a session', async () => {
    const res = await t.request().post('/api/roommates').send(roommateInput()).expect(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body.detail).toBe('Please log in to continue.');
  });

  it('refuses invalid input in the spec words and creates nothing', async () => {
    const { user, agent } = await student();
    const title = 'Title is required (max 100 chars).';
    const description = 'Description must be 30-500 characters.';
    const budget = 'Budget is required.';
    const contact = 'Contact info is required.';
    const accommodation = 'Accommodation type is required.';
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: undefined }, title, '/body/title'],
      [{ title: '' }, title, '/body/title'],
      [{ title: '   ' }, title, '/body/title'],
      [{ title: 'x'.repeat(101) }, title, '/body/title'],
      [{ description: undefined }, description, '/body/description'],
      [{ description: 'Too short.' }, description, '/body/description'],
      [{ description: `   ${'short '.repeat(4)}   ` }, description, '/body/description'],
      [{ description: 'x'.repeat(501) }, description, '/body/description'],
      [{ budget: undefined }, budget, '/body/budget'],
      [{ budget: 'eight thousand' }, budget, '/body/budget'],
      [{ budget: -1 }, budget, '/body/budget'],
      [{ contactInfo: undefined }, contact, '/body/contactInfo'],
      [{ contactInfo: '' }, contact, '/body/contactInfo'],
      [{ contactInfo: '  ' }, contact, '/body/contactInfo'],
      [{ accommodationType: undefined }, accommodation, '/body/accommodationType'],
      [{ accommodationType: 'tent' }, accommodation, '/body/accommodationType'],
    ];
    for (const [overrides, detail, place] of cases) {
      const res = await agent.post('/api/roommates').send(roommateInput(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.detail, JSON.stringify(overrides)).toBe(detail);
      expect(res.body.errors[0].path, JSON.stringify(overrides)).toBe(place);
    }
    // Other fields keep the validator's words.
    const gender = await agent.post('/api/roommates').send(roommateInput({ roommatePreferences: { gender: 'robot' } })).expect(400);
    expect(gender.body.detail).toContain('gender must be equal to one of the allowed values');
    const extra = await agent.post('/api/roommates').send(roommateInput({ rent: 100 })).expect(400);
    expect(extra.body.detail).toBe('rent must NOT have additional properties');
    expect(await postCount(user.id)).toBe(0);
  });

  it('keeps the listing form its own words', async () => {
    const { agent } = await student();
    const res = await agent.post('/api/requests').send({ title: 'x'.repeat(101), description: 'y'.repeat(40), category: 'other' }).expect(400);
    expect(res.body.detail).toBe('title must NOT have more than 100 characters');
  });

  it('takes at most 5 images', async () => {
    const { user, agent } = await student();
    const six = await insertImages(t.db, user.id, 6);
    const res = await agent.post('/api/roommates').send(roommateInput({ imageIds: six })).expect(400);
    expect(res.body.detail).toBe('imageIds must NOT have more than 5 items');
    const five = await agent.post('/api/roommates').send(roommateInput({ imageIds: six.slice(0, 5) })).expect(201);
    expect(five.body.images).toHaveLength(5);
  });

  it("refuses someone else's images and images already in use, and keeps nothing", async () => {
    const { user, agent } = await student();
    const other = await t.createUser();
    const [theirs] = await insertImages(t.db, other.id, 1);
    const [mine] = await insertImages(t.db, user.id, 1);
    const listing = await insertListing(t.db, user.id, { imageCount: 1 });
    const request = await insertRequest(t.db, user.id, { imageCount: 1 });
    const post = await insertRoommatePost(t.db, user.id, { imageCount: 1 });

    for (const foreign of [theirs!, listing.imageIds[0]!, request.imageIds[0]!, post.imageIds[0]!]) {
      const res = await agent.post('/api/roommates').send(roommateInput({ imageIds: [mine, foreign] })).expect(400);
      expect(res.body).toMatchObject({
        detail: 'Some images are not yours or are already used. Please upload them again.',
        code: 'unusable-images',
        errors: [{ path: '/body/imageIds/1', message: 'This image is not yours or is already used.' }],
      });
    }
    expect(await postCount(user.id)).toBe(1);
    expect((await t.db('images').where({ id: mine }).first()).roommatePostId).toBeNull();
  });

  it("keeps a roommate post's pictures from listings and requests", async () => {
    const { user, agent } = await student();
    const post = await insertRoommatePost(t.db, user.id, { imageCount: 1 });
    const res = await agent
      .post('/api/requests')
      .send({ title: 'Need a lamp', description: 'A desk lamp for the hostel room, any colour.', category: 'other', imageIds: post.imageIds })
      .expect(400);
    expect(res.body.code).toBe('unusable-images');
    // Nor can the picture be deleted on its own.
    expect((await agent.delete(`/api/images/${post.imageIds[0]}`).expect(409)).body.code).toBe('image-attached');
  });
});

describe("a roommate post's pictures", () => {
  it('are attached: the hourly sweep of abandoned uploads leaves them', async () => {
    const { user } = await student();
    const post = await insertRoommatePost(t.db, user.id, { imageCount: 1 });
    const [abandoned] = await insertImages(t.db, user.id, 1);
    await t.db('images').whereIn('id', [abandoned!, ...post.imageIds]).update({ createdAt: daysAgo(2) });
    const job = allJobs(undefined, pino({ level: 'silent' }), t.deps.pictures, t.config.publicUrl).find((j) => j.name === 'prune-unattached-images')!;
    await runExclusive(t.db, job);
    expect(await t.db('images').where({ id: abandoned }).first()).toBeUndefined();
    expect(await t.db('images').where({ id: post.imageIds[0] }).first()).toBeDefined();
  });
});

describe('GET /api/roommates/{id}', () => {
  it('shows a post to visitors without the phone, and with it to signed-in students', async () => {
    const { user } = await student({ phone: '+91 98888 77777' });
    const post = await insertRoommatePost(t.db, user.id, { title: 'Hostel room share', imageCount: 2, genderPref: 'male' });

    const visitor = await t.request().get(`/api/roommates/${post.id}`).expect(200);
    expect(visitor.body).toMatchObject({
      _id: post.id,
      title: 'Hostel room share',
      roommatePreferences: { gender: 'male', ageRange: null, otherPreferences: null },
      budget: 5000,
      accommodationType: 'pg',
      contactInfo: 'Chat with me',
      isOwner: false,
      isActive: true,
      postedBy: { _id: user.id, uid: user.id, fullName: user.fullName, profileImage: null },
    });
    expect(visitor.body.postedBy).not.toHaveProperty('phone');
    expect(visitor.body.images).toEqual(post.imageIds.map(image));

    const { agent } = await student();
    const signedIn = await agent.get(`/api/roommates/${post.id}`).expect(200);
    expect(signedIn.body.postedBy.phone).toBe('+91 98888 77777');
    expect(signedIn.body.isOwner).toBe(false);
  });

  it('leaves out an empty phone', async () => {
    const { user, agent } = await student();
    const post = await insertRoommatePost(t.db, user.id);
    expect((await agent.get(`/api/roommates/${post.id}`).expect(200)).body.postedBy).not.toHaveProperty('phone');
  });

  it("answers 'Roommate request not found' for an unknown, inactive or expired post; its owner still sees it", async () => {
    const { user: owner, agent: ownerAgent } = await student();
    const { agent: other } = await student();
    const inactive = await insertRoommatePost(t.db, owner.id, { isActive: false });
    const expired = await insertRoommatePost(t.db, owner.id, { createdAt: daysAgo(30), expiresAt: daysAgo(2) });

    for (const id of [randomUUID(), inactive.id, expired.id]) {
      for (const caller of [t.request(), other]) {
        const res = await caller.get(`/api/roommates/${id}`).expect(404);
        expect(res.body).toMatchObject({ status: 404, detail: 'Roommate request not found' });
      }
    }
    expect((await ownerAgent.get(`/api/roommates/${inactive.id}`).expect(200)).body).toMatchObject({ isOwner: true, isActive: false });
    expect((await ownerAgent.get(`/api/roommates/${expired.id}`).expect(200)).body).toMatchObject({ isOwner: true, isActive: true });
  });

  it('refuses an id that is not a uuid', async () => {
    await t.request().get('/api/roommates/not-an-id').expect(400);
  });
});

describe('PATCH /api/roommates/{id}', () => {
  it('lets the owner mark the post inactive; it leaves the browse page', async () => {
    const { user, agent } = await student();
    const post = await insertRoommatePost(t.db, user.id);
    const res = await agent.patch(`/api/roommates/${post.id}`).send({ isActive: false }).expect(200);
    expect(res.body).toMatchObject({ _id: post.id, isActive: false, isOwner: true });
    const row = await t.db('roommate_posts').where({ id: post.id }).first();
    expect(row.isActive).toBe(false);
    expect(row.updatedAt.getTime()).toBeGreaterThan((post.updatedAt as Date).getTime());
    const browse = await t.request().get('/api/roommates').expect(200);
    expect(browse.body.items.map((i: { _id: string }) => i._id)).not.toContain(post.id);
    // Again: no change, no error.
    await agent.patch(`/api/roommates/${post.id}`).send({ isActive: false }).expect(200);
  });

  it("refuses another student's post (403), an unknown or hidden one (404), a visitor (401)", async () => {
    const { user: owner } = await student();
    const { agent: other } = await student({ isAdmin: true });
    const post = await insertRoommatePost(t.db, owner.id);
    const hidden = await insertRoommatePost(t.db, owner.id, { isActive: false });

    const forbidden = await other.patch(`/api/roommates/${post.id}`).send({ isActive: false }).expect(403);
    expect(forbidden.body).toMatchObject({ detail: 'You can only mark your own roommate requests as inactive.', code: 'not-owner' });
    const unknown = await other.patch(`/api/roommates/${randomUUID()}`).send({ isActive: false }).expect(404);
    expect(unknown.body.detail).toBe('Roommate request not found');
    await other.patch(`/api/roommates/${hidden.id}`).send({ isActive: false }).expect(404);
    await t.request().patch(`/api/roommates/${post.id}`).send({ isActive: false }).expect(401);
    expect((await t.db('roommate_posts').where({ id: post.id }).first()).isActive).toBe(true);
  });

  it('refuses isActive true, an empty change and a bad field', async () => {
    const { user, agent } = await student();
    const post = await insertRoommatePost(t.db, user.id);
    for (const body of [{ isActive: true }, { title: '' }, { isActive: false, budget: -1 }, {}]) {
      await agent.patch(`/api/roommates/${post.id}`).send(body).expect(400);
    }
    expect((await t.db('roommate_posts').where({ id: post.id }).first()).isActive).toBe(true);
  });
});

describe('DELETE /api/roommates/{id}', () => {
  async function uploadedPost(ownerId: string) {
    const post = await insertRoommatePost(t.db, ownerId, { imageCount: 2 });
    for (const id of post.imageIds) {
      fs.mkdirSync(path.join(dataDir, 'uploads', id), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'uploads', id, 'thumb.webp'), 'x');
    }
    return post;
  }

  it('lets the owner delete the post with its image rows and files', async () => {
    const { user, agent } = await student();
    const post = await uploadedPost(user.id);
    await agent.delete(`/api/roommates/${post.id}`).expect(204);
    expect(await t.db('roommate_posts').where({ id: post.id }).first()).toBeUndefined();
    expect(await t.db('images').whereIn('id', post.imageIds)).toEqual([]);
    for (const id of post.imageIds) expect(fs.existsSync(path.join(dataDir, 'uploads', id))).toBe(false);
    await t.request().get(`/api/roommates/${post.id}`).expect(404);
  });

  it('lets an admin delete any post, even an inactive one', async () => {
    const { user } = await student();
    const { agent: admin } = await student({ isAdmin: true });
    const post = await insertRoommatePost(t.db, user.id, { isActive: false });
    await admin.delete(`/api/roommates/${post.id}`).expect(204);
    expect(await t.db('roommate_posts').where({ id: post.id }).first()).toBeUndefined();
  });

  it("refuses another student's post (403), an unknown one (404), a visitor (401)", async () => {
    const { user } = await student();
    const { agent: other } = await student();
    const post = await uploadedPost(user.id);
    const res = await other.delete(`/api/roommates/${post.id}`).expect(403);
    expect(res.body).toMatchObject({ detail: 'You can only delete your own roommate requests.', code: 'not-owner' });
    expect((await other.delete(`/api/roommates/${randomUUID()}`).expect(404)).body.detail).toBe('Roommate request not found');
    await t.request().delete(`/api/roommates/${post.id}`).expect(401);
    expect(await t.db('roommate_posts').where({ id: post.id }).first()).toBeDefined();
    expect(await t.db('images').whereIn('id', post.imageIds)).toHaveLength(2);
    for (const id of post.imageIds) expect(fs.existsSync(path.join(dataDir, 'uploads', id))).toBe(true);
  });
});

describe('GET /api/roommates/mine', () => {
  it("answers the caller's active, unexpired posts newest first, or all of them", async () => {
    const { user, agent } = await student();
    const { user: other } = await student();
    const live = await insertRoommatePost(t.db, user.id, { title: 'Live', createdAt: daysAgo(1) });
    const inactive = await insertRoommatePost(t.db, user.id, { title: 'Inactive', isActive: false, createdAt: daysAgo(2) });
    const expired = await insertRoommatePost(t.db, user.id, { title: 'Expired', createdAt: daysAgo(30), expiresAt: daysAgo(2) });
    const newest = await insertRoommatePost(t.db, user.id, { title: 'Newest', imageCount: 1 });
    await insertRoommatePost(t.db, other.id, { title: 'Not mine' });

    const active = await agent.get('/api/roommates/mine').expect(200);
    expect(active.body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(active.body.items.map((i: { _id: string }) => i._id)).toEqual([newest.id, live.id]);
    expect(active.body.items[0].image).toEqual(image(newest.imageIds[0]!));

    const all = await agent.get('/api/roommates/mine?status=all').expect(200);
    expect(all.body.total).toBe(4);
    expect(all.body.items.map((i: { _id: string }) => i._id)).toEqual([newest.id, live.id, inactive.id, expired.id]);
    expect(all.body.items.find((i: { _id: string }) => i._id === inactive.id).isActive).toBe(false);

    const paged = await agent.get('/api/roommates/mine?status=all&pageSize=1&page=2').expect(200);
    expect(paged.body).toMatchObject({ total: 4, page: 2, pageSize: 1 });
    expect(paged.body.items.map((i: { _id: string }) => i._id)).toEqual([live.id]);
  });

  it('needs a session', async () => {
    await t.request().get('/api/roommates/mine').expect(401);
  });
});
