import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpProblem } from '../../src/http/problem.js';
import { findSessionUser } from '../../src/modules/users/index.js';
import { insertListing } from '../listings/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function student(fullName: string) {
  const user = await t.createUser({ fullName });
  return { user, session: (await findSessionUser(t.db, user.id))! };
}

async function conversation(buyer: TestUser, seller: TestUser) {
  const listing = await insertListing(t.db, seller.id, { title: 'Desk lamp' });
  const res = await (await t.loginAs(buyer))
    .post('/api/create-conversation')
    .send({ participants: [buyer.id, seller.id], productId: listing.id, type: 'product' })
    .expect(201);
  return res.body.conversationId as string;
}

/** The send's stored message, or its refusal as status and words. */
const outcome = (p: Promise<{ id: string; message: string }>) =>
  p.then(
    (m) => ({ id: m.id, message: m.message }),
    (e: unknown) => (e instanceof HttpProblem ? { status: e.status, detail: e.detail } : Promise.reject(e)),
  );

describe('sends of one moment, written together', () => {
  it('answers each its own message or refusal, keeps each sender’s order, and moves each summary to its latest', async () => {
    const buyer = await student('Bala Buyer');
    const seller = await student('Sita Seller');
    const other = await student('Omar Other');
    const stranger = await student('Stella Stranger');
    const suspended = await student('Suri Suspended');
    const lamp = await conversation(buyer.user, seller.user);
    const desk = await conversation(other.user, seller.user);
    const banned = await conversation(suspended.user, seller.user);
    await t.db('userSuspensions').insert({
      userId: suspended.user.id,
      reason: 'Spamming the chat',
      endsAt: new Date(Date.now() + 86_400_000),
      createdByName: 'Asha Admin',
    });

    const { sends } = t.chat;
    const resent = randomUUID();
    const buyerTexts = Array.from({ length: 6 }, (_, i) => `Lamp question ${i + 1}`);
    // Not awaited one by one: the first goes alone, the rest arrive while it is written and go together.
    const results = await Promise.all([
      ...buyerTexts.map((text) => outcome(sends.send({ user: buyer.session, conversationId: lamp, text }))),
      outcome(sends.send({ user: other.session, conversationId: desk, text: 'Is the desk free?' })),
      outcome(sends.send({ user: stranger.session, conversationId: lamp, text: 'Let me in' })),
      outcome(sends.send({ user: suspended.session, conversationId: banned, text: 'Still here' })),
      outcome(sends.send({ user: other.session, conversationId: desk, text: 'Wrong name', receiverId: stranger.user.id })),
      outcome(sends.send({ user: seller.session, conversationId: lamp, text: 'Yes, still here', clientMessageId: resent })),
      outcome(sends.send({ user: seller.session, conversationId: lamp, text: 'Yes, still here', clientMessageId: resent.toUpperCase() })),
      outcome(sends.send({ user: seller.session, conversationId: 'not-an-id', text: 'Hello' })),
    ]);

    const [b1, b2, b3, b4, b5, b6, desk1, strangerSend, suspendedSend, wrongName, first, again, notAnId] = results;
    expect([b1, b2, b3, b4, b5, b6].map((r) => r && 'message' in r && r.message)).toEqual(buyerTexts);
    expect(desk1).toMatchObject({ message: 'Is the desk free?' });
    expect(strangerSend).toEqual({ status: 404, detail: 'Conversation not found' });
    expect(suspendedSend).toMatchObject({ status: 403, detail: expect.stringMatching(/^Your account is suspended until .*: Spamming the chat$/) });
    expect(wrongName).toEqual({ status: 400, detail: 'Could not identify message recipient' });
    expect(notAnId).toEqual({ status: 404, detail: 'Conversation not found' });
    // The same client id twice in one moment is one message, answered to both.
    expect(first).toMatchObject({ message: 'Yes, still here' });
    expect(again).toEqual(first);

    const stored = await t.db('messages').where({ conversationId: lamp }).orderBy('seq');
    expect(stored.map((m) => m.body)).toEqual([...buyerTexts, 'Yes, still here']);
    // Each later than the one before, though most share a transaction: the thread reads by created_at.
    const { rows } = await t.db.raw('SELECT (extract(epoch FROM created_at) * 1000000)::bigint AS us FROM messages WHERE conversation_id = ? ORDER BY seq', [lamp]);
    const micros = (rows as { us: string }[]).map((r) => BigInt(r.us));
    expect(micros.every((us, i) => i === 0 || us > micros[i - 1]!)).toBe(true);
    const thread = await (await t.loginAs(seller.user)).get(`/api/conversations/${lamp}/messages`).expect(200);
    expect(thread.body.map((m: { message: string }) => m.message)).toEqual([...buyerTexts, 'Yes, still here']);

    const summaries = await t.db('conversations').whereIn('id', [lamp, desk, banned]).select('id', 'lastMessage');
    expect(Object.fromEntries(summaries.map((c) => [c.id, c.lastMessage]))).toEqual({
      [lamp]: 'Yes, still here',
      [desk]: 'Is the desk free?',
      [banned]: null,
    });
    expect(await t.db('messages').where({ conversationId: banned })).toHaveLength(0);
  });

  it('writes a batch whose write fails again one send at a time: only the send that cannot be stored is refused', async () => {
    const buyer = await student('Bala Buyer');
    const seller = await student('Sita Seller');
    const lamp = await conversation(buyer.user, seller.user);
    // A row PostgreSQL itself refuses, inside a batch of good ones.
    await t.db.raw(`CREATE FUNCTION refuse_poison() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.body = 'poison' THEN RAISE EXCEPTION 'poisoned message'; END IF; RETURN NEW; END $$`);
    await t.db.raw('CREATE TRIGGER refuse_poison BEFORE INSERT ON messages FOR EACH ROW EXECUTE FUNCTION refuse_poison()');
    try {
      const texts = ['first', 'second', 'poison', 'third', 'fourth'];
      const results = await Promise.allSettled(texts.map((text) => t.chat.sends.send({ user: buyer.session, conversationId: lamp, text })));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
      expect(String((results[2] as PromiseRejectedResult).reason)).toMatch(/poisoned message/);
      const stored = await t.db('messages').where({ conversationId: lamp }).orderBy('seq').pluck('body');
      expect(stored).toEqual(['first', 'second', 'third', 'fourth']);
      expect((await t.db('conversations').where({ id: lamp }).first()).lastMessage).toBe('fourth');
    } finally {
      await t.db.raw('DROP TRIGGER refuse_poison ON messages');
      await t.db.raw('DROP FUNCTION refuse_poison()');
    }
  });
});
