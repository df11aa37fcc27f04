// Two grants to one student at once (a payment's verify and its webhook, or two purchases): the
// second waits for the first, so a student with no plan never ends up with two current ones or a
// failed grant.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { grantPlan } from '../../src/modules/subscriptions/index.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { DAY } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('the second grant to a student with no plan waits for the first and renews what it granted', async () => {
  const user = await t.createUser();
  const plan = await t.db('subscriptionPlans').where({ slug: 'mid' }).first();
  const grant = { userId: user.id, planId: plan.id as string, source: 'paid' as const, amount: Number(plan.price) };

  const first = await t.db.transaction();
  const firstGrant = await grantPlan(first, grant, t.config.publicUrl);
  // The second starts while the first is still open: it must queue, not insert a plan of its own.
  const second = t.db.transaction((trx) => grantPlan(trx, grant, t.config.publicUrl));
  await new Promise((r) => setTimeout(r, 150));
  await first.commit();
  const secondGrant = await second;

  expect(firstGrant.action).toBe('subscribe');
  expect(secondGrant).toMatchObject({ action: 'renew', subscriptionId: firstGrant.subscriptionId });
  const subs = await t.db('userSubscriptions').where({ userId: user.id });
  expect(subs).toHaveLength(1);
  expect(subs[0].endDate.getTime() - subs[0].startDate.getTime()).toBeGreaterThan(59 * DAY);
});
