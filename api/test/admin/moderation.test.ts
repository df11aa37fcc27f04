import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { daysAgo, image, insertRequest, scratchDataDir } from '../requests/fixtures.js';
import { insertRoommatePost } from '../roommates/fixtures.js';

type Agent = Awaited<ReturnType<TestApp['loginAs']>>;
let t: TestApp;
let dataDir: string;
let adminAgent: Agent;
let poster: TestUser;
beforeAll(async () => {
  dataDir = scratchDataDir();
  t = await createTestApp({ DATA_DIR: dataDir });
  adminAgent = await t.loginAs(await t.createUser({ isAdmin: true }));
  poster = await t.createUser({ fullName: 'Riya Poster' });
});
afterAll(() => t.close());

const DENIED = 'Access denied. Admin privileges required.';
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
const writeFiles = (id: string) => {
  const dir = path.join(dataDir, 'uploads', id);
  fs.mkdirSync(dir, { recursive: true });
  for (const v of ['thumb', 'card', 'main']) fs.writeFileSync(path.join(dir, `${v}.webp`), 'x');
  return dir;
};

describe('access', () => {
  const calls = (id: string) => [
    ['get', '/api/roommate-finder/listings'],
    ['get', '/api/roommate-finder/stats'],
    ['patch', `/api/roommate-finder/listings/${id}/status`, { isActive: false }],
    ['delete', `/api/roommate-finder/listings/${id}`],
    ['get', '/api/request-product/requests'],
    ['get', '/api/request-product/stats'],
    ['patch', `/api/request-product/requests/${id}/status`, { isActive: false }],
    ['delete', `/api/request-product/requests/${id}`],
  ] as const;

  it('needs a session on every route', async () => {
    for (const [method, url, body] of calls(randomUUID())) {
      const res = await t.request()[method](url).send(body).expect(401);
      expect(res.body.detail).toBe('Please log in to continue.');
    }
  });

  it("refuses a student on every route with the spec's words, and changes nothing", async () => {
    const agent = await t.loginAs(await t.createUser());
    const post = await insertRoommatePost(t.db, poster.id);
    const request = await insertRequest(t.db, poster.id);
    for (const id of [post.id, request.id]) {
      for (const [method, url, body] of calls(id)) {
        const res = await agent[method](url).send(body).expect(403);
        expect(res.body).toMatchObject({ status: 403, detail: DENIED, code: 'not-admin' });
      }
    }
    expect(await t.db('roommate_posts').where({ id: post.id }).first()).toMatchObject({ isActive: true });
    expect(await t.db('requests').where({ id: request.id }).first()).toMatchObject({ isActive: true });
  });

  it('answers 404 for an unknown id and 400 for a bad body', async () => {
    const id = randomUUID();
    const missing = [
      [adminAgent.patch(`/api/roommate-finder/listings/${id}/status`).send({ isActive: true }), 'Roommate request not found'],
      [adminAgent.delete(`/api/roommate-finder/listings/${id}`), 'Roommate request not found'],
      [adminAgent.patch(`/api/request-product/requests/${id}/status`).send({ isActive: true }), 'Request not found'],
      [adminAgent.delete(`/api/request-product/requests/${id}`), 'Request not found'],
    ] as const;
    for (const [call, detail] of missing) expect((await call.expect(404)).body.detail).toBe(detail);
    await adminAgent.patch(`/api/roommate-finder/listings/${id}/status`).send({ isActive: 'yes' }).expect(400);
    await adminAgent.patch(`/api/request-product/requests/${id}/status`).send({}).expect(400);
    await adminAgent.get('/api/request-product/requests?status=gone').expect(400);
  });
});

