// The match job: one statement for every search, each filter kind as the browse reads it, never
// the student's own or hidden listings, a match and a notification once, even with two runs at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExclusive } from '../../src/db/run-exclusive.js';
import { matchSavedSearches, savedSearchJobs } from '../../src/modules/saved-searches/index.js';
import { alertsOf } from '../alerts/fixtures.js';
import { instanceDb } from '../email/outbox-fixtures.js';
import { daysAgo, insertListing } from '../listings/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { matchesOf, saveSearch, student } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = () => t.db.transaction((trx) => matchSavedSearches(trx));
// Each case starts from no searches and no listings (a search an hour old matches any listing since).
const clear = async () => {
  await t.db('savedSearches').delete();
  await t.db('listings').delete();
  await t.db('alerts').delete();
};

describe('what matches', () => {
  it.each([
    ['the words, by word start', { q: 'casio calc' }, { title: 'Casio calculator fx-991', description: 'Scientific model, works very well.' }, { title: 'Graph paper', description: 'Plain grid paper, for maths homework.' }],
    ['the words, inside a word', { q: 'ulator' }, { title: 'Casio calculator', description: 'Scientific model, works very well.' }, { title: 'Desk lamp', description: 'Bright light for the study desk.' }],
    ['the words, in the tags', { q: 'drafter' }, { title: 'Drawing kit', tags: ['drafter'] }, { title: 'Drawing kit two', tags: ['compass'] }],
    ['the categories', { category: ['textbooks', 'furniture'] }, { category: 'furniture' }, { category: 'electronics' }],
    ['the conditions', { condition: ['like-new'] }, { condition: 'like-new' }, { condition: 'fair' }],
    ['the price range', { minPrice: 100, maxPrice: 500 }, { price: 500 }, { price: 501 }],
    ['the minimum price alone', { minPrice: 300 }, { price: 300 }, { price: 299 }],
    ['the maximum price alone', { maxPrice: 300 }, { price: 300 }, { price: 301 }],
  ])('%s', async (_kind, filters, hit, miss) => {
    await clear();
    const buyer = await student(t);
    const seller = await student(t);
    const search = await saveSearch(t, buyer.agent, { type: 'sell', ...filters });
    const yes = await insertListing(t.db, seller.user.id, { ...hit, listingType: 'sell' });
    await insertListing(t.db, seller.user.id, { ...miss, listingType: 'sell' });
    // A lend listing that fits every other filter is another page's.
    await insertListing(t.db, seller.user.id, { ...hit, listingType: 'lend', rentalAmount: (hit as { price?: number }).price ?? 50 });
    expect((await run()).matches).toBe(1);
    expect(await matchesOf(t, search.id)).toEqual([yes.id]);
  });

  it('the rental durations and the rental amount of a Borrow & Lend search', async () => {
    await clear();
    const buyer = await student(t);
    const seller = await student(t);
    const search = await saveSearch(t, buyer.agent, { type: 'lend', duration: ['day', 'week'], maxPrice: 200 });
    const yes = await insertListing(t.db, seller.user.id, { listingType: 'lend', rentalDuration: 'week', rentalAmount: 200 });
    await insertListing(t.db, seller.user.id, { listingType: 'lend', rentalDuration: 'month', rentalAmount: 100 });
    await insertListing(t.db, seller.user.id, { listingType: 'lend', rentalDuration: 'day', rentalAmount: 201 });
    await run();
    expect(await matchesOf(t, search.id)).toEqual([yes.id]);
  });

  it("matches what the browse finds for the same filters (the two read alike)", async () => {
    await clear();
    const buyer = await student(t);
    const seller = await student(t);
    const filters = { type: 'sell', q: 'lamp', category: ['furniture', 'electronics'], condition: ['good', 'like-new'], minPrice: 50, maxPrice: 900 };
    const search = await saveSearch(t, buyer.agent, filters);
    const seeds = [
      { title: 'Desk lamp', category: 'furniture', condition: 'good', price: 300 },
      { title: 'Lamp shade', category: 'electronics', condition: 'like-new', price: 50 },
      { title: 'Lamp old', category: 'furniture', condition: 'fair', price: 300 },
      { title: 'Lamp dear', category: 'furniture', condition: 'good', price: 901 },
      { title: 'Floor lamp', category: 'clothing', condition: 'good', price: 300 },
      { title: 'Chair', category: 'furniture', condition: 'good', price: 300 },
      { title: 'Lamplighter novel', category: 'furniture', condition: 'good', price: 80, description: 'A novel in good shape, no notes inside.' },
    ];
    for (const seed of seeds) await insertListing(t.db, seller.user.id, seed);
    await run();
    const query = 'type=sell&q=lamp&category=furniture&category=electronics&condition=good&condition=like-new&minPrice=50&maxPrice=900&pageSize=100';
    const browsed = (await t.request().get(`/api/listings?${query}`).expect(200)).body.items.map((l: { _id: string }) => l._id);
    expect(browsed).toHaveLength(3);
    expect((await matchesOf(t, search.id)).sort()).toEqual([...browsed].sort());
  });

  it("never matches the student's own, hidden, sold or expired listings, nor listings older than the search", async () => {
    await clear();
    const buyer = await student(t);
    const seller = await student(t);
    const search = await saveSearch(t, buyer.agent, { type: 'sell', q: 'kettle' });
    await insertListing(t.db, buyer.user.id, { title: 'Kettle of mine' });
    await insertListing(t.db, seller.user.id, { title: 'Kettle sold', isAvailable: false });
    await insertListing(t.db, seller.user.id, { title: 'Kettle expired', expiresAt: daysAgo(1) });
    await insertListing(t.db, seller.user.id, { title: 'Kettle of yesterday', createdAt: daysAgo(1) });
    const hidden = await insertListing(t.db, seller.user.id, { title: 'Kettle hidden' });
    await t.db('listings').where({ id: hidden.id }).update({ isAvailable: false, hiddenAt: new Date(), hiddenReason: 'Spam' });
    expect((await run()).matches).toBe(0);
    expect(await matchesOf(t, search.id)).toEqual([]);
    expect(await alertsOf(t.db, buyer.user.id)).toEqual([]);
  });
});

