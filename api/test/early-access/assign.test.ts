import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubscription } from '../subscriptions/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const counter = async () => (await t.db('earlyBirdCounter').first('count')).count as number;

/** No claims yet and the counter at `count`, so the next claim takes place count + 1. */
async function startAt(count: number) {
  await t.db('earlyBirdClaims').delete();
  await t.db('earlyBirdCounter').update({ count });
}

async function student() {
  const user = await t.createUser({ firstLoginDone: true });
  return { user, agent: await t.loginAs(user) };
}

const claim = (agent: Awaited<ReturnType<TestApp['loginAs']>>, userId: string) =>
  agent.post('/api/auto-subscription/assign').send({ userId, registrationNumber: '21BCE1234', fullName: 'Someone', email: 'x@campus.edu' });

describe('POST /api/auto-subscription/assign', () => {
  it('gives 20 students claiming at once the 20 distinct places 1..20, each the Mid plan free for 30 days', async () => {
    await startAt(0);
    const students = await Promise.all(Array.from({ length: 20 }, () => student()));
    const answers = await Promise.all(students.map(({ user, agent }) => claim(agent, user.id)));
    for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(answers.map((r) => r.body.place).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await counter()).toBe(20);

    const { user } = students[0]!;
    const mine = answers[0]!.body;
    expect(mine).toMatchObject({ success: true, plan: { name: 'Mid Plan', slug: 'mid' }, subscription: { status: 'active', autoRenew: true, plan: { slug: 'mid' } } });
    const days = (new Date(mine.subscription.endDate).getTime() - new Date(mine.subscription.startDate).getTime()) / 86_400_000;
    expect(days).toBe(30);
    const sub = await t.db('userSubscriptions').where({ userId: user.id }).first();
    expect(sub).toMatchObject({ id: mine.subscription._id, source: 'early_bird', isCurrent: true });
    expect(await t.db('earlyBirdClaims').where({ userId: user.id }).first()).toMatchObject({ place: mine.place, planSlug: 'mid', subscriptionId: sub.id });
    const mails = await t.outbox(user.email);
    expect(mails.map((m) => m.template)).toEqual(['subscription-confirmation']);

    const profile = await students[0]!.agent.get(`/api/subscription/${user.id}`).expect(200);
    expect(profile.body).toMatchObject({ planName: 'Mid Plan', listingsTotal: 10 });
  });

  it('refuses a second claim without taking a place', async () => {
    await startAt(0);
    const { user, agent } = await student();
    await claim(agent, user.id).expect(201);
    const res = await claim(agent, user.id).expect(409);
    expect(res.body).toMatchObject({ detail: 'You have already claimed your early-bird plan.', code: 'already-claimed' });
    expect(await counter()).toBe(1);
  });

  it('gives one of two simultaneous claims by the same student the place, and refuses the other', async () => {
    await startAt(0);
    const { user, agent } = await student();
    const answers = await Promise.all([claim(agent, user.id), claim(agent, user.id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await counter()).toBe(1);
  });

  it('refuses a student with a plan in force without taking a place', async () => {
    await startAt(0);
    const { user, agent } = await student();
    await insertSubscription(t.db, user.id, 'pro', { status: 'cancelled' });
    const res = await claim(agent, user.id).expect(409);
    expect(res.body).toMatchObject({ detail: 'You already have an active plan.', code: 'plan-in-force' });
    expect(await counter()).toBe(0);
    expect(await t.db('earlyBirdClaims').where({ userId: user.id })).toHaveLength(0);
  });

  it('gives place 49 Mid, 50 Basic, 99 Basic, 100 and later Pro', async () => {
    for (const [before, slug] of [[48, 'mid'], [49, 'basic'], [98, 'basic'], [99, 'pro'], [150, 'pro']] as const) {
      await startAt(before);
      const { user, agent } = await student();
      const res = await claim(agent, user.id).expect(201);
      expect(res.body).toMatchObject({ place: before + 1, plan: { slug }, subscription: { plan: { slug } } });
    }
  });

  it("refuses a claim for somebody else's account with 403", async () => {
    await startAt(0);
    const { agent } = await student();
    const other = await t.createUser();
    const res = await claim(agent, other.id).expect(403);
    expect(res.body.detail).toBe('You can only claim your own early-bird plan.');
    expect(await counter()).toBe(0);
  });

  it('needs a session', async () => {
    const other = await t.createUser();
    await claim(t.request() as never, other.id).expect(401);
  });
});
