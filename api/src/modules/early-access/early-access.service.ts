// Early-bird plans: the first students to claim get a plan free for 30 days, by place.
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { conflict, forbidden, notFound } from '../../http/problem.js';
import { findPlan, getCurrentSubscription, grantPlan, lockPlanInForce } from '../subscriptions/index.js';
import type { SessionUser } from '../users/index.js';
import { hasClaim, insertClaim, takeNextPlace } from './early-access.repository.js';

export const ALREADY_CLAIMED = 'You have already claimed your early-bird plan.';
export const PLAN_IN_FORCE = 'You already have an active plan.';

/** The spec's tiers: places 1–49 Mid, 50–99 Basic, 100 and later Pro. */
export function planForPlace(place: number): 'mid' | 'basic' | 'pro' {
  if (place < 50) return 'mid';
  if (place < 100) return 'basic';
  return 'pro';
}

/**
 * POST /api/auto-subscription/assign. One transaction: the student's row is locked first (two
 * claims of theirs queue, the second finds the first), a refusal takes no place, and the
 * counter's row lock hands out places one at a time.
 */
export async function assignEarlyBirdPlan(
  db: Db,
  viewer: SessionUser,
  userId: string,
  publicUrl: string,
): Promise<{ success: boolean; place: number; plan: { name: string; slug: 'basic' | 'mid' | 'pro' }; subscription: Schemas['CurrentSubscription'] }> {
  if (userId.toLowerCase() !== viewer.id) throw forbidden('You can only claim your own early-bird plan.', 'not-owner');
  return db.transaction(async (trx) => {
    const inForce = await lockPlanInForce(trx, viewer.id);
    if (await hasClaim(trx, viewer.id)) throw conflict(ALREADY_CLAIMED, 'already-claimed');
    if (inForce) throw conflict(PLAN_IN_FORCE, 'plan-in-force');
    const place = await takeNextPlace(trx);
    const plan = await findPlan(trx, { planSlug: planForPlace(place) });
    if (!plan) throw notFound('Plan not found');
    const { subscriptionId } = await grantPlan(trx, { userId: viewer.id, planId: plan.id, source: 'early_bird', amount: 0 }, publicUrl);
    await insertClaim(trx, { userId: viewer.id, place, planSlug: plan.slug, subscriptionId });
    const subscription = (await getCurrentSubscription(trx, viewer.id))!;
    return { success: true, place, plan: { name: plan.name, slug: plan.slug }, subscription };
  });
}
