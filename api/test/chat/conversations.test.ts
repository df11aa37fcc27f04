import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../listings/fixtures.js';
import { insertRequest } from '../requests/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<TestApp['loginAs']>>;
interface Student {
  user: TestUser;
  agent: Agent;
}

async function student(fullName?: string): Promise<Student> {
  const user = await t.createUser(fullName ? { fullName } : {});
  return { user, agent: await t.loginAs(user) };
}

/** A seller with a listing, a buyer, and the buyer's conversation with the seller about it. */
async function chatAboutListing(seed: Parameters<typeof insertListing>[2] = {}) {
  const seller = await student('Sita Seller');
  const buyer = await student('Bala Buyer');
  const listing = await insertListing(t.db, seller.user.id, { title: 'Desk lamp', imageCount: 2, ...seed });
  const res = await buyer.agent
    .post('/api/create-conversation')
    .send({ participants: [buyer.user.id, seller.user.id], productId: listing.id, type: 'product' })
    .expect(201);
  return { seller, buyer, listing, conversationId: res.body.conversationId as string };
}

describe('POST /api/create-conversation', () => {
  it('starts one conversation per item and pair: asking again, from either side, answers the same one', async () => {
    const { seller, buyer, listing, conversationId } = await chatAboutListing();
    const again = await buyer.agent
      .post('/api/create-conversation')
      .send({ participants: [seller.user.id, buyer.user.id], productId: listing.id })
      .expect(200);
    expect(again.body).toEqual({ conversationId, created: false });
    const fromSeller = await seller.agent
      .post('/api/create-conversation')
      .send({ participants: [seller.user.id, buyer.user.id], productId: listing.id, type: 'product' })
      .expect(200);
    expect(fromSeller.body.conversationId).toBe(conversationId);
    expect(await t.db('conversations').where({ itemId: listing.id })).toHaveLength(1);

    // Another item between the same two students is another conversation.
    const other = await insertListing(t.db, seller.user.id, { title: 'Chair' });
    const second = await buyer.agent
      .post('/api/create-conversation')
      .send({ participants: [buyer.user.id, seller.user.id], productId: other.id })
      .expect(201);
    expect(second.body.conversationId).not.toBe(conversationId);
  });

  it('chats about requests too, and names the missing item in the spec words (with `error`)', async () => {
    const requester = await student();
    const helper = await student();
    const request = await insertRequest(t.db, requester.user.id, { title: 'Need a calculator' });
    const ok = await helper.agent
      .post('/api/create-conversation')
      .send({ participants: [helper.user.id, requester.user.id], requestId: request.id, type: 'request' })
      .expect(201);
    const conversation = await helper.agent.get(`/api/conversations/${ok.body.conversationId}`).expect(200);
    expect(conversation.body).toMatchObject({ type: 'request', itemKind: 'request', requestId: request.id, productId: null, productTitle: 'Need a calculator' });

    const participants = [helper.user.id, requester.user.id];
    const missingProduct = await helper.agent.post('/api/create-conversation').send({ participants, type: 'product' }).expect(400);
    expect(missingProduct.body).toMatchObject({ detail: 'Product information incomplete', error: 'Product information incomplete' });
    const missingRequest = await helper.agent.post('/api/create-conversation').send({ participants, type: 'request' }).expect(400);
    expect(missingRequest.body.error).toBe('Request information incomplete');
    const missingRoommate = await helper.agent.post('/api/create-conversation').send({ participants, type: 'roommate' }).expect(400);
    expect(missingRoommate.body.error).toBe('Roommate request information incomplete');
    const unknown = await helper.agent.post('/api/create-conversation').send({ participants, productId: randomUUID() }).expect(404);
    expect(unknown.body.error).toBe('Product not found');
  });

  it('refuses visitors, strangers to the item, impersonation, anonymous items and oneself', async () => {
    const seller = await student();
    const buyer = await student();
    const stranger = await student();
    const listing = await insertListing(t.db, seller.user.id);
    const visitor = await t.request().post('/api/create-conversation').send({ participants: [buyer.user.id, seller.user.id], productId: listing.id }).expect(401);
    expect(visitor.body.error).toBeTruthy();
    // The caller must take part, and one of the two must own the item.
    await stranger.agent.post('/api/create-conversation').send({ participants: [buyer.user.id, seller.user.id], productId: listing.id }).expect(403);
    const notOwner = await stranger.agent
      .post('/api/create-conversation')
      .send({ participants: [stranger.user.id, buyer.user.id], productId: listing.id })
      .expect(403);
    expect(notOwner.body.code).toBe('not-item-owner');
    await seller.agent.post('/api/create-conversation').send({ participants: [seller.user.id, seller.user.id], productId: listing.id }).expect(400);
    const anonymous = await insertListing(t.db, seller.user.id, { isAnonymous: true, anonymousName: 'Quiet seller' });
    const hidden = await buyer.agent
      .post('/api/create-conversation')
      .send({ participants: [buyer.user.id, seller.user.id], productId: anonymous.id })
      .expect(403);
    expect(hidden.body.code).toBe('anonymous-item');
    expect(await t.db('conversations').whereIn('itemId', [listing.id, anonymous.id])).toHaveLength(0);
  });
});

