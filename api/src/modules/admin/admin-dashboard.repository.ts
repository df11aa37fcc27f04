// The dashboard's figures: one statement of a few aggregates, answered in one round trip.
import type { Db } from '../../db/knex.js';

/** A card's figure and how many of its rows were created in each 30-day window. */
export interface WindowCounts {
  total: number;
  recent: number;
  previous: number;
}

export interface DashboardFigures {
  users: WindowCounts;
  products: WindowCounts;
  miniStores: WindowCounts;
  activeOrders: WindowCounts;
  activeSubscriptions: number;
  storeProducts: number;
  totalRevenue: number;
}

/**
 * Active orders are store orders still being fulfilled (pending, confirmed, shipped).
 * `recentFrom` starts the last 30 days and `previousFrom` the 30 days before them; both windows
 * end at `now`, so a row dated in the future (clock skew) counts in neither.
 * The orders' trend counts orders placed: awaiting_payment and abandoned ones never were.
 * Revenue: a prepaid order past awaiting_payment has its payment captured; a cash-on-delivery
 * order is paid when delivered. Cancelled orders never count.
 * It is net of refunds as it stands, so it does not subtract the refunds table: a store order's
 * payment is refunded only when its order was cancelled (or deleted, or out of stock when the
 * payment came), which never counts, or when it was a second capture of an order counted once at
 * its total. Subtracting those refunds as well would take them off twice.
 */
export async function dashboardFigures(db: Db, now: Date, recentFrom: Date, previousFrom: Date): Promise<DashboardFigures> {
  // Each window count reads only the rows of the last 60 days through the table's date index.
  const windows = (table: string, column: string, where = 'true') => `
    SELECT
      count(*) FILTER (WHERE ${column} > :recentFrom) AS recent,
      count(*) FILTER (WHERE ${column} <= :recentFrom) AS previous
    FROM ${table} WHERE ${column} > :previousFrom AND ${column} <= :now AND ${where}`;
  const placed = "status NOT IN ('awaiting_payment', 'abandoned')";
  const { rows } = await db.raw(
    `
    WITH u AS (${windows('users', 'joined_date')}),
    l AS (${windows('listings', 'created_at')}),
    s AS (${windows('stores', 'created_at')}),
    o AS (${windows('store_orders', 'created_at', placed)})
    SELECT
      (SELECT count(*) FROM users) AS users_total, u.recent AS users_recent, u.previous AS users_previous,
      (SELECT count(*) FROM listings) AS products_total, l.recent AS products_recent, l.previous AS products_previous,
      (SELECT count(*) FROM stores) AS stores_total, s.recent AS stores_recent, s.previous AS stores_previous,
      (SELECT count(*) FROM store_orders WHERE status IN ('pending', 'confirmed', 'shipped')) AS orders_total,
      o.recent AS orders_recent, o.previous AS orders_previous,
      (SELECT coalesce(sum(total), 0) FROM store_orders
        WHERE (payment_type = 'prepaid' AND status IN ('pending', 'confirmed', 'shipped', 'delivered'))
           OR (payment_type = 'cod' AND status = 'delivered')) AS revenue,
      (SELECT count(*) FROM user_subscriptions WHERE status = 'active' AND end_date > :now) AS subscriptions,
      (SELECT count(*) FROM store_products) AS store_products
    FROM u, l, s, o`,
    { now, recentFrom, previousFrom },
  );
  const r = rows[0] as Record<string, number>;
  const card = (name: string): WindowCounts => ({ total: r[`${name}Total`]!, recent: r[`${name}Recent`]!, previous: r[`${name}Previous`]! });
  return {
    users: card('users'),
    products: card('products'),
    miniStores: card('stores'),
    activeOrders: card('orders'),
    activeSubscriptions: r.subscriptions!,
    storeProducts: r.storeProducts!,
    totalRevenue: r.revenue!,
  };
}
