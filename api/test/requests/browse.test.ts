import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { daysAgo, daysFromNow, image, insertRequest } from './fixtures.js';

let t: TestApp;
let requester: TestUser;
/** The browsable requests, newest first, and two that must never be listed. */
let r: Record<'a' | 'b' | 'c' | 'd' | 'g' | 'fulfilled' | 'expired', Awaited<ReturnType<typeof insertRequest>>>;

beforeAll(async () => {
  t = await createTestApp();
  requester = await t.createUser({ fullName: 'Kavya Iyer' });
  r = {
    a: await insertRequest(t.db, requester.id, {
      title: 'Engineering Graphics textbook',
      category: 'textbooks',
      condition: 'good',
      requestType: 'buy',
      priceRange: 'under-500',
      tags: ['Drafter', 'first year'],
      createdAt: daysAgo(1),
    }),
    b: await insertRequest(t.db, requester.id, {
      title: 'Study lamp for the night',
      description: 'A bright LED desk lamp for late-night study sessions in the hostel room.',
      category: 'electronics',
      condition: 'like-new',
      requestType: 'rent',
      priceRange: '500-1000',
      createdAt: daysAgo(2),
    }),
    c: await insertRequest(t.db, requester.id, {
      title: 'Room near campus',
      category: 'roommate-housing',
      condition: 'any',
      requestType: 'rent',
      priceRange: '5000-10000',
      tags: ['PG'],
      isAnonymous: true,
      anonymousName: 'Hostel Hunter',
      createdAt: daysAgo(3),
    }),
    d: await insertRequest(t.db, requester.id, {
      title: 'Gaming chair',
      category: 'furniture',
      condition: 'fair',
      priceRange: 'negotiable',
      urgency: 'high',
      imageCount: 2,
      createdAt: daysAgo(4),
    }),
    g: await insertRequest(t.db, requester.id, {
      title: 'Lab coat, size M',
      category: 'lab-equipment',
      priceRange: 'under-500',
      createdAt: daysAgo(27),
      expiresAt: daysFromNow(1),
    }),
    fulfilled: await insertRequest(t.db, requester.id, { title: 'Fulfilled textbook lamp', category: 'textbooks', isActive: false, createdAt: daysAgo(0.5) }),
    expired: await insertRequest(t.db, requester.id, {
      title: 'Expired textbook lamp',
      category: 'textbooks',
      createdAt: daysAgo(30),
      expiresAt: daysAgo(2),
    }),
  };
});
afterAll(() => t.close());

const browse = (query: Record<string, unknown> = {}) => t.request().get('/api/requests').query(query).expect(200);
const ids = async (query: Record<string, unknown>) => (await browse(query)).body.items.map((i: { _id: string }) => i._id);

