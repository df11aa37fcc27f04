// Who may start a conversation about an item, and about which items: no unsolicited messages.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, insertListing } from '../listings/fixtures.js';
import { insertRequest } from '../requests/fixtures.js';
import { insertRoommatePost } from '../roommates/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<TestApp['loginAs']>>;

async function student(): Promise<{ user: TestUser; agent: Agent }> {
  const user = await t.createUser();
  return { user, agent: await t.loginAs(user) };
}

type Kind = 'sell' | 'lend' | 'request' | 'roommate';

/** An item of each kind owned by `ownerId`, closed the way that kind closes, and the create body for it. */
async function item(kind: Kind, ownerId: string, state: 'open' | 'closed' | 'expired') {
  const expiresAt = state === 'expired' ? daysAgo(1) : undefined;
  const createdAt = state === 'expired' ? daysAgo(29) : undefined;
  if (kind === 'sell' || kind === 'lend') {
    const row = await insertListing(t.db, ownerId, { listingType: kind, isAvailable: state !== 'closed', createdAt, expiresAt });
    return { id: row.id, body: { productId: row.id, type: 'product' as const }, notFound: 'Product not found' };
  }
  if (kind === 'request') {
    const row = await insertRequest(t.db, ownerId, { isActive: state !== 'closed', createdAt, expiresAt });
    return { id: row.id, body: { requestId: row.id, type: 'request' as const }, notFound: 'Request not found' };
  }
  const row = await insertRoommatePost(t.db, ownerId, { isActive: state !== 'closed', createdAt, expiresAt });
  return { id: row.id, body: { requestId: row.id, type: 'roommate' as const }, notFound: 'Roommate request not found' };
}

const kinds: Kind[] = ['sell', 'lend', 'request', 'roommate'];

/** `from` asks for the conversation with `to` about the item. */
const start = (from: { user: TestUser; agent: Agent }, to: { user: TestUser }, item: { body: object }) =>
  from.agent.post('/api/create-conversation').send({ participants: [from.user.id, to.user.id], ...item.body });

describe('starting a conversation about an item', () => {
  it.each(kinds)('the owner of a %s item cannot open a conversation with anyone; they answer in the ones others start', async (kind) => {
    const owner = await student();
    const target = await student();
    const thing = await item(kind, owner.user.id, 'open');

    const refused = await start(owner, target, thing).expect(403);
    expect(refused.body.code).toBe('owner-cannot-start');
    expect(refused.body.error).toBe(refused.body.detail);
    expect(await t.db('conversations').where({ itemId: thing.id })).toHaveLength(0);

    // Once the other student asks, the owner finds that same conversation.
    const started = await start(target, owner, thing).expect(201);
    const found = await start(owner, target, thing).expect(200);
    expect(found.body).toEqual({ conversationId: started.body.conversationId, created: false });
  });

  it('answers 404 for a participant who does not exist, whoever asks', async () => {
    const owner = await student();
    const buyer = await student();
    const thing = await item('sell', owner.user.id, 'open');
    const nobody = randomUUID();

    const fromOwner = await owner.agent.post('/api/create-conversation').send({ participants: [owner.user.id, nobody], ...thing.body }).expect(404);
    expect(fromOwner.body).toMatchObject({ detail: 'Could not identify message recipient', code: 'unknown-participant' });
    await buyer.agent.post('/api/create-conversation').send({ participants: [buyer.user.id, nobody], ...thing.body }).expect(404);
    expect(await t.db('conversations').where({ itemId: thing.id })).toHaveLength(0);
  });

  it.each(kinds.flatMap((kind) => [[kind, 'closed'] as const, [kind, 'expired'] as const]))(
    'a %s item that is %s gets no new conversation: 404 with its not-found message',
    async (kind, state) => {
      const owner = await student();
      const buyer = await student();
      const thing = await item(kind, owner.user.id, state);
      const res = await start(buyer, owner, thing).expect(404);
      expect(res.body).toMatchObject({ detail: thing.notFound, error: thing.notFound });
      expect(await t.db('conversations').where({ itemId: thing.id })).toHaveLength(0);
    },
  );

  it.each(kinds)('a conversation about a %s item stays readable, in the inbox and reachable once the item closes', async (kind) => {
    const owner = await student();
    const buyer = await student();
    const thing = await item(kind, owner.user.id, 'open');
    const started = await start(buyer, owner, thing).expect(201);
    const conversationId = started.body.conversationId as string;
    await buyer.agent.post(`/api/conversations/${conversationId}/messages`).send({ message: 'Is it still there?' }).expect(201);

    const table = kind === 'request' ? 'requests' : kind === 'roommate' ? 'roommatePosts' : 'listings';
    await t.db(table).where({ id: thing.id }).update(table === 'listings' ? { isAvailable: false } : { isActive: false });
    await t.db(table).where({ id: thing.id }).update({ expiresAt: daysAgo(1) });

    for (const member of [owner, buyer]) {
      const messages = await member.agent.get(`/api/conversations/${conversationId}/messages`).expect(200);
      expect(messages.body.map((m: { message: string }) => m.message)).toEqual(['Is it still there?']);
      const inbox = await member.agent.get(`/api/users/${member.user.id}/conversations`).expect(200);
      expect(inbox.body.map((c: { conversationId: string }) => c.conversationId)).toEqual([conversationId]);
    }
    await owner.agent.post(`/api/conversations/${conversationId}/messages`).send({ message: 'Sold, sorry.' }).expect(201);
    const again = await start(buyer, owner, thing).expect(200);
    expect(again.body).toEqual({ conversationId, created: false });
  });
});
