import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, insertListing } from '../listings/fixtures.js';
import { insertRequest } from '../requests/fixtures.js';
import { insertRoommatePost } from '../roommates/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * What a student's public profile (/users/{id}) reads: the profile's public fields and the
 * student's live posts through the browse paths' owner filters, never an anonymous or expired one.
 */
let t: TestApp;
let owner: { id: string; email: string; password: string };
let other: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser({ fullName: 'Meera Nair' });
  other = await t.createUser({ fullName: 'Someone Else' });
  await t.db('users').where({ id: owner.id }).update({ bio: 'Architecture, third year.', socialLinks: { instagram: 'https://instagram.com/meera' } });

  await insertListing(t.db, owner.id, { title: 'Drafting table' });
  await insertListing(t.db, owner.id, { title: 'Cycle for rent', listingType: 'lend' });
  await insertListing(t.db, owner.id, { title: 'Secret seller lamp', isAnonymous: true, anonymousName: 'A student' });
  await insertListing(t.db, owner.id, { title: 'Old expired kettle', createdAt: daysAgo(30), expiresAt: daysAgo(2) });
  await insertListing(t.db, owner.id, { title: 'Sold mattress', isAvailable: false });
  await insertListing(t.db, other.id, { title: 'Not hers' });

  await insertRequest(t.db, owner.id, { title: 'Need a lab coat' });
  await insertRequest(t.db, owner.id, { title: 'Anonymous request', isAnonymous: true, anonymousName: 'Shy' });
  await insertRequest(t.db, owner.id, { title: 'Expired request', createdAt: daysAgo(30), expiresAt: daysAgo(1) });
  await insertRequest(t.db, other.id, { title: 'Other request' });

  await insertRoommatePost(t.db, owner.id, { title: 'Room near the north gate' });
  await insertRoommatePost(t.db, owner.id, { title: 'Expired room', createdAt: daysAgo(30), expiresAt: daysAgo(1) });
  await insertRoommatePost(t.db, other.id, { title: 'Other room' });
});
afterAll(() => t.close());

const titles = (body: { items: { title: string }[] }) => body.items.map((i) => i.title).sort();

describe('a public profile', () => {
  it("shows a visitor the student's name, bio, links and member-since date, nothing private", async () => {
    const res = await t.request().get(`/api/users/${owner.id}`).expect(200);
    expect(res.body).toMatchObject({ fullName: 'Meera Nair', bio: 'Architecture, third year.', socialLinks: { instagram: 'https://instagram.com/meera' } });
    expect(typeof res.body.joinedDate).toBe('string');
    expect(res.body).not.toHaveProperty('email');
    expect(res.body).not.toHaveProperty('phone');
  });

  it('answers 404 for an unknown student', async () => {
    const res = await t.request().get(`/api/users/${randomUUID()}`).expect(404);
    expect(res.body.detail).toBe('User profile not found');
  });
});

describe("a student's live posts, through the browse paths", () => {
  it('lists their sell and lend listings, without the anonymous, expired or sold ones', async () => {
    const sell = await t.request().get('/api/listings').query({ type: 'sell', sellerId: owner.id }).expect(200);
    expect(titles(sell.body)).toEqual(['Drafting table']);
    expect(sell.body.total).toBe(1);
    const lend = await t.request().get('/api/listings').query({ type: 'lend', sellerId: owner.id }).expect(200);
    expect(titles(lend.body)).toEqual(['Cycle for rent']);
  });

  it('shows a signed-in student the same (the anonymous listing stays hidden, even to its owner here)', async () => {
    const agent = await t.loginAs(owner);
    const sell = await agent.get('/api/listings').query({ type: 'sell', sellerId: owner.id }).expect(200);
    expect(titles(sell.body)).toEqual(['Drafting table']);
  });

  it('lists their live requests without the anonymous or expired ones', async () => {
    const res = await t.request().get('/api/requests').query({ requesterId: owner.id }).expect(200);
    expect(titles(res.body)).toEqual(['Need a lab coat']);
  });

  it('lists their live roommate posts', async () => {
    const res = await t.request().get('/api/roommates').query({ posterId: owner.id }).expect(200);
    expect(titles(res.body)).toEqual(['Room near the north gate']);
  });

  it('finds nothing for an unknown student, and refuses an id that is not one', async () => {
    const unknown = randomUUID();
    expect((await t.request().get('/api/listings').query({ type: 'sell', sellerId: unknown }).expect(200)).body.items).toEqual([]);
    expect((await t.request().get('/api/requests').query({ requesterId: unknown }).expect(200)).body.total).toBe(0);
    expect((await t.request().get('/api/roommates').query({ posterId: unknown }).expect(200)).body.total).toBe(0);
    await t.request().get('/api/listings').query({ type: 'sell', sellerId: 'meera' }).expect(400);
  });

  it('pages them like any browse', async () => {
    for (let i = 0; i < 3; i += 1) await insertListing(t.db, other.id, { title: `Other listing ${i}` });
    const page2 = await t.request().get('/api/listings').query({ type: 'sell', sellerId: other.id, pageSize: 2, page: 2 }).expect(200);
    expect(page2.body).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(page2.body.items).toHaveLength(2);
  });
});
