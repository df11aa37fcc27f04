import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { daysAgo, insertImages, insertRequest, requestInput, scratchDataDir } from './fixtures.js';

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

const imageIdsOf = (body: { images: { _id: string }[] }) => body.images.map((image) => image._id);

describe('PATCH /api/requests/{id}: editing', () => {
  it('changes every field of the create form and keeps the slug', async () => {
    const { user, agent } = await student();
    const created = await agent.post('/api/requests').send(requestInput({ meetingSpot: 'Main Canteen' })).expect(201);
    expect(created.body.meetingSpot).toBe('Main Canteen');

    const res = await agent
      .patch(`/api/requests/${created.body._id}`)
      .send({
        title: 'Need a drafter for ED',
        description: 'Looking for a mini drafter for engineering drawing, for this semester only.',
        category: 'lab-equipment',
        requestType: 'rent',
        priceRange: '500-1000',
        condition: 'fair',
        productAge: { years: 3, months: 0 },
        tags: ['drafter'],
        location: { lat: 12.9, lng: 77.5 },
        meetingSpot: 'Academic Block',
        isAnonymous: true,
        anonymousName: 'ED student',
        urgency: 'high',
      })
      .expect(200);
    expect(res.body).toMatchObject({
      slug: created.body.slug,
      title: 'Need a drafter for ED',
      category: 'lab-equipment',
      requestType: 'rent',
      priceRange: '500-1000',
      condition: 'fair',
      productAge: { years: 3, months: 0 },
      tags: ['drafter'],
      location: { lat: 12.9, lng: 77.5 },
      meetingSpot: 'Academic Block',
      isAnonymous: true,
      anonymousName: 'ED student',
      urgency: 'high',
      isActive: true,
    });
    expect(Number((await t.db('requests').where({ requestedById: user.id }).count({ n: '*' }))[0]!.n)).toBe(1);

    // Null clears; leaving anonymity drops the alias.
    const cleared = await agent
      .patch(`/api/requests/${created.body._id}`)
      .send({ productAge: null, location: null, meetingSpot: null, isAnonymous: false })
      .expect(200);
    expect(cleared.body).toMatchObject({ productAge: null, location: null, meetingSpot: null, isAnonymous: false, anonymousName: null });
  });

  it('adds, removes and reorders pictures, and clears them with []', async () => {
    const { user, agent } = await student();
    const request = await insertRequest(t.db, user.id, { imageCount: 3 });
    const [fresh] = await insertImages(t.db, user.id);
    const [a, b, c] = request.imageIds;
    const res = await agent.patch(`/api/requests/${request.id}`).send({ imageIds: [c, fresh, a] }).expect(200);
    expect(imageIdsOf(res.body)).toEqual([c, fresh, a]);
    expect(await t.db('images').where({ id: b }).first()).toBeUndefined();

    const [theirs] = await insertImages(t.db, (await t.createUser()).id);
    const refused = await agent.patch(`/api/requests/${request.id}`).send({ imageIds: [theirs] }).expect(400);
    expect(refused.body.errors).toEqual([{ path: '/body/imageIds/0', message: 'This image is not yours or is already used.' }]);

    const none = await agent.patch(`/api/requests/${request.id}`).send({ imageIds: [] }).expect(200);
    expect(none.body.images).toEqual([]);
    await agent.patch(`/api/requests/${request.id}`).send({ imageIds: Array.from({ length: 6 }, () => randomUUID()) }).expect(400);
  });

  it("gives the create form's messages and changes nothing", async () => {
    const { user, agent } = await student();
    const request = await insertRequest(t.db, user.id);
    const before = await t.db('requests').where({ id: request.id }).first();
    const cases: [object, string, string?][] = [
      [{ title: '  ' }, '/body/title', 'Please enter a title.'],
      [{ description: `${'x'.repeat(29)}   ` }, '/body/description', 'The description must be at least 30 characters.'],
      [{ anonymousName: 'Ghost' }, '/body/anonymousName', 'An anonymous name is only used when the request is anonymous.'],
      [{ meetingSpot: 'x'.repeat(81) }, '/body/meetingSpot'],
      [{ urgency: 'yesterday' }, '/body/urgency'],
    ];
    for (const [body, place, detail] of cases) {
      const res = await agent.patch(`/api/requests/${request.id}`).send(body).expect(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(place);
      if (detail) expect(res.body.detail).toBe(detail);
    }
    expect(await t.db('requests').where({ id: request.id }).first()).toEqual(before);
  });

  it('lets only the requester edit: 403 for another student, 404 once expired, 401 without a session', async () => {
    const { user, agent } = await student();
    const request = await insertRequest(t.db, user.id);
    const { agent: other } = await student();
    const res = await other.patch(`/api/requests/${request.id}`).send({ title: 'Mine now' }).expect(403);
    expect(res.body).toMatchObject({ detail: 'You can only change your own requests.', code: 'not-owner' });
    await t.request().patch(`/api/requests/${request.id}`).send({ title: 'Mine now' }).expect(401);
    await t.db('requests').where({ id: request.id }).update({ expiresAt: daysAgo(1) });
    expect((await other.patch(`/api/requests/${request.id}`).send({ title: 'Mine now' }).expect(404)).body.detail).toBe('Request not found');
    expect((await agent.patch(`/api/requests/${randomUUID()}`).send({ title: 'x' }).expect(404)).body.detail).toBe('Request not found');
    expect((await agent.patch(`/api/requests/${request.id}`).send({ title: 'Still mine', isActive: false }).expect(200)).body).toMatchObject({
      title: 'Still mine',
      isActive: false,
    });
  });
});
