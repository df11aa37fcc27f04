import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { insertRequest } from '../requests/fixtures.js';
import { insertRoommatePost } from '../roommates/fixtures.js';
import { daysAgo, insertListing } from './fixtures.js';

let t: TestApp;
let sellerId: string;
beforeAll(async () => {
  t = await createTestApp();
  sellerId = (await t.createUser()).id;
  await insertListing(t.db, sellerId, { title: 'Yamaha F310 acoustic guitar', category: 'other', tags: ['music'] });
  await insertListing(t.db, sellerId, { title: 'Casio fx-991EX scientific calculator', category: 'electronics', tags: ['calculator', 'exams'] });
  await insertListing(t.db, sellerId, { title: 'Engineering drawing kit', category: 'lab-equipment', tags: ['drafter'] });
  await insertListing(t.db, sellerId, { title: 'Study lamp', category: 'furniture', tags: ['lamp'] });
  await insertListing(t.db, sellerId, { title: 'Hero Sprint bicycle', category: 'vehicles', listingType: 'lend', tags: ['cycle'] });
  // Not live: never suggested, never counted.
  await insertListing(t.db, sellerId, { title: 'Expired ukulele soprano', category: 'other', createdAt: daysAgo(30), expiresAt: daysAgo(2) });
  await insertListing(t.db, sellerId, { title: 'Sold telescope refractor', category: 'other', isAvailable: false });
});
afterAll(() => t.close());

const suggest = (q: string, type = 'sell') => t.request().get('/api/listings/suggestions').query({ type, q });

describe("'Did you mean' suggestions", () => {
  it("suggests the right title for a misspelled word ('guitr', 'calculater')", async () => {
    expect((await suggest('guitr').expect(200)).body.suggestions[0]).toBe('Yamaha F310 acoustic guitar');
    const calculator = (await suggest('calculater').expect(200)).body.suggestions;
    expect(calculator).toContain('Casio fx-991EX scientific calculator');
    // The tag is a suggestion too, and each counts once.
    expect(calculator).toContain('calculator');
    expect(new Set(calculator).size).toBe(calculator.length);
  });

  it('is forgiving of a misspelled word among others', async () => {
    expect((await suggest('acoustc guitr').expect(200)).body.suggestions).toContain('Yamaha F310 acoustic guitar');
  });

  it('suggests nothing for gibberish', async () => {
    expect((await suggest('xqzvbnmw').expect(200)).body).toEqual({ suggestions: [] });
  });

  it('never suggests an expired or sold listing', async () => {
    expect((await suggest('ukulel').expect(200)).body.suggestions).toEqual([]);
    expect((await suggest('telescop').expect(200)).body.suggestions).toEqual([]);
  });

  it('keeps to the listing type asked', async () => {
    expect((await suggest('bicycel', 'sell').expect(200)).body.suggestions).toEqual([]);
    expect((await suggest('bicycel', 'lend').expect(200)).body.suggestions).toEqual(['Hero Sprint bicycle']);
  });

  it('does not suggest the text searched for itself', async () => {
    expect((await suggest('Calculator').expect(200)).body.suggestions).not.toContain('calculator');
  });

  it('needs a type and some text', async () => {
    await t.request().get('/api/listings/suggestions').query({ q: 'guitr' }).expect(400);
    await t.request().get('/api/listings/suggestions').query({ type: 'sell', q: '' }).expect(400);
    await t.request().get('/api/listings/suggestions').query({ type: 'swap', q: 'guitr' }).expect(400);
  });
});

describe('category counts', () => {
  it('counts the live listings of each category, every category present', async () => {
    const res = await t.request().get('/api/listings/category-counts').query({ type: 'sell' }).expect(200);
    expect(res.headers['cache-control']).toContain('max-age=');
    const counts = Object.fromEntries(res.body.counts.map((c: { category: string; count: number }) => [c.category, c.count]));
    expect(res.body.counts).toHaveLength(10);
    expect(res.body.counts[0].category).toBe('textbooks');
    // The expired and the sold listings in 'other' are left out; the lend bicycle is another type.
    expect(counts).toMatchObject({ other: 1, electronics: 1, 'lab-equipment': 1, furniture: 1, vehicles: 0, textbooks: 0 });
  });

  it('counts lend listings apart', async () => {
    const res = await t.request().get('/api/listings/category-counts').query({ type: 'lend' }).expect(200);
    const total = res.body.counts.reduce((n: number, c: { count: number }) => n + c.count, 0);
    expect(total).toBe(1);
  });

  it('needs a type', async () => {
    await t.request().get('/api/listings/category-counts').expect(400);
  });
});

describe("'Did you mean' for requests and roommate posts", () => {
  it('suggests the live request title or tag for a misspelled word, never an expired one', async () => {
    await insertRequest(t.db, sellerId, { title: 'Need a scientific calculator', tags: ['calculator'] });
    await insertRequest(t.db, sellerId, { title: 'Need a drafter', createdAt: daysAgo(30), expiresAt: daysAgo(1) });
    const calculator = (await t.request().get('/api/requests/suggestions').query({ q: 'calculater' }).expect(200)).body.suggestions;
    expect(calculator).toEqual(expect.arrayContaining(['Need a scientific calculator', 'calculator']));
    expect((await t.request().get('/api/requests/suggestions').query({ q: 'draftr' }).expect(200)).body.suggestions).toEqual([]);
    expect((await t.request().get('/api/requests/suggestions').query({ q: 'xqzvbnmw' }).expect(200)).body.suggestions).toEqual([]);
  });

  it('suggests the live roommate post title for a misspelled word', async () => {
    await insertRoommatePost(t.db, sellerId, { title: 'Flatmate wanted near Koramangala' });
    const res = await t.request().get('/api/roommates/suggestions').query({ q: 'koramangla' }).expect(200);
    expect(res.body.suggestions).toEqual(['Flatmate wanted near Koramangala']);
    await t.request().get('/api/roommates/suggestions').expect(400);
  });
});
