import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, image, insertImages, insertRoommatePost, scratchDataDir } from '../roommates/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';

const dataDir = scratchDataDir();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<TestApp['loginAs']>>;

async function student(overrides: { isAdmin?: boolean } = {}): Promise<{ user: TestUser; agent: Agent }> {
  const user = await t.createUser({ isAdmin: overrides.isAdmin });
  return { user, agent: await t.loginAs(user) };
}

/** A roommateRequest as the original client sends it, server-owned fields included. */
function roommateData(user: TestUser, overrides: Record<string, unknown> = {}) {
  return {
    _type: 'roommateRequest',
    title: 'Flatmate wanted near the north gate',
    description: 'Two-bedroom flat, ten minutes from campus, looking for a tidy and quiet flatmate.',
    roommatePreferences: { gender: 'female', ageRange: '19-23' },
    budget: 8000,
    accommodationType: 'flat-apartment',
    contactInfo: 'Message me on chat after 6 pm',
    postedBy: { _type: 'reference', _ref: user.id },
    isActive: true,
    expirationDate: new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString(),
    ...overrides,
  };
}

const create = (agent: Agent, documentData: object) =>
  agent.post('/api/sanity/create').send({ documentType: 'roommateRequest', documentData });
const postCount = async (postedById: string) => Number((await t.db('roommate_posts').where({ postedById }).count({ n: '*' }))[0]!.n);
const postRow = (id: string) => t.db('roommate_posts').where({ id }).first('isActive', 'title', 'budget');

describe('POST /api/sanity/create a roommateRequest', () => {
  it('creates the post through the roommates service: the caller is the poster, 28 days to live, pictures in order', async () => {
    const { user, agent } = await student();
    const [a, b] = await insertImages(t.db, user.id, 2);
    const images = [{ _type: 'image', _key: 'k0', asset: { _type: 'reference', _ref: b } }, a];
    const res = await create(agent, roommateData(user, { images })).expect(201);

    expect(res.body).toMatchObject({
      success: true,
      document: {
        _type: 'roommateRequest',
        _id: expect.any(String),
        title: 'Flatmate wanted near the north gate',
        roommatePreferences: { gender: 'female', ageRange: '19-23', otherPreferences: null },
        budget: 8000,
        accommodationType: 'flat-apartment',
        contactInfo: 'Message me on chat after 6 pm',
        images: [image(b!), image(a!)],
        isActive: true,
        isOwner: true,
        postedBy: { _id: user.id },
      },
    });
    // The expiry is the server's (28 days), not the client's.
    const ttl = new Date(res.body.document.expirationDate).getTime() - new Date(res.body.document.createdAt).getTime();
    expect(ttl).toBe(28 * 24 * 3600 * 1000);
    expect(await t.db('roommate_posts').where({ id: res.body.document._id }).first('postedById')).toEqual({ postedById: user.id });
    const browse = await t.request().get('/api/roommates').expect(200);
    expect(browse.body.items.map((i: { _id: string }) => i._id)).toContain(res.body.document._id);
  });

  it('reads a budget given as text, keeping the rupees', async () => {
    const { user, agent } = await student();
    for (const [budget, rupees] of [['₹8,000', 8000], ['6500', 6500], ['Rs. 12,000 per month', 12000], [0, 0]] as const) {
      const res = await create(agent, roommateData(user, { budget })).expect(201);
      expect(res.body.document.budget, String(budget)).toBe(rupees);
      expect((await postRow(res.body.document._id)).budget).toBe(rupees);
    }
  });

  it('needs a session', async () => {
    const { user } = await student();
    const res = await t.request().post('/api/sanity/create').send({ documentType: 'roommateRequest', documentData: roommateData(user) }).expect(401);
    expect(res.body).toMatchObject({ detail: 'Please log in to continue.', error: 'Please log in to continue.' });
    expect(await postCount(user.id)).toBe(0);
  });

  it("refuses a post in another student's name, and creates nothing", async () => {
    const { user, agent } = await student();
    const other = await t.createUser();
    const res = await create(agent, roommateData(user, { postedBy: { _type: 'reference', _ref: other.id } })).expect(403);
    expect(res.body).toMatchObject({
      code: 'not-owner',
      detail: 'You can only create roommate requests as yourself.',
      error: 'You can only create roommate requests as yourself.',
      errors: [{ path: '/body/documentData/postedBy' }],
    });
    expect(await postCount(user.id)).toBe(0);
    expect(await postCount(other.id)).toBe(0);
  });

  it('refuses invalid posts in the spec words, named under documentData, and creates nothing', async () => {
    const { user, agent } = await student();
    const title = 'Title is required (max 100 chars).';
    const description = 'Description must be 30-500 characters.';
    const budget = 'Budget is required.';
    const contact = 'Contact info is required.';
    const accommodation = 'Accommodation type is required.';
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: undefined }, title, 'title'],
      [{ title: '' }, title, 'title'],
      [{ title: '   ' }, title, 'title'],
      [{ title: 'x'.repeat(101) }, title, 'title'],
      [{ description: undefined }, description, 'description'],
      [{ description: 'Too short.' }, description, 'description'],
      [{ description: `   ${'short '.repeat(4)}   ` }, description, 'description'],
      [{ description: 'x'.repeat(501) }, description, 'description'],
      [{ budget: undefined }, budget, 'budget'],
      [{ budget: '' }, budget, 'budget'],
      [{ budget: 'eight thousand' }, budget, 'budget'],
      [{ budget: '8000.50' }, budget, 'budget'],
      [{ budget: -1 }, budget, 'budget'],
      [{ budget: 2_000_000 }, budget, 'budget'],
      [{ contactInfo: undefined }, contact, 'contactInfo'],
      [{ contactInfo: '' }, contact, 'contactInfo'],
      [{ contactInfo: '  ' }, contact, 'contactInfo'],
      [{ accommodationType: undefined }, accommodation, 'accommodationType'],
      [{ accommodationType: 'tent' }, accommodation, 'accommodationType'],
    ];
    for (const [overrides, detail, field] of cases) {
      const res = await create(agent, roommateData(user, overrides));
      const label = JSON.stringify(overrides);
      expect(res.status, label).toBe(400);
      expect(res.headers['content-type'], label).toContain('application/problem+json');
      expect(res.body.detail, label).toBe(detail);
      expect(res.body.error, label).toBe(detail);
      expect(res.body.errors[0].path, label).toBe(`/body/documentData/${field}`);
    }
    expect(await postCount(user.id)).toBe(0);
  });

  it("keeps the validator's words for the other fields, and the request form its own", async () => {
    const { user, agent } = await student();
    const gender = await create(agent, roommateData(user, { roommatePreferences: { gender: 'robot' } })).expect(400);
    expect(gender.body.detail).toContain('gender must be equal to one of the allowed values');
    await create(agent, roommateData(user, { isActive: false })).expect(400);
    const extra = await create(agent, roommateData(user, { rent: 100 })).expect(400);
    expect(extra.body.errors[0].path).toBe('/body/documentData/rent');
    const six = await insertImages(t.db, user.id, 6);
    const many = await create(agent, roommateData(user, { images: six })).expect(400);
    expect(many.body.errors[0].path).toBe('/body/documentData/images');
    const others = await insertImages(t.db, (await t.createUser()).id);
    const theirs = await create(agent, roommateData(user, { images: others })).expect(400);
    expect(theirs.body.errors[0]).toEqual({ path: '/body/documentData/images/0', message: 'This image is not yours or is already used.' });
    expect(await postCount(user.id)).toBe(0);

    const request = await agent
      .post('/api/sanity/create')
      .send({ documentType: 'request', documentData: { title: 'x'.repeat(101), description: 'y'.repeat(40), category: 'other' } })
      .expect(400);
    expect(request.body.detail).toBe('title must NOT have more than 100 characters');
  });
});

