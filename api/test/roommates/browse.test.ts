import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { daysAgo, daysFromNow, image, insertRoommatePost } from './fixtures.js';

let t: TestApp;
let poster: TestUser;
type Post = Awaited<ReturnType<typeof insertRoommatePost>>;
/** The browsable posts, newest first, and two that must never be listed. */
let p: Record<'a' | 'b' | 'c' | 'd' | 'e' | 'inactive' | 'expired', Post>;

beforeAll(async () => {
  t = await createTestApp();
  poster = await t.createUser({ fullName: 'Meera Nair' });
  p = {
    a: await insertRoommatePost(t.db, poster.id, {
      title: 'Female flatmate for a 2BHK',
      description: 'Spacious Flat near the MAIN gate with a balcony, looking for a calm flatmate.',
      genderPref: 'female',
      ageRange: '19-23',
      otherPreferences: 'Vegetarian, no smoking',
      budget: 9000,
      accommodationType: 'flat-apartment',
      imageCount: 2,
      createdAt: daysAgo(1),
    }),
    b: await insertRoommatePost(t.db, poster.id, {
      title: 'PG room share',
      description: 'Sharing a PG room with meals included, walking distance to the library.',
      genderPref: 'male',
      budget: 6000,
      accommodationType: 'pg',
      createdAt: daysAgo(2),
    }),
    c: await insertRoommatePost(t.db, poster.id, {
      title: 'Anyone for hostel swap',
      description: 'College hostel double room, happy to share with anyone who keeps it tidy.',
      genderPref: 'any',
      budget: 3000,
      accommodationType: 'college-hostel',
      createdAt: daysAgo(3),
    }),
    d: await insertRoommatePost(t.db, poster.id, {
      title: 'Quiet flat, other',
      description: 'A quiet flat for a student who studies late; gender is not a concern at all here.',
      genderPref: 'other',
      budget: 20000,
      accommodationType: 'flat-apartment',
      createdAt: daysAgo(4),
    }),
    e: await insertRoommatePost(t.db, poster.id, {
      title: 'Last days of a PG spot',
      genderPref: 'any',
      budget: 0,
      accommodationType: 'pg',
      createdAt: daysAgo(27),
      expiresAt: daysFromNow(1),
    }),
    inactive: await insertRoommatePost(t.db, poster.id, { title: 'Inactive flat near main gate', isActive: false, createdAt: daysAgo(0.5) }),
    expired: await insertRoommatePost(t.db, poster.id, {
      title: 'Expired flat near main gate',
      createdAt: daysAgo(30),
      expiresAt: daysAgo(2),
    }),
  };
});
afterAll(() => t.close());

const browse = async (query = '') => (await t.request().get(`/api/roommates${query}`).expect(200)).body;
const ids = (body: { items: { _id: string }[] }) => body.items.map((i) => i._id);

