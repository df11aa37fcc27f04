import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(await t.createUser({ isAdmin: true }));
});
afterAll(() => t.close());

const DENIED = 'Access denied. Admin privileges required.';
const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * HOUR);

/** An ad straight in the table; `minute` orders creation (higher is newer). */
async function ad(spec: { title?: string; position?: string; type?: string; isActive?: boolean; start?: Date | null; end?: Date | null; minute?: number } = {}) {
  const position = await t.db('adPositions').where({ name: spec.position ?? 'sidebar' }).first('id');
  const [row] = await t
    .db('adContents')
    .insert({
      title: spec.title ?? `Ad ${randomUUID().slice(0, 6)}`,
      type: spec.type ?? 'banner',
      positionId: position.id,
      isActive: spec.isActive ?? true,
      startDate: spec.start ?? null,
      endDate: spec.end ?? null,
      createdAt: new Date(Date.UTC(2026, 5, 1, 12, spec.minute ?? 0)),
    })
    .returning('id');
  return row.id as string;
}

describe('access', () => {
  const calls = (agent: ReturnType<TestApp['request']>, id: string) => [
    agent.get('/api/ads/content'),
    agent.get('/api/ads/positions'),
    agent.get('/api/ads/stats'),
    agent.post('/api/ads/content').send({ title: 'X', type: 'banner', position: 'sidebar' }),
    agent.patch(`/api/ads/content/${id}`).send({ title: 'Y' }),
    agent.patch(`/api/ads/content/${id}/status`).send({ isActive: false }),
    agent.delete(`/api/ads/content/${id}`),
  ];

  it('needs a session on every admin call', async () => {
    const id = await ad();
    for (const call of calls(t.request(), id)) {
      expect((await call.expect(401)).body.detail).toBe('Please log in to continue.');
    }
  });

  it('refuses a student on every admin call, and changes nothing', async () => {
    const id = await ad({ title: 'Kept' });
    const student = await t.loginAs(await t.createUser());
    for (const call of calls(student as unknown as ReturnType<TestApp['request']>, id)) {
      expect((await call.expect(403)).body).toMatchObject({ status: 403, detail: DENIED });
    }
    expect(await t.db('adContents').where({ id }).first()).toMatchObject({ title: 'Kept', isActive: true });
  });
});

describe('GET /api/ads/positions and the seed', () => {
  it('lists the five seeded positions by name', async () => {
    const res = await admin.get('/api/ads/positions').expect(200);
    expect(res.body.map((p: { name: string }) => p.name)).toEqual(['footer', 'header', 'homepage-hero', 'product-listing', 'sidebar']);
    expect(res.body[0]).toMatchObject({ isActive: true, dimensions: '728x90' });
  });
});

