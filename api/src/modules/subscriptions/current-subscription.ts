import type { Knex } from 'knex';
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
 * Adds to a query over users aliased `u` their current subscription and its plan (left joins, so a
 * student without one keeps their row), as the columns of CurrentSubscriptionColumns.
 */
export const withCurrentSubscription = (db: Db, query: Knex.QueryBuilder) =>
  query.select(db.raw(currentSubscriptionSql.columns)).joinRaw(currentSubscriptionSql.joins);

/** A subscription whose end date has passed is expired whatever its stored status says (until the job flips it). */
export const effectiveStatus = (stored: SubscriptionStatus, endDate: Date, now: Date): SubscriptionStatus =>
  endDate <= now && stored !== 'pending' ? 'expired' : stored;

export function toCurrentSubscription(row: CurrentSubscriptionColumns, now: Date) {
  if (!row.subId || !row.planId) return null;
  const status = effectiveStatus(row.subStatus!, row.subEndDate!, now);
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
