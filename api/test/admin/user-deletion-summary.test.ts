import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../listings/fixtures.js';
import { insertRequest } from '../requests/fixtures.js';
import { insertRoommatePost } from '../roommates/fixtures.js';
import { insertProduct, insertStore } from '../stores/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';

let t: TestApp;
let adminAgent: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  adminAgent = await t.loginAs(await t.createUser({ isAdmin: true, firstLoginDone: true }));
});
afterAll(() => t.close());

const TABLES = {
  listings: 'listings',
  requests: 'requests',
  roommatePosts: 'roommate_posts',
  stores: 'stores',
  storeProducts: 'store_products',
  conversations: 'conversations',
  messages: 'messages',
  wishlistItems: 'wishlist_items',
  payments: 'purchases',
  subscriptions: 'user_subscriptions',
} as const;

async function tableCounts() {
  const counts: Record<string, number> = {};
  for (const [key, table] of Object.entries(TABLES)) counts[key] = Number((await t.db(table).count({ n: '*' }))[0]!.n);
  return counts;
}

/** A seller with something of every kind the deletion takes, and a chat with a buyer. */
async function busySeller(buyer: TestUser) {
  const seller = await t.createUser({ firstLoginDone: true });
  const listing = await insertListing(t.db, seller.id, { title: 'Drafter' });
  await insertListing(t.db, seller.id, { title: 'Cycle' });
  await insertRequest(t.db, seller.id);
  await insertRoommatePost(t.db, seller.id);
  const store = await insertStore(t, seller.id);
  await insertProduct(t.db, store, { title: 'Tee' });
  await insertProduct(t.db, store, { title: 'Cap' });
  await insertProduct(t.db, store, { title: 'Mug' });
  const [chat] = await t
    .db('conversations')
    .insert({ type: 'product', itemId: listing.id, listingId: listing.id, userA: [buyer.id, seller.id].sort()[0], userB: [buyer.id, seller.id].sort()[1] })
    .returning('id');
  await t.db('messages').insert([
    { conversationId: chat.id, senderId: buyer.id, receiverId: seller.id, body: 'Still there?' },
    { conversationId: chat.id, senderId: seller.id, receiverId: buyer.id, body: 'Yes' },
  ]);
  await t.db('wishlistItems').insert({ userId: seller.id, kind: 'product', itemId: listing.id });
  return seller;
}

describe('POST /api/admin/users/deletion-summary', () => {
  it('counts what deleting the user removes, and the deletion removes exactly that', async () => {
    const buyer = await t.createUser({ firstLoginDone: true });
    const seller = await busySeller(buyer);
    const res = await adminAgent.post('/api/admin/users/deletion-summary').send({ ids: [seller.id] }).expect(200);
    expect(res.body).toEqual({
      users: 1,
      listings: 2,
      requests: 1,
      roommatePosts: 1,
      stores: 1,
      storeProducts: 3,
      conversations: 1,
      messages: 2,
      wishlistItems: 1,
      payments: 0,
      subscriptions: 0,
      keptOrders: 0,
    });

    const before = await tableCounts();
    await adminAgent.delete(`/api/admin/users/${seller.id}`).expect(204);
    const after = await tableCounts();
    for (const key of Object.keys(TABLES)) expect({ [key]: before[key]! - after[key]! }).toEqual({ [key]: res.body[key] });
  });

  it('sums over several users, changes nothing, and answers 404 for an unknown one', async () => {
    const buyer = await t.createUser({ firstLoginDone: true });
    const [a, b] = [await busySeller(buyer), await busySeller(buyer)];
    const before = await tableCounts();
    const res = await adminAgent.post('/api/admin/users/deletion-summary').send({ ids: [a.id, b.id] }).expect(200);
    expect(res.body).toMatchObject({ users: 2, listings: 4, storeProducts: 6, conversations: 2, messages: 4 });
    expect(await tableCounts()).toEqual(before);
    await adminAgent
      .post('/api/admin/users/deletion-summary')
      .send({ ids: [a.id, '00000000-0000-4000-8000-000000000000'] })
      .expect(404);
  });

  it('is for admins only', async () => {
    const student = await t.createUser({ firstLoginDone: true });
    await t.request().post('/api/admin/users/deletion-summary').send({ ids: [student.id] }).expect(401);
    const agent = await t.loginAs(student);
    await agent.post('/api/admin/users/deletion-summary').send({ ids: [student.id] }).expect(403);
  });
});
