import type { Db } from '../../db/knex.js';
import { currentSubscriptionSql, type CurrentSubscriptionColumns } from './current-subscription.js';
import type { UsageCounters } from './quota.js';

export type SubscriptionProfileRow = UsageCounters & CurrentSubscriptionColumns & { id: string };

/**
 * The student's counters with their current subscription and plan; with `lock`, the user's row
 * stays locked until the caller's transaction ends (the quota's spenders and grants queue there).
 */
async function subscriptionProfileRow(db: Db, userId: string, lock: boolean): Promise<SubscriptionProfileRow | undefined> {
  const { rows } = await db.raw<{ rows: SubscriptionProfileRow[] }>(
    `SELECT u.id, u.monthly_listings_used, u.monthly_product_ads_used, u.last_listing_reset,
            u.extra_listings_purchased, u.extra_ads_purchased, ${currentSubscriptionSql.columns}
       FROM users u ${currentSubscriptionSql.joins}
      WHERE u.id = ?${lock ? ' FOR UPDATE OF u' : ''}`,
    [userId],
  );
  return rows[0];
}

export const findSubscriptionProfileRow = (db: Db, userId: string) => subscriptionProfileRow(db, userId, false);

/** The same row as findSubscriptionProfileRow, with the user's row locked until the transaction ends. */
export const lockSubscriptionProfileRow = (trx: Db, userId: string) => subscriptionProfileRow(trx, userId, true);

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

export interface HistoryRow {
  id: string;
  planName: string;
  planSlug: 'basic' | 'mid' | 'pro';
  price: string;
  status: 'active' | 'expired' | 'cancelled' | 'pending';
  startDate: Date;
  endDate: Date;
  autoRenew: boolean;
  isCurrent: boolean;
  cancelledAt: Date | null;
  createdAt: Date;
}

/** One page of the student's subscriptions, newest first, with the total. */
export async function listSubscriptionHistoryRows(db: Db, userId: string, page: number, pageSize: number) {
  const [items, counted] = await Promise.all([
    db('userSubscriptions as s')
      .join('subscriptionPlans as p', 'p.id', 's.planId')
      .where('s.userId', userId)
      .orderBy([{ column: 's.createdAt', order: 'desc' }, { column: 's.id', order: 'desc' }])
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .select('s.id', 'p.name as planName', 'p.slug as planSlug', 'p.price', 's.status', 's.startDate', 's.endDate', 's.autoRenew', 's.isCurrent', 's.cancelledAt', 's.createdAt') as Promise<
      HistoryRow[]
    >,
    db('userSubscriptions').where({ userId }).count<{ count: string }[]>('* as count'),
  ]);
  return { items, total: Number(counted[0]?.count ?? 0) };
}

/** Cancels the student's current subscription if it is active and unexpired; answers whether it did. */
export async function cancelCurrentSubscription(db: Db, userId: string): Promise<boolean> {
  const updated = await db('userSubscriptions')
    .where({ userId, isCurrent: true, status: 'active' })
    .where('endDate', '>', db.fn.now())
    .update({ status: 'cancelled', cancelledAt: db.fn.now(), autoRenew: false, updatedAt: db.fn.now() });
  return updated > 0;
}

/**
 * Drops the student's pending (unpaid) current subscription: cancelled and no longer current. It
 * never ran, so it ends now at the latest and is cancelled at or after its end (effectiveStatus
 * keeps such a one cancelled rather than expired). Answers its id.
 */
export async function dropPendingSubscription(db: Db, userId: string): Promise<string | undefined> {
  const now = new Date();
  const [row] = await db('userSubscriptions')
    .where({ userId, isCurrent: true, status: 'pending' })
    .update({
      status: 'cancelled',
      isCurrent: false,
      endDate: db.raw('greatest(start_date + interval \'1 second\', least(end_date, ?::timestamptz))', [now]),
      cancelledAt: db.raw('greatest(?::timestamptz, start_date + interval \'1 second\')', [now]),
      autoRenew: false,
      updatedAt: now,
    })
    .returning<{ id: string }[]>('id');
  return row?.id;
}

/** One of the student's subscriptions (current or not), with the columns of CurrentSubscriptionColumns. */
export async function findOwnSubscriptionRow(db: Db, userId: string, subscriptionId: string): Promise<CurrentSubscriptionColumns | undefined> {
  const { rows } = await db.raw<{ rows: CurrentSubscriptionColumns[] }>(
    `SELECT ${currentSubscriptionSql.columns}
       FROM user_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
      WHERE s.id = ? AND s.user_id = ?`,
    [subscriptionId, userId],
  );
  return rows[0];
}
