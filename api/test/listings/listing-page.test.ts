import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWeb, inlineQueries, WEB_SHELL } from '../support/built-web.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { daysAgo, insertListing, scratchDataDir } from './fixtures.js';

let t: TestApp;
let seller: TestUser;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: scratchDataDir(), WEB_DIST: builtWeb() });
  seller = await t.createUser({ fullName: 'Kavya Iyer' });
  await t.db('users').where({ id: seller.id }).update({ phone: '+91 98765 43210', extraListingsPurchased: 20 });
});
afterAll(() => t.close());

const page = (id: string, agent = t.request()) => agent.get(`/product/${id}`).set('Accept', 'text/html');

/** The listing the page carries inline for the client's first render. */
function inlineListing(html: string) {
  const queries = inlineQueries(html);
  expect(queries).toHaveLength(1);
  const [[key, listing]] = queries as [[string[], Record<string, unknown>]];
  return { key, listing };
}

describe('GET /product/{id} (the detail page)', () => {
  it("carries a live listing's main picture in the markup and the listing inline, as a visitor sees it", async () => {
    const listing = await insertListing(t.db, seller.id, { title: 'Hero cycle </script><script>alert(1)</script>', imageCount: 2 });
    const res = await page(listing.id).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain(`<img src="/api/images/${listing.imageIds[0]}/main.webp" fetchpriority="high">`);
    // The title's own `</script>` cannot close the data block: every `<` in the JSON is escaped.
    expect(res.text.match(/<\/script>/g)).toHaveLength(1);
    expect(res.text).not.toContain('alert(1)</script>');
    const { key, listing: inline } = inlineListing(res.text);
    expect(key).toEqual([`/api/listings/${listing.id}`]);
    expect(inline).toMatchObject({ _id: listing.id, title: 'Hero cycle </script><script>alert(1)</script>', isOwner: false });
    expect(inline.seller).toMatchObject({ fullName: 'Kavya Iyer' });
    expect(res.text).not.toContain('98765');
  });

  it('is the same visitor page for a signed-in student: no phone number, not the owner view', async () => {
    const listing = await insertListing(t.db, seller.id, { imageCount: 1 });
    const res = await page(listing.id, await t.loginAs(seller)).expect(200);
    expect(inlineListing(res.text).listing).toMatchObject({ isOwner: false });
    expect(res.text).not.toContain('98765');
  });

  it("never names an anonymous listing's seller", async () => {
    const listing = await insertListing(t.db, seller.id, { isAnonymous: true, anonymousName: 'A senior', imageCount: 1 });
    const res = await page(listing.id).expect(200);
    expect(inlineListing(res.text).listing).toMatchObject({ isAnonymous: true, anonymousName: 'A senior', seller: null });
    expect(res.text).not.toContain('Kavya');
    expect(res.text).not.toContain(seller.id);
    expect(res.text).not.toContain('98765');
  });

  it('sends the plain shell for an unknown, expired or malformed listing, and for another path', async () => {
    const expired = await insertListing(t.db, seller.id, { createdAt: daysAgo(30), expiresAt: daysAgo(2), imageCount: 1 });
    for (const url of ['/product/00000000-0000-4000-8000-000000000000', `/product/${expired.id}`, '/product/not-a-uuid', `/product/${expired.id}/edit`]) {
      const res = await t.request().get(url).set('Accept', 'text/html').expect(200);
      expect(res.text).toBe(WEB_SHELL);
    }
  });

  it('is compressed for a browser that accepts it', async () => {
    const listing = await insertListing(t.db, seller.id, { title: 'Hero cycle, sturdy and light', tags: ['cycle', 'hero', 'campus', 'commute'], imageCount: 4 });
    const res = await page(listing.id).set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
  });
});
