/**
 * `npm run bench` compares the API with baselines that answer the same reads with the API's own
 * statements (scripts/bench/bare-reads.ts). The bench stops when their answers differ; this keeps
 * them equal in `npm test` too, so a change to the API's reads cannot stop the bench unseen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bareReads } from '../../../scripts/bench/bare-reads.js';
import { daysAgo, insertListing } from '../listings/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let reads: ReturnType<typeof bareReads>;
let seller: { id: string };
const listings: Record<string, { id: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  reads = bareReads(t.config.databaseUrl!, 2);
  seller = await t.createUser({ fullName: 'Asha Rao', firstLoginDone: true });
  listings.sell = await insertListing(t.db, seller.id, { title: 'Casio scientific calculator', category: 'lab-equipment', price: 450, imageCount: 2 });
  listings.lend = await insertListing(t.db, seller.id, {
    title: 'Casio calculator to borrow',
    listingType: 'lend',
    category: 'lab-equipment',
    rentalAmount: 30,
    rentalDeposit: 200,
    imageCount: 1,
  });
  listings.anonymous = await insertListing(t.db, seller.id, { title: 'Casio watch', isAnonymous: true, anonymousName: 'Quiet Owl' });
  listings.expired = await insertListing(t.db, seller.id, { title: 'Casio keyboard', createdAt: daysAgo(40), expiresAt: daysAgo(12) });
  listings.hidden = await insertListing(t.db, seller.id, { title: 'Casio radio' });
  await t.db('listings').where({ id: listings.hidden.id }).update({ hiddenReason: 'Spam', hiddenAt: t.db.fn.now() });
});

afterAll(async () => {
  await reads?.close();
  await t?.close();
});

/** The API's answer to a visitor: its body, or undefined for a 404. */
async function api(path: string) {
  const res = await t.request().get(path);
  expect([200, 404]).toContain(res.status);
  return res.status === 200 ? (res.body as unknown) : undefined;
}

describe("the bench's baselines", () => {
  it("answer a listing's detail as the API answers a visitor: sell, lend, anonymous; expired, hidden and missing are 404", async () => {
    for (const id of [...Object.values(listings).map((l) => l.id), '00000000-0000-4000-8000-000000000000']) {
      const path = `/api/listings/${id}`;
      expect(await reads.listingDetail(id), path).toEqual(await api(path));
    }
    expect(await reads.listingDetail(listings.sell!.id)).toMatchObject({ title: 'Casio scientific calculator', images: [{}, {}] });
  });

  it('answer filtered searches as the API does', async () => {
    const searches = [
      'type=sell&q=casio&category=lab-equipment&condition=good&minPrice=100&maxPrice=5000&sort=price-low&page=1&pageSize=24',
      'type=lend&q=calc&sort=newest&page=1&pageSize=24',
      'type=sell&q=cas&page=1&pageSize=24',
      'type=sell&q=nothing-like-this&page=1&pageSize=24',
    ];
    for (const search of searches) expect(await reads.browse(search), search).toEqual(await api(`/api/listings?${search}`));
    expect(((await reads.browse(searches[0]!)) as { total: number }).total).toBe(1);
  });

  it("answer a profile as the API answers a visitor, and 404 for nobody's", async () => {
    expect(await reads.profile(seller.id)).toEqual(await api(`/api/users/${seller.id}`));
    expect(await reads.profile(seller.id)).toMatchObject({ fullName: 'Asha Rao' });
    expect(await reads.profile('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });
});
