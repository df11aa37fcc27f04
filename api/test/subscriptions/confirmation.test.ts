import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { DAY, insertFulfilledPurchase, insertSubscription } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (agent: Awaited<ReturnType<TestApp['loginAs']>>, customerEmail: string) =>
  agent.post('/api/email/subscription-confirmation').send({
    subscriptionData: { customerEmail, customerName: 'Anyone', planName: 'Pro Plan', duration: '30 days', amount: 1, action: 'subscribe', features: ['x'] },
  });

/** Past the first log-in, so that the welcome e-mail is not in the outbox. */
async function student() {
  const user = await t.createUser({ firstLoginDone: true });
  return { user, agent: await t.loginAs(user) };
}

async function paidPlan(user: TestUser, seed: Parameters<typeof insertSubscription>[3] = {}) {
  const plan = await t.db('subscriptionPlans').where({ slug: 'mid' }).first();
  const purchase = await insertFulfilledPurchase(t.db, user.id, 'plan', { planId: plan.id, amount: 149 });
  return insertSubscription(t.db, user.id, 'mid', { purchaseId: purchase.id, ...seed });
}

describe('POST /api/email/subscription-confirmation', () => {
  it("queues the confirmation of the caller's paid plan once, from the server's records", async () => {
    const { user, agent } = await student();
    const { sub } = await paidPlan(user);

    const first = await call(agent, user.email.toUpperCase()).expect(202);
    expect(first.body).toEqual({ success: true, alreadySent: false });
    const mails = await t.outbox(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'subscription-confirmation', subject: 'Welcome to the Mid Plan' });
    expect(mails[0]!.textBody).toContain('149');
    expect((await t.db('userSubscriptions').where({ id: sub.id }).first()).confirmationQueuedAt).not.toBeNull();

    const again = await call(agent, user.email).expect(202);
    expect(again.body).toEqual({ success: true, alreadySent: true });
    expect(await t.outbox(user.email)).toHaveLength(1);
  });

  it('answers alreadySent when paying already queued it', async () => {
    const { user, agent } = await student();
    await paidPlan(user, { confirmationQueuedAt: new Date() });
    expect((await call(agent, user.email).expect(202)).body).toEqual({ success: true, alreadySent: true });
    expect(await t.outbox(user.email)).toHaveLength(0);
  });

  it('confirms an early-bird plan as free', async () => {
    const { user, agent } = await student();
    await insertSubscription(t.db, user.id, 'pro', { source: 'early_bird' });
    expect((await call(agent, user.email).expect(202)).body).toEqual({ success: true, alreadySent: false });
    const [mail] = await t.outbox(user.email);
    expect(mail!.textBody).toContain('Amount paid: nothing.');
  });

  it('refuses another address with 403 and queues nothing', async () => {
    const { user, agent } = await student();
    const other = await t.createUser();
    await paidPlan(user);
    const res = await call(agent, other.email).expect(403);
    expect(res.body).toMatchObject({ detail: 'You can only send the subscription confirmation to your own address.', code: 'not-own-address' });
    expect(await t.outbox(other.email)).toHaveLength(0);
    expect(await t.outbox(user.email)).toHaveLength(0);
  });

  it('refuses 409 without a paid subscription in force: none, admin-granted, paid without purchase, expired', async () => {
    const setUps = [
      async () => {},
      async (u: TestUser) => void (await insertSubscription(t.db, u.id, 'pro', { source: 'admin' })),
      async (u: TestUser) => void (await insertSubscription(t.db, u.id, 'pro', { source: 'paid' })),
      async (u: TestUser) => void (await paidPlan(u, { startDate: new Date(Date.now() - 31 * DAY), endDate: new Date(Date.now() - DAY) })),
    ];
    for (const setUp of setUps) {
      const { user, agent } = await student();
      await setUp(user);
      const res = await call(agent, user.email).expect(409);
      expect(res.body).toMatchObject({ detail: 'You have no paid subscription to confirm.', code: 'no-paid-subscription' });
      expect(await t.outbox(user.email)).toHaveLength(0);
    }
  });

  it('needs a session', async () => {
    await t.request().post('/api/email/subscription-confirmation').send({ subscriptionData: { customerEmail: 'a@campus.edu' } }).expect(401);
  });

  it('is rate limited per student', async () => {
    const { user, agent } = await student();
    for (let i = 0; i < 5; i += 1) await call(agent, user.email).expect(409);
    const res = await call(agent, user.email).expect(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
