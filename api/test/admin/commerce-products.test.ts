// The Products panel: GET /api/admin/listings and PATCH /api/admin/listings/{id}.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../listings/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { auditOf, expectAdminOnly, sessions, type Agent } from './commerce-fixtures.js';

let t: TestApp;
let adminAgent: Agent;
let studentAgent: Agent;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  const s = await sessions(t);
  ({ adminAgent, studentAgent } = s);
  adminId = s.admin.id;
});
afterAll(() => t.close());

/** Listings of a fresh seller whose titles carry a fresh token, a minute apart (oldest first). */
async function listingsOf(specs: { title: string; listingType?: 'sell' | 'lend'; isAvailable?: boolean; expired?: boolean }[]) {
  const token = randomUUID().slice(0, 8);
  const seller = await t.createUser({ fullName: `Seller ${token}` });
  const base = Date.now() - 60 * 60 * 1000;
  const rows = [];
  for (const [i, spec] of specs.entries()) {
    rows.push(
      await insertListing(t.db, seller.id, {
        title: `${spec.title} ${token}`,
        listingType: spec.listingType,
        isAvailable: spec.isAvailable,
        createdAt: new Date(base + i * 60_000),
        ...(spec.expired ? { expiresAt: new Date(Date.now() - 1000) } : {}),
      }),
    );
  }
  return { token, seller, ids: rows.map((r) => r.id as string) };
}

describe('access', () => {
  it('answers a visitor 401 and a student 403 on both calls, and the listing stays as it was', async () => {
    const { ids } = await listingsOf([{ title: 'Lamp' }]);
    await expectAdminOnly(t, studentAgent, [
      (a) => a.get('/api/admin/listings'),
      (a) => a.patch(`/api/admin/listings/${ids[0]}`).send({ isAvailable: false }),
    ]);
    expect((await t.db('listings').where({ id: ids[0] }).first()).isAvailable).toBe(true);
    expect(await auditOf(t, ids[0]!)).toEqual([]);
  });
});

describe('GET /api/admin/listings', () => {
  it('lists every listing newest first with its seller, type, price or rental rate, availability and creation', async () => {
    const { token, seller, ids } = await listingsOf([
      { title: 'Old desk' },
      { title: 'Loaned drill', listingType: 'lend' },
      { title: 'Sold chair', isAvailable: false },
      { title: 'Expired kettle', expired: true },
    ]);
    const res = await adminAgent.get('/api/admin/listings').query({ q: token }).expect(200);
    expect(res.body).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(res.body.items.map((l: { id: string }) => l.id)).toEqual([...ids].reverse());
    const [kettle, chair, drill, desk] = res.body.items;
    expect(desk).toMatchObject({
      id: ids[0],
      title: `Old desk ${token}`,
      category: 'other',
      listingType: 'sell',
      price: 100,
      rentalRate: null,
      isAvailable: true,
      isExpired: false,
      seller: { id: seller.id, fullName: `Seller ${token}`, email: seller.email },
    });
    expect(drill).toMatchObject({ listingType: 'lend', price: null, rentalRate: { amount: 50, duration: 'day' } });
    expect(chair.isAvailable).toBe(false);
    expect(kettle).toMatchObject({ isAvailable: true, isExpired: true });
  });

  it('filters by availability and searches any letter case; pages', async () => {
    const { token, ids } = await listingsOf([{ title: 'Blue Bike' }, { title: 'Red bike', isAvailable: false }, { title: 'Green lamp' }]);
    const available = await adminAgent.get('/api/admin/listings').query({ q: token, status: 'available' }).expect(200);
    expect(available.body.items.map((l: { id: string }) => l.id)).toEqual([ids[2], ids[0]]);
    const unavailable = await adminAgent.get('/api/admin/listings').query({ q: token, status: 'unavailable' }).expect(200);
    expect(unavailable.body.items.map((l: { id: string }) => l.id)).toEqual([ids[1]]);
    // Any letter case: "BIKE <token>" is in "Blue Bike <token>" and "Red bike <token>".
    const bikes = await adminAgent.get('/api/admin/listings').query({ q: `BIKE ${token}` }).expect(200);
    expect(bikes.body.items.map((l: { id: string }) => l.id)).toEqual([ids[1], ids[0]]);
    const none = await adminAgent.get('/api/admin/listings').query({ q: `lamp bike ${token}` }).expect(200);
    expect(none.body.total).toBe(0);
    const page2 = await adminAgent.get('/api/admin/listings').query({ q: token, pageSize: 2, page: 2 }).expect(200);
    expect(page2.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.body.items.map((l: { id: string }) => l.id)).toEqual([ids[0]]);
  });

  it('refuses a bad filter or page size with 400', async () => {
    expect((await adminAgent.get('/api/admin/listings').query({ status: 'sold' })).status).toBe(400);
    expect((await adminAgent.get('/api/admin/listings').query({ pageSize: 101 })).status).toBe(400);
    expect((await adminAgent.get('/api/admin/listings').query({ q: 'x'.repeat(101) })).status).toBe(400);
  });
});

describe('PATCH /api/admin/listings/{id}', () => {
  it('makes a listing unavailable and available again, each audited in the admin’s name', async () => {
    const { ids } = await listingsOf([{ title: 'Desk lamp' }]);
    const off = await adminAgent.patch(`/api/admin/listings/${ids[0]}`).send({ isAvailable: false }).expect(200);
    expect(off.body).toMatchObject({ id: ids[0], isAvailable: false });
    expect((await t.db('listings').where({ id: ids[0] }).first()).isAvailable).toBe(false);
    // The student app's listing page shows it unavailable.
    const page = await t.request().get(`/api/listings/${ids[0]}`).expect(200);
    expect(page.body.isAvailable).toBe(false);
    await adminAgent.patch(`/api/admin/listings/${ids[0]}`).send({ isAvailable: true }).expect(200);
    const audit = await auditOf(t, ids[0]!);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actorKind: 'admin', actorUserId: adminId, actorName: 'Head Admin', action: 'listing.make-unavailable', targetType: 'listing' });
    expect(audit[0]!.summary).toMatch(/^Marked the listing Desk lamp \w+ unavailable$/);
    expect(audit[1]).toMatchObject({ action: 'listing.make-available' });
  });

  it('answers 404 for an unknown listing and 400 for a bad body, changing nothing', async () => {
    const { ids } = await listingsOf([{ title: 'Kettle' }]);
    const missing = await adminAgent.patch(`/api/admin/listings/${randomUUID()}`).send({ isAvailable: false });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('Product not found');
    expect((await adminAgent.patch(`/api/admin/listings/${ids[0]}`).send({ isAvailable: 'no' })).status).toBe(400);
    expect((await adminAgent.patch(`/api/admin/listings/${ids[0]}`).send({ isAvailable: false, title: 'x' })).status).toBe(400);
    expect((await adminAgent.patch(`/api/admin/listings/${ids[0]}`).send({})).status).toBe(400);
    expect((await adminAgent.patch('/api/admin/listings/not-a-uuid').send({ isAvailable: false })).status).toBe(400);
    expect((await t.db('listings').where({ id: ids[0] }).first()).isAvailable).toBe(true);
    expect(await auditOf(t, ids[0]!)).toEqual([]);
  });
});
