// Another student's expired post is gone for every call, not only GET: a write answers 404 too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRequest } from '../requests/fixtures.js';
import { insertRoommatePost } from '../roommates/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { daysAgo, insertListing, scratchDataDir } from './fixtures.js';

let t: TestApp;
let owner: TestUser;
let ownerAgent: Awaited<ReturnType<TestApp['loginAs']>>;
let otherAgent: Awaited<ReturnType<TestApp['loginAs']>>;
const dataDir = scratchDataDir();
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  owner = await t.createUser();
  ownerAgent = await t.loginAs(owner);
  otherAgent = await t.loginAs(await t.createUser());
});
afterAll(() => t.close());

const expired = { createdAt: daysAgo(30), expiresAt: daysAgo(2) };

describe("another student's expired listing", () => {
  it("answers 404 'Product not found' to PATCH and DELETE /api/listings/{id}, as GET does, and stays as it was", async () => {
    const listing = await insertListing(t.db, owner.id, expired);
    await otherAgent.get(`/api/listings/${listing.id}`).expect(404);
    const patch = await otherAgent.patch(`/api/listings/${listing.id}`).send({ isAvailable: false }).expect(404);
    expect(patch.body.detail).toBe('Product not found');
    const del = await otherAgent.delete(`/api/listings/${listing.id}`).expect(404);
    expect(del.body.detail).toBe('Product not found');
    expect(await t.db('listings').where({ id: listing.id }).first()).toMatchObject({ isAvailable: true });
  });

  it('answers 404 to /api/sanity/patch and /api/sanity/delete too', async () => {
    const listing = await insertListing(t.db, owner.id, expired);
    const patch = await otherAgent.patch(`/api/sanity/patch/${listing.id}`).send({ updates: { isAvailable: false } }).expect(404);
    expect(patch.body).toMatchObject({ detail: 'Product not found', error: 'Product not found' });
    const del = await otherAgent.delete(`/api/sanity/delete/${listing.id}`).expect(404);
    expect(del.body).toMatchObject({ detail: 'Product not found', error: 'Product not found' });
    expect(await t.db('listings').where({ id: listing.id }).first()).toMatchObject({ isAvailable: true });
  });

  it('is still 403 while it has not expired', async () => {
    const listing = await insertListing(t.db, owner.id);
    await otherAgent.patch(`/api/listings/${listing.id}`).send({ isAvailable: false }).expect(403);
    await otherAgent.delete(`/api/listings/${listing.id}`).expect(403);
    await otherAgent.patch(`/api/sanity/patch/${listing.id}`).send({ updates: { isAvailable: false } }).expect(403);
    await otherAgent.delete(`/api/sanity/delete/${listing.id}`).expect(403);
  });

  it('stays the seller’s to mark sold and delete, by either path, and an admin’s to delete', async () => {
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => insertListing(t.db, owner.id, expired)));
    expect((await ownerAgent.patch(`/api/listings/${a!.id}`).send({ isAvailable: false }).expect(200)).body.isAvailable).toBe(false);
    await ownerAgent.patch(`/api/sanity/patch/${b!.id}`).send({ updates: { isAvailable: false } }).expect(200);
    await ownerAgent.delete(`/api/listings/${a!.id}`).expect(204);
    await ownerAgent.delete(`/api/sanity/delete/${b!.id}`).expect(200);
    const admin = await t.loginAs(await t.createUser({ isAdmin: true }));
    await admin.patch(`/api/listings/${c!.id}`).send({ isAvailable: false }).expect(404);
    await admin.delete(`/api/listings/${c!.id}`).expect(204);
    await admin.delete(`/api/sanity/delete/${d!.id}`).expect(200);
    expect(await t.db('listings').whereIn('id', [a!.id, b!.id, c!.id, d!.id])).toEqual([]);
  });
});

describe("another student's expired request or roommate post", () => {
  it.each([
    ['requests', 'requests', insertRequest],
    ['roommates', 'roommatePosts', insertRoommatePost],
  ] as const)('answers 404 to every write on /api/%s and /api/sanity, as before', async (path, table, insert) => {
    const { id } = await insert(t.db, owner.id, expired);
    await otherAgent.patch(`/api/${path}/${id}`).send({ isActive: false }).expect(404);
    await otherAgent.delete(`/api/${path}/${id}`).expect(404);
    await otherAgent.patch(`/api/sanity/patch/${id}`).send({ updates: { isActive: false } }).expect(404);
    await otherAgent.delete(`/api/sanity/delete/${id}`).expect(404);
    expect(await t.db(table).where({ id }).first()).toMatchObject({ isActive: true });
  });
});