const patch = (id: string, updates: object, as: Agent) => as.patch(`/api/sanity/patch/${id}`).send({ updates });

describe('PATCH /api/sanity/patch/{id} on a roommate post', () => {
  it('marks the poster’s post inactive (isActive false), the updatedAt sent being ignored', async () => {
    const { user, agent } = await student();
    const post = await insertRoommatePost(t.db, user.id);
    const res = await patch(post.id, { isActive: false, updatedAt: '2001-01-01T00:00:00.000Z' }, agent).expect(200);
    expect(res.body).toMatchObject({ success: true, document: { _id: post.id, _type: 'roommateRequest', isActive: false, isOwner: true } });
    expect(new Date(res.body.document.updatedAt).getFullYear()).toBeGreaterThan(2001);
    expect((await postRow(post.id)).isActive).toBe(false);
    const browse = await t.request().get('/api/roommates').expect(200);
    expect(browse.body.items.map((i: { _id: string }) => i._id)).not.toContain(post.id);
  });

  it('refuses, naming them, the fields a poster may not set, and other values; changes nothing', async () => {
    const { user, agent } = await student();
    const post = await insertRoommatePost(t.db, user.id, { title: 'Quiet flatmate', budget: 5000 });
    const before = await postRow(post.id);

    const title = await patch(post.id, { isActive: false, title: 'Loud flatmate' }, agent).expect(403);
    expect(title.body).toMatchObject({
      code: 'field-not-allowed',
      detail: 'title cannot be changed on a roommate request.',
      error: 'title cannot be changed on a roommate request.',
      errors: [{ path: '/body/updates/title', message: 'title cannot be changed on a roommate request.' }],
    });
    const several = await patch(post.id, { budget: 1, postedBy: { _ref: randomUUID() } }, agent).expect(403);
    expect(several.body.detail).toBe('These fields cannot be changed: budget, postedBy.');
    expect(several.body.errors.map((e: { message: string }) => e.message)).toEqual([
      'budget cannot be changed on a roommate request.',
      'postedBy is kept by the server and cannot be set.',
    ]);
    const sold = await patch(post.id, { isAvailable: false }, agent).expect(403);
    expect(sold.body.detail).toBe('isAvailable cannot be changed on a roommate request.');

    const active = await patch(post.id, { isActive: true }, agent).expect(400);
    expect(active.body).toMatchObject({
      detail: 'A roommate request can only be marked inactive: set isActive to false.',
      errors: [{ path: '/body/updates/isActive' }],
    });
    expect(await postRow(post.id)).toEqual(before);
  });

  it("refuses another student's post (403; 404 once inactive or expired), an unknown id (404) and a visitor (401)", async () => {
    const { user } = await student();
    const { agent: other } = await student({ isAdmin: true });
    const post = await insertRoommatePost(t.db, user.id);
    const res = await patch(post.id, { isActive: false }, other).expect(403);
    expect(res.body).toMatchObject({
      code: 'not-owner',
      detail: 'You can only mark your own roommate requests as inactive.',
      error: 'You can only mark your own roommate requests as inactive.',
    });
    const inactive = await insertRoommatePost(t.db, user.id, { isActive: false });
    const expired = await insertRoommatePost(t.db, user.id, { createdAt: daysAgo(30), expiresAt: daysAgo(2) });
    for (const hidden of [inactive, expired]) {
      expect((await patch(hidden.id, { isActive: false }, other).expect(404)).body.detail).toBe('Roommate request not found');
    }
    const unknown = await patch(randomUUID(), { isActive: false }, other).expect(404);
    expect(unknown.body).toMatchObject({ detail: 'Document not found', error: 'Document not found' });
    await t.request().patch(`/api/sanity/patch/${post.id}`).send({ updates: { isActive: false } }).expect(401);
    expect((await postRow(post.id)).isActive).toBe(true);
    expect((await postRow(expired.id)).isActive).toBe(true);
  });
});

