import type { Db } from '../../db/knex.js';
import { conflict, notFound } from '../../http/problem.js';
import { enqueueEmail, subscriptionConfirmationMail } from '../email/index.js';
import { addExtraAds, addExtraListings } from '../users/index.js';
import { planInForce, toCurrentSubscription } from './current-subscription.js';
import { dropPendingSubscription, findSubscriptionProfileRow, type PlanRow } from './subscriptions.repository.js';

export const PLAN_DAYS = 30;
export const PLAN_SWITCHING = 'Plan switching is not available. You can only renew your current plan.';
const DAY_MS = 24 * 60 * 60 * 1000;

const planColumns = ['id', 'name', 'slug', 'price', 'extraListings', 'productAdsPerMonth', 'features'] as const;

export async function findPlan(db: Db, ref: { planId?: string; planSlug?: string }): Promise<PlanRow | undefined> {
  if (!ref.planId && !ref.planSlug) return undefined;
  const query = db<PlanRow>('subscriptionPlans').where('isActive', true);
  if (ref.planId) query.where('id', ref.planId);
  if (ref.planSlug) query.where('slug', ref.planSlug);
  const plan = await query.first(...planColumns);
  return plan && { ...plan, price: Number(plan.price) };
}

/**
 * What buying a plan costs and means for this student: a first subscription, or a renewal of the
 * plan in force. Another plan while one is in force is refused (no switching).
 */
export async function describePlanPurchase(db: Db, userId: string, ref: { planId?: string; planSlug?: string }) {
  const plan = await findPlan(db, ref);
  if (!plan) throw notFound('Plan not found');
  const row = await findSubscriptionProfileRow(db, userId);
  if (!row) throw notFound('User profile not found');
  const inForce = planInForce(toCurrentSubscription(row, new Date()));
  if (inForce && row.planId !== plan.id) throw conflict(PLAN_SWITCHING, 'plan-switching');
  const action = inForce ? ('renew' as const) : ('subscribe' as const);
  return { plan, action, description: `${plan.name}: ${action === 'renew' ? 'renewal, ' : ''}${PLAN_DAYS} days` };
}

interface LockedSubscription {
  id: string;
  planId: string;
  status: string;
  endDate: Date;
}

/**
 * The student's current subscription, locked: grants to one student serialize here. A row lock
 * alone would not do it for a student with no current subscription (two grants would both find
 * none and both insert one), so they first queue on an advisory lock of the student's.
 */