describe('telling the student', () => {
  it('notifies once per search and run, with the count, the first titles and a link to the results', async () => {
    await clear();
    const buyer = await student(t);
    const seller = await student(t);
    const search = await saveSearch(t, buyer.agent, { type: 'sell', q: 'book', maxPrice: 400 }, { name: 'Cheap books' });
    for (const title of ['Book one', 'Book two', 'Book three', 'Book four']) await insertListing(t.db, seller.user.id, { title, price: 100 });
    expect(await run()).toEqual({ matches: 4, alerts: 1 });
    const [alert] = await alertsOf(t.db, buyer.user.id);
    expect(alert).toMatchObject({ kind: 'saved-search', title: '4 new matches: Cheap books', link: '/products?q=book&maxPrice=400' });
    expect(alert!.body).toMatch(/^Book one, Book two, Book three and 1 more$/);
    // The list counts them as new until the results are opened.
    expect((await buyer.agent.get('/api/saved-searches').expect(200)).body.items[0]).toMatchObject({ id: search.id, newMatches: 4 });
    await buyer.agent.post(`/api/saved-searches/${search.id}/seen`).expect(204);
    expect((await buyer.agent.get('/api/saved-searches').expect(200)).body.items[0].newMatches).toBe(0);

    // The next run finds nothing new and says nothing; a later listing is one more notification.
    expect(await run()).toEqual({ matches: 0, alerts: 0 });
    await insertListing(t.db, seller.user.id, { title: 'Book five', price: 100 });
    expect(await run()).toEqual({ matches: 1, alerts: 1 });
    const alerts = await alertsOf(t.db, buyer.user.id);
    expect(alerts.map((a) => a.title)).toEqual(['4 new matches: Cheap books', 'New match: Cheap books']);
    expect((await buyer.agent.get('/api/saved-searches').expect(200)).body.items[0].newMatches).toBe(1);
  });

  it('records each match and tells each student once when two runs start at once', async () => {
    await clear();
    const seller = await student(t);
    const searches: { id: string; userId: string }[] = [];
    for (let i = 0; i < 4; i += 1) {
      const buyer = await student(t);
      searches.push({ id: (await saveSearch(t, buyer.agent, { type: 'sell', q: 'guitar' })).id, userId: buyer.user.id });
    }
    for (let i = 0; i < 6; i += 1) await insertListing(t.db, seller.user.id, { title: `Guitar ${i}` });
    const other = instanceDb(t, 'second-instance');
    try {
      // Called directly, both runs go (they queue on the match lock); the second finds nothing new.
      const both = await Promise.all([t.db, other].map((db) => db.transaction((trx) => matchSavedSearches(trx))));
      expect(both.map((r) => r.matches).sort()).toEqual([0, 24]);
      // As the scheduler runs it on two instances: one runs, the other skips.
      await t.db('savedSearchMatches').delete();
      await t.db('alerts').delete();
      const job = savedSearchJobs(t.config.publicUrl, t.config.sessionSecret).find((j) => j.name === 'match-saved-searches')!;
      const runs = await Promise.all([runExclusive(t.db, job), runExclusive(other, job)]);
      expect(runs.filter((r) => r.ran)).toHaveLength(1);
    } finally {
      await other.destroy();
    }
    for (const s of searches) {
      expect(await matchesOf(t, s.id)).toHaveLength(6);
      expect(await alertsOf(t.db, s.userId)).toHaveLength(1);
    }
  });
});
