import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { conflict, forbidden, notFound } from '../../http/problem.js';
import type { SessionUser } from '../users/index.js';
import { planInForce, toCurrentSubscription } from './current-subscription.js';
import { computeQuota, startOfIndianMonth } from './quota.js';
import {
  findSubscriptionProfileRow,
  listActivePlans,
  lockSubscriptionProfileRow,
  resetMonthlyCounters,
  spendExtraListing,
  spendMonthlyListing,
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

export const NO_LISTINGS_LEFT = 'No available listings. Please upgrade your plan to create more listings!';

/**
 * Spends one listing of the user's quota inside the caller's transaction: the user's row stays
 * locked until it ends, so parallel creations queue here and none can overspend. A purchased
 * extra listing goes first, then one of the month's. Refused with 409 when none is left.
 */
export async function consumeListingSlot(trx: Db, userId: string): Promise<void> {
  const locked = await lockSubscriptionProfileRow(trx, userId);
  if (!locked) throw notFound('User profile not found');
  const now = new Date();
  const stale = locked.lastListingReset < startOfIndianMonth(now);
  if (stale) await resetMonthlyCounters(trx, userId);
  const row = stale ? { ...locked, monthlyListingsUsed: 0, monthlyProductAdsUsed: 0, lastListingReset: now } : locked;
  const quota = computeQuota(row, planInForce(toCurrentSubscription(row, now)), now);
  if (quota.listingsAvailable <= 0) throw conflict(NO_LISTINGS_LEFT, 'quota-exhausted');
  if (row.extraListingsPurchased > 0) await spendExtraListing(trx, userId);
  else await spendMonthlyListing(trx, userId);
}
