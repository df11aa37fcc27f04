// The daily digest: one e-mail per student with the new matches of their digest-on searches,
// sent once (marked in the transaction that queues it, even with two runs at once), and the
// per-search unsubscribe link that works without signing in and stops that search only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExclusive } from '../../src/db/run-exclusive.js';
import { matchSavedSearches, savedSearchJobs, sendSavedSearchDigests } from '../../src/modules/saved-searches/index.js';
import { instanceDb } from '../email/outbox-fixtures.js';
import { insertListing } from '../listings/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { saveSearch, student } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const match = () => t.db.transaction((trx) => matchSavedSearches(trx));
const digest = () => t.db.transaction((trx) => sendSavedSearchDigests(trx, t.config.publicUrl, t.config.sessionSecret));
/** The digests queued for an address (its first log-in queued a welcome too). */
const digests = async (email: string) => (await t.outbox(email)).filter((m) => m.template === 'saved-search-digest');
const linksIn = (text: string) => [...text.matchAll(/http:\/\/localhost:3000(\/api\/saved-searches\/digest-unsubscribe\?token=[\w.-]+)/g)].map((m) => m[1]!);

async function reset() {
  await t.db('savedSearches').delete();
  await t.db('listings').delete();
  await t.db('emailOutbox').delete();
}

describe('the digest', () => {
  it('mails each student once, a section per digest-on search, and never again for the same matches', async () => {
    await reset();
    const buyer = await student(t, { fullName: 'Asha Rao' });
    const seller = await student(t);
    await saveSearch(t, buyer.agent, { type: 'sell', q: 'chair' }, { name: 'Chairs' });
    await saveSearch(t, buyer.agent, { type: 'lend', q: 'camera' }, { name: 'Cameras' });
    await saveSearch(t, buyer.agent, { type: 'sell', q: 'sofa' }, { name: 'Sofas', digest: false });
    for (let i = 1; i <= 7; i += 1) await insertListing(t.db, seller.user.id, { title: `Chair ${i}`, price: 1500 });
    await insertListing(t.db, seller.user.id, { title: 'Camera body', listingType: 'lend', rentalAmount: 300, rentalDuration: 'day' });
    await insertListing(t.db, seller.user.id, { title: 'Sofa set' });
    await match();

    expect(await digest()).toEqual({ emails: 1 });
    const [mail, ...more] = await digests(buyer.user.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ template: 'saved-search-digest', subject: '8 new listings match your saved searches on Thriftz', status: 'pending' });
    expect(mail!.textBody).toContain('Hi Asha Rao,');
    expect(mail!.textBody).toContain('Chairs\n- Chair 7 (₹1,500): http://localhost:3000/product/');
    expect(mail!.textBody).toContain('- and 2 more: http://localhost:3000/products?q=chair');
    expect(mail!.textBody).toContain('Cameras\n- Camera body (₹300/day)');
    expect(mail!.textBody).not.toContain('Sofa');
    expect(linksIn(mail!.textBody)).toHaveLength(2);

    expect(await digest()).toEqual({ emails: 0 });
    expect(await digests(buyer.user.email)).toHaveLength(1);
  });

  it('sends the same matches once when two runs start at once', async () => {
    await reset();
    const seller = await student(t);
    const buyers = [];
    for (let i = 0; i < 3; i += 1) {
      const buyer = await student(t);
      await saveSearch(t, buyer.agent, { type: 'sell', q: 'bicycle' });
      buyers.push(buyer);
    }
    await insertListing(t.db, seller.user.id, { title: 'Bicycle' });
    await match();
    const other = instanceDb(t, 'second-digest');
    try {
      const both = await Promise.all(
        [t.db, other].map((db) => db.transaction((trx) => sendSavedSearchDigests(trx, t.config.publicUrl, t.config.sessionSecret))),
      );
      expect(both.map((r) => r.emails).sort()).toEqual([0, 3]);
      const job = savedSearchJobs(t.config.publicUrl, t.config.sessionSecret).find((j) => j.name === 'saved-search-digest')!;
      // While one instance runs the job (holds its lock), the other's run is skipped. Started side
      // by side instead, the first could end before the second begins, and both rightly run.
      await t.db.transaction(async (trx) => {
        await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`job:${job.name}`]);
        expect(await runExclusive(other, job)).toEqual({ ran: false });
      });
      expect((await runExclusive(other, job)).ran).toBe(true);
    } finally {
      await other.destroy();
    }
    for (const buyer of buyers) expect(await digests(buyer.user.email)).toHaveLength(1);
  });
});

describe('the unsubscribe link', () => {
  it('asks first, then stops that search only, without signing in', async () => {
    await reset();
    const buyer = await student(t);
    const seller = await student(t);
    const chairs = await saveSearch(t, buyer.agent, { type: 'sell', q: 'table' }, { name: 'Tables' });
    const lamps = await saveSearch(t, buyer.agent, { type: 'sell', q: 'lamp' }, { name: 'Lamps' });
    await insertListing(t.db, seller.user.id, { title: 'Table' });
    await insertListing(t.db, seller.user.id, { title: 'Lamp' });
    await match();
    await digest();
    const [mail] = await digests(buyer.user.email);
    const [tablesLink] = linksIn(mail!.textBody);

    const page = await t.request().get(tablesLink!).expect(200);
    expect(page.text).toContain('Stop e-mails for this saved search?');
    expect((await t.db('savedSearches').where({ id: chairs.id }).first()).digest).toBe(true);

    const done = await t.request().post(tablesLink!).type('form').send({ 'List-Unsubscribe': 'One-Click' }).expect(200);
    expect(done.text).toContain('E-mails stopped');
    const rows = await t.db('savedSearches').whereIn('id', [chairs.id, lamps.id]).select('id', 'digest');
    expect(Object.fromEntries(rows.map((r: { id: string; digest: boolean }) => [r.id, r.digest]))).toEqual({ [chairs.id]: false, [lamps.id]: true });
    // Idempotent, and the list shows it.
    await t.request().post(tablesLink!).expect(200);
    const list = (await buyer.agent.get('/api/saved-searches').expect(200)).body.items;
    expect(list.find((s: { id: string }) => s.id === chairs.id).digest).toBe(false);
  });

  it('refuses a link that is not the server’s with 400', async () => {
    const buyer = await student(t);
    const search = await saveSearch(t, buyer.agent, { type: 'sell', q: 'fan' });
    for (const token of [search.id, `${search.id}.forged`, 'nonsense', `not-a-uuid.abc`]) {
      const res = await t.request().post(`/api/saved-searches/digest-unsubscribe?token=${token}`);
      expect(res.status, token).toBe(400);
      expect(res.body.detail).toBe('This unsubscribe link is not valid. Use the link of a Thriftz e-mail as it is.');
      await t.request().get(`/api/saved-searches/digest-unsubscribe?token=${token}`).expect(400);
    }
    expect((await t.db('savedSearches').where({ id: search.id }).first()).digest).toBe(true);
  });
});
