// Early-bird plans: the first students to claim get a plan free for 30 days, by place.
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { conflict, forbidden, notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { findPlan, getCurrentSubscription, grantPlan, lockPlanInForce } from '../subscriptions/index.js';
import { hasClaim, insertClaim, placesTaken, takeNextPlace } from './early-access.repository.js';

export const ALREADY_CLAIMED = 'You have already claimed your early-bird plan.';
export const PLAN_IN_FORCE = 'You already have an active plan.';

/** The spec's tiers: places 1–49 Mid, 50–99 Basic, 100 and later Pro. */
export function planForPlace(place: number): 'mid' | 'basic' | 'pro' {
  if (place < 50) return 'mid';
  if (place < 100) return 'basic';
  return 'pro';
}

/** The place a claim took and the plan it granted. */
export interface EarlyBirdClaim {
  place: number;
  plan: { name: string; slug: 'basic' | 'mid' | 'pro' };
}

type Refusal = 'already-claimed' | 'plan-in-force';

/**
 * Takes the next place for the student inside the caller's transaction: their plan row is locked
 * first (two claims of theirs queue, the second finds the first), a refusal takes no place, and
 * the counter's row lock hands out places one at a time.
 */
async function claimInTransaction(trx: Db, userId: string, publicUrl: string): Promise<EarlyBirdClaim | Refusal> {
  const inForce = await lockPlanInForce(trx, userId);
  if (await hasClaim(trx, userId)) return 'already-claimed';
  if (inForce) return 'plan-in-force';
  const place = await takeNextPlace(trx);
  const plan = await findPlan(trx, { planSlug: planForPlace(place) });
  if (!plan) throw notFound('Plan not found');
  const { subscriptionId } = await grantPlan(trx, { userId, planId: plan.id, source: 'early_bird', amount: 0 }, publicUrl);
  await insertClaim(trx, { userId, place, planSlug: plan.slug, subscriptionId });
  return { place, plan: { name: plan.name, slug: plan.slug } };
}

/**
 * An early sign-up's place, claimed when its address is verified (in that transaction); none
 * when the student already has one or a plan in force.
 */
export async function claimEarlyBirdPlace(trx: Db, userId: string, publicUrl: string): Promise<EarlyBirdClaim | undefined> {
  const claim = await claimInTransaction(trx, userId, publicUrl);
  return typeof claim === 'string' ? undefined : claim;
}

/** POST /api/auto-subscription/assign: the caller's own place, in one transaction. */
export async function assignEarlyBirdPlan(
  db: Db,
  viewer: SessionUser,
  userId: string,
  publicUrl: string,
): Promise<EarlyBirdClaim & { success: boolean; subscription: Schemas['CurrentSubscription'] }> {
  if (userId.toLowerCase() !== viewer.id) throw forbidden('You can only claim your own early-bird plan.', 'not-owner');
  return db.transaction(async (trx) => {
    const claim = await claimInTransaction(trx, viewer.id, publicUrl);
    if (claim === 'already-claimed') throw conflict(ALREADY_CLAIMED, 'already-claimed');
    if (claim === 'plan-in-force') throw conflict(PLAN_IN_FORCE, 'plan-in-force');
    const subscription = (await getCurrentSubscription(trx, viewer.id))!;
    return { success: true, ...claim, subscription };
  });
}

/** The pre-launch page's progress bar: places taken of the first 100, and the next place's plan. */
export const EARLY_BIRD_CAP = 100;

export async function earlyBirdCounter(db: Db): Promise<Schemas['EarlyBirdCounter']> {
  const count = await placesTaken(db);
  return { count, cap: EARLY_BIRD_CAP, nextPlan: planForPlace(count + 1) };
}
