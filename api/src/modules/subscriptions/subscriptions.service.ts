import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { forbidden, notFound } from '../../http/problem.js';
import type { SessionUser } from '../users/users.repository.js';
import { planInForce, toCurrentSubscription } from './current-subscription.js';
import { computeQuota } from './quota.js';
import { findSubscriptionProfileRow, listActivePlans } from './subscriptions.repository.js';

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
