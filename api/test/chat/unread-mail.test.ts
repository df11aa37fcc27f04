import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExclusive } from '../../src/jobs/cron-runner.js';
import { allJobs } from '../../src/jobs/jobs.js';
import { insertListing } from '../listings/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const chatMails = async (to: string) => (await t.outbox(to)).filter((m) => m.template === 'chat-unread');
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function runJob() {
  const job = allJobs(undefined, pino({ level: 'silent' }), t.deps.pictures, t.config.publicUrl).find((j) => j.name === 'mail-unread-messages')!;
  return (await runExclusive(t.db, job)).result;
}

describe('the unread-message e-mail', () => {
  it('mails the receiver once a message waits 15 minutes unread, at most once an hour per conversation', async () => {
    const seller = await t.createUser({ fullName: 'Sita Seller' });
    const buyer = await t.createUser({ fullName: 'Bala Buyer' });
    const listing = await insertListing(t.db, seller.id, { title: 'Desk lamp', listingType: 'lend' });
    const agent = await t.loginAs(buyer);
    const { body } = await agent.post('/api/create-conversation').send({ participants: [buyer.id, seller.id], productId: listing.id }).expect(201);
    const conversationId = body.conversationId as string;
    const send = async (message: string, minutes: number) => {
      const res = await agent.post(`/api/conversations/${conversationId}/messages`).send({ message }).expect(201);
      await t.db('messages').where({ id: res.body.id }).update({ createdAt: minutesAgo(minutes) });
    };

    await send('Is it free this weekend?', 10);
    expect(await runJob()).toBe(0);

    await t.db('messages').where({ conversationId }).update({ createdAt: minutesAgo(16) });
    expect(await runJob()).toBe(1);
    const mails = await chatMails(seller.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Bala Buyer is waiting for your reply on Thriftz');
    expect(mails[0]!.textBody).toContain('Bala Buyer sent you a message about “Desk lamp” that you have not read yet.');
    expect(mails[0]!.textBody).toContain(`http://localhost:3000/chat/borrow/${listing.id}/${conversationId}`);
    expect(await chatMails(buyer.email)).toHaveLength(0);

    // The same messages are not mailed twice; a newer one waits out the hour.
    expect(await runJob()).toBe(0);
    await send('Hello?', 20);
    await t.db('conversationMembers').where({ conversationId, userId: seller.id }).update({ emailedAt: minutesAgo(30) });
    expect(await runJob()).toBe(0);
    await t.db('conversationMembers').where({ conversationId, userId: seller.id }).update({ emailedAt: minutesAgo(61) });
    expect(await runJob()).toBe(1);
    expect(await chatMails(seller.email)).toHaveLength(2);

    // Read messages are not mailed about.
    await send('Last try', 30);
    await t.db('conversationMembers').where({ conversationId, userId: seller.id }).update({ emailedAt: minutesAgo(120) });
    const sellerAgent = await t.loginAs(seller);
    await sellerAgent.post(`/api/conversations/${conversationId}/mark-read`).send({ userId: seller.id }).expect(200);
    expect(await runJob()).toBe(0);
  });
});
