import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { daysAgo, insertImages, insertListing, scratchDataDir, sellInput } from './fixtures.js';

let t: TestApp;
const dataDir = scratchDataDir();
let seller: TestUser;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  seller = await t.createUser({ fullName: 'Kavya Iyer' });
  await t.db('users').where({ id: seller.id }).update({ phone: '+91 98765 43210', profileImage: '/img/kavya.png', extraListingsPurchased: 20 });
});
afterAll(() => t.close());

const get = (id: string, agent = t.request()) => agent.get(`/api/listings/${id}`);

describe('GET /api/listings/{id}', () => {
  it('shows a visitor the listing and its seller without the phone number', async () => {
    const listing = await insertListing(t.db, seller.id, { title: 'Hero cycle', price: 3200, tags: ['cycle', 'Hero'], imageCount: 2 });
    const res = await get(listing.id).expect(200);
    expect(res.body).toMatchObject({
      _id: listing.id,
      slug: listing.slug,
      title: 'Hero cycle',
      price: 3200,
      rentalRate: null,
      tags: ['cycle', 'Hero'],
      isOwner: false,
      isAvailable: true,
      seller: { _id: seller.id, uid: seller.id, fullName: 'Kavya Iyer', profileImage: '/img/kavya.png' },
    });
    expect(res.body.seller).not.toHaveProperty('phone');
    expect(res.body.images.map((i: { _id: string }) => i._id)).toEqual(listing.imageIds);
  });

  it('shows a signed-in student the phone number (for WhatsApp), and the seller that it is theirs', async () => {
    const listing = await insertListing(t.db, seller.id);
    const student = await t.loginAs(await t.createUser());
    const res = await get(listing.id, student).expect(200);
    expect(res.body.seller.phone).toBe('+91 98765 43210');
    expect(res.body.isOwner).toBe(false);

    const own = await get(listing.id, await t.loginAs(seller)).expect(200);
    expect(own.body.isOwner).toBe(true);
  });

  it('leaves out an empty phone number', async () => {
    const quiet = await t.createUser();
    const listing = await insertListing(t.db, quiet.id);
    const res = await get(listing.id, await t.loginAs(await t.createUser())).expect(200);
    expect(res.body.seller).not.toHaveProperty('phone');
  });

  it('hides the seller of an anonymous listing from everybody but the seller', async () => {
    const listing = await insertListing(t.db, seller.id, { isAnonymous: true, anonymousName: 'A senior' });
    for (const agent of [t.request(), await t.loginAs(await t.createUser()), await t.loginAs(await t.createUser({ isAdmin: true }))]) {
      const res = await get(listing.id, agent).expect(200);
      expect(res.body).toMatchObject({ isAnonymous: true, anonymousName: 'A senior', seller: null, isOwner: false });
    }
    const own = await get(listing.id, await t.loginAs(seller)).expect(200);
    expect(own.body).toMatchObject({ seller: { _id: seller.id }, isOwner: true });
  });

  it("answers 404 'Product not found' once expired, except to the seller", async () => {
    const listing = await insertListing(t.db, seller.id, { createdAt: daysAgo(30), expiresAt: daysAgo(2) });
    for (const agent of [t.request(), await t.loginAs(await t.createUser())]) {
      const res = await get(listing.id, agent).expect(404);
      expect(res.body.detail).toBe('Product not found');
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    await get(listing.id, await t.loginAs(seller)).expect(200);
  });

  it('keeps showing a sold listing, as not available', async () => {
    const listing = await insertListing(t.db, seller.id, { isAvailable: false });
    expect((await get(listing.id).expect(200)).body.isAvailable).toBe(false);
  });

  it("answers 404 'Product not found' for an unknown id and 400 for a malformed one", async () => {
    expect((await get(randomUUID()).expect(404)).body.detail).toBe('Product not found');
    const bad = await get('not-a-uuid').expect(400);
    expect(bad.body.errors[0].path).toBe('/params/id');
  });
});

describe('PATCH /api/listings/{id}', () => {
  it('lets the seller mark the listing sold: it leaves the browse pages and stays readable', async () => {
    const listing = await insertListing(t.db, seller.id, { title: 'Sold soon tripod' });
    const agent = await t.loginAs(seller);
    const res = await agent.patch(`/api/listings/${listing.id}`).send({ isAvailable: false }).expect(200);
    expect(res.body).toMatchObject({ _id: listing.id, isAvailable: false, isOwner: true });
    expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThan(new Date(res.body.createdAt).getTime());

    const browse = await t.request().get('/api/listings?type=sell&q=tripod').expect(200);
    expect(browse.body.total).toBe(0);
    expect((await get(listing.id).expect(200)).body.isAvailable).toBe(false);
  });

  it("refuses another student's listing, even for an admin", async () => {
    const listing = await insertListing(t.db, seller.id);
    for (const user of [await t.createUser(), await t.createUser({ isAdmin: true })]) {
      const res = await (await t.loginAs(user)).patch(`/api/listings/${listing.id}`).send({ isAvailable: false }).expect(403);
      expect(res.body.detail).toBe('You can only change your own listings.');
    }
    expect(await t.db('listings').where({ id: listing.id }).first()).toMatchObject({ isAvailable: true });
  });

  it('answers 404 for an unknown listing, 401 without a session, 400 for a bad change or none', async () => {
    const agent = await t.loginAs(seller);
    expect((await agent.patch(`/api/listings/${randomUUID()}`).send({ isAvailable: false }).expect(404)).body.detail).toBe('Product not found');
    const listing = await insertListing(t.db, seller.id);
    await t.request().patch(`/api/listings/${listing.id}`).send({ isAvailable: false }).expect(401);
    await agent.patch(`/api/listings/${listing.id}`).send({ isAvailable: true }).expect(400);
    await agent.patch(`/api/listings/${listing.id}`).send({ isAvailable: false, price: -1 }).expect(400);
    await agent.patch(`/api/listings/${listing.id}`).send({}).expect(400);
  });
});

describe('DELETE /api/listings/{id}', () => {
  const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } }).png().toBuffer();

  /** A listing made through the API with two really uploaded pictures. */
  async function listingWithFiles(owner: TestUser) {
    const agent = await t.loginAs(owner);
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const up = await agent.post('/api/images').attach('image', await png(), 'pic.png').expect(201);
      ids.push(up.body._id);
    }
    const res = await agent.post('/api/listings').send(sellInput(ids)).expect(201);
    return { id: res.body._id as string, imageIds: ids, agent };
  }
  const dirOf = (imageId: string) => path.join(dataDir, 'uploads', imageId);

  it('lets the seller delete the listing, its pictures and their files', async () => {
    const { id, imageIds, agent } = await listingWithFiles(seller);
    expect(imageIds.every((i) => fs.existsSync(path.join(dirOf(i), 'main.webp')))).toBe(true);
    await agent.delete(`/api/listings/${id}`).expect(204);
    expect(await t.db('listings').where({ id }).first()).toBeUndefined();
    expect(await t.db('images').whereIn('id', imageIds)).toEqual([]);
    expect(imageIds.some((i) => fs.existsSync(dirOf(i)))).toBe(false);
    await get(id).expect(404);
    await t.request().get(`/api/images/${imageIds[0]}/card.webp`).expect(404);
  });

  it("lets an admin delete anyone's listing", async () => {
    const { id, imageIds } = await listingWithFiles(await t.createUser());
    const admin = await t.loginAs(await t.createUser({ isAdmin: true }));
    await admin.delete(`/api/listings/${id}`).expect(204);
    expect(await t.db('listings').where({ id }).first()).toBeUndefined();
    expect(imageIds.some((i) => fs.existsSync(dirOf(i)))).toBe(false);
  });

  it("refuses another student's listing and keeps everything", async () => {
    const { id, imageIds } = await listingWithFiles(seller);
    const other = await t.loginAs(await t.createUser());
    const res = await other.delete(`/api/listings/${id}`).expect(403);
    expect(res.body.detail).toBe('You can only delete your own listings.');
    expect(await t.db('listings').where({ id }).first()).toBeDefined();
    expect(imageIds.every((i) => fs.existsSync(dirOf(i)))).toBe(true);
  });

  it('answers 404 for an unknown listing and 401 without a session', async () => {
    const agent = await t.loginAs(seller);
    expect((await agent.delete(`/api/listings/${randomUUID()}`).expect(404)).body.detail).toBe('Product not found');
    const listing = await insertListing(t.db, seller.id);
    await t.request().delete(`/api/listings/${listing.id}`).expect(401);
  });

  it('does not give the listing back to the quota', async () => {
    const user = await t.createUser();
    const agent = await t.loginAs(user);
    const res = await agent.post('/api/listings').send(sellInput(await insertImages(t.db, user.id))).expect(201);
    await agent.delete(`/api/listings/${res.body._id}`).expect(204);
    expect(await t.db('users').where({ id: user.id }).first()).toMatchObject({ monthlyListingsUsed: 1 });
  });
});
