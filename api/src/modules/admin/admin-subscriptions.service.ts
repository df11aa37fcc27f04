// The Users panel's subscription calls: users with their plan, and an admin's plan grant.
import type { Db } from '../../db/knex.js';
import type { JsonBody, Schemas } from '../../http/contract.js';
import { notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { recordAudit } from '../audit/index.js';
import { currentSubscriptionsOf, findPlan, grantAdminPlan, planInForce, type CurrentSubscription } from '../subscriptions/index.js';
import { lockUsers } from '../users/index.js';
import * as repo from './admin-subscriptions.repository.js';

export const USER_NOT_FOUND = 'User not found.';
export const PLAN_NOT_FOUND = 'Plan not found';

function toSubscriptionUser(row: repo.SubscriptionUserRow, current: CurrentSubscription | null): Schemas['SubscriptionUser'] {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    isAdmin: row.isAdmin,
    joinedDate: row.joinedDate.toISOString(),
    subscriptionTier: current && planInForce(current) ? current.plan.slug : 'free',
    currentSubscription: current && {
      plan: { name: current.plan.name, slug: current.plan.slug },
      status: current.status,
      startDate: current.startDate,
      endDate: current.endDate,
    },
  };
}

export async function listSubscriptionUsers(db: Db, q: string | undefined, page: number, pageSize: number) {
  const { items, total } = await repo.listSubscriptionUsers(db, q, page, pageSize);
  const current = await currentSubscriptionsOf(db, items.map((row) => row.id));
  return { items: items.map((row) => toSubscriptionUser(row, current.get(row.id) ?? null)), total, page, pageSize };
}

/** Gives the user the plan for `duration` days from now, ending what was current (see grantAdminPlan). */
export async function changePlan(db: Db, actor: SessionUser, change: JsonBody<'changeUserPlan'>) {
  const plan = await findPlan(db, { planSlug: change.planSlug });
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  const days = change.duration ?? 30;
  await db.transaction(async (trx) => {
    const [user] = await lockUsers(trx, [change.userId]);
    if (!user) throw notFound(USER_NOT_FOUND);
    await grantAdminPlan(trx, { userId: change.userId, planId: plan.id, days });
    await recordAudit(trx, { kind: 'admin', user: actor }, {
      action: 'subscription.change-plan',
      targetType: 'user',
      targetId: user.id,
      summary: `Changed ${user.fullName}'s plan to ${plan.name} for ${days} ${days === 1 ? 'day' : 'days'}`,
    });
  });
  const [row, current] = await Promise.all([repo.findSubscriptionUser(db, change.userId), currentSubscriptionsOf(db, [change.userId])]);
  return toSubscriptionUser(row!, current.get(change.userId) ?? null);
}
