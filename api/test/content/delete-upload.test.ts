import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, insertListing, scratchDataDir } from '../listings/fixtures.js';
import { insertRequest } from '../requests/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';

const dataDir = scratchDataDir();
let t: TestApp;
let owner: TestUser;
let other: TestUser;
let agent: Awaited<ReturnType<TestApp['loginAs']>>;
let otherAgent: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  owner = await t.createUser();
  other = await t.createUser();
  agent = await t.loginAs(owner);
  otherAgent = await t.loginAs(other);
});
afterAll(() => t.close());

let picture: Buffer;
beforeAll(async () => {
  picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } }).png().toBuffer();
});
const upload = (as = agent) => as.post('/api/sanity/upload-image').attach('image', picture, 'photo.png');
const filesOf = (id: string) => path.join(dataDir, 'uploads', id);
const exists = async (table: string, id: string) => (await t.db(table).where({ id }).first('id')) !== undefined;
const remove = (id: string, as = agent) => as.delete(`/api/sanity/delete/${id}`);

describe('POST /api/sanity/upload-image', () => {
  it('stores the picture as the images module does and answers {success, asset{_id}}', async () => {
    const res = await upload().expect(201);
    const id = res.body.asset._id as string;
    expect(res.body).toEqual({
      success: true,
      asset: { _id: id, thumbUrl: `/api/images/${id}/thumb.webp`, cardUrl: `/api/images/${id}/card.webp`, mainUrl: `/api/images/${id}/main.webp` },
    });
    expect(fs.readdirSync(filesOf(id)).sort()).toEqual(['card.webp', 'main.webp', 'thumb.webp']);
    expect(await t.db('images').where({ id }).first('ownerId', 'listingId', 'requestId')).toEqual({ ownerId: owner.id, listingId: null, requestId: null });
    await t.request().get(`/api/images/${id}/card.webp`).expect(200).expect('Content-Type', 'image/webp');
  });

  it('is then usable as an asset reference in a created listing', async () => {
    const { body } = await upload().expect(201);
    const res = await agent
      .post('/api/sanity/create')
      .send({
        documentType: 'productListing',
        documentData: {
          title: 'Blue poster',
          description: 'A large blue poster, the kind that brightens up any hostel room wall.',
          category: 'art-collectibles',
          condition: 'new',
          listingType: 'sell',
          price: 120,
          productAge: { years: 0, months: 1 },
          images: [{ _type: 'image', asset: { _type: 'reference', _ref: body.asset._id } }],
        },
      })
      .expect(201);
    expect(res.body.document.images[0]._id).toBe(body.asset._id);
  });

  it('refuses a file that is not an image, with the message also in `error`', async () => {
    const res = await agent.post('/api/sanity/upload-image').attach('image', Buffer.from('%PDF-1.4 not a picture'), 'photo.png').expect(400);
    expect(res.body).toMatchObject({ detail: 'Only image files are allowed', error: 'Only image files are allowed' });
  });

  it('refuses a request without the image field, and a file over 25 MB', async () => {
    const none = await agent.post('/api/sanity/upload-image').field('other', 'x').expect(400);
    expect(none.body.error).toBe(none.body.detail);
    const huge = await agent.post('/api/sanity/upload-image').attach('image', Buffer.alloc(25 * 1024 * 1024 + 1), 'big.png').expect(413);
    expect(huge.body).toMatchObject({ detail: 'Images can be at most 25 MB.', error: 'Images can be at most 25 MB.' });
  });

  it('needs a session', async () => {
    const res = await t.request().post('/api/sanity/upload-image').attach('image', picture, 'photo.png').expect(401);
    expect(res.body.error).toBe('Please log in to continue.');
  });
});

describe('DELETE /api/sanity/delete/{id}', () => {
  it("deletes the caller's listing with its pictures, by the listings rules", async () => {
    const listing = await insertListing(t.db, owner.id, { imageCount: 2 });
    const res = await remove(listing.id).expect(200);
    expect(res.body).toEqual({ success: true, document: { _id: listing.id, _type: 'productListing' } });
    expect(await exists('listings', listing.id)).toBe(false);
    expect(await t.db('images').whereIn('id', listing.imageIds).pluck('id')).toEqual([]);
  });

  it("deletes the caller's request, expired or not", async () => {
    const request = await insertRequest(t.db, owner.id, { createdAt: daysAgo(30), expiresAt: daysAgo(2), imageCount: 1 });
    const res = await remove(request.id).expect(200);
    expect(res.body).toEqual({ success: true, document: { _id: request.id, _type: 'request' } });
    expect(await exists('requests', request.id)).toBe(false);
  });

  it("deletes the caller's unattached image and its files, not an attached one", async () => {
    const { body } = await upload().expect(201);
    const id = body.asset._id as string;
    const res = await remove(id).expect(200);
    expect(res.body).toEqual({ success: true, document: { _id: id, _type: 'sanity.imageAsset' } });
    expect(await exists('images', id)).toBe(false);
    expect(fs.existsSync(filesOf(id))).toBe(false);

    const listing = await insertListing(t.db, owner.id, { imageCount: 1 });
    const attached = await remove(listing.imageIds[0]!).expect(409);
    expect(attached.body.error).toBe('This image is used by a listing, request or roommate post and cannot be deleted on its own.');
    expect(await exists('images', listing.imageIds[0]!)).toBe(true);
  });

  it("refuses another student's listing, request or image, and changes nothing", async () => {
    const listing = await insertListing(t.db, owner.id);
    const request = await insertRequest(t.db, owner.id);
    const { body } = await upload().expect(201);
    expect((await remove(listing.id, otherAgent).expect(403)).body.error).toBe('You can only delete your own listings.');
    expect((await remove(request.id, otherAgent).expect(403)).body.error).toBe('You can only delete your own requests.');
    expect((await remove(body.asset._id, otherAgent).expect(403)).body.error).toBe('You can only delete your own images.');
    expect(await exists('listings', listing.id)).toBe(true);
    expect(await exists('requests', request.id)).toBe(true);
    expect(await exists('images', body.asset._id)).toBe(true);

    const expired = await insertRequest(t.db, owner.id, { createdAt: daysAgo(30), expiresAt: daysAgo(2) });
    await remove(expired.id, otherAgent).expect(404);
  });

  it('lets an admin delete any listing or request, as the resource endpoints do', async () => {
    const admin = await t.createUser({ isAdmin: true });
    const adminAgent = await t.loginAs(admin);
    const listing = await insertListing(t.db, owner.id);
    const request = await insertRequest(t.db, owner.id);
    await remove(listing.id, adminAgent).expect(200);
    await remove(request.id, adminAgent).expect(200);
    expect(await exists('listings', listing.id)).toBe(false);
    expect(await exists('requests', request.id)).toBe(false);
  });

  it('refuses accounts (403) and unknown or malformed ids', async () => {
    const account = await remove(owner.id).expect(403);
    expect(account.body.detail).toBe('Accounts cannot be deleted through this call.');
    expect(await exists('users', owner.id)).toBe(true);
    const unknown = await remove(randomUUID()).expect(404);
    expect(unknown.body).toMatchObject({ detail: 'Document not found', error: 'Document not found' });
    await remove('not-a-uuid').expect(400);
  });

  it('needs a session', async () => {
    const listing = await insertListing(t.db, owner.id);
    const res = await t.request().delete(`/api/sanity/delete/${listing.id}`).expect(401);
    expect(res.body.error).toBe('Please log in to continue.');
    expect(await exists('listings', listing.id)).toBe(true);
  });
});