describe('GET /api/ads/content', () => {
  it('lists ads newest first with their position, filtered by status and position, paginated', async () => {
    const older = await ad({ position: 'footer', minute: 1, title: 'Older' });
    const newer = await ad({ position: 'footer', minute: 2, isActive: false });
    const res = await admin.get('/api/ads/content').query({ position: 'footer' }).expect(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(res.body.items.map((a: { _id: string }) => a._id)).toEqual([newer, older]);
    expect(res.body.items[1]).toMatchObject({ title: 'Older', type: 'banner', position: { name: 'footer' }, isActive: true, startDate: null, imageUrl: null });

    const active = await admin.get('/api/ads/content').query({ position: 'footer', status: 'active' }).expect(200);
    expect(active.body.items.map((a: { _id: string }) => a._id)).toEqual([older]);
    const inactive = await admin.get('/api/ads/content').query({ position: 'footer', status: 'inactive' }).expect(200);
    expect(inactive.body.items.map((a: { _id: string }) => a._id)).toEqual([newer]);
    const second = await admin.get('/api/ads/content').query({ position: 'footer', pageSize: 1, page: 2 }).expect(200);
    expect(second.body).toMatchObject({ total: 2, items: [{ _id: older }] });
    expect((await admin.get('/api/ads/content').query({ position: 'nowhere' }).expect(200)).body.total).toBe(0);
  });
});

describe('GET /api/ads/stats', () => {
  it('counts ads, active ads, positions and banners', async () => {
    const before = (await admin.get('/api/ads/stats').expect(200)).body;
    expect(before.totalPositions).toBe(5);
    await ad({ type: 'popup', isActive: false });
    await ad({ type: 'banner' });
    const after = (await admin.get('/api/ads/stats').expect(200)).body;
    expect(after).toEqual({ totalAds: before.totalAds + 2, activeAds: before.activeAds + 1, totalPositions: 5, bannerAds: before.bannerAds + 1 });
  });
});

describe('POST /api/ads/content', () => {
  it('creates an ad from the form', async () => {
    const res = await admin
      .post('/api/ads/content')
      .send({
        title: '  Sale  ',
        description: 'Big sale',
        type: 'popup',
        position: 'header',
        startDate: '2026-06-01T00:00:00.000Z',
        endDate: '2026-07-01T00:00:00.000Z',
        imageUrl: 'https://cdn.example.com/a.png',
        linkUrl: '/stores/abc',
      })
      .expect(201);
    expect(res.body).toMatchObject({
      title: 'Sale',
      description: 'Big sale',
      type: 'popup',
      position: { name: 'header' },
      isActive: true,
      startDate: '2026-06-01T00:00:00.000Z',
      endDate: '2026-07-01T00:00:00.000Z',
      imageUrl: 'https://cdn.example.com/a.png',
      linkUrl: '/stores/abc',
    });
    expect(await t.db('adContents').where({ id: res.body._id }).first()).toBeTruthy();
  });

  it.each([
    [{ title: '   ' }, 'Please enter a title', '/body/title'],
    [{ position: 'moon' }, 'Unknown ad position', '/body/position'],
    [{ startDate: '2026-06-02T00:00:00Z', endDate: '2026-06-01T00:00:00Z' }, 'End date must be after the start date', '/body/endDate'],
    [{ startDate: '2026-06-01T00:00:00Z', endDate: '2026-06-01T00:00:00Z' }, 'End date must be after the start date', '/body/endDate'],
    [{ imageUrl: 'http://cdn.example.com/a.png' }, 'The image address must start with https:// or be a path on this site', '/body/imageUrl'],
    [{ linkUrl: 'javascript:alert(1)' }, 'The link must start with https:// or be a path on this site', '/body/linkUrl'],
    [{ linkUrl: '//evil.example.com' }, 'The link must start with https:// or be a path on this site', '/body/linkUrl'],
  ])('refuses %j with its message', async (fields, message, path) => {
    const res = await admin
      .post('/api/ads/content')
      .send({ title: 'T', type: 'banner', position: 'sidebar', ...fields })
      .expect(400);
    expect(res.body.detail).toBe(message);
    expect(res.body.errors).toEqual([{ path, message }]);
  });

  it('needs title, type and position, and a known type', async () => {
    await admin.post('/api/ads/content').send({ type: 'banner', position: 'sidebar' }).expect(400);
    await admin.post('/api/ads/content').send({ title: 'T', type: 'video', position: 'sidebar' }).expect(400);
  });
});

describe('PATCH /api/ads/content/{id}', () => {
  it('changes the fields given and keeps the others', async () => {
    const id = await ad({ title: 'Before', position: 'sidebar' });
    const res = await admin.patch(`/api/ads/content/${id}`).send({ title: 'After', position: 'footer', linkUrl: '' }).expect(200);
    expect(res.body).toMatchObject({ _id: id, title: 'After', position: { name: 'footer' }, type: 'banner', linkUrl: null });
  });

  it("checks a new end date against the ad's kept start date", async () => {
    const id = await ad({ start: new Date('2026-06-10T00:00:00Z') });
    const res = await admin.patch(`/api/ads/content/${id}`).send({ endDate: '2026-06-05T00:00:00Z' }).expect(400);
    expect(res.body.detail).toBe('End date must be after the start date');
    await admin.patch(`/api/ads/content/${id}`).send({ endDate: '2026-06-15T00:00:00Z' }).expect(200);
  });

  it('answers 404 for an unknown ad, and refuses an unknown position', async () => {
    expect((await admin.patch(`/api/ads/content/${randomUUID()}`).send({ title: 'X' }).expect(404)).body.detail).toBe('Ad content not found.');
    const id = await ad();
    expect((await admin.patch(`/api/ads/content/${id}`).send({ position: 'moon' }).expect(400)).body.detail).toBe('Unknown ad position');
  });
});

describe('PATCH /api/ads/content/{id}/status', () => {
  it('deactivates and activates an ad', async () => {
    const id = await ad();
    expect((await admin.patch(`/api/ads/content/${id}/status`).send({ isActive: false }).expect(200)).body).toMatchObject({ _id: id, isActive: false });
    expect((await admin.patch(`/api/ads/content/${id}/status`).send({ isActive: true }).expect(200)).body.isActive).toBe(true);
    await admin.patch(`/api/ads/content/${id}/status`).send({}).expect(400);
    await admin.patch(`/api/ads/content/${randomUUID()}/status`).send({ isActive: true }).expect(404);
  });
});

describe('DELETE /api/ads/content/{id}', () => {
  it('deletes an ad, then answers 404', async () => {
    const id = await ad();
    await admin.delete(`/api/ads/content/${id}`).expect(204);
    expect(await t.db('adContents').where({ id }).first()).toBeUndefined();
    await admin.delete(`/api/ads/content/${id}`).expect(404);
  });
});

describe('GET /api/ads/active (public)', () => {
  it("shows a visitor a position's active ads within their dates, newest first", async () => {
    const open = await ad({ position: 'homepage-hero', minute: 1 });
    const running = await ad({ position: 'homepage-hero', minute: 2, start: at(-1), end: at(1) });
    await ad({ position: 'homepage-hero', minute: 3, isActive: false });
    await ad({ position: 'homepage-hero', minute: 4, start: at(1) });
    await ad({ position: 'homepage-hero', minute: 5, end: at(-1) });
    await ad({ position: 'header', minute: 6 });
    const res = await t.request().get('/api/ads/active').query({ position: 'homepage-hero' }).expect(200);
    expect(res.body.map((a: { _id: string }) => a._id)).toEqual([running, open]);
    expect((await t.request().get('/api/ads/active').query({ position: 'moon' }).expect(200)).body).toEqual([]);
    await t.request().get('/api/ads/active').expect(400);
  });

  it('shows at most ten', async () => {
    for (let i = 0; i < 12; i += 1) await ad({ position: 'product-listing', minute: i });
    const res = await t.request().get('/api/ads/active').query({ position: 'product-listing' }).expect(200);
    expect(res.body).toHaveLength(10);
  });
});
