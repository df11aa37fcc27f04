import type { Db } from '../../db/knex.js';
import { currentSubscriptionSql, type CurrentSubscriptionColumns } from './current-subscription.js';
import type { UsageCounters } from './quota.js';

export type SubscriptionProfileRow = UsageCounters & CurrentSubscriptionColumns & { id: string };

export async function findSubscriptionProfileRow(db: Db, userId: string): Promise<SubscriptionProfileRow | undefined> {
  const { rows } = await db.raw<{ rows: SubscriptionProfileRow[] }>(
    `SELECT u.id, u.monthly_listings_used, u.monthly_product_ads_used, u.last_listing_reset,
            u.extra_listings_purchased, u.extra_ads_purchased, ${currentSubscriptionSql.columns}
       FROM users u ${currentSubscriptionSql.joins}
      WHERE u.id = ?`,
    [userId],
  );
  return rows[0];
}

export interface PlanRow {
  id: string;
  name: string;
  slug: 'basic' | 'mid' | 'pro';
  price: number;
  extraListings: number;
  productAdsPerMonth: number;
  features: string[];
}

export const listActivePlans = (db: Db) =>
  db<PlanRow>('subscriptionPlans')
    .where('isActive', true)
    .orderBy('sortOrder')
    .select('id', 'name', 'slug', 'price', 'extraListings', 'productAdsPerMonth', 'features');
