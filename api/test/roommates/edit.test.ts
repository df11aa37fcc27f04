import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { insertImages, insertRoommatePost, roommateInput, scratchDataDir } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: scratchDataDir() });
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<TestApp['loginAs']>>;

async function student(): Promise<{ user: TestUser; agent: Agent }> {
  const user = await t.createUser();
  return { user, agent: await t.loginAs(user) };
}

describe('PATCH /api/roommates/{id}: editing', () => {
  it('changes every field of the create form; preferences are replaced whole', async () => {
    const { agent } = await student();
    const created = await agent
      .post('/api/roommates')
      .send(roommateInput({ meetingSpot: 'Hostel Block B', roommatePreferences: { gender: 'female', ageRange: '19-22', otherPreferences: 'No smoking' } }))
      .expect(201);
    expect(created.body.meetingSpot).toBe('Hostel Block B');
    const id = created.body._id as string;

    const res = await agent
      .patch(`/api/roommates/${id}`)
      .send({
        title: 'PG room to share',
        description: 'Sharing a PG room near the south gate, meals included, quiet and clean.',
        roommatePreferences: { gender: 'any', ageRange: '20-25' },
        budget: 6500,
        accommodationType: 'pg',
        contactInfo: 'Chat after 5 pm',
        location: { lat: 10, lng: 20 },
        meetingSpot: 'Main Gate',
      })
      .expect(200);
    expect(res.body).toMatchObject({
      title: 'PG room to share',
      roommatePreferences: { gender: 'any', ageRange: '20-25', otherPreferences: null },
      budget: 6500,
      accommodationType: 'pg',
      contactInfo: 'Chat after 5 pm',
      location: { lat: 10, lng: 20 },
      meetingSpot: 'Main Gate',
      isActive: true,
    });
    const kept = await agent.patch(`/api/roommates/${id}`).send({ budget: 7000, meetingSpot: null, location: null }).expect(200);
    expect(kept.body).toMatchObject({ budget: 7000, title: 'PG room to share', meetingSpot: null, location: null });
  });

  it('adds, removes and reorders pictures', async () => {
    const { user, agent } = await student();
    const post = await insertRoommatePost(t.db, user.id, { imageCount: 2 });
    const [fresh] = await insertImages(t.db, user.id);
    const res = await agent.patch(`/api/roommates/${post.id}`).send({ imageIds: [fresh, post.imageIds[1]] }).expect(200);
    expect(res.body.images.map((image: { _id: string }) => image._id)).toEqual([fresh, post.imageIds[1]]);
    expect(await t.db('images').where({ id: post.imageIds[0] }).first()).toBeUndefined();
  });

  it("gives the roommate form's words and changes nothing", async () => {
    const { user, agent } = await student();
    const post = await insertRoommatePost(t.db, user.id);
    const before = await t.db('roommate_posts').where({ id: post.id }).first();
    const cases: [object, string, string][] = [
      [{ title: '   ' }, '/body/title', 'Title is required (max 100 chars).'],
      [{ title: 'x'.repeat(101) }, '/body/title', 'Title is required (max 100 chars).'],
      [{ description: 'too short' }, '/body/description', 'Description must be 30-500 characters.'],
      [{ contactInfo: '  ' }, '/body/contactInfo', 'Contact info is required.'],
      [{ budget: -5 }, '/body/budget', 'Budget is required.'],
      [{ accommodationType: 'castle' }, '/body/accommodationType', 'Accommodation type is required.'],
    ];
    for (const [body, place, detail] of cases) {
      const res = await agent.patch(`/api/roommates/${post.id}`).send(body).expect(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(place);
      expect(res.body.detail).toBe(detail);
    }
    expect(await t.db('roommate_posts').where({ id: post.id }).first()).toEqual(before);
  });

  it('lets only the poster edit: 403 for another student, 404 once others cannot see it, 401 without a session', async () => {
    const { user, agent } = await student();
    const post = await insertRoommatePost(t.db, user.id);
    const { agent: other } = await student();
    const res = await other.patch(`/api/roommates/${post.id}`).send({ budget: 1 }).expect(403);
    expect(res.body).toMatchObject({ detail: 'You can only change your own roommate requests.' });
    await t.request().patch(`/api/roommates/${post.id}`).send({ budget: 1 }).expect(401);
    await agent.patch(`/api/roommates/${post.id}`).send({ isActive: false, budget: 4000 }).expect(200);
    expect((await other.patch(`/api/roommates/${post.id}`).send({ budget: 1 }).expect(404)).body.detail).toBe('Roommate request not found');
    expect((await agent.patch(`/api/roommates/${randomUUID()}`).send({ budget: 1 }).expect(404)).body.detail).toBe('Roommate request not found');
    expect(await t.db('roommate_posts').where({ id: post.id }).first('budget', 'isActive')).toEqual({ budget: 4000, isActive: false });
  });
});
