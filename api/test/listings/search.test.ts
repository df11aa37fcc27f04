import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordStartsQuery } from '../../src/posts/index.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { insertListing, scratchDataDir } from './fixtures.js';

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: scratchDataDir() });
  const seller = await t.createUser();
  ids.guitar = (await insertListing(t.db, seller.id, { title: 'Acoustic Guitar', tags: ['music'] })).id;
  ids.reader = (
    await insertListing(t.db, seller.id, {
      title: 'Kindle e-book reader',
      description: "Barely used, don't need it after the semester-end exams. Pick up at hostel 4.",
    })
  ).id;
  ids.sold = (await insertListing(t.db, seller.id, { title: 'Guitar stand', isAvailable: false })).id;
});
afterAll(() => t.close());

const titles = async (q: string) =>
  ((await t.request().get(`/api/listings?${new URLSearchParams({ type: 'sell', q })}`).expect(200)).body.items as { title: string }[]).map(
    (i) => i.title,
  );

describe('listing search by word start, with the substring match when that finds nothing', () => {
  it('finds a word from its first letters, in any letter case', async () => {
    expect(await titles('guit')).toEqual(['Acoustic Guitar']);
    expect(await titles('GUITAR music')).toEqual(['Acoustic Guitar']);
    expect(await titles('ebook')).toEqual([]);
  });

  it('matches words written with a hyphen or an apostrophe as the post writes them', async () => {
    expect(await titles('e-boo')).toEqual(['Kindle e-book reader']);
    expect(await titles('semester-end')).toEqual(['Kindle e-book reader']);
    expect(await titles("don't")).toEqual(['Kindle e-book reader']);
    expect(await titles('end')).toEqual(['Kindle e-book reader']);
  });

  it('still finds a part in the middle of a word when no word starts with it', async () => {
    expect(await titles('itar')).toEqual(['Acoustic Guitar']);
    expect(await titles('coustic GUI')).toEqual(['Acoustic Guitar']);
  });

  it('follows edits of the title, description and tags', async () => {
    await t.db('listings').where({ id: ids.guitar }).update({ title: 'Acoustic Ukulele', tags: ['strings'] });
    expect(await titles('ukul')).toEqual(['Acoustic Ukulele']);
    expect(await titles('strin')).toEqual(['Acoustic Ukulele']);
    expect(await titles('music')).toEqual([]);
    const row = await t.db('listings').where({ id: ids.guitar }).first('searchVector');
    expect(row.searchVector).toContain("'ukulele'");
  });
});

describe('wordStartsQuery', () => {
  it('keeps only letters and digits, the last part of each word as a prefix', () => {
    expect(wordStartsQuery(['Guit'])).toBe('guit:*');
    expect(wordStartsQuery(['e-book', 'fx-991'])).toBe('e <-> book:* & fx <-> 991:*');
    expect(wordStartsQuery(["a'b:*|!(c)"])).toBe('a <-> b <-> c:*');
    expect(wordStartsQuery(['Über', 'नमस्ते'])).toBe('über:* & नमस्ते:*');
  });

  it('is null when a word has no letter or digit (only the substring match can find it)', () => {
    expect(wordStartsQuery(['guitar', '%'])).toBeNull();
    expect(wordStartsQuery(['&'])).toBeNull();
  });
});
