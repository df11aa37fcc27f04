// Saving the browse's filters over HTTP: the list with new matches, the digest switch, seen,
// delete; each refusal's message; who may call; the limit under two saves at once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { saveSearch, student } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('who may call', () => {
  it('refuses a visitor on every call with 401', async () => {
    const id = randomUUID();
    const calls = [
      t.request().get('/api/saved-searches'),
      t.request().post('/api/saved-searches').send({ filters: { type: 'sell', q: 'lamp' } }),
      t.request().patch(`/api/saved-searches/${id}`).send({ digest: false }),
      t.request().delete(`/api/saved-searches/${id}`),
      t.request().post(`/api/saved-searches/${id}/seen`),
    ];
    for (const call of calls) expect((await call.expect(401)).body).toMatchObject({ status: 401, detail: 'Please log in to continue.' });
  });

  it("answers another student's saved search as unknown (404) and leaves it as it was", async () => {
    const owner = await student(t);
    const other = await student(t);
    const mine = await saveSearch(t, owner.agent, { type: 'sell', q: 'cycle' });
    for (const res of [
      await other.agent.patch(`/api/saved-searches/${mine.id}`).send({ digest: false }),
      await other.agent.delete(`/api/saved-searches/${mine.id}`),
      await other.agent.post(`/api/saved-searches/${mine.id}/seen`),
      await other.agent.delete(`/api/saved-searches/${randomUUID()}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ detail: 'Saved search not found.', code: 'saved-search-not-found' });
    }
    expect((await other.agent.get('/api/saved-searches').expect(200)).body.items).toEqual([]);
    const list = (await owner.agent.get('/api/saved-searches').expect(200)).body;
    expect(list.items).toMatchObject([{ id: mine.id, digest: true }]);
  });

  it('refuses an id that is not a uuid with 400', async () => {
    const { agent } = await student(t);
    await agent.delete('/api/saved-searches/not-a-uuid').expect(400);
  });
});

describe('saving a search', () => {
  it('keeps exactly the filters, names the search after them and lists it newest first', async () => {
    const { agent } = await student(t);
    const filters = { type: 'sell', q: '  casio   calculator ', category: ['electronics', 'textbooks'], condition: ['good'], minPrice: 100, maxPrice: 500 };
    const saved = (await agent.post('/api/saved-searches').send({ filters }).expect(201)).body;
    expect(saved).toMatchObject({
      name: '“casio calculator” · electronics, textbooks · good · ₹100–₹500 in Buy & Sell',
      filters: { type: 'sell', q: 'casio calculator', category: ['electronics', 'textbooks'], condition: ['good'], minPrice: 100, maxPrice: 500 },
      digest: true,
      newMatches: 0,
    });
    const lend = (await agent.post('/api/saved-searches').send({ name: 'Cameras by the day', filters: { type: 'lend', duration: ['day'] }, digest: false }).expect(201)).body;
    expect(lend).toMatchObject({ name: 'Cameras by the day', filters: { type: 'lend', duration: ['day'] }, digest: false });
    const list = (await agent.get('/api/saved-searches').expect(200)).body;
    expect(list.limit).toBe(20);
    expect(list.items.map((s: { id: string }) => s.id)).toEqual([lend.id, saved.id]);
  });

  it('refuses the same filters twice, in another order or letter case, with 409', async () => {
    const { agent } = await student(t);
    await agent.post('/api/saved-searches').send({ filters: { type: 'sell', q: 'Desk Lamp', category: ['furniture', 'electronics'] } }).expect(201);
    const res = await agent.post('/api/saved-searches').send({ name: 'Again', filters: { type: 'sell', q: 'desk  lamp', category: ['electronics', 'furniture'] } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ detail: 'You have already saved this search.', code: 'duplicate-search' });
    // The same words on the other page are another search.
    await agent.post('/api/saved-searches').send({ filters: { type: 'lend', q: 'desk lamp', category: ['electronics', 'furniture'] } }).expect(201);
  });

  it.each([
    [{ filters: { type: 'sell' } }, 'Choose a search word or a filter before saving this search.'],
    [{ filters: { type: 'sell', q: '   ' } }, 'Choose a search word or a filter before saving this search.'],
    [{ filters: { type: 'sell', minPrice: 500, maxPrice: 100 } }, 'The minimum price cannot be more than the maximum price.'],
    [{ filters: { type: 'sell', duration: ['day'] } }, 'Rental durations apply to Borrow & Lend searches only.'],
    [{ filters: { type: 'sell', q: 'x'.repeat(101) } }, 'Search words can be at most 100 characters.'],
    [{ filters: { type: 'sell', minPrice: -1 } }, 'Enter a price of ₹0 or more.'],
    [{ name: 'n'.repeat(101), filters: { type: 'sell', q: 'lamp' } }, 'Give the search a name of at most 100 characters.'],
  ])('refuses %j with 400 and its message', async (body, message) => {
    const { agent } = await student(t);
    const res = await agent.post('/api/saved-searches').send(body);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(message);
    expect((await agent.get('/api/saved-searches').expect(200)).body.items).toEqual([]);
  });

  it('refuses unknown fields, types and categories with 400', async () => {
    const { agent } = await student(t);
    for (const body of [
      { filters: { type: 'sell', q: 'lamp', sort: 'newest' } },
      { filters: { type: 'rent', q: 'lamp' } },
      { filters: { type: 'sell', category: ['spaceships'] } },
      { filters: { type: 'sell', q: 'lamp' }, userId: randomUUID() },
    ])
      await agent.post('/api/saved-searches').send(body).expect(400);
  });

  it('keeps 20 searches at most, with the message, even when two saves race for the last place', async () => {
    const { user, agent } = await student(t);
    for (let i = 0; i < 19; i += 1) await agent.post('/api/saved-searches').send({ filters: { type: 'sell', q: `thing${i}` } }).expect(201);
    const [a, b] = await Promise.all([
      agent.post('/api/saved-searches').send({ filters: { type: 'sell', q: 'last-a' } }),
      agent.post('/api/saved-searches').send({ filters: { type: 'sell', q: 'last-b' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body).toMatchObject({ detail: 'You can keep up to 20 saved searches. Delete one to save another.', code: 'saved-search-limit' });
    expect(await t.db('savedSearches').where({ userId: user.id }).count('* as n').first()).toEqual({ n: 20 });
    // A deleted one frees a place.
    const list = (await agent.get('/api/saved-searches').expect(200)).body;
    await agent.delete(`/api/saved-searches/${list.items[0].id}`).expect(204);
    await agent.post('/api/saved-searches').send({ filters: { type: 'sell', q: 'again' } }).expect(201);
  });

  it('saves the same filters once when they are sent twice at once', async () => {
    const { user, agent } = await student(t);
    const both = await Promise.all([1, 2].map(() => agent.post('/api/saved-searches').send({ filters: { type: 'sell', q: 'kettle' } })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await t.db('savedSearches').where({ userId: user.id }).count('* as n').first()).toEqual({ n: 1 });
  });
});

describe('changing a search', () => {
  it('turns the digest off and on, marks the matches seen, and deletes', async () => {
    const { agent } = await student(t);
    const saved = await saveSearch(t, agent, { type: 'sell', q: 'mattress' });
    expect((await agent.patch(`/api/saved-searches/${saved.id}`).send({ digest: false }).expect(200)).body).toMatchObject({ id: saved.id, digest: false });
    expect((await agent.patch(`/api/saved-searches/${saved.id}`).send({ digest: true }).expect(200)).body.digest).toBe(true);
    await agent.patch(`/api/saved-searches/${saved.id}`).send({}).expect(400);
    await agent.patch(`/api/saved-searches/${saved.id}`).send({ name: 'x' }).expect(400);
    await agent.post(`/api/saved-searches/${saved.id}/seen`).expect(204);
    await agent.delete(`/api/saved-searches/${saved.id}`).expect(204);
    await agent.delete(`/api/saved-searches/${saved.id}`).expect(404);
    expect((await agent.get('/api/saved-searches').expect(200)).body.items).toEqual([]);
  });
});