async function lockCurrentSubscription(trx: Db, userId: string) {
  await trx.raw('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [`subscription-of-user:${userId}`]);
  return trx('userSubscriptions').where({ userId, isCurrent: true }).forUpdate().first<LockedSubscription | undefined>('id', 'planId', 'status', 'endDate');
}

const isRunning = (s: LockedSubscription, now: Date) => (s.status === 'active' || s.status === 'cancelled') && s.endDate > now;

/**
 * A paid plan purchase: granted as grantPlan does, unless another plan is in force by now (two
 * plans paid at once, the second settling after the first was granted). Plan switching is not
 * available (document 2, Subscriptions), so nothing changes and the caller refunds the payment; the same plan
 * twice is a renewal, 30 more days.
 */
export async function grantPaidPlan(
  trx: Db,
  grant: { userId: string; planId: string; purchaseId: string; amount: number },
  publicUrl: string,
): Promise<{ subscriptionId: string } | { refused: 'plan-switching' }> {
  const current = await lockCurrentSubscription(trx, grant.userId);
  if (current && isRunning(current, new Date()) && current.planId !== grant.planId) return { refused: 'plan-switching' };
  const { subscriptionId } = await grantPlan(trx, { ...grant, source: 'paid' }, publicUrl);
  return { subscriptionId };
}

/**
 * Grants 30 days of the plan inside the caller's transaction. The plan in force is extended by
 * 30 days from its end (a renewal); a pending subscription of this plan starts now; otherwise a
 * new current subscription starts now. The
 * confirmation e-mail is queued in the same transaction. A paid purchase goes through
 * grantPaidPlan, which never turns one plan's payment into another plan's days.
 */
export async function grantPlan(
  trx: Db,
  grant: { userId: string; planId: string; purchaseId?: string; source: 'paid' | 'early_bird' | 'admin'; amount: number },
  publicUrl: string,
): Promise<{ subscriptionId: string; endDate: Date; action: 'subscribe' | 'renew' }> {
  const now = new Date();
  const current = await lockCurrentSubscription(trx, grant.userId);
  const running = current && isRunning(current, now);
  let subscriptionId: string;
  let endDate: Date;
  let action: 'subscribe' | 'renew';
  if (running) {
    endDate = new Date(current.endDate.getTime() + PLAN_DAYS * DAY_MS);
    await trx('userSubscriptions')
      .where({ id: current.id })
      .update({ status: 'active', endDate, autoRenew: true, cancelledAt: null, reminderSentAt: null, updatedAt: trx.fn.now() });
    subscriptionId = current.id;
    action = 'renew';
  } else if (current?.status === 'pending' && current.planId === grant.planId) {
    // The plan that waited for its payment starts now, as itself rather than beside a new row.
    endDate = new Date(now.getTime() + PLAN_DAYS * DAY_MS);
    await trx('userSubscriptions').where({ id: current.id }).update({
      status: 'active',
      startDate: now,
      endDate,
      autoRenew: true,
      cancelledAt: null,
      reminderSentAt: null,
      purchaseId: grant.purchaseId ?? null,
      source: grant.source,
      updatedAt: trx.fn.now(),
    });
    subscriptionId = current.id;
    action = 'subscribe';
  } else {
    // A pending subscription of another plan is dropped by choosing this one; a lapsed one has expired.
    if (current?.status === 'pending') await dropPendingSubscription(trx, grant.userId);
    else if (current) await trx('userSubscriptions').where({ id: current.id }).update({ isCurrent: false, status: 'expired', updatedAt: trx.fn.now() });
    endDate = new Date(now.getTime() + PLAN_DAYS * DAY_MS);
    subscriptionId = await insertCurrentSubscription(trx, {
      userId: grant.userId,
      planId: grant.planId,
      startDate: now,
      endDate,
      autoRenew: true,
      purchaseId: grant.purchaseId ?? null,
      source: grant.source,
    });
    action = 'subscribe';
  }
  await queueConfirmation(trx, subscriptionId, grant.source === 'early_bird' ? 'early_bird' : action, grant.amount, publicUrl);
  return { subscriptionId, endDate, action };
}

/** Queues the subscription's confirmation e-mail and stamps it, in the caller's transaction. */
export async function queueConfirmation(
  trx: Db,
  subscriptionId: string,
  action: 'subscribe' | 'renew' | 'early_bird',
  amount: number,
  publicUrl: string,
) {
  const row = await trx('userSubscriptions as s')
    .join('users as u', 'u.id', 's.userId')
    .join('subscriptionPlans as p', 'p.id', 's.planId')
    .where('s.id', subscriptionId)
    .first<{ email: string; fullName: string; name: string; features: string[]; endDate: Date }>(
      'u.email',
      'u.fullName',
      'p.name',
      'p.features',
      's.endDate',
    );
  if (!row) return;
  await enqueueEmail(
    trx,
    subscriptionConfirmationMail(
      row.email,
      { fullName: row.fullName, planName: row.name, amount, endDate: row.endDate, features: row.features, action },
      `${publicUrl}/subscription-management`,
    ),
  );
  await trx('userSubscriptions').where({ id: subscriptionId }).update({ confirmationQueuedAt: trx.fn.now() });
}

/** Paid-for extra listings, spent before the month's (see consumeListingSlot). */
export const grantExtraListings = (trx: Db, userId: string, count: number) => addExtraListings(trx, userId, count);

/** Paid-for extra ads, spent before the plan's (see consumeAdCredit). */
export const grantExtraAds = (trx: Db, userId: string, count: number) => addExtraAds(trx, userId, count);

/**
 * Whatever is current for the user stops being so, inside the caller's transaction: a
 * subscription in force ends now as cancelled, a lapsed one is marked expired, a pending one
 * stays pending. Used before another subscription becomes current.
 */
export async function endCurrentSubscription(trx: Db, userId: string, now: Date): Promise<void> {
  await trx('userSubscriptions')
    .where({ userId, isCurrent: true })
    .update({
      isCurrent: false,
      status: trx.raw(`CASE WHEN status IN ('active', 'cancelled') AND end_date > ? THEN 'cancelled'
                            WHEN status = 'pending' THEN 'pending' ELSE 'expired' END`, [now]),
      cancelledAt: trx.raw(`CASE WHEN status IN ('active', 'cancelled') AND end_date > ? THEN coalesce(cancelled_at, ?) ELSE cancelled_at END`, [now, now]),
      endDate: trx.raw(`CASE WHEN status IN ('active', 'cancelled') AND end_date > ? THEN ? ELSE end_date END`, [now, now]),
      autoRenew: false,
      updatedAt: trx.fn.now(),
    });
}

/**
 * An admin's grant of `plan` for `days` from now, inside the caller's transaction (which has
 * locked the user's row). Whatever was current stops being so (see endCurrentSubscription) and
 * the new one becomes current. No charge, no e-mail.
 */
export async function grantAdminPlan(trx: Db, grant: { userId: string; planId: string; days: number }): Promise<string> {
  const now = new Date();
  await endCurrentSubscription(trx, grant.userId, now);
  return insertCurrentSubscription(trx, {
    userId: grant.userId,
    planId: grant.planId,
    startDate: now,
    endDate: new Date(now.getTime() + grant.days * DAY_MS),
    autoRenew: false,
    purchaseId: null,
    source: 'admin',
  });
}

/** A new active subscription made the user's current one (the caller has ended the one before); answers its id. */
async function insertCurrentSubscription(
  trx: Db,
  values: { userId: string; planId: string; startDate: Date; endDate: Date; autoRenew: boolean; purchaseId: string | null; source: 'paid' | 'early_bird' | 'admin' },
): Promise<string> {
  const [row] = await trx('userSubscriptions').insert({ ...values, status: 'active', isCurrent: true }).returning('id');
  return (row as { id: string }).id;
}
