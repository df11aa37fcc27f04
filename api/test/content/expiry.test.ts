import { setTimeout as sleep } from 'node:timers/promises';
import cron from 'node-cron';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExclusive } from '../../src/jobs/cron-runner.js';
import { allJobs } from '../../src/jobs/jobs.js';
import { expiryJob } from '../../src/modules/content/index.js';
import { daysAgo, daysFromNow, insertListing } from '../listings/fixtures.js';
import { insertRequest } from '../requests/fixtures.js';
import { insertRoommatePost } from '../roommates/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';

let t: TestApp;
let seller: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  seller = await t.createUser();
});
afterAll(() => t.close());

const expireCall = () => t.request().post('/api/sanity/expire-listings').send({});
const runJob = async () => (await runExclusive(t.db, expiryJob)).result;
const listingFlags = (ids: string[]) => t.db('listings').whereIn('id', ids).orderBy('title').select('title', 'isAvailable', 'updatedAt');
const idsOf = (body: { items: { _id: string }[] }) => body.items.map((i) => i._id);

/** Everything the job touches starts from an empty slate in each test. */
async function clean() {
  await t.db('listings').delete();
  await t.db('requests').delete();
  await t.db('roommatePosts').delete();
}

describe('what reads show before the expiry job has run', () => {
  it('leaves an expired listing or request out of every read (browse, detail, hot deals, wishlist, own active)', async () => {
    await clean();
    const agent = await t.loginAs(seller);
    const viewer = await t.loginAs(await t.createUser());
    const live = await insertListing(t.db, seller.id, { title: 'Live lamp', price: 100 });
    const gone = await insertListing(t.db, seller.id, { title: 'Gone lamp', price: 9000, isBoosted: true, expiresAt: daysAgo(0.01) });
    const goneLend = await insertListing(t.db, seller.id, { title: 'Gone drill', listingType: 'lend', expiresAt: daysAgo(1) });
    const liveRequest = await insertRequest(t.db, seller.id, { title: 'Live request' });
    const goneRequest = await insertRequest(t.db, seller.id, { title: 'Gone request', expiresAt: daysAgo(0.01) });
    // The job has not run: the flags still say available / active.
    expect((await listingFlags([gone.id])).map((l) => l.isAvailable)).toEqual([true]);

    expect(idsOf((await t.request().get('/api/listings?type=sell').expect(200)).body)).toEqual([live.id]);
    expect(idsOf((await t.request().get('/api/listings?type=lend').expect(200)).body)).toEqual([]);
    expect(idsOf((await t.request().get('/api/listings/hot-deals').expect(200)).body)).toEqual([live.id]);
    expect((await t.request().get('/api/listings/price-bounds?type=sell').expect(200)).body).toEqual({ max: 100 });
    await viewer.get(`/api/listings/${gone.id}`).expect(404);
    await t.request().get(`/api/listings/${goneLend.id}`).expect(404);
    expect(idsOf((await t.request().get('/api/requests').expect(200)).body)).toEqual([liveRequest.id]);
    await viewer.get(`/api/requests/${goneRequest.id}`).expect(404);

    const wished = await t
      .request()
      .get(`/api/wishlist/items?productId=${live.id}&productId=${gone.id}&requestId=${liveRequest.id}&requestId=${goneRequest.id}`)
      .expect(200);
    expect(wished.body.products.map((p: { _id: string }) => p._id)).toEqual([live.id]);
    expect(wished.body.requests.map((r: { _id: string }) => r._id)).toEqual([liveRequest.id]);

    expect(idsOf((await agent.get('/api/listings/mine').expect(200)).body)).toEqual([live.id]);
    expect(idsOf((await agent.get('/api/requests/mine').expect(200)).body)).toEqual([liveRequest.id]);
  });

  it('leaves an expired roommate post out of browse, detail (except to its poster) and own active', async () => {
    await clean();
    const agent = await t.loginAs(seller);
    const viewer = await t.loginAs(await t.createUser());
    const live = await insertRoommatePost(t.db, seller.id, { title: 'Live room' });
    const gone = await insertRoommatePost(t.db, seller.id, { title: 'Gone room', expiresAt: daysAgo(0.01) });
    expect((await t.db('roommatePosts').where({ id: gone.id }).first()).isActive).toBe(true);

    expect(idsOf((await t.request().get('/api/roommates').expect(200)).body)).toEqual([live.id]);
    await viewer.get(`/api/roommates/${gone.id}`).expect(404);
    await agent.get(`/api/roommates/${gone.id}`).expect(200);
    expect(idsOf((await agent.get('/api/roommates/mine').expect(200)).body)).toEqual([live.id]);
  });
});

