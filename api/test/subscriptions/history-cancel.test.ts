import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { DAY, insertSubscription } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function student() {
  const user = await t.createUser();
  return { user, agent: await t.loginAs(user) };
}

describe('GET /api/subscriptions/history', () => {
  it("lists the caller's own subscriptions, newest first, paginated", async () => {
    const { user, agent } = await student();
    const other = await t.createUser();
    const oldest = await insertSubscription(t.db, user.id, 'basic', {
      status: 'expired', isCurrent: false, startDate: new Date(Date.now() - 90 * DAY), endDate: new Date(Date.now() - 60 * DAY), createdAt: new Date(Date.now() - 90 * DAY),
    });
    const middle = await insertSubscription(t.db, user.id, 'mid', {
      status: 'cancelled', isCurrent: false, autoRenew: false, startDate: new Date(Date.now() - 60 * DAY), endDate: new Date(Date.now() - 30 * DAY), createdAt: new Date(Date.now() - 60 * DAY),
    });
    const current = await insertSubscription(t.db, user.id, 'pro');
    await insertSubscription(t.db, other.id, 'pro');

    const first = await agent.get('/api/subscriptions/history?pageSize=2').expect(200);
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.items).toEqual([
      {
        _id: current.sub.id,
        planName: 'Pro Plan',
        planSlug: 'pro',
        price: 199,
        status: 'active',
        startDate: current.sub.startDate.toISOString(),
        endDate: current.sub.endDate.toISOString(),
        autoRenew: true,
        isCurrent: true,
        createdAt: current.sub.createdAt.toISOString(),
      },
      // Ended while cancelled: it reads as expired.
      expect.objectContaining({ _id: middle.sub.id, planSlug: 'mid', status: 'expired', autoRenew: false, isCurrent: false }),
    ]);
    const second = await agent.get('/api/subscriptions/history?pageSize=2&page=2').expect(200);
    expect(second.body.items.map((i: { _id: string }) => i._id)).toEqual([oldest.sub.id]);
  });

  it('is empty for a student who never subscribed', async () => {
    const { agent } = await student();
    expect((await agent.get('/api/subscriptions/history').expect(200)).body).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
  });

  it('needs a session', async () => {
    await t.request().get('/api/subscriptions/history').expect(401);
  });
});

describe('POST /api/subscriptions/current/cancel', () => {
  it('cancels the plan, turns auto-renew off, and keeps its allowances until the end date', async () => {
    const { user, agent } = await student();
    const { sub } = await insertSubscription(t.db, user.id, 'pro');

    const res = await agent.post('/api/subscriptions/current/cancel').expect(200);
    expect(res.body).toMatchObject({ _id: sub.id, status: 'cancelled', autoRenew: false, endDate: sub.endDate.toISOString() });
    expect(Date.now() - new Date(res.body.cancelledAt).getTime()).toBeLessThan(60_000);

    const profile = await agent.get(`/api/subscription/${user.id}`).expect(200);
    expect(profile.body).toMatchObject({ planName: 'Pro Plan', listingsTotal: 15, adsTotal: 3 });
    expect(profile.body.currentSubscription).toMatchObject({ status: 'cancelled', autoRenew: false });
  });

  it('refuses a second cancel, an expired plan and no plan at all with the message', async () => {
    const cases = [
      async (id: string) => {
        await insertSubscription(t.db, id, 'basic', { status: 'cancelled', autoRenew: false });
      },
      async (id: string) => {
        await insertSubscription(t.db, id, 'basic', { startDate: new Date(Date.now() - 40 * DAY), endDate: new Date(Date.now() - DAY) });
      },
      async () => {},
    ];
    for (const setUp of cases) {
      const { user, agent } = await student();
      await setUp(user.id);
      const res = await agent.post('/api/subscriptions/current/cancel').expect(409);
      expect(res.body).toMatchObject({ status: 409, detail: 'You have no active subscription to cancel.', code: 'no-active-subscription' });
    }
  });

  it("cancels only the caller's own subscription", async () => {
    const { agent } = await student();
    const other = await t.createUser();
    const { sub } = await insertSubscription(t.db, other.id, 'mid');
    await agent.post('/api/subscriptions/current/cancel').expect(409);
    expect((await t.db('userSubscriptions').where({ id: sub.id }).first()).status).toBe('active');
  });

  it('needs a session', async () => {
    await t.request().post('/api/subscriptions/current/cancel').expect(401);
  });
});
