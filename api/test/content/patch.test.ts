import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, insertImages, insertListing } from '../listings/fixtures.js';
import { insertRequest } from '../requests/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let agent: Awaited<ReturnType<TestApp['loginAs']>>;
let otherAgent: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser({ fullName: 'Asha Rao' });
  other = await t.createUser();
  agent = await t.loginAs(owner);
  otherAgent = await t.loginAs(other);
});
afterAll(() => t.close());

const patch = (id: string, updates: object, as = agent) => as.patch(`/api/sanity/patch/${id}`).send({ updates });
const listingRow = (id: string) => t.db('listings').where({ id }).first('isAvailable', 'isBoosted', 'title', 'updatedAt');
const requestRow = (id: string) => t.db('requests').where({ id }).first('isActive', 'title');
const userRow = (id: string) =>
  t.db('users').where({ id }).first('fullName', 'email', 'phone', 'bio', 'socialLinks', 'isAdmin', 'monthlyListingsUsed', 'extraListingsPurchased');

describe('PATCH /api/sanity/patch/{id} on a listing', () => {
  it('marks the seller’s listing sold (isAvailable false), the updatedAt sent being ignored', async () => {
    const listing = await insertListing(t.db, owner.id);
    const res = await patch(listing.id, { isAvailable: false, updatedAt: '2001-01-01T00:00:00.000Z' }).expect(200);
    expect(res.body).toMatchObject({ success: true, document: { _id: listing.id, _type: 'productListing', isAvailable: false, isOwner: true } });
    expect(new Date(res.body.document.updatedAt).getFullYear()).toBeGreaterThan(2001);
    expect((await listingRow(listing.id)).isAvailable).toBe(false);
  });

  it('refuses to make a listing available again, or a patch with nothing to do', async () => {
    const listing = await insertListing(t.db, owner.id, { isAvailable: false });
    const res = await patch(listing.id, { isAvailable: true }).expect(400);
    expect(res.body).toMatchObject({
      detail: 'A listing can only be marked sold: set isAvailable to false.',
      error: 'A listing can only be marked sold: set isAvailable to false.',
      errors: [{ path: '/body/updates/isAvailable' }],
    });
    await patch(listing.id, { updatedAt: new Date().toISOString() }).expect(400);
    expect((await listingRow(listing.id)).isAvailable).toBe(false);
  });

  it('refuses, naming them, the fields a seller may not set, and changes nothing', async () => {
    const listing = await insertListing(t.db, owner.id, { title: 'Desk lamp' });
    const before = await listingRow(listing.id);

    const boosted = await patch(listing.id, { isAvailable: false, isBoosted: true }).expect(403);
    expect(boosted.body).toMatchObject({
      code: 'field-not-allowed',
      detail: 'isBoosted is kept by the server and cannot be set.',
      error: 'isBoosted is kept by the server and cannot be set.',
      errors: [{ path: '/body/updates/isBoosted', message: 'isBoosted is kept by the server and cannot be set.' }],
    });
    const several = await patch(listing.id, { title: 'Free money', currentBoost: { _ref: randomUUID() }, isActive: false }).expect(403);
    expect(several.body.detail).toBe('These fields cannot be changed: title, currentBoost, isActive.');
    expect(several.body.errors.map((e: { message: string }) => e.message)).toEqual([
      'title cannot be changed on a listing.',
      'currentBoost is kept by the server and cannot be set.',
      'isActive cannot be changed on a listing.',
    ]);
    expect(await listingRow(listing.id)).toEqual(before);
  });

  it("refuses another student's listing (403), and an unknown id (404)", async () => {
    const listing = await insertListing(t.db, owner.id);
    const res = await patch(listing.id, { isAvailable: false }, otherAgent).expect(403);
    expect(res.body).toMatchObject({ detail: 'You can only change your own listings.', error: 'You can only change your own listings.' });
    expect((await listingRow(listing.id)).isAvailable).toBe(true);

    const unknown = await patch(randomUUID(), { isAvailable: false }).expect(404);
    expect(unknown.body).toMatchObject({ detail: 'Document not found', error: 'Document not found' });
    const [image] = await insertImages(t.db, owner.id);
    await patch(image!, { isAvailable: false }).expect(404);
  });
});