describe('the expiry job', () => {
  it('runs every 5 minutes, among the API jobs', () => {
    const job = allJobs(undefined, pino({ level: 'silent' }), t.deps.pictures, t.config.publicUrl).find((j) => j.name === 'expire-content');
    expect(job).toBe(expiryJob);
    expect(job!.schedule).toBe('0 */5 * * * *');
    expect(cron.validate(job!.schedule)).toBe(true);
  });

  it('flips available listings, active requests and roommate posts past their date, once: a second run counts nothing', async () => {
    await clean();
    const due = await insertListing(t.db, seller.id, { title: 'a due', expiresAt: daysAgo(0.01) });
    const dueLend = await insertListing(t.db, seller.id, { title: 'b due lend', listingType: 'lend', expiresAt: daysAgo(3) });
    const soldAndDue = await insertListing(t.db, seller.id, { title: 'c sold', isAvailable: false, expiresAt: daysAgo(3) });
    const fresh = await insertListing(t.db, seller.id, { title: 'd fresh', expiresAt: daysFromNow(1) });
    const dueRequest = await insertRequest(t.db, seller.id, { expiresAt: daysAgo(1) });
    const fulfilledAndDue = await insertRequest(t.db, seller.id, { isActive: false, expiresAt: daysAgo(1) });
    const freshRequest = await insertRequest(t.db, seller.id, { expiresAt: daysFromNow(2) });
    const duePost = await insertRoommatePost(t.db, seller.id, { expiresAt: daysAgo(0.01) });
    const otherDuePost = await insertRoommatePost(t.db, seller.id, { expiresAt: daysAgo(5) });
    const inactiveAndDuePost = await insertRoommatePost(t.db, seller.id, { isActive: false, expiresAt: daysAgo(1) });
    const freshPost = await insertRoommatePost(t.db, seller.id, { expiresAt: daysFromNow(1) });
    const before = await listingFlags([due.id, dueLend.id, soldAndDue.id, fresh.id]);

    expect(await runJob()).toEqual({ products: 2, requests: 1, roommatePosts: 2, boosts: 0 });
    const after = await listingFlags([due.id, dueLend.id, soldAndDue.id, fresh.id]);
    expect(after.map((l) => [l.title, l.isAvailable])).toEqual([
      ['a due', false],
      ['b due lend', false],
      ['c sold', false],
      ['d fresh', true],
    ]);
    // The seller changed nothing: updatedAt stays.
    expect(after.map((l) => l.updatedAt)).toEqual(before.map((l) => l.updatedAt));
    const requests = await t.db('requests').whereIn('id', [dueRequest.id, fulfilledAndDue.id, freshRequest.id]).select('id', 'isActive');
    expect(Object.fromEntries(requests.map((r) => [r.id, r.isActive]))).toEqual({
      [dueRequest.id]: false,
      [fulfilledAndDue.id]: false,
      [freshRequest.id]: true,
    });
    const posts = await t.db('roommatePosts').select('id', 'isActive', 'updatedAt');
    expect(Object.fromEntries(posts.map((p) => [p.id, p.isActive]))).toEqual({
      [duePost.id]: false,
      [otherDuePost.id]: false,
      [inactiveAndDuePost.id]: false,
      [freshPost.id]: true,
    });
    // The poster changed nothing: updatedAt stays.
    expect(posts.find((p) => p.id === duePost.id)!.updatedAt).toEqual(duePost.updatedAt);

    expect(await runJob()).toEqual({ products: 0, requests: 0, roommatePosts: 0, boosts: 0 });
    expect((await t.db('jobRuns').where({ name: 'expire-content' }).first()).runs).toBeGreaterThanOrEqual(2);
  });
});