describe('conversation, messages and read state over HTTP', () => {
  it('shows each member the other, the item banner, and the borrow kind of a lend listing', async () => {
    const { seller, buyer, listing, conversationId } = await chatAboutListing({ listingType: 'lend' });
    const mine = await buyer.agent.get(`/api/conversations/${conversationId}`).expect(200);
    expect(mine.body).toMatchObject({
      conversationId,
      type: 'product',
      itemKind: 'borrow',
      productId: listing.id,
      productTitle: 'Desk lamp',
      productImage: `/api/images/${listing.imageIds[0]}/thumb.webp`,
      otherUser: { uid: seller.user.id, fullName: 'Sita Seller' },
      lastMessage: null,
      unreadCount: 0,
    });
    expect(mine.body.participants.sort()).toEqual([buyer.user.id, seller.user.id].sort());
    const theirs = await seller.agent.get(`/api/conversations/${conversationId}`).expect(200);
    expect(theirs.body.otherUser).toMatchObject({ uid: buyer.user.id, fullName: 'Bala Buyer' });

    // The item goes; the conversation stays, without a banner ("Could not load item").
    await t.db('listings').where({ id: listing.id }).delete();
    const gone = await buyer.agent.get(`/api/conversations/${conversationId}`).expect(200);
    expect(gone.body).toMatchObject({ productId: listing.id, productTitle: null, productImage: null });
  });

  it('sends trimmed messages, counts them unread for the receiver, and marks them read', async () => {
    const { seller, buyer, conversationId } = await chatAboutListing();
    const sent = await buyer.agent.post(`/api/conversations/${conversationId}/messages`).send({ message: '  Is it still available?\n ' }).expect(201);
    expect(sent.body).toMatchObject({ senderId: buyer.user.id, receiverId: seller.user.id, message: 'Is it still available?', status: 'sent', type: 'text' });
    await buyer.agent.post(`/api/conversations/${conversationId}/messages`).send({ message: 'I can pick it up today.' }).expect(201);

    const unread = await seller.agent.get(`/api/users/${seller.user.id}/unread-count`).expect(200);
    expect(unread.body).toEqual({ conversations: { [conversationId]: 2 }, totalUnread: 2 });
    const buyerUnread = await buyer.agent.get(`/api/users/${buyer.user.id}/unread-count`).expect(200);
    expect(buyerUnread.body).toEqual({ conversations: {}, totalUnread: 0 });

    const inbox = await seller.agent.get(`/api/users/${seller.user.id}/conversations`).expect(200);
    expect(inbox.body).toHaveLength(1);
    expect(inbox.body[0]).toMatchObject({ conversationId, lastMessage: 'I can pick it up today.', lastMessageSender: buyer.user.id, unreadCount: 2 });

    // Only the receiver's own messages become read.
    const byBuyer = await buyer.agent.post(`/api/conversations/${conversationId}/mark-read`).send({ userId: buyer.user.id }).expect(200);
    expect(byBuyer.body).toEqual({ success: true, updated: 0 });
    const read = await seller.agent.post(`/api/conversations/${conversationId}/mark-read`).send({ userId: seller.user.id }).expect(200);
    expect(read.body).toEqual({ success: true, updated: 2 });
    const messages = await buyer.agent.get(`/api/conversations/${conversationId}/messages`).expect(200);
    expect(messages.body.map((m: { message: string; status: string }) => [m.message, m.status])).toEqual([
      ['Is it still available?', 'read'],
      ['I can pick it up today.', 'read'],
    ]);
    expect((await seller.agent.get(`/api/users/${seller.user.id}/unread-count`)).body.totalUnread).toBe(0);
  });

  it('refuses empty and whitespace-only messages, and too long ones, storing nothing', async () => {
    const { buyer, conversationId } = await chatAboutListing();
    const blank = await buyer.agent.post(`/api/conversations/${conversationId}/messages`).send({ message: '   \n\t ' }).expect(400);
    expect(blank.body.detail).toBe('Message cannot be empty.');
    await buyer.agent.post(`/api/conversations/${conversationId}/messages`).send({ message: '' }).expect(400);
    await buyer.agent.post(`/api/conversations/${conversationId}/messages`).send({ message: 'x'.repeat(1001) }).expect(400);
    expect(await t.db('messages').where({ conversationId })).toHaveLength(0);
  });

  it('stores a resent message once (same clientMessageId) and answers the stored one', async () => {
    const { buyer, conversationId } = await chatAboutListing();
    const clientMessageId = randomUUID();
    const first = await buyer.agent.post(`/api/conversations/${conversationId}/messages`).send({ message: 'Hello', clientMessageId }).expect(201);
    const again = await buyer.agent.post(`/api/conversations/${conversationId}/messages`).send({ message: 'Hello', clientMessageId }).expect(201);
    expect(again.body.id).toBe(first.body.id);
    expect(first.body.clientMessageId).toBe(clientMessageId);
    expect(await t.db('messages').where({ conversationId })).toHaveLength(1);
  });

  it('pages older messages with `before`, oldest first in each page', async () => {
    const { buyer, conversationId } = await chatAboutListing();
    for (let i = 1; i <= 5; i += 1) {
      await buyer.agent.post(`/api/conversations/${conversationId}/messages`).send({ message: `m${i}` }).expect(201);
    }
    const latest = await buyer.agent.get(`/api/conversations/${conversationId}/messages?limit=2`).expect(200);
    expect(latest.body.map((m: { message: string }) => m.message)).toEqual(['m4', 'm5']);
    const older = await buyer.agent.get(`/api/conversations/${conversationId}/messages?limit=2&before=${latest.body[0].id}`).expect(200);
    expect(older.body.map((m: { message: string }) => m.message)).toEqual(['m2', 'm3']);
    const oldest = await buyer.agent.get(`/api/conversations/${conversationId}/messages?limit=2&before=${older.body[0].id}`).expect(200);
    expect(oldest.body.map((m: { message: string }) => m.message)).toEqual(['m1']);
  });

  it('deletes a conversation from one inbox only; the other member keeps the history', async () => {
    const { seller, buyer, conversationId, listing } = await chatAboutListing();
    await buyer.agent.post(`/api/conversations/${conversationId}/messages`).send({ message: 'Still there?' }).expect(201);
    await seller.agent.delete(`/api/conversations/${conversationId}`).expect(204);

    expect((await seller.agent.get(`/api/users/${seller.user.id}/conversations`)).body).toEqual([]);
    expect((await seller.agent.get(`/api/users/${seller.user.id}/unread-count`)).body.totalUnread).toBe(0);
    expect((await seller.agent.get(`/api/conversations/${conversationId}/messages`)).body).toEqual([]);
    expect((await buyer.agent.get(`/api/conversations/${conversationId}/messages`)).body).toHaveLength(1);

    // A new message brings it back to the seller, without the cleared history.
    await buyer.agent.post(`/api/conversations/${conversationId}/messages`).send({ message: 'Hello again' }).expect(201);
    const inbox = (await seller.agent.get(`/api/users/${seller.user.id}/conversations`)).body;
    expect(inbox.map((c: { conversationId: string; unreadCount: number }) => [c.conversationId, c.unreadCount])).toEqual([[conversationId, 1]]);
    expect((await seller.agent.get(`/api/conversations/${conversationId}/messages`)).body.map((m: { message: string }) => m.message)).toEqual([
      'Hello again',
    ]);
    // Starting the chat again answers the same conversation.
    const again = await buyer.agent.post('/api/create-conversation').send({ participants: [buyer.user.id, seller.user.id], productId: listing.id }).expect(200);
    expect(again.body.conversationId).toBe(conversationId);
  });

  it('lets a third student neither read, send, mark nor delete, and nobody see another inbox', async () => {
    const { seller, buyer, conversationId } = await chatAboutListing();
    await buyer.agent.post(`/api/conversations/${conversationId}/messages`).send({ message: 'Private' }).expect(201);
    const third = await student();
    await third.agent.get(`/api/conversations/${conversationId}`).expect(404);
    await third.agent.get(`/api/conversations/${conversationId}/messages`).expect(404);
    await third.agent.post(`/api/conversations/${conversationId}/messages`).send({ message: 'Hi' }).expect(404);
    await third.agent.post(`/api/conversations/${conversationId}/mark-read`).send({ userId: third.user.id }).expect(404);
    await third.agent.delete(`/api/conversations/${conversationId}`).expect(404);
    await third.agent.get(`/api/users/${seller.user.id}/conversations`).expect(403);
    await third.agent.get(`/api/users/${seller.user.id}/unread-count`).expect(403);
    // A member cannot mark read on the other's behalf.
    await buyer.agent.post(`/api/conversations/${conversationId}/mark-read`).send({ userId: seller.user.id }).expect(403);

    const visitor = t.request();
    await visitor.get(`/api/conversations/${conversationId}`).expect(401);
    await visitor.get(`/api/conversations/${conversationId}/messages`).expect(401);
    await visitor.post(`/api/conversations/${conversationId}/messages`).send({ message: 'Hi' }).expect(401);
    await visitor.post(`/api/conversations/${conversationId}/mark-read`).send({ userId: seller.user.id }).expect(401);
    await visitor.delete(`/api/conversations/${conversationId}`).expect(401);
    await visitor.get(`/api/users/${seller.user.id}/conversations`).expect(401);
    await visitor.get(`/api/users/${seller.user.id}/unread-count`).expect(401);

    const messages = await t.db('messages').where({ conversationId });
    expect(messages.map((m: { body: string; readAt: Date | null }) => [m.body, m.readAt])).toEqual([['Private', null]]);
    expect(await t.db('conversationMembers').where({ conversationId }).whereNotNull('clearedAt')).toHaveLength(0);
  });
});