describe('GET /api/requests', () => {
  it('lists active, unexpired requests newest first, never fulfilled or expired ones', async () => {
    const res = await browse();
    expect(res.body).toMatchObject({ total: 5, page: 1, pageSize: 24 });
    expect(res.body.items.map((i: { _id: string }) => i._id)).toEqual([r.a.id, r.b.id, r.c.id, r.d.id, r.g.id]);
  });

  it('answers cards: first picture, urgency, the requester or their alias, a 100-character preview', async () => {
    const items = (await browse()).body.items as Record<string, unknown>[];
    const card = items.find((i) => i._id === r.d.id)!;
    expect(card).toEqual({
      _id: r.d.id,
      slug: r.d.slug,
      title: 'Gaming chair',
      descriptionPreview: 'Looking for this thing in working order, can pick up on campus.',
      category: 'furniture',
      requestType: 'buy',
      priceRange: 'negotiable',
      condition: 'fair',
      urgency: 'high',
      tags: [],
      image: image(r.d.imageIds[0]!),
      requesterName: 'Kavya Iyer',
      isActive: true,
      expirationDate: (r.d.expiresAt as Date).toISOString(),
      createdAt: (r.d.createdAt as Date).toISOString(),
    });
    expect(items.find((i) => i._id === r.c.id)).toMatchObject({ requesterName: 'Hostel Hunter', condition: 'any', image: null });
    // The 100th character falls inside "calculator": the preview stops before it, with an ellipsis.
    const description = `${'Need a drafter for the first semester, '.repeat(2)}and a scientific calculator as well, any brand is fine.`;
    const long = await insertRequest(t.db, requester.id, { title: 'Long one', description, createdAt: daysAgo(5) });
    const preview = (await browse({ q: 'Long one' })).body.items[0].descriptionPreview;
    expect(preview).toBe(`${'Need a drafter for the first semester, '.repeat(2)}and a scientific…`);
    await t.db('requests').where({ id: long.id }).delete();
  });

  it('sorts oldest first on request', async () => {
    expect(await ids({ sort: 'oldest' })).toEqual([r.g.id, r.d.id, r.c.id, r.b.id, r.a.id]);
  });

  it('filters by category (roommate-housing too), condition (any too), type and price range', async () => {
    expect(await ids({ category: 'textbooks' })).toEqual([r.a.id]);
    expect(await ids({ category: ['roommate-housing', 'furniture'] })).toEqual([r.c.id, r.d.id]);
    expect(await ids({ condition: 'any' })).toEqual([r.c.id]);
    expect(await ids({ condition: ['good', 'fair'] })).toEqual([r.a.id, r.d.id, r.g.id]);
    expect(await ids({ requestType: 'rent' })).toEqual([r.b.id, r.c.id]);
    expect(await ids({ priceRange: 'under-500' })).toEqual([r.a.id, r.g.id]);
    expect(await ids({ priceRange: ['500-1000', '5000-10000', 'negotiable'] })).toEqual([r.b.id, r.c.id, r.d.id]);
    expect(await ids({ requestType: 'rent', priceRange: 'under-500' })).toEqual([]);
    const combined = await browse({ category: ['electronics', 'roommate-housing'], requestType: 'rent', condition: 'like-new' });
    expect(combined.body).toMatchObject({ total: 1, items: [{ _id: r.b.id }] });
  });

  it('searches title, description and tags in any letter case, every word', async () => {
    expect(await ids({ q: 'DRAFTER' })).toEqual([r.a.id]); // a tag
    expect(await ids({ q: 'pg' })).toEqual([r.c.id]); // a tag
    expect(await ids({ q: 'led desk' })).toEqual([r.b.id]); // the description
    expect(await ids({ q: 'gaming CHAIR' })).toEqual([r.d.id]); // the title
    expect(await ids({ q: 'lamp' })).toEqual([r.b.id]); // not the fulfilled or expired lamps
    expect(await ids({ q: 'textbook lamp' })).toEqual([]);
    expect(await ids({ q: '100%_' })).toEqual([]);
    // As browsers encode it: spaces as '+'.
    const plus = await t.request().get(`/api/requests?${new URLSearchParams({ q: 'led desk' })}`).expect(200);
    expect(plus.body.items.map((i: { _id: string }) => i._id)).toEqual([r.b.id]);
    const none = await browse({ q: 'unicycle' });
    expect(none.body).toEqual({ items: [], total: 0, totalIsCapped: false, page: 1, pageSize: 24 });
  });

  it('pages', async () => {
    const res = await browse({ page: 2, pageSize: 2 });
    expect(res.body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(res.body.items.map((i: { _id: string }) => i._id)).toEqual([r.c.id, r.d.id]);
    expect((await browse({ page: 4, pageSize: 2 })).body).toMatchObject({ items: [], total: 5 });
  });

  it('refuses values the contract does not know', async () => {
    for (const query of [
      { sort: 'price-low' },
      { pageSize: 101 },
      { page: 0 },
      { category: 'bikes' },
      { condition: 'mint' },
      { requestType: 'lend' },
      { priceRange: 'cheap' },
      { type: 'sell' },
    ]) {
      const res = await t.request().get('/api/requests').query(query).expect(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });
});