describe('PATCH /api/sanity/patch/{id} on a request', () => {
  it('marks the requester’s request fulfilled (isActive false)', async () => {
    const request = await insertRequest(t.db, owner.id);
    const res = await patch(request.id, { isActive: false }).expect(200);
    expect(res.body).toMatchObject({ success: true, document: { _id: request.id, _type: 'request', isActive: false } });
    expect((await requestRow(request.id)).isActive).toBe(false);
  });

  it('refuses other fields and values, and other students (404 once expired)', async () => {
    const request = await insertRequest(t.db, owner.id, { title: 'Want a kettle' });
    const title = await patch(request.id, { isActive: false, title: 'Want a car' }).expect(403);
    expect(title.body.errors).toEqual([{ path: '/body/updates/title', message: 'title cannot be changed on a request.' }]);
    await patch(request.id, { isActive: true }).expect(400);
    expect(await requestRow(request.id)).toEqual({ isActive: true, title: 'Want a kettle' });

    const theirs = await patch(request.id, { isActive: false }, otherAgent).expect(403);
    expect(theirs.body.detail).toBe('You can only mark your own requests as fulfilled.');
    const expired = await insertRequest(t.db, owner.id, { createdAt: daysAgo(30), expiresAt: daysAgo(2) });
    await patch(expired.id, { isActive: false }, otherAgent).expect(404);
    expect((await requestRow(request.id)).isActive).toBe(true);
  });
});

describe('PATCH /api/sanity/patch/{id} on a profile', () => {
  it('edits the caller’s own fullName, phone, bio and social links (e-mail sent unchanged)', async () => {
    const res = await patch(owner.id, {
      fullName: ' Asha R. ',
      email: owner.email.toUpperCase(),
      phone: '+91 98765 43210',
      bio: 'Second year, mechanical.',
      socialLinks: { instagram: 'https://instagram.com/asha' },
      updatedAt: new Date().toISOString(),
    }).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      document: { _id: owner.id, _type: 'userProfile', fullName: 'Asha R.', phone: '+91 98765 43210', bio: 'Second year, mechanical.' },
    });
    expect(await userRow(owner.id)).toMatchObject({
      fullName: 'Asha R.',
      email: owner.email,
      socialLinks: { instagram: 'https://instagram.com/asha' },
    });
  });

  it("refuses a full name of only spaces with 'Full name is required.' at the field", async () => {
    const before = await userRow(owner.id);
    const res = await patch(owner.id, { fullName: '  \n ', bio: 'Changed' }).expect(400);
    expect(res.body.detail).toBe('Full name is required.');
    expect(res.body.errors).toContainEqual(expect.objectContaining({ path: '/body/updates/fullName', message: 'Full name is required.' }));
    expect(await userRow(owner.id)).toEqual(before);
  });

  it('refuses usage counters, roles and a new e-mail address, and changes nothing', async () => {
    const before = await userRow(owner.id);
    const counters = await patch(owner.id, { monthlyListingsUsed: 0, extraListingsPurchased: 99, fullName: 'Changed' }).expect(403);
    expect(counters.body).toMatchObject({
      code: 'field-not-allowed',
      detail: 'These fields cannot be changed: monthlyListingsUsed, extraListingsPurchased.',
      errors: [
        { path: '/body/updates/monthlyListingsUsed', message: 'monthlyListingsUsed is kept by the server and cannot be set.' },
        { path: '/body/updates/extraListingsPurchased', message: 'extraListingsPurchased is kept by the server and cannot be set.' },
      ],
    });
    const admin = await patch(owner.id, { isAdmin: true }).expect(403);
    expect(admin.body.detail).toBe('isAdmin is kept by the server and cannot be set.');
    const email = await patch(owner.id, { email: 'someone.else@campus.edu', fullName: 'Changed' }).expect(403);
    expect(email.body).toMatchObject({ detail: 'The e-mail address cannot be changed.', errors: [{ path: '/body/updates/email' }] });
    expect(await userRow(owner.id)).toEqual(before);
  });

  it("refuses another student's profile", async () => {
    const before = await userRow(other.id);
    const res = await patch(other.id, { fullName: 'Hacked' }).expect(403);
    expect(res.body.detail).toBe('You can only edit your own profile.');
    expect(await userRow(other.id)).toEqual(before);
  });
});

describe('PATCH /api/sanity/patch/{id} input', () => {
  it('needs a session', async () => {
    const listing = await insertListing(t.db, owner.id);
    const res = await t.request().patch(`/api/sanity/patch/${listing.id}`).send({ updates: { isAvailable: false } }).expect(401);
    expect(res.body).toMatchObject({ detail: 'Please log in to continue.', error: 'Please log in to continue.' });
    expect((await listingRow(listing.id)).isAvailable).toBe(true);
  });

  it('refuses an empty patch, values of the wrong shape and a malformed id', async () => {
    const listing = await insertListing(t.db, owner.id);
    const empty = await patch(listing.id, {}).expect(400);
    expect(empty.body.error).toBe(empty.body.detail);
    await agent.patch(`/api/sanity/patch/${listing.id}`).send({ isAvailable: false }).expect(400);
    await patch(listing.id, { isAvailable: 'no' }).expect(400);
    const phone = await patch(owner.id, { phone: 'call me' }).expect(400);
    expect(phone.body.errors[0].path).toBe('/body/updates/phone');
    await patch('not-a-uuid', { isAvailable: false }).expect(400);
    expect((await listingRow(listing.id)).isAvailable).toBe(true);
  });
});
