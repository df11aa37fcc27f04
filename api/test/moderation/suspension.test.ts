import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { insertImages, insertListing, sellInput } from '../listings/fixtures.js';
import { orderNotes } from '../payments/fixtures.js';
import { requestInput } from '../requests/fixtures.js';
import { roommateInput } from '../roommates/fixtures.js';
import { listen, sessionCookie } from '../support/listening.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SUSPENDED = /^Your account is suspended until \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m: Spamming the chat$/;

async function suspend(user: TestUser, days = 3) {
  const [row] = await t
    .db('userSuspensions')
    .insert({ userId: user.id, reason: 'Spamming the chat', endsAt: new Date(Date.now() + days * 86_400_000), createdByName: 'Asha Admin' })
    .returning('id');
  return row.id as string;
}

/** A suspended student with a listing of their own and one of someone else's to act on. */
async function suspendedStudent() {
  const user = await t.createUser();
  const other = await t.createUser();
  const own = await insertListing(t.db, user.id, { title: 'My desk' });
  const theirs = await insertListing(t.db, other.id, { title: 'Their lamp' });
  const suspensionId = await suspend(user);
  return { user, other, own, theirs, suspensionId, agent: await t.loginAs(user) };
}

describe('a suspended student', () => {
  it('is refused every post, edit, boost, purchase, checkout and chat with the reason, and nothing is written', async () => {
    const { user, other, own, theirs, agent } = await suspendedStudent();
    const imageIds = await insertImages(t.db, user.id);
    const calls = [
      agent.post('/api/listings').send(sellInput(imageIds)),
      agent.patch(`/api/listings/${own.id}`).send({ title: 'Renamed desk' }),
      agent.post('/api/requests').send(requestInput()),
      agent.patch(`/api/requests/${randomUUID()}`).send({ title: 'Renamed' }),
      agent.post('/api/roommates').send(roommateInput()),
      agent.patch(`/api/roommates/${randomUUID()}`).send({ title: 'Renamed' }),
      agent.post('/api/boosts').send({ listingId: own.id }),
      agent.post('/api/razorpay/create-order').send({ currency: 'INR', notes: orderNotes.extra }),
      agent.post('/api/orders').send({ storeId: randomUUID(), paymentType: 'cod', items: [{ productId: randomUUID(), quantity: 1 }] }),
      agent.post('/api/create-conversation').send({ participants: [user.id, other.id], productId: theirs.id, type: 'product' }),
      agent.post(`/api/conversations/${randomUUID()}/messages`).send({ message: 'hello' }),
      agent
        .post('/api/sanity/create')
        .send({ documentType: 'request', documentData: { _type: 'request', ...requestInput(), requestedBy: { _type: 'reference', _ref: user.id } } }),
    ];
    for (const call of calls) {
      const res = await call;
      expect(res.status, res.request.url).toBe(403);
      expect(res.body).toMatchObject({ code: 'suspended' });
      expect(res.body.detail).toMatch(SUSPENDED);
    }
    expect(await t.db('listings').where({ sellerId: user.id }).pluck('title')).toEqual(['My desk']);
    expect(await t.db('requests').where({ requestedById: user.id })).toHaveLength(0);
    expect(await t.db('roommatePosts').where({ postedById: user.id })).toHaveLength(0);
    expect(await t.db('conversations')).toHaveLength(0);
    expect(await t.db('purchases').where({ userId: user.id })).toHaveLength(0);
  });

  it('can still log in and read: session (with the suspension), browse, detail, their own listings, wishlist; and can still report', async () => {
    const { own, theirs, agent } = await suspendedStudent();
    const session = await agent.get('/api/auth/session').expect(200);
    expect(session.body.user.suspension).toMatchObject({ reason: 'Spamming the chat' });
    expect(new Date(session.body.user.suspension.until).getTime()).toBeGreaterThan(Date.now() + 2 * 86_400_000);
    await agent.get('/api/listings').query({ type: 'sell' }).expect(200);
    await agent.get(`/api/listings/${theirs.id}`).expect(200);
    await agent.get('/api/listings/mine').expect(200);
    await agent.get('/api/wishlist').expect(200);
    await agent.post('/api/reports').send({ itemType: 'listing', itemId: theirs.id, reason: 'Other', description: 'Looks stolen.' }).expect(201);
    // Removing one's own post is not posting.
    await agent.delete(`/api/listings/${own.id}`).expect(204);
  });

  it('posts again once the suspension is lifted or has ended', async () => {
    const { user, suspensionId, agent } = await suspendedStudent();
    await agent.post('/api/requests').send(requestInput()).expect(403);
    await t.db('userSuspensions').where({ id: suspensionId }).update({ liftedAt: t.db.fn.now() });
    expect((await agent.get('/api/auth/session').expect(200)).body.user.suspension).toBeNull();
    await agent.post('/api/requests').send(requestInput()).expect(201);

    const ended = await t.createUser();
    await t.db('userSuspensions').insert({ userId: ended.id, reason: 'Old', startsAt: new Date(Date.now() - 5 * 86_400_000), endsAt: new Date(Date.now() - 1000), createdByName: 'A' });
    const endedAgent = await t.loginAs(ended);
    expect((await endedAgent.get('/api/auth/session').expect(200)).body.user.suspension).toBeNull();
    await endedAgent.post('/api/requests').send(requestInput()).expect(201);
    expect(user.id).toBeTruthy();
  });

  it("cannot send over the chat socket once suspended (a message-error with the reason), even on a socket opened before", async () => {
    const served = await listen(t);
    served.sockets.onConnection(t.chat.onConnection);
    await t.chat.ready;
    try {
      const seller = await t.createUser();
      const buyer = await t.createUser();
      const listing = await insertListing(t.db, seller.id, { title: 'Desk lamp' });
      const agent = await t.loginAs(buyer);
      const created = await agent
        .post('/api/create-conversation')
        .send({ participants: [buyer.id, seller.id], productId: listing.id, type: 'product' })
        .expect(201);
      const conversationId = created.body.conversationId as string;
      const ws = new WebSocket(`ws://127.0.0.1:${served.port}/api/ws`, { headers: { Cookie: await sessionCookie(t, buyer) }, origin: 'http://localhost:3000' });
      await new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      });
      await suspend(buyer);
      const reply = new Promise<{ event: string; data: { error: string } }>((resolve) => ws.once('message', (raw) => resolve(JSON.parse(String(raw)))));
      ws.send(JSON.stringify({ event: 'send-message', data: { conversationId, message: 'hello', clientMessageId: randomUUID() } }));
      const frame = await reply;
      expect(frame.event).toBe('message-error');
      expect(frame.data.error).toMatch(SUSPENDED);
      expect(await t.db('messages').where({ conversationId })).toHaveLength(0);
      ws.close();
    } finally {
      await served.close();
    }
  });
});
