// The unread-messages job's alerts: one per run of unread messages per chat, after 30 s; marked
// read once the chat is read; a new run after a read is told again.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExclusive } from '../../src/jobs/cron-runner.js';
import { allJobs } from '../../src/jobs/jobs.js';
import { insertListing } from '../listings/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { alertsOf } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const secondsAgo = (n: number) => new Date(Date.now() - n * 1000);

async function runJob(): Promise<number> {
  const job = allJobs(undefined, pino({ level: 'silent' }), t.deps.pictures, t.config.publicUrl).find((j) => j.name === 'alert-unread-messages')!;
  return (await runExclusive(t.db, job)).result as number;
}

async function chatAbout(listingType: 'sell' | 'lend' = 'sell') {
  const seller = await t.createUser({ fullName: 'Sita Seller' });
  const buyer = await t.createUser({ fullName: 'Bala Buyer' });
  const listing = await insertListing(t.db, seller.id, { title: 'Desk lamp', listingType });
  const buyerAgent = await t.loginAs(buyer);
  const sellerAgent = await t.loginAs(seller);
  const { body } = await buyerAgent.post('/api/create-conversation').send({ participants: [buyer.id, seller.id], productId: listing.id }).expect(201);
  const conversationId = body.conversationId as string;
  const send = async (message: string, seconds: number, agent = buyerAgent) => {
    const res = await agent.post(`/api/conversations/${conversationId}/messages`).send({ message }).expect(201);
    await t.db('messages').where({ id: res.body.id }).update({ createdAt: secondsAgo(seconds) });
    return res.body.id as string;
  };
  const read = (agent = sellerAgent, userId = seller.id) => agent.post(`/api/conversations/${conversationId}/mark-read`).send({ userId }).expect(200);
  return { seller, buyer, listing, conversationId, send, read, sellerAgent };
}

describe('the bell for unread messages', () => {
  it('tells the receiver of a message left unread 30 s, once for the messages that follow, with a link to the chat', async () => {
    const c = await chatAbout();
    await c.send('Is it still available?', 10);
    expect(await runJob()).toBe(0);

    const first = await c.send('Can I pick it up today?', 40);
    await c.send('Around 5 pm?', 35);
    expect(await runJob()).toBe(1);
    const alerts = await alertsOf(t.db, c.seller.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      kind: 'message',
      title: 'New message from Bala Buyer',
      body: 'About “Desk lamp”: Can I pick it up today?',
      link: `/chat/${c.listing.id}/${c.conversationId}`,
      dedupeKey: `message:${c.conversationId}:${first}`,
      readAt: null,
    });
    expect(await alertsOf(t.db, c.buyer.id)).toEqual([]);
    // The seller sees it in the bell's count.
    expect((await c.sellerAgent.get('/api/alerts/unread-count').expect(200)).body).toEqual({ count: 1 });

    // Another run, and more messages while the first is unread: nothing new.
    await c.send('Hello?', 31);
    expect(await runJob()).toBe(0);
    expect(await alertsOf(t.db, c.seller.id)).toHaveLength(1);
  });

  it('marks the alert read once the chat is read, and tells of the next unread message again', async () => {
    const c = await chatAbout('lend');
    await c.send('Free this weekend?', 60);
    expect(await runJob()).toBe(1);
    await c.read();
    expect(await runJob()).toBe(0);
    const [told] = await alertsOf(t.db, c.seller.id);
    expect(told!.readAt).not.toBeNull();
    expect(told!.link).toBe(`/chat/borrow/${c.listing.id}/${c.conversationId}`);

    await c.send('Or next week?', 45);
    expect(await runJob()).toBe(1);
    const alerts = await alertsOf(t.db, c.seller.id);
    expect(alerts.map((a) => [a.body, a.readAt === null])).toEqual([
      ['About “Desk lamp”: Free this weekend?', false],
      ['About “Desk lamp”: Or next week?', true],
    ]);
  });

  it('tells each side of its own unread messages only, and not of a chat the receiver cleared', async () => {
    const c = await chatAbout();
    await c.send('Hi', 50);
    await c.send('Yes, it is', 45, c.sellerAgent);
    expect(await runJob()).toBe(2);
    expect((await alertsOf(t.db, c.buyer.id)).map((a) => a.title)).toEqual(['New message from Sita Seller']);

    const other = await chatAbout();
    await other.send('Anyone there?', 60);
    await t.db('conversationMembers').where({ conversationId: other.conversationId, userId: other.seller.id }).update({ clearedAt: new Date() });
    expect(await runJob()).toBe(0);
    expect(await alertsOf(t.db, other.seller.id)).toEqual([]);
  });

  it('two runs at once tell once', async () => {
    const c = await chatAbout();
    await c.send('Hi there', 90);
    const job = allJobs(undefined, pino({ level: 'silent' }), t.deps.pictures, t.config.publicUrl).find((j) => j.name === 'alert-unread-messages')!;
    // Straight in two transactions (not the job lock, which would serialise them): the unique key decides.
    const runs = await Promise.all([1, 2].map(() => t.db.transaction((trx) => job.run(trx))));
    expect(runs.reduce((sum: number, n) => sum + (n as number), 0)).toBe(1);
    expect(await alertsOf(t.db, c.seller.id)).toHaveLength(1);
  });
});
