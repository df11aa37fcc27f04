import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { conflict, forbidden, notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { recordAdUsed, recordListingUsed, startNewMonth } from '../users/index.js';
import { effectiveStatus, planInForce, toCurrentSubscription } from './current-subscription.js';
import { computeQuota, startOfIndianMonth } from './quota.js';
import {
  cancelCurrentSubscription,
  dropPendingSubscription,
  findOwnSubscriptionRow,
  findSubscriptionProfileRow,
  listActivePlans,
  listSubscriptionHistoryRows,
  lockSubscriptionProfileRow,
} from './subscriptions.repository.js';

/** The documented subscription read: only the student themself or an admin. */
export async function getSubscriptionProfile(db: Db, viewer: SessionUser, uid: string): Promise<Schemas['SubscriptionProfile']> {
  if (viewer.id !== uid && !viewer.isAdmin) throw forbidden('You can only view your own subscription.');
  const row = await findSubscriptionProfileRow(db, uid);
  if (!row) throw notFound('User profile not found');
  const now = new Date();
  const currentSubscription = toCurrentSubscription(row, now);
  const quota = computeQuota(row, planInForce(currentSubscription), now);
  return {
    _id: row.id,
    uid: row.id,
    currentSubscription,
    monthlyListingsUsed: quota.monthlyListingsUsed,
    monthlyProductAdsUsed: quota.monthlyProductAdsUsed,
    lastListingReset: row.lastListingReset.toISOString(),
    extraListingsPurchased: row.extraListingsPurchased,
    extraAdsPurchased: row.extraAdsPurchased,
    planName: quota.planName,
    listingsTotal: quota.listingsTotal,
    listingsAvailable: quota.listingsAvailable,
    adsTotal: quota.adsTotal,
    adsAvailable: quota.adsAvailable,
  };
}

export async function listPlans(db: Db): Promise<{ items: Schemas['Plan'][] }> {
  const plans = await listActivePlans(db);
  return { items: plans.map(({ id, ...plan }) => ({ _id: id, ...plan })) };
}

export const NOTHING_TO_CANCEL = 'You have no active subscription to cancel.';

/** The student's current subscription as the API shows it (null without one). */
export async function getCurrentSubscription(db: Db, userId: string) {
  const row = await findSubscriptionProfileRow(db, userId);
  if (!row) throw notFound('User profile not found');
  return toCurrentSubscription(row, new Date());
}

/** One of the student's own subscriptions as the API shows it (undefined if not theirs or none). */
export async function getOwnSubscription(db: Db, userId: string, subscriptionId: string) {
  const row = await findOwnSubscriptionRow(db, userId, subscriptionId);
  return row ? toCurrentSubscription(row, new Date()) : undefined;
}

/**
 * Whether a plan is in force for the student (active, or cancelled but unexpired), with their
 * row locked until the caller's transaction ends, so that two grants for them cannot interleave.
 */
export async function lockPlanInForce(trx: Db, userId: string): Promise<boolean> {
  const row = await lockSubscriptionProfileRow(trx, userId);
  if (!row) throw notFound('User profile not found');
  return planInForce(toCurrentSubscription(row, new Date())) !== null;
}

/** GET /api/subscriptions/history: the caller's subscriptions, newest first. */
export async function listSubscriptionHistory(
  db: Db,
  user: SessionUser,
  page: number,
  pageSize: number,
): Promise<{ items: Schemas['SubscriptionHistoryItem'][]; total: number; page: number; pageSize: number }> {
  const { items, total } = await listSubscriptionHistoryRows(db, user.id, page, pageSize);
  const now = new Date();
  return {
    items: items.map((row) => ({
      _id: row.id,
      planName: row.planName,
      planSlug: row.planSlug,
      price: Number(row.price),
      status: effectiveStatus(row.status, row, now),
      startDate: row.startDate.toISOString(),
      endDate: row.endDate.toISOString(),
      autoRenew: row.autoRenew,
      isCurrent: row.isCurrent,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize,
  };
}

/**
 * POST /api/subscriptions/current/cancel: no renewal reminder and no renewal, but the plan stays
 * in force until its end date (planInForce counts a cancelled, unexpired subscription). A pending
 * subscription is dropped instead, and answered as it now stands (cancelled, not current).
 */
export async function cancelSubscription(db: Db, user: SessionUser) {
  // A pending plan was never paid for: cancelling drops it, and the student is on the free plan.
  const dropped = await dropPendingSubscription(db, user.id);
  if (dropped) return (await getOwnSubscription(db, user.id, dropped))!;
  if (!(await cancelCurrentSubscription(db, user.id))) throw conflict(NOTHING_TO_CANCEL, 'no-active-subscription');
  return (await getCurrentSubscription(db, user.id))!;
}

export const NO_LISTINGS_LEFT = 'No available listings. Please upgrade your plan to create more listings!';

/**
 * Locks the user's row until the caller's transaction ends (parallel spenders queue here, so
 * none can overspend), starts a new month's counters if one has begun, and answers the row and
 * its quota.
 */
async function lockQuota(trx: Db, userId: string) {
  const locked = await lockSubscriptionProfileRow(trx, userId);
  if (!locked) throw notFound('User profile not found');
  const now = new Date();
  const stale = locked.lastListingReset < startOfIndianMonth(now);
  if (stale) await startNewMonth(trx, userId);
  const row = stale ? { ...locked, monthlyListingsUsed: 0, monthlyProductAdsUsed: 0, lastListingReset: now } : locked;
  return { row, quota: computeQuota(row, planInForce(toCurrentSubscription(row, now)), now) };
}

/**
 * Spends one listing of the user's quota inside the caller's transaction: a purchased extra
 * listing first, then one of the month's. Refused with 409 when none is left.
 */
export async function consumeListingSlot(trx: Db, userId: string): Promise<void> {
  const { row, quota } = await lockQuota(trx, userId);
  if (quota.listingsAvailable <= 0) throw conflict(NO_LISTINGS_LEFT, 'quota-exhausted');
  await recordListingUsed(trx, userId, row.extraListingsPurchased > 0 ? 'extra' : 'monthly');
}

export const NO_ADS_LEFT = 'You have no ads left this month. Pay for this boost, or upgrade your plan for more ads.';

/**
 * Spends one ad inside the caller's transaction: a purchased extra ad first, then one of the
 * plan's monthly ads. 409 `no-ads-left` when none is left.
 */
export async function consumeAdCredit(trx: Db, userId: string): Promise<'extra' | 'subscription_credit'> {
  const { row, quota } = await lockQuota(trx, userId);
  if (quota.adsAvailable <= 0) throw conflict(NO_ADS_LEFT, 'no-ads-left');
  const source = row.extraAdsPurchased > 0 ? 'extra' : 'monthly';
  await recordAdUsed(trx, userId, source);
  return source === 'extra' ? 'extra' : 'subscription_credit';
}