describe('GET /api/roommates', () => {
  it('lists active, unexpired posts newest first as cards, to visitors', async () => {
    const body = await browse();
    expect(ids(body)).toEqual([p.a.id, p.b.id, p.c.id, p.d.id, p.e.id]);
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 24 });
    expect(body.items[0]).toEqual({
      _id: p.a.id,
      title: 'Female flatmate for a 2BHK',
      descriptionPreview: 'Spacious Flat near the MAIN gate with a balcony, looking for a calm flatmate.',
      roommatePreferences: { gender: 'female', ageRange: '19-23', otherPreferences: 'Vegetarian, no smoking' },
      budget: 9000,
      accommodationType: 'flat-apartment',
      image: image(p.a.imageIds[0]!),
      posterName: 'Meera Nair',
      isActive: true,
      expirationDate: (p.a.expiresAt as Date).toISOString(),
      createdAt: (p.a.createdAt as Date).toISOString(),
    });
    expect(body.items[1]).toMatchObject({ image: null, roommatePreferences: { gender: 'male', ageRange: null, otherPreferences: null } });
  });

  it('cuts the description preview within 100 characters at a word boundary, ending it with an ellipsis', async () => {
    // The 100th character is the first of "calm": the preview stops before that word.
    const description = `${'Quiet room near the library. '.repeat(3)}Looking for calm flatmates who cook and keep the kitchen tidy.`;
    const long = await insertRoommatePost(t.db, poster.id, { title: 'Long one', description, createdAt: daysAgo(40), expiresAt: daysFromNow(5) });
    const body = await browse('?sort=oldest&pageSize=1');
    expect(body.items[0]).toMatchObject({ _id: long.id, descriptionPreview: `${'Quiet room near the library. '.repeat(3)}Looking for…` });
    // One word longer than the preview is cut where it must be, still marked as cut.
    await t.db('roommate_posts').where({ id: long.id }).update({ description: 'x'.repeat(300) });
    expect((await browse('?sort=oldest&pageSize=1')).items[0].descriptionPreview).toBe(`${'x'.repeat(99)}…`);
    await t.db('roommate_posts').where({ id: long.id }).delete();
  });

  it('sorts oldest first when asked', async () => {
    expect(ids(await browse('?sort=oldest'))).toEqual([p.e.id, p.d.id, p.c.id, p.b.id, p.a.id]);
  });

  it('filters by gender: posts preferring it and those open to anyone; any filters nothing', async () => {
    expect(ids(await browse('?gender=female'))).toEqual([p.a.id, p.c.id, p.e.id]);
    expect(ids(await browse('?gender=male'))).toEqual([p.b.id, p.c.id, p.e.id]);
    expect(ids(await browse('?gender=other'))).toEqual([p.c.id, p.d.id, p.e.id]);
    expect(ids(await browse('?gender=any'))).toEqual([p.a.id, p.b.id, p.c.id, p.d.id, p.e.id]);
  });

  it('filters by accommodation type', async () => {
    expect(ids(await browse('?accommodationType=pg'))).toEqual([p.b.id, p.e.id]);
    expect(ids(await browse('?accommodationType=college-hostel'))).toEqual([p.c.id]);
  });

  it('filters by budget bounds, both inclusive', async () => {
    expect(ids(await browse('?minBudget=6000'))).toEqual([p.a.id, p.b.id, p.d.id]);
    expect(ids(await browse('?maxBudget=6000'))).toEqual([p.b.id, p.c.id, p.e.id]);
    expect(ids(await browse('?minBudget=3000&maxBudget=9000'))).toEqual([p.a.id, p.b.id, p.c.id]);
    expect(ids(await browse('?minBudget=0&maxBudget=0'))).toEqual([p.e.id]);
    expect(ids(await browse('?minBudget=20000&maxBudget=20000'))).toEqual([p.d.id]);
  });

  it('searches title and description in any letter case; every word must match', async () => {
    expect(ids(await browse('?q=main%20GATE'))).toEqual([p.a.id]);
    expect(ids(await browse('?q=Flat'))).toEqual([p.a.id, p.d.id]);
    expect(ids(await browse('?q=flat+quiet'))).toEqual([p.d.id]);
    expect(ids(await browse('?q=pg'))).toEqual([p.b.id, p.e.id]);
    expect(ids(await browse('?q=flat+hostel'))).toEqual([]);
    // LIKE's wildcards are plain characters.
    expect(ids(await browse('?q=%25'))).toEqual([]);
  });

  it('combines filters and pages through them', async () => {
    expect(ids(await browse('?gender=female&accommodationType=flat-apartment&maxBudget=9000'))).toEqual([p.a.id]);
    const second = await browse('?pageSize=2&page=2');
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(ids(second)).toEqual([p.c.id, p.d.id]);
  });

  it('refuses values outside the contract', async () => {
    for (const query of ['?gender=robot', '?accommodationType=tent', '?minBudget=-1', '?sort=cheapest', '?pageSize=101', '?colour=red']) {
      const res = await t.request().get(`/api/roommates${query}`);
      expect(res.status, query).toBe(400);
    }
  });
});
