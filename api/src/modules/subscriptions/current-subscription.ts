import type { Db } from '../../db/knex.js';
import type { PlanAllowance } from './quota.js';

export type SubscriptionStatus = 'active' | 'expired' | 'cancelled' | 'pending';

/** The columns a query selects (with these aliases) to describe a user's current subscription. */
export interface CurrentSubscriptionColumns {
  subId: string | null;
  subStatus: SubscriptionStatus | null;
  subStartDate: Date | null;
  subEndDate: Date | null;
  subAutoRenew: boolean | null;
  subCancelledAt: Date | null;
  planId: string | null;
  planName: string | null;
  planSlug: 'basic' | 'mid' | 'pro' | null;
  planPrice: number | null;
  planExtraListings: number | null;
  planProductAdsPerMonth: number | null;
  planFeatures: string[] | null;
}

/** SQL joining a user row aliased `u` to its current subscription and plan, with the aliases above. */
export const currentSubscriptionSql = {
  columns: `s.id AS sub_id, s.status AS sub_status, s.start_date AS sub_start_date, s.end_date AS sub_end_date,
    s.auto_renew AS sub_auto_renew, s.cancelled_at AS sub_cancelled_at,
    p.id AS plan_id, p.name AS plan_name, p.slug AS plan_slug, p.price AS plan_price,
    p.extra_listings AS plan_extra_listings, p.product_ads_per_month AS plan_product_ads_per_month,
    p.features AS plan_features`,
  joins: `LEFT JOIN user_subscriptions s ON s.user_id = u.id AND s.is_current
    LEFT JOIN subscription_plans p ON p.id = s.plan_id`,
};

/**
 * A subscription whose end date has passed is expired whatever its stored status says (until the
 * job flips it), except a pending one and one cancelled when it was not running (a dropped pending
 * plan, cancelled at or after its end): that one never ran out, it stays cancelled.
 */
export const effectiveStatus = (stored: SubscriptionStatus, dates: { endDate: Date; cancelledAt: Date | null }, now: Date): SubscriptionStatus =>
  dates.endDate <= now && stored !== 'pending' && !(stored === 'cancelled' && dates.cancelledAt && dates.cancelledAt >= dates.endDate) ? 'expired' : stored;

export function toCurrentSubscription(row: CurrentSubscriptionColumns, now: Date) {
  if (!row.subId || !row.planId) return null;
  const status = effectiveStatus(row.subStatus!, { endDate: row.subEndDate!, cancelledAt: row.subCancelledAt }, now);
  return {
    _id: row.subId,
    plan: {
      _id: row.planId,
      name: row.planName!,
      slug: row.planSlug!,
      price: row.planPrice!,
      extraListings: row.planExtraListings!,
      productAdsPerMonth: row.planProductAdsPerMonth!,
      features: row.planFeatures ?? [],
    },
    startDate: row.subStartDate!.toISOString(),
    endDate: row.subEndDate!.toISOString(),
    status,
    autoRenew: row.subAutoRenew!,
    cancelledAt: row.subCancelledAt?.toISOString() ?? null,
  };
}

/** The plan whose allowances are in force: only an active (or cancelled but unexpired) one. */
export function planInForce(sub: ReturnType<typeof toCurrentSubscription>): PlanAllowance | null {
  if (!sub || (sub.status !== 'active' && sub.status !== 'cancelled')) return null;
  return sub.plan;
}

export type CurrentSubscription = NonNullable<ReturnType<typeof toCurrentSubscription>>;

/**
 * The current subscription (with its plan) of each of the given students, in one query whatever
 * their number; a student without one is absent from the map.
 */
export async function currentSubscriptionsOf(db: Db, userIds: string[]): Promise<Map<string, CurrentSubscription>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await db.raw<{ rows: (CurrentSubscriptionColumns & { userId: string })[] }>(
    `SELECT s.user_id, ${currentSubscriptionSql.columns}
       FROM user_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
      WHERE s.is_current AND s.user_id = ANY(?::uuid[])`,
    [userIds],
  );
  const now = new Date();
  const found = new Map<string, CurrentSubscription>();
  for (const row of rows) {
    const current = toCurrentSubscription(row, now);
    if (current) found.set(row.userId, current);
  }
  return found;
}

/** The join that reads a student's current subscription with their row (the users module's owner profile). */
export const currentSubscriptionJoin = {
  ...currentSubscriptionSql,
  read: (row: CurrentSubscriptionColumns, now: Date) => toCurrentSubscription(row, now),
};