describe('roommate posts', () => {
  it('lists every post newest first (inactive and expired too) with the admin fields, filtered', async () => {
    const token = randomUUID().slice(0, 8);
    const old = await insertRoommatePost(t.db, poster.id, { title: `Old PG ${token}`, accommodationType: 'pg', createdAt: daysAgo(40) });
    const off = await insertRoommatePost(t.db, poster.id, {
      title: `Quiet flat ${token}`, accommodationType: 'flat-apartment', isActive: false, createdAt: minutesAgo(2),
    });
    const live = await insertRoommatePost(t.db, poster.id, {
      title: `Hostel room ${token}`, accommodationType: 'college-hostel', createdAt: minutesAgo(1), imageCount: 2,
      genderPref: 'female', ageRange: '19-23',
    });
    const all = await adminAgent.get(`/api/roommate-finder/listings?q=${token.toUpperCase()}`).expect(200);
    expect(all.body.items.map((i: { _id: string }) => i._id)).toEqual([live.id, off.id, old.id]);
    expect(all.body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(all.body.items[0]).toMatchObject({
      title: `Hostel room ${token}`,
      accommodationType: 'college-hostel',
      postedBy: { _id: poster.id, fullName: 'Riya Poster', email: poster.email },
      contactInfo: 'Chat with me',
      isActive: true,
      location: null,
      roommatePreferences: { gender: 'female', ageRange: '19-23', otherPreferences: null },
      images: live.imageIds.map(image),
    });
    const ids = async (query: string) =>
      (await adminAgent.get(`/api/roommate-finder/listings?q=${token}&${query}`).expect(200)).body.items.map((i: { _id: string }) => i._id);
    expect(await ids('status=active')).toEqual([live.id]);
    expect(await ids('status=inactive')).toEqual([off.id, old.id]);
    expect(await ids('accommodationType=pg')).toEqual([old.id]);
    const words = await adminAgent.get(`/api/roommate-finder/listings?q=${token}+QUIET`).expect(200);
    expect(words.body.items.map((i: { _id: string }) => i._id)).toEqual([off.id]);
    expect(await ids('pageSize=1&page=2')).toEqual([off.id]);
  });

  it('counts the stat cards', async () => {
    const { db } = t;
    const [row] = await db('roommate_posts').select(
      db.raw('count(*)::int AS total'),
      db.raw('count(*) FILTER (WHERE is_active AND expires_at > now())::int AS active'),
    );
    await insertRoommatePost(t.db, poster.id, { accommodationType: 'flat-apartment' });
    await insertRoommatePost(t.db, poster.id, { accommodationType: 'pg', isActive: false });
    await insertRoommatePost(t.db, poster.id, { accommodationType: 'college-hostel', createdAt: daysAgo(30) });
    const res = await adminAgent.get('/api/roommate-finder/stats').expect(200);
    expect(res.body.total).toBe(row.total + 3);
    expect(res.body.active).toBe(row.active + 1);
    const byType = await db('roommate_posts').select('accommodationType').count<{ accommodationType: string; n: number }[]>({ n: '*' }).groupBy('accommodationType');
    const n = (type: string) => Number(byType.find((r) => r.accommodationType === type)?.n ?? 0);
    expect(res.body).toMatchObject({ apartments: n('flat-apartment'), pgHostels: n('pg') + n('college-hostel') });
    expect(res.body.apartments + res.body.pgHostels).toBe(res.body.total);
  });

  it('a deactivated post leaves the browse page and comes back when activated', async () => {
    const post = await insertRoommatePost(t.db, poster.id, { title: 'Toggle me roommate' });
    const browsed = async () => (await t.request().get('/api/roommates').expect(200)).body.items.map((i: { _id: string }) => i._id);
    expect(await browsed()).toContain(post.id);
    const off = await adminAgent.patch(`/api/roommate-finder/listings/${post.id}/status`).send({ isActive: false }).expect(200);
    expect(off.body).toMatchObject({ _id: post.id, isActive: false });
    expect(await browsed()).not.toContain(post.id);
    const on = await adminAgent.patch(`/api/roommate-finder/listings/${post.id}/status`).send({ isActive: true }).expect(200);
    expect(on.body).toMatchObject({ _id: post.id, isActive: true });
    expect(await browsed()).toContain(post.id);
  });

  it("deletes anyone's post with its pictures (rows and files)", async () => {
    const post = await insertRoommatePost(t.db, poster.id, { imageCount: 2 });
    const dirs = post.imageIds.map(writeFiles);
    await adminAgent.delete(`/api/roommate-finder/listings/${post.id}`).expect(204);
    expect(await t.db('roommate_posts').where({ id: post.id }).first()).toBeUndefined();
    expect(await t.db('images').whereIn('id', post.imageIds)).toEqual([]);
    for (const dir of dirs) expect(fs.existsSync(dir)).toBe(false);
  });
});

describe('item requests', () => {
  it('lists every request newest first with its real requester, filtered', async () => {
    const token = randomUUID().slice(0, 8);
    const old = await insertRequest(t.db, poster.id, { title: `Old lamp ${token}`, requestType: 'rent', createdAt: daysAgo(40) });
    const done = await insertRequest(t.db, poster.id, { title: `Used bike ${token}`, isActive: false, createdAt: minutesAgo(2) });
    const secret = await insertRequest(t.db, poster.id, {
      title: `Calculator ${token}`, isAnonymous: true, anonymousName: 'Night Owl', createdAt: minutesAgo(1), imageCount: 1,
      tags: ['casio'],
    });
    const all = await adminAgent.get(`/api/request-product/requests?q=${token.toUpperCase()}`).expect(200);
    expect(all.body.items.map((i: { _id: string }) => i._id)).toEqual([secret.id, done.id, old.id]);
    expect(all.body.total).toBe(3);
    expect(all.body.items[0]).toMatchObject({
      title: `Calculator ${token}`,
      requestType: 'buy',
      category: 'other',
      tags: ['casio'],
      isActive: true,
      isAnonymous: true,
      anonymousName: 'Night Owl',
      requestedBy: { _id: poster.id, fullName: 'Riya Poster', email: poster.email },
      images: secret.imageIds.map(image),
    });
    const ids = async (query: string) =>
      (await adminAgent.get(`/api/request-product/requests?q=${token}&${query}`).expect(200)).body.items.map((i: { _id: string }) => i._id);
    expect(await ids('status=active')).toEqual([secret.id]);
    expect(await ids('status=inactive')).toEqual([done.id, old.id]);
    expect(await ids('requestType=rent')).toEqual([old.id]);
    expect(await ids('requestType=buy&status=inactive')).toEqual([done.id]);
    expect(await ids('pageSize=2&page=2')).toEqual([old.id]);
  });

  it('counts the stat cards', async () => {
    const { db } = t;
    const [before] = await db('requests').select(
      db.raw('count(*)::int AS total'),
      db.raw('count(*) FILTER (WHERE is_active AND expires_at > now())::int AS active'),
      db.raw(`count(*) FILTER (WHERE request_type = 'rent')::int AS rent`),
    );
    await insertRequest(t.db, poster.id, { requestType: 'rent' });
    await insertRequest(t.db, poster.id, { requestType: 'buy', isActive: false });
    await insertRequest(t.db, poster.id, { requestType: 'rent', createdAt: daysAgo(30) });
    const res = await adminAgent.get('/api/request-product/stats').expect(200);
    expect(res.body).toEqual({
      total: before.total + 3,
      active: before.active + 1,
      rentRequests: before.rent + 2,
      buyRequests: before.total + 3 - (before.rent + 2),
    });
  });

  it('a deactivated request leaves the browse page and comes back when activated', async () => {
    const request = await insertRequest(t.db, poster.id, { title: 'Toggle me request' });
    const browsed = async () => (await t.request().get('/api/requests').expect(200)).body.items.map((i: { _id: string }) => i._id);
    expect(await browsed()).toContain(request.id);
    const off = await adminAgent.patch(`/api/request-product/requests/${request.id}/status`).send({ isActive: false }).expect(200);
    expect(off.body).toMatchObject({ _id: request.id, isActive: false });
    expect(await browsed()).not.toContain(request.id);
    await adminAgent.patch(`/api/request-product/requests/${request.id}/status`).send({ isActive: true }).expect(200);
    expect(await browsed()).toContain(request.id);
  });

  it("deletes anyone's request with its pictures (rows and files)", async () => {
    const request = await insertRequest(t.db, poster.id, { imageCount: 2 });
    const dirs = request.imageIds.map(writeFiles);
    await adminAgent.delete(`/api/request-product/requests/${request.id}`).expect(204);
    expect(await t.db('requests').where({ id: request.id }).first()).toBeUndefined();
    expect(await t.db('images').whereIn('id', request.imageIds)).toEqual([]);
    for (const dir of dirs) expect(fs.existsSync(dir)).toBe(false);
  });
});