describe('DELETE /api/sanity/delete/{id} on a roommate post', () => {
  const remove = (id: string, as: Agent) => as.delete(`/api/sanity/delete/${id}`);
  async function postWithFiles(ownerId: string, seed: { isActive?: boolean } = {}) {
    const post = await insertRoommatePost(t.db, ownerId, { ...seed, imageCount: 2 });
    for (const id of post.imageIds) {
      fs.mkdirSync(path.join(dataDir, 'uploads', id), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'uploads', id, 'thumb.webp'), 'x');
    }
    return post;
  }

  it("deletes the caller's post, inactive or not, with its pictures", async () => {
    const { user, agent } = await student();
    const post = await postWithFiles(user.id, { isActive: false });
    const res = await remove(post.id, agent).expect(200);
    expect(res.body).toEqual({ success: true, document: { _id: post.id, _type: 'roommateRequest' } });
    expect(await postRow(post.id)).toBeUndefined();
    expect(await t.db('images').whereIn('id', post.imageIds)).toEqual([]);
    for (const id of post.imageIds) expect(fs.existsSync(path.join(dataDir, 'uploads', id))).toBe(false);
  });

  it("refuses another student's post (403, 404 once inactive) and a visitor (401), and changes nothing", async () => {
    const { user } = await student();
    const { agent: other } = await student();
    const post = await postWithFiles(user.id);
    const res = await remove(post.id, other).expect(403);
    expect(res.body).toMatchObject({ code: 'not-owner', detail: 'You can only delete your own roommate requests.', error: 'You can only delete your own roommate requests.' });
    const inactive = await insertRoommatePost(t.db, user.id, { isActive: false });
    await remove(inactive.id, other).expect(404);
    await t.request().delete(`/api/sanity/delete/${post.id}`).expect(401);
    expect(await postRow(post.id)).toBeDefined();
    expect(await postRow(inactive.id)).toBeDefined();
    expect(await t.db('images').whereIn('id', post.imageIds)).toHaveLength(2);
    for (const id of post.imageIds) expect(fs.existsSync(path.join(dataDir, 'uploads', id))).toBe(true);
  });

  it('lets an admin delete any post', async () => {
    const { user } = await student();
    const { agent: admin } = await student({ isAdmin: true });
    const post = await insertRoommatePost(t.db, user.id, { isActive: false });
    await remove(post.id, admin).expect(200);
    expect(await postRow(post.id)).toBeUndefined();
  });
});