describe('POST /api/sanity/expire-listings', () => {
  it('lets a visitor run the expiry and answers the counts; idempotent', async () => {
    await clean();
    await insertListing(t.db, seller.id, { expiresAt: daysAgo(1) });
    await insertRequest(t.db, seller.id, { expiresAt: daysAgo(1) });
    await insertRequest(t.db, seller.id, { title: 'Other request', expiresAt: daysAgo(1) });
    await insertRoommatePost(t.db, seller.id, { expiresAt: daysAgo(1) });

    const first = await expireCall().expect(200);
    expect(first.body).toEqual({ success: true, message: 'Expired 4 items.', counts: { products: 1, requests: 2, roommatePosts: 1, boosts: 0 } });
    const second = await expireCall().expect(200);
    expect(second.body).toEqual({ success: true, message: 'Nothing to expire.', counts: { products: 0, requests: 0, roommatePosts: 0, boosts: 0 } });
  });

  it('works for a signed-in student too, and without a body', async () => {
    const agent = await t.loginAs(seller);
    await agent.post('/api/sanity/expire-listings').expect(200);
  });

  it('answers zero counts at once while another run holds the lock', async () => {
    await clean();
    const listing = await insertListing(t.db, seller.id, { expiresAt: daysAgo(1) });
    let release!: () => void;
    const held = runExclusive(t.db, { ...expiryJob, run: () => new Promise<void>((resolve) => (release = resolve)) });
    while (!release) await sleep(10);
    const res = await expireCall().expect(200);
    expect(res.body).toEqual({ success: true, message: 'Expiry is already running.', counts: { products: 0, requests: 0, roommatePosts: 0, boosts: 0 } });
    release();
    await held;
    expect((await expireCall().expect(200)).body.counts.products).toBe(1);
    expect((await listingFlags([listing.id]))[0]!.isAvailable).toBe(false);
  });

  it('refuses a body with fields, with the message in `error` too', async () => {
    const res = await t.request().post('/api/sanity/expire-listings').send({ force: true }).expect(400);
    expect(res.body).toMatchObject({ status: 400, error: res.body.detail });
  });

  it('limits calls per IP address (30 a minute)', async () => {
    let status = 200;
    for (let i = 0; i < 31 && status === 200; i += 1) status = (await expireCall()).status;
    const res = await expireCall().expect(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.body).toMatchObject({ detail: 'Too many attempts. Try again later.', error: 'Too many attempts. Try again later.' });
  });
});

describe('the soft failure', () => {
  it('answers SANITY_CONNECTION_ERROR with zero counts when the database is unreachable', async () => {
    const broken = await createTestApp();
    const soft = {
      success: false,
      message: 'Failed to expire listings',
      error: 'Failed to expire listings',
      code: 'SANITY_CONNECTION_ERROR',
      details: 'The database could not be reached. Please try again later.',
      counts: { products: 0, requests: 0, roommatePosts: 0, boosts: 0 },
    };
    const { pool } = broken.deps;
    const endPool = pool.end.bind(pool);
    try {
      await broken.db.destroy();
      expect((await broken.request().post('/api/sanity/expire-listings').send({}).expect(200)).body).toEqual(soft);
      // The whole server down (the rate limiter's connections too): still the soft failure. The
      // chat bus gives its listening connection back first, or ending the pool waits for it.
      await broken.chat.close();
      await endPool();
      pool.end = () => Promise.resolve();
      expect((await broken.request().post('/api/sanity/expire-listings').send({}).expect(200)).body).toEqual(soft);
    } finally {
      await broken.close();
    }
  });
});
